package ad

import (
	"fmt"

	"github.com/irfix/irfix/ir"
)

// Forward mode. The derivative of f under an activity pattern is a copy
// of f with, after every active instruction, the instructions computing
// its tangent; pointers into active memory carry a shadow pointer into
// tangent memory, and loads, stores, GEPs, allocas, heap blocks and
// memory intrinsics are mirrored on the shadows.
//
// Internally the derivative of a function returning a differentiable R
// returns { R, R } (primal, tangent) so that callers get both; the public
// NAME_jvp wraps it and returns the tangent alone.

// derivSig returns the parameter list of a derivative: each parameter,
// followed by its tangent (active float) or shadow (active pointer).
func derivParams(f *ir.Func, pattern []bool) []*ir.Type {
	var ps []*ir.Type
	for k, p := range f.Params {
		ps = append(ps, p.Typ)
		if pattern[k] {
			ps = append(ps, p.Typ)
		}
	}
	return ps
}

// newDerivFunc creates an internal function named name of signature sig,
// moves a clone of f's body into it and returns it with, for each
// parameter of f, the new function's parameter standing for it and the one
// for its tangent/shadow (nil when constant).
func (e *engine) newDerivFunc(f *ir.Func, pattern []bool, name string, sig *ir.Type, extraFirst int) (*ir.Func, []*ir.Param, []*ir.Param) {
	g := ir.NewFunc(name, sig)
	g.Linkage = ir.Internal
	g.Personality = f.Personality
	primal := make([]*ir.Param, len(f.Params))
	dual := make([]*ir.Param, len(f.Params))
	n := extraFirst
	for k, p := range f.Params {
		primal[k] = g.Params[n]
		g.Params[n].Name = p.Name
		n++
		if pattern[k] {
			dual[k] = g.Params[n]
			if p.Name != "" {
				g.Params[n].Name = "d_" + p.Name
			}
			n++
		}
	}
	// The copies' originals are only asked for by the tape report and by
	// ptrtype's answers for memcpy.
	var origin map[ir.Value]ir.Value
	if !e.noReport || e.pt != nil {
		origin = e.origin
	}
	cloneBody(f, g, primal, origin)
	e.derivedFrom[f] = true
	e.addFunc(g)
	return g, primal, dual
}

// forwardFunc returns the internal forward derivative of f for pattern,
// generating it on first request.
func (e *engine) forwardFunc(f *ir.Func, pattern []bool) (*ir.Func, error) {
	key := f.Name + "/" + patternKey(pattern)
	if g := e.fwd[key]; g != nil {
		e.uses(g)
		return g, nil
	}
	if err := checkParams(f, Forward); err != nil {
		return nil, err
	}
	ret := f.Sig.Ret
	iret := ret
	if isDiffType(ret) && hasPtr(ret) {
		return nil, fmt.Errorf("@%s: %w: it returns %s, which mixes floats and pointers", f.Name, ErrNotDifferentiable, ret)
	}
	if dualRet(ret) {
		iret = ir.StructOf(false, ret, ret)
	}
	sig := ir.FuncOf(iret, derivParams(f, pattern), false)
	g, primal, dual := e.newDerivFunc(f, pattern, e.uniqueName(f.Name+".fwd."+patternKey(pattern)), sig, 0)
	byValAttrs(&g.Attrs, &f.Attrs, len(f.Params), pattern, 0)
	e.fwd[key] = g
	e.uses(g)
	defer e.enter(g)()
	fw := &fwdGen{e: e, g: g, tan: map[ir.Value]ir.Value{}, sh: map[ir.Value]ir.Value{}, skip: map[*ir.Instr]bool{}}
	fw.act = analyze(g, primal, pattern)
	for k := range primal {
		if dual[k] != nil {
			if primal[k].Typ.IsPtr() {
				fw.sh[primal[k]] = dual[k]
			} else {
				fw.tan[primal[k]] = dual[k]
			}
		}
	}
	if err := checkReallocs(e.m, g, fw.act); err != nil {
		return nil, err
	}
	if err := fw.run(); err != nil {
		return nil, err
	}
	return g, nil
}

// publicForward builds NAME_jvp.
func (e *engine) publicForward(f *ir.Func, pattern []bool, name string) (*ir.Func, error) {
	inner, err := e.forwardFunc(f, pattern)
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = f.Name + "_jvp"
	}
	if e.findFunc(name) != nil {
		return nil, fmt.Errorf("a function named @%s already exists", name)
	}
	ret := f.Sig.Ret
	pub := ir.NewFunc(name, ir.FuncOf(ret, inner.Sig.Params(), false))
	pub.Linkage = ir.External
	for k, p := range inner.Params {
		pub.Params[k].Name = p.Name
	}
	byValAttrs(&pub.Attrs, &f.Attrs, len(f.Params), pattern, 0)
	e.addFunc(pub)
	b := ir.NewBuilder(pub.NewBlock("entry"))
	e.zeroShadowGlobals(b, inner)
	args := make([]ir.Value, len(pub.Params))
	for k, p := range pub.Params {
		args[k] = p
	}
	r := b.Call(inner.Sig, inner, args...)
	byValAttrs(r.AttrsPtr(), &f.Attrs, len(f.Params), pattern, 0)
	switch {
	case ret.Kind == ir.VoidKind:
		b.Ret(nil)
	case isDiffType(ret):
		b.Ret(b.ExtractValue(r, 1))
	case dualRet(ret):
		b.Ret(b.ExtractValue(r, 0))
	default:
		b.Ret(r)
	}
	return pub, nil
}

// dualRet reports whether a derivative of a function returning t returns
// { t, t }: the primal and its tangent (floats) or shadow (pointers).
func dualRet(t *ir.Type) bool { return isDiffType(t) || hasPtr(t) }

type fwdGen struct {
	e   *engine
	g   *ir.Func
	act *activity
	tan map[ir.Value]ir.Value // active value -> tangent
	sh  map[ir.Value]ir.Value // shadowed pointer -> shadow
	// phis whose incoming tangents/shadows are filled in at the end.
	tphis []phiFix
	// skip are instructions the engine placed ahead of the sweep.
	skip map[*ir.Instr]bool
}

type phiFix struct {
	orig, dual *ir.Instr
	shadow     bool
}

// tangent returns the tangent of v (zero when v is inactive).
func (fw *fwdGen) tangent(v ir.Value) ir.Value {
	if fw.act.isActive(v) {
		if t := fw.tan[v]; t != nil {
			return t
		}
	}
	return zeroOf(v.Type())
}

// shadow returns the shadow of pointer v, or nil when it has none.
func (fw *fwdGen) shadow(v ir.Value) ir.Value {
	if s := fw.sh[v]; s != nil {
		return s
	}
	if c, ok := v.(ir.Constant); ok {
		if s, ok := fw.e.constShadow(c); ok {
			return s
		}
	}
	return nil
}

func (fw *fwdGen) run() error {
	err := sweep(fw.g, nil, func(bd *ir.Builder, i *ir.Instr) error {
		if fw.skip[i] {
			return nil
		}
		return fw.instr(bd, i)
	})
	if err != nil {
		return err
	}
	for _, p := range fw.tphis {
		for k, v := range p.orig.Operands() {
			var d ir.Value
			if p.shadow {
				d = fw.shadow(v)
				if d == nil {
					d = ir.Null(v.Type())
				}
			} else {
				d = fw.tangent(v)
			}
			ir.AddIncoming(p.dual, d, p.orig.Incoming()[k])
		}
	}
	return nil
}

// sweep visits g's instructions block by block in reverse postorder, each
// block from a copy of its list (visit may insert and erase), with a
// builder placed where what is derived from i goes: after the phis for a
// phi, else after i. Forward mode and reverse mode's augmented forward
// sweep walk the function this same way. rpo, when not nil, is g's
// reverse postorder as the caller already knows it (computed on g's
// current CFG).
func sweep(g *ir.Func, rpo []*ir.Block, visit func(bd *ir.Builder, i *ir.Instr) error) error {
	var instrs []*ir.Instr // scratch, reused block after block
	bd := &ir.Builder{}    // placed afresh for each instruction
	if rpo == nil {
		rpo = ir.ReversePostorder(g)
	}
	for _, b := range rpo {
		instrs = append(instrs[:0], b.Instrs...)
		for n, i := range instrs {
			*bd = ir.Builder{}
			if i.Op == ir.OpPhi {
				bd.SetInsertBefore(b.Instrs[b.FirstNonPhi()])
			} else if n+1 < len(instrs) {
				bd.SetInsertBefore(instrs[n+1])
			} else {
				bd.SetInsertBefore(i)
			}
			if err := visit(bd, i); err != nil {
				return err
			}
		}
	}
	return nil
}

type fwdCtx struct {
	fw   *fwdGen
	b    *ir.Builder
	i    *ir.Instr
	call bool
}

func (c *fwdCtx) B() *ir.Builder                             { return c.b }
func (c *fwdCtx) Module() *ir.Module                         { return c.fw.e.m }
func (c *fwdCtx) Y() ir.Value                                { return c.i }
func (c *fwdCtx) Declare(name string, sig *ir.Type) *ir.Func { return c.fw.e.declare(name, sig) }
func (c *fwdCtx) XType(k int) *ir.Type                       { return c.X(k).Type() }
func (c *fwdCtx) YType() *ir.Type                            { return c.i.Typ }
func (c *fwdCtx) X(k int) ir.Value {
	if c.call {
		return c.i.Operand(k + 1)
	}
	return c.i.Operand(k)
}

// convertTangent brings a tangent of operand type to type t (fpext /
// fptrunc for mixed widths, e.g. in fpext's and fptrunc's own rules).
func convertTangent(b *ir.Builder, v ir.Value, t *ir.Type) ir.Value {
	vt := v.Type()
	if vt == t {
		return v
	}
	if vt.Scalar().IsFloat() && t.Scalar().IsFloat() && (vt.Kind == ir.VectorKind) == (t.Kind == ir.VectorKind) {
		if vt.Scalar().FloatBits() < t.Scalar().FloatBits() {
			return b.Cast(ir.OpFPExt, v, t)
		}
		return b.Cast(ir.OpFPTrunc, v, t)
	}
	if t.Kind == ir.VectorKind && vt == t.Elem {
		// splat a scalar
		ins := b.Insert(ir.NewInstr(ir.OpInsertElement, t, &ir.Poison{Typ: t}, v, ir.Int(ir.I32, 0)))
		sh := ir.NewInstr(ir.OpShuffleVector, t, ins, &ir.Poison{Typ: t})
		sh.SetMask(make([]int32, t.Len))
		return b.Insert(sh)
	}
	return v
}

// applyRule forms the tangent of instruction i from its rule.
func (fw *fwdGen) applyRule(b *ir.Builder, i *ir.Instr, r *Rule, call bool) (ir.Value, error) {
	c := &fwdCtx{fw: fw, b: b, i: i, call: call}
	ops := i.Operands()
	if call {
		ops = i.Args()
	}
	if r.Tangent != nil {
		dx := make([]ir.Value, len(ops))
		for k, o := range ops {
			if fw.act.isActive(o) {
				dx[k] = fw.tangent(o)
			}
		}
		if t := r.Tangent(c, dx); t != nil {
			return t, nil
		}
		return zeroOf(i.Typ), nil
	}
	if r.Partials == nil {
		return nil, fmt.Errorf("rule has neither Partials nor Tangent")
	}
	parts := r.Partials(c)
	var sum ir.Value
	for k, o := range ops {
		if k >= len(parts) || parts[k] == nil || !fw.act.isActive(o) {
			continue
		}
		term := b.FMul(parts[k], convertTangent(b, fw.tangent(o), i.Typ))
		if sum == nil {
			sum = term
		} else {
			sum = b.FAdd(sum, term)
		}
	}
	if sum == nil {
		return zeroOf(i.Typ), nil
	}
	return sum, nil
}

func (fw *fwdGen) anyActiveOperand(i *ir.Instr) bool {
	for _, o := range i.Operands() {
		if fw.act.isActive(o) || (o.Type().IsPtr() && fw.act.hasShadow(o)) {
			return true
		}
	}
	return false
}

func (fw *fwdGen) instr(b *ir.Builder, i *ir.Instr) error {
	m := fw.e.m
	act := fw.act
	isAct := act.isActive(i)
	switch i.Op {
	case ir.OpPhi:
		switch {
		case isAct:
			p := ir.NewInstr(ir.OpPhi, i.Typ)
			b.Insert(p)
			fw.tan[i] = p
			fw.tphis = append(fw.tphis, phiFix{orig: i, dual: p})
		case act.shadowed[i]:
			fw.shadowPhi(b, i)
		}
		return nil
	case ir.OpRet:
		if i.NumOperands() == 0 || !dualRet(i.Operand(0).Type()) {
			return nil
		}
		v := i.Operand(0)
		st := ir.StructOf(false, v.Type(), v.Type())
		agg := b.InsertValue(&ir.Undef{Typ: st}, v, 0)
		if isDiffType(v.Type()) {
			agg = b.InsertValue(agg, fw.tangent(v), 1)
		} else {
			agg = b.InsertValue(agg, fw.shadowOrNull(v), 1)
		}
		i.SetOperand(0, agg)
		return nil
	case ir.OpBr, ir.OpSwitch, ir.OpUnreachable, ir.OpICmp, ir.OpFCmp, ir.OpFence:
		return nil
	case ir.OpAlloca:
		if act.shadowed[i] {
			s := ir.CloneInstr(i)
			s.Name = ""
			b.Insert(s)
			if err := fw.e.zeroMem(b, s, i); err != nil {
				return notDiff(m, i, "%v", err)
			}
			fw.sh[i] = s
		}
		return nil
	case ir.OpGetElementPtr, ir.OpAddrSpaceCast:
		if act.shadowed[i] {
			return fw.shadowGEP(b, i)
		}
		return nil
	case ir.OpLoad:
		if act.shadowed[i] {
			fw.sh[i] = cloneWith(b, i, fw.shadow(i.Operand(0)))
		}
		if isAct {
			fw.tan[i] = cloneWith(b, i, fw.shadow(i.Operand(0)))
		}
		return nil
	case ir.OpStore:
		v, p := i.Operand(0), i.Operand(1)
		if !act.hasShadow(p) {
			return fw.checkUnshadowedStore(i, v, p)
		}
		sp := fw.shadow(p)
		if sp == nil {
			return notDiff(m, i, "pointer %s has no shadow", p)
		}
		var sv ir.Value
		vt := v.Type()
		switch {
		case act.isActive(v):
			sv = fw.tangent(v)
		case hasPtr(vt):
			if s := fw.shadow(v); s != nil {
				sv = s
			} else {
				sv = ir.Null(vt)
			}
		case isDiffType(vt) || isPunInt(vt) || hasPtr(vt):
			sv = zeroOf(vt)
		default:
			return nil
		}
		s := ir.CloneInstr(i)
		s.Name = ""
		s.SetOperand(0, sv)
		s.SetOperand(1, sp)
		b.Insert(s)
		return nil
	case ir.OpBitCast:
		switch {
		case act.shadowed[i]:
			fw.sh[i] = fw.shadow(i.Operand(0))
		case isAct:
			fw.tan[i] = b.Cast(ir.OpBitCast, fw.tangent(i.Operand(0)), i.Typ)
		case i.Typ.Scalar().IsFloat():
			return fw.checkFloatFromBits(i)
		}
		return nil
	case ir.OpSelect:
		switch {
		case isAct:
			fw.tan[i] = b.Select(i.Operand(0), fw.tangent(i.Operand(1)), fw.tangent(i.Operand(2)))
		case act.shadowed[i]:
			a, c := fw.shadowOrNull(i.Operand(1)), fw.shadowOrNull(i.Operand(2))
			fw.sh[i] = b.Select(i.Operand(0), a, c)
		}
		return nil
	case ir.OpFreeze:
		if isAct {
			fw.tan[i] = b.Insert(ir.NewInstr(ir.OpFreeze, i.Typ, fw.tangent(i.Operand(0))))
		} else if act.shadowed[i] {
			fw.sh[i] = fw.shadowOrNull(i.Operand(0))
		}
		return nil
	case ir.OpExtractValue, ir.OpExtractElement:
		if isAct {
			fw.tan[i] = cloneWith(b, i, fw.tangent(i.Operand(0)))
		} else if act.shadowed[i] {
			fw.sh[i] = cloneWith(b, i, fw.shadowOrNull(i.Operand(0)))
		} else if i.Typ.IsPtr() && act.isActive(i.Operand(0)) {
			return notDiff(m, i, "pointers inside active aggregates are not supported")
		}
		return nil
	case ir.OpInsertValue, ir.OpInsertElement:
		if act.shadowed[i] {
			fw.shadowInsert(b, i)
		}
		if isAct {
			s := ir.CloneInstr(i)
			s.Name = ""
			s.SetOperand(0, fw.tangent(i.Operand(0)))
			el := i.Operand(1)
			if act.isActive(el) {
				s.SetOperand(1, fw.tangent(el))
			} else {
				s.SetOperand(1, zeroOf(el.Type()))
			}
			fw.tan[i] = b.Insert(s)
		}
		return nil
	case ir.OpShuffleVector:
		if isAct {
			s := ir.CloneInstr(i)
			s.Name = ""
			s.SetOperand(0, fw.tangent(i.Operand(0)))
			s.SetOperand(1, fw.tangent(i.Operand(1)))
			fw.tan[i] = b.Insert(s)
		}
		return nil
	case ir.OpFPToSI, ir.OpFPToUI, ir.OpSIToFP, ir.OpUIToFP, ir.OpPtrToInt, ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		return nil
	case ir.OpIntToPtr:
		return fw.checkIntToPtr(i)
	case ir.OpCall, ir.OpInvoke:
		return fw.call(b, i)
	case ir.OpCallBr, ir.OpLandingPad, ir.OpResume, ir.OpCmpXchg, ir.OpAtomicRMW, ir.OpVAArg,
		ir.OpIndirectBr, ir.OpCatchSwitch, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchRet, ir.OpCleanupRet:
		return fw.checkUnsupported(i)
	}
	if i.Op.IsBinary() && !i.Op.IsFloatOp() {
		return nil // integer arithmetic: zero derivative
	}
	if !isAct {
		return nil
	}
	r := lookupRule(i.Op.String())
	if r == nil {
		return notDiff(m, i, "no derivative rule for instruction %s", i.Op)
	}
	t, err := fw.applyRule(b, i, r, false)
	if err != nil {
		return notDiff(m, i, "%s: %v", i.Op, err)
	}
	fw.tan[i] = t
	return nil
}

// The helpers below hold what forward mode and reverse mode's augmented
// forward sweep do alike for an instruction's shadow, and the checks by
// which both refuse an instruction, so the two sweeps cannot drift apart.

// cloneWith inserts an unnamed copy of i whose operand 0 is v: the shadow
// or tangent of a load, GEP or aggregate access is the same instruction on
// the shadow or tangent of its first operand.
func cloneWith(b *ir.Builder, i *ir.Instr, v ir.Value) *ir.Instr {
	s := ir.CloneInstr(i)
	s.Name = ""
	s.SetOperand(0, v)
	return b.Insert(s)
}

// shadowPhi makes the shadow phi of a shadowed phi (its incoming values
// are filled in after the sweep).
func (fw *fwdGen) shadowPhi(b *ir.Builder, i *ir.Instr) {
	p := ir.NewInstr(ir.OpPhi, i.Typ)
	b.Insert(p)
	fw.sh[i] = p
	fw.tphis = append(fw.tphis, phiFix{orig: i, dual: p, shadow: true})
}

// shadowGEP makes the shadow of a shadowed GEP or addrspacecast.
func (fw *fwdGen) shadowGEP(b *ir.Builder, i *ir.Instr) error {
	base := fw.shadow(i.Operand(0))
	if base == nil {
		return notDiff(fw.e.m, i, "pointer %s has no shadow", i.Operand(0))
	}
	fw.sh[i] = cloneWith(b, i, base)
	return nil
}

// shadowInsert makes the shadow of a shadowed insertvalue/insertelement.
func (fw *fwdGen) shadowInsert(b *ir.Builder, i *ir.Instr) {
	s := ir.CloneInstr(i)
	s.Name = ""
	s.SetOperand(0, fw.shadowOrNull(i.Operand(0)))
	if el := i.Operand(1); hasPtr(el.Type()) {
		s.SetOperand(1, fw.shadowOrNull(el))
	}
	fw.sh[i] = b.Insert(s)
}

// checkUnshadowedStore refuses a store of an active value to p, which has
// no shadow.
func (fw *fwdGen) checkUnshadowedStore(i *ir.Instr, v, p ir.Value) error {
	if fw.act.isActive(v) && !isPunInt(v.Type()) {
		// (an integer of a float's width stored where no float
		// lives is an integer)
		return notDiff(fw.e.m, i, "an active value is stored into memory that has no shadow (%s)", valueName(p))
	}
	return nil
}

// checkFloatFromBits refuses an inactive bitcast to float whose bits were
// computed from active values.
func (fw *fwdGen) checkFloatFromBits(i *ir.Instr) error {
	if src, ok := i.Operand(0).(*ir.Instr); ok && src.Op != ir.OpLoad && fw.anyActiveOperand(src) {
		return notDiff(fw.e.m, i, "a float is rebuilt from bits computed by %s on an active value", src.Op)
	}
	return nil
}

// checkIntToPtr refuses an inttoptr of the address of active memory.
func (fw *fwdGen) checkIntToPtr(i *ir.Instr) error {
	if fromShadowedAddr(fw.act, i.Operand(0), 0) {
		return notDiff(fw.e.m, i, "a pointer rebuilt from the address of active memory (ptrtoint/inttoptr) is not supported")
	}
	return nil
}

// checkUnsupported refuses an instruction neither sweep differentiates
// (exception handling, atomics, va_arg, ...) when it touches active data.
func (fw *fwdGen) checkUnsupported(i *ir.Instr) error {
	if fw.anyActiveOperand(i) || fw.act.isActive(i) || fw.act.shadowed[i] {
		return notDiff(fw.e.m, i, "%s on active data is not supported", i.Op)
	}
	return nil
}

func (fw *fwdGen) shadowOrNull(v ir.Value) ir.Value {
	if s := fw.shadow(v); s != nil {
		return s
	}
	return ir.Null(v.Type())
}

// zeroMem zeroes the memory of the shadow alloca s (a copy of alloca a).
func (e *engine) zeroMem(b *ir.Builder, s *ir.Instr, a *ir.Instr) error {
	size, err := e.layout.Size(a.ElemType)
	if err != nil {
		return err
	}
	var n ir.Value = ir.Int(ir.I64, int64(size))
	if c, ok := a.Operand(0).(*ir.ConstInt); !ok || c.V != 1 {
		cnt := a.Operand(0)
		if cnt.Type() != ir.I64 {
			cnt = b.Cast(ir.OpZExt, cnt, ir.I64)
		}
		n = b.Mul(n, cnt)
	}
	e.memset(b, s, n)
	return nil
}

// memset emits llvm.memset(p, 0, n).
func (e *engine) memset(b *ir.Builder, p, n ir.Value) {
	if n.Type() != ir.I64 {
		n = b.Cast(ir.OpZExt, n, ir.I64)
	}
	sig := ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr, ir.I8, ir.I64, ir.I1}, false)
	f := e.declare("llvm.memset.p0.i64", sig)
	b.Call(sig, f, p, ir.Int(ir.I8, 0), n, ir.Int(ir.I1, 0))
}

// heapCall emits a call to a C heap function, declaring it.
func (e *engine) heapCall(b *ir.Builder, name string, args ...ir.Value) *ir.Instr {
	var sig *ir.Type
	switch name {
	case "calloc":
		sig = ir.FuncOf(ir.Ptr, []*ir.Type{ir.I64, ir.I64}, false)
	case "malloc":
		sig = ir.FuncOf(ir.Ptr, []*ir.Type{ir.I64}, false)
	case "realloc":
		sig = ir.FuncOf(ir.Ptr, []*ir.Type{ir.Ptr, ir.I64}, false)
	case "free":
		sig = ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)
	}
	f := e.findFunc(name)
	if f == nil {
		f = e.declare(name, sig)
	}
	for k, a := range args {
		if pt := sig.Params()[k]; a.Type() != pt && pt.Kind == ir.IntKind {
			args[k] = b.Cast(ir.OpZExt, a, pt)
		}
	}
	return b.Call(sig, f, args...)
}

// call handles a call in forward mode.
func (fw *fwdGen) call(b *ir.Builder, i *ir.Instr) error {
	m := fw.e.m
	act := fw.act
	cf := calledFunc(i)
	name := ""
	if cf != nil {
		name = cf.Name
	}
	if cf != nil && ignoredIntrinsic(name) {
		return nil
	}
	switch k := heapKind(name); k {
	case allocMalloc, allocNew, allocCalloc, allocZeroed:
		if act.shadowed[i] {
			if err := checkHeapAlign(m, i); err != nil {
				return err
			}
			fw.sh[i] = fw.e.sizedAlloc(b, heapBytes(b, i, k), true)
		}
		return nil
	case allocRealloc:
		if act.shadowed[i] {
			if err := checkHeapAlign(m, i); err != nil {
				return err
			}
			// a zeroed new shadow with the old one's contents
			n := heapBytes(b, i, k)
			s := fw.e.sizedAlloc(b, n, true)
			old := fw.shadowOrNull(i.Operand(1))
			fw.e.sizedCopy(b, s, old, n)
			fw.e.sizedFree(b, old)
			fw.sh[i] = s
		}
		return nil
	case allocFree, allocDelete:
		if s := fw.shadow(i.Operand(1)); s != nil {
			fw.e.sizedFree(b, s)
		}
		return nil
	}
	if kind := memIntrinsic(name); kind != "" {
		dst := i.Operand(1)
		if !act.hasShadow(dst) {
			if kind != "memset" && act.hasShadow(i.Operand(2)) {
				return notDiff(m, i, "%s from active memory into memory without shadow", kind)
			}
			return nil
		}
		sd := fw.shadow(dst)
		if sd == nil {
			return notDiff(m, i, "pointer %s has no shadow", dst)
		}
		if kind != "memset" {
			if ss := fw.shadow(i.Operand(2)); ss != nil {
				c := ir.CloneInstr(i)
				c.Name = ""
				c.SetOperand(1, sd)
				c.SetOperand(2, ss)
				b.Insert(c)
				if i.HasResult() {
					fw.sh[i] = sd
				}
				return nil
			}
		}
		fw.e.memset(b, sd, i.Operand(3))
		if i.HasResult() {
			fw.sh[i] = sd
		}
		return nil
	}
	if cf != nil && !cf.IsDeclaration() {
		return fw.moduleCall(b, i, cf)
	}
	kind, r, err := fw.classifyExternal(i, cf, name)
	switch {
	case kind == extIndirect:
		return fw.indirectCall(b, i)
	case kind == extRule && act.isActive(i):
		t, rerr := fw.applyRule(b, i, r, true)
		if rerr != nil {
			return notDiff(m, i, "%s: %v", name, rerr)
		}
		fw.tan[i] = t
	}
	return err
}

// extKind is what classifyExternal finds a call to be.
type extKind int

const (
	extNothing  extKind = iota // nothing to differentiate, or refused (see the error)
	extIndirect                // through a function pointer, with active data
	extRule                    // to a function with a derivative rule
)

// classifyExternal sorts a call that is neither an allocation, a memory
// intrinsic nor a call of a function defined in the module (cf is its
// callee, nil when indirect; name is cf's name or ""). Forward mode and
// reverse mode's augmented forward sweep treat such calls alike up to what
// they emit, so the order of the tests and the refusal live here once. It
// returns an error for a call with active data that no rule covers.
func (fw *fwdGen) classifyExternal(i *ir.Instr, cf *ir.Func, name string) (extKind, *Rule, error) {
	act := fw.act
	if cf == nil {
		if _, asm := i.Callee().(*ir.InlineAsm); !asm && (fw.anyActiveOperand(i) || act.isActive(i)) {
			return extIndirect, nil, nil
		}
	}
	if r := lookupRule(intrinsicBase(name)); r != nil && cf != nil {
		return extRule, r, nil
	}
	if isInactiveCall(cf) {
		return extNothing, nil, nil
	}
	if fw.anyActiveOperand(i) || act.isActive(i) || act.shadowed[i] {
		return extNothing, nil, refuseExternal(fw.e.m, i, cf, name)
	}
	return extNothing, nil, nil
}

// refuseExternal is the error for a call with active data whose callee is
// unknown: an unresolved indirect call or an external without a rule.
func refuseExternal(m *ir.Module, i *ir.Instr, cf *ir.Func, name string) error {
	if cf == nil {
		return notDiff(m, i, "indirect call through %s that does not resolve to a function of the module, with active arguments", i.Callee())
	}
	return notDiff(m, i, "call to external function @%s, which may use active data and has no derivative rule", name)
}

// callPattern is the activity pattern of a call's arguments.
func callPattern(act *activity, args []ir.Value) []bool {
	p := make([]bool, len(args))
	for k, a := range args {
		if a.Type().IsPtr() {
			p[k] = act.hasShadow(a)
		} else {
			p[k] = act.isActive(a)
		}
	}
	return p
}

func (fw *fwdGen) moduleCall(b *ir.Builder, i *ir.Instr, cf *ir.Func) error {
	args := i.Args()
	if len(args) != len(cf.Params) || cf.Sig.Variadic {
		return notDiff(fw.e.m, i, "call to @%s with %d arguments for %d parameters (variadic or mismatched calls are not differentiated)", cf.Name, len(args), len(cf.Params))
	}
	pat := callPattern(fw.act, args)
	d, err := fw.e.forwardFunc(cf, pat)
	if err != nil {
		return err
	}
	return fw.derivCall(b, i, d, nil, pat, cf.Sig.Ret)
}

// indirectCall differentiates a call through a function pointer with a
// dispatcher over the module's functions of the call's type.
func (fw *fwdGen) indirectCall(b *ir.Builder, i *ir.Instr) error {
	sig := i.ElemType
	args := i.Args()
	if sig.Variadic || len(args) != len(sig.Params()) {
		return notDiff(fw.e.m, i, "variadic indirect call with active arguments")
	}
	if len(fw.e.dispatchCandidates(sig)) == 0 {
		return notDiff(fw.e.m, i, "indirect call through %s: no function of the module has its type %s", i.Callee(), sig)
	}
	pat := callPattern(fw.act, args)
	d, err := fw.e.fwdDispatch(sig, pat)
	if err != nil {
		return err
	}
	return fw.derivCall(b, i, d, []ir.Value{i.Callee()}, pat, sig.Ret)
}

// derivCall replaces call i by a call of its forward derivative d.
func (fw *fwdGen) derivCall(b *ir.Builder, i *ir.Instr, d *ir.Func, lead []ir.Value, pat []bool, ret *ir.Type) error {
	for k := range i.Args() {
		if len(lead) > 0 && i.Attrs().Param(k).Has(ir.AttrByVal) {
			return notDiff(fw.e.m, i, "indirect call with an argument passed by value in memory (byval) is not differentiated")
		}
	}
	cargs := append([]ir.Value(nil), lead...)
	for k, a := range i.Args() {
		cargs = append(cargs, a)
		if pat[k] {
			if a.Type().IsPtr() {
				cargs = append(cargs, fw.shadowOrNull(a))
			} else {
				cargs = append(cargs, fw.tangent(a))
			}
		}
	}
	var c *ir.Instr
	if i.Op == ir.OpInvoke {
		// The results are taken apart at the normal destination, which
		// must be reached from here only.
		normal := i.Succs()[0]
		if n := len(ir.NewCFG(fw.g).Preds(normal)); n != 1 {
			return notDiff(fw.e.m, i, "invoke whose normal destination has %d predecessors", n)
		}
		c = ir.NewInstr(ir.OpInvoke, d.Sig.Ret, append([]ir.Value{d}, cargs...)...)
		c.ElemType = d.Sig
		c.SetSuccs(append([]*ir.Block(nil), i.Succs()...))
		b.Insert(c)
		b = &ir.Builder{}
		b.SetInsertBefore(normal.Instrs[normal.FirstNonPhi()])
	} else {
		c = b.Call(d.Sig, d, cargs...)
	}
	byValAttrs(c.AttrsPtr(), i.AttrsPtr(), len(i.Args()), pat, len(lead))
	if dualRet(ret) {
		p := b.ExtractValue(c, 0)
		t := b.ExtractValue(c, 1)
		fw.skip[p], fw.skip[t] = true, true
		ir.ReplaceAllUsesWith(i, p)
		if fw.act.isActive(i) {
			fw.act.active[p] = true
			fw.tan[p] = t
		}
		if fw.act.shadowed[i] {
			fw.act.shadowed[p] = true
			fw.sh[p] = t
		}
	} else if i.HasResult() {
		ir.ReplaceAllUsesWith(i, c)
	}
	i.Erase()
	return nil
}

// fromShadowedAddr reports whether integer v is computed from the address
// of a shadowed pointer (ptrtoint, then integer arithmetic).
func fromShadowedAddr(act *activity, v ir.Value, depth int) bool {
	i, ok := v.(*ir.Instr)
	if !ok || depth > 8 {
		return false
	}
	if i.Op == ir.OpPtrToInt || i.Op == ir.OpPtrToAddr {
		return act.hasShadow(i.Operand(0))
	}
	if i.Op.IsBinary() || i.Op.IsCast() || i.Op == ir.OpSelect || i.Op == ir.OpPhi {
		for _, o := range i.Operands() {
			if fromShadowedAddr(act, o, depth+1) {
				return true
			}
		}
	}
	return false
}
