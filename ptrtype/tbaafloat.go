package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// A float moved as its bits. C code that reads a float atomically
// (miniaudio's ma_atomic_float_get: an atomic 32-bit integer load of the
// float's bits) and stores it through a float* out-parameter writes
// `store i32 %bits, ptr %pOut` in optimized IR, and the store's scalar
// TBAA tag still names the C lvalue's type: "float". The vote, seeing
// only integer stores, makes the out-parameter an i32*; typed IR has the
// float* and a cast at the store. So a class the vote decided i32 (i64)
// whose every load and store through its pointers carries a scalar TBAA
// tag naming float (double) is a float* (double*): the tag is the
// source's type of the object, the integer only how the bits moved.

const whatTBAAFloat = "C: every access through it is an integer move whose TBAA tag names the C type "

// floatsByTBAA applies that rule after the vote.
func (a *analysis) floatsByTBAA() {
	if a.layout() == nil {
		return
	}
	for r := range a.members {
		if len(a.members[r]) == 0 || a.find(slotID(r)) != slotID(r) {
			continue
		}
		root := slotID(r)
		t := a.sol[root]
		if t != ir.I32 && t != ir.I64 {
			continue
		}
		if a.decidedAny(root) || a.spelledClass(root) {
			continue
		}
		want, name := ir.Float, "float"
		if t == ir.I64 {
			want, name = ir.Double, "double"
		}
		if a.accessesTagged(root, t, name) {
			a.decideClass(root, want, whatTBAAFloat+name+" (tbaafloat.go)")
		}
	}
}

// accessesTagged reports whether class r has loads or stores of t
// through its pointers, every one of them with a scalar TBAA tag whose
// access type is name, and nothing else that names a type.
func (a *analysis) accessesTagged(r slotID, t *ir.Type, name string) bool {
	n := 0
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.flags&vAccess == 0 && v.why.what != "getelementptr" {
				continue
			}
			i := v.why.instr
			if i == nil || (i.Op != ir.OpLoad && i.Op != ir.OpStore) || a.inst(v.t) != t {
				return false
			}
			if scalarTBAAName(i) != name {
				return false
			}
			n++
		}
	}
	return n > 0
}

// scalarTBAAName returns the access type's name of i's scalar TBAA tag
// (base and access type one node), "" when it has none.
func scalarTBAAName(i *ir.Instr) string {
	var tag *ir.MDNode
	for _, at := range i.MD {
		if at.Kind == "tbaa" {
			tag, _ = at.Node.(*ir.MDNode)
		}
	}
	if tag == nil || tag.Kind != "" || len(tag.Ops) < 3 || tag.Ops[0] != tag.Ops[1] {
		return ""
	}
	n, _ := tag.Ops[1].(*ir.MDNode)
	if n == nil || len(n.Ops) == 0 {
		return ""
	}
	s, _ := n.Ops[0].(*ir.MDString)
	if s == nil {
		return ""
	}
	return strings.TrimSpace(s.S)
}

// decidedAny reports whether a rule after the vote decided a slot of
// class r.
func (a *analysis) decidedAny(r slotID) bool {
	for _, m := range a.members[r] {
		if a.slots[m].decided != "" {
			return true
		}
	}
	return false
}
