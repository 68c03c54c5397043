package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// A handle handed back to its own method. The generic code of a C
// interface reads the table of functions at the object's first word and
// passes the object itself to the function it reads there:
// `((base *)h)->vtable->onSeek(h, frame)`. Whatever the object is, it is
// not a pointer to the table's pointer (V**): a method table's functions
// take the object, and no C code hands a method the address of its own
// table pointer. In optimized opaque code that object is often seen only
// through that read (handle.go's "read only at its first word"), with no
// void* around it when the function is a public entry nobody in the
// module calls. Such a class is the void* handle of handle.go too. So
// is an object whose first word is the function itself
// (`((callbacks *)h)->onSignal(h)` with the callbacks embedded at its
// start: `typedef void ma_async_notification;`, `typedef void ma_vfs;`),
// which the vote would make a pointer to a function pointer taking that
// same pointer (void (void (i8**)**)**), a type no source writes. A
// struct whose first member is the table pointer and whose other members
// are used (a COM-style object) is named by those accesses, which
// firstWordOnly does not allow; one whose only member is the table
// pointer is dropped from opaque IR (nothing names it), and i8* is a
// smaller error than V** for it.

const whatHandleSelf = "C: a handle read only at its first word (a table of functions) and passed back to a function read from that table: `h->vtable->fn(h)` takes the object, not the table's address (handle_self.go)"

const whatHandleSelfFn = "C: a handle whose first word is a function it is passed to (`((callbacks *)h)->fn(h)`, the table embedded at the object's start) is the object, not a pointer to that function pointer (handle_self.go)"

// handleDecision reports whether why is a handle rule's decision.
func handleDecision(why string) bool {
	return why == whatHandle || why == whatHandleSelf || why == whatHandleSelfFn
}

// selfPassedHandles returns the classes of the pointers h passed as an
// argument to a call of a function pointer loaded from a table that is
// loaded at h's own address.
func (a *analysis) selfPassedHandles() map[slotID]bool {
	out := map[slotID]bool{}
	for k := range a.m.Funcs {
		a.walks.calls(k).Instrs(func(c *ir.Instr) {
			if c.Op != ir.OpCall && c.Op != ir.OpInvoke {
				return
			}
			h := handleOfMethod(c.Callee(), c.Args())
			if h == nil {
				return
			}
			for _, x := range c.Args() {
				if stripBitcasts(x) != h {
					continue
				}
				if t := a.vt(h); t != nil && t.kind == tLeaf {
					out[a.find(t.slot)] = true
				}
			}
		})
	}
	return out
}

// handleOfMethod returns h when callee is `load ptr` from a member of a
// struct (or from the start of one) whose address was `load ptr, ptr h`:
// the function read from the table at h's first word; or when callee is
// `load ptr, ptr h` itself, the function at h's first word (a table
// embedded at the object's start, its first method read without a
// getelementptr); nil otherwise.
func handleOfMethod(callee ir.Value, args []ir.Value) ir.Value {
	fp, ok := stripBitcasts(callee).(*ir.Instr)
	if !ok || fp.Op != ir.OpLoad {
		return nil
	}
	at := stripBitcasts(fp.Operand(0))
	for _, x := range args {
		if stripBitcasts(x) == at {
			return at
		}
	}
	if g, ok := at.(*ir.Instr); ok && g.Op == ir.OpGetElementPtr {
		if g.ElemType == nil || g.ElemType.Kind != ir.StructKind {
			return nil
		}
		at = stripBitcasts(g.Operand(0))
	}
	tbl, ok := at.(*ir.Instr)
	if !ok || tbl.Op != ir.OpLoad {
		return nil
	}
	return stripBitcasts(tbl.Operand(0))
}

// firstWordAndBytes is firstWordOnly (of t, or of any pointer when t
// points to a function) that also allows getelementptrs of
// constant byte offsets from the class's pointers (the base's other
// members reached through the void*, as a clang before 18 folds
// `((base *)h)->isLooping` in typed -O2 code): the table is still read
// at the pointer's own address only, and nothing indexes it as an array
// of table pointers.
func (a *analysis) firstWordAndBytes(r slotID, t *ir.Type) bool {
	n := 0
	// The function at the object's first word: its loads are the
	// function pointer's, whatever the vote made of the function.
	fnFirst := t.Elem != nil && t.Elem.Kind == ir.FuncKind
	for _, m := range a.members[r] {
		if a.slots[m].decl || a.slots[m].void {
			return false
		}
		for _, v := range a.slots[m].votes {
			if v.why.what == "getelementptr" {
				i := v.why.instr
				if i == nil || !isByteGEP(i) {
					return false
				}
				if _, ok := i.Operand(1).(*ir.ConstInt); !ok {
					return false
				}
				continue
			}
			if v.flags&vAccess == 0 || v.t.nullish {
				continue
			}
			vt := a.inst(v.t)
			if v.why.what == "store" && vt.Kind != ir.PointerKind {
				continue
			}
			if v.why.what != "load" || (vt != t && !(fnFirst && vt.Kind == ir.PointerKind)) {
				return false
			}
			n++
		}
	}
	return n > 0
}
