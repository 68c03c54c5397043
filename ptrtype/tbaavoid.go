package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A pointer with no evidence of its own stored as a struct member takes
// the member's type (valuesFromTBAA, tbaa.go). When the member is then
// found to be a void* — stores of pointers to unrelated structs reach it
// (disagreeingStores, fieldvoid.go) — the pointer stored there took the
// type the vote had given the member, which was one of those structs:
// miniaudio's ma_dr_wav_init(..., void* pUserData, ...) stores its
// pUserData as pWav->pUserData and got the ma_dr_wav* the member had
// before it was found to hold FILE*s and ma_wav*s too. Such a pointer
// follows the member: the value a C function stores into a void* member
// and uses as nothing else is its user data, a void*.

const whatTBAAVoid = "C: a void* — stored as the member TBAA names ("

// valuesOfVoidMembers applies that rule after disagreeingStores.
func (a *analysis) valuesOfVoidMembers() {
	if a.layout() == nil {
		return
	}
	seen := map[*ir.MDNode]*ir.Type{}
	for _, i := range a.walks.mem {
		if i.Op != ir.OpStore || len(i.MD) == 0 {
			continue
		}
		_, at, ok := memAccess(i)
		if !ok || !at.IsPtr() {
			continue
		}
		vt := a.vt(i.Operand(0))
		if vt == nil || vt.kind != tLeaf {
			continue
		}
		vr := a.find(vt.slot)
		if !strings.HasPrefix(a.slots[vr].decided, whatTBAAMember) || a.sol[vr] == ir.I8 {
			continue
		}
		ft, s, off := a.tbaaMember(i, at, seen)
		if ft == nil {
			continue
		}
		fr := a.find(ft.slot)
		if a.sol[fr] != ir.I8 || !strings.HasPrefix(a.slots[fr].decided, whatFieldVoid) {
			continue
		}
		why := whatTBAAVoid + s.String() + " at byte " + strconv.FormatUint(off, 10) + "), which stores of pointers to unrelated structs make a void* (fieldvoid.go), and used as nothing else (tbaavoid.go)"
		a.decideClass(vr, ir.I8, why)
	}
}
