package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A parameter passed through into a void*. C's user-data pointers —
// sqlite3_create_module(..., void *pAux), a busy handler's argument, a
// destructor's object — are declared void* by the API that keeps them,
// and that API never looks inside: the parameter is stored into memory
// that holds a void* (a member the vote decided i8 that no byte is read
// or written through) and used as nothing else. The vote gives such a
// parameter the struct its callers pass (`(void*)pName`, a cast typed IR
// puts at the call), but nothing in its function says so: it is the
// void* of the member it is stored in. The callers that pass it on
// unchanged take that too when they choose again (repropagate).
//
// Only a parameter whose class no load, store or getelementptr uses
// (nothing dereferences it), that no source-level fact types, that its
// function passes to no call that types it, and that some store puts
// into such memory. At worst the parameter is less
// precise than declared (i8* for a T*), never another type.

const whatPassThrough = "C: a void* — stored into memory that holds a void* ("

// voidPassThrough applies that rule after the vote.
func (a *analysis) voidPassThrough() {
	stores := a.storesByClass()
	seen := map[*ir.MDNode]*ir.Type{} // (tbaaField)
	a.eachUndereferencedParam(nil, func(f *ir.Func, k int, r slotID) {
		if a.passedOnTyped(r, f) {
			return
		}
		st := a.storedIntoUntyped(stores[r], seen)
		if st == nil {
			return
		}
		why := whatPassThrough + a.where(origin{instr: st, fn: st.Parent.Parent}) + ") and used as nothing else: parameter #" + strconv.Itoa(k) + " of @" + f.Name + " (passthrough.go)"
		a.decideClass(r, ir.I8, why)
	})
}

// eachUndereferencedParam calls fn, in module order, with each pointer
// parameter k of a defined function f (skip, when set, leaves functions
// out) whose own slot is neither decided nor void and whose class r the
// vote gave a pointee that is not i8 and not a function type (a function
// pointer is no user data: C converts none to a void* implicitly), that
// nothing spells and nothing dereferences. Each parameter is looked at
// when its turn comes, after fn's decisions for the ones before it.
func (a *analysis) eachUndereferencedParam(skip func(*ir.Func) bool, fn func(f *ir.Func, k int, r slotID)) {
	for lp := range a.leafParams(skip) {
		if !a.undecided(lp.slot) {
			continue
		}
		f, k := lp.f, lp.k
		r := a.find(lp.slot)
		cur := a.sol[r]
		if cur == nil || cur == ir.I8 || cur.Kind == ir.FuncKind || a.spelledClass(r) || a.dereferencedClass(r) {
			continue
		}
		fn(f, k, r)
	}
}

// dereferencedClass reports whether a load, store or getelementptr uses
// the pointers of class r (or a use as bytes: a char*).
func (a *analysis) dereferencedClass(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.flags&(vAccess|vUseWhole|vUseBytes) != 0 || v.why.what == "getelementptr" {
				return true
			}
		}
	}
	return false
}

// passedOnTyped reports whether f passes a pointer of class r to a
// call whose parameter the vote typed (not i8): an object handed to
// the functions that use it is what they use it as (a free list's
// object released after its last use keeps its type: hubs.go).
func (a *analysis) passedOnTyped(r slotID, f *ir.Func) bool {
	for _, m := range a.members[r] {
		for _, e := range a.slots[m].edges {
			i := e.why.instr
			if e.why.what != "argument" || i == nil || i.Parent == nil || i.Parent.Parent != f || a.find(e.to) == r {
				continue
			}
			if t := a.sol[a.find(e.to)]; t != nil && t != ir.I8 {
				return true
			}
		}
	}
	return false
}

// storedIntoUntyped returns one of the stores (of a class's pointers)
// that writes into a pointer member whose class has no evidence or is a
// void* (decided i8, no byte read or written through it) — reached as
// that member, or at a byte offset of an allocation that the store's
// TBAA tag names as that member (tbaa.go); nil when there is none.
// Stores into locals (allocas) are not such memory.
func (a *analysis) storedIntoUntyped(sts []*ir.Instr, seen map[*ir.MDNode]*ir.Type) *ir.Instr {
	for _, st := range sts {
		addr := st.Operand(1)
		if x, ok := addr.(*ir.Instr); ok && x.Op == ir.OpAlloca {
			continue
		}
		at := a.vt(addr)
		if at == nil || at.kind != tPtr || at.elem == nil {
			continue
		}
		switch e := at.elem; {
		case e.kind == tLeaf:
			if a.untypedClass(e.slot) {
				return st
			}
		case !e.hasSlots() && a.inst(e) == ir.I8 && a.layout() != nil:
			// A byte offset of an allocation, as an optimizer writes a
			// member of a struct just allocated: the member TBAA names.
			s, off, ok := a.tbaaField(st, seen)
			if !ok {
				continue
			}
			path, ok := fieldAt(a.dl, s, off, ir.Ptr, 0)
			if !ok || len(path) == 0 || !namedFieldPath(s, path) {
				continue
			}
			if ft, _ := a.index(nil, s, path); ft != nil && ft.kind == tLeaf && a.untypedClass(ft.slot) {
				return st
			}
		}
	}
	return nil
}

// untypedClass reports whether the class of slot s has no evidence or
// is a void* (decided i8, no byte read or written through it).
func (a *analysis) untypedClass(s slotID) bool {
	r := a.find(s)
	return a.sol[r] == nil || (a.sol[r] == ir.I8 && a.isVoidClass(r))
}

// storesByClass maps each class to the stores of its pointers (as the
// vote left the classes).
func (a *analysis) storesByClass() map[slotID][]*ir.Instr {
	stores := map[slotID][]*ir.Instr{}
	for _, i := range a.walks.mem {
		if i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() {
			continue
		}
		if vt := a.vt(i.Operand(0)); vt != nil && vt.kind == tLeaf {
			r := a.find(vt.slot)
			stores[r] = append(stores[r], i)
		}
	}
	return stores
}
