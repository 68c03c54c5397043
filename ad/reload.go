package ad

import "github.com/irfix/irfix/ir"

// Which loads the reverse sweep may execute again instead of taping their
// result: loads from an object no instruction can write after the load
// (in the forward sweep; the reverse sweep never writes primal memory).
// Objects are parameters, globals and the function's own heap-backed
// allocas and malloc blocks; a callee's derivative (top == false) only
// reloads from its own unescaped objects, since its caller may overwrite
// parameter memory between the two sweeps.

type reloadInfo struct {
	f   *ir.Func
	top bool
	// reach[n] are the blocks reachable from block n (itself only through
	// a cycle), as a bit set over block numbers, computed when first
	// asked for (most functions ask for few blocks or none).
	reach  [][]uint64
	rows   []uint64    // room for more rows of reach
	work   []*ir.Block // reaches's stack
	bnum   map[*ir.Block]int
	base   map[ir.Value]ir.Value
	writes []*ir.Instr
	esc    map[ir.Value]bool
	// reloadSet are the loads found reloadable before the forward sweep
	// was rewritten.
	reloadSet map[*ir.Instr]bool
}

func newReloadInfo(f *ir.Func, top bool) *reloadInfo {
	ri := &reloadInfo{f: f, top: top, base: map[ir.Value]ir.Value{}, esc: map[ir.Value]bool{}}
	f.Instrs(func(i *ir.Instr) {
		switch i.Op {
		case ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
			ri.writes = append(ri.writes, i)
		case ir.OpCall, ir.OpInvoke:
			if cf := calledFunc(i); cf != nil && (ignoredIntrinsic(cf.Name) || inactiveExternals[cf.Name]) {
				return
			}
			ri.writes = append(ri.writes, i)
		}
	})
	return ri
}

// underlying returns the object a pointer points into (nil if unknown).
func (ri *reloadInfo) underlying(v ir.Value) ir.Value {
	for k := 0; k < 32; k++ {
		switch x := v.(type) {
		case *ir.Param, *ir.Global:
			return x
		case *ir.ConstExpr:
			if x.Op == ir.OpGetElementPtr || x.Op == ir.OpBitCast || x.Op == ir.OpAddrSpaceCast {
				v = x.Operands[0]
				continue
			}
			return nil
		case *ir.Instr:
			switch x.Op {
			case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
				v = x.Operand(0)
				continue
			case ir.OpAlloca:
				return x
			case ir.OpCall:
				switch heapKind(calleeName(x)) {
				case allocMalloc, allocCalloc, allocNew, allocZeroed:
					return x
				}
				return nil
			case ir.OpLoad:
				// A pointer spilled to a slot stored exactly once (-O0).
				slot, ok := x.Operand(0).(*ir.Instr)
				if !ok || slot.Op != ir.OpAlloca {
					return nil
				}
				var stored ir.Value
				for _, u := range slot.Uses() {
					switch {
					case u.User.Op == ir.OpLoad:
					case u.User.Op == ir.OpStore && u.Index == 1 && stored == nil:
						stored = u.User.Operand(0)
					default:
						return nil
					}
				}
				if stored == nil {
					return nil
				}
				v = stored
				continue
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// local reports whether o is an object created by the function.
func local(o ir.Value) bool {
	_, ok := o.(*ir.Instr)
	return ok
}

// escapes reports whether a local object's address leaves the function's
// sight: stored to memory, passed to a call, converted to an integer,
// returned.
func (ri *reloadInfo) escapes(o ir.Value) bool {
	if v, ok := ri.esc[o]; ok {
		return v
	}
	ri.esc[o] = true
	var walk func(v ir.Tracked, d int) bool
	walk = func(v ir.Tracked, d int) bool {
		if d > 16 {
			return true
		}
		for _, u := range v.Uses() {
			i := u.User
			switch i.Op {
			case ir.OpLoad:
			case ir.OpStore:
				if u.Index == 0 {
					return true
				}
			case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast, ir.OpSelect, ir.OpPhi:
				if i.Op == ir.OpGetElementPtr && u.Index != 0 {
					continue
				}
				if walk(i, d+1) {
					return true
				}
			case ir.OpICmp:
			case ir.OpCall:
				if cf := calledFunc(i); cf != nil && (ignoredIntrinsic(cf.Name) || memIntrinsic(cf.Name) != "" || heapKind(cf.Name) == allocFree) {
					continue
				}
				return true
			default:
				return true
			}
		}
		return false
	}
	r := walk(o.(ir.Tracked), 0)
	ri.esc[o] = r
	return r
}

// mayWriteObj reports whether a write through pointer p may modify object o.
func (ri *reloadInfo) mayWriteObj(p ir.Value, o ir.Value) bool {
	t := ri.underlying(p)
	if t == o {
		return true
	}
	if t != nil && local(t) {
		// A distinct local object; it aliases o only if o is... nothing.
		return false
	}
	if local(o) {
		return ri.escapes(o)
	}
	if t == nil {
		return true
	}
	// Both are parameters or globals.
	tp, tIsParam := t.(*ir.Param)
	op, oIsParam := o.(*ir.Param)
	if tIsParam && oIsParam {
		return !(noalias(tp) || noalias(op))
	}
	_, tIsG := t.(*ir.Global)
	_, oIsG := o.(*ir.Global)
	if tIsG && oIsG {
		return false
	}
	return true
}

func noalias(p *ir.Param) bool {
	return p.Parent != nil && p.Parent.Attrs.Param(p.Index).Has(ir.AttrNoAlias)
}

// after reports whether instruction w may execute after l.
func (ri *reloadInfo) after(l, w *ir.Instr) bool {
	if l.Parent == w.Parent {
		if w.Index() > l.Index() {
			return true
		}
	}
	return ri.reaches(l.Parent, w.Parent)
}

// reaches reports whether block to can execute after block from.
func (ri *reloadInfo) reaches(from, to *ir.Block) bool {
	if ri.bnum == nil {
		ri.bnum = make(map[*ir.Block]int, len(ri.f.Blocks))
		for n, b := range ri.f.Blocks {
			ri.bnum[b] = n
		}
		ri.reach = make([][]uint64, len(ri.f.Blocks))
	}
	n, ok := ri.bnum[from]
	t, ok2 := ri.bnum[to]
	if !ok || !ok2 {
		return false
	}
	seen := ri.reach[n]
	if seen == nil {
		// The rows are carved from arrays of up to 64 of them, the
		// search's stack reused.
		words := (len(ri.f.Blocks) + 63) / 64
		if len(ri.rows) < words {
			ri.rows = make([]uint64, words*min(len(ri.f.Blocks), 64))
		}
		seen, ri.rows = ri.rows[:words:words], ri.rows[words:]
		work := append(ri.work[:0], from.Succs()...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			k, ok := ri.bnum[x]
			if !ok || seen[k/64]&(1<<(k%64)) != 0 {
				continue
			}
			seen[k/64] |= 1 << (k % 64)
			work = append(work, x.Succs()...)
		}
		ri.work = work
		ri.reach[n] = seen
	}
	return seen[t/64]&(1<<(t%64)) != 0
}

// reloadable reports whether the load l may be executed again in the
// reverse sweep with the same result.
func (ri *reloadInfo) reloadable(l *ir.Instr) bool {
	if l.Flags&ir.FlagVolatile != 0 || l.Flags&ir.FlagAtomic != 0 {
		return false
	}
	o := ri.underlying(l.Operand(0))
	if o == nil {
		return false
	}
	switch x := o.(type) {
	case *ir.Global:
		if x.IsConst {
			return true
		}
		if !ri.top {
			return false
		}
	case *ir.Param:
		if !ri.top {
			return false
		}
	case *ir.Instr:
		if x.Op == ir.OpAlloca && !allocaNeedsShadow(x) {
			return false // stays a stack slot, dead in the reverse sweep
		}
		if !ri.top && ri.escapes(o) {
			return false
		}
	}
	for _, w := range ri.writes {
		if !ri.after(l, w) {
			continue
		}
		switch w.Op {
		case ir.OpStore:
			if ri.mayWriteObj(w.Operand(1), o) {
				return false
			}
		case ir.OpAtomicRMW, ir.OpCmpXchg:
			if ri.mayWriteObj(w.Operand(0), o) {
				return false
			}
		default:
			cf := calledFunc(w)
			if cf != nil && lookupRule(intrinsicBase(cf.Name)) != nil {
				for _, a := range w.Args() {
					if a.Type().IsPtr() && ri.mayWriteObj(a, o) {
						return false
					}
				}
				continue
			}
			if cf != nil && heapKind(cf.Name) != notAlloc {
				if heapKind(cf.Name) == allocRealloc && ri.mayWriteObj(w.Operand(1), o) {
					return false
				}
				continue
			}
			if _, isG := o.(*ir.Global); isG {
				return false
			}
			for _, a := range w.Args() {
				if a.Type().IsPtr() && ri.mayWriteObj(a, o) {
					return false
				}
			}
		}
	}
	return true
}
