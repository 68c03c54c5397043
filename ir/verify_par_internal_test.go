package ir

import (
	"fmt"
	"runtime"
	"testing"
)

// Breaks only the last part of the use-list check can see (an operand
// slot no use list names, everything else consistent), in the entry
// function and in the last one, must get the sequential verdict from the
// parallel check too.
func TestVerifyParallelUnlistedOperand(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	old := parallelMinInstrs
	defer func() { parallelMinInstrs = old }()
	for _, last := range []bool{false, true} {
		m := newFixture().m
		var target *Instr
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					if i.Op == OpRet && len(i.operands) == 1 {
						if _, ok := i.operands[0].(Tracked); ok && (target == nil || last) {
							target = i
						}
					}
				}
			}
		}
		if target == nil {
			t.Fatal("the fixture has no ret of a tracked value")
		}
		// Re-point the operand behind the use lists' back at a tracked
		// value that stays listed nowhere for it, and drop the old use.
		oldV := target.operands[0].(Tracked)
		oldV.removeUse(Use{target, 0})
		target.operands[0] = oldV
		parallelMinInstrs = 1 << 62
		seq := fmt.Sprint(Verify(m))
		parallelMinInstrs = 0
		par := fmt.Sprint(Verify(m))
		if seq == "<nil>" {
			t.Fatal("the broken fixture verifies")
		}
		if par != seq {
			t.Fatalf("parallel verdict\n%s\nsequential\n%s", par, seq)
		}
	}
}
