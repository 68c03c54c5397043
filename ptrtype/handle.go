package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// A C object handled through a void*. C libraries with run-time
// polymorphism (a data source, a stream, a backend) declare the handle
// `typedef void handle;` and start every implementation with a base
// whose first member is the table of functions: the generic code reads
// that first word through the void* (`((base *)h)->vtable->onRead`), and
// optimized opaque code keeps only the load of a pointer from the
// handle, with no getelementptr. The vote then makes the handle a
// pointer to the table's pointer (V**), a type no source declares for
// it; typed IR has the void* and a cast at each read. So a class whose
// only accesses are reads of one pointer to a named struct at its own
// address (no getelementptr, no arithmetic, no other access)
// and whose pointers are also passed to, returned as, or stored where a
// void* is (a neighbour class decided i8 that reads and writes no byte:
// isVoidClass) is that void*: i8. A real V** (a table of table
// pointers) is indexed; a struct whose only member is the table pointer
// is named by the accesses through its other users, and with no void*
// around it keeps the vote.

const whatHandle = "C: a handle passed as a void* and read only at its first word (a table of functions through its base; handle.go)"

// voidHandles applies that rule after the vote.
func (a *analysis) voidHandles() {
	self := a.selfPassedHandles() // (handle_self.go)
	for r := range a.members {
		if len(a.members[r]) == 0 || a.find(slotID(r)) != slotID(r) {
			continue
		}
		root := slotID(r)
		t := a.sol[root]
		if t == nil || t.Kind != ir.PointerKind || t.Elem == nil {
			continue
		}
		table := t.Elem.IsNamed() && t.Elem.Kind == ir.StructKind
		if !table && !(t.Elem.Kind == ir.FuncKind && self[root]) { // (an embedded table: handle_self.go)
			continue
		}
		if a.slots[root].decided != "" || a.spelledClass(root) {
			continue
		}
		if table && a.firstWordOnly(root, t) && a.voidNeighbour(root) {
			a.decideClass(root, ir.I8, whatHandle)
		} else if self[root] && a.firstWordAndBytes(root, t) {
			why := whatHandleSelf
			if !table {
				why = whatHandleSelfFn
			}
			a.decideClass(root, ir.I8, why)
		}
	}
}

// firstWordOnly reports whether the accesses through the pointers of
// class r are loads of t at their own address, at least one, and nothing
// is indexed from them (a pointer that is written, as an out-parameter
// T** is, is not such a handle).
func (a *analysis) firstWordOnly(r slotID, t *ir.Type) bool {
	n := 0
	for _, m := range a.members[r] {
		if a.slots[m].decl || a.slots[m].void {
			return false
		}
		for _, v := range a.slots[m].votes {
			if v.flags&vArithGEP != 0 || v.why.what == "getelementptr" || v.flags&vUseBytes != 0 {
				return false
			}
			if v.flags&vAccess == 0 {
				continue
			}
			if v.t.nullish {
				continue // (a stored null says only "a pointer")
			}
			vt := a.inst(v.t)
			if v.why.what == "store" && vt.Kind != ir.PointerKind {
				// Not an access through the class's pointers: one of
				// them stored, whose pointee the store names (a pointer
				// to a struct stored into the handle's void* member).
				continue
			}
			if vt != t || v.why.what != "load" {
				return false
			}
			n++
		}
	}
	return n > 0
}

// voidNeighbour reports whether a pointer of class r flows to or from a
// void* (a class decided i8 that reads and writes no byte).
func (a *analysis) voidNeighbour(r slotID) bool {
	for _, m := range a.members[r] {
		for _, e := range a.slots[m].edges {
			if to := a.find(e.to); to != r && a.sol[to] == ir.I8 && a.isVoidClass(to) {
				return true
			}
		}
	}
	return false
}
