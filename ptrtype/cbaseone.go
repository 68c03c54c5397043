package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// C's base struct at offset 0, with one derived struct. cbase.go gives a
// slot's parameter the base its callbacks' structs share when they use
// two or more; a library with one implementation struct behind a public
// base (libexpat's `struct normal_encoding { ENCODING enc; ... }` behind
// every scanner of ENCODING's function table) has callbacks that all
// convert the slot's `const ENCODING *` to the one derived struct inside.
// Unoptimized code keeps each conversion at the use (the parameter,
// spilled, is read back only as the derived struct), so the vote names the
// derived struct. When every function stored in the slot uses the
// parameter as one named struct L, and every call through the slot passes
// a pointer to a named struct B that L starts with (through first
// members), the slot's parameter is B: C stores a function in a slot only
// with the slot's parameter types, and the callers pass their B* without
// a cast.

const whatCallbackOneBase = "C: the functions stored in one function-pointer slot ("

// baseOfOneStructCallbacks applies that rule after the vote (after
// baseOfCallbacks, which handles two or more derived structs).
func (a *analysis) baseOfOneStructCallbacks() {
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		ft := a.sol[r]
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			derived := a.oneDerivedStruct(fns, k)
			if derived == nil {
				continue
			}
			base := a.calledWith(r, k)
			if base == nil || base == derived || !slices0Contains(a.structChain(derived), base) {
				continue
			}
			var fnames []string
			for _, f := range fns {
				fnames = append(fnames, "@"+f.Name)
			}
			sort.Strings(fnames)
			why := whatCallbackOneBase + slotName(a, r) + ": " + strings.Join(fnames, ", ") +
				") all use this parameter as " + derived.String() + ", which starts with " + base.String() +
				", and the calls through it pass a " + base.String() +
				"*: the slot's parameter is that base, converted inside each (cbaseone.go)"
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

// oneDerivedStruct returns the named struct that parameter k of every
// function in fns points to, when it is one struct that starts with
// another named struct (nil otherwise, or where the source spells a
// parameter's type).
func (a *analysis) oneDerivedStruct(fns []*ir.Func, k int) *ir.Type {
	var got *ir.Type
	for _, f := range fns {
		t := a.paramT[f.Params[k]]
		if t == nil || t.kind != tLeaf {
			return nil
		}
		r := a.find(t.slot)
		if a.spelledClass(r) {
			return nil
		}
		pe := a.sol[r]
		if pe == nil || !pe.IsNamed() || pe.Opaque || pe.Kind != ir.StructKind || strings.HasPrefix(pe.Name, "union.") {
			return nil
		}
		if got != nil && got != pe {
			return nil
		}
		got = pe
	}
	if got == nil || len(a.structChain(got)) == 0 {
		return nil
	}
	return got
}

func slices0Contains(ts []*ir.Type, t *ir.Type) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}
