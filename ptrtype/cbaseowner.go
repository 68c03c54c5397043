package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// C's base struct at offset 0, for a table member nothing calls through.
// A function-pointer member of struct B whose functions all convert a
// parameter to one struct L that starts with B (through first members)
// is B's own method table taking B: libexpat's ENCODING holds sameName
// and utf16Convert, every implementation of which reads its `const
// ENCODING *` as struct normal_encoding, and the program never calls
// them (cbaseone.go would have the calls say so). Only members of the
// base itself, and only where no call goes through the slot.

const whatOwnerBase = "C: the function-pointer member of "

// baseOfOwnMembers applies that rule after the vote (after
// baseOfOneStructCallbacks).
func (a *analysis) baseOfOwnMembers() {
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		if len(a.callsThrough(r)) > 0 {
			return
		}
		owners := map[*ir.Type]bool{}
		for _, m := range a.members[r] {
			if o := a.slots[m].owner; o != nil {
				owners[o] = true
			}
		}
		if len(owners) == 0 {
			return
		}
		ft := a.sol[r]
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			derived := a.oneDerivedStruct(fns, k)
			if derived == nil {
				continue
			}
			var base *ir.Type
			for _, b := range a.structChain(derived) {
				if owners[b] {
					base = b
					break
				}
			}
			if base == nil {
				continue
			}
			var fnames []string
			for _, f := range fns {
				fnames = append(fnames, "@"+f.Name)
			}
			sort.Strings(fnames)
			why := whatOwnerBase + base.String() + " holding " + strings.Join(fnames, ", ") +
				" (no call goes through it) takes " + base.String() + ": each function converts this parameter to " +
				derived.String() + ", which starts with it (cbaseowner.go)"
			for _, f := range fns {
				a.decideClass(a.find(a.paramT[f.Params[k]].slot), base, why)
			}
			if ft != nil && ft.Kind == ir.FuncKind && k < len(ft.Params()) {
				ft = withParam(ft, k, ir.TypedPtr(base, pt.AddrSpace))
			}
		}
		if ft != nil && ft != a.sol[r] {
			for _, m := range a.members[r] {
				a.sol[m] = ft
			}
		}
	})
}
