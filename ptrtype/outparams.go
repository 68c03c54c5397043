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
// passes when that is a pointer to a pointer to a named struct, or,
// without such calls, what the slot's other functions' parameter was
// decided (jsonEachConnect, which stores a null or a void* through its
// sqlite3_vtab **ppVtab, beside pragmaVtabConnect, which stores its
// vtab). The slot's function type is chosen again with those
// parameters (repropagate), not set here: the rest of it may be
// decided only then.

// outParamsFromCalls applies that rule after the vote.
func (a *analysis) outParamsFromCalls() {
	roots, bySlot := a.callbacksBySlot()
	for _, r := range roots {
		fns := bySlot[r]
		ft := a.sol[r]
		if ft == nil || ft.Kind != ir.FuncKind {
			continue
		}
		for k, pt := range ft.Params() {
			want, from := a.calledWith(r, k), "the calls through the slot pass "
			if !outParam(want) {
				want, from = a.siblingsTake(fns, k), "the slot's other functions take "
			}
			if !outParam(want) {
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
				strings.Join(fnames, ", ") + "), filled with a void* here; " + from +
				ir.TypedPtr(want, pt.AddrSpace).String()
			for _, c := range classes {
				a.decideClass(c, want, why)
			}
		}
	}
}

// outParam reports whether t, a parameter's pointee, is a pointer to a
// named struct.
func outParam(t *ir.Type) bool {
	return t != nil && t.Kind == ir.PointerKind && t.Elem != nil && t.Elem.IsNamed()
}

// siblingsTake returns the pointee that parameter k of every function of
// fns (one signature) whose parameter is not voidOnly was decided, when
// they agree and one is (nil otherwise).
func (a *analysis) siblingsTake(fns []*ir.Func, k int) *ir.Type {
	var got *ir.Type
	for _, f := range fns {
		if f.Sig != fns[0].Sig || k >= len(f.Params) {
			continue
		}
		t := a.paramT[f.Params[k]]
		if t == nil || t.kind != tLeaf {
			continue
		}
		c := a.find(t.slot)
		if a.voidOnly(c) || a.sol[c] == nil {
			continue
		}
		if got != nil && a.sol[c] != got {
			return nil
		}
		got = a.sol[c]
	}
	return got
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
