package ptrtype

import (
	"sort"

	"github.com/irfix/irfix/ir"
)

// Pointers whose only evidence is where they were loaded from. At -O0
// `struct cell *t = c[i];` loads an element of c (a getelementptr over
// ptr, whose elements' pointee the IR does not say) into a local: the
// element's pointee is a slot of its own, with no vote, and c's pointee
// class is decided by other evidence (its callers pass a struct cell**)
// as the pointer type struct cell*. The element the getelementptr
// addresses is one of those: its pointee is struct cell. So a class
// without a solution of its own (nothing voted for it) that a decided
// class's vote names as the pointee of a pointer — that vote's template
// is a pointer to the undecided class, and the class chose T* — takes T,
// when every such vote agrees. The temporaries of a swap, a rotation's
// scratch array and the bounds of a scan over pointers are then what
// the array holds, not i8*.

const whatFreeSlot = "C: loaded from or stored to where a decided pointer of this type is (freeslots.go): "

// freeSlotsFromChoices applies that rule after the vote and the other
// rules (the class that names the pointee may be one of theirs); it
// reports whether it decided any class.
func (a *analysis) freeSlotsFromChoices() bool {
	g := a.newAgreeing()
	for s := range a.slots {
		t := a.sol[s]
		if t == nil {
			continue
		}
		for _, v := range a.slots[s].votes {
			a.matchFree(v.t, t, g.offer, 0)
		}
	}
	return g.decide(whatFreeSlot)
}

// agreeing collects, for classes with no solution yet (and not a C
// library's void*), the one type every offer names; a class offered two
// types gets none. freeslots.go and rawsize.go decide with it.
type agreeing struct {
	a     *analysis
	cand  map[slotID]*ir.Type
	clash map[slotID]bool
}

func (a *analysis) newAgreeing() *agreeing {
	return &agreeing{a: a, cand: map[slotID]*ir.Type{}, clash: map[slotID]bool{}}
}

// open reports whether an offer to class r can still count.
func (g *agreeing) open(r slotID) bool {
	return g.a.sol[r] == nil && !g.clash[r] && !g.a.slots[r].void
}

func (g *agreeing) offer(r slotID, t *ir.Type) {
	if t == nil || !g.open(r) {
		return
	}
	if c, ok := g.cand[r]; ok && c != t {
		g.clash[r] = true
		return
	}
	g.cand[r] = t
}

// decide gives each class its agreed type, in slot order, with why and
// the type as the reason; it reports whether it decided any.
func (g *agreeing) decide(why string) bool {
	rs := make([]slotID, 0, len(g.cand))
	for r := range g.cand {
		if !g.clash[r] {
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	for _, r := range rs {
		g.a.decideClass(r, g.cand[r], why+g.cand[r].String())
	}
	return len(rs) > 0
}

// matchFree lays template t over the type ty chosen for it and offers
// each free slot of t (a pointer's pointee class) the type ty has there:
// a pointer's pointee, arrays' and literal structs' members. Not a
// function's parameters: what a call through a slot passes is decided by
// indirectarg.go and indirectstruct.go, which ask for more than one
// function's word before a forwarded struct pointer takes a type.
func (a *analysis) matchFree(t *tmpl, ty *ir.Type, offer func(slotID, *ir.Type), d int) {
	if t == nil || ty == nil || d > 8 {
		return
	}
	switch t.kind {
	case tLeaf:
		if ty.Kind == ir.PointerKind && ty.Elem != nil {
			offer(a.find(t.slot), ty.Elem)
		}
	case tPtr:
		if ty.Kind == ir.PointerKind {
			a.matchFree(t.elem, ty.Elem, offer, d+1)
		}
	case tArray, tVector:
		if ty.Kind == ir.ArrayKind || ty.Kind == ir.VectorKind {
			a.matchFree(t.elem, ty.Elem, offer, d+1)
		}
	case tStruct:
		if ty.Kind != ir.StructKind || ty.IsNamed() || len(ty.Fields) != len(t.fields) {
			return
		}
		for k, f := range t.fields {
			a.matchFree(f, ty.Fields[k], offer, d+1)
		}
	}
}
