package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Callbacks of one function-pointer slot. C gives every function stored
// into one function-pointer field, or passed for one function-pointer
// parameter, the slot's type (a function of another type needs a cast
// at the store, which C code avoids). When those functions use one
// parameter as pointers to different types — SQLite's
// sqlite3ExprDeleteGeneric(sqlite3*, void*) and
// sqlite3SelectDeleteGeneric(sqlite3*, void*) both passed as
// void(*)(sqlite3*, void*) — the slot's parameter is a void*, and each
// function converts it inside: the parameter is i8* in each of them, and
// in the slot's function type, whatever the bodies do with it.

// callbacksBySlot groups the functions stored into or passed for
// function-pointer slots by the slot's class, each function once, the
// classes in the order they are first met.
func (a *analysis) callbacksBySlot() ([]slotID, map[slotID][]*ir.Func) {
	bySlot := map[slotID][]*ir.Func{}
	var roots []slotID
	for _, fs := range a.fnSlots {
		r := a.find(fs.slot)
		if len(bySlot[r]) == 0 {
			roots = append(roots, r)
		}
		if !containsFunc(bySlot[r], fs.fn) {
			bySlot[r] = append(bySlot[r], fs.fn)
		}
	}
	return roots, bySlot
}

// eachSameSigSlot calls fn for each slot of callbacks (callbacksBySlot,
// in its order) that holds two functions or more, all of one signature
// sig (a function of another type needs a cast at the store: then there
// is no one slot type); r is the slot's class, fns its functions.
func (a *analysis) eachSameSigSlot(fn func(r slotID, fns []*ir.Func, sig *ir.Type)) {
	roots, bySlot := a.callbacksBySlot()
	for _, r := range roots {
		fns := bySlot[r]
		if len(fns) < 2 {
			continue
		}
		sig := fns[0].Sig
		same := true
		for _, f := range fns[1:] {
			same = same && f.Sig == sig
		}
		if same {
			fn(r, fns, sig)
		}
	}
}

// eachCalledCallbackParam calls fn for each parameter k of each slot of
// callbacks (callbacksBySlot, in its order) that holds at least minFns
// functions, whose type is decided as a function type, and that calls
// go through (callsThrough): fns are the slot's functions, calls the
// calls through it.
func (a *analysis) eachCalledCallbackParam(minFns int, fn func(fns []*ir.Func, calls []*tmpl, k int)) {
	roots, bySlot := a.callbacksBySlot()
	for _, r := range roots {
		fns := bySlot[r]
		ft := a.sol[r]
		if len(fns) < minFns || ft == nil || ft.Kind != ir.FuncKind {
			continue
		}
		calls := a.callsThrough(r)
		if len(calls) == 0 {
			continue
		}
		for k := range ft.Params() {
			fn(fns, calls, k)
		}
	}
}

// paramClass returns the class of f's parameter k when it is a pointer
// with a slot of its own.
func (a *analysis) paramClass(f *ir.Func, k int) (slotID, bool) {
	if k >= len(f.Params) {
		return 0, false
	}
	t := a.paramT[f.Params[k]]
	if t == nil || t.kind != tLeaf {
		return 0, false
	}
	return a.find(t.slot), true
}

// disagreeingCallbacks applies that rule after the vote.
func (a *analysis) disagreeingCallbacks() {
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		ft := a.sol[r]
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			seen := map[*ir.Type]bool{}
			var names []string
			for _, f := range fns {
				t := a.paramT[f.Params[k]]
				if t == nil || t.kind != tLeaf {
					continue
				}
				if pe := a.sol[a.find(t.slot)]; pe != nil && !seen[pe] {
					seen[pe] = true
					names = append(names, pe.String())
				}
			}
			scalars := false
			if !a.unrelatedStructs(seen) {
				if !a.differentScalarUses(fns, k) { // (callbacks_scalar.go)
					continue
				}
				scalars = true
			}
			sort.Strings(names)
			fnames := make([]string, len(fns))
			for j, f := range fns {
				fnames[j] = "@" + f.Name
			}
			sort.Strings(fnames)
			want := ir.I8
			why := "C: a void* — the functions stored in one function-pointer slot (" + slotName(a, r) + ": " +
				strings.Join(fnames, ", ") + ") use this parameter as different types (" + strings.Join(names, ", ") + ")"
			if scalars {
				why += " (callbacks_scalar.go)"
				a.passedThroughVoid(r, k, why)
			} else if t := a.calledWith(r, k); t != nil {
				want = t
				why = "C: the functions stored in one function-pointer slot (" + slotName(a, r) + ": " +
					strings.Join(fnames, ", ") + ") use this parameter as different types (" + strings.Join(names, ", ") +
					"); the calls through the slot pass " + ir.TypedPtr(t, pt.AddrSpace).String()
			}
			for _, f := range fns {
				t := a.paramT[f.Params[k]]
				if t == nil || t.kind != tLeaf {
					continue
				}
				a.decideClass(a.find(t.slot), want, why)
			}
			// The slot's own function type takes the void* too.
			if ft != nil && ft.Kind == ir.FuncKind && k < len(ft.Params()) {
				ft = withParam(ft, k, ir.TypedPtr(want, pt.AddrSpace))
			}
		}
		if ft != nil && ft != a.sol[r] {
			for _, m := range a.members[r] {
				a.sol[m] = ft
			}
		}
	})
}

// calledWith returns the pointee that every indirect call through the
// function-pointer slot r passes for parameter k (nil: none or several).
func (a *analysis) calledWith(r slotID, k int) *ir.Type {
	var got *ir.Type
	for _, ct := range a.callsThrough(r) {
		if k >= len(ct.fields) || a.unknown(ct.fields[k]) {
			continue
		}
		t := a.inst(ct.fields[k])
		if !t.IsPtr() || t.Elem == nil {
			continue
		}
		if got != nil && got != t.Elem {
			return nil
		}
		got = t.Elem
	}
	return got
}

// unrelatedStructs reports whether ts holds two named structs neither of
// which starts the other, with no common struct at their start: a C
// "base" at offset 0 (sqlite3_vtab inside every module's own vtab
// struct) is what such callbacks take, not a void*.
func (a *analysis) unrelatedStructs(ts map[*ir.Type]bool) bool {
	var ss []*ir.Type
	for t := range ts {
		if t.IsNamed() && !t.Opaque && len(t.Fields) > 0 {
			ss = append(ss, t)
		}
	}
	for i := range ss {
		ci := append(a.structChain(ss[i]), ss[i])
		for j := range ss[:i] {
			cj := append(a.structChain(ss[j]), ss[j])
			related := false
			for _, x := range ci {
				for _, y := range cj {
					related = related || x == y
				}
			}
			if !related {
				return true
			}
		}
	}
	return false
}

func containsFunc(fs []*ir.Func, f *ir.Func) bool {
	for _, g := range fs {
		if g == f {
			return true
		}
	}
	return false
}

// withParam returns function type ft with parameter k replaced by p.
func withParam(ft *ir.Type, k int, p *ir.Type) *ir.Type {
	ps := append([]*ir.Type(nil), ft.Params()...)
	ps[k] = p
	return ir.FuncOf(ft.Ret, ps, ft.Variadic)
}
