package bitcode

import (
	"math/big"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Abbreviation IDs of CONSTANTS_BLOCK, defined in BLOCKINFO (module.go's
// writeBlockInfo) in this order.
const (
	wAbbrevCstSetType = bitstream.FirstApplicationAbbrevID + iota
	wAbbrevCstInteger
	wAbbrevCstCast
	wAbbrevCstNull
)

type wCstAbbrevs struct {
	aggregate, string8, cstring7, cstring6 uint32
}

// typeOf returns the type a value has in the target's type table. It is
// v.Type() except for inline asm, which the model always gives `ptr`: in
// a typed module its type is a pointer to its function type.
func (w *wWriter) typeOf(v ir.Value) *ir.Type {
	if a, ok := v.(*ir.InlineAsm); ok && w.f.typed {
		return ir.TypedPtr(a.FuncType, 0)
	}
	return v.Type()
}

// writeConstants writes vals[first:last] as a CONSTANTS_BLOCK.
func (w *wWriter) writeConstants(first, last int, module bool) {
	if first >= last {
		return
	}
	w.enter(bitstream.ConstantsBlockID, 4)
	var ab wCstAbbrevs
	if module {
		width := uint(1)
		for 1<<width < last+1 {
			width++
		}
		ab.aggregate = w.define(bitstream.LiteralOp(cstAggregate), bitstream.ArrayOp(), bitstream.FixedOp(width))
		ab.string8 = w.define(bitstream.LiteralOp(cstString), bitstream.ArrayOp(), bitstream.FixedOp(8))
		ab.cstring7 = w.define(bitstream.LiteralOp(cstCString), bitstream.ArrayOp(), bitstream.FixedOp(7))
		ab.cstring6 = w.define(bitstream.LiteralOp(cstCString), bitstream.ArrayOp(), bitstream.Char6Op())
	}
	var lastTy *ir.Type
	for i := first; i < last; i++ {
		v := w.vals[i]
		ty := w.typeOf(v)
		if ty != lastTy {
			lastTy = ty
			w.emit(cstSetType, []uint64{uint64(w.typeID(ty))}, wAbbrevCstSetType)
		}
		w.writeConstant(v, ab)
	}
	w.exit()
}

// writeConstant writes one constant's record.
func (w *wWriter) writeConstant(v ir.Value, ab wCstAbbrevs) {
	rec := w.rec[:0]
	code := uint32(0)
	abbrev := uint32(0)
	switch c := v.(type) {
	case *ir.InlineAsm:
		code = cstInlineAsm
		rec = append(rec, uint64(w.typeID(c.FuncType)), wAsmFlags(c), uint64(len(c.Asm)))
		rec = appendString(rec, c.Asm)
		rec = append(rec, uint64(len(c.Constraints)))
		rec = appendString(rec, c.Constraints)
	case *ir.ConstNull:
		code, abbrev = cstNull, wAbbrevCstNull
	case *ir.Undef:
		code = cstUndef
	case *ir.Poison:
		code = cstPoison
	case *ir.ConstInt:
		code, rec, abbrev = w.intRecord(c, rec)
	case *ir.ConstFloat:
		code, rec = w.floatRecord(c, rec)
		if code == cstNull {
			abbrev = wAbbrevCstNull
		}
	case *ir.ConstData:
		code, rec, abbrev = w.stringRecord(c, rec, ab)
	case *ir.ConstAggregate:
		code, rec, abbrev = w.aggregateRecord(c.Typ, c.Elems, rec, ab)
	case *ir.ConstSplat:
		if c.Typ.Scalable {
			w.fail(ErrBadModule, "splat", "scalable splat was not normalized")
		}
		elems := make([]ir.Constant, c.Typ.Len)
		for i := range elems {
			elems[i] = c.Elem
		}
		code, rec, abbrev = w.aggregateRecord(c.Typ, elems, rec, ab)
	case *ir.ConstExpr:
		code, rec, abbrev = w.exprRecord(c, rec)
	case *ir.BlockAddress:
		code = cstBlockAddress
		rec = append(rec, uint64(w.typeID(c.Func.Type())), uint64(w.valueID(c.Func)), uint64(w.blockIndex(c.Func, c.Block)))
	case *ir.DSOLocalEquivalent:
		code = cstDSOLocalEquivalent
		rec = append(rec, uint64(w.typeID(c.GV.Type())), uint64(w.valueID(c.GV)))
	case *ir.NoCFIValue:
		code = cstNoCFIValue
		rec = append(rec, uint64(w.typeID(c.GV.Type())), uint64(w.valueID(c.GV)))
	case *ir.ConstPtrAuth:
		if !w.f.ptrAuth {
			w.fail(ErrNotExpressible, "ptrauth constant", "ptrauth constants need LLVM >= 19; target is %s", w.t)
		}
		if c.Ptr == nil || c.Key == nil {
			w.fail(ErrBadModule, "ptrauth constant", "missing pointer or key")
		}
		code = cstPtrAuth
		disc, addr := w.ptrAuthDefaults(c)
		rec = append(rec, uint64(w.valueID(c.Ptr)), uint64(w.valueID(c.Key)), uint64(w.valueID(disc)), uint64(w.valueID(addr)))
		if c.DeactivationSymbol != nil {
			if !w.f.ptrAuth2 {
				w.fail(ErrNotExpressible, "ptrauth constant", "a deactivation symbol needs LLVM >= 22; target is %s", w.t)
			}
			code = cstPtrAuth2
			rec = append(rec, uint64(w.valueID(c.DeactivationSymbol)))
		}
	default:
		w.fail(ErrBadModule, "", "constant of kind %T cannot be written", v)
	}
	w.rec = rec
	w.emit(code, rec, abbrev)
}

// ptrAuthDefaults returns a ptrauth constant's discriminator and address
// discriminator, defaulting to i64 0 and a null pointer as in the text
// form.
func (w *wWriter) ptrAuthDefaults(c *ir.ConstPtrAuth) (disc, addr ir.Constant) {
	disc, addr = c.Disc, c.AddrDisc
	if disc == nil {
		disc = ir.Int(ir.I64, 0)
	}
	if addr == nil {
		addr = ir.Null(ir.PtrType(c.Ptr.Type().AddrSpace))
	}
	return disc, addr
}

// intRecord writes INTEGER (sign-rotated) or WIDE_INTEGER; zero is NULL,
// as LLVM writes every null value.
func (w *wWriter) intRecord(c *ir.ConstInt, rec []uint64) (uint32, []uint64, uint32) {
	if c.Typ.Kind != ir.IntKind {
		w.fail(ErrBadModule, "integer constant", "type %s is not an integer type", c.Typ)
	}
	if c.IsZero() {
		return cstNull, rec, wAbbrevCstNull
	}
	if c.Typ.Bits <= 64 {
		return cstInteger, emitSigned(rec, c.Signed()), wAbbrevCstInteger
	}
	b := c.BigValue()
	if b.Sign() < 0 {
		b = new(big.Int).Add(b, new(big.Int).Lsh(big.NewInt(1), uint(c.Typ.Bits)))
	}
	for _, wd := range activeWords(wideWords(b, int(c.Typ.Bits))) {
		rec = emitSigned(rec, int64(wd))
	}
	return cstWideInteger, rec, 0
}

// floatRecord writes FLOAT: the IEEE bits (x86_fp80 in LLVM's two-word
// layout); +0.0 is NULL.
func (w *wWriter) floatRecord(c *ir.ConstFloat, rec []uint64) (uint32, []uint64) {
	if c.Bits == 0 && c.Hi == 0 {
		return cstNull, rec
	}
	switch c.Typ.Kind {
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind:
		rec = append(rec, c.Bits)
	case ir.X86FP80Kind:
		rec = append(rec, c.Hi<<48|c.Bits>>16, c.Bits&0xffff)
	case ir.FP128Kind, ir.PPCFP128Kind:
		rec = append(rec, c.Bits, c.Hi)
	default:
		w.fail(ErrBadModule, "float constant", "type %s is not a floating-point type", c.Typ)
	}
	return cstFloat, rec
}

// stringRecord writes an i8 array: CSTRING when it ends in its only NUL
// (the NUL is implied), STRING otherwise; empty is NULL.
func (w *wWriter) stringRecord(c *ir.ConstData, rec []uint64, ab wCstAbbrevs) (uint32, []uint64, uint32) {
	bs := c.Bytes
	if len(bs) == 0 {
		return cstNull, rec, wAbbrevCstNull
	}
	cstr := bs[len(bs)-1] == 0
	for _, b := range bs[:len(bs)-1] {
		if b == 0 {
			cstr = false
			break
		}
	}
	if !cstr {
		for _, b := range bs {
			rec = append(rec, uint64(b))
		}
		return cstString, rec, ab.string8
	}
	is7, is6 := true, true
	for _, b := range bs[:len(bs)-1] {
		rec = append(rec, uint64(b))
		if b >= 128 {
			is7 = false
		}
		if !wIsChar6(b) {
			is6 = false
		}
	}
	switch {
	case is6:
		return cstCString, rec, ab.cstring6
	case is7:
		return cstCString, rec, ab.cstring7
	}
	return cstCString, rec, 0
}

// aggregateRecord writes DATA for arrays and vectors of simple integers or
// floats (LLVM's ConstantDataSequential), AGGREGATE otherwise.
func (w *wWriter) aggregateRecord(ty *ir.Type, elems []ir.Constant, rec []uint64, ab wCstAbbrevs) (uint32, []uint64, uint32) {
	if (ty.Kind == ir.ArrayKind || ty.Kind == ir.VectorKind) && len(elems) > 0 && w.isDataElemType(ty.Elem) {
		data := true
		for _, e := range elems {
			switch x := e.(type) {
			case *ir.ConstInt:
				rec = append(rec, x.V)
			case *ir.ConstFloat:
				rec = append(rec, x.Bits)
			case *ir.ConstNull:
				rec = append(rec, 0)
			default:
				data = false
			}
			if !data {
				break
			}
		}
		if data {
			return cstData, rec, 0
		}
		rec = rec[:0]
	}
	for _, e := range elems {
		rec = append(rec, uint64(w.valueID(e)))
	}
	return cstAggregate, rec, ab.aggregate
}

// isDataElemType reports whether LLVM stores sequences of t as
// ConstantData (i8/i16/i32/i64, half, bfloat, float, double).
func (w *wWriter) isDataElemType(t *ir.Type) bool {
	switch t.Kind {
	case ir.IntKind:
		return t.Bits == 8 || t.Bits == 16 || t.Bits == 32 || t.Bits == 64
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind:
		return true
	}
	return false
}

// Encoded opcodes (LLVMBitCodes.h CastOpcodes / BinaryOpcodes).
var wCastOpc = map[ir.Opcode]uint64{
	ir.OpTrunc: 0, ir.OpZExt: 1, ir.OpSExt: 2, ir.OpFPToUI: 3, ir.OpFPToSI: 4, ir.OpUIToFP: 5, ir.OpSIToFP: 6,
	ir.OpFPTrunc: 7, ir.OpFPExt: 8, ir.OpPtrToInt: 9, ir.OpIntToPtr: 10, ir.OpBitCast: 11, ir.OpAddrSpaceCast: 12,
	ir.OpPtrToAddr: 13,
}

var wBinOpc = map[ir.Opcode]uint64{
	ir.OpAdd: 0, ir.OpFAdd: 0, ir.OpSub: 1, ir.OpFSub: 1, ir.OpMul: 2, ir.OpFMul: 2, ir.OpUDiv: 3,
	ir.OpSDiv: 4, ir.OpFDiv: 4, ir.OpURem: 5, ir.OpSRem: 6, ir.OpFRem: 6, ir.OpShl: 7, ir.OpLShr: 8,
	ir.OpAShr: 9, ir.OpAnd: 10, ir.OpOr: 11, ir.OpXor: 12,
}

// exprRecord writes a constant expression in the layout the target reads.
func (w *wWriter) exprRecord(c *ir.ConstExpr, rec []uint64) (uint32, []uint64, uint32) {
	what := c.Op.String() + " constant expression"
	if !w.t.HasConstExpr(c.Op) {
		w.fail(ErrNotExpressible, what, "target %s does not read it (lower the module first)", w.t)
	}
	need := func(n int) {
		if len(c.Operands) != n {
			w.fail(ErrBadModule, what, "has %d operands, want %d", len(c.Operands), n)
		}
	}
	id := func(i int) uint64 { return uint64(w.valueID(c.Operands[i])) }
	ty := func(i int) uint64 { return uint64(w.typeID(c.Operands[i].Type())) }
	switch {
	case c.Op.IsCast():
		need(1)
		return cstCECast, append(rec, wCastOpc[c.Op], ty(0), id(0)), wAbbrevCstCast
	case c.Op.IsBinary():
		need(2)
		rec = append(rec, wBinOpc[c.Op], id(0), id(1))
		if fl := w.optFlags(c.Op, c.Flags, 0); fl != 0 {
			rec = append(rec, fl)
		}
		return cstCEBinop, rec, 0
	}
	switch c.Op {
	case ir.OpFNeg:
		need(1)
		return cstCEUnop, append(rec, 0, id(0)), 0
	case ir.OpGetElementPtr:
		return w.gepExprRecord(c, rec)
	case ir.OpSelect:
		need(3)
		return cstCESelect, append(rec, id(0), id(1), id(2)), 0
	case ir.OpExtractElement:
		need(2)
		return cstCEExtractElt, append(rec, ty(0), id(0), ty(1), id(1)), 0
	case ir.OpInsertElement:
		need(3)
		return cstCEInsertElt, append(rec, id(0), id(1), ty(2), id(2)), 0
	case ir.OpShuffleVector:
		need(2)
		mask := uint64(w.valueID(w.shuffleMask(c.Mask, c.Typ)))
		if c.Typ == c.Operands[0].Type() {
			return cstCEShuffleVec, append(rec, id(0), id(1), mask), 0
		}
		return cstCEShufVecEx, append(rec, ty(0), id(0), id(1), mask), 0
	case ir.OpICmp, ir.OpFCmp:
		need(2)
		return cstCECmp, append(rec, ty(0), id(0), id(1), uint64(c.Pred)), 0
	}
	w.fail(ErrNotExpressible, what, "no bitcode record for this constant expression")
	return 0, nil, 0
}

// gepExprRecord writes a getelementptr constant expression: with the
// GEPNoWrapFlags operand (CE_GEP 32 / CE_GEP_WITH_INRANGE 31) for LLVM 19
// and later, with the old codes (CE_GEP 12 / CE_INBOUNDS_GEP 20 /
// CE_GEP_WITH_INRANGE_INDEX 24) before; an older reader takes code 32 for
// an unknown constant and reads it as undef.
func (w *wWriter) gepExprRecord(c *ir.ConstExpr, rec []uint64) (uint32, []uint64, uint32) {
	if len(c.Operands) == 0 || c.ElemType == nil {
		w.fail(ErrBadModule, "getelementptr constant expression", "needs a pointer operand and a source element type")
	}
	if bad := w.t.UnsupportedFlags(ir.OpGetElementPtr, c.Flags); bad != 0 {
		w.fail(ErrNotExpressible, "getelementptr constant expression", "flags %s need a newer reader than %s", wFlagNames(bad), w.t)
	}
	rec = append(rec, uint64(w.typeID(c.ElemType)))
	code := uint32(cstCEGEPOld)
	inbounds := c.Flags&ir.FlagInBounds != 0
	if w.f.gepFlags {
		code = cstCEGEP
		rec = append(rec, w.gepFlagBits(c.Flags))
		if c.HasInRange {
			if c.InRangeIndex >= 0 {
				w.fail(ErrNotExpressible, "getelementptr constant expression", "the inrange index marker was replaced by inrange(lo, hi) in LLVM 19; target is %s", w.t)
			}
			code = cstCEGEPWithInRange
			rec = append(rec, uint64(w.indexWidth(c.Operands[0].Type().AddrSpace)))
			rec = emitSigned(rec, c.InRangeLo)
			rec = emitSigned(rec, c.InRangeHi)
		}
	} else {
		switch {
		case c.HasInRange:
			if c.InRangeIndex < 0 {
				w.fail(ErrNotExpressible, "getelementptr constant expression", "inrange(lo, hi) needs LLVM >= 19; target is %s", w.t)
			}
			code = cstCEGEPWithInRangeIdx
			rec = append(rec, uint64(c.InRangeIndex)<<1|b2u(inbounds))
		case inbounds:
			code = cstCEInboundsGEP
		}
	}
	for _, op := range c.Operands {
		rec = append(rec, uint64(w.typeID(op.Type())), uint64(w.valueID(op)))
	}
	return code, rec, 0
}

// gepFlagBits encodes GEPNoWrapFlags (GEP_INBOUNDS = bit 0, GEP_NUSW =
// bit 1, GEP_NUW = bit 2; inbounds implies nusw).
func (w *wWriter) gepFlagBits(fl ir.Flags) uint64 {
	var v uint64
	if fl&ir.FlagInBounds != 0 {
		v |= 1 | 2
	}
	if fl&ir.FlagNUSW != 0 {
		v |= 2
	}
	if fl&ir.FlagNUW != 0 {
		v |= 4
	}
	return v
}

// optFlags encodes the optional flags of a binary operator, cast, icmp or
// (with fmf) a floating-point operation, as getOptimizationFlags does;
// flags the target does not read are an error.
func (w *wWriter) optFlags(op ir.Opcode, fl ir.Flags, fmf ir.FastMath) uint64 {
	if bad := w.t.UnsupportedFlags(op, fl); bad != 0 {
		w.fail(ErrNotExpressible, op.String(), "flags %s need a newer reader than %s", wFlagNames(bad), w.t)
	}
	var v uint64
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl, ir.OpTrunc:
		if fl&ir.FlagNUW != 0 {
			v |= 1
		}
		if fl&ir.FlagNSW != 0 {
			v |= 2
		}
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		if fl&ir.FlagExact != 0 {
			v |= 1
		}
	case ir.OpOr:
		if fl&ir.FlagDisjoint != 0 {
			v |= 1
		}
	case ir.OpZExt, ir.OpUIToFP:
		if fl&ir.FlagNNeg != 0 {
			v |= 1
		}
	case ir.OpICmp:
		if fl&ir.FlagSameSign != 0 {
			v |= 1
		}
	}
	return v | wFMFBits(fmf)
}

// wFMFBits encodes fast-math flags (fmfBits).
func wFMFBits(fmf ir.FastMath) uint64 {
	var v uint64
	for _, b := range fmfBits {
		if fmf&b.flag != 0 {
			v |= b.bit
		}
	}
	return v
}

// wFlagNames spells flags for messages.
func wFlagNames(fl ir.Flags) string {
	names := []struct {
		f ir.Flags
		n string
	}{{ir.FlagNUW, "nuw"}, {ir.FlagNSW, "nsw"}, {ir.FlagExact, "exact"}, {ir.FlagDisjoint, "disjoint"},
		{ir.FlagNNeg, "nneg"}, {ir.FlagInBounds, "inbounds"}, {ir.FlagNUSW, "nusw"}, {ir.FlagSameSign, "samesign"}}
	s := ""
	for _, x := range names {
		if fl&x.f != 0 {
			if s != "" {
				s += " "
			}
			s += x.n
		}
	}
	return s
}
