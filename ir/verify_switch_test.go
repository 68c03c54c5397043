package ir

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// Duplicate switch cases are found by comparing values in a short switch
// and through a map in a long one: both must report each later duplicate
// once, in case order, with the value's decimal text, whether the
// constants hold their value in V or in Big.
func TestVerifySwitchDuplicateCases(t *testing.T) {
	for _, long := range []bool{false, true} {
		fx := newFixture()
		sw := fx.sw // switch i32 [1 -> one, 2 -> d]
		extra := 0
		if long {
			extra = switchScanMax // past the short comparison
		}
		for n := 0; n < extra; n++ {
			sw.AddOperand(Int(I32, int64(100+n)))
		}
		// 1 again (as a big.Int), 2 again, 1 a third time, 7 once.
		for _, c := range []*ConstInt{{Typ: I32, Big: big.NewInt(1)}, Int(I32, 2), Int(I32, 1), Int(I32, 7)} {
			sw.AddOperand(c)
		}
		succs := []*Block{fx.mD, fx.mOne, fx.mD}
		for len(succs) < sw.NumOperands() {
			succs = append(succs, fx.mD)
		}
		sw.SetSuccs(succs)
		var got []string
		if err := Verify(fx.m); err != nil {
			for _, p := range err.(*VerifyError).Problems {
				if strings.Contains(p.Msg, "switch") {
					got = append(got, p.Msg)
				}
			}
		}
		want := []string{"duplicate switch case value 1", "duplicate switch case value 2", "duplicate switch case value 1"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("long %v: switch problems %q, want %q", long, got, want)
		}
	}
}
