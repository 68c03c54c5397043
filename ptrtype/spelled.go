package ptrtype

import "github.com/irfix/irfix/ir"

// Spelled pointer types reach inside. A slot whose type the source
// spells as a pointer (a C++ parameter declared Shape** has a pointee
// slot spelled Shape*) is that pointer in typed IR, so the pointers the
// code reads from or writes through it point to what the spelled type
// says: in `fill(Stack<Shape*, 3>&, Shape** v, int)`, the v[i] loaded
// and stored into the stack's array is a Shape*. The solver ties slots
// only leaf to leaf, and a concrete type decided for a slot says
// nothing to the slots of the values that flow through it; this pass
// gives those inner slots the spelled type's pointee, at half the
// weight (a cast in between stays possible).

// spelledInside adds, for every slot with a spelled (or hinted) pointer
// type, that type's pointees to the slots of the slot's other shapes.
func (a *analysis) spelledInside() {
	n := len(a.slots)
	for s := 0; s < n; s++ {
		var spelled []vote
		for _, v := range a.slots[s].votes {
			if v.w >= wSpelled && v.t.kind == tConcrete && v.t.ty.IsPtr() && v.t.ty.Elem != nil {
				spelled = append(spelled, v)
			}
		}
		if len(spelled) != 1 {
			continue // none, or several that may disagree
		}
		c := spelled[0]
		votes := a.slots[s].votes
		for _, v := range votes {
			if v.t.kind != tLeaf && v.t.kind != tPtr {
				continue
			}
			why := *c.why // (a copy: c's origin stays as it is)
			why.what = "inside " + c.t.ty.String() + " (" + c.why.what + ")"
			a.matchD(v.t, c.t.ty, why, 0, c.w/2)
		}
	}
}

// itaniumRetEvidence: a function template's mangled name spells its
// return type (std::__get_helper<0, Account*, ...> returns Account*&):
// a pointer or reference returned is that type in clang's typed IR.
func (a *analysis) itaniumRetEvidence(f *ir.Func, classes func(string) *ir.Type) {
	if !f.Sig.Ret.IsPtr() {
		return
	}
	rt := itaniumRet(f.Name, classes, a.family)
	if rt == nil || !rt.IsPtr() || rt.Elem == nil {
		return
	}
	t := a.retT[f]
	if t == nil || t.kind != tLeaf {
		return
	}
	if fam := a.famOf[rt.Elem]; fam != nil {
		if a.slots[t.slot].family == nil {
			a.slots[t.slot].family = fam
		}
		return
	}
	if a.holdsStandIn(rt, 0) {
		return
	}
	why := origin{what: "Itanium C++ mangled name: return type " + rt.String(), val: f, fn: f}
	a.addVote(t.slot, concrete(rt.Elem), wSpelled, false, why)
}
