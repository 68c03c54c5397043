package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A parameter passed on to a function pointer whose functions agree on a
// struct. indirectarg.go gives a parameter without evidence the int or
// float pointer type of the function-pointer parameter it is passed on
// to, but not a struct's: one implementation's struct there may be a
// void* handle each implementation converts (miniaudio's vfs). Where the
// slot holds two functions or more that each access that parameter as
// the same named struct by evidence of their own — LMDB's comparators
// mdb_cmp_memn, mdb_cmp_int, mdb_cmp_long, ... all read an MDB_val's
// mv_size and mv_data — the slot's parameter is that struct's pointer,
// not a handle, and a wrapper that only hands its parameter to a call
// through the slot (mdb_cmp(txn, dbi, const MDB_val *a, const MDB_val
// *b) calls txn->mt_dbxs[dbi].md_cmp(a, b)) takes it. Only a parameter
// without evidence of its own, only where every such call agrees.

const whatIndirectStruct = "passed on to a call through a function pointer whose functions read it as "

// paramsFromStructSlots applies that rule after the vote, with
// paramsFromIndirectCalls.
func (a *analysis) paramsFromStructSlots() {
	_, bySlot := a.callbacksBySlot()
	type use struct {
		t   *ir.Type
		why string
		bad bool
	}
	got := map[slotID]*use{}
	var order []slotID
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall || i.CalledFunc() != nil {
				return
			}
			if _, ok := i.Callee().(*ir.ConstExpr); ok {
				return
			}
			slot, ok := a.calleeSlot(i.Callee())
			if !ok {
				return
			}
			ft := a.sol[slot]
			if ft == nil || ft.Kind != ir.FuncKind {
				return
			}
			for k, v := range i.Args() {
				p, ok := v.(*ir.Param)
				if !ok || k >= len(ft.Params()) {
					continue
				}
				pt := a.paramT[p]
				if pt == nil || pt.kind != tLeaf {
					continue
				}
				r := a.find(pt.slot)
				if a.sol[r] != nil || a.slots[pt.slot].decided != "" {
					continue
				}
				u := got[r]
				if u == nil {
					u = &use{}
					got[r] = u
					order = append(order, r)
				}
				want := ft.Params()[k]
				if want.Kind != ir.PointerKind || want.Elem == nil || !want.Elem.IsNamed() || want.Elem.Kind != ir.StructKind ||
					(u.t != nil && u.t != want.Elem) {
					u.bad = true
					continue
				}
				readers := a.slotReaders(bySlot[slot], k, want.Elem)
				if readers < 2 {
					u.bad = true
					continue
				}
				u.t = want.Elem
				u.why = whatIndirectStruct + want.Elem.String() + " (" + strconv.Itoa(readers) + " functions of " + ft.String() + ", by accesses of their own) at @" + f.Name + ", as its argument #" + strconv.Itoa(k) + " (indirectstruct.go)"
			}
		})
	}
	for _, r := range order {
		if u := got[r]; !u.bad && u.t != nil && a.sol[r] == nil {
			a.decideClass(r, u.t, u.why)
		}
	}
}

// calleeSlot returns the class of the function type an indirect call's
// callee points to, as calleeType reads it.
func (a *analysis) calleeSlot(v ir.Value) (slotID, bool) {
	if ld, ok := v.(*ir.Instr); ok && ld.Op == ir.OpLoad {
		if at := a.vt(ld.Operand(0)); at != nil && at.kind == tPtr && at.elem != nil && at.elem.kind == tLeaf {
			if r := a.find(at.elem.slot); a.sol[r] != nil && a.sol[r].Kind == ir.FuncKind {
				return r, true
			}
		}
	}
	if ct := a.vt(v); ct != nil && ct.kind == tLeaf {
		return a.find(ct.slot), true
	}
	return 0, false
}

// slotReaders counts the functions among fns whose parameter k has class
// type s by accesses of its own as s (loads, stores, getelementptrs).
func (a *analysis) slotReaders(fns []*ir.Func, k int, s *ir.Type) int {
	n := 0
	for _, f := range fns {
		c, ok := a.paramClass(f, k)
		if ok && a.sol[c] == s && a.accessedAsStruct(c) {
			n++
		}
	}
	return n
}
