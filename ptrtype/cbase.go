package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// C's base struct at offset 0. A C library's callback slots take the
// library's base struct — SQLite's xBestIndex takes a sqlite3_vtab*,
// xEof a sqlite3_vtab_cursor* — and each module's callbacks embed it as
// their own struct's first member (`struct PragmaVtab { sqlite3_vtab
// base; ... }`) and convert the pointer inside, where the optimizer
// folds the cast into the uses. The functions stored in one slot are
// declared with the slot's parameter type (any other needs a cast at
// the store, which C code avoids), so when the slot's callbacks use a
// parameter as structs that all start with one named struct, and the
// calls through the slot pass a pointer to that struct, it is the
// parameter's type in each of them and in the slot's function type.
// (Without such calls the callbacks keep their own types; structs with
// no common start are a void*: callbacks.go.)

const whatCallbackBase = "C: the functions stored in one function-pointer slot ("

// baseOfCallbacks applies that rule after the vote (after
// disagreeingCallbacks).
func (a *analysis) baseOfCallbacks() {
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		ft := a.sol[r]
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			base := a.commonBase(fns, k)
			if base == nil || a.calledWith(r, k) != base {
				continue
			}
			var names, fnames []string
			seen := map[*ir.Type]bool{}
			for _, f := range fns {
				fnames = append(fnames, "@"+f.Name)
				if t := a.paramT[f.Params[k]]; t != nil && t.kind == tLeaf {
					if pe := a.sol[a.find(t.slot)]; !seen[pe] {
						seen[pe] = true
						names = append(names, pe.String())
					}
				}
			}
			sort.Strings(names)
			sort.Strings(fnames)
			why := whatCallbackBase + slotName(a, r) + ": " + strings.Join(fnames, ", ") +
				") use this parameter as structs that start with " + base.String() + " (" +
				strings.Join(names, ", ") + ") and the calls through it pass a " + base.String() +
				"*: the slot's parameter is that base, converted inside each (cbase.go)"
			for _, f := range fns {
				t := a.paramT[f.Params[k]]
				if a.sol[a.find(t.slot)] == base {
					continue
				}
				a.decideClass(a.find(t.slot), base, why)
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

// commonBase returns the named struct that parameter k of every
// function in fns points to or starts with (through first members),
// when they do not all point to one struct: of the structs every chain
// holds, the outermost (nil: none, or a parameter that points to no
// named struct).
func (a *analysis) commonBase(fns []*ir.Func, k int) *ir.Type {
	var common []*ir.Type // the first chain, outermost first, filtered
	classes := map[slotID]bool{}
	distinct := map[*ir.Type]bool{}
	for _, f := range fns {
		t := a.paramT[f.Params[k]]
		if t == nil || t.kind != tLeaf {
			return nil
		}
		r := a.find(t.slot)
		if classes[r] {
			continue
		}
		if a.spelledClass(r) {
			return nil // the source spells this callback's type (args.go)
		}
		classes[r] = true
		pe := a.sol[r]
		if pe == nil || !pe.IsNamed() || pe.Opaque || pe.Kind != ir.StructKind || strings.HasPrefix(pe.Name, "union.") {
			return nil
		}
		distinct[pe] = true
		chain := append([]*ir.Type{pe}, a.structChain(pe)...)
		if common == nil {
			common = chain
			continue
		}
		var keep []*ir.Type
		for _, c := range common {
			for _, d := range chain {
				if c == d {
					keep = append(keep, c)
					break
				}
			}
		}
		common = keep
	}
	if len(distinct) < 2 || len(common) == 0 {
		return nil
	}
	return common[0]
}
