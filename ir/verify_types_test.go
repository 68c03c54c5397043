package ir

import (
	"strings"
	"testing"
)

// The verifier's cache of type facts (factsHot) holds 64 types in front
// of its memo table: with 200 integer types in one body, types share
// slots, and each instruction must still be judged by its own type. The
// instructions of a malformed type (i0) are reported, the others not.
func TestVerifyTypeFactsCacheKeepsTypesApart(t *testing.T) {
	m := &Module{}
	f := m.AddFunc(NewFunc("f", FuncOf(Void, nil, false)))
	b := NewBuilder(f.NewBlock("entry"))
	bad := IntType(0)
	isBad := map[int]bool{}
	for k := 0; k < 400; k++ {
		ty := IntType(uint32(k%200 + 1))
		if k%7 == 3 {
			ty, isBad[k] = bad, true
		}
		b.Insert(NewInstr(OpAdd, ty, Int(ty, 1), Int(ty, 2)))
	}
	b.Ret(nil)
	err := Verify(m)
	requireProblem(t, err, "integer width 0 is out of range")
	reported := map[int]bool{}
	for _, p := range err.(*VerifyError).Problems {
		if strings.Contains(p.Msg, "integer width") {
			reported[p.Instr] = true
		}
	}
	for k := 0; k < 400; k++ {
		if reported[k] != isBad[k] {
			t.Errorf("instruction %d (bad type %v): reported %v", k, isBad[k], reported[k])
		}
	}
}
