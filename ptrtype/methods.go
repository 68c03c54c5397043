package ptrtype

import "github.com/irfix/irfix/ir"

// Method tables. A C struct of function pointers (SQLite's sqlite3_vfs,
// sqlite3_io_methods, sqlite3_module; any "vtable" of C) passes the
// object its methods act on in the same position of every method: each
// takes the sqlite3_vfs* (or sqlite3_file*) first. A method that
// ignores that parameter (xSetSystemCall's `sqlite3_vfs *pNotUsed`) gets
// no evidence for it from its own code, and no call through its slot may
// exist (the rule applies only when none does, counting calls where
// the pointer flowed: callsthrough.go); the struct's other methods say
// what it is. It can be wrong where no call is seen: a method taking a
// void* among methods taking the object.

// fromSiblings returns the pointer type that at least two other
// function-pointer fields of the struct the slot is a field of take at
// parameter k, when no other named struct is taken there, and that
// struct.

func (a *analysis) fromSiblings(slot slotID, k int) (*ir.Type, *ir.Type) {
	s := a.slots[slot].owner
	if s == nil || !s.IsNamed() {
		return nil, nil
	}
	r := a.find(slot)
	var want *ir.Type
	n := 0
	for j := range s.Fields {
		ft := a.field(s, j)
		if ft == nil || ft.kind != tLeaf || a.find(ft.slot) == r {
			continue
		}
		fn := a.sol[ft.slot]
		if fn == nil || fn.Kind != ir.FuncKind || k >= len(fn.Params()) {
			continue
		}
		t := fn.Params()[k]
		if !t.IsPtr() || t.Elem == nil || !t.Elem.IsNamed() {
			continue
		}
		if want != nil && t != want {
			return nil, nil
		}
		want = t
		n++
	}
	if n < 2 {
		return nil, nil
	}
	return want, s
}
