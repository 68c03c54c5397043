package ptrtype

import (
	"sort"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Out-parameters of callbacks. A C method table's constructor-like
// method fills a caller's variable through a pointer to it:
// sqlite3_module's xOpen(sqlite3_vtab*, sqlite3_vtab_cursor **ppCursor)
// stores the cursor it allocates, and since the allocator returns a
// void* (and the cursor is the implementation's own struct, whose
// sqlite3_vtab_cursor base C reaches as &p->base, a no-op once
// pointers are opaque), nothing in the callback's body names the
// pointee: the vote says i8**. The calls through the slot pass the
// address of the caller's variable (`pModule->xOpen(pVtab, &pCur)`,
// an alloca of a sqlite3_vtab_cursor*), and C gives every function
// stored in the slot that parameter's type. So a callback's pointer
// parameter whose class the vote decided i8* from void* evidence alone
// (nothing names another type) takes what every call through its slot
// passes when that is a pointer to a pointer to a named struct; the
// slot's function type takes it too.

// outParamsFromCalls applies that rule after the vote.
func (a *analysis) outParamsFromCalls() {
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
	for _, r := range roots {
		fns := bySlot[r]
		ft := a.sol[r]
		if ft == nil || ft.Kind != ir.FuncKind {
			continue
		}
		changed := false
		for k, pt := range ft.Params() {
			want := a.calledWith(r, k)
			if want == nil || want.Kind != ir.PointerKind || want.Elem == nil || !want.Elem.IsNamed() {
				continue
			}
			var classes []slotID
			for _, f := range fns {
				if f.Sig != fns[0].Sig || k >= len(f.Params) {
					continue
				}
				t := a.paramT[f.Params[k]]
				if t == nil || t.kind != tLeaf {
					continue
				}
				if c := a.find(t.slot); a.voidOnly(c) && !a.sourceTyped(c) {
					classes = append(classes, c)
				}
			}
			if len(classes) == 0 {
				continue
			}
			fnames := make([]string, len(fns))
			for j, f := range fns {
				fnames[j] = "@" + f.Name
			}
			sort.Strings(fnames)
			why := "C: an out-parameter of the functions stored in one function-pointer slot (" + slotName(a, r) + ": " +
				strings.Join(fnames, ", ") + "), filled with a void* here; the calls through the slot pass " +
				ir.TypedPtr(want, pt.AddrSpace).String()
			for _, c := range classes {
				for _, m := range a.members[c] {
					a.sol[m] = want
					a.slots[m].decided = why
				}
			}
			if pt.Kind == ir.PointerKind && pt.Elem != want {
				ps := append([]*ir.Type(nil), ft.Params()...)
				ps[k] = ir.TypedPtr(want, pt.AddrSpace)
				ft = ir.FuncOf(ft.Ret, ps, ft.Variadic)
				changed = true
			}
		}
		if changed {
			for _, m := range a.members[r] {
				a.sol[m] = ft
			}
		}
	}
}

// voidOnly reports whether class c holds a void*: every vote of its
// members names i8* or i8 or nothing, one of them i8* (a pointer is
// stored or read through it), and the vote decided i8* or nothing more
// (i8, or no type yet: a void*'s evidence alone does not vote).
func (a *analysis) voidOnly(c slotID) bool {
	if t := a.sol[c]; t != nil && t != ir.I8 && !(t.Kind == ir.PointerKind && t.Elem == ir.I8) {
		return false
	}
	ptr := false
	for _, m := range a.members[c] {
		for _, v := range a.slots[m].votes {
			if a.unknown(v.t) {
				// a pointer to what nothing says yet (a void*)
				ptr = ptr || v.t.kind == tLeaf
				continue
			}
			vt := a.inst(v.t)
			switch {
			case vt == ir.I8:
			case vt.Kind == ir.PointerKind && vt.Elem == ir.I8:
				ptr = true
			default:
				return false
			}
		}
	}
	return ptr
}
