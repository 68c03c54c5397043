package ptrtype

import (
	"slices"

	"github.com/irfix/irfix/ir"
)

// Conduits chosen again from nothing. A class with no evidence of its own
// — no load, store, getelementptr or object behind it, only value flows
// (edges) to other classes: a parameter handed on unchanged from a caller
// to a callee, a phi of such — takes its type from its neighbours. Two
// such conduits that pass a value to each other keep, after a rule
// changed what flowed into them, the type each lent the other at the
// vote: libsecp256k1's secp256k1_ecdsa_sign_inner(..., void *noncedata),
// called by secp256k1_ecdsa_sign, whose noncedata a rule after the vote
// made the void* its calls imply (argsbytes.go), and by
// secp256k1_ecdsa_sign_recoverable, whose noncedata only comes back from
// sign_inner, hold the client's struct between them, each the other's
// only other evidence. So repropagate, which chooses again the classes
// that depend on what the rules changed, first forgets the choice of the
// conduits among them and of the conduits those reach through other
// conduits, and chooses those again among themselves, from their
// neighbours as they are now: a cycle of them lends nothing. A conduit
// none of whose neighbours then has a type keeps its old one (nothing
// said otherwise), and only a conduit whose type changed sends the
// classes that depend on it to be chosen again.

// conduit reports whether class r has only value flows as evidence: no
// vote but stored or passed nulls, and nothing decided, spelled or
// declared.
func (a *analysis) conduit(r slotID) bool {
	if a.sol[r] == nil {
		return false
	}
	for _, m := range a.members[r] {
		info := &a.slots[m]
		if info.decided != "" || info.decl || info.void {
			return false
		}
		for _, v := range info.votes {
			if !v.t.nullish {
				return false
			}
		}
	}
	return true
}

const whatRechosen = "only value flows reach it (a conduit): chosen again from its neighbours once the rules after the vote changed one, forgetting the choice a cycle of conduits lent itself at the vote (conduits.go; before: "

// settleConduits chooses again, from nothing, the conduits among queue
// (the classes repropagate chooses again) and those they reach through
// conduits (deps), but those in keep: their choices are cleared, then
// chosen among themselves to a fixed point (bounded as propagate is),
// the rest of the module as it is. A conduit nothing then gives a type
// keeps its old one. It returns the classes (not in keep, not conduits)
// that depend on a conduit whose type changed, for repropagate to choose
// again: only a change moves them, not the clearing.
func (a *analysis) settleConduits(queue []slotID, keep map[slotID]bool) []slotID {
	old := map[slotID]*ir.Type{}
	var work []slotID
	for _, r := range queue {
		if _, done := old[r]; !done && !keep[r] && a.conduit(r) {
			old[r] = a.sol[r]
			work = append(work, r)
		}
	}
	for k := 0; k < len(work); k++ {
		for _, m := range a.members[work[k]] {
			for _, d := range a.deps[m] {
				dr := a.find(d)
				if _, done := old[dr]; done || keep[dr] || !a.conduit(dr) {
					continue
				}
				old[dr] = a.sol[dr]
				work = append(work, dr)
			}
		}
	}
	if len(work) == 0 {
		return nil
	}
	for _, r := range work {
		for _, m := range a.members[r] {
			a.sol[m] = nil
		}
	}
	slices.Sort(work)
	inQ := make(map[slotID]bool, len(work))
	for _, r := range work {
		inQ[r] = true
	}
	visits := map[slotID]uint8{}
	const maxVisits = 24
	for q := work; len(q) > 0; {
		r := q[0]
		q = q[1:]
		inQ[r] = false
		if visits[r] >= maxVisits {
			continue
		}
		visits[r]++
		nt := a.choose(r)
		if nt == nil || nt == a.sol[r] {
			continue
		}
		for _, m := range a.members[r] {
			a.sol[m] = nt
		}
		for _, m := range a.members[r] {
			for _, d := range a.deps[m] {
				dr := a.find(d)
				if _, ok := old[dr]; ok && !inQ[dr] {
					inQ[dr] = true
					q = append(q, dr)
				}
			}
		}
	}
	var again []slotID
	seen := map[slotID]bool{}
	for _, r := range work {
		t := old[r]
		if a.sol[r] == nil {
			for _, m := range a.members[r] {
				a.sol[m] = t
			}
			continue
		}
		if a.sol[r] == t {
			continue
		}
		if a.rechosen == nil {
			a.rechosen = map[slotID]*ir.Type{}
		}
		a.rechosen[r] = t
		for _, m := range a.members[r] {
			for _, d := range a.deps[m] {
				dr := a.find(d)
				if _, ok := old[dr]; !ok && !keep[dr] && !seen[dr] {
					seen[dr] = true
					again = append(again, dr)
				}
			}
		}
	}
	return again
}
