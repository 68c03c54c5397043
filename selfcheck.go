package irfix

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/textdiff"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// selfCheck reads bc (written from m for t) back with irfix's bitcode
// reader and compares the two modules printed as LLVM assembly. The texts
// must be equal, up to what bitcode itself cannot keep apart: metadata
// nodes with equal contents are one node after reading (LLVM's uniquing;
// it happens when lowering drops the field that told two nodes apart),
// which renumbers the metadata. Splat constants are printed as element
// lists on both sides (bitcode stores them as data).
func selfCheck(m *ir.Module, t target.Target, bc []byte) error {
	back, _, err := bitcode.ReadRaw(bc)
	if err != nil {
		return fmt.Errorf("self-check: the bitcode written does not read back (an irfix bug): %w", err)
	}
	popt := downgrade.PrintOptions(t)
	popt.ExpandSplat = true
	var want, got bytes.Buffer
	if err := lltext.PrintWith(&want, m, popt); err != nil {
		return fmt.Errorf("self-check: print: %w", err)
	}
	if err := lltext.PrintWith(&got, back, popt); err != nil {
		return fmt.Errorf("self-check: print of the read-back module: %w", err)
	}
	if bytes.Equal(want.Bytes(), got.Bytes()) || sameUpToMetadataUniquing(want.String(), got.String()) {
		return nil
	}
	d := textdiff.Diff("module", "bitcode read back", want.Bytes(), got.Bytes())
	return fmt.Errorf("self-check: the bitcode written reads back as another module (an irfix bug):\n%s", firstLines(d, 20))
}

// sameUpToMetadataUniquing reports whether two printed modules are the
// same once every metadata reference `!N` is replaced by the class of
// nodes structurally equal to node N (computed over both texts together
// by partition refinement, so cycles through distinct nodes are fine).
// The lines outside the metadata section must then be equal one for one,
// and both sections must define the same classes.
func sameUpToMetadataUniquing(a, b string) bool {
	ma, ra := splitMetadata(a)
	mb, rb := splitMetadata(b)
	if len(ra) != len(rb) {
		return false
	}
	// Nodes of both texts: index = position in nodes.
	type node struct {
		shape string // body with every reference blanked
		refs  []int  // referenced node indices (-1: undefined)
	}
	var nodes []node
	index := []map[int]int{{}, {}}
	for s, defs := range []map[int]string{ma, mb} {
		ids := make([]int, 0, len(defs))
		for id := range defs {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			index[s][id] = len(nodes)
			nodes = append(nodes, node{})
		}
	}
	for s, defs := range []map[int]string{ma, mb} {
		for id, body := range defs {
			shape, refs := blankRefs(body)
			n := node{shape: shape}
			for _, r := range refs {
				k, ok := index[s][r]
				if !ok {
					k = -1
				}
				n.refs = append(n.refs, k)
			}
			nodes[index[s][id]] = n
		}
	}
	class := make([]int, len(nodes))
	count := -1
	for {
		ids := map[string]int{}
		next := make([]int, len(nodes))
		for i, n := range nodes {
			var sig strings.Builder
			sig.WriteString(strconv.Itoa(class[i]))
			sig.WriteString("|")
			sig.WriteString(n.shape)
			for _, r := range n.refs {
				sig.WriteString("|")
				if r < 0 {
					sig.WriteString("?")
				} else {
					sig.WriteString(strconv.Itoa(class[r]))
				}
			}
			k, ok := ids[sig.String()]
			if !ok {
				k = len(ids)
				ids[sig.String()] = k
			}
			next[i] = k
		}
		class = next
		if len(ids) == count {
			break
		}
		count = len(ids)
	}
	render := func(s int, line string) string {
		shape, refs := blankRefs(line)
		var out strings.Builder
		parts := strings.Split(shape, "!\x00")
		for i, p := range parts {
			out.WriteString(p)
			if i < len(refs) {
				if k, ok := index[s][refs[i]]; ok {
					fmt.Fprintf(&out, "!c%d", class[k])
				} else {
					fmt.Fprintf(&out, "!?%d", refs[i])
				}
			}
		}
		return out.String()
	}
	for i := range ra {
		if ra[i] != rb[i] && render(0, ra[i]) != render(1, rb[i]) {
			return false
		}
	}
	classes := func(s int, defs map[int]string) map[int]bool {
		set := map[int]bool{}
		for id := range defs {
			set[class[index[s][id]]] = true
		}
		return set
	}
	ca, cb := classes(0, ma), classes(1, mb)
	if len(ca) != len(cb) {
		return false
	}
	for k := range ca {
		if !cb[k] {
			return false
		}
	}
	return true
}

// splitMetadata separates a printed module's numbered metadata
// definitions (`!N = ...`, by N) from its other lines.
func splitMetadata(text string) (map[int]string, []string) {
	defs := map[int]string{}
	var rest []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "!") {
			num, body, ok := strings.Cut(line[1:], " = ")
			if n, err := strconv.Atoi(num); ok && err == nil {
				defs[n] = body
				continue
			}
		}
		rest = append(rest, line)
	}
	return defs, rest
}

// blankRefs replaces every metadata reference `!N` outside quoted strings
// by "!\x00" and returns the numbers in order.
func blankRefs(s string) (string, []int) {
	var out strings.Builder
	var refs []int
	quoted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			quoted = !quoted
		}
		if c != '!' || quoted {
			out.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			out.WriteByte(c)
			continue
		}
		n, err := strconv.Atoi(s[i+1 : j])
		if err != nil {
			out.WriteString(s[i:j])
			i = j - 1
			continue
		}
		refs = append(refs, n)
		out.WriteString("!\x00")
		i = j - 1
	}
	return out.String(), refs
}
