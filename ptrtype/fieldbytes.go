package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// Memory given a pointer to a struct and a pointer to chars. C stores a
// struct's pointer into a char* member, or a char buffer's into a struct
// pointer member, only by a cast; both go into a void* implicitly. A
// member that one store gives the address of a struct and another a
// pointer into a char array or string — libsecp256k1's
// secp256k1_schnorrsig_extraparams.ndata, the nonce function's data,
// which a client sets to its own struct for a nonce function of its own
// and to 32 bytes of auxiliary randomness for the default one — is a
// void*, each store converting. The vote gives it the struct. As
// fieldvoid.go does for two unrelated structs, and argsbytes.go for a
// parameter's calls. Not a free list's head, nor memory a rule after the
// vote decided from other evidence.

const whatFieldBytes = "C: a void* — a store of a pointer to a struct ("

// structAndBytesStores applies that rule after the vote (after
// disagreeingStores).
func (a *analysis) structAndBytesStores() {
	type seen struct {
		st    *ir.Type
		bytes *ir.Instr
	}
	got := map[slotID]*seen{}
	var order []slotID
	for _, f := range a.memFuncs() { // (the stores are among the loads and stores)
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() {
				return
			}
			pt := a.vt(i.Operand(1))
			if pt == nil || pt.kind != tPtr || pt.elem == nil || pt.elem.kind != tLeaf {
				return
			}
			r := a.find(pt.elem.slot)
			if vt := a.vt(i.Operand(0)); vt != nil && vt.kind == tLeaf && a.find(vt.slot) == r {
				return
			}
			s := got[r]
			if s == nil {
				s = &seen{}
				got[r] = s
				order = append(order, r)
			}
			if t := a.structArg(i.Operand(0)); t != nil {
				if s.st == nil {
					s.st = t
				}
			} else if s.bytes == nil && a.charArg(i.Operand(0)) {
				s.bytes = i
			}
		})
	}
	for _, r := range order {
		s := got[r]
		if s.st == nil || s.bytes == nil || a.sol[r] == nil || a.sol[r] == ir.I8 || a.sol[r].Kind == ir.FuncKind {
			continue
		}
		if a.spelledClass(r) || a.decidedByRule(r) || a.isFreeList(r) || a.readsThrough(r) {
			continue
		}
		why := whatFieldBytes + s.st.String() + ") into it and at " + a.where(origin{instr: s.bytes, fn: s.bytes.Parent.Parent}) +
			" a pointer to chars (fieldbytes.go)"
		a.decideClass(r, ir.I8, why)
	}
}

// readsThrough reports whether class r's own pointers are dereferenced:
// a load, store or getelementptr (or a use as whole memory or bytes, a
// memcpy's) whose address is a pointer of class r. The votes a store of
// such a pointer into memory gives r name the memory's access, not
// theirs: they do not count (dereferencedClass counts them).
func (a *analysis) readsThrough(r slotID) bool {
	own := func(v ir.Value) bool {
		t := a.vt(v)
		return t != nil && t.kind == tLeaf && a.find(t.slot) == r
	}
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.flags&(vAccess|vUseWhole|vUseBytes) == 0 && v.why.what != "getelementptr" {
				continue
			}
			i := v.why.instr
			if i == nil {
				return true
			}
			switch i.Op {
			case ir.OpLoad, ir.OpGetElementPtr, ir.OpAtomicRMW, ir.OpCmpXchg:
				if own(i.Operand(0)) {
					return true
				}
			case ir.OpStore:
				if own(i.Operand(1)) {
					return true
				}
			default:
				for k := 0; k < i.NumOperands(); k++ {
					if own(i.Operand(k)) {
						return true
					}
				}
			}
		}
	}
	return false
}
