package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// C's base struct at offset 0, through direct calls. A function called
// only directly, whose parameter its body converts at each use to one
// struct L (the -O0 spill read back only as L), and whose every call
// passes a pointer to a named struct B that L starts with (through first
// members), is declared with B: C passes a B* to an L* parameter only
// with a cast, which code that converts inside does not write. The
// arguments must be the callers' own parameters read back from their -O0
// spills, the variable itself passed on: at -O2 a parameter's SSA value
// is also its converted copy (`JsonEachCursor *p = (JsonEachCursor*)cur;
// f(p)` passes %cur), which says nothing of the callee's type. libexpat's
// scanners hand their `const ENCODING *` on to the helpers they call
// (scanLt, scanRef, scanAtts: each reads it as struct normal_encoding);
// once cbaseone.go gave the scanners their base, the helpers' calls pass
// it. The rule runs until no parameter changes, as helpers call helpers.

const whatDirectBase = "C: every direct call passes a "

// baseFromDirectCalls applies that rule after the vote (after
// baseOfOneStructCallbacks).
func (a *analysis) baseFromDirectCalls() {
	calls := a.directCallsByCallee()
	for round, changed := 0, true; changed && round < 16; round++ {
		changed = false
		for lp := range a.leafParams(func(f *ir.Func) bool { return len(calls[f]) == 0 || a.addressTaken(f) }) {
			f, k := lp.f, lp.k
			r := a.find(lp.slot)
			if a.spelledClass(r) {
				continue
			}
			own := a.sol[r]
			if own == nil || !own.IsNamed() || own.Opaque || own.Kind != ir.StructKind {
				continue
			}
			base := a.callsPassStruct(calls[f], k)
			if base == nil || base == own || !slices0Contains(a.structChain(own), base) {
				continue
			}
			a.decideClass(r, base, whatDirectBase+ir.TypedPtr(base, 0).String()+" as parameter #"+strconv.Itoa(k)+
				", and the body converts it to "+own.String()+", which starts with it: the parameter is the base (cbasecalls.go)")
			changed = true
		}
	}
}

// callsPassStruct returns the named struct every call in cs passes a
// pointer to as argument k, as its solution stands, each argument a
// caller's parameter read back from its spill (spilledParamRead); nil when
// one does not or they disagree.
func (a *analysis) callsPassStruct(cs []*ir.Instr, k int) *ir.Type {
	var u *ir.Type
	for _, c := range cs {
		args := c.Args()
		if k >= len(args) {
			return nil
		}
		if !spilledParamRead(args[k]) {
			return nil
		}
		e := a.namedStructArg(args[k], true)
		if e == nil || (u != nil && e != u) {
			return nil
		}
		u = e
	}
	return u
}

// spilledParamRead reports whether v is a load of an alloca whose only
// store is a function parameter's (the -O0 spill: the parameter variable).
func spilledParamRead(v ir.Value) bool {
	ld, ok := v.(*ir.Instr)
	if !ok || ld.Op != ir.OpLoad {
		return false
	}
	al, ok := ld.Operand(0).(*ir.Instr)
	if !ok || al.Op != ir.OpAlloca {
		return false
	}
	stores := 0
	for _, u := range al.Uses() {
		if u.User.Op != ir.OpStore {
			continue
		}
		if u.Index != 1 {
			return false // the alloca's address stored: it escapes
		}
		if _, isP := u.User.Operand(0).(*ir.Param); !isP {
			return false
		}
		stores++
	}
	return stores == 1
}
