package interp

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Pre-decoding. Each function is translated once, on its first call, into
// a flat slice of compact instructions whose operands are register slots:
// slots [0, len(consts)) hold the function's constants (copied into the
// frame on entry), then the parameters, then one slot per instruction
// result. Phis are not instructions here: each control-flow edge carries
// the moves that set the target block's phis. Common cases get
// specialised opcodes (plain 64-bit arithmetic, scalar loads and stores,
// constant-offset GEPs) with a generic fallback that handles vectors,
// wide integers, poison and undefined bits.

type iop uint8

const (
	iNop iop = iota
	iErr     // raise x.err (a construct that failed to decode)

	// integer binary operators (scalar <= 64 bits); n = width mask
	iAdd
	iSub
	iMul
	iUDiv
	iSDiv
	iURem
	iSRem
	iShl
	iLShr
	iAShr
	iAnd
	iOr
	iXor
	iBinGen // any other shape: m.binop with x.op

	iFAddD
	iFSubD
	iFMulD
	iFDivD
	iFAddF
	iFSubF
	iFMulF
	iFDivF
	iFBinGen
	iFNeg

	iICmp   // scalar <= 64 bits, sub = predicate
	iFCmpD  // double, sub = predicate
	iCmpGen // anything else

	iSelect
	iSelectGen

	iMove    // dst = a (bitcast/addrspacecast/ptr<->int of same width)
	iTrunc   // dst = a & n
	iZExt    // dst = a
	iSExt    // dst = sext(a, w) & n
	iSIToFPD // signed <= 64 bits -> double
	iFPToSID // double -> signed <= 64 bits
	iCastGen

	iAlloca
	iLoad // scalar, little-endian, n = bytes, w = bits
	iLoadGen
	iStore
	iStoreGen
	iGEP
	iGEPGen

	iExtractValue
	iInsertValue
	iExtractElement
	iInsertElement
	iShuffle
	iFreeze

	iCall
	iVAArg
	iCmpXchg
	iAtomicRMW

	iRet
	iRetVoid
	iBr
	iCondBr
	iSwitch
	iIndirectBr
	iUnreachable
	iLandingPad // x.lp: the clauses; the result comes from the unwinding exception
	iResume     // a: the { ptr, i32 } being resumed
)

// inst is one decoded instruction.
type inst struct {
	op    iop
	sub   uint8 // predicate
	align uint16
	flags ir.Flags
	w     uint32 // integer width in bits
	dst   int32
	a, b  int32
	c     int32
	n     uint64 // width mask, byte count, constant offset
	x     *instX
}

// instX holds what only some instructions need.
type instX struct {
	op      ir.Opcode
	typ     *ir.Type // result or operand type, depending on the instruction
	typ2    *ir.Type
	err     error
	args    []int32
	argTys  []*ir.Type
	gep     []gepVar
	edges   []edge
	rtyp    *ir.Type
	cases   []uint64
	caseBig []*big.Int
	call    *callInfo
	indices []uint32
	mask    []int32
	name    string
	lp      *lpInfo
}

// gepVar is a non-constant GEP index: addr += sext(slot, w) * scale.
type gepVar struct {
	slot  int32
	w     uint32
	scale uint64
}

// edge is a control-flow transfer: where to continue and which phi moves
// to make (all reads happen before all writes when tmp is set).
type edge struct {
	pc    int32
	steps int64
	moves []move
	tmp   bool
}

type move struct{ dst, src int32 }

// fnCode is a decoded function.
type fnCode struct {
	fn        *function
	nregs     int
	consts    []V
	params    []int32
	code      []inst
	src       []*ir.Instr
	blockPC   []int32
	entry     int64 // instructions in the entry block
	hasAlloca bool
	// valBytes is what the frame's vector, aggregate and wide-integer
	// values may hold besides their registers (footprint.go); enter
	// charges it.
	valBytes uint64
}

// callInfo describes a call site.
type callInfo struct {
	fnType   *ir.Type
	callee   int32
	direct   *function
	sigErr   error
	args     []int32
	types    []*ir.Type
	byval    []*ir.Type // per argument: the byval type, or nil
	noundef  []bool
	inlineAs string
	normal   edge // invoke: the normal destination
	unwind   edge // invoke: the unwind destination (its landingpad)
	isInvoke bool
}

type decoder struct {
	m      *Machine
	fn     *function
	fc     *fnCode
	slots  map[ir.Value]int32
	cslots map[ir.Constant]int32
	blocks map[*ir.Block]int32
	bsteps []int64
	// numbered are LLVM's numbers for unnamed values (for names in
	// messages), computed on first need.
	numbered map[ir.Value]int
}

// code returns the decoded form of fn, decoding it on first use.
func (m *Machine) code(fn *function) (*fnCode, error) {
	if fn.code != nil || fn.decErr != nil {
		return fn.code, fn.decErr
	}
	d := &decoder{m: m, fn: fn, fc: &fnCode{fn: fn}, slots: map[ir.Value]int32{},
		cslots: map[ir.Constant]int32{}, blocks: map[*ir.Block]int32{}}
	if err := d.decode(); err != nil {
		fn.decErr = err
		return nil, err
	}
	fn.code = d.fc
	return fn.code, nil
}

func (d *decoder) decode() error {
	f := d.fn.ir
	fc := d.fc
	// Slots: parameters and results first (constants are numbered after
	// and shifted to the front once all are known).
	n := int32(0)
	for _, p := range f.Params {
		d.slots[p] = n
		fc.params = append(fc.params, n)
		n++
	}
	pc := int32(0)
	d.bsteps = make([]int64, len(f.Blocks))
	for bi, b := range f.Blocks {
		d.blocks[b] = pc
		for _, in := range b.Instrs {
			if in.HasResult() {
				d.slots[in] = n
				n++
			}
			if in.Op != ir.OpPhi {
				pc++
			}
		}
		d.bsteps[bi] = int64(len(b.Instrs))
		fc.blockPC = append(fc.blockPC, d.blocks[b])
	}
	if len(f.Blocks) == 0 {
		return unsupported("function @%s has no body", f.Name)
	}
	if len(f.Blocks) > 0 && f.Blocks[0].FirstNonPhi() != 0 {
		return unsupported("the entry block of @%s has phi nodes", f.Name)
	}
	fc.entry = d.bsteps[0]
	nres := n
	fc.valBytes = d.m.frameValueBytes(f)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				continue
			}
			fc.code = append(fc.code, d.decodeInstr(in))
			fc.src = append(fc.src, in)
		}
	}
	// Shift: constants go first.
	nc := int32(len(fc.consts))
	shift := func(s *int32) {
		if *s >= 0 && *s < nres {
			*s += nc
		} else if *s >= nres {
			*s -= nres
		}
	}
	for i := range fc.params {
		fc.params[i] += nc
	}
	for i := range fc.code {
		in := &fc.code[i]
		for _, s := range []*int32{&in.dst, &in.a, &in.b, &in.c} {
			shift(s)
		}
		if x := in.x; x != nil {
			for j := range x.args {
				shift(&x.args[j])
			}
			for j := range x.gep {
				shift(&x.gep[j].slot)
			}
			for j := range x.edges {
				for k := range x.edges[j].moves {
					shift(&x.edges[j].moves[k].dst)
					shift(&x.edges[j].moves[k].src)
				}
			}
			if c := x.call; c != nil {
				shift(&c.callee)
				for j := range c.args {
					shift(&c.args[j])
				}
				for k := range c.normal.moves {
					shift(&c.normal.moves[k].dst)
					shift(&c.normal.moves[k].src)
				}
				for k := range c.unwind.moves {
					shift(&c.unwind.moves[k].dst)
					shift(&c.unwind.moves[k].src)
				}
			}
		}
	}
	fc.nregs = int(nres + nc)
	return nil
}

// none marks an unused operand slot (shift leaves negative values alone).
const none = -1

// operand returns the slot of v; constants get a slot in the constant pool.
func (d *decoder) operand(v ir.Value) (int32, error) {
	if s, ok := d.slots[v]; ok {
		return s, nil
	}
	c, ok := v.(ir.Constant)
	if !ok {
		switch v := v.(type) {
		case *ir.InlineAsm:
			return 0, unsupported("inline assembly %q", v.Asm)
		case *ir.MetadataValue:
			return 0, unsupported("metadata operand")
		}
		return 0, unsupported("operand %T that is not in this function", v)
	}
	if s, ok := d.cslots[c]; ok {
		return s, nil
	}
	cv, err := d.m.constVal(c)
	if err != nil {
		return 0, err
	}
	// Constant slots are numbered from a large base and shifted later:
	// use indices >= nres by encoding them as nres + index. Until shift,
	// keep them as len(slots)+... — simpler: store them above every
	// result slot.
	s := int32(len(d.slots)) + int32(len(d.fc.consts))
	d.fc.consts = append(d.fc.consts, cv)
	d.cslots[c] = s
	return s, nil
}

func errInst(err error) inst {
	return inst{op: iErr, dst: none, a: none, b: none, c: none, x: &instX{err: err}}
}

func (d *decoder) edgeTo(from, to *ir.Block) (edge, error) {
	pc, ok := d.blocks[to]
	if !ok {
		return edge{}, unsupported("branch to a block of another function")
	}
	e := edge{pc: pc}
	for bi, b := range d.fn.ir.Blocks {
		if b == to {
			e.steps = d.bsteps[bi]
		}
	}
	dsts := map[int32]bool{}
	for _, phi := range to.Instrs {
		if phi.Op != ir.OpPhi {
			break
		}
		found := false
		for i, inc := range phi.Incoming() {
			if inc == from {
				src, err := d.operand(phi.Operand(i))
				if err != nil {
					return edge{}, err
				}
				e.moves = append(e.moves, move{d.slots[phi], src})
				dsts[d.slots[phi]] = true
				found = true
				break
			}
		}
		if !found {
			return edge{}, ub("phi %s has no incoming value for the edge from %s", formatInstr(phi), blockName(from))
		}
	}
	for _, mv := range e.moves {
		if dsts[mv.src] {
			e.tmp = true
		}
	}
	return e, nil
}

func blockName(b *ir.Block) string {
	if b.Name != "" {
		return "%" + ir.QuoteNameIfNeeded(b.Name)
	}
	return "an unnamed block"
}

func (d *decoder) decodeInstr(in *ir.Instr) inst {
	r, err := d.decodeInstrErr(in)
	if err != nil {
		return errInst(err)
	}
	return r
}

// isSimpleInt reports whether t is a scalar integer the fast paths handle.
func isSimpleInt(t *ir.Type) bool { return t.Kind == ir.IntKind && t.Bits <= 64 }

func hasUnsupportedFloat(t *ir.Type) bool {
	switch t.Kind {
	case ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
		return true
	case ir.VectorKind:
		return hasUnsupportedFloat(t.Elem)
	}
	return false
}

func (d *decoder) decodeInstrErr(in *ir.Instr) (inst, error) {
	m := d.m
	r := inst{op: iNop, dst: none, a: none, b: none, c: none}
	if in.HasResult() {
		r.dst = d.slots[in]
	}
	ops := in.Operands()
	var slots [3]int32
	if !in.Op.IsCallLike() && in.Op != ir.OpSwitch {
		for i := 0; i < len(ops) && i < 3; i++ {
			s, err := d.operand(ops[i])
			if err != nil {
				return r, err
			}
			slots[i] = s
		}
		switch min(len(ops), 3) {
		case 3:
			r.c = slots[2]
			fallthrough
		case 2:
			r.b = slots[1]
			fallthrough
		case 1:
			r.a = slots[0]
		}
	}
	x := &instX{op: in.Op, typ: in.Typ}
	switch op := in.Op; {
	case op.IsBinary():
		t := in.Typ
		if isSimpleInt(t) {
			r.op = map[ir.Opcode]iop{ir.OpAdd: iAdd, ir.OpSub: iSub, ir.OpMul: iMul, ir.OpUDiv: iUDiv,
				ir.OpSDiv: iSDiv, ir.OpURem: iURem, ir.OpSRem: iSRem, ir.OpShl: iShl, ir.OpLShr: iLShr,
				ir.OpAShr: iAShr, ir.OpAnd: iAnd, ir.OpOr: iOr, ir.OpXor: iXor}[op]
			r.w, r.n, r.flags = t.Bits, mask(t.Bits), in.Flags
			if r.op != iNop {
				r.x = x
				return r, nil
			}
		}
		if hasUnsupportedFloat(t) {
			return r, unsupported("%s arithmetic", t.Scalar())
		}
		if op.IsFloatOp() {
			switch {
			case t.Kind == ir.DoubleKind:
				r.op = map[ir.Opcode]iop{ir.OpFAdd: iFAddD, ir.OpFSub: iFSubD, ir.OpFMul: iFMulD, ir.OpFDiv: iFDivD}[op]
			case t.Kind == ir.FloatKind:
				r.op = map[ir.Opcode]iop{ir.OpFAdd: iFAddF, ir.OpFSub: iFSubF, ir.OpFMul: iFMulF, ir.OpFDiv: iFDivF}[op]
			}
			if r.op == iNop {
				r.op = iFBinGen
			}
			r.x = x
			return r, nil
		}
		r.op, r.flags, r.x = iBinGen, in.Flags, x
		return r, nil
	case op == ir.OpFNeg:
		if hasUnsupportedFloat(in.Typ) {
			return r, unsupported("%s arithmetic", in.Typ.Scalar())
		}
		r.op, r.x = iFNeg, x
		return r, nil
	case op == ir.OpICmp || op == ir.OpFCmp:
		t := ops[0].Type()
		x.typ = t
		r.sub, r.flags, r.x = uint8(in.Pred), in.Flags, x
		switch {
		case op == ir.OpICmp && (isSimpleInt(t) || t.Kind == ir.PointerKind):
			r.op, r.w = iICmp, m.scalarBits(t)
		case op == ir.OpFCmp && t.Kind == ir.DoubleKind:
			r.op = iFCmpD
		default:
			if hasUnsupportedFloat(t) {
				return r, unsupported("fcmp on %s", t.Scalar())
			}
			r.op = iCmpGen
		}
		return r, nil
	case op == ir.OpSelect:
		r.x = x
		x.typ2 = ops[0].Type()
		if x.typ2.Kind == ir.VectorKind {
			r.op = iSelectGen
		} else {
			r.op = iSelect
		}
		return r, nil
	case op.IsCast():
		from, to := ops[0].Type(), in.Typ
		x.typ, x.typ2 = from, to
		r.x, r.flags = x, in.Flags
		if hasUnsupportedFloat(from) || hasUnsupportedFloat(to) {
			if op == ir.OpBitCast {
				r.op = iCastGen
				return r, nil
			}
			return r, unsupported("%s between %s and %s", op, from, to)
		}
		scalar := from.Kind != ir.VectorKind && to.Kind != ir.VectorKind
		switch {
		case !scalar:
			r.op = iCastGen
		case op == ir.OpTrunc && isSimpleInt(from) && in.Flags == 0:
			r.op, r.n = iTrunc, mask(to.Bits)
		case op == ir.OpZExt && isSimpleInt(to) && in.Flags == 0:
			r.op = iZExt
		case op == ir.OpSExt && isSimpleInt(to):
			r.op, r.w, r.n = iSExt, from.Bits, mask(to.Bits)
		case op == ir.OpSIToFP && isSimpleInt(from) && to.Kind == ir.DoubleKind:
			r.op, r.w = iSIToFPD, from.Bits
		case op == ir.OpFPToSI && from.Kind == ir.DoubleKind && isSimpleInt(to):
			r.op, r.w = iFPToSID, to.Bits
		case op == ir.OpBitCast && from.Kind == ir.PointerKind && to.Kind == ir.PointerKind,
			op == ir.OpAddrSpaceCast && m.scalarBits(from) == 64 && m.scalarBits(to) == 64,
			(op == ir.OpPtrToInt || op == ir.OpPtrToAddr) && to.IsInt(64) && m.scalarBits(from) == 64,
			op == ir.OpIntToPtr && from.IsInt(64) && m.scalarBits(to) == 64,
			op == ir.OpBitCast && (from.IsInt(64) && to.Kind == ir.DoubleKind || from.Kind == ir.DoubleKind && to.IsInt(64)),
			op == ir.OpBitCast && (from.IsInt(32) && to.Kind == ir.FloatKind || from.Kind == ir.FloatKind && to.IsInt(32)):
			r.op = iMove
		default:
			r.op = iCastGen
		}
		return r, nil
	case op == ir.OpAlloca:
		size, err := m.layout.Size(in.ElemType)
		if err != nil {
			return r, unsupported("alloca of %s: %v", in.ElemType, err)
		}
		if len(ops) == 0 {
			r.a = none
		}
		r.op, r.n = iAlloca, size
		x.typ = in.ElemType
		if len(ops) > 0 {
			x.typ2 = ops[0].Type()
		}
		x.name = "alloca " + operandName(in, numberSlotsCached(d)) + " in @" + ir.QuoteNameIfNeeded(d.fn.name)
		r.x = x
		d.fc.hasAlloca = true
		return r, nil
	case op == ir.OpLoad:
		t := in.Typ
		r.align = alignOf(in.Align)
		r.x = x
		if sz, ok := d.fastSize(t); ok {
			r.op, r.n, r.w = iLoad, sz, m.scalarBits(t)
		} else {
			r.op = iLoadGen
		}
		return r, nil
	case op == ir.OpStore:
		t := ops[0].Type()
		x.typ = t
		r.align = alignOf(in.Align)
		r.x = x
		if sz, ok := d.fastSize(t); ok {
			r.op, r.n = iStore, sz
		} else {
			r.op = iStoreGen
		}
		return r, nil
	case op == ir.OpGetElementPtr:
		return d.decodeGEP(in, r, x)
	case op == ir.OpExtractValue:
		x.typ, x.indices = ops[0].Type(), in.Indices()
		r.op, r.x = iExtractValue, x
		return r, nil
	case op == ir.OpInsertValue:
		x.typ, x.indices = ops[0].Type(), in.Indices()
		r.op, r.x = iInsertValue, x
		return r, nil
	case op == ir.OpExtractElement:
		x.typ, x.typ2 = ops[0].Type(), ops[1].Type()
		r.op, r.x = iExtractElement, x
		return r, nil
	case op == ir.OpInsertElement:
		x.typ, x.typ2 = ops[0].Type(), ops[2].Type()
		r.op, r.x = iInsertElement, x
		return r, nil
	case op == ir.OpShuffleVector:
		x.typ, x.mask = ops[0].Type(), in.Mask()
		r.op, r.x = iShuffle, x
		return r, nil
	case op == ir.OpFreeze:
		r.op, r.x = iFreeze, x
		return r, nil
	case op == ir.OpVAArg:
		r.op, r.x = iVAArg, x
		return r, nil
	case op == ir.OpFence:
		r.op = iNop
		return r, nil
	case op == ir.OpCmpXchg:
		x.typ = ops[1].Type()
		r.op, r.x, r.align = iCmpXchg, x, alignOf(in.Align)
		return r, nil
	case op == ir.OpAtomicRMW:
		x.typ = ops[1].Type()
		x.op = ir.Opcode(in.RMWOp) // reuse: the RMW operation
		r.op, r.x, r.align = iAtomicRMW, x, alignOf(in.Align)
		return r, nil
	case op == ir.OpCall || op == ir.OpInvoke:
		return d.decodeCall(in, r, x)
	case op == ir.OpRet:
		if len(ops) == 0 {
			r.op = iRetVoid
		} else {
			r.op = iRet
			r.x = x
			x.typ = ops[0].Type()
		}
		return r, nil
	case op == ir.OpBr:
		r.x = x
		for _, s := range in.Succs() {
			e, err := d.edgeTo(in.Parent, s)
			if err != nil {
				return r, err
			}
			x.edges = append(x.edges, e)
		}
		switch len(in.Succs()) {
		case 1:
			r.op = iBr
		case 2:
			r.op = iCondBr
		default:
			return r, unsupported("br with %d successors", len(in.Succs()))
		}
		return r, nil
	case op == ir.OpSwitch:
		s, err := d.operand(ops[0])
		if err != nil {
			return r, err
		}
		r.a = s
		t := ops[0].Type()
		x.typ = t
		r.w = t.Bits
		for i, succ := range in.Succs() {
			e, err := d.edgeTo(in.Parent, succ)
			if err != nil {
				return r, err
			}
			x.edges = append(x.edges, e)
			if i == 0 {
				continue
			}
			c, ok := ops[i].(*ir.ConstInt)
			if !ok {
				return r, unsupported("switch case value %T", ops[i])
			}
			if t.Bits > 64 {
				x.caseBig = append(x.caseBig, c.BigValue())
			} else {
				x.cases = append(x.cases, c.V)
			}
		}
		r.op, r.x = iSwitch, x
		return r, nil
	case op == ir.OpIndirectBr:
		r.x = x
		for _, s := range in.Succs() {
			e, err := d.edgeTo(in.Parent, s)
			if err != nil {
				return r, err
			}
			x.edges = append(x.edges, e)
			for i, b := range d.fn.ir.Blocks {
				if b == s {
					x.cases = append(x.cases, uint64(i)+1)
				}
			}
		}
		r.op = iIndirectBr
		return r, nil
	case op == ir.OpUnreachable:
		r.op = iUnreachable
		return r, nil
	case op == ir.OpLandingPad:
		lp, err := d.decodeLandingPad(in)
		if err != nil {
			return r, err
		}
		x.lp = lp
		r.op, r.x = iLandingPad, x
		return r, nil
	case op == ir.OpResume:
		s, err := d.operand(ops[0])
		if err != nil {
			return r, err
		}
		r.op, r.a = iResume, s
		return r, nil
	case op == ir.OpCleanupPad, op == ir.OpCatchPad,
		op == ir.OpCatchSwitch, op == ir.OpCatchRet, op == ir.OpCleanupRet:
		return r, unsupported("Windows-style exception handling (%s)", op)
	case op == ir.OpCallBr:
		return r, unsupported("callbr (asm goto)")
	}
	return r, unsupported("instruction %s", in.Op)
}

func alignOf(a ir.Align) uint16 {
	if a == 0 || a > 1<<15 {
		return 1
	}
	return uint16(a)
}

// fastSize reports whether t is a scalar the fast load/store path handles
// and its size in bytes.
func (d *decoder) fastSize(t *ir.Type) (uint64, bool) {
	if d.m.layout.BigEndian {
		return 0, false
	}
	switch t.Kind {
	case ir.IntKind:
		if t.Bits <= 64 && t.Bits%8 == 0 && (t.Bits/8)&(t.Bits/8-1) == 0 {
			return uint64(t.Bits / 8), true
		}
		if t.Bits == 1 {
			return 1, true
		}
	case ir.PointerKind:
		if d.m.scalarBits(t) == 64 {
			return 8, true
		}
	case ir.DoubleKind:
		return 8, true
	case ir.FloatKind:
		return 4, true
	case ir.HalfKind, ir.BFloatKind:
		return 2, true
	}
	return 0, false
}

func (d *decoder) decodeGEP(in *ir.Instr, r inst, x *instX) (inst, error) {
	m := d.m
	ops := in.Operands()
	x.typ = in.ElemType
	x.typ2 = ops[0].Type()
	x.rtyp = in.Typ
	r.flags, r.x = in.Flags, x
	generic := func() (inst, error) {
		r.op = iGEPGen
		for _, o := range ops[1:] {
			s, err := d.operand(o)
			if err != nil {
				return r, err
			}
			x.args = append(x.args, s)
			x.argTys = append(x.argTys, o.Type())
		}
		return r, nil
	}
	if in.Typ.Kind == ir.VectorKind || ops[0].Type().Kind == ir.VectorKind || m.scalarBits(ops[0].Type()) != 64 {
		return generic()
	}
	t := in.ElemType
	var off uint64
	for k, o := range ops[1:] {
		it := o.Type()
		if it.Kind != ir.IntKind || it.Bits > 64 {
			return generic()
		}
		var step uint64
		if k == 0 {
			sz, err := m.layout.Size(t)
			if err != nil {
				return r, unsupported("getelementptr over %s: %v", t, err)
			}
			step = sz
		} else {
			switch t.Kind {
			case ir.StructKind:
				c, ok := o.(*ir.ConstInt)
				if !ok {
					return r, unsupported("getelementptr with a non-constant struct index")
				}
				fo, err := m.layout.FieldOffset(t, int(c.V))
				if err != nil {
					return r, unsupported("getelementptr: %v", err)
				}
				off += fo
				t = t.Fields[c.V]
				continue
			case ir.ArrayKind, ir.VectorKind:
				t = t.Elem
				sz, err := m.layout.Size(t)
				if err != nil {
					return r, unsupported("getelementptr over %s: %v", t, err)
				}
				step = sz
			default:
				return r, unsupported("getelementptr indexes into non-aggregate type %s", t)
			}
		}
		if c, ok := o.(*ir.ConstInt); ok {
			off += uint64(c.Signed()) * step
			continue
		}
		if _, ok := o.(ir.Constant); ok {
			return generic() // undef/poison/expression index
		}
		s, err := d.operand(o)
		if err != nil {
			return r, err
		}
		x.gep = append(x.gep, gepVar{slot: s, w: it.Bits, scale: step})
	}
	r.op, r.n = iGEP, off
	return r, nil
}

func (d *decoder) decodeCall(in *ir.Instr, r inst, x *instX) (inst, error) {
	m := d.m
	ft := in.ElemType
	if ft == nil || ft.Kind != ir.FuncKind {
		return r, unsupported("call without a function type")
	}
	ci := &callInfo{fnType: ft, callee: none}
	x.call = ci
	r.x = x
	r.op = iCall
	callee := in.Callee()
	if ia, ok := callee.(*ir.InlineAsm); ok {
		if strings.TrimSpace(ia.Asm) == "" {
			// An empty asm statement (a compiler barrier): nothing to run.
			ci.inlineAs = "empty"
		} else {
			return r, unsupported("inline assembly %q", ia.Asm)
		}
	} else {
		// Resolve constant callees (a function, or a bitcast of one) now.
		if c, ok := callee.(ir.Constant); ok {
			v, err := m.constVal(c)
			if err != nil {
				return r, err
			}
			if o := m.mem.object(v.U); o != nil && o.kind == objFunc && v.U == o.base && v.X == nil {
				ci.direct = o.fn
				ci.sigErr = m.checkSig(ft, o.fn)
			}
		}
		if ci.direct == nil {
			s, err := d.operand(callee)
			if err != nil {
				return r, err
			}
			ci.callee = s
		}
	}
	if ci.direct != nil && ci.direct.builtin == nil && ci.sigErr == nil && isNoop(ci.direct.name) {
		r.op = iNop
		return r, nil
	}
	for i, a := range in.Args() {
		if _, ok := a.(*ir.MetadataValue); ok {
			ci.args = append(ci.args, none)
			ci.types = append(ci.types, ir.MetaType)
			ci.byval = append(ci.byval, nil)
			ci.noundef = append(ci.noundef, false)
			continue
		}
		s, err := d.operand(a)
		if err != nil {
			return r, err
		}
		ci.args = append(ci.args, s)
		ci.types = append(ci.types, a.Type())
		attrs := in.Attrs().Param(i)
		var bv *ir.Type
		if at, ok := attrs.Get(ir.AttrByVal); ok {
			bv = at.Type
		}
		nu := attrs.Has(ir.AttrNoUndef)
		if ci.direct != nil && !ci.direct.ir.IsDeclaration() && i < len(ci.direct.ir.Params) {
			pa := ci.direct.ir.Attrs.Param(i)
			if bv == nil {
				if at, ok := pa.Get(ir.AttrByVal); ok {
					bv = at.Type
				}
			}
			nu = nu || pa.Has(ir.AttrNoUndef)
		}
		if bv != nil && bv.Kind == ir.VoidKind {
			bv = nil
		}
		ci.byval = append(ci.byval, bv)
		ci.noundef = append(ci.noundef, nu)
	}
	if in.Op == ir.OpInvoke {
		ci.isInvoke = true
		e, err := d.edgeTo(in.Parent, in.Succs()[0])
		if err != nil {
			return r, err
		}
		ci.normal = e
		if e, err = d.edgeTo(in.Parent, in.Succs()[1]); err != nil {
			return r, err
		}
		ci.unwind = e
	}
	return r, nil
}

// isNoop reports intrinsics with no effect the interpreter can observe.
func isNoop(name string) bool {
	for _, p := range []string{"llvm.dbg.", "llvm.lifetime.", "llvm.experimental.noalias.scope.decl",
		"llvm.sideeffect", "llvm.donothing", "llvm.var.annotation", "llvm.codeview.annotation",
		"llvm.pseudoprobe", "llvm.invariant.end", "llvm.instrprof."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// checkSig compares a call-site function type with the callee's: the
// argument count (with varargs), every non-pointer parameter type and the
// return type must agree. Pointers of one address space, and integers of
// pointer width against pointers, pass the same way in every ABI irfix
// targets and are accepted (see package callsig).
func (m *Machine) checkSig(site *ir.Type, fn *function) error {
	callee := fn.ir.Sig
	if site == callee {
		return nil
	}
	sp, cp := site.Params(), callee.Params()
	what := func(msg string) error {
		return ub("call-signature mismatch: the call site's type %s does not match @%s's type %s: %s",
			site, fn.name, callee, msg)
	}
	if len(sp) < len(cp) {
		return what(fmt.Sprintf("%d arguments passed, %d expected", len(sp), len(cp)))
	}
	if len(sp) > len(cp) && !callee.Variadic {
		return what(fmt.Sprintf("%d arguments passed, %d expected", len(sp), len(cp)))
	}
	if callee.Variadic && !site.Variadic && len(sp) == len(cp) && !fn.ir.IsDeclaration() {
		// calling a variadic function through a fixed-argument type: the
		// callee's va_start would read garbage registers.
		return what("a variadic function called through a non-variadic type")
	}
	for i := range cp {
		if !m.abiCompatible(sp[i], cp[i]) {
			return what(fmt.Sprintf("argument %d is %s, the parameter is %s", i+1, sp[i], cp[i]))
		}
	}
	if site.Ret.Kind != ir.VoidKind && !m.abiCompatible(site.Ret, callee.Ret) {
		return what(fmt.Sprintf("the call expects %s, the function returns %s", site.Ret, callee.Ret))
	}
	return nil
}

func (m *Machine) abiCompatible(a, b *ir.Type) bool {
	if a == b {
		return true
	}
	if a.Kind == ir.PointerKind && b.Kind == ir.PointerKind {
		return a.AddrSpace == b.AddrSpace
	}
	if a.Kind == ir.PointerKind && b.Kind == ir.IntKind {
		return b.Bits == m.layout.PtrBits(a.AddrSpace)
	}
	if b.Kind == ir.PointerKind && a.Kind == ir.IntKind {
		return a.Bits == m.layout.PtrBits(b.AddrSpace)
	}
	// Structs and arrays that differ only in pointee types.
	if a.Kind == b.Kind && (a.Kind == ir.StructKind || a.Kind == ir.ArrayKind || a.Kind == ir.VectorKind) {
		return a.Opaqued() == b.Opaqued()
	}
	return false
}

// numberSlotsCached numbers the decoder's function once (for alloca names).
func numberSlotsCached(d *decoder) map[ir.Value]int {
	if d.numbered == nil {
		d.numbered = ir.LocalSlots(d.fn.ir)
	}
	return d.numbered
}
