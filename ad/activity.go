package ad

import (
	"github.com/irfix/irfix/ir"
)

// activity is the result of the activity analysis of one function under
// one activity pattern of its parameters.
//
// A value is active when it may carry a nonzero derivative: it has a
// differentiable type (float, vector of floats, aggregate containing one)
// or is an integer of a float's width loaded from shadowed memory or bit
// cast from an active float (a union pun), and it depends on an active
// parameter or on shadowed memory. A pointer is shadowed when it may point
// into memory that holds derivatives: active pointer parameters, allocas
// and heap blocks that hold floats or pointers, mutable globals holding
// floats, and pointers derived from or loaded through those. Everything
// else is inactive and its code is copied untouched.
type activity struct {
	active   map[ir.Value]bool
	shadowed map[ir.Value]bool
}

// isActive reports whether v carries a derivative.
func (a *activity) isActive(v ir.Value) bool { return a.active[v] }

// hasShadow reports whether pointer v has a shadow.
func (a *activity) hasShadow(v ir.Value) bool {
	if a.shadowed[v] {
		return true
	}
	if g, ok := v.(*ir.Global); ok {
		return globalNeedsShadow(g)
	}
	if ce, ok := v.(*ir.ConstExpr); ok && (ce.Op == ir.OpGetElementPtr || ce.Op == ir.OpBitCast || ce.Op == ir.OpAddrSpaceCast) {
		return a.hasShadow(ce.Operands[0])
	}
	return false
}

// globalNeedsShadow: mutable globals whose content holds floats or
// pointers get a shadow global.
func globalNeedsShadow(g *ir.Global) bool {
	return !g.IsConst && (isDiffType(g.ValueType) || hasPtr(g.ValueType))
}

// allocaNeedsShadow reports whether the memory of an alloca may hold
// floats or pointers: its type says so, or a load or store through it
// (possibly via GEPs) uses such a type.
func allocaNeedsShadow(i *ir.Instr) bool {
	if isDiffType(i.ElemType) || hasPtr(i.ElemType) {
		return true
	}
	return memHoldsFloats(i, 0)
}

func memHoldsFloats(p ir.Tracked, depth int) bool {
	if depth > 8 {
		return true
	}
	for _, u := range p.Uses() {
		i := u.User
		switch i.Op {
		case ir.OpLoad:
			if isDiffType(i.Typ) || hasPtr(i.Typ) {
				return true
			}
		case ir.OpStore:
			if u.Index == 1 && (isDiffType(i.Operand(0).Type()) || hasPtr(i.Operand(0).Type())) {
				return true
			}
			if u.Index == 0 {
				return true // the address escapes into memory
			}
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpSelect, ir.OpPhi:
			if i.Op == ir.OpGetElementPtr && u.Index != 0 {
				continue
			}
			if memHoldsFloats(i, depth+1) {
				return true
			}
		case ir.OpCall, ir.OpInvoke:
			// Passed to a function: memcpy of floats, or a callee that
			// may store floats. Intrinsics without effect are fine.
			if f := calledFunc(i); f != nil && ignoredIntrinsic(f.Name) {
				continue
			}
			if f := calledFunc(i); f != nil && memIntrinsic(f.Name) == "memset" {
				continue
			}
			return true
		case ir.OpPtrToInt:
			return true
		}
	}
	return false
}

// analyze computes the activity of f's values given which parameters are
// active (floats) or shadowed (pointers).
func analyze(f *ir.Func, params []*ir.Param, activeParam []bool) *activity {
	a := &activity{active: map[ir.Value]bool{}, shadowed: map[ir.Value]bool{}}
	for k, p := range params {
		if !activeParam[k] {
			continue
		}
		if p.Typ.IsPtr() {
			a.shadowed[p] = true
		} else {
			a.active[p] = true
		}
	}
	anyActive := func(vs []ir.Value) bool {
		for _, v := range vs {
			if a.active[v] {
				return true
			}
		}
		return false
	}
	anyShadow := func(vs []ir.Value) bool {
		for _, v := range vs {
			if a.hasShadow(v) {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		mark := func(m map[ir.Value]bool, v ir.Value) {
			if !m[v] {
				m[v] = true
				changed = true
			}
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if !i.HasResult() {
					continue
				}
				t := i.Typ
				ops := i.Operands()
				switch i.Op {
				case ir.OpAlloca:
					if allocaNeedsShadow(i) {
						mark(a.shadowed, i)
					}
				case ir.OpLoad:
					if a.hasShadow(ops[0]) {
						if hasPtr(t) && a.slotMayHoldShadow(ops[0]) {
							mark(a.shadowed, i)
						}
						if isDiffType(t) || isPunInt(t) {
							mark(a.active, i)
						}
					}
				case ir.OpGetElementPtr, ir.OpAddrSpaceCast:
					if a.hasShadow(ops[0]) {
						mark(a.shadowed, i)
					}
				case ir.OpBitCast:
					switch {
					case t.IsPtr():
						if a.hasShadow(ops[0]) {
							mark(a.shadowed, i)
						}
					case a.active[ops[0]]:
						mark(a.active, i)
					}
				case ir.OpPhi, ir.OpSelect, ir.OpFreeze:
					vs := ops
					if i.Op == ir.OpSelect {
						vs = ops[1:]
					}
					if hasPtr(t) {
						if anyShadow(vs) {
							mark(a.shadowed, i)
						}
					} else if (isDiffType(t) || isPunInt(t)) && anyActive(vs) {
						mark(a.active, i)
					}
				case ir.OpExtractValue, ir.OpExtractElement:
					if a.active[ops[0]] && (isDiffType(t) || isPunInt(t)) {
						mark(a.active, i)
					}
					if i.Op == ir.OpExtractValue && hasPtr(t) && a.shadowed[ops[0]] {
						mark(a.shadowed, i)
					}
				case ir.OpInsertValue, ir.OpInsertElement:
					if (a.active[ops[0]] || a.active[ops[1]]) && isDiffType(t) {
						mark(a.active, i)
					}
					if i.Op == ir.OpInsertValue && hasPtr(t) && (a.shadowed[ops[0]] || a.hasShadow(ops[1])) {
						mark(a.shadowed, i)
					}
				case ir.OpShuffleVector:
					if anyActive(ops) && isDiffType(t) {
						mark(a.active, i)
					}
				case ir.OpCall, ir.OpInvoke:
					cf := calledFunc(i)
					name := ""
					if cf != nil {
						name = cf.Name
					}
					switch heapKind(name) {
					case allocMalloc, allocCalloc, allocNew, allocZeroed:
						mark(a.shadowed, i)
						continue
					case allocRealloc:
						if a.hasShadow(ops[1]) {
							mark(a.shadowed, i)
						}
						continue
					}
					if hasPtr(t) {
						if anyShadow(i.Args()) && (cf == nil || !cf.IsDeclaration()) {
							mark(a.shadowed, i)
						}
					} else if isDiffType(t) {
						if anyActive(i.Args()) || anyShadow(i.Args()) || (cf != nil && !cf.IsDeclaration()) || cf == nil {
							mark(a.active, i)
						}
					}
				default:
					if (i.Op.IsFloatOp() || i.Op == ir.OpFPExt || i.Op == ir.OpFPTrunc) && anyActive(ops) {
						mark(a.active, i)
					}
				}
			}
		}
	}
	a.prune(f)
	return a
}

// prune keeps active only the values that may reach an output: the
// return value, a store into shadowed memory, a call's argument. The rest
// (a float that only decides a branch, say) needs no derivative code.
func (a *activity) prune(f *ir.Func) {
	useful := map[ir.Value]bool{}
	var work []ir.Value
	mark := func(v ir.Value) {
		if _, ok := v.(*ir.Instr); !ok {
			return
		}
		if a.active[v] && !useful[v] {
			useful[v] = true
			work = append(work, v)
		}
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			switch i.Op {
			case ir.OpRet:
				if i.NumOperands() > 0 {
					mark(i.Operand(0))
				}
			case ir.OpStore:
				if a.hasShadow(i.Operand(1)) {
					mark(i.Operand(0))
				}
			case ir.OpCall, ir.OpInvoke:
				if cf := calledFunc(i); cf != nil && lookupRule(intrinsicBase(cf.Name)) != nil {
					continue // a math call is useful only through its result
				}
				for _, o := range i.Args() {
					mark(o)
				}
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1].(*ir.Instr)
		work = work[:len(work)-1]
		ops := v.Operands()
		switch v.Op {
		case ir.OpSelect:
			ops = ops[1:]
		case ir.OpLoad, ir.OpGetElementPtr, ir.OpAlloca:
			ops = nil
		case ir.OpCall, ir.OpInvoke:
			ops = v.Args()
		case ir.OpExtractElement:
			ops = ops[:1]
		case ir.OpInsertElement:
			ops = ops[:2]
		}
		for _, o := range ops {
			mark(o)
		}
	}
	for v := range a.active {
		if _, ok := v.(*ir.Instr); ok && !useful[v] {
			delete(a.active, v)
		}
	}
}

// slotMayHoldShadow reports whether a pointer loaded from p may have a
// shadow: false only for a spill slot (an alloca used by plain loads and
// stores alone, as at -O0) into which no store puts a shadowed pointer —
// the slot of a constant pointer parameter, say.
func (a *activity) slotMayHoldShadow(p ir.Value) bool {
	slot, ok := p.(*ir.Instr)
	if !ok || slot.Op != ir.OpAlloca {
		return true
	}
	for _, u := range slot.Uses() {
		switch {
		case u.User.Op == ir.OpLoad:
		case u.User.Op == ir.OpStore && u.Index == 1:
			if a.hasShadow(u.User.Operand(0)) {
				return true
			}
		default:
			return true
		}
	}
	return false
}
