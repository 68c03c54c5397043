package textdiff

import (
	"fmt"
	"strings"
	"testing"
)

func TestDiff(t *testing.T) {
	if d := Diff("x", "y", []byte("a\nb\n"), []byte("a\nb\n")); d != "" {
		t.Errorf("equal texts: %q", d)
	}
	// Worked out by hand, as diff -u prints it.
	got := Diff("x", "y", []byte("a\nb\nc\n"), []byte("a\nB\nc\nd"))
	want := "--- x\n+++ y\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n\\ No newline at end of file\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// lines returns "p0\n" ... "p(n-1)\n".
func lines(p string, n int) []string {
	ls := make([]string, n)
	for i := range ls {
		ls[i] = fmt.Sprintf("%s%d\n", p, i)
	}
	return ls
}

// sides rebuilds the two texts from an edit script and counts its changes.
func sides(ops []lineOp) (a, b string, changed int) {
	var sa, sb strings.Builder
	for _, op := range ops {
		if op.kind != ins {
			sa.WriteString(op.text)
		}
		if op.kind != del {
			sb.WriteString(op.text)
		}
		if op.kind != keep {
			changed++
		}
	}
	return sa.String(), sb.String(), changed
}

// Line numbers past the surrogate range (0xD800 distinct lines) must map
// to runes and back: three one-line changes among 60,000 lines, at both
// ends and in the middle, are three deletions and three insertions.
func TestDiffManyLines(t *testing.T) {
	la := lines("l", 60000)
	lb := append([]string(nil), la...)
	lb[0], lb[30000], lb[59999] = "first\n", "middle\n", "last\n"
	a, b := strings.Join(la, ""), strings.Join(lb, "")
	ga, gb, n := sides(lineOps(a, b))
	if ga != a || gb != b || n != 6 {
		t.Errorf("script rebuilds a: %v, b: %v; %d changed lines, want 6", ga == a, gb == b, n)
	}
	if d := Diff("x", "y", []byte(a), []byte(b)); strings.Count(d, "@@ -") != 3 {
		t.Errorf("want 3 hunks:\n%s", d)
	}
}

// More distinct lines than there are runes (go-diff's own line mapping
// panicked here: the self-check's diff of a printed SQLite module with
// debug info): the differing middle is shown deleted then inserted whole,
// with the common ends kept.
func TestDiffTooManyLines(t *testing.T) {
	la := append(append([]string{"same\n"}, lines("a", 600000)...), "end\n")
	lb := append(append([]string{"same\n"}, lines("b", 600000)...), "end\n")
	a, b := strings.Join(la, ""), strings.Join(lb, "")
	ops := lineOps(a, b)
	ga, gb, n := sides(ops)
	if ga != a || gb != b || n != 1200000 {
		t.Fatalf("script rebuilds a: %v, b: %v; %d changed lines, want 1200000", ga == a, gb == b, n)
	}
	if ops[0] != (lineOp{keep, "same\n"}) || ops[1].kind != del || ops[600001].kind != ins || ops[len(ops)-1] != (lineOp{keep, "end\n"}) {
		t.Errorf("want keep, deletions, insertions, keep: %v %v %v %v", ops[0], ops[1], ops[600001], ops[len(ops)-1])
	}
}
