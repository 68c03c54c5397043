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
	a.passedOnIndirectly(func(f *ir.Func, slot slotID, ft *ir.Type, k int) (*ir.Type, string) {
		want := ft.Params()[k]
		if want.Kind != ir.PointerKind || want.Elem == nil || !want.Elem.IsNamed() || want.Elem.Kind != ir.StructKind {
			return nil, ""
		}
		readers := a.slotReaders(bySlot[slot], k, want.Elem)
		if readers < 2 {
			return nil, ""
		}
		return want.Elem, whatIndirectStruct + want.Elem.String() + " (" + strconv.Itoa(readers) + " functions of " + ft.String() + ", by accesses of their own) at @" + f.Name + ", as its argument #" + strconv.Itoa(k) + " (indirectstruct.go)"
	})
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
