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
	cand := map[slotID]*ir.Type{}
	clash := map[slotID]bool{}
	for s := range a.slots {
		t := a.sol[s]
		if t == nil || t.Kind != ir.PointerKind || t.Elem == nil {
			continue
		}
		for _, v := range a.slots[s].votes {
			if v.t == nil || v.t.kind != tLeaf {
				continue
			}
			r := a.find(v.t.slot)
			if a.sol[r] != nil || clash[r] || a.slots[r].void {
				continue
			}
			if c, ok := cand[r]; ok && c != t.Elem {
				clash[r] = true
				continue
			}
			cand[r] = t.Elem
		}
	}
	rs := make([]slotID, 0, len(cand))
	for r := range cand {
		if !clash[r] {
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	for _, r := range rs {
		a.decideClass(r, cand[r], whatFreeSlot+cand[r].String())
	}
	return len(rs) > 0
}
