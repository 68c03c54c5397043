// Package textdiff computes unified diffs of texts line by line, with @@
// hunk headers and three lines of context, the way `diff -u` and `git
// diff` print them. It serves `irfix downgrade --diff` and the tests'
// golden files (package corpus/golden), so both show changes alike.
package textdiff

import (
	"bytes"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// Context is the number of unchanged lines shown around each change.
const Context = 3

// Diff returns the unified diff that turns a into b, with ---/+++ headers
// naming aName and bName, or "" when they are equal. Lines are compared
// whole; a last line without a newline is marked as diff does with
// `\ No newline at end of file`.
func Diff(aName, bName string, a, b []byte) string {
	if bytes.Equal(a, b) {
		return ""
	}
	ops := lineOps(string(a), string(b))
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", aName, bName)
	for _, h := range hunks(ops, Context) {
		h.write(&out)
	}
	return out.String()
}

// opKind is what happens to one line.
type opKind byte

const (
	keep opKind = ' '
	del  opKind = '-'
	ins  opKind = '+'
)

// lineOp is one line of the edit script. Lines keep their "\n" (the last
// line of a text may lack it).
type lineOp struct {
	kind opKind
	text string
}

// lineOps diffs a and b line by line: lines common to both ends are kept
// as they are, every distinct line of the rest is mapped to one rune, the
// rune strings are diffed with go-diff, and the runs are mapped back to
// lines. The mapping is done here, not by go-diff's DiffLinesToRunes,
// which panics beyond about a million distinct lines (a printed
// SQLite module with debug info has more); where even the valid runes do
// not suffice, the middle is shown as deleted then inserted whole.
func lineOps(a, b string) []lineOp {
	la, lb := splitLines(a), splitLines(b)
	pre := 0
	for pre < len(la) && pre < len(lb) && la[pre] == lb[pre] {
		pre++
	}
	suf := 0
	for suf < len(la)-pre && suf < len(lb)-pre && la[len(la)-1-suf] == lb[len(lb)-1-suf] {
		suf++
	}
	var ops []lineOp
	for _, l := range la[:pre] {
		ops = append(ops, lineOp{keep, l})
	}
	ops = append(ops, middleOps(la[pre:len(la)-suf], lb[pre:len(lb)-suf])...)
	for _, l := range la[len(la)-suf:] {
		ops = append(ops, lineOp{keep, l})
	}
	return ops
}

// splitLines cuts s after each "\n"; a last line without one is kept.
func splitLines(s string) []string {
	ls := strings.SplitAfter(s, "\n")
	if len(ls) > 0 && ls[len(ls)-1] == "" {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// Runes that stand for lines: 0 up to utf8.MaxRune, skipping the
// surrogate halves, which a Go string cannot hold.
const (
	surrogateLo = 0xD800
	surrogateN  = 0xE000 - 0xD800
	maxLines    = utf8.MaxRune + 1 - surrogateN
)

func lineRune(i int) rune {
	if i >= surrogateLo {
		i += surrogateN
	}
	return rune(i)
}

func runeLine(r rune) int {
	if r >= surrogateLo+surrogateN {
		r -= surrogateN
	}
	return int(r)
}

// middleOps diffs the lines la and lb, which differ at both ends.
func middleOps(la, lb []string) []lineOp {
	var ops []lineOp
	whole := func() []lineOp {
		for _, l := range la {
			ops = append(ops, lineOp{del, l})
		}
		for _, l := range lb {
			ops = append(ops, lineOp{ins, l})
		}
		return ops
	}
	if len(la) == 0 || len(lb) == 0 {
		return whole()
	}
	index := map[string]int{}
	var lines []string
	toRunes := func(ls []string) ([]rune, bool) {
		rs := make([]rune, len(ls))
		for i, l := range ls {
			n, ok := index[l]
			if !ok {
				if len(lines) == maxLines {
					return nil, false
				}
				n = len(lines)
				index[l] = n
				lines = append(lines, l)
			}
			rs[i] = lineRune(n)
		}
		return rs, true
	}
	ra, okA := toRunes(la)
	rb, okB := toRunes(lb)
	if !okA || !okB {
		return whole()
	}
	dmp := diffmatchpatch.New()
	// A deadline only makes the diff less minimal, never wrong; it bounds
	// the time spent on two wildly different large files.
	dmp.DiffTimeout = 10 * time.Second
	// Within each run of changed lines, list deletions before insertions,
	// as diff -u does; go-diff may interleave them.
	var dels, inss []lineOp
	flush := func() {
		ops = append(append(ops, dels...), inss...)
		dels, inss = dels[:0], inss[:0]
	}
	for _, d := range dmp.DiffMainRunes(ra, rb, false) {
		for _, r := range d.Text {
			l := lines[runeLine(r)]
			switch d.Type {
			case diffmatchpatch.DiffDelete:
				dels = append(dels, lineOp{del, l})
			case diffmatchpatch.DiffInsert:
				inss = append(inss, lineOp{ins, l})
			default:
				flush()
				ops = append(ops, lineOp{keep, l})
			}
		}
	}
	flush()
	return ops
}

// hunk is a run of ops shown together, starting at 1-based line aStart of
// a and bStart of b.
type hunk struct {
	aStart, bStart int
	ops            []lineOp
}

// hunks groups the changes of ops with ctx lines of context on each side;
// changes separated by at most 2*ctx unchanged lines share a hunk.
func hunks(ops []lineOp, ctx int) []hunk {
	// aLine[i], bLine[i]: 1-based line numbers in a and b at ops[i].
	aLine := make([]int, len(ops)+1)
	bLine := make([]int, len(ops)+1)
	aLine[0], bLine[0] = 1, 1
	for i, op := range ops {
		aLine[i+1], bLine[i+1] = aLine[i], bLine[i]
		if op.kind != ins {
			aLine[i+1]++
		}
		if op.kind != del {
			bLine[i+1]++
		}
	}
	var out []hunk
	i := 0
	for {
		for i < len(ops) && ops[i].kind == keep {
			i++
		}
		if i == len(ops) {
			return out
		}
		start := max(i-ctx, 0)
		// Extend over changes until a run of more than 2*ctx unchanged
		// lines (or the end) follows the last change.
		end := i
		for {
			for end < len(ops) && ops[end].kind != keep {
				end++
			}
			j := end
			for j < len(ops) && ops[j].kind == keep {
				j++
			}
			if j == len(ops) || j-end > 2*ctx {
				break
			}
			end = j
		}
		stop := min(end+ctx, len(ops))
		out = append(out, hunk{aStart: aLine[start], bStart: bLine[start], ops: ops[start:stop]})
		i = end
	}
}

// write prints the hunk: `@@ -a,n +b,m @@` then its lines.
func (h hunk) write(out *strings.Builder) {
	var na, nb int
	for _, op := range h.ops {
		if op.kind != ins {
			na++
		}
		if op.kind != del {
			nb++
		}
	}
	fmt.Fprintf(out, "@@ -%s +%s @@\n", rangeText(h.aStart, na), rangeText(h.bStart, nb))
	for _, op := range h.ops {
		out.WriteByte(byte(op.kind))
		out.WriteString(op.text)
		if !strings.HasSuffix(op.text, "\n") {
			out.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// rangeText formats a hunk range as diff -u does: "start,count", just
// "start" when count is 1, and for an empty range the line before it.
func rangeText(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start-1)
	case 1:
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}
