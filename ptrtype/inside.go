package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// Decided pointer types reach one level in. When the vote gives a
// class a pointer type as its pointee (the class's pointers point to a
// %struct.Node*), every pointer whose value is stored, passed or
// returned into that class is, in typed IR, that Node* (or cast to it).
// The solver ties slots only leaf to leaf, so a value `store ptr %n,
// ptr %slot` whose own pointee slot has no evidence at all would
// default to i8 and cost a cast where the producer wrote none. This
// pass (after the vote, before the i8 default) gives such evidence-less
// classes the decided pointer's pointee, and repeats so a chain of
// pointers to pointers is followed. A class with any evidence of its
// own keeps what its vote chose.

const whatInside = "the pointers flowing here ("

// decidedInside fills classes without a solution from the pointer types
// decided for the classes their values flow into.
func (a *analysis) decidedInside() {
	var roots []slotID // in slot order: the order must not pick between two decided types
	for r, ms := range a.members {
		if len(ms) > 0 {
			roots = append(roots, slotID(r))
		}
	}
	for round := 0; round < maxDepth; round++ {
		changed := false
		for _, r := range roots {
			ms := a.members[r]
			pt := a.sol[r]
			if pt == nil || pt.Kind != ir.PointerKind || pt.Elem == nil {
				continue
			}
			for _, m := range ms {
				for _, v := range a.slots[m].votes {
					if v.t.kind != tLeaf || v.t.as != pt.AddrSpace {
						continue
					}
					ir2 := a.find(v.t.slot)
					if ir2 == r || a.sol[ir2] != nil {
						continue
					}
					why := whatInside + slotName(a, ir2) + ") have no evidence of their own; they are stored, passed or returned where the vote decided " +
						pt.String() + " (" + slotName(a, m) + ": " + v.why.what + ")"
					for _, mm := range a.members[ir2] {
						a.sol[mm] = pt.Elem
						a.slots[mm].decided = why
					}
					changed = true
				}
			}
		}
		if !changed {
			return
		}
	}
}
