package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Instruction record codes of FUNCTION_BLOCK (LLVMBitCodes.h, FunctionCodes).
const (
	instBinop          = 2  // BINOP:      [opval(vt), opval, opcode, flags?]
	instCast           = 3  // CAST:       [opval(vt), destty, castopc, flags?]
	instGEPOld         = 4  // GEP:        [n x operands(vt)]
	instSelect         = 5  // SELECT:     [opval(vt), opval, opval(i1)]
	instExtractElt     = 6  // EXTRACTELT: [opval(vt), opval(vt)]
	instInsertElt      = 7  // INSERTELT:  [opval(vt), opval, opval(vt)]
	instShuffleVec     = 8  // SHUFFLEVEC: [opval(vt), opval, opval(vt)]
	instCmp            = 9  // CMP:        [opval(vt), opval, pred, flags?]
	instRet            = 10 // RET:        [opval(vt)?]
	instBr             = 11 // BR:         [bb#, bb#, cond] or [bb#]
	instSwitch         = 12 // SWITCH:     [opty, cond, default bb, (case value id, bb)*]
	instInvoke         = 13 // INVOKE:     [attrs, cc, normal bb, unwind bb, fnty?, callee(vt), args...]
	instUnreachable    = 15 // UNREACHABLE
	instPhi            = 16 // PHI:        [ty, (val(signed), bb)*, fmf?]
	instAlloca         = 19 // ALLOCA:     [instty, opty, op, packed align/flags, addrspace?]
	instLoad           = 20 // LOAD:       [op(vt), ty?, align, vol]
	instVAArg          = 23 // VAARG:      [valistty, valist, instty]
	instStoreOld       = 24 // STORE:      [ptr(vt), val, align, vol]
	instExtractVal     = 26 // EXTRACTVAL: [opval(vt), n x indices]
	instInsertVal      = 27 // INSERTVAL:  [opval(vt), opval(vt), n x indices]
	instCmp2           = 28 // CMP2:       [opval(vt), opval, pred, flags?]
	instVSelect        = 29 // VSELECT:    [opval(vt), opval, pred(vt), fmf?]
	instInboundsGEPOld = 30 // INBOUNDS_GEP: [n x operands(vt)]
	instIndirectBr     = 31 // INDIRECTBR: [opty, op, bb...]
	instCall           = 34 // CALL:       [attrs, cc, fmf?, fnty?, callee(vt), args...]
	instFence          = 36 // FENCE:      [ordering, ssid]
	instCmpXchgOld     = 37 // CMPXCHG_OLD: [ptr(vt), cmp, new, vol, ordering, ssid, failure?, weak?]
	instAtomicRMWOld   = 38 // ATOMICRMW_OLD: [ptr(vt), val, op, vol, ordering, ssid, align?]
	instResume         = 39 // RESUME:     [opval(vt)]
	instLandingPadOld  = 40 // LANDINGPAD_OLD: [ty, persfn(vt), cleanup, n, (kind, val(vt))*]
	instLoadAtomic     = 41 // LOADATOMIC: [op(vt), ty?, align, vol, ordering, ssid]
	instStoreAtomicOld = 42 // STOREATOMIC_OLD: [ptr(vt), val, align, vol, ordering, ssid]
	instGEP            = 43 // GEP:        [flags, srcelemty, n x operands(vt)]
	instStore          = 44 // STORE:      [ptr(vt), val(vt), align, vol]
	instStoreAtomic    = 45 // STOREATOMIC: [ptr(vt), val(vt), align, vol, ordering, ssid]
	instCmpXchg        = 46 // CMPXCHG:    [ptr(vt), cmp(vt), new, vol, success, ssid, failure, weak, align?]
	instLandingPad     = 47 // LANDINGPAD: [ty, cleanup, n, (kind, val(vt))*]
	instCleanupRet     = 48 // CLEANUPRET: [pad] or [pad, bb]
	instCatchRet       = 49 // CATCHRET:   [pad, bb]
	instCatchPad       = 50 // CATCHPAD:   [parent, n, args(vt)...]
	instCleanupPad     = 51 // CLEANUPPAD: [parent, n, args(vt)...]
	instCatchSwitch    = 52 // CATCHSWITCH: [parent, n, handlers..., unwind?]
	instUnop           = 56 // UNOP:       [opval(vt), opcode, fmf?]
	instCallBr         = 57 // CALLBR:     [attrs, cc, default, n, indirect..., fnty?, callee(vt), args...]
	instFreeze         = 58 // FREEZE:     [opval(vt)]
	instAtomicRMW      = 59 // ATOMICRMW:  [ptr(vt), val(vt), op, vol, ordering, ssid, align?]
)

// Call marker bits of the cc operand (LLVMBitCodes.h, CallMarkersFlags).
const (
	callTail         = 1 << 0
	callCConvShift   = 1
	callMustTail     = 1 << 14
	callExplicitType = 1 << 15
	callNoTail       = 1 << 16
	callFMF          = 1 << 17
	invokeExplicit   = 1 << 13
)

// instruction decodes one instruction record. The result's value ID is
// assigned by the caller.
func (d *decoder) instruction(e *bitstream.Entry) (*ir.Instr, error) {
	switch e.Code {
	case instBinop:
		return d.instBinop(e)
	case instUnop:
		return d.instUnop(e)
	case instCast:
		return d.instCast(e)
	case instGEP, instGEPOld, instInboundsGEPOld:
		return d.instGEP(e)
	case instSelect, instVSelect:
		return d.instSelect(e)
	case instExtractElt, instInsertElt, instShuffleVec:
		return d.instVector(e)
	case instCmp, instCmp2:
		return d.instCmp(e)
	case instExtractVal, instInsertVal:
		return d.instAggregate(e)
	case instRet, instBr, instSwitch, instIndirectBr, instUnreachable, instResume:
		return d.instTerminator(e)
	case instInvoke, instCall, instCallBr:
		return d.instCall(e)
	case instCleanupRet, instCatchRet, instCatchSwitch, instCatchPad, instCleanupPad, instLandingPad, instLandingPadOld:
		return d.instEH(e)
	case instPhi:
		return d.instPhi(e)
	case instAlloca, instLoad, instLoadAtomic, instStore, instStoreOld, instStoreAtomic, instStoreAtomicOld:
		return d.instMemory(e)
	case instCmpXchg, instCmpXchgOld, instAtomicRMW, instAtomicRMWOld, instFence:
		return d.instAtomic(e)
	case instVAArg:
		return d.instVAArg(e)
	case instFreeze:
		o := d.operands(e)
		if v := o.typed(); o.err == nil {
			return d.newInstr(ir.OpFreeze, v.Type(), v), nil
		}
		return nil, o.err
	}
	return nil, d.errAt(e.BitPos, ErrUnsupported, "unknown instruction record code %d%s", e.Code, d.producer())
}

// fmfBits pairs the bits of bitcode fast-math flags (LLVMBitCodes.h
// FastMathMap) with irfix's flags; reader and writer both use it. Bit 0
// (UnsafeAlgebra, the old "fast") is read only.
var fmfBits = [...]struct {
	bit  uint64
	flag ir.FastMath
}{
	{1 << 7, ir.FMFReassoc},
	{1 << 1, ir.FMFNoNaNs},
	{1 << 2, ir.FMFNoInfs},
	{1 << 3, ir.FMFNoSignedZeros},
	{1 << 4, ir.FMFAllowRecip},
	{1 << 5, ir.FMFContract},
	{1 << 6, ir.FMFApproxFunc},
}

// decodeFMF converts bitcode fast-math flags.
func decodeFMF(v uint64) ir.FastMath {
	var f ir.FastMath
	if v&1 != 0 { // UnsafeAlgebra: the old "fast"
		f = ir.FMFFast
	}
	for _, b := range fmfBits {
		if v&b.bit != 0 {
			f |= b.flag
		}
	}
	return f
}

// isFPMath reports whether instructions of type t take fast-math flags
// (FPMathOperator: floating-point scalars, vectors and arrays/structs of
// them).
func isFPMath(t *ir.Type) bool {
	for t.Kind == ir.ArrayKind || t.Kind == ir.VectorKind {
		t = t.Elem
	}
	if t.Kind == ir.StructKind {
		for _, f := range t.Fields {
			if !isFPMath(f) {
				return false
			}
		}
		return len(t.Fields) > 0
	}
	return t.IsFloat()
}

func (d *decoder) instBinop(e *bitstream.Entry) (*ir.Instr, error) {
	o := d.operands(e)
	lhs := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	rhs := o.of(lhs.Type())
	ops := o.rest()
	if o.err != nil {
		return nil, o.err
	}
	if len(ops) == 0 {
		return nil, d.invalid(e, "binary operator record without an opcode")
	}
	op, ok := binaryOpcode(ops[0], lhs.Type())
	if !ok {
		return nil, d.invalid(e, "binary opcode %d on %s", ops[0], lhs.Type())
	}
	in := d.newInstr(op, lhs.Type(), lhs, rhs)
	if len(ops) > 1 {
		if op.IsFloatOp() {
			in.FMF = decodeFMF(ops[1])
		} else {
			in.Flags = binopFlags(op, ops[1])
		}
	}
	return in, nil
}

func (d *decoder) instUnop(e *bitstream.Entry) (*ir.Instr, error) {
	o := d.operands(e)
	v := o.typed()
	ops := o.rest()
	if o.err != nil {
		return nil, o.err
	}
	if len(ops) == 0 || ops[0] != 0 || !v.Type().Scalar().IsFloat() {
		return nil, d.invalid(e, "unary operator record: only fneg on floating point exists")
	}
	in := d.newInstr(ir.OpFNeg, v.Type(), v)
	if len(ops) > 1 {
		in.FMF = decodeFMF(ops[1])
	}
	return in, nil
}

func (d *decoder) instCast(e *bitstream.Entry) (*ir.Instr, error) {
	o := d.operands(e)
	v := o.typed()
	ops := o.rest()
	if o.err != nil {
		return nil, o.err
	}
	if len(ops) < 2 {
		return nil, d.invalid(e, "cast record needs a destination type and an opcode")
	}
	t, err := d.typeByID(e, ops[0])
	if err != nil {
		return nil, err
	}
	op, ok := castOpcode(ops[1])
	if !ok {
		return nil, d.invalid(e, "unknown cast opcode %d", ops[1])
	}
	in := d.newInstr(op, t, v)
	if len(ops) > 2 {
		flags := ops[2]
		switch op {
		case ir.OpZExt, ir.OpUIToFP:
			if flags&1 != 0 {
				in.Flags |= ir.FlagNNeg
			}
		case ir.OpTrunc:
			if flags&1 != 0 {
				in.Flags |= ir.FlagNUW
			}
			if flags&2 != 0 {
				in.Flags |= ir.FlagNSW
			}
		}
		if isFPMath(t) && (op == ir.OpFPTrunc || op == ir.OpFPExt || op == ir.OpUIToFP || op == ir.OpSIToFP) {
			if op == ir.OpUIToFP {
				flags >>= 1
			}
			in.FMF = decodeFMF(flags)
		}
	}
	return in, nil
}

// instGEP decodes GEP (43) and the old GEP codes; the result type is
// computed by indexing, as in the text reader.
func (d *decoder) instGEP(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	o := d.operands(e)
	var flags uint64
	var elem *ir.Type
	switch e.Code {
	case instGEP:
		if len(ops) < 2 {
			return nil, d.invalid(e, "GEP record needs flags and a source element type")
		}
		flags = ops[0]
		t, err := d.typeByID(e, ops[1])
		if err != nil {
			return nil, err
		}
		elem = t
		o.i = 2
	case instInboundsGEPOld:
		flags = 1
	}
	base := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	if elem == nil {
		bt := base.Type().Scalar()
		if !bt.IsPtr() || bt.Elem == nil {
			return nil, d.invalid(e, "old-style GEP on %s needs a typed pointer", base.Type())
		}
		elem = bt.Elem
	}
	// Gathered in scratch: newInstr copies them into the operand list.
	operands := append(d.valBuf[:0], base)
	defer func() {
		clear(operands)
		d.valBuf = operands[:0]
	}()
	for o.more() {
		operands = append(operands, o.typed())
	}
	if o.err != nil {
		return nil, o.err
	}
	rt, err := d.gepResultType(e, elem, operands)
	if err != nil {
		return nil, err
	}
	in := d.newInstr(ir.OpGetElementPtr, rt, operands...)
	in.ElemType = elem
	in.Flags = gepFlags(flags)
	return in, nil
}

// gepResultType indexes elem by the indices after the first and returns
// the result: a pointer (typed to the indexed type for typed modules) in
// the base's address space, or a vector of them when the base or an index
// is a vector.
func (d *decoder) gepResultType(e *bitstream.Entry, elem *ir.Type, ops []ir.Value) (*ir.Type, error) {
	base := ops[0].Type()
	bs := base.Scalar()
	if !bs.IsPtr() {
		return nil, d.invalid(e, "GEP base has type %s", base)
	}
	var vlen uint64
	scalable := false
	if base.IsVector() {
		vlen, scalable = base.Len, base.Scalable
	}
	t := elem
	for n, idx := range ops[1:] {
		it := idx.Type()
		if it.IsVector() {
			if vlen != 0 && (it.Len != vlen || it.Scalable != scalable) {
				return nil, d.invalid(e, "GEP vector index of type %s does not match %d lanes", it, vlen)
			}
			vlen, scalable = it.Len, it.Scalable
		}
		if it.Scalar().Kind != ir.IntKind {
			return nil, d.invalid(e, "GEP index of type %s", it)
		}
		if n == 0 {
			continue
		}
		switch t.Kind {
		case ir.StructKind:
			c := gepStructIndex(idx)
			if c < 0 || c >= int64(len(t.Fields)) {
				return nil, d.invalid(e, "GEP struct index into %s is not a valid constant", t)
			}
			t = t.Fields[c]
		case ir.ArrayKind, ir.VectorKind:
			t = t.Elem
		default:
			return nil, d.invalid(e, "GEP indexes into %s", t)
		}
	}
	rt := d.ptrTo(t, bs.AddrSpace)
	if !d.info.Typed {
		rt = bs
	}
	if vlen != 0 {
		rt = ir.VectorOf(vlen, rt, scalable)
	}
	return rt, nil
}

// gepStructIndex returns the constant of a struct index (a splat for
// vector indices), or -1.
func gepStructIndex(v ir.Value) int64 {
	switch c := v.(type) {
	case *ir.ConstInt:
		if c.Big != nil || c.V > 1<<31 {
			return -1
		}
		return int64(c.V)
	case *ir.ConstSplat:
		return gepStructIndex(c.Elem)
	case *ir.ConstNull:
		return 0
	case *ir.ConstAggregate:
		if len(c.Elems) == 0 {
			return -1
		}
		first := gepStructIndex(c.Elems[0])
		for _, x := range c.Elems[1:] {
			if gepStructIndex(x) != first {
				return -1
			}
		}
		return first
	}
	return -1
}

func (d *decoder) instSelect(e *bitstream.Entry) (*ir.Instr, error) {
	o := d.operands(e)
	tv := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	fv := o.of(tv.Type())
	var cond ir.Value
	if e.Code == instSelect {
		cond = o.of(ir.I1)
	} else {
		cond = o.typed()
	}
	ops := o.rest()
	if o.err != nil {
		return nil, o.err
	}
	ct := cond.Type()
	if ct != ir.I1 && !(ct.IsVector() && ct.Elem == ir.I1) {
		return nil, d.invalid(e, "select condition of type %s", ct)
	}
	in := d.newInstr(ir.OpSelect, tv.Type(), cond, tv, fv)
	if len(ops) > 0 && isFPMath(tv.Type()) {
		in.FMF = decodeFMF(ops[0])
	}
	return in, nil
}

func (d *decoder) instVector(e *bitstream.Entry) (*ir.Instr, error) {
	o := d.operands(e)
	vec := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	vt := vec.Type()
	if !vt.IsVector() {
		return nil, d.invalid(e, "vector instruction on %s", vt)
	}
	switch e.Code {
	case instExtractElt:
		idx := o.typed()
		if o.err != nil {
			return nil, o.err
		}
		return d.newInstr(ir.OpExtractElement, vt.Elem, vec, idx), nil
	case instInsertElt:
		elt := o.of(vt.Elem)
		idx := o.typed()
		if o.err != nil {
			return nil, o.err
		}
		return d.newInstr(ir.OpInsertElement, vt, vec, elt, idx), nil
	}
	vec2 := o.of(vt)
	maskV := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	mc, ok := maskV.(ir.Constant)
	if !ok {
		return nil, d.invalid(e, "shufflevector mask is not a constant")
	}
	mask, mt, err := d.shuffleMask(e.BitPos, mc)
	if err != nil {
		return nil, err
	}
	in := d.newInstr(ir.OpShuffleVector, ir.VectorOf(mt.Len, vt.Elem, mt.Scalable), vec, vec2)
	in.SetMask(mask)
	return in, nil
}

func (d *decoder) instCmp(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	o := d.operands(e)
	lhs := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	rhs := o.of(lhs.Type())
	if o.err != nil {
		return nil, o.err
	}
	i := o.i
	if i >= len(ops) {
		return nil, d.invalid(e, "comparison record without a predicate")
	}
	lt := lhs.Type()
	pred := ops[i]
	i++
	rt := ir.I1
	if lt.IsVector() {
		rt = ir.VectorOf(lt.Len, ir.I1, lt.Scalable)
	}
	var in *ir.Instr
	if lt.Scalar().IsFloat() {
		if pred > 15 {
			return nil, d.invalid(e, "fcmp predicate %d", pred)
		}
		in = d.newInstr(ir.OpFCmp, rt, lhs, rhs)
		if i < len(ops) {
			in.FMF = decodeFMF(ops[i])
			i++
		}
	} else {
		if !ir.Pred(pred).IsInt() || pred > 255 {
			return nil, d.invalid(e, "icmp predicate %d", pred)
		}
		in = d.newInstr(ir.OpICmp, rt, lhs, rhs)
		if i < len(ops) {
			if ops[i]&1 != 0 {
				in.Flags |= ir.FlagSameSign
			}
			i++
		}
	}
	if i != len(ops) {
		return nil, d.invalid(e, "comparison record has %d extra operands", len(ops)-i)
	}
	in.Pred = ir.Pred(pred)
	return in, nil
}

func (d *decoder) instAggregate(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	o := d.operands(e)
	agg := o.typed()
	var val ir.Value
	if e.Code == instInsertVal {
		val = o.typed()
	}
	if o.err != nil {
		return nil, o.err
	}
	i := o.i
	if i == len(ops) {
		return nil, d.invalid(e, "extractvalue/insertvalue without indices")
	}
	t := agg.Type()
	idx := make([]uint32, 0, len(ops)-i)
	for ; i < len(ops); i++ {
		x := ops[i]
		switch t.Kind {
		case ir.StructKind:
			if x >= uint64(len(t.Fields)) {
				return nil, d.invalid(e, "struct index %d out of range for %s", x, t)
			}
			t = t.Fields[x]
		case ir.ArrayKind:
			if x >= t.Len {
				return nil, d.invalid(e, "array index %d out of range for %s", x, t)
			}
			t = t.Elem
		default:
			return nil, d.invalid(e, "extractvalue/insertvalue indexes into %s", t)
		}
		idx = append(idx, uint32(x))
	}
	var in *ir.Instr
	if e.Code == instExtractVal {
		in = d.newInstr(ir.OpExtractValue, t, agg)
	} else {
		if val.Type() != t {
			return nil, d.invalid(e, "insertvalue of %s into a %s field", val.Type(), t)
		}
		in = d.newInstr(ir.OpInsertValue, agg.Type(), agg, val)
	}
	in.SetIndices(idx)
	return in, nil
}

// bb returns block id of the current function.
func (d *decoder) bb(e *bitstream.Entry, id uint64) (*ir.Block, error) {
	fs := d.fn
	if id >= uint64(len(fs.blocks)) {
		return nil, d.invalid(e, "block %d does not exist (the function has %d)", id, len(fs.blocks))
	}
	return fs.block(id), nil
}

func (d *decoder) instTerminator(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	switch e.Code {
	case instUnreachable:
		return d.newInstr(ir.OpUnreachable, ir.Void), nil
	case instRet:
		if len(ops) == 0 {
			return d.newInstr(ir.OpRet, ir.Void), nil
		}
		o := d.operands(e)
		v := o.typed()
		if o.err != nil {
			return nil, o.err
		}
		if len(o.rest()) != 0 {
			return nil, d.invalid(e, "ret record has extra operands")
		}
		return d.newInstr(ir.OpRet, ir.Void, v), nil
	case instResume:
		o := d.operands(e)
		if v := o.typed(); o.err == nil {
			return d.newInstr(ir.OpResume, ir.Void, v), nil
		}
		return nil, o.err
	case instBr:
		if len(ops) != 1 && len(ops) != 3 {
			return nil, d.invalid(e, "br record has %d operands, needs 1 or 3", len(ops))
		}
		t, err := d.bb(e, ops[0])
		if err != nil {
			return nil, err
		}
		if len(ops) == 1 {
			in := d.newInstr(ir.OpBr, ir.Void)
			succs := d.blockList(1)
			succs[0] = t
			in.SetSuccs(succs)
			return in, nil
		}
		f, err := d.bb(e, ops[1])
		if err != nil {
			return nil, err
		}
		c, err := d.value(e, d.absID(ops[2]), ir.I1)
		if err != nil {
			return nil, err
		}
		in := d.newInstr(ir.OpBr, ir.Void, c)
		succs := d.blockList(2)
		succs[0], succs[1] = t, f
		in.SetSuccs(succs)
		return in, nil
	case instSwitch:
		if len(ops) < 3 {
			return nil, d.invalid(e, "switch record has %d operands", len(ops))
		}
		if ops[0]>>16 == 0x4B5 {
			return nil, d.errAt(e.BitPos, ErrUnsupported, "switch records with case ranges (2012 format) are not supported%s", d.producer())
		}
		if len(ops)%2 == 0 {
			return nil, d.invalid(e, "switch record has an even operand count")
		}
		t, err := d.typeByID(e, ops[0])
		if err != nil {
			return nil, err
		}
		if t.Kind != ir.IntKind {
			return nil, d.invalid(e, "switch on %s", t)
		}
		cond, err := d.value(e, d.absID(ops[1]), t)
		if err != nil {
			return nil, err
		}
		def, err := d.bb(e, ops[2])
		if err != nil {
			return nil, err
		}
		// Both lists at their final lengths: the operands gathered in
		// scratch (newInstr copies them), the successors carved.
		operands := append(d.valBuf[:0], cond)
		defer func() {
			clear(operands)
			d.valBuf = operands[:0]
		}()
		succs := append(d.blockList(1 + (len(ops)-3)/2)[:0], def)
		for i := 3; i+1 < len(ops); i += 2 {
			cv, err := d.value(e, ops[i], t) // case values are absolute IDs
			if err != nil {
				return nil, err
			}
			if _, ok := cv.(*ir.ConstInt); !ok {
				return nil, d.invalid(e, "switch case value %d is not a constant integer", ops[i])
			}
			b, err := d.bb(e, ops[i+1])
			if err != nil {
				return nil, err
			}
			operands = append(operands, cv)
			succs = append(succs, b)
		}
		in := d.newInstr(ir.OpSwitch, ir.Void, operands...)
		in.SetSuccs(succs)
		return in, nil
	case instIndirectBr:
		if len(ops) < 2 {
			return nil, d.invalid(e, "indirectbr record has %d operands", len(ops))
		}
		t, err := d.typeByID(e, ops[0])
		if err != nil {
			return nil, err
		}
		addr, err := d.value(e, d.absID(ops[1]), t)
		if err != nil {
			return nil, err
		}
		in := d.newInstr(ir.OpIndirectBr, ir.Void, addr)
		for _, id := range ops[2:] {
			b, err := d.bb(e, id)
			if err != nil {
				return nil, err
			}
			in.SetSuccs(append(in.Succs(), b))
		}
		return in, nil
	}
	return nil, d.invalid(e, "terminator code %d", e.Code)
}

// instCall decodes CALL, INVOKE and CALLBR.
func (d *decoder) instCall(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	if len(ops) < 2 {
		return nil, d.invalid(e, "call record has %d operands", len(ops))
	}
	attrs, err := d.attrList(e, ops[0])
	if err != nil {
		return nil, err
	}
	cc := ops[1]
	i := 2
	var in *ir.Instr
	var op ir.Opcode
	explicit := false
	var callCC ir.CallConv
	var succs []*ir.Block
	var fmf ir.FastMath
	switch e.Code {
	case instCall:
		op = ir.OpCall
		explicit = cc&callExplicitType != 0
		callCC = ir.CallConv((cc & 0x7ff) >> callCConvShift)
		if cc&callFMF != 0 {
			if i >= len(ops) {
				return nil, d.invalid(e, "call record ends before its fast-math flags")
			}
			fmf = decodeFMF(ops[i])
			if fmf == 0 {
				return nil, d.invalid(e, "call record has the fast-math marker but no flags")
			}
			i++
		}
	case instInvoke:
		op = ir.OpInvoke
		explicit = cc&invokeExplicit != 0
		callCC = ir.CallConv(cc & 1023)
		if len(ops) < 4 {
			return nil, d.invalid(e, "invoke record has %d operands", len(ops))
		}
		n, err := d.bb(e, ops[2])
		if err != nil {
			return nil, err
		}
		u, err := d.bb(e, ops[3])
		if err != nil {
			return nil, err
		}
		succs = []*ir.Block{n, u}
		i = 4
	case instCallBr:
		op = ir.OpCallBr
		explicit = cc&callExplicitType != 0
		callCC = ir.CallConv((cc & 0x7ff) >> callCConvShift)
		if len(ops) < 4 {
			return nil, d.invalid(e, "callbr record has %d operands", len(ops))
		}
		def, err := d.bb(e, ops[2])
		if err != nil {
			return nil, err
		}
		succs = []*ir.Block{def}
		n := ops[3]
		i = 4
		if n > uint64(len(ops)-i) {
			return nil, d.invalid(e, "callbr record claims %d indirect destinations", n)
		}
		for k := uint64(0); k < n; k++ {
			b, err := d.bb(e, ops[i])
			if err != nil {
				return nil, err
			}
			succs = append(succs, b)
			i++
		}
	}
	var fnTy *ir.Type
	if explicit {
		if i >= len(ops) {
			return nil, d.invalid(e, "call record ends before its function type")
		}
		t, err := d.typeByID(e, ops[i])
		if err != nil {
			return nil, err
		}
		if t.Kind != ir.FuncKind {
			return nil, d.invalid(e, "explicit call type %s is not a function type", t)
		}
		fnTy = t
		i++
	}
	o := d.operands(e)
	o.i = i
	callee := o.typed()
	if o.err != nil {
		return nil, o.err
	}
	if _, isAsm := callee.(*ir.InlineAsm); !isAsm && !callee.Type().IsPtr() {
		return nil, d.invalid(e, "callee has type %s, not a pointer", callee.Type())
	}
	if fnTy == nil {
		ct := callee.Type()
		if a, isAsm := callee.(*ir.InlineAsm); isAsm {
			fnTy = a.FuncType
		} else if ct.Elem != nil && ct.Elem.Kind == ir.FuncKind {
			fnTy = ct.Elem
		} else {
			return nil, d.invalid(e, "call without an explicit function type through %s", ct)
		}
	}
	params := fnTy.Params()
	if uint64(len(o.rest())) < uint64(len(params)) {
		return nil, d.invalid(e, "call passes %d operands for %d parameters", len(o.rest()), len(params))
	}
	// Gathered in scratch: newInstr copies them into the operand list.
	operands := append(d.valBuf[:0], callee)
	defer func() {
		clear(operands)
		d.valBuf = operands[:0]
	}()
	for _, pt := range params {
		if pt.Kind == ir.LabelKind {
			return nil, d.errAt(e.BitPos, ErrUnsupported, "calls with label parameters (old callbr) are not supported%s", d.producer())
		}
		operands = append(operands, o.of(pt))
		if o.err != nil {
			return nil, o.err
		}
	}
	if !fnTy.Variadic {
		if o.more() {
			return nil, d.invalid(e, "call passes %d extra operands to a non-variadic function", len(o.rest()))
		}
	} else {
		for o.more() {
			operands = append(operands, o.typed())
		}
		if o.err != nil {
			return nil, o.err
		}
	}
	in = d.newInstr(op, fnTy.Ret, operands...)
	in.ElemType = fnTy
	in.SetAttrs(attrs)
	in.SetCC(callCC)
	in.SetSuccs(succs)
	if op == ir.OpCall {
		switch {
		case cc&callNoTail != 0:
			in.Tail = ir.NoTail
		case cc&callMustTail != 0:
			in.Tail = ir.MustTail
		case cc&callTail != 0:
			in.Tail = ir.Tail
		}
		if fmf != 0 {
			if !isFPMath(fnTy.Ret) {
				return nil, d.invalid(e, "fast-math flags on a call returning %s", fnTy.Ret)
			}
			in.FMF = fmf
		}
	}
	d.takeBundles(in)
	return in, nil
}

// token returns the token operand of pads and their terminators.
func (d *decoder) token(e *bitstream.Entry, rec uint64) (ir.Value, error) {
	return d.value(e, d.absID(rec), ir.Token)
}

func (d *decoder) instEH(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	switch e.Code {
	case instCleanupRet:
		if len(ops) != 1 && len(ops) != 2 {
			return nil, d.invalid(e, "cleanupret record has %d operands", len(ops))
		}
		pad, err := d.token(e, ops[0])
		if err != nil {
			return nil, err
		}
		in := d.newInstr(ir.OpCleanupRet, ir.Void, pad)
		if len(ops) == 2 {
			b, err := d.bb(e, ops[1])
			if err != nil {
				return nil, err
			}
			in.SetSuccs([]*ir.Block{b})
			in.Flags |= ir.FlagUnwindDest
		}
		return in, nil
	case instCatchRet:
		if len(ops) != 2 {
			return nil, d.invalid(e, "catchret record has %d operands", len(ops))
		}
		pad, err := d.token(e, ops[0])
		if err != nil {
			return nil, err
		}
		b, err := d.bb(e, ops[1])
		if err != nil {
			return nil, err
		}
		in := d.newInstr(ir.OpCatchRet, ir.Void, pad)
		in.SetSuccs([]*ir.Block{b})
		return in, nil
	case instCatchSwitch:
		if len(ops) < 2 {
			return nil, d.invalid(e, "catchswitch record has %d operands", len(ops))
		}
		parent, err := d.token(e, ops[0])
		if err != nil {
			return nil, err
		}
		n := ops[1]
		if n > uint64(len(ops)-2) {
			return nil, d.invalid(e, "catchswitch claims %d handlers", n)
		}
		in := d.newInstr(ir.OpCatchSwitch, ir.Token, parent)
		i := 2
		for k := uint64(0); k < n; k++ {
			b, err := d.bb(e, ops[i])
			if err != nil {
				return nil, err
			}
			in.SetSuccs(append(in.Succs(), b))
			i++
		}
		if i+1 == len(ops) {
			b, err := d.bb(e, ops[i])
			if err != nil {
				return nil, err
			}
			in.SetSuccs(append(in.Succs(), b))
			in.Flags |= ir.FlagUnwindDest
			i++
		}
		if i != len(ops) {
			return nil, d.invalid(e, "catchswitch record has extra operands")
		}
		return in, nil
	case instCatchPad, instCleanupPad:
		if len(ops) < 2 {
			return nil, d.invalid(e, "catchpad/cleanuppad record has %d operands", len(ops))
		}
		parent, err := d.token(e, ops[0])
		if err != nil {
			return nil, err
		}
		n := ops[1]
		o := d.operands(e)
		o.i = 2
		operands := []ir.Value{parent}
		for k := uint64(0); k < n && o.err == nil; k++ {
			operands = append(operands, o.typed())
		}
		if o.err != nil {
			return nil, o.err
		}
		if o.more() {
			return nil, d.invalid(e, "catchpad/cleanuppad record has extra operands")
		}
		op := ir.OpCatchPad
		if e.Code == instCleanupPad {
			op = ir.OpCleanupPad
		}
		return d.newInstr(op, ir.Token, operands...), nil
	}
	// LANDINGPAD [ty, cleanup, n, (kind, val)*]; LANDINGPAD_OLD adds the
	// personality after the type.
	if len(ops) < 3 {
		return nil, d.invalid(e, "landingpad record has %d operands", len(ops))
	}
	t, err := d.typeByID(e, ops[0])
	if err != nil {
		return nil, err
	}
	o := d.operands(e)
	o.i = 1
	if e.Code == instLandingPadOld {
		pers := o.typed()
		if o.err != nil {
			return nil, o.err
		}
		c, ok := pers.(ir.Constant)
		if !ok {
			return nil, d.invalid(e, "landingpad personality is not a constant")
		}
		f := d.fn.f
		if f.Personality == nil {
			f.Personality = c
		}
	}
	if o.i+2 > len(ops) {
		return nil, d.invalid(e, "landingpad record ends before its clause count")
	}
	in := d.newInstr(ir.OpLandingPad, t)
	if ops[o.i] != 0 {
		in.Flags |= ir.FlagCleanup
	}
	n := ops[o.i+1]
	o.i += 2
	if n > uint64(len(ops)-o.i) {
		return nil, d.invalid(e, "landingpad claims %d clauses", n)
	}
	vals := d.valBuf[:0]
	for k := uint64(0); k < n; k++ {
		if !o.more() {
			return nil, d.invalid(e, "landingpad record ends inside its clauses")
		}
		kind := ops[o.i]
		o.i++
		v := o.typed()
		if o.err != nil {
			return nil, o.err
		}
		switch kind {
		case 0:
			in.SetClauses(append(in.Clauses(), ir.ClauseCatch))
		case 1:
			in.SetClauses(append(in.Clauses(), ir.ClauseFilter))
		default:
			return nil, d.invalid(e, "landingpad clause kind %d", kind)
		}
		vals = append(vals, v)
	}
	d.setOperands(in, vals)
	clear(vals)
	d.valBuf = vals[:0]
	return in, nil
}

// instPhi decodes PHI: [ty, (val, bb)*, fmf?]; with relative IDs the
// values are signed VBRs (forward references are negative).
func (d *decoder) instPhi(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	if len(ops) < 1 {
		return nil, d.invalid(e, "phi record without a type")
	}
	t, err := d.typeByID(e, ops[0])
	if err != nil {
		return nil, err
	}
	if !t.IsFirstClass() || t.Kind == ir.MetadataKind {
		return nil, d.invalid(e, "phi of type %s", t)
	}
	n := (len(ops) - 1) / 2
	if (len(ops)-1)%2 == 1 && !isFPMath(t) {
		return nil, d.invalid(e, "phi record has an odd operand count")
	}
	in := d.newInstr(ir.OpPhi, t)
	// The values are gathered and set at once (one operand list of the
	// final length); the incoming blocks likewise.
	vals := d.valBuf[:0]
	var inc []*ir.Block
	if n > 0 {
		inc = d.blockList(n)[:0]
	}
	for k := 0; k < n; k++ {
		raw := ops[1+2*k]
		var id uint64
		if d.relativeIDs {
			id = uint64(uint32(len(d.vals)) - uint32(decodeSigned(raw)))
		} else {
			id = raw
		}
		v, err := d.value(e, id, t)
		if err != nil {
			return nil, err
		}
		b, err := d.bb(e, ops[2+2*k])
		if err != nil {
			return nil, err
		}
		vals = append(vals, v)
		inc = append(inc, b)
	}
	d.setOperands(in, vals)
	clear(vals)
	d.valBuf = vals[:0]
	if n > 0 {
		in.SetIncoming(inc)
	}
	if (len(ops)-1)%2 == 1 {
		in.FMF = decodeFMF(ops[len(ops)-1])
	}
	return in, nil
}

// decodeOrdering converts AtomicOrderingCodes (unknown values read as
// seq_cst, as in LLVM).
func decodeOrdering(v uint64) ir.AtomicOrdering {
	if v <= 5 {
		return ir.AtomicOrdering(v)
	}
	return ir.SeqCst
}

func (d *decoder) instMemory(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	switch e.Code {
	case instAlloca:
		if len(ops) != 4 && len(ops) != 5 {
			return nil, d.invalid(e, "alloca record has %d operands, needs 4 or 5", len(ops))
		}
		t, err := d.typeByID(e, ops[0])
		if err != nil {
			return nil, err
		}
		packed := ops[3]
		if packed&(1<<6) == 0 { // not ExplicitType: ops[0] is the pointer type
			if !t.IsPtr() || t.Elem == nil {
				return nil, d.invalid(e, "old-style alloca needs a typed pointer type")
			}
			t = t.Elem
		}
		ct, err := d.typeByID(e, ops[1])
		if err != nil {
			return nil, err
		}
		if ct.Kind != ir.IntKind {
			return nil, d.invalid(e, "alloca element count of type %s", ct)
		}
		count, err := d.value(e, ops[2], ct) // absolute, like LLVM reads it
		if err != nil {
			return nil, err
		}
		align, err := d.decodeAlign(e, packed&31|(packed>>8&7)<<5)
		if err != nil {
			return nil, err
		}
		as := d.allocaAS
		if len(ops) == 5 {
			if ops[4] >= 1<<24 {
				return nil, d.invalid(e, "address space %d out of range", ops[4])
			}
			as = uint32(ops[4])
		}
		in := d.newInstr(ir.OpAlloca, d.ptrTo(t, as), count)
		in.ElemType = t
		in.Align = align
		if packed&(1<<5) != 0 {
			in.Flags |= ir.FlagInAlloca
		}
		if packed&(1<<7) != 0 {
			in.Flags |= ir.FlagSwiftError
		}
		return in, nil
	case instLoad, instLoadAtomic:
		o := d.operands(e)
		p, pt, err := d.pointerOperand(o, "load from")
		if err != nil {
			return nil, err
		}
		i := o.i
		rest := len(ops) - i
		atomic := e.Code == instLoadAtomic
		base := 2
		if atomic {
			base = 4
		}
		var t *ir.Type
		switch {
		case rest == base+1 || atomic && rest == base+2:
			if t, err = d.typeByID(e, ops[i]); err != nil {
				return nil, err
			}
			i++
		case rest == base:
			if pt.Elem == nil {
				return nil, d.invalid(e, "load without an explicit type from %s", pt)
			}
			t = pt.Elem
		default:
			return nil, d.invalid(e, "load record has %d operands after the pointer", rest)
		}
		in := d.newInstr(ir.OpLoad, t, p)
		if err := d.memAccessTail(e, in, ops[i:], atomic, ir.Release); err != nil {
			return nil, err
		}
		return in, nil
	}
	// STORE / STOREATOMIC (and their _OLD forms, whose value has the
	// pointer's element type).
	o := d.operands(e)
	p, pt, err := d.pointerOperand(o, "store to")
	if err != nil {
		return nil, err
	}
	var v ir.Value
	if e.Code == instStore || e.Code == instStoreAtomic {
		v = o.typed()
	} else {
		if pt.Elem == nil {
			return nil, d.invalid(e, "old-style store through %s", pt)
		}
		v = o.of(pt.Elem)
	}
	if o.err != nil {
		return nil, o.err
	}
	i := o.i
	atomic := e.Code == instStoreAtomic || e.Code == instStoreAtomicOld
	want := 2
	if atomic {
		want = 4
	}
	if len(ops)-i != want {
		return nil, d.invalid(e, "store record has %d operands after the value, needs %d", len(ops)-i, want)
	}
	in := d.newInstr(ir.OpStore, ir.Void, v, p)
	if err := d.memAccessTail(e, in, ops[i:], atomic, ir.Acquire); err != nil {
		return nil, err
	}
	return in, nil
}

// pointerOperand reads the typed pointer operand that load, store,
// atomicrmw and cmpxchg records start with; what names the access for the
// error when the operand is not a pointer ("load from", "store to", ...).
func (d *decoder) pointerOperand(o *operands, what string) (ir.Value, *ir.Type, error) {
	p := o.typed()
	if o.err != nil {
		return nil, nil, o.err
	}
	pt := p.Type()
	if !pt.IsPtr() {
		return nil, nil, d.invalid(o.e, "%s %s", what, pt)
	}
	return p, pt, nil
}

// memAccessTail decodes the [align, vol(, ordering, syncscope)] operands
// that end load and store records (LLVMBitCodes.h INST_LOAD/LOADATOMIC,
// INST_STORE/STOREATOMIC); bad is the ordering the access may not have
// (release for loads, acquire for stores). The caller has checked the
// operand count.
func (d *decoder) memAccessTail(e *bitstream.Entry, in *ir.Instr, tail []uint64, atomic bool, bad ir.AtomicOrdering) error {
	align, err := d.decodeAlign(e, tail[0])
	if err != nil {
		return err
	}
	in.Align = align
	if tail[1] != 0 {
		in.Flags |= ir.FlagVolatile
	}
	if !atomic {
		return nil
	}
	in.Flags |= ir.FlagAtomic
	in.Ordering = decodeOrdering(tail[2])
	if in.Ordering == ir.NotAtomic || in.Ordering == bad || in.Ordering == ir.AcqRel || align == 0 {
		return d.invalid(e, "atomic %s with ordering %d and alignment %d", in.Op, tail[2], align)
	}
	ss, err := d.syncScope(e, tail[3])
	in.SetSyncScope(ss)
	return err
}

func (d *decoder) instAtomic(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	if e.Code == instFence {
		if len(ops) != 2 {
			return nil, d.invalid(e, "fence record has %d operands, needs 2", len(ops))
		}
		in := d.newInstr(ir.OpFence, ir.Void)
		in.Ordering = decodeOrdering(ops[0])
		switch in.Ordering {
		case ir.NotAtomic, ir.Unordered, ir.Monotonic:
			return nil, d.invalid(e, "fence with ordering %s", in.Ordering)
		}
		var err error
		ss, err := d.syncScope(e, ops[1])
		in.SetSyncScope(ss)
		if err != nil {
			return nil, err
		}
		return in, nil
	}
	o := d.operands(e)
	p, pt, err := d.pointerOperand(o, "atomic operation on")
	if err != nil {
		return nil, err
	}
	if e.Code == instAtomicRMW || e.Code == instAtomicRMWOld {
		var v ir.Value
		if e.Code == instAtomicRMW {
			v = o.typed()
		} else {
			if pt.Elem == nil {
				return nil, d.invalid(e, "old-style atomicrmw through %s", pt)
			}
			v = o.of(pt.Elem)
		}
		if o.err != nil {
			return nil, o.err
		}
		i := o.i
		rest := len(ops) - i
		if rest != 4 && rest != 5 {
			return nil, d.invalid(e, "atomicrmw record has %d operands after the value", rest)
		}
		if ops[i] > 20 {
			return nil, d.errAt(e.BitPos, ErrUnsupported, "unknown atomicrmw operation %d%s", ops[i], d.producer())
		}
		in := d.newInstr(ir.OpAtomicRMW, v.Type(), p, v)
		in.RMWOp = ir.RMWOp(ops[i])
		if ops[i+1] != 0 {
			in.Flags |= ir.FlagVolatile
		}
		in.Ordering = decodeOrdering(ops[i+2])
		if in.Ordering == ir.NotAtomic || in.Ordering == ir.Unordered {
			return nil, d.invalid(e, "atomicrmw with ordering %d", ops[i+2])
		}
		ss, err := d.syncScope(e, ops[i+3])
		in.SetSyncScope(ss)
		if err != nil {
			return nil, err
		}
		if rest == 5 {
			if in.Align, err = d.decodeAlign(e, ops[i+4]); err != nil {
				return nil, err
			}
		}
		return in, nil
	}
	// CMPXCHG: [ptr, cmp(vt), new, vol, success, ssid, failure, weak, align?];
	// CMPXCHG_OLD: [ptr, cmp, new, vol, success, ssid, failure?, weak?].
	var cmp ir.Value
	if e.Code == instCmpXchg {
		cmp = o.typed()
	} else {
		if pt.Elem == nil {
			return nil, d.invalid(e, "old-style cmpxchg through %s", pt)
		}
		cmp = o.of(pt.Elem)
	}
	if o.err != nil {
		return nil, o.err
	}
	nv := o.of(cmp.Type())
	if o.err != nil {
		return nil, o.err
	}
	i := o.i
	rest := len(ops) - i
	if e.Code == instCmpXchg && (rest < 5 || rest > 6) || e.Code == instCmpXchgOld && rest != 5 {
		if e.Code == instCmpXchgOld {
			return nil, d.errAt(e.BitPos, ErrUnsupported, "cmpxchg records without failure ordering and weak flag (LLVM before 3.5) are not supported%s", d.producer())
		}
		return nil, d.invalid(e, "cmpxchg record has %d operands after the values", rest)
	}
	in := d.newInstr(ir.OpCmpXchg, ir.StructOf(false, cmp.Type(), ir.I1), p, cmp, nv)
	if ops[i] != 0 {
		in.Flags |= ir.FlagVolatile
	}
	in.Ordering = decodeOrdering(ops[i+1])
	ss, err := d.syncScope(e, ops[i+2])
	in.SetSyncScope(ss)
	if err != nil {
		return nil, err
	}
	in.FailOrdering = decodeOrdering(ops[i+3])
	switch {
	case in.Ordering == ir.NotAtomic || in.Ordering == ir.Unordered:
		return nil, d.invalid(e, "cmpxchg success ordering %s", in.Ordering)
	case in.FailOrdering == ir.NotAtomic || in.FailOrdering == ir.Unordered || in.FailOrdering == ir.Release || in.FailOrdering == ir.AcqRel:
		return nil, d.invalid(e, "cmpxchg failure ordering %s", in.FailOrdering)
	}
	if ops[i+4] != 0 {
		in.Flags |= ir.FlagWeak
	}
	if rest == 6 {
		if in.Align, err = d.decodeAlign(e, ops[i+5]); err != nil {
			return nil, err
		}
	}
	return in, nil
}

func (d *decoder) instVAArg(e *bitstream.Entry) (*ir.Instr, error) {
	ops := e.Ops
	if len(ops) < 3 {
		return nil, d.invalid(e, "va_arg record has %d operands", len(ops))
	}
	lt, err := d.typeByID(e, ops[0])
	if err != nil {
		return nil, err
	}
	ap, err := d.value(e, d.absID(ops[1]), lt)
	if err != nil {
		return nil, err
	}
	rt, err := d.typeByID(e, ops[2])
	if err != nil {
		return nil, err
	}
	return d.newInstr(ir.OpVAArg, rt, ap), nil
}
