package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A converted parameter's direct calls say what it is.
//
// paramcopy.go splits an -O0 parameter only copied into locals (`TreeCursor
// *self = (TreeCursor *)_self;`, the conversion at the copy) from those
// locals, giving the parameter's side what the calls through its
// function's slot pass. A function called directly has no slot: the vote
// joined the parameter with its locals, and the locals' own accesses
// decide both (a public API's TSTreeCursor* parameter takes the internal
// TreeCursor its body converts it to). The spill may also be read to be
// passed on to calls (the parameter handed to a sibling of the same API,
// unconverted): those reads are the parameter's side. When every direct
// call passes, as
// that argument, the address of an object whose type its definition
// fixes (an alloca, a global, a member's getelementptr) of one named
// struct other than the locals', the parameter's side takes that struct
// and the locals keep theirs. Functions stored in a slot are
// paramcopy.go's.

const whatParamCopyCalls = "C at -O0: the parameter is only copied into a local (the conversion at the copy), and every direct call passes "

// paramCopiesFromCalls splits converted parameters of directly called
// functions from their local copies.
func (a *analysis) paramCopiesFromCalls() {
	inSlot := map[*ir.Func]bool{}
	for _, fs := range a.fnSlots {
		inSlot[fs.fn] = true
	}
	calls := a.directCallsByCallee()
	for lp := range a.leafParams(func(f *ir.Func) bool { return inSlot[f] || len(calls[f]) == 0 }) {
		if a.slots[lp.slot].decided != "" {
			continue
		}
		f, k, p := lp.f, lp.k, lp.p
		side, locals, ok := a.copiedOrPassedParam(p)
		if !ok {
			continue
		}
		own := a.sol[a.find(lp.slot)]
		if own == nil || !own.IsNamed() || own.Kind != ir.StructKind || a.ownStruct(locals) != own {
			continue
		}
		same := true
		for _, s := range locals {
			same = same && a.sol[a.find(s)] == own
		}
		if !same {
			continue
		}
		u := a.directCallsPass(calls[f], k)
		if u == nil || u == own {
			continue
		}
		for _, s := range side {
			a.sol[s] = u
			a.slots[s].decided = whatParamCopyCalls + ir.TypedPtr(u, 0).String() + " as parameter #" + strconv.Itoa(k) + " (paramcopycalls.go)"
		}
		for _, s := range locals {
			if a.slots[s].decided == "" {
				a.slots[s].decided = whatParamCopyCalls + "another struct: this local keeps what it is used as (paramcopycalls.go)"
			}
		}
	}
}

// directCallsPass returns the named struct every call in cs passes a
// pointer to as argument k, each argument an object's address whose
// type its definition fixes; nil when one is not, or they disagree.
func (a *analysis) directCallsPass(cs []*ir.Instr, k int) *ir.Type {
	var u *ir.Type
	for _, c := range cs {
		args := c.Args()
		if k >= len(args) {
			return nil
		}
		e := a.namedStructArg(args[k], false)
		if e == nil || (u != nil && e != u) {
			return nil
		}
		u = e
	}
	return u
}

// namedStructArg returns the named struct (not opaque) argument v points
// to by its template — a pointer template, or with leafOK a class the
// vote decided — or nil.
func (a *analysis) namedStructArg(v ir.Value, leafOK bool) *ir.Type {
	t := a.vt(v)
	if t == nil || (t.kind != tPtr && t.kind != tConcrete && (!leafOK || t.kind != tLeaf)) {
		return nil
	}
	pt := a.inst(t)
	if pt == nil || !pt.IsPtr() || pt.Elem == nil {
		return nil
	}
	if e := pt.Elem; e.IsNamed() && e.Kind == ir.StructKind && !e.Opaque {
		return e
	}
	return nil
}

// copiedOrPassedParam is copiedParam's shape where the spill's reads may
// also be only passed to calls: side lists the parameter's pointee slot,
// its spill's and its reads', all of one class; locals the pointee slots
// of the locals copied into and of their loads (the copy may have joined
// them to the parameter's class or not). At least one copy.
func (a *analysis) copiedOrPassedParam(p *ir.Param) (side, locals []slotID, ok bool) {
	us := p.Uses()
	if len(us) != 1 || us[0].Index != 0 || us[0].User.Op != ir.OpStore {
		return nil, nil, false
	}
	st := us[0].User
	spill, isA := st.Operand(1).(*ir.Instr)
	if !isA || spill.Op != ir.OpAlloca {
		return nil, nil, false
	}
	r := a.find(a.paramT[p].slot)
	leafIn := func(v ir.Value) (slotID, bool) {
		t := a.vt(v)
		if t == nil || t.kind != tLeaf || a.find(t.slot) != r {
			return 0, false
		}
		return t.slot, true
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
		s, good := leafIn(i)
		if !good {
			return nil, nil, false
		}
		side = append(side, s)
		// (a store through llvm-dis's no-op bitcast, the typed one, is
		// the copy too)
		uses := i.Uses()
		for n := 0; n < len(uses); n++ {
			lu := uses[n]
			w := lu.User
			switch {
			case w.Op == ir.OpBitCast && lu.Index == 0 && len(uses) < 64:
				uses = append(uses, w.Uses()...)
			case w.Op == ir.OpCall && lu.Index > 0:
			case w.Op == ir.OpStore && lu.Index == 0:
				b, isB := w.Operand(1).(*ir.Instr)
				if !isB || b.Op != ir.OpAlloca || b == spill {
					return nil, nil, false
				}
				targets = append(targets, b)
			default:
				return nil, nil, false
			}
		}
	}
	if len(targets) == 0 {
		return nil, nil, false
	}
	for _, b := range targets {
		t := a.vt(b)
		if t == nil || t.kind != tPtr || t.elem == nil || t.elem.kind != tLeaf {
			return nil, nil, false
		}
		locals = append(locals, t.elem.slot)
		for _, u := range b.Uses() {
			if u.User.Op == ir.OpLoad && u.Index == 0 {
				if lt := a.vt(u.User); lt != nil && lt.kind == tLeaf {
					locals = append(locals, lt.slot)
				}
			}
		}
	}
	return side, locals, true
}
