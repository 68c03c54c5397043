package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A user-data parameter stored into a member that the member rules made
// a void*. passthrough.go runs before the rules that decide members from
// their stores (fieldvoid.go: stores of pointers to unrelated structs;
// fieldbytes.go; tbaavoid.go), so a setter like libexpat's
// XML_SetUserData(parser, void *p) — `parser->m_handlerArg = p` into a
// member that the library elsewhere gives the parser itself — still
// takes the struct its client passes: at passthrough.go's turn the
// member was typed by one of those stores. Once the member is a void*,
// the parameter that is stored there and used as nothing else is that
// void* as well.
//
// One more condition than passthrough.go's: the void* member's pointers
// are read back as no named struct. A member that the library reads back
// and uses as one struct (libwebp's io->opaque, read by the put/setup
// hooks as the WebPDecParams that WebPInitCustomIo(WebPDecParams*, io)
// stores there) is the library's own object carried through a void*;
// the function storing it was written with the struct's type. A member
// whose pointers are only handed on (to callbacks, back to the client)
// is the client's data, which the library declares void*.

const whatPassThroughLate = "C: a void* — stored into a member that the member rules made a void* ("

// voidPassThroughLate applies that rule after the member rules.
func (a *analysis) voidPassThroughLate() {
	stores := a.storesByClass()
	readBack := a.readBackInto()
	a.eachUndereferencedParam(nil, func(f *ir.Func, k int, r slotID) {
		if a.passedOnTyped(r, f) {
			return
		}
		st := a.storedIntoVoidPayload(stores[r], readBack)
		if st == nil {
			return
		}
		why := whatPassThroughLate + a.where(origin{instr: st, fn: st.Parent.Parent}) +
			") whose pointers are read back as no struct, and used as nothing else: parameter #" +
			strconv.Itoa(k) + " of @" + f.Name + " (passthroughlate.go)"
		a.decideClass(r, ir.I8, why)
	})
}

// storedIntoVoidPayload returns a store (of a class's pointers) into a
// pointer member of another class that a rule decided is a void* (i8, no
// byte read or written through it) and whose pointers nothing uses as a
// named struct; nil when there is none, or when one of the stores goes
// into a member whose pointers are used as a named struct. Stores into
// locals (allocas) are not such memory.
func (a *analysis) storedIntoVoidPayload(sts []*ir.Instr, readBack map[slotID][]slotID) *ir.Instr {
	var found *ir.Instr
	for _, st := range sts {
		addr := st.Operand(1)
		if x, ok := addr.(*ir.Instr); ok && x.Op == ir.OpAlloca {
			continue
		}
		at := a.vt(addr)
		if at == nil || at.kind != tPtr || at.elem == nil || at.elem.kind != tLeaf {
			continue
		}
		mr := a.find(at.elem.slot)
		if a.readBackAsStruct(mr, readBack) {
			return nil
		}
		if found == nil && a.sol[mr] == ir.I8 && a.slots[mr].decided != "" && a.isVoidClass(mr) {
			found = st
		}
	}
	return found
}

// readBackAsStruct reports whether the pointers of member class mr are
// used as a named struct: by the class's own accesses, or (-O0, where a
// pointer read from a member is first stored into a local) by those of
// the memory a pointer loaded from it is stored into (readBack).
func (a *analysis) readBackAsStruct(mr slotID, readBack map[slotID][]slotID) bool {
	if a.usedAsStruct(mr) {
		return true
	}
	for _, to := range readBack[mr] {
		if a.usedAsStruct(a.find(to)) {
			return true
		}
	}
	return false
}

// readBackInto maps each class of pointer members to the classes of the
// memory that pointers loaded from it are stored into, when those differ.
func (a *analysis) readBackInto() map[slotID][]slotID {
	readBack := map[slotID][]slotID{}
	for _, i := range a.walks.mem {
		if i.Op != ir.OpLoad || !i.Type().IsPtr() {
			continue
		}
		at := a.vt(i.Operand(0))
		if at == nil || at.kind != tPtr || at.elem == nil || at.elem.kind != tLeaf {
			continue
		}
		from := a.find(at.elem.slot)
		for _, u := range i.Uses() {
			st := u.User
			if st == nil || st.Op != ir.OpStore || u.Index != 0 {
				continue
			}
			if dt := a.vt(st.Operand(1)); dt != nil && dt.kind == tPtr && dt.elem != nil && dt.elem.kind == tLeaf {
				if to := a.find(dt.elem.slot); to != from {
					readBack[from] = append(readBack[from], to)
				}
			}
		}
	}
	return readBack
}
