package ptrtype

import (
	"slices"

	"github.com/irfix/irfix/ir"
)

// Pointers kept as integer words. C's atomics on a pointer member
// (__atomic_load_n(&p->next, ...), __atomic_exchange_n; miniaudio's
// MA_ATOMIC(..., T*) members) are compiled to integer operations of the
// pointer's width on the member's address: the word read is turned
// back into a pointer with inttoptr, the word written made with
// ptrtoint. Nothing else reads such a member, so it had no evidence at
// all (i8*). The pointers made of the words read, and those the words
// written were made of, are what the member holds: where they name one
// type (a pointer a void* helper returned, i8 here, says nothing: the
// source converts it), the member points to it. A rule after the vote,
// for members without evidence of their own only: the words may pass
// through a void* (void *ma_atomic_load_ptr(void**)) before the source
// converts them, so they are not tied to the member as its loads are.

const whatPtrWord = "C: read and written only as pointer-sized integers (atomics on a pointer member), and the pointers made of those words are "

type ptrWord struct {
	addr ir.Value  // the member's address
	p    slotID    // the pointee of the pointer made of the word, or that the word was made of
	at   *ir.Instr // the access
}

// pointerWords records the pointer an inttoptr makes of a word loaded
// (or exchanged) at a location, and the pointer a ptrtoint makes of a
// word stored (or exchanged, compared-and-swapped) there.
func (a *analysis) pointerWords(f *ir.Func, i *ir.Instr) {
	var addr ir.Value
	var p *tmpl
	switch i.Op {
	case ir.OpIntToPtr:
		w, ok := i.Operand(0).(*ir.Instr)
		if !ok || !a.pointerWide(w.Typ) {
			return
		}
		switch {
		case w.Op == ir.OpLoad, w.Op == ir.OpAtomicRMW && w.RMWOp == ir.RMWXchg:
			addr = w.Operand(0)
		default:
			return
		}
		p = a.instrTmpl(i)
	case ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
		if i.Op == ir.OpAtomicRMW && i.RMWOp != ir.RMWXchg {
			return
		}
		v, at := i.Operand(0), i.Operand(1)
		switch i.Op {
		case ir.OpAtomicRMW:
			v, at = i.Operand(1), i.Operand(0)
		case ir.OpCmpXchg:
			v, at = i.Operand(2), i.Operand(0) // (the new value)
		}
		c, ok := v.(*ir.Instr)
		if !ok || c.Op != ir.OpPtrToInt || !a.pointerWide(c.Typ) {
			return
		}
		addr, p = at, a.vt(c.Operand(0))
	default:
		return
	}
	if p != nil && p.kind == tLeaf {
		a.ptrWords = append(a.ptrWords, ptrWord{addr, p.slot, i})
	}
}

// pointerWide reports whether t is an integer of the width of a pointer
// (address space 0).
func (a *analysis) pointerWide(t *ir.Type) bool {
	if t == nil || t.Kind != ir.IntKind {
		return false
	}
	dl := a.layout()
	return dl != nil && uint32(t.Bits) == dl.PtrBits(0)
}

// wordMember returns the slot of the pointer member at addr: a pointer
// field's address, or a pointer to a named struct whose first field is
// a pointer (the word at its start).
func (a *analysis) wordMember(addr ir.Value) (slotID, bool) {
	at := a.vt(addr)
	switch {
	case at == nil:
	case at.kind == tPtr && at.elem != nil && at.elem.kind == tLeaf:
		return at.elem.slot, true
	case at.kind == tLeaf:
		s := a.sol[a.find(at.slot)]
		if s == nil || s.Kind != ir.StructKind || !s.IsNamed() || s.Opaque || len(s.Fields) == 0 || !s.Fields[0].IsPtr() {
			break
		}
		if ft := a.field(s, 0); ft != nil && ft.kind == tLeaf {
			return ft.slot, true
		}
	}
	return 0, false
}

// pointerWordFields gives the members without evidence of their own
// that are read and written as words the one type the pointers made
// of those words name.
func (a *analysis) pointerWordFields() {
	got := map[slotID][]*ir.Type{}
	var order []slotID
	for _, w := range a.ptrWords {
		s, ok := a.wordMember(w.addr)
		if !ok {
			continue
		}
		r := a.find(s)
		if a.sol[r] != nil {
			continue
		}
		if _, seen := got[r]; !seen {
			order = append(order, r)
			got[r] = nil
		}
		if t := a.sol[a.find(w.p)]; t != nil && t != ir.I8 && !slices.Contains(got[r], t) {
			got[r] = append(got[r], t)
		}
	}
	for _, r := range order {
		if ts := got[r]; len(ts) == 1 {
			a.decideClass(r, ts[0], whatPtrWord+ir.TypedPtr(ts[0], 0).String()+" (ptrwords.go)")
		}
	}
}
