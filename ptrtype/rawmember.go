package ptrtype

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A member that keeps a second, raw view of memory a typed member
// points to is a void*.
//
// C code that carves objects out of one allocation keeps the
// allocation's base in a void* (or char*) member, to free it, and the
// typed objects in members of their own types: miniaudio's
// `pLPF->_pHeap = pHeap; pLPF->pR1 = (ma_biquad_coefficient*)pHeap;`,
// libwebp's `dec->rescaler_memory = memory; dec->rescaler =
// (WebPRescaler*)memory;`. Typed IR stores the one pointer into both
// members, converting it for one; opaque IR stores it twice unchanged,
// and the stores tie both members to one class, which the typed member's
// accesses decide. A pointer member of a named struct (not the first:
// its loads at -O2 need no getelementptr) whose address is only loaded
// from and stored to, whose loads no access dereferences (they are
// passed to calls, compared, stored elsewhere or returned; through
// locals, phis and byte offsets), that no store gives a function, and
// that a function stores the pointer it also stores into another member
// of the same object, one whose loads are dereferenced, takes no type
// from what is stored into it: its stores tie nothing (C converts there),
// and what its loads are passed to types it (free's void*, a callback's
// context), else nothing (void*).

const whatRawMember = "C: a void* — the raw view of memory a typed member of the same object points to (rawmember.go): "

// rawMembers finds such members and removes, before any class is
// chosen, the ties and votes of the stores into them.
func (a *analysis) rawMembers() {
	type member struct {
		s *ir.Type
		k int64
	}
	type info struct {
		loads, stores []*ir.Instr
		escaped, fn   bool
		deref         bool
	}
	ms := map[member]*info{}
	get := func(m member) *info {
		x := ms[m]
		if x == nil {
			x = &info{}
			ms[m] = x
		}
		return x
	}
	for _, f := range a.m.Funcs {
		f.Instrs(func(g *ir.Instr) {
			if g.Op != ir.OpGetElementPtr {
				return
			}
			s, k, ok := lastMember(g)
			if !ok || k <= 0 || int(k) >= len(s.Fields) || !s.Fields[k].IsPtr() {
				return
			}
			x := get(member{s, k})
			for _, u := range castUses(g, 0) {
				i := u.User
				switch {
				case i.Op == ir.OpLoad && u.Index == 0 && i.Typ.IsPtr():
					x.loads = append(x.loads, i)
				case i.Op == ir.OpStore && u.Index == 1 && i.Operand(0).Type().IsPtr():
					x.stores = append(x.stores, i)
					if isFuncValue(i.Operand(0)) {
						x.fn = true
					}
				default:
					x.escaped = true
				}
			}
		})
	}
	for _, x := range ms {
		for _, l := range x.loads {
			if !rawUses(l, map[ir.Value]bool{}, 0) {
				x.deref = true
				break
			}
		}
	}
	raw := func(m member) bool {
		x := ms[m]
		return x != nil && !x.escaped && !x.fn && !x.deref && len(x.loads) > 0
	}
	typed := func(m member) bool {
		x := ms[m]
		return x != nil && x.deref
	}
	// The pairs: one function's stores of one pointer into two members
	// of one object.
	cut := map[member]string{}
	for m, x := range ms {
		if !raw(m) {
			continue
		}
		for _, st := range x.stores {
			v := stripPtrCasts(stripZeroGEP(st.Operand(0)))
			if _, isC := v.(ir.Constant); isC {
				continue
			}
			g, isG := stripPtrCasts(st.Operand(1)).(*ir.Instr)
			if !isG || g.Op != ir.OpGetElementPtr {
				continue
			}
			for _, u := range castUses(v, 0) {
				o := u.User
				if o == st || o.Op != ir.OpStore || u.Index != 0 || o.Parent == nil || st.Parent == nil || o.Parent.Parent != st.Parent.Parent {
					continue
				}
				h, isG := stripPtrCasts(o.Operand(1)).(*ir.Instr)
				if !isG || h.Op != ir.OpGetElementPtr {
					continue
				}
				s2, k2, ok := lastMember(h)
				if !ok || s2 != m.s || k2 == m.k || !typed(member{s2, k2}) || !sameObject(h.Operand(0), g.Operand(0), 0) {
					continue
				}
				cut[m] = "stored at " + a.where(origin{instr: st, fn: st.Parent.Parent}) + ", and the same pointer into member " + strconv.Itoa(int(k2)) + " at " + a.where(origin{instr: o, fn: o.Parent.Parent})
			}
		}
	}
	if len(cut) == 0 {
		return
	}
	stores := map[*ir.Instr]bool{}
	for m := range cut {
		for _, st := range ms[m].stores {
			stores[st] = true
		}
		if ft := a.field(m.s, int(m.k)); ft != nil && ft.kind == tLeaf {
			if a.rawCut == nil {
				a.rawCut = map[slotID]string{}
			}
			a.rawCut[ft.slot] = whatRawMember + cut[m]
		}
	}
	for s := range a.slots {
		info := &a.slots[s]
		es := info.edges[:0]
		for _, e := range info.edges {
			if e.why != nil && e.why.instr != nil && stores[e.why.instr] {
				continue
			}
			es = append(es, e)
		}
		info.edges = es
		vs := info.votes[:0]
		for _, v := range info.votes {
			if v.why.instr != nil && stores[v.why.instr] {
				continue
			}
			vs = append(vs, v)
		}
		info.votes = vs
	}
}

// rawUses reports whether pointer v is never dereferenced: its uses
// are call arguments, comparisons, conversions to integers, returns,
// stores of it (into a local: that local's loads are followed), and
// phis, selects, casts and byte offsets whose results are such.
func rawUses(v ir.Value, seen map[ir.Value]bool, d int) bool {
	if seen[v] {
		return true
	}
	if d > 8 {
		return false
	}
	seen[v] = true
	for _, u := range usesOf(v) {
		i := u.User
		switch i.Op {
		case ir.OpCall, ir.OpInvoke:
			if u.Index == 0 {
				return false
			}
		case ir.OpICmp, ir.OpPtrToInt, ir.OpRet, ir.OpInsertValue:
		case ir.OpStore:
			if u.Index != 0 {
				return false
			}
			if l, ok := i.Operand(1).(*ir.Instr); ok && l.Op == ir.OpAlloca {
				for _, lu := range l.Uses() {
					switch {
					case lu.User.Op == ir.OpLoad:
						if !rawUses(lu.User, seen, d+1) {
							return false
						}
					case lu.User.Op == ir.OpStore && lu.Index == 1:
					default:
						return false
					}
				}
			}
		case ir.OpPhi, ir.OpSelect, ir.OpBitCast, ir.OpAddrSpaceCast:
			if !rawUses(i, seen, d+1) {
				return false
			}
		case ir.OpGetElementPtr:
			if u.Index != 0 || !isByteGEP(i) || !rawUses(i, seen, d+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// isFuncValue reports whether v is a function's address (through
// casts).
func isFuncValue(v ir.Value) bool {
	switch x := v.(type) {
	case *ir.Func:
		return true
	case *ir.ConstExpr:
		if len(x.Operands) > 0 {
			return isFuncValue(x.Operands[0])
		}
	}
	return false
}

// rawMembersDecided gives the cut members' classes that their loads'
// uses did not type, or typed void*, the void* with the rule as the
// reason (after the vote).
func (a *analysis) rawMembersDecided() {
	ss := make([]slotID, 0, len(a.rawCut))
	for s := range a.rawCut {
		ss = append(ss, s)
	}
	slices.Sort(ss)
	for _, s := range ss {
		r := a.find(s)
		if t := a.sol[r]; t == nil || t == ir.I8 {
			a.decideClass(r, ir.I8, a.rawCut[s])
		}
	}
}

// castUses returns v's uses, those of the no-op pointer casts of it in
// their place.
func castUses(v ir.Value, d int) []ir.Use {
	us := usesOf(v)
	if d > 4 {
		return us
	}
	var out []ir.Use
	for _, u := range us {
		if c := u.User; (c.Op == ir.OpBitCast || c.Op == ir.OpAddrSpaceCast) && c.Typ.IsPtr() {
			out = append(out, castUses(c, d+1)...)
			continue
		}
		out = append(out, u)
	}
	return out
}

// stripPtrCasts returns v without its no-op pointer casts.
func stripPtrCasts(v ir.Value) ir.Value {
	for d := 0; d < 8; d++ {
		c, ok := v.(*ir.Instr)
		if !ok || (c.Op != ir.OpBitCast && c.Op != ir.OpAddrSpaceCast) || !c.Typ.IsPtr() {
			return v
		}
		v = c.Operand(0)
	}
	return v
}
