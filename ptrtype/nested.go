package ptrtype

import (
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Candidates nested at offset 0. A pointer used as a struct A whose
// first member is a struct B (C's `struct A { union { struct B buffer;
// ... } backend; ... }`, an object passed as its first member to B's
// functions) has votes for A (its own getelementptrs) and for B (the
// calls it is passed to: &a->backend.buffer, a zero getelementptr that
// opaque code drops). A base C that both start with (B's own first
// member) is shared by the two, but typed IR has the A*: B's calls take
// a getelementptr to the member, and a C* would need a cast at each of
// A's own accesses. So a common base that is not a candidate itself
// earns nothing from candidates that nest: one of them starts with all
// the others. A union at the start of A holds any of its members there,
// and its IR type shows only one (clang's largest): a candidate no
// larger than a union on A's chain before the shared base nests in A as
// well (a tagged union's other member).

// nestedCandidates reports whether one of the candidates cs[js], which
// all start with anc, starts with all the others.
func (a *analysis) nestedCandidates(cs []cand, js []int, anc *ir.Type) bool {
	for _, j0 := range js {
		chain := a.structChain(cs[j0].t)
		var unions []*ir.Type // unions on the chain before anc
		for _, t := range chain {
			if t == anc {
				break
			}
			if strings.HasPrefix(t.Name, "union.") {
				unions = append(unions, t)
			}
		}
		all := true
		for _, j := range js {
			if j != j0 && !slices.Contains(chain, cs[j].t) && !a.fitsUnion(cs[j].t, unions) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// fitsUnion reports whether t is no larger than one of the unions.
func (a *analysis) fitsUnion(t *ir.Type, unions []*ir.Type) bool {
	dl := a.layout()
	if dl == nil || len(unions) == 0 {
		return false
	}
	n, err := dl.Size(t)
	if err != nil {
		return false
	}
	for _, u := range unions {
		if un, err := dl.Size(u); err == nil && n <= un {
			return true
		}
	}
	return false
}
