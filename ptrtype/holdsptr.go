package ptrtype

import "github.com/irfix/irfix/ir"

// Pointers to pointers nothing types. A candidate whose pointers have no
// evidence does not vote (it would only say i8*, against what the other
// candidates name). When such candidates are all a class has — a Numba
// return slot written with a value copied through two locals that only
// ever held Python's None — the class still holds a pointer: typed IR
// stores and loads an i8* there, so it points to an i8*, not to i8 (the
// default for no evidence at all), which would take a cast at every
// access. holdsPointer gives the classes still undecided after the vote
// (and the rules after it) their heaviest such candidate, the unknown
// pointees in it i8 or what this rule gives them. Classes already
// decided keep their choice: they chose on the evidence that names
// types, and a pointer nothing types adds none.

const whatHoldsPointer = "holds a pointer nothing types (loads and stores of a pointer through it)"

func (a *analysis) holdsPointer() {
	type pending struct {
		r     slotID
		votes []vote
	}
	var todo []pending
	for s := range a.slots {
		r := slotID(s)
		if a.find(r) != r || a.sol[r] != nil {
			continue // (a.members is the vote's: the classes are unchanged since)
		}
		var vs []vote
		for _, m := range a.members[r] {
			for _, v := range a.slots[m].votes {
				if v.t != nil && (v.t.kind == tLeaf || v.t.kind == tPtr) && a.unknown(v.t) {
					vs = append(vs, v)
				}
			}
		}
		if len(vs) > 0 {
			todo = append(todo, pending{r, vs})
		}
	}
	// The candidates name each other's slots (a pointer to a pointer
	// to ...): a few rounds settle them.
	for round := 0; round < 8; round++ {
		changed := false
		for _, p := range todo {
			w := map[*ir.Type]float64{}
			var best *ir.Type
			for _, v := range p.votes {
				t := a.inst(v.t) // (unknown pointees: i8)
				w[t] += v.w
			}
			for t, x := range w {
				if best == nil || x > w[best] || (x == w[best] && tieBefore(t, best)) {
					best = t
				}
			}
			if best == a.sol[p.r] {
				continue
			}
			changed = true
			a.decideClass(p.r, best, whatHoldsPointer)
		}
		if !changed {
			break
		}
	}
}
