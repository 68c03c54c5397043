package ad

import (
	"github.com/irfix/irfix/ir"
)

type revCtx struct {
	rg   *revGen
	c    *ir.Block
	b    *ir.Builder
	i    *ir.Instr
	call bool
}

func (x *revCtx) B() *ir.Builder     { return x.b }
func (x *revCtx) Module() *ir.Module { return x.rg.e.m }
func (x *revCtx) Y() ir.Value        { return x.rg.avail(x.i, x.c) }
func (x *revCtx) Declare(name string, sig *ir.Type) *ir.Func {
	return x.rg.e.declare(name, sig)
}
func (x *revCtx) op(k int) ir.Value {
	if x.call {
		return x.i.Operand(k + 1)
	}
	return x.i.Operand(k)
}
func (x *revCtx) X(k int) ir.Value     { return x.rg.avail(x.op(k), x.c) }
func (x *revCtx) XType(k int) *ir.Type { return x.op(k).Type() }
func (x *revCtx) YType() *ir.Type      { return x.i.Typ }

// revRule applies instruction i's rule in the reverse sweep.
func (rg *revGen) revRule(b *ir.Builder, c *ir.Block, i *ir.Instr, r *Rule, call bool) error {
	dy := rg.consume(b, i)
	x := &revCtx{rg: rg, c: c, b: b, i: i, call: call}
	ops := i.Operands()
	if call {
		ops = i.Args()
	}
	var contrib []ir.Value
	switch {
	case r.Adjoint != nil:
		contrib = r.Adjoint(x, dy)
	case r.Partials != nil:
		parts := r.Partials(x)
		contrib = make([]ir.Value, len(ops))
		for k := range ops {
			if k < len(parts) && parts[k] != nil && rg.act.isActive(ops[k]) {
				if isOneConst(parts[k]) && parts[k].Type() == dy.Type() {
					contrib[k] = dy // 1.0 * dy is dy, bit for bit
					continue
				}
				contrib[k] = x.b.FMul(parts[k], dy)
			}
		}
	default:
		return notDiff(rg.e.m, i, "the rule for %s has neither Partials nor Adjoint", i.Op)
	}
	for k, o := range ops {
		if k < len(contrib) && contrib[k] != nil {
			rg.acc(x.b, o, contrib[k])
		}
	}
	return nil
}

func (rg *revGen) revInstr(b *ir.Builder, c *ir.Block, i *ir.Instr) error {
	act := rg.act
	m := rg.e.m
	active := act.isActive(i)
	switch i.Op {
	case ir.OpRet:
		if i.NumOperands() > 0 && rg.dret != nil {
			rg.acc(b, i.Operand(0), rg.dret)
		}
		return nil
	case ir.OpBr, ir.OpSwitch, ir.OpUnreachable:
		return nil
	case ir.OpPhi:
		if active {
			rg.dphi[i] = rg.consume(b, i)
		}
		return nil
	case ir.OpStore:
		v, p := i.Operand(0), i.Operand(1)
		vt := v.Type()
		if !act.hasShadow(p) || !(isDiffType(vt) || isPunInt(vt)) {
			return nil
		}
		sp := rg.avail(rg.shadowOf(p), c)
		t := adjType(vt)
		d := b.Load(t, sp, i.Align)
		b.Store(zeroOf(t), sp, i.Align)
		rg.acc(b, v, d)
		return nil
	case ir.OpLoad:
		if !active {
			return nil
		}
		dy := rg.consume(b, i)
		sp := rg.avail(rg.shadowOf(i.Operand(0)), c)
		t := adjType(i.Typ)
		rg.pending = append(rg.pending, pendingAcc{ld: i, sp: sp, dy: fitAdj(b, dy, t), t: t})
		return nil
	case ir.OpCall, ir.OpInvoke:
		return rg.revCall(b, c, i)
	}
	if !active {
		return nil
	}
	switch i.Op {
	case ir.OpSelect:
		dy := rg.consume(b, i)
		cond := rg.avail(i.Operand(0), c)
		z := zeroOf(dy.Type())
		if act.isActive(i.Operand(1)) {
			rg.acc(b, i.Operand(1), b.Select(cond, dy, z))
		}
		if act.isActive(i.Operand(2)) {
			rg.acc(b, i.Operand(2), b.Select(cond, z, dy))
		}
		return nil
	case ir.OpFreeze:
		rg.acc(b, i.Operand(0), rg.consume(b, i))
		return nil
	case ir.OpBitCast:
		dy := rg.consume(b, i)
		src := i.Operand(0)
		st := adjType(src.Type())
		if dy.Type() != st {
			dy = b.Cast(ir.OpBitCast, dy, st)
		}
		rg.acc(b, src, dy)
		return nil
	case ir.OpExtractValue:
		dy := rg.consume(b, i)
		agg := i.Operand(0)
		if act.isActive(agg) {
			z := ir.Null(adjType(agg.Type()))
			rg.acc(b, agg, b.InsertValue(z, dy, i.Indices()...))
		}
		return nil
	case ir.OpInsertValue:
		dy := rg.consume(b, i)
		agg, el := i.Operand(0), i.Operand(1)
		if act.isActive(agg) {
			rg.acc(b, agg, b.InsertValue(dy, zeroOf(el.Type()), i.Indices()...))
		}
		if act.isActive(el) {
			rg.acc(b, el, b.ExtractValue(dy, i.Indices()...))
		}
		return nil
	case ir.OpExtractElement:
		dy := rg.consume(b, i)
		vec := i.Operand(0)
		if act.isActive(vec) {
			idx := rg.avail(i.Operand(1), c)
			vt := adjType(vec.Type())
			ins := b.Insert(ir.NewInstr(ir.OpInsertElement, vt, ir.Null(vt), dy, idx))
			rg.acc(b, vec, ins)
		}
		return nil
	case ir.OpInsertElement:
		dy := rg.consume(b, i)
		vec, el := i.Operand(0), i.Operand(1)
		idx := rg.avail(i.Operand(2), c)
		if act.isActive(vec) {
			rg.acc(b, vec, b.Insert(ir.NewInstr(ir.OpInsertElement, dy.Type(), dy, zeroOf(dy.Type().Elem), idx)))
		}
		if act.isActive(el) {
			rg.acc(b, el, b.Insert(ir.NewInstr(ir.OpExtractElement, dy.Type().Elem, dy, idx)))
		}
		return nil
	case ir.OpShuffleVector:
		dy := rg.consume(b, i)
		a0, a1 := i.Operand(0), i.Operand(1)
		n := int32(a0.Type().Len)
		at := adjType(a0.Type())
		var da [2]ir.Value
		da[0], da[1] = ir.Null(at), ir.Null(at)
		for j, mk := range i.Mask() {
			if mk < 0 {
				continue
			}
			src, lane := 0, mk
			if mk >= n {
				src, lane = 1, mk-n
			}
			e := b.Insert(ir.NewInstr(ir.OpExtractElement, at.Elem, dy, ir.Int(ir.I32, int64(j))))
			old := b.Insert(ir.NewInstr(ir.OpExtractElement, at.Elem, da[src], ir.Int(ir.I32, int64(lane))))
			da[src] = b.Insert(ir.NewInstr(ir.OpInsertElement, at, da[src], b.FAdd(old, e), ir.Int(ir.I32, int64(lane))))
		}
		rg.acc(b, a0, da[0])
		rg.acc(b, a1, da[1])
		return nil
	}
	r := lookupRule(i.Op.String())
	if r == nil {
		return notDiff(m, i, "no derivative rule for instruction %s", i.Op)
	}
	return rg.revRule(b, c, i, r, false)
}

func (rg *revGen) revCall(b *ir.Builder, c *ir.Block, i *ir.Instr) error {
	act := rg.act
	e := rg.e
	if rc := rg.ag.calls[i]; rc != nil {
		pair := rc.pair
		var args []ir.Value
		if rc.fnptr != nil {
			args = append(args, rg.avail(rc.fnptr, c))
		}
		for k, a := range rc.args {
			args = append(args, rg.avail(a, c))
			if rc.pattern[k] && a.Type().IsPtr() {
				args = append(args, rg.avail(rg.shadowOf(a), c))
			}
		}
		if isDiffType(rc.ret) {
			if act.isActive(i) {
				args = append(args, rg.consume(b, i))
			} else {
				args = append(args, zeroOf(rc.ret))
			}
		}
		args = append(args, rg.tapeR)
		outs := map[int]*ir.Instr{}
		for k, a := range rc.args {
			if rc.pattern[k] && !a.Type().IsPtr() {
				s := rg.entryAlloca(a.Type())
				outs[k] = s
				args = append(args, s)
			}
		}
		b.Call(pair.rev.Sig, pair.rev, args...)
		for k, a := range rc.args {
			if s := outs[k]; s != nil {
				rg.acc(b, a, b.Load(a.Type(), s, 0))
			}
		}
		return nil
	}
	if rg.ag.heap[i] {
		p := rg.avail(i, c)
		s := rg.avail(rg.shadowOf(i), c)
		if r, ok := rg.ag.reallocs[i]; ok {
			// The forward sweep copied min(size(old), n) bytes of the
			// old block: their adjoints go back to the old shadow.
			old := rg.avail(r[0], c)
			so := rg.avail(rg.shadowOf(r[0]), c)
			n := rg.avail(r[1], c)
			et, err := rg.memElem(i, i, r[0])
			if err != nil {
				return err
			}
			_, _, size := e.heapFuncs()
			os := b.Call(size.Sig, size, old)
			k := b.Select(b.ICmp(ir.ICmpULT, os, n), os, n)
			h := e.memcpyRev(et)
			b.Call(h.Sig, h, s, so, k)
		}
		e.sizedFree(b, p)
		e.sizedFree(b, s)
		return nil
	}
	cf := calledFunc(i)
	if cf == nil {
		return nil
	}
	if kind := memIntrinsic(cf.Name); kind != "" {
		dst := i.Operand(1)
		if !act.hasShadow(dst) {
			return nil
		}
		sd := rg.avail(rg.shadowOf(dst), c)
		n := rg.avail(i.Operand(3), c)
		if kind != "memset" && act.hasShadow(i.Operand(2)) {
			et, err := rg.memElem(i, i.Operand(1), i.Operand(2))
			if err != nil {
				return err
			}
			ss := rg.avail(rg.shadowOf(i.Operand(2)), c)
			if n.Type() != ir.I64 {
				n = b.Cast(ir.OpZExt, n, ir.I64)
			}
			h := e.memcpyRev(et)
			b.Call(h.Sig, h, sd, ss, n)
			return nil
		}
		e.memset(b, sd, n)
		return nil
	}
	if r := lookupRule(intrinsicBase(cf.Name)); r != nil && act.isActive(i) {
		return rg.revRule(b, c, i, r, true)
	}
	return nil
}

// memElem decides which float type a memcpy moves, from the types the
// function accesses through its destination and source (the bytes that
// hold floats).
func (rg *revGen) memElem(i *ir.Instr, bases ...ir.Value) (*ir.Type, error) {
	seen := map[*ir.Type]bool{}
	ptrs := false
	var visit func(v ir.Value, d int)
	visit = func(v ir.Value, d int) {
		if d > 6 {
			return
		}
		t, ok := v.(ir.Tracked)
		if !ok {
			return
		}
		for _, u := range t.Uses() {
			x := u.User
			switch x.Op {
			case ir.OpLoad:
				leafTypes(x.Typ, seen, &ptrs)
			case ir.OpStore:
				if u.Index == 1 {
					leafTypes(x.Operand(0).Type(), seen, &ptrs)
				}
			case ir.OpGetElementPtr:
				if u.Index == 0 {
					leafTypes(x.ElemType, seen, &ptrs)
					visit(x, d+1)
				}
			}
		}
	}
	for _, p := range bases {
		base := p
		for {
			if g, ok := base.(*ir.Instr); ok && (g.Op == ir.OpGetElementPtr || g.Op == ir.OpBitCast) {
				leafTypes(g.ElemType, seen, &ptrs)
				base = g.Operand(0)
				continue
			}
			break
		}
		if o, ok := base.(*ir.Instr); ok && o.Op == ir.OpAlloca {
			leafTypes(o.ElemType, seen, &ptrs)
		}
		if t := rg.allocaType(base); t != nil {
			leafTypes(t, seen, &ptrs)
		}
		visit(base, 0)
		// A pointer spilled to a slot (-O0): every load of the slot is
		// the same pointer.
		if ld, ok := base.(*ir.Instr); ok && ld.Op == ir.OpLoad {
			if slot, ok := ld.Operand(0).(ir.Tracked); ok {
				for _, u := range slot.Uses() {
					switch {
					case u.User.Op == ir.OpLoad && u.User != ld:
						visit(u.User, 0)
					case u.User.Op == ir.OpStore && u.Index == 1:
						visit(u.User.Operand(0), 0)
					}
				}
			}
		}
	}
	delete(seen, nil)
	if len(seen) == 0 && rg.e.pt != nil {
		// Nothing local says what the bytes are: ask ptrtype.
		for _, p := range bases {
			if a := rg.allocaOf(p); a != nil {
				p = a
			}
			if o := rg.e.origin[p]; o != nil {
				if t := rg.e.pt.TypeOf(o); t != nil && t.Kind == ir.PointerKind && t.Elem != nil {
					leafTypes(t.Elem, seen, &ptrs)
				}
			}
		}
		delete(seen, ir.I8)
	}
	if len(seen) == 1 && !ptrs {
		for t := range seen {
			return t, nil
		}
	}
	if len(seen) == 0 {
		return nil, notDiff(rg.e.m, i, "memcpy of active memory whose element type cannot be determined")
	}
	return nil, notDiff(rg.e.m, i, "memcpy of active memory holding mixed float types or pointers is not supported in reverse mode")
}

// allocaOf returns the alloca a heap block of the forward sweep replaced.
func (rg *revGen) allocaOf(v ir.Value) ir.Value {
	for a, m := range rg.ag.repl {
		if ir.Value(m) == v {
			return a
		}
	}
	return nil
}

func (rg *revGen) allocaType(v ir.Value) *ir.Type {
	for a, m := range rg.ag.repl {
		if ir.Value(m) == v {
			return a.ElemType
		}
	}
	return nil
}

func leafTypes(t *ir.Type, seen map[*ir.Type]bool, ptrs *bool) {
	if t == nil {
		return
	}
	switch {
	case t.IsFloat():
		seen[t] = true
	case t.IsPtr():
		*ptrs = true
	case t.Kind == ir.VectorKind || t.Kind == ir.ArrayKind:
		leafTypes(t.Elem, seen, ptrs)
	case t.Kind == ir.StructKind:
		for _, f := range t.Fields {
			leafTypes(f, seen, ptrs)
		}
	}
}

// memcpyRev returns the helper that moves the adjoints of a copy of n
// bytes of element type t back: src[k] += dst[k]; dst[k] = 0, element by
// element in the direction that is right for overlapping blocks (a
// memmove): upwards when the source lies below the destination,
// downwards otherwise.
func (e *engine) memcpyRev(t *ir.Type) *ir.Func {
	name := "irfix.ad.memcpy.rev." + t.String()
	if f := e.findFunc(name); f != nil {
		return f
	}
	sig := ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr, ir.Ptr, ir.I64}, false)
	f := ir.NewFunc(name, sig)
	f.Linkage = ir.Internal
	e.addFunc(f)
	dst, src, n := f.Params[0], f.Params[1], f.Params[2]
	entry, pick, up, down, done := f.NewBlock("entry"), f.NewBlock("pick"), f.NewBlock("up"), f.NewBlock("down"), f.NewBlock("done")
	b := ir.NewBuilder(entry)
	size := e.storeSize(t)
	cnt := b.Binary(ir.OpUDiv, n, ir.Int(ir.I64, size))
	b.CondBr(b.ICmp(ir.ICmpEQ, cnt, ir.Int(ir.I64, 0)), done, pick)
	b.SetInsertAtEnd(pick)
	si := b.Cast(ir.OpPtrToInt, src, ir.I64)
	di := b.Cast(ir.OpPtrToInt, dst, ir.I64)
	b.CondBr(b.ICmp(ir.ICmpULT, si, di), up, down)
	step := func(b *ir.Builder, k ir.Value) {
		pd := b.GEP(t, dst, true, k)
		ps := b.GEP(t, src, true, k)
		dv := b.Load(t, pd, 1)
		sv := b.Load(t, ps, 1)
		b.Store(b.FAdd(sv, dv), ps, 1)
		b.Store(zeroOf(t), pd, 1)
	}
	// upwards: k = 0 .. cnt-1
	b.SetInsertAtEnd(up)
	k := b.Phi(ir.I64)
	step(b, k)
	k1 := b.Add(k, ir.Int(ir.I64, 1))
	ir.AddIncoming(k, ir.Int(ir.I64, 0), pick)
	ir.AddIncoming(k, k1, up)
	b.CondBr(b.ICmp(ir.ICmpULT, k1, cnt), up, done)
	// downwards: k = cnt-1 .. 0
	b.SetInsertAtEnd(down)
	j := b.Phi(ir.I64)
	jm := b.Sub(j, ir.Int(ir.I64, 1))
	step(b, jm)
	ir.AddIncoming(j, cnt, pick)
	ir.AddIncoming(j, jm, down)
	b.CondBr(b.ICmp(ir.ICmpUGT, jm, ir.Int(ir.I64, 0)), down, done)
	b.SetInsertAtEnd(done)
	b.Ret(nil)
	return f
}
