package bitcode

import (
	"fmt"
	"testing"

	"github.com/irfix/irfix/ir"
)

// usesExact reports the first way m's use lists differ from its operands:
// every operand slot of every instruction that refers to a tracked value
// must be in that value's use list once, and every use-list entry must be
// such a slot. (The pipeline's input verification trusts this of the
// reader's modules: ir.VerifyReadBitcode.)
func usesExact(m *ir.Module) string {
	want := map[ir.Tracked]map[ir.Use]int{}
	var values []ir.Tracked
	seen := map[ir.Tracked]bool{}
	note := func(t ir.Tracked) {
		if !seen[t] {
			seen[t] = true
			values = append(values, t)
		}
	}
	for _, gv := range m.GlobalValues() {
		note(gv)
	}
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			note(p)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				note(i)
				for k, op := range i.Operands() {
					t, ok := op.(ir.Tracked)
					if !ok {
						continue
					}
					note(t)
					if want[t] == nil {
						want[t] = map[ir.Use]int{}
					}
					want[t][ir.Use{User: i, Index: k}]++
				}
			}
		}
	}
	for n, t := range values {
		got := map[ir.Use]int{}
		for _, u := range t.Uses() {
			got[u]++
		}
		w := want[t]
		if len(got) != len(w) || len(t.Uses()) != len(got) {
			return fmt.Sprintf("value %d (%T): %d use-list entries (%d distinct), %d operand slots", n, t, len(t.Uses()), len(got), len(w))
		}
		for u, n := range w {
			if got[u] != n {
				return fmt.Sprintf("value %d (%T): operand %d of a %s is not in its use list", n, t, u.Index, u.User.Op)
			}
		}
	}
	return ""
}

// The bitcode reader makes exactly the use lists the operands imply, read
// sequentially and in parallel, for every bitcode input of the tests
// (the corpus's and test data's, forward references and phis included):
// what lets the input verifier leave the use-list check out.
func TestReadBuildsExactUseLists(t *testing.T) {
	old, oldOn := parallelMinBytes, ParallelRead
	defer func() { parallelMinBytes, ParallelRead = old, oldOn }()
	ParallelRead = true
	checked := 0
	for name, data := range parallelInputs(t) {
		for _, minBytes := range []int{1 << 62, 0} {
			parallelMinBytes = minBytes
			m, _, err := ReadRaw(data)
			if err != nil {
				continue // (hostile inputs: the reader refuses them)
			}
			if msg := usesExact(m); msg != "" {
				t.Errorf("%s (parallel %v): %s", name, minBytes == 0, msg)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Fatalf("only %d reads checked", checked)
	}
}
