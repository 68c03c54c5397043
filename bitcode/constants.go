package bitcode

import (
	"math/big"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of CONSTANTS_BLOCK (LLVMBitCodes.h, ConstantsCodes).
const (
	cstSetType             = 1  // SETTYPE:       [typeid]
	cstNull                = 2  // NULL
	cstUndef               = 3  // UNDEF
	cstInteger             = 4  // INTEGER:       [intval]
	cstWideInteger         = 5  // WIDE_INTEGER:  [n x intval]
	cstFloat               = 6  // FLOAT:         [fpval]
	cstAggregate           = 7  // AGGREGATE:     [n x value number]
	cstString              = 8  // STRING:        [values]
	cstCString             = 9  // CSTRING:       [values]
	cstCEBinop             = 10 // CE_BINOP:      [opcode, opval, opval, flags?]
	cstCECast              = 11 // CE_CAST:       [opcode, opty, opval]
	cstCEGEPOld            = 12 // CE_GEP:        [pointee?, n x (ty, val)] (LLVM < 19)
	cstCESelect            = 13 // CE_SELECT:     [opval, opval, opval]
	cstCEExtractElt        = 14 // CE_EXTRACTELT: [opty, opval, idxty?, idxval]
	cstCEInsertElt         = 15 // CE_INSERTELT:  [opval, opval, idxty?, idxval]
	cstCEShuffleVec        = 16 // CE_SHUFFLEVEC: [opval, opval, opval]
	cstCECmp               = 17 // CE_CMP:        [opty, opval, opval, pred]
	cstInlineAsmOld        = 18 // INLINEASM:     [sideeffect|alignstack, asmstr, conststr]
	cstCEShufVecEx         = 19 // SHUFVEC_EX:    [opty, opval, opval, opval]
	cstCEInboundsGEP       = 20 // INBOUNDS_GEP:  [pointee?, n x (ty, val)] (LLVM < 19)
	cstBlockAddress        = 21 // BLOCKADDRESS:  [fnty, fnval, bb#]
	cstData                = 22 // DATA:          [n x elements]
	cstInlineAsmOld2       = 23 // INLINEASM:     [sideeffect|alignstack|asmdialect, asmstr, conststr]
	cstCEGEPWithInRangeIdx = 24 // [pointee, flags|inrangeidx<<1, n x (ty, val)] (LLVM < 19)
	cstCEUnop              = 25 // CE_UNOP:       [opcode, opval]
	cstPoison              = 26 // POISON
	cstDSOLocalEquivalent  = 27 // DSO_LOCAL_EQUIVALENT: [gvty, gv]
	cstInlineAsmOld3       = 28 // INLINEASM:     [sideeffect|alignstack|asmdialect|unwind, asmstr, conststr]
	cstNoCFIValue          = 29 // NO_CFI:        [fty, f]
	cstInlineAsm           = 30 // INLINEASM:     [fnty, sideeffect|alignstack|asmdialect|unwind, asmstr, conststr]
	cstCEGEPWithInRange    = 31 // [pointee, flags, bitwidth, range, n x (ty, val)] (LLVM 19+)
	cstCEGEP               = 32 // [pointee, flags, n x (ty, val)] (LLVM 19+)
	cstPtrAuth             = 33 // PTRAUTH:       [ptr, key, disc, addrdisc]
	cstPtrAuth2            = 34 // PTRAUTH2:      [ptr, key, disc, addrdisc, deactivation symbol]
)

// maxConstDepth bounds the nesting of constant expressions and aggregates
// (printers and passes recurse over constants).
const maxConstDepth = ir.MaxNesting

// cstRec is a constant record that refers to other values and is built
// once the whole block is read (operands may be forward references).
type cstRec struct {
	code     uint32
	ops      []uint64
	typ      *ir.Type
	bit      uint64
	visiting bool
}

// readConstants decodes a CONSTANTS_BLOCK (module level or inside a
// function body; BitcodeReader.cpp parseConstants). Leaf constants are
// built at once; constants with operands are built at the end of the
// block, in dependency order, so forward references resolve and cycles
// are reported instead of followed.
func (d *decoder) readConstants() error {
	first := len(d.vals)
	curTy := ir.I32
	var e bitstream.Entry // one for the whole block: nothing below keeps &e
	for {
		end, err := d.nextInto(&e)
		if err != nil {
			return err
		}
		if end {
			for id := first; id < len(d.vals); id++ {
				if d.pend[id] != nil {
					if _, err := d.materialize(d.pend[id].bit, uint64(id)); err != nil {
						return err
					}
				}
			}
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if e.Code == cstSetType {
			if len(e.Ops) < 1 {
				return d.invalid(&e, "SETTYPE record has no type")
			}
			t, err := d.typeByID(&e, e.Ops[0])
			if err != nil {
				return err
			}
			if t.Kind == ir.VoidKind || t.Kind == ir.FuncKind || t.Kind == ir.LabelKind || t.Kind == ir.MetadataKind {
				return d.invalid(&e, "constants cannot have type %s", t)
			}
			curTy = t
			continue
		}
		v, pending, err := d.leafConstant(&e, curTy)
		if err != nil {
			return err
		}
		if pending {
			d.vals = append(d.vals, nil)
			d.pend = append(d.pend, &cstRec{code: e.Code, ops: e.Ops, typ: curTy, bit: e.BitPos})
			continue
		}
		d.pushValue(v)
	}
}

// leafConstant builds a constant without operands; pending is true for
// the records that refer to other values.
func (d *decoder) leafConstant(e *bitstream.Entry, t *ir.Type) (v ir.Value, pending bool, err error) {
	ops := e.Ops
	switch e.Code {
	case cstNull:
		// The zero of an integer or floating-point scalar is the
		// ConstantInt or ConstantFP 0 in LLVM (printed `0`, `0.0`); only
		// pointers, tokens, vectors and aggregates have a null value of
		// their own (null, none, zeroinitializer).
		switch {
		case t.Kind == ir.IntKind:
			return &ir.ConstInt{Typ: t}, false, nil
		case t.IsFloat():
			return &ir.ConstFloat{Typ: t}, false, nil
		case t.Kind == ir.LabelKind || t.Kind == ir.MetadataKind:
			return nil, false, d.invalid(e, "null constant of type %s", t)
		}
		return &ir.ConstNull{Typ: t}, false, nil
	case cstUndef:
		return &ir.Undef{Typ: t}, false, nil
	case cstPoison:
		return &ir.Poison{Typ: t}, false, nil
	case cstInteger:
		st := t.Scalar()
		if st.Kind != ir.IntKind || len(ops) < 1 {
			return nil, false, d.invalid(e, "INTEGER constant of type %s", t)
		}
		c := ir.Int(st, decodeSigned(ops[0]))
		if t.IsVector() {
			return &ir.ConstSplat{Typ: t, Elem: c}, false, nil
		}
		return c, false, nil
	case cstWideInteger:
		st := t.Scalar()
		if st.Kind != ir.IntKind || len(ops) < 1 {
			return nil, false, d.invalid(e, "WIDE_INTEGER constant of type %s", t)
		}
		c := intFromBig(st, wideInt(ops, st.Bits))
		if t.IsVector() {
			return &ir.ConstSplat{Typ: t, Elem: c}, false, nil
		}
		return c, false, nil
	case cstFloat:
		c, err := d.floatConst(e, t.Scalar(), ops)
		if err != nil {
			return nil, false, err
		}
		if t.IsVector() {
			return &ir.ConstSplat{Typ: t, Elem: c}, false, nil
		}
		return c, false, nil
	case cstString, cstCString:
		if t.Kind != ir.ArrayKind || !t.Elem.IsInt(8) {
			return nil, false, d.invalid(e, "string constant of type %s", t)
		}
		b := make([]byte, len(ops), len(ops)+1)
		for i, x := range ops {
			b[i] = byte(x)
		}
		if e.Code == cstCString {
			b = append(b, 0)
		}
		if uint64(len(b)) != t.Len {
			return nil, false, d.invalid(e, "string constant has %d bytes, its type %s", len(b), t)
		}
		return &ir.ConstData{Typ: t, Bytes: b}, false, nil
	case cstData:
		return d.dataConst(e, t)
	case cstInlineAsmOld, cstInlineAsmOld2, cstInlineAsmOld3, cstInlineAsm:
		v, err := d.inlineAsm(e, t)
		return v, false, err
	case cstAggregate, cstCEBinop, cstCEUnop, cstCECast, cstCEGEPOld, cstCEInboundsGEP,
		cstCEGEPWithInRangeIdx, cstCEGEPWithInRange, cstCEGEP, cstCESelect, cstCEExtractElt,
		cstCEInsertElt, cstCEShuffleVec, cstCEShufVecEx, cstCECmp, cstBlockAddress,
		cstDSOLocalEquivalent, cstNoCFIValue, cstPtrAuth, cstPtrAuth2:
		return nil, true, nil
	}
	// Unknown constant codes read as undef in LLVM; a newer producer's
	// record silently becoming undef is exactly what irfix must not do.
	return nil, false, d.errAt(e.BitPos, ErrUnsupported, "unknown constant record code %d%s", e.Code, d.producer())
}

// intFromBig builds an integer constant from a value already reduced
// modulo 2^bits.
func intFromBig(t *ir.Type, v *big.Int) *ir.ConstInt {
	if t.Bits <= 64 {
		return &ir.ConstInt{Typ: t, V: v.Uint64()}
	}
	return &ir.ConstInt{Typ: t, Big: v}
}

// floatConst decodes a FLOAT record for scalar type t.
func (d *decoder) floatConst(e *bitstream.Entry, t *ir.Type, ops []uint64) (*ir.ConstFloat, error) {
	c := &ir.ConstFloat{}
	if err := d.setFloatConst(c, e, t, ops); err != nil {
		return nil, err
	}
	return c, nil
}

// setFloatConst is floatConst filling in *c.
func (d *decoder) setFloatConst(c *ir.ConstFloat, e *bitstream.Entry, t *ir.Type, ops []uint64) error {
	if len(ops) < 1 {
		return d.invalid(e, "FLOAT constant without a value")
	}
	*c = ir.ConstFloat{Typ: t}
	switch t.Kind {
	case ir.HalfKind, ir.BFloatKind:
		c.Bits = ops[0] & 0xFFFF
	case ir.FloatKind:
		c.Bits = ops[0] & 0xFFFFFFFF
	case ir.DoubleKind:
		c.Bits = ops[0]
	case ir.X86FP80Kind:
		// Record[0] holds the top 64 bits of the 80-bit value, Record[1]
		// the low 16 (BitcodeReader.cpp parseConstants).
		if len(ops) < 2 {
			return d.invalid(e, "x86_fp80 constant needs two words")
		}
		c.Bits = ops[1]&0xFFFF | ops[0]<<16
		c.Hi = ops[0] >> 48
	case ir.FP128Kind, ir.PPCFP128Kind:
		if len(ops) < 2 {
			return d.invalid(e, "%s constant needs two words", t)
		}
		c.Bits, c.Hi = ops[0], ops[1]
	default:
		return d.invalid(e, "FLOAT constant of type %s", t)
	}
	return nil
}

// dataConst decodes DATA: the elements of a constant data array or
// vector of integers or floats, one per operand.
func (d *decoder) dataConst(e *bitstream.Entry, t *ir.Type) (ir.Value, bool, error) {
	if t.Kind != ir.ArrayKind && t.Kind != ir.VectorKind {
		return nil, false, d.invalid(e, "DATA constant of type %s", t)
	}
	if uint64(len(e.Ops)) != t.Len {
		return nil, false, d.invalid(e, "DATA constant has %d elements, its type %s", len(e.Ops), t)
	}
	et := t.Elem
	if t.Kind == ir.ArrayKind && et.IsInt(8) {
		b := make([]byte, len(e.Ops))
		for i, x := range e.Ops {
			b[i] = byte(x)
		}
		return &ir.ConstData{Typ: t, Bytes: b}, false, nil
	}
	// The elements are made in one array each (a vector or array constant
	// of n elements is two allocations, not n+1; libclc's bodies hold
	// hundreds of thousands of vector constants).
	elems := make([]ir.Constant, len(e.Ops))
	switch {
	case et.IsInt(8) || et.IsInt(16) || et.IsInt(32) || et.IsInt(64):
		ints := make([]ir.ConstInt, len(e.Ops))
		mask := lowMask(et.Bits)
		for i, x := range e.Ops {
			ints[i] = ir.ConstInt{Typ: et, V: x & mask}
			elems[i] = &ints[i]
		}
	case et.Kind == ir.HalfKind || et.Kind == ir.BFloatKind || et.Kind == ir.FloatKind || et.Kind == ir.DoubleKind:
		floats := make([]ir.ConstFloat, len(e.Ops))
		for i, x := range e.Ops {
			if err := d.setFloatConst(&floats[i], e, et, []uint64{x}); err != nil {
				return nil, false, err
			}
			elems[i] = &floats[i]
		}
	default:
		if len(e.Ops) > 0 {
			return nil, false, d.invalid(e, "DATA constant with element type %s", et)
		}
	}
	return &ir.ConstAggregate{Typ: t, Elems: elems}, false, nil
}

func lowMask(bits uint32) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<bits - 1
}

// inlineAsm decodes the four INLINEASM record versions.
func (d *decoder) inlineAsm(e *bitstream.Entry, t *ir.Type) (*ir.InlineAsm, error) {
	ops := e.Ops
	a := &ir.InlineAsm{}
	i := 0
	if e.Code == cstInlineAsm {
		if len(ops) < 1 {
			return nil, d.invalid(e, "INLINEASM record without a function type")
		}
		ft, err := d.typeByID(e, ops[0])
		if err != nil {
			return nil, err
		}
		if ft.Kind != ir.FuncKind {
			return nil, d.invalid(e, "inline asm of non-function type %s", ft)
		}
		a.FuncType = ft
		i = 1
	} else {
		if !t.IsPtr() || t.Elem == nil || t.Elem.Kind != ir.FuncKind {
			return nil, d.invalid(e, "old-style inline asm needs a pointer-to-function type, has %s", t)
		}
		a.FuncType = t.Elem
	}
	if len(ops) < i+2 {
		return nil, d.invalid(e, "INLINEASM record is too short")
	}
	flags := ops[i]
	a.SideEffect = flags&1 != 0
	a.AlignStack = flags>>1&1 != 0
	if e.Code != cstInlineAsmOld {
		a.IntelDialect = flags>>2&1 != 0
	}
	if e.Code == cstInlineAsmOld3 || e.Code == cstInlineAsm {
		a.CanThrow = flags>>3&1 != 0
	}
	i++
	n := ops[i]
	i++
	if n >= uint64(len(ops)-i) {
		return nil, d.invalid(e, "INLINEASM record's asm string exceeds the record")
	}
	a.Asm = recordString(ops[i : i+int(n)])
	i += int(n)
	m := ops[i]
	i++
	if m > uint64(len(ops)-i) {
		return nil, d.invalid(e, "INLINEASM record's constraint string exceeds the record")
	}
	a.Constraints = recordString(ops[i : i+int(m)])
	return a, nil
}

// materialize returns value id, building it (and the pending constants it
// refers to) if it is a constant record not built yet. The walk uses an
// explicit stack: nesting depth is bounded by maxConstDepth, not by the
// Go stack, and a cycle is an error.
func (d *decoder) materialize(bit uint64, id uint64) (ir.Value, error) {
	if id >= uint64(len(d.vals)) {
		return nil, d.errAt(bit, ErrInvalid, "value %d is not defined", id)
	}
	if d.wk != nil && d.pend[id] != nil && d.fn != nil && id < uint64(d.fn.moduleVals) {
		return nil, errSequential // module constants are made before bodies are read in parallel
	}
	if d.pend[id] == nil {
		if d.vals[id] == nil {
			return nil, d.errAt(bit, ErrInvalid, "value %d is used before it is defined", id)
		}
		return d.vals[id], nil
	}
	type frame struct {
		id    uint64
		depth int
	}
	stack := []frame{{id, 1}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		rec := d.pend[top.id]
		if rec == nil {
			stack = stack[:len(stack)-1]
			continue
		}
		if !rec.visiting {
			rec.visiting = true
			if top.depth > maxConstDepth {
				return nil, d.errAt(rec.bit, ErrLimit, "constants nest more than %d levels deep", maxConstDepth)
			}
			operands, err := d.cstOperands(rec)
			if err != nil {
				return nil, err
			}
			for _, op := range operands {
				if op >= uint64(len(d.vals)) {
					return nil, d.errAt(rec.bit, ErrInvalid, "constant refers to value %d, which is not defined (%d values)", op, len(d.vals))
				}
				if p := d.pend[op]; p != nil {
					if p.visiting {
						return nil, d.errAt(rec.bit, ErrInvalid, "constant %d refers to itself through value %d", top.id, op)
					}
					stack = append(stack, frame{op, top.depth + 1})
				}
			}
			continue
		}
		v, err := d.buildConstant(rec)
		if err != nil {
			return nil, err
		}
		d.vals[top.id] = v
		d.pend[top.id] = nil
		stack = stack[:len(stack)-1]
	}
	return d.vals[id], nil
}

// cstOperands lists the value IDs a pending constant record refers to.
func (d *decoder) cstOperands(rec *cstRec) ([]uint64, error) {
	ops := rec.ops
	short := func(n int) error {
		if len(ops) < n {
			return d.errAt(rec.bit, ErrInvalid, "constant record (code %d) has %d operands, needs %d", rec.code, len(ops), n)
		}
		return nil
	}
	switch rec.code {
	case cstAggregate:
		return ops, nil
	case cstCEBinop:
		if err := short(3); err != nil {
			return nil, err
		}
		return ops[1:3], nil
	case cstCEUnop:
		if err := short(2); err != nil {
			return nil, err
		}
		return ops[1:2], nil
	case cstCECast:
		if err := short(3); err != nil {
			return nil, err
		}
		return ops[2:3], nil
	case cstCEGEPOld, cstCEInboundsGEP, cstCEGEPWithInRangeIdx, cstCEGEPWithInRange, cstCEGEP:
		g, err := d.gepLayout(rec)
		if err != nil {
			return nil, err
		}
		ids := make([]uint64, 0, len(g.pairs)/2)
		for i := 1; i < len(g.pairs); i += 2 {
			ids = append(ids, g.pairs[i])
		}
		return ids, nil
	case cstCESelect, cstCEShuffleVec:
		if err := short(3); err != nil {
			return nil, err
		}
		return ops[:3], nil
	case cstCEShufVecEx:
		if err := short(4); err != nil {
			return nil, err
		}
		return ops[1:4], nil
	case cstCEExtractElt:
		if err := short(3); err != nil {
			return nil, err
		}
		if len(ops) >= 4 {
			return []uint64{ops[1], ops[3]}, nil
		}
		return []uint64{ops[1], ops[2]}, nil
	case cstCEInsertElt:
		if err := short(3); err != nil {
			return nil, err
		}
		if len(ops) >= 4 {
			return []uint64{ops[0], ops[1], ops[3]}, nil
		}
		return ops[:3], nil
	case cstCECmp:
		if err := short(4); err != nil {
			return nil, err
		}
		return ops[1:3], nil
	case cstBlockAddress:
		if err := short(3); err != nil {
			return nil, err
		}
		return ops[1:2], nil
	case cstDSOLocalEquivalent, cstNoCFIValue:
		if err := short(2); err != nil {
			return nil, err
		}
		return ops[1:2], nil
	case cstPtrAuth:
		if err := short(4); err != nil {
			return nil, err
		}
		return ops[:4], nil
	case cstPtrAuth2:
		if err := short(5); err != nil {
			return nil, err
		}
		return ops[:5], nil
	}
	return nil, d.errAt(rec.bit, ErrUnsupported, "constant record code %d%s", rec.code, d.producer())
}

// gepLayout splits a constant GEP record: the source element type (absent
// in old records with an even operand count), flags, an inrange range or
// index, and the (type, value) pairs.
type gepRec struct {
	elem        *ir.Type
	flags       uint64
	inRangeIdx  int // -1 when none
	hasRange    bool
	lo, hi      int64
	pairs       []uint64
	baseTypeRaw uint64
}

func (d *decoder) gepLayout(rec *cstRec) (gepRec, error) {
	ops := rec.ops
	g := gepRec{inRangeIdx: -1}
	bad := func(msg string) (gepRec, error) {
		return g, d.errAt(rec.bit, ErrInvalid, "constant getelementptr record: %s", msg)
	}
	if len(ops) < 2 {
		return bad("fewer than two operands")
	}
	i := 0
	if rec.code != cstCEGEPOld && rec.code != cstCEInboundsGEP || len(ops)%2 == 1 {
		t, ok := d.typeAt(ops[i])
		if !ok {
			return bad("source element type is not defined")
		}
		g.elem = t
		i++
	}
	switch rec.code {
	case cstCEInboundsGEP:
		g.flags = 1
	case cstCEGEPWithInRangeIdx:
		if i >= len(ops) {
			return bad("missing flags")
		}
		g.flags = ops[i] & 1
		g.inRangeIdx = int(min(ops[i]>>1, 1<<30))
		i++
	case cstCEGEP:
		if i >= len(ops) {
			return bad("missing flags")
		}
		g.flags = ops[i]
		i++
	case cstCEGEPWithInRange:
		if i+3 > len(ops) {
			return bad("missing flags or inrange")
		}
		g.flags = ops[i]
		bits := ops[i+1]
		if bits == 0 || bits > 64 {
			return bad("inrange bit width is not 1..64")
		}
		g.hasRange = true
		g.lo, g.hi = decodeSigned(ops[i+2]), decodeSigned(ops[i+3])
		i += 4
	}
	g.pairs = ops[i:]
	if len(g.pairs) < 2 || len(g.pairs)%2 != 0 {
		return bad("operands do not form (type, value) pairs")
	}
	g.baseTypeRaw = g.pairs[0]
	return g, nil
}

func (d *decoder) typeAt(id uint64) (*ir.Type, bool) {
	if id >= uint64(len(d.types)) {
		return nil, false
	}
	return d.types[id], true
}

// cval returns value id (already materialized) as a constant.
func (d *decoder) cval(rec *cstRec, id uint64) (ir.Constant, error) {
	v := d.vals[id]
	c, ok := v.(ir.Constant)
	if !ok || v == nil {
		return nil, d.errAt(rec.bit, ErrInvalid, "constant refers to value %d, which is not a constant", id)
	}
	return c, nil
}

// buildConstant builds a pending constant whose operands are built.
func (d *decoder) buildConstant(rec *cstRec) (ir.Value, error) {
	t := rec.typ
	ops := rec.ops
	fail := func(format string, args ...any) (ir.Value, error) {
		return nil, d.errAt(rec.bit, ErrInvalid, format, args...)
	}
	get := func(ids ...uint64) ([]ir.Constant, error) {
		out := make([]ir.Constant, len(ids))
		for i, id := range ids {
			c, err := d.cval(rec, id)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	}
	switch rec.code {
	case cstAggregate:
		elems, err := get(ops...)
		if err != nil {
			return nil, err
		}
		switch t.Kind {
		case ir.StructKind:
			if t.Opaque || len(elems) != len(t.Fields) {
				return fail("struct constant has %d elements, its type %s", len(elems), t)
			}
			for i, c := range elems {
				if c.Type() != t.Fields[i] {
					return fail("struct constant element %d has type %s, expected %s", i, c.Type(), t.Fields[i])
				}
			}
		case ir.ArrayKind, ir.VectorKind:
			if uint64(len(elems)) != t.Len || t.Scalable {
				return fail("aggregate constant has %d elements, its type %s", len(elems), t)
			}
			for i, c := range elems {
				if c.Type() != t.Elem {
					return fail("aggregate constant element %d has type %s, expected %s", i, c.Type(), t.Elem)
				}
			}
		default:
			return &ir.Poison{Typ: t}, nil // as LLVM reads it
		}
		return &ir.ConstAggregate{Typ: t, Elems: elems}, nil
	case cstCEBinop:
		cs, err := get(ops[1], ops[2])
		if err != nil {
			return nil, err
		}
		op, ok := binaryOpcode(ops[0], t)
		if !ok {
			return fail("binary constant expression with opcode %d on %s", ops[0], t)
		}
		ce := &ir.ConstExpr{Op: op, Typ: t, Operands: cs}
		if len(ops) > 3 {
			ce.Flags = binopFlags(op, ops[3])
		}
		return ce, nil
	case cstCEUnop:
		cs, err := get(ops[1])
		if err != nil {
			return nil, err
		}
		if ops[0] != 0 || !t.Scalar().IsFloat() {
			return fail("unary constant expression with opcode %d on %s", ops[0], t)
		}
		return &ir.ConstExpr{Op: ir.OpFNeg, Typ: t, Operands: cs}, nil
	case cstCECast:
		cs, err := get(ops[2])
		if err != nil {
			return nil, err
		}
		op, ok := castOpcode(ops[0])
		if !ok {
			return fail("cast constant expression with unknown opcode %d", ops[0])
		}
		return &ir.ConstExpr{Op: op, Typ: t, Operands: cs}, nil
	case cstCEGEPOld, cstCEInboundsGEP, cstCEGEPWithInRangeIdx, cstCEGEPWithInRange, cstCEGEP:
		g, err := d.gepLayout(rec)
		if err != nil {
			return nil, err
		}
		ids := make([]uint64, 0, len(g.pairs)/2)
		for i := 1; i < len(g.pairs); i += 2 {
			if _, ok := d.typeAt(g.pairs[i-1]); !ok {
				return fail("getelementptr operand type %d is not defined", g.pairs[i-1])
			}
			ids = append(ids, g.pairs[i])
		}
		cs, err := get(ids...)
		if err != nil {
			return nil, err
		}
		base := cs[0].Type().Scalar()
		if !base.IsPtr() {
			return fail("getelementptr base has type %s", cs[0].Type())
		}
		if g.elem == nil {
			if base.Elem == nil {
				return fail("old-style constant getelementptr without a source element type")
			}
			g.elem = base.Elem
		}
		ce := &ir.ConstExpr{Op: ir.OpGetElementPtr, Typ: t, Operands: cs, ElemType: g.elem, InRangeIndex: -1,
			Flags: gepFlags(g.flags)}
		if g.inRangeIdx >= 0 {
			ce.HasInRange, ce.InRangeIndex = true, g.inRangeIdx
		}
		if g.hasRange {
			ce.HasInRange, ce.InRangeLo, ce.InRangeHi = true, g.lo, g.hi
		}
		return ce, nil
	case cstCESelect:
		cs, err := get(ops[0], ops[1], ops[2])
		if err != nil {
			return nil, err
		}
		return &ir.ConstExpr{Op: ir.OpSelect, Typ: t, Operands: cs}, nil
	case cstCEExtractElt:
		idx := ops[2]
		if len(ops) >= 4 {
			idx = ops[3]
		}
		cs, err := get(ops[1], idx)
		if err != nil {
			return nil, err
		}
		if !cs[0].Type().IsVector() {
			return fail("extractelement constant expression on %s", cs[0].Type())
		}
		return &ir.ConstExpr{Op: ir.OpExtractElement, Typ: t, Operands: cs}, nil
	case cstCEInsertElt:
		idx := ops[2]
		if len(ops) >= 4 {
			idx = ops[3]
		}
		cs, err := get(ops[0], ops[1], idx)
		if err != nil {
			return nil, err
		}
		return &ir.ConstExpr{Op: ir.OpInsertElement, Typ: t, Operands: cs}, nil
	case cstCEShuffleVec, cstCEShufVecEx:
		ids := ops[:3]
		if rec.code == cstCEShufVecEx {
			ids = ops[1:4]
		}
		cs, err := get(ids...)
		if err != nil {
			return nil, err
		}
		mask, _, err := d.shuffleMask(rec.bit, cs[2])
		if err != nil {
			return nil, err
		}
		return &ir.ConstExpr{Op: ir.OpShuffleVector, Typ: t, Operands: cs[:2], Mask: mask}, nil
	case cstCECmp:
		cs, err := get(ops[1], ops[2])
		if err != nil {
			return nil, err
		}
		op := ir.OpICmp
		if cs[0].Type().Scalar().IsFloat() {
			op = ir.OpFCmp
		}
		p := ir.Pred(ops[3])
		if op == ir.OpICmp && !p.IsInt() || op == ir.OpFCmp && ops[3] > 15 {
			return fail("comparison constant expression with predicate %d", ops[3])
		}
		return &ir.ConstExpr{Op: op, Typ: t, Operands: cs, Pred: p}, nil
	case cstBlockAddress:
		f, ok := d.vals[ops[1]].(*ir.Func)
		if !ok {
			return fail("blockaddress of value %d, which is not a function", ops[1])
		}
		b, err := d.blockAddressTarget(rec.bit, f, ops[2])
		if err != nil {
			return nil, err
		}
		return &ir.BlockAddress{Func: f, Block: b, Typ: t}, nil
	case cstDSOLocalEquivalent, cstNoCFIValue:
		gv, ok := d.vals[ops[1]].(ir.GlobalValue)
		if !ok {
			return fail("dso_local_equivalent/no_cfi of value %d, which is not a global value", ops[1])
		}
		if rec.code == cstNoCFIValue {
			return &ir.NoCFIValue{GV: gv}, nil
		}
		return &ir.DSOLocalEquivalent{GV: gv}, nil
	case cstPtrAuth, cstPtrAuth2:
		cs, err := get(ops[:len(ops)]...)
		if err != nil {
			return nil, err
		}
		pa := &ir.ConstPtrAuth{Ptr: cs[0], Key: cs[1], Disc: cs[2], AddrDisc: cs[3]}
		if _, ok := pa.Key.(*ir.ConstInt); !ok {
			return fail("ptrauth key is not an integer constant")
		}
		if _, ok := pa.Disc.(*ir.ConstInt); !ok {
			return fail("ptrauth discriminator is not an integer constant")
		}
		if rec.code == cstPtrAuth2 && len(cs) > 4 {
			pa.DeactivationSymbol = cs[4]
		}
		return pa, nil
	}
	return fail("constant record code %d", rec.code)
}

// blockAddressTarget returns block bb of f: the block itself when f's body
// has been read or is being read, else a placeholder the body will adopt.
func (d *decoder) blockAddressTarget(bit uint64, f *ir.Func, bb uint64) (*ir.Block, error) {
	if bb == 0 {
		return nil, d.errAt(bit, ErrInvalid, "blockaddress of the entry block of @%s", f.Name)
	}
	if fs := d.fn; fs != nil && fs.f == f && fs.declared {
		// The body being read names its own block (a blockaddress in
		// the function's constants).
		if bb >= uint64(len(fs.blocks)) {
			return nil, d.errAt(bit, ErrInvalid, "blockaddress of block %d of @%s, which has %d blocks", bb, f.Name, len(fs.blocks))
		}
		return fs.block(bb), nil
	}
	if d.wk != nil {
		// Another body's blocks: which ones exist depends on the
		// order bodies are read in.
		return nil, errSequential
	}
	if len(f.Blocks) > 0 {
		if bb >= uint64(len(f.Blocks)) {
			return nil, d.errAt(bit, ErrInvalid, "blockaddress of block %d of @%s, which has %d blocks", bb, f.Name, len(f.Blocks))
		}
		return f.Blocks[bb], nil
	}
	refs := d.blockRefs[f]
	if refs == nil {
		refs = map[uint64]*ir.Block{}
		d.blockRefs[f] = refs
	}
	b := refs[bb]
	if b == nil {
		b = &ir.Block{Parent: f}
		refs[bb] = b
	}
	return b, nil
}

// shuffleMask expands a shufflevector mask constant into element indices
// (-1 for undef and poison elements); vt is the mask's vector type.
func (d *decoder) shuffleMask(bit uint64, m ir.Constant) ([]int32, *ir.Type, error) {
	vt := m.Type()
	if vt.Kind != ir.VectorKind || !vt.Elem.IsInt(32) {
		return nil, nil, d.errAt(bit, ErrInvalid, "shufflevector mask has type %s, not a vector of i32", vt)
	}
	n := vt.Len
	if n > uint64(d.budget) {
		return nil, nil, d.errAt(bit, ErrLimit, "shufflevector mask of %d elements exceeds what the input size allows", n)
	}
	d.budget -= int64(n)
	mask := make([]int32, n)
	switch c := m.(type) {
	case *ir.ConstNull:
	case *ir.Undef, *ir.Poison:
		for i := range mask {
			mask[i] = -1
		}
	case *ir.ConstSplat:
		ci, ok := c.Elem.(*ir.ConstInt)
		if !ok {
			return nil, nil, d.errAt(bit, ErrInvalid, "shufflevector mask splat of a non-integer")
		}
		for i := range mask {
			mask[i] = int32(ci.V)
		}
	case *ir.ConstAggregate:
		for i, e := range c.Elems {
			switch x := e.(type) {
			case *ir.ConstInt:
				mask[i] = int32(x.V)
			case *ir.Undef, *ir.Poison:
				mask[i] = -1
			default:
				return nil, nil, d.errAt(bit, ErrInvalid, "shufflevector mask element %d is not a constant integer", i)
			}
		}
	default:
		return nil, nil, d.errAt(bit, ErrInvalid, "shufflevector mask is not a constant vector")
	}
	if vt.Scalable {
		// Scalable masks are zeroinitializer or undef/poison only.
		switch m.(type) {
		case *ir.ConstNull, *ir.Undef, *ir.Poison:
		default:
			return nil, nil, d.errAt(bit, ErrInvalid, "scalable shufflevector mask must be zeroinitializer or undef")
		}
	}
	return mask, vt, nil
}

// binaryOpcode decodes a BINOP opcode for operand type t (the FP
// operators share numbers with integer ones).
func binaryOpcode(v uint64, t *ir.Type) (ir.Opcode, bool) {
	st := t.Scalar()
	fp := st.IsFloat()
	if !fp && st.Kind != ir.IntKind {
		return 0, false
	}
	type pair struct{ i, f ir.Opcode }
	table := [...]pair{
		{ir.OpAdd, ir.OpFAdd}, {ir.OpSub, ir.OpFSub}, {ir.OpMul, ir.OpFMul}, {ir.OpUDiv, 0},
		{ir.OpSDiv, ir.OpFDiv}, {ir.OpURem, 0}, {ir.OpSRem, ir.OpFRem}, {ir.OpShl, 0},
		{ir.OpLShr, 0}, {ir.OpAShr, 0}, {ir.OpAnd, 0}, {ir.OpOr, 0}, {ir.OpXor, 0},
	}
	if v >= uint64(len(table)) {
		return 0, false
	}
	op := table[v].i
	if fp {
		op = table[v].f
	}
	return op, op != 0
}

// binopFlags decodes the optional flags operand of BINOP records.
func binopFlags(op ir.Opcode, v uint64) ir.Flags {
	var f ir.Flags
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl:
		if v&1 != 0 { // OBO_NO_UNSIGNED_WRAP
			f |= ir.FlagNUW
		}
		if v&2 != 0 { // OBO_NO_SIGNED_WRAP
			f |= ir.FlagNSW
		}
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		if v&1 != 0 { // PEO_EXACT
			f |= ir.FlagExact
		}
	case ir.OpOr:
		if v&1 != 0 { // PDI_DISJOINT
			f |= ir.FlagDisjoint
		}
	}
	return f
}

// gepFlags decodes GEP no-wrap flags (GEP_INBOUNDS, GEP_NUSW, GEP_NUW);
// inbounds implies nusw, which the model (like the text) leaves implicit.
func gepFlags(v uint64) ir.Flags {
	var f ir.Flags
	if v&1 != 0 {
		f |= ir.FlagInBounds
	} else if v&2 != 0 {
		f |= ir.FlagNUSW
	}
	if v&4 != 0 {
		f |= ir.FlagNUW
	}
	return f
}

// castOpcode decodes CastOpcodes.
func castOpcode(v uint64) (ir.Opcode, bool) {
	table := [...]ir.Opcode{ir.OpTrunc, ir.OpZExt, ir.OpSExt, ir.OpFPToUI, ir.OpFPToSI, ir.OpUIToFP,
		ir.OpSIToFP, ir.OpFPTrunc, ir.OpFPExt, ir.OpPtrToInt, ir.OpIntToPtr, ir.OpBitCast,
		ir.OpAddrSpaceCast, ir.OpPtrToAddr}
	if v >= uint64(len(table)) {
		return 0, false
	}
	return table[v], true
}
