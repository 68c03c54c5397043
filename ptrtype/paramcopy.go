package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// Unoptimized code converts a void* parameter in a copy. At -O0 clang
// stores every parameter into an alloca of its own at entry, and
// `VP8Encoder* const enc = (VP8Encoder*)arg;` is a load of that alloca
// stored into a second one: the conversion (typed IR's bitcast) sits at
// that store. The vote joins the two sides through memory — the
// parameter's side has no evidence of its own — so one type ends up on
// both: the local's struct on the parameter where the callback's slot
// passes a void* (a worker hook `int (*)(void*, void*)`), or the void*
// a rule after the vote gave the parameter (its slot's functions use it
// as different structs: callbacks.go) on the local that is used as the
// struct. A parameter whose only use is its spill, and whose spill is
// only read to be copied into other locals, is split from those locals
// here: the parameter's side takes what every call through its
// function's slot passes (or keeps the void* a rule gave it), the
// locals keep what they are used as.

const whatParamCopy = "C at -O0: the parameter is only copied into a local (`T *x = arg;`, the conversion at the copy); "

// paramCopies splits converted parameters from their local copies.
func (a *analysis) paramCopies() {
	calls := map[slotID][]*tmpl{}
	var retype []slotID // the slots of functions whose parameter changed
	for lp := range a.leafParams(nil) {
		f, k, p := lp.f, lp.k, lp.p
		side, locals, ok := a.copiedParam(p)
		if !ok {
			continue
		}
		r := a.find(lp.slot)
		if a.sol[r] == nil {
			continue
		}
		if a.sol[r] == ir.I8 && (a.slots[lp.slot].decided != "" || a.slots[lp.slot].table != "") {
			// The void* is the parameter's: the locals take what
			// they are used as.
			t, file := a.ownStruct(locals), "paramcopy.go"
			if t == nil {
				t, file = a.ownScalar(locals), "paramcopy_scalar.go"
			}
			if t != nil {
				for _, s := range locals {
					a.sol[s] = t
					a.slots[s].decided = whatParamCopy + "the void* parameter is converted to " + t.String() + "*, what this local is used as (" + file + ")"
				}
			}
			continue
		}
		u := a.slotPasses(f, k, calls)
		if u == nil || u == a.sol[r] {
			continue
		}
		for _, s := range side {
			a.sol[s] = u
			a.slots[s].decided = whatParamCopy + "every call through the function's slot passes " + ir.TypedPtr(u, 0).String() + " here (paramcopy.go)"
		}
		for _, fs := range a.fnSlots {
			if fs.fn == f {
				retype = append(retype, a.find(fs.slot))
			}
		}
		for _, s := range locals {
			if a.slots[s].decided == "" {
				a.slots[s].decided = whatParamCopy + "this local keeps what it is used as (paramcopy.go)"
			}
		}
	}
	// The slots' function types were chosen with the parameters' old
	// types: choose them again (repropagate then follows what changed).
	for _, r := range retype {
		if nt := a.choose(r); nt != nil && nt != a.sol[r] {
			for _, m := range a.members[r] {
				a.sol[m] = nt
			}
		}
	}
}

// copiedParam recognises -O0's spill of parameter p that is read only to
// be copied into other locals. side lists the parameter's pointee slot,
// its spill's and the copies' loaded values'; locals the pointee slots
// of the locals copied into and of their loads. All of one class.
func (a *analysis) copiedParam(p *ir.Param) (side, locals []slotID, ok bool) {
	us := p.Uses()
	if len(us) != 1 || us[0].Index != 0 {
		return nil, nil, false
	}
	st := us[0].User
	if st.Op != ir.OpStore {
		return nil, nil, false
	}
	spill, isA := st.Operand(1).(*ir.Instr)
	if !isA || spill.Op != ir.OpAlloca {
		return nil, nil, false
	}
	r := a.find(a.paramT[p].slot)
	add := func(list []slotID, v ir.Value) ([]slotID, bool) {
		t := a.vt(v)
		if t == nil || t.kind != tLeaf || a.find(t.slot) != r {
			return list, false
		}
		return append(list, t.slot), true
	}
	side = []slotID{a.paramT[p].slot}
	if t := a.vt(spill); t == nil || t.kind != tPtr || t.elem == nil || t.elem.kind != tLeaf || a.find(t.elem.slot) != r {
		return nil, nil, false
	} else {
		side = append(side, t.elem.slot)
	}
	var targets []*ir.Instr
	for _, u := range spill.Uses() {
		i := u.User
		if i == st {
			continue
		}
		if i.Op != ir.OpLoad || u.Index != 0 {
			return nil, nil, false
		}
		var good bool
		if side, good = add(side, i); !good {
			return nil, nil, false
		}
		// Each loaded value is stored into another alloca, directly or
		// through a no-op bitcast (llvm-dis keeps the typed one).
		vals := []*ir.Instr{i}
		for _, lu := range i.Uses() {
			if lu.User.Op == ir.OpBitCast {
				if side, good = add(side, lu.User); !good {
					return nil, nil, false
				}
				vals = append(vals, lu.User)
			}
		}
		for _, v := range vals {
			for _, vu := range v.Uses() {
				w := vu.User
				if w.Op == ir.OpBitCast && v == i {
					continue
				}
				if w.Op != ir.OpStore || vu.Index != 0 {
					return nil, nil, false
				}
				b, isB := w.Operand(1).(*ir.Instr)
				if !isB || b.Op != ir.OpAlloca || b == spill {
					return nil, nil, false
				}
				targets = append(targets, b)
			}
		}
	}
	if len(targets) == 0 {
		return nil, nil, false
	}
	for _, b := range targets {
		t := a.vt(b)
		if t == nil || t.kind != tPtr || t.elem == nil || t.elem.kind != tLeaf || a.find(t.elem.slot) != r {
			return nil, nil, false
		}
		locals = append(locals, t.elem.slot)
		for _, u := range b.Uses() {
			if u.User.Op == ir.OpLoad && u.Index == 0 {
				var good bool
				if locals, good = add(locals, u.User); !good {
					return nil, nil, false
				}
			}
		}
	}
	return side, locals, true
}

// ownStruct is the named struct the votes on slots ss (not their class's
// other members) name with the most weight through loads, stores and
// getelementptrs; nil when they name none.
func (a *analysis) ownStruct(ss []slotID) *ir.Type {
	w := map[*ir.Type]float64{}
	var best *ir.Type
	for _, s := range ss {
		for _, v := range a.slots[s].votes {
			if v.w < wAccess || a.unknown(v.t) || v.t.nullish {
				continue
			}
			t := a.inst(v.t)
			if t == nil || !t.IsNamed() || t.Kind != ir.StructKind {
				continue
			}
			w[t] += v.w
			if best == nil || w[t] > w[best] || (w[t] == w[best] && t.String() < best.String()) {
				best = t
			}
		}
	}
	return best
}

// slotPasses is the pointee every call through a function-pointer slot
// that f is stored in passes as its k-th argument; nil when there are
// no such calls or they disagree.
func (a *analysis) slotPasses(f *ir.Func, k int, calls map[slotID][]*tmpl) *ir.Type {
	var u *ir.Type
	for _, fs := range a.fnSlots {
		if fs.fn != f {
			continue
		}
		r := a.find(fs.slot)
		cs, done := calls[r]
		if !done {
			cs = a.callsThrough(r)
			calls[r] = cs
		}
		for _, ct := range cs {
			if k >= len(ct.fields) || a.unknown(ct.fields[k]) {
				continue
			}
			t := a.inst(ct.fields[k])
			if !t.IsPtr() || t.Elem == nil || (u != nil && t.Elem != u) {
				return nil
			}
			u = t.Elem
		}
	}
	return u
}
