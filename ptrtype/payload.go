package ptrtype

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A member handed only to the callback beside it is the callback's void*
// context.
//
// C's callback idiom keeps a function pointer and its context in one
// struct (`struct TSLogger { void *payload; void (*log)(void *payload,
// ...); }`), and the library that calls `l.log(l.payload, ...)` never
// looks inside the context: it is declared void*, whatever the one
// client stores there. The vote gives the member that client's struct
// (its only evidence). A pointer member of a named struct whose class no
// access uses (nothing loads, stores or indexes through it), whose loads
// are each only passed as an argument of a call through a function
// pointer loaded from a sibling member of the same object (same indices
// but the last, from the same base: one value, or at -O0 reads of one
// local and the same getelementptrs from them), is a void*. Loads only
// put into an aggregate value (the struct returned or passed by value)
// say nothing.

const whatPayload = "C: a void* — a context member only ever passed to the callback loaded from its sibling member "

// callbackPayloads applies that rule after the vote.
func (a *analysis) callbackPayloads() {
	type member struct {
		s *ir.Type
		k int64
	}
	ok := map[member]bool{}   // members whose every load is a callback's argument
	bad := map[member]bool{}  // members with another load
	where := map[member]int{} // the callback member
	for _, i := range a.walks.mem {
		if i.Op != ir.OpLoad || !i.Typ.IsPtr() {
			continue
		}
		g, isG := i.Operand(0).(*ir.Instr)
		if !isG || g.Op != ir.OpGetElementPtr {
			continue
		}
		s, k, good := lastMember(g)
		if !good {
			continue
		}
		m := member{s, k}
		if copiedOut(i) {
			continue // (the struct copied by value: says nothing)
		}
		j, passed := passedToSibling(i, g)
		if !passed {
			bad[m] = true
			continue
		}
		ok[m] = true
		where[m] = j
	}
	ms := make([]member, 0, len(ok))
	for m := range ok {
		if !bad[m] {
			ms = append(ms, m)
		}
	}
	slices.SortFunc(ms, func(x, y member) int {
		if x.s != y.s {
			if x.s.String() < y.s.String() {
				return -1
			}
			return 1
		}
		return int(x.k - y.k)
	})
	for _, m := range ms {
		ft := a.field(m.s, int(m.k))
		if ft == nil || ft.kind != tLeaf || a.slots[ft.slot].decided != "" {
			continue
		}
		r := a.find(ft.slot)
		if t := a.sol[r]; t == nil || t == ir.I8 || t.Kind == ir.FuncKind || a.usedThrough(r) || a.spelledClass(r) {
			continue
		}
		why := whatPayload + strconv.Itoa(where[m]) + " of " + m.s.String() + " as its argument (payload.go)"
		a.decideClass(r, ir.I8, why)
	}
}

// lastMember returns the named struct and member a getelementptr with
// constant indices ends at (its last index over a named struct).
func lastMember(g *ir.Instr) (*ir.Type, int64, bool) {
	idx := valIndices(g.Operands()[1:])
	if len(idx) == 0 {
		return nil, 0, false
	}
	for _, k := range idx {
		if k < 0 {
			return nil, 0, false
		}
	}
	s := indexedType(g.ElemType, idx[:len(idx)-1])
	if s == nil || s.Kind != ir.StructKind || s.Name == "" || s.Opaque {
		return nil, 0, false
	}
	return s, idx[len(idx)-1], true
}

// passedToSibling reports whether every use of load i (from member
// address g) is an argument of a call whose callee is a load from a
// getelementptr with g's base and indices but the last; it returns that
// last index (the callback member).
func passedToSibling(i, g *ir.Instr) (int, bool) {
	us := i.Uses()
	if len(us) == 0 {
		return 0, false
	}
	cb := -1
	for _, u := range us {
		c := u.User
		if c.Op != ir.OpCall || u.Index == 0 {
			return 0, false
		}
		f, isL := c.Callee().(*ir.Instr)
		if !isL || f.Op != ir.OpLoad {
			return 0, false
		}
		h, isG := f.Operand(0).(*ir.Instr)
		if !isG || h.Op != ir.OpGetElementPtr || !sameObject(h.Operand(0), g.Operand(0), 0) || h.ElemType != g.ElemType || h.NumOperands() != g.NumOperands() {
			return 0, false
		}
		n := g.NumOperands()
		for x := 1; x < n-1; x++ {
			if h.Operand(x) != g.Operand(x) {
				if ci, ok := h.Operand(x).(*ir.ConstInt); !ok || splatInt(g.Operand(x)) == nil || ci.Signed() != splatInt(g.Operand(x)).Signed() {
					return 0, false
				}
			}
		}
		last, ok := h.Operand(n - 1).(*ir.ConstInt)
		if !ok || h.Operand(n-1) == g.Operand(n-1) {
			return 0, false
		}
		if cb >= 0 && int(last.Signed()) != cb {
			return 0, false
		}
		cb = int(last.Signed())
	}
	return cb, true
}

// sameObject reports whether x and y are the same address: one value,
// loads of one local (-O0 reads of a spilled pointer), or getelementptrs
// with the same constant indices over the same object.
func sameObject(x, y ir.Value, d int) bool {
	if x == y {
		return true
	}
	if d > 6 {
		return false
	}
	a, okA := x.(*ir.Instr)
	b, okB := y.(*ir.Instr)
	if !okA || !okB || a.Op != b.Op {
		return false
	}
	switch a.Op {
	case ir.OpLoad:
		l, isL := a.Operand(0).(*ir.Instr)
		return isL && l.Op == ir.OpAlloca && a.Operand(0) == b.Operand(0) && a.Parent == b.Parent
	case ir.OpGetElementPtr:
		if a.ElemType != b.ElemType || a.NumOperands() != b.NumOperands() {
			return false
		}
		for k := 1; k < a.NumOperands(); k++ {
			ca, cb := splatInt(a.Operand(k)), splatInt(b.Operand(k))
			if ca == nil || cb == nil || ca.Signed() != cb.Signed() {
				return false
			}
		}
		return sameObject(a.Operand(0), b.Operand(0), d+1)
	}
	return false
}

// copiedOut reports whether every use of i inserts it into an aggregate
// value.
func copiedOut(i *ir.Instr) bool {
	us := i.Uses()
	for _, u := range us {
		if u.User.Op != ir.OpInsertValue || u.Index != 1 {
			return false
		}
	}
	return len(us) > 0
}

// usedThrough reports whether a vote of class r's members comes from a
// load, store or getelementptr through one of the class's own pointers
// (storing the pointer somewhere is no use of what it points to:
// dereferencedClass counts that store too).
func (a *analysis) usedThrough(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			i := v.why.instr
			if i == nil {
				continue
			}
			var addr ir.Value
			switch i.Op {
			case ir.OpLoad, ir.OpGetElementPtr:
				addr = i.Operand(0)
			case ir.OpStore:
				addr = i.Operand(1)
			default:
				continue
			}
			if t := a.vt(addr); t != nil && t.kind == tLeaf && a.find(t.slot) == r {
				return true
			}
		}
	}
	return false
}
