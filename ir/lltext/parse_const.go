package lltext

import (
	"math"
	"math/big"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// parseTypedValue parses `T v`.
func (p *parser) parseTypedValue() ir.Value {
	t := p.parseType(false)
	return p.parseValue(t)
}

// parseTypedConstant parses `T c`.
func (p *parser) parseTypedConstant() ir.Constant {
	t := p.parseType(false)
	return p.parseConstant(t)
}

// parseValue parses a value of type t: a local, a global or a constant.
func (p *parser) parseValue(t *ir.Type) ir.Value {
	if p.tok.kind == lexLocalVar || p.tok.kind == lexLocalID {
		if p.fn == nil {
			p.err("invalid use of function-local name")
		}
		return p.fn.ref(p, t)
	}
	return p.parseConstant(t)
}

func (p *parser) mismatch(pos int, what string, t *ir.Type) {
	p.errAt(pos, "%s invalid for type '%s'", what, pTypeName(t))
}

// parseConstant parses a constant of type t.
func (p *parser) parseConstant(t *ir.Type) ir.Constant {
	p.enter()
	defer p.leave()
	pos := int(p.tok.pos)
	switch p.tok.kind {
	case lexGlobalVar, lexGlobalID:
		if !t.IsPtr() {
			p.err("global variable reference must have pointer type, not '%s'", t)
		}
		return p.globalRef(t, 0)
	case lexLocalVar, lexLocalID:
		p.err("invalid use of function-local name")
	case lexInt:
		if t.Kind != ir.IntKind {
			p.mismatch(pos, "integer constant", t)
		}
		return p.parseIntConst(t)
	case lexFloat:
		if !t.IsFloat() {
			p.mismatch(pos, "floating point constant", t)
		}
		return p.parseFloatConst(t)
	case lexCString:
		if t.Kind != ir.ArrayKind || t.Elem != ir.I8 {
			p.mismatch(pos, "string constant", t)
		}
		b := append([]byte(nil), p.tok.text...)
		if uint64(len(b)) != t.Len {
			p.err("constant string has %d bytes but type '%s' needs %d", len(b), t, t.Len)
		}
		p.next()
		return &ir.ConstData{Typ: t, Bytes: b}
	case lexLSquare:
		if t.Kind != ir.ArrayKind {
			p.mismatch(pos, "array constant", t)
		}
		p.next()
		elems := p.parseConstList(lexRSquare, func(int) *ir.Type { return t.Elem })
		p.expect(lexRSquare, "']'")
		if uint64(len(elems)) != t.Len {
			p.errAt(pos, "array constant has %d elements but type '%s' needs %d", len(elems), t, t.Len)
		}
		return &ir.ConstAggregate{Typ: t, Elems: elems}
	case lexLBrace:
		return p.parseStructConst(t, false)
	case lexLess:
		p.next()
		if p.is(lexLBrace) {
			c := p.parseStructConst(t, true)
			p.expect(lexGreater, "'>' at end of packed struct constant")
			return c
		}
		if t.Kind != ir.VectorKind || t.Scalable {
			p.mismatch(pos, "vector constant", t)
		}
		elems := p.parseConstList(lexGreater, func(int) *ir.Type { return t.Elem })
		p.expect(lexGreater, "'>'")
		if uint64(len(elems)) != t.Len {
			p.errAt(pos, "vector constant has %d elements but type '%s' needs %d", len(elems), t, t.Len)
		}
		return &ir.ConstAggregate{Typ: t, Elems: elems}
	case lexIdent:
		return p.parseKeywordConst(t)
	}
	p.err("expected value, found %s", p.describe())
	return nil
}

// parseConstList parses `T c, T c, ...` up to (not including) end; typeAt
// gives the expected type of element i.
func (p *parser) parseConstList(end lexKind, typeAt func(int) *ir.Type) []ir.Constant {
	var out []ir.Constant
	if p.is(end) {
		return out
	}
	for {
		pos := int(p.tok.pos)
		et := p.parseType(false)
		if want := typeAt(len(out)); want != et {
			if want == nil {
				p.errAt(pos, "too many elements in constant")
			}
			p.errAt(pos, "element type '%s' does not match '%s'", et, want)
		}
		out = append(out, p.parseConstant(et))
		if !p.eat(lexComma) {
			return out
		}
	}
}

func (p *parser) parseStructConst(t *ir.Type, packed bool) ir.Constant {
	pos := int(p.tok.pos)
	if t.Kind != ir.StructKind || t.Packed != packed || t.Opaque {
		p.mismatch(pos, "struct constant", t)
	}
	p.expect(lexLBrace, "'{'")
	elems := p.parseConstList(lexRBrace, func(i int) *ir.Type {
		if i < len(t.Fields) {
			return t.Fields[i]
		}
		return nil
	})
	p.expect(lexRBrace, "'}'")
	if len(elems) != len(t.Fields) {
		p.errAt(pos, "struct constant has %d elements but type '%s' has %d", len(elems), t, len(t.Fields))
	}
	return &ir.ConstAggregate{Typ: t, Elems: elems}
}

// parseIntConst parses an integer literal of integer type t.
func (p *parser) parseIntConst(t *ir.Type) *ir.ConstInt {
	txt := p.tok.text
	pos := int(p.tok.pos)
	p.next()
	var v *big.Int
	switch txt[0] {
	case 'u', 's':
		v, _ = new(big.Int).SetString(string(txt[3:]), 16)
		if txt[0] == 's' {
			// Signed hex: the top bit of the written digits is the sign.
			n := uint(len(txt)-3) * 4
			if v.Bit(int(n)-1) == 1 {
				v.Sub(v, new(big.Int).Lsh(big.NewInt(1), n))
			}
		}
	default:
		if t.Bits <= 64 {
			if txt[0] == '-' {
				if n, err := strconv.ParseInt(string(txt), 10, 64); err == nil {
					return p.intConst(t, uint64(n)&pLowMask(t.Bits))
				}
			} else if n, err := parseDecUint(txt, 64); err == nil {
				return p.intConst(t, n&pLowMask(t.Bits))
			}
		}
		var ok bool
		v, ok = new(big.Int).SetString(string(txt), 10)
		if !ok {
			p.errAt(pos, "invalid integer '%s'", txt)
		}
	}
	return pIntFromBig(t, v)
}

func pLowMask(bits uint32) uint64 {
	if bits >= 64 {
		return math.MaxUint64
	}
	return 1<<bits - 1
}

// pIntFromBig truncates v (two's complement) to t's width.
func pIntFromBig(t *ir.Type, v *big.Int) *ir.ConstInt {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(t.Bits))
	r := new(big.Int).Mod(v, mod)
	if t.Bits <= 64 {
		return &ir.ConstInt{Typ: t, V: r.Uint64()}
	}
	return &ir.ConstInt{Typ: t, Big: r}
}

// parseFloatConst parses a decimal or hex float literal of float type t.
func (p *parser) parseFloatConst(t *ir.Type) *ir.ConstFloat {
	txt := p.tok.text
	pos := int(p.tok.pos)
	p.next()
	bad := func() { p.errAt(pos, "floating point constant invalid for type '%s'", t) }
	if len(txt) > 2 && txt[0] == '0' && txt[1] == 'x' {
		digits := txt[2:]
		var kind byte
		switch digits[0] {
		case 'K', 'L', 'M', 'H', 'R':
			kind = digits[0]
			digits = digits[1:]
		}
		switch kind {
		case 0:
			bits, err := strconv.ParseUint(string(digits), 16, 64)
			if err != nil {
				bad()
			}
			c, ok := p.convertDouble(t, math.Float64frombits(bits), bits)
			if !ok {
				bad()
			}
			return c
		case 'H':
			if t.Kind != ir.HalfKind {
				bad()
			}
			bits, err := strconv.ParseUint(string(digits), 16, 16)
			if err != nil {
				bad()
			}
			return p.floatConst(t, bits, 0)
		case 'R':
			if t.Kind != ir.BFloatKind {
				bad()
			}
			bits, err := strconv.ParseUint(string(digits), 16, 16)
			if err != nil {
				bad()
			}
			return p.floatConst(t, bits, 0)
		case 'K':
			if t.Kind != ir.X86FP80Kind {
				bad()
			}
			hi, lo := pSplitHex(digits)
			if hi > 0xffff {
				bad()
			}
			return p.floatConst(t, lo, hi)
		case 'L', 'M':
			if kind == 'L' && t.Kind != ir.FP128Kind || kind == 'M' && t.Kind != ir.PPCFP128Kind {
				bad()
			}
			// The first 16 digits are the low word, the next 16 the high word.
			var lo, hi uint64
			if len(digits) > 32 {
				bad()
			}
			if len(digits) > 16 {
				lo, _ = strconv.ParseUint(string(digits[:16]), 16, 64)
				hi, _ = strconv.ParseUint(string(digits[16:]), 16, 64)
			} else {
				lo, _ = strconv.ParseUint(string(digits), 16, 64)
			}
			return p.floatConst(t, lo, hi)
		}
	}
	v, err := strconv.ParseFloat(string(txt), 64)
	if err != nil && !math.IsInf(v, 0) {
		bad()
	}
	c, ok := p.convertDouble(t, v, math.Float64bits(v))
	if !ok {
		bad()
	}
	return c
}

// pSplitHex splits hex digits into the leading digits beyond the last 16
// (the high part) and the low 64 bits.
func pSplitHex(d []byte) (hi, lo uint64) {
	if len(d) > 16 {
		hi, _ = strconv.ParseUint(string(d[:len(d)-16]), 16, 64)
		d = d[len(d)-16:]
	}
	lo, _ = strconv.ParseUint(string(d), 16, 64)
	return hi, lo
}

// convertDouble converts a value written as a double (a decimal literal
// or 0x with 16 digits) to a constant of type t. As in LLVM, this form is
// valid for half, bfloat, float and double only, and only when the value
// converts exactly (a NaN must not lose payload bits).
func (p *parser) convertDouble(t *ir.Type, v float64, bits uint64) (*ir.ConstFloat, bool) {
	nan := math.IsNaN(v)
	switch t.Kind {
	case ir.DoubleKind:
		return p.floatConst(t, bits, 0), true
	case ir.FloatKind:
		if nan {
			if bits&(1<<29-1) != 0 {
				return nil, false
			}
			f := uint32(bits>>63)<<31 | 0x7f800000 | uint32(bits>>29)&0x7fffff
			return p.floatConst(t, uint64(f), 0), true
		}
		f := float32(v)
		if float64(f) != v {
			return nil, false
		}
		return p.floatConst(t, uint64(math.Float32bits(f)), 0), true
	case ir.HalfKind, ir.BFloatKind:
		if nan {
			// 10 (half) or 7 (bfloat) payload bits survive.
			keep := uint(10)
			if t.Kind == ir.BFloatKind {
				keep = 7
			}
			if bits&(1<<(52-keep)-1) != 0 {
				return nil, false
			}
			payload := bits >> (52 - keep) & (1<<keep - 1)
			sign := bits >> 63
			var h uint64
			if t.Kind == ir.HalfKind {
				h = sign<<15 | 0x1f<<10 | payload
			} else {
				h = sign<<15 | 0xff<<7 | payload
			}
			return p.floatConst(t, h, 0), true
		}
		c := ir.FloatOf(t, v)
		if c.Float64() != v {
			return nil, false
		}
		return c, true
	}
	return nil, false
}

// pCastOps are the cast keywords.
var pCastOps = map[string]ir.Opcode{
	"trunc": ir.OpTrunc, "zext": ir.OpZExt, "sext": ir.OpSExt, "fptrunc": ir.OpFPTrunc,
	"fpext": ir.OpFPExt, "fptoui": ir.OpFPToUI, "fptosi": ir.OpFPToSI, "uitofp": ir.OpUIToFP,
	"sitofp": ir.OpSIToFP, "ptrtoint": ir.OpPtrToInt, "ptrtoaddr": ir.OpPtrToAddr,
	"inttoptr": ir.OpIntToPtr, "bitcast": ir.OpBitCast, "addrspacecast": ir.OpAddrSpaceCast,
}

// pBinOps are the binary operator keywords.
var pBinOps = map[string]ir.Opcode{
	"add": ir.OpAdd, "fadd": ir.OpFAdd, "sub": ir.OpSub, "fsub": ir.OpFSub, "mul": ir.OpMul,
	"fmul": ir.OpFMul, "udiv": ir.OpUDiv, "sdiv": ir.OpSDiv, "fdiv": ir.OpFDiv, "urem": ir.OpURem,
	"srem": ir.OpSRem, "frem": ir.OpFRem, "shl": ir.OpShl, "lshr": ir.OpLShr, "ashr": ir.OpAShr,
	"and": ir.OpAnd, "or": ir.OpOr, "xor": ir.OpXor,
}

// pInstrKw is an instruction keyword's entry in pInstrKws.
type pInstrKw struct {
	kw    string
	class uint8 // pKwBinOp, pKwCast, or 0
	op    ir.Opcode
}

const (
	pKwBinOp = 1 + iota
	pKwCast
)

// pInstrKws are the keywords an instruction starts with (opcodes and the
// tail-call markers), each with its shared string and, for the binary
// operators and casts, the opcode. Other keywords (a typo, an opcode a
// newer LLVM added) are looked up by parseInstrBody's switch as usual.
var pInstrKws = func() map[string]pInstrKw {
	m := map[string]pInstrKw{}
	for kw, op := range pBinOps {
		m[kw] = pInstrKw{kw, pKwBinOp, op}
	}
	for kw, op := range pCastOps {
		m[kw] = pInstrKw{kw, pKwCast, op}
	}
	for _, kw := range []string{
		"tail", "musttail", "notail", "call", "invoke", "callbr",
		"ret", "br", "switch", "indirectbr", "resume", "unreachable",
		"cleanupret", "catchret", "catchswitch", "catchpad", "cleanuppad",
		"fneg", "icmp", "fcmp", "phi", "select", "va_arg", "extractelement",
		"insertelement", "shufflevector", "extractvalue", "insertvalue",
		"alloca", "load", "store", "getelementptr", "fence", "cmpxchg",
		"atomicrmw", "landingpad", "freeze",
	} {
		m[kw] = pInstrKw{kw: kw}
	}
	return m
}()

func (p *parser) parseKeywordConst(t *ir.Type) ir.Constant {
	pos := int(p.tok.pos)
	kw := p.tok.text
	switch string(kw) {
	case "true", "false":
		if t != ir.I1 {
			p.mismatch(pos, "'"+string(kw)+"'", t)
		}
		v := uint64(0)
		if kw[0] == 't' {
			v = 1
		}
		p.next()
		return p.intConst(t, v)
	case "null":
		if !t.IsPtr() {
			p.mismatch(pos, "null", t)
		}
		p.next()
		return &ir.ConstNull{Typ: t}
	case "none":
		if t.Kind != ir.TokenKind {
			p.mismatch(pos, "none", t)
		}
		p.next()
		return &ir.ConstNull{Typ: t}
	case "zeroinitializer":
		switch t.Kind {
		case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.FuncKind:
			p.mismatch(pos, "zeroinitializer", t)
		}
		if t.Kind == ir.StructKind && t.Opaque {
			p.mismatch(pos, "zeroinitializer", t)
		}
		p.next()
		return &ir.ConstNull{Typ: t}
	case "undef":
		p.checkFirstClass(pos, "undef", t)
		p.next()
		return &ir.Undef{Typ: t}
	case "poison":
		p.checkFirstClass(pos, "poison", t)
		p.next()
		return &ir.Poison{Typ: t}
	case "splat":
		p.next()
		if t.Kind != ir.VectorKind {
			p.mismatch(pos, "splat", t)
		}
		p.expect(lexLParen, "'('")
		epos := int(p.tok.pos)
		et := p.parseType(false)
		if et != t.Elem {
			p.errAt(epos, "splat element type '%s' does not match vector element type '%s'", et, t.Elem)
		}
		e := p.parseConstant(et)
		p.expect(lexRParen, "')'")
		return &ir.ConstSplat{Typ: t, Elem: e}
	case "blockaddress":
		return p.parseBlockAddress(t)
	case "dso_local_equivalent", "no_cfi":
		p.next()
		if !p.is(lexGlobalVar) && !p.is(lexGlobalID) {
			p.err("expected global value name")
		}
		gv := p.globalRef(t, 'f')
		if kw[0] == 'd' {
			return &ir.DSOLocalEquivalent{GV: gv}
		}
		return &ir.NoCFIValue{GV: gv}
	case "ptrauth":
		p.next()
		p.expect(lexLParen, "'('")
		c := &ir.ConstPtrAuth{}
		c.Ptr = p.parseTypedConstant()
		if c.Ptr.Type() != t {
			p.errAt(pos, "ptrauth constant of type '%s' where '%s' is expected", c.Ptr.Type(), t)
		}
		p.expect(lexComma, "','")
		c.Key = p.parseTypedConstant()
		if p.eat(lexComma) {
			c.Disc = p.parseTypedConstant()
			if p.eat(lexComma) {
				c.AddrDisc = p.parseTypedConstant()
				if p.eat(lexComma) {
					c.DeactivationSymbol = p.parseTypedConstant()
				}
			}
		}
		p.expect(lexRParen, "')'")
		return c
	case "asm":
		p.err("inline asm is only valid as a callee")
	}
	c := p.parseConstExpr()
	if c.Typ != t {
		p.errAt(pos, "constant expression type mismatch: got '%s', expected '%s'", c.Typ, t)
	}
	return c
}

func (p *parser) checkFirstClass(pos int, what string, t *ir.Type) {
	switch t.Kind {
	case ir.VoidKind, ir.LabelKind, ir.FuncKind:
		p.mismatch(pos, what, t)
	}
}

// parseConstExpr parses a constant expression starting at its keyword.
func (p *parser) parseConstExpr() *ir.ConstExpr {
	pos := int(p.tok.pos)
	kw := string(p.tok.text)
	if op, ok := pCastOps[kw]; ok {
		p.next()
		e := &ir.ConstExpr{Op: op}
		e.Flags, _ = p.parseCastFlags(op)
		p.expect(lexLParen, "'('")
		v := p.parseTypedConstant()
		p.expectKw("to")
		e.Typ = p.parseType(false)
		p.expect(lexRParen, "')'")
		e.Operands = []ir.Constant{v}
		p.checkCast(pos, op, v.Type(), e.Typ)
		return e
	}
	if op, ok := pBinOps[kw]; ok {
		p.next()
		e := &ir.ConstExpr{Op: op}
		e.Flags = p.parseBinFlags(op)
		if op.IsFloatOp() {
			e.Flags = 0
		}
		p.expect(lexLParen, "'('")
		a := p.parseTypedConstant()
		p.expect(lexComma, "','")
		b := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		if a.Type() != b.Type() {
			p.errAt(pos, "operands of constexpr must have same type")
		}
		p.checkBinType(pos, op, a.Type())
		e.Typ = a.Type()
		e.Operands = []ir.Constant{a, b}
		return e
	}
	p.next()
	switch kw {
	case "fneg":
		p.expect(lexLParen, "'('")
		a := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		return &ir.ConstExpr{Op: ir.OpFNeg, Typ: a.Type(), Operands: []ir.Constant{a}}
	case "icmp", "fcmp":
		isInt := kw == "icmp"
		pred := p.parsePred(isInt)
		p.expect(lexLParen, "'('")
		a := p.parseTypedConstant()
		p.expect(lexComma, "','")
		b := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		if a.Type() != b.Type() {
			p.errAt(pos, "compare operands must have the same type")
		}
		op := ir.OpICmp
		if !isInt {
			op = ir.OpFCmp
		}
		return &ir.ConstExpr{Op: op, Typ: p.cmpType(a.Type()), Pred: pred, Operands: []ir.Constant{a, b}}
	case "select":
		p.expect(lexLParen, "'('")
		c := p.parseTypedConstant()
		p.expect(lexComma, "','")
		a := p.parseTypedConstant()
		p.expect(lexComma, "','")
		b := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		if a.Type() != b.Type() {
			p.errAt(pos, "select operands must have the same type")
		}
		return &ir.ConstExpr{Op: ir.OpSelect, Typ: a.Type(), Operands: []ir.Constant{c, a, b}}
	case "extractelement":
		p.expect(lexLParen, "'('")
		v := p.parseTypedConstant()
		p.expect(lexComma, "','")
		i := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		if v.Type().Kind != ir.VectorKind {
			p.errAt(pos, "invalid extractelement operands")
		}
		return &ir.ConstExpr{Op: ir.OpExtractElement, Typ: v.Type().Elem, Operands: []ir.Constant{v, i}}
	case "insertelement":
		p.expect(lexLParen, "'('")
		v := p.parseTypedConstant()
		p.expect(lexComma, "','")
		el := p.parseTypedConstant()
		p.expect(lexComma, "','")
		i := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		if v.Type().Kind != ir.VectorKind {
			p.errAt(pos, "invalid insertelement operands")
		}
		return &ir.ConstExpr{Op: ir.OpInsertElement, Typ: v.Type(), Operands: []ir.Constant{v, el, i}}
	case "shufflevector":
		p.expect(lexLParen, "'('")
		a := p.parseTypedConstant()
		p.expect(lexComma, "','")
		b := p.parseTypedConstant()
		p.expect(lexComma, "','")
		m := p.parseTypedConstant()
		p.expect(lexRParen, "')'")
		mask, rt := p.shuffleMask(pos, a.Type(), m)
		return &ir.ConstExpr{Op: ir.OpShuffleVector, Typ: rt, Operands: []ir.Constant{a, b}, Mask: mask}
	case "extractvalue", "insertvalue":
		p.expect(lexLParen, "'('")
		agg := p.parseTypedConstant()
		ops := []ir.Constant{agg}
		op := ir.OpExtractValue
		if kw == "insertvalue" {
			op = ir.OpInsertValue
			p.expect(lexComma, "','")
			ops = append(ops, p.parseTypedConstant())
		}
		idx := p.parseIndexList()
		p.expect(lexRParen, "')'")
		et := p.indexedAggType(pos, agg.Type(), idx)
		rt := et
		if op == ir.OpInsertValue {
			rt = agg.Type()
			if ops[1].Type() != et {
				p.errAt(pos, "insertvalue operand and field disagree in type")
			}
		}
		return &ir.ConstExpr{Op: op, Typ: rt, Operands: ops, Indices: idx}
	case "getelementptr":
		return p.parseGEPConst(pos)
	}
	p.errAt(pos, "expected value, found '%s'", kw)
	return nil
}

func (p *parser) parseGEPConst(pos int) *ir.ConstExpr {
	e := &ir.ConstExpr{Op: ir.OpGetElementPtr}
	e.Flags = p.parseGEPFlags()
	if p.isKw("inrange") {
		p.next()
		p.expect(lexLParen, "'('")
		e.HasInRange = true
		e.InRangeIndex = -1
		e.InRangeLo = p.parseInt64("inrange start")
		p.expect(lexComma, "','")
		e.InRangeHi = p.parseInt64("inrange end")
		p.expect(lexRParen, "')'")
	}
	p.expect(lexLParen, "'('")
	e.ElemType = p.parseType(false)
	p.expect(lexComma, "','")
	base := p.parseTypedConstant()
	e.Operands = []ir.Constant{base}
	for p.eat(lexComma) {
		if p.isKw("inrange") {
			if e.HasInRange {
				p.err("expected only one inrange argument")
			}
			p.next()
			e.HasInRange = true
			e.InRangeIndex = len(e.Operands) - 1
		}
		e.Operands = append(e.Operands, p.parseTypedConstant())
	}
	p.expect(lexRParen, "')'")
	vals := make([]ir.Value, len(e.Operands))
	for i, c := range e.Operands {
		vals[i] = c
	}
	e.Typ = p.gepResultType(pos, e.ElemType, vals)
	return e
}

// parseIndexList parses `, N, N...` of extractvalue/insertvalue.
func (p *parser) parseIndexList() []uint32 {
	var idx []uint32
	for p.is(lexComma) {
		p.next()
		if !p.is(lexInt) {
			// Instructions: the list may be followed by `, !md`.
			p.err("expected index, found %s", p.describe())
		}
		idx = append(idx, uint32(p.parseUint("index", 32)))
	}
	if len(idx) == 0 {
		p.err("expected index")
	}
	return idx
}

// indexedAggType walks idx into an aggregate type.
func (p *parser) indexedAggType(pos int, t *ir.Type, idx []uint32) *ir.Type {
	for _, i := range idx {
		switch t.Kind {
		case ir.StructKind:
			if int(i) >= len(t.Fields) {
				p.errAt(pos, "invalid indices for extractvalue/insertvalue")
			}
			t = t.Fields[i]
		case ir.ArrayKind:
			if uint64(i) >= t.Len {
				p.errAt(pos, "invalid indices for extractvalue/insertvalue")
			}
			t = t.Elem
		default:
			p.errAt(pos, "extractvalue/insertvalue operand must be an aggregate type")
		}
	}
	return t
}

// gepResultType computes the result type of a GEP with source element type
// et and operands [base, indices...].
func (p *parser) gepResultType(pos int, et *ir.Type, ops []ir.Value) *ir.Type {
	bt := ops[0].Type()
	vecLen, scalable := uint64(0), false
	pt := bt
	if bt.Kind == ir.VectorKind {
		vecLen, scalable = bt.Len, bt.Scalable
		pt = bt.Elem
	}
	if !pt.IsPtr() {
		p.errAt(pos, "base of getelementptr must be a pointer")
	}
	if p.typed && pt.Elem != et {
		p.errAt(pos, "explicit pointee type doesn't match operand's pointee type")
	}
	if !pIsSized(et, nil) {
		p.errAt(pos, "base element of getelementptr must be sized")
	}
	cur := et
	for i, ix := range ops[1:] {
		it := ix.Type()
		if it.Kind == ir.VectorKind {
			if vecLen != 0 && it.Len != vecLen {
				p.errAt(pos, "getelementptr vector index has a wrong number of elements")
			}
			vecLen, scalable = it.Len, it.Scalable
			it = it.Elem
		}
		if it.Kind != ir.IntKind {
			p.errAt(pos, "getelementptr index must be an integer")
		}
		if i == 0 {
			continue
		}
		switch cur.Kind {
		case ir.StructKind:
			c := pConstIndex(ix)
			if c < 0 || int(c) >= len(cur.Fields) {
				p.errAt(pos, "invalid getelementptr indices")
			}
			cur = cur.Fields[c]
		case ir.ArrayKind, ir.VectorKind:
			cur = cur.Elem
		default:
			p.errAt(pos, "invalid getelementptr indices")
		}
	}
	var rt *ir.Type
	if p.typed {
		rt = p.tc.ptrType(cur, pt.AddrSpace)
	} else {
		rt = pt
	}
	if vecLen != 0 {
		rt = p.tc.agg(ir.VectorKind, vecLen, rt, scalable)
	}
	return rt
}

// pConstIndex returns a struct index's value, or -1 when it is not a
// constant integer (or splat of one).
func pConstIndex(v ir.Value) int64 {
	switch c := v.(type) {
	case *ir.ConstInt:
		if c.Big != nil || c.V > 1<<31 {
			return -1
		}
		return int64(c.V)
	case *ir.ConstSplat:
		return pConstIndex(c.Elem)
	case *ir.ConstAggregate:
		if len(c.Elems) == 0 {
			return -1
		}
		first := pConstIndex(c.Elems[0])
		for _, e := range c.Elems[1:] {
			if pConstIndex(e) != first {
				return -1
			}
		}
		return first
	case *ir.ConstNull:
		return 0
	}
	return -1
}

// cmpType is i1, or <N x i1> for vector operands.
func (p *parser) cmpType(t *ir.Type) *ir.Type {
	if t.Kind == ir.VectorKind {
		return p.tc.agg(ir.VectorKind, t.Len, ir.I1, t.Scalable)
	}
	return ir.I1
}

var pICmpPreds = map[string]ir.Pred{
	"eq": ir.ICmpEQ, "ne": ir.ICmpNE, "ugt": ir.ICmpUGT, "uge": ir.ICmpUGE, "ult": ir.ICmpULT,
	"ule": ir.ICmpULE, "sgt": ir.ICmpSGT, "sge": ir.ICmpSGE, "slt": ir.ICmpSLT, "sle": ir.ICmpSLE,
}

var pFCmpPreds = map[string]ir.Pred{
	"false": ir.FCmpFalse, "oeq": ir.FCmpOEQ, "ogt": ir.FCmpOGT, "oge": ir.FCmpOGE, "olt": ir.FCmpOLT,
	"ole": ir.FCmpOLE, "one": ir.FCmpONE, "ord": ir.FCmpORD, "uno": ir.FCmpUNO, "ueq": ir.FCmpUEQ,
	"ugt": ir.FCmpUGT, "uge": ir.FCmpUGE, "ult": ir.FCmpULT, "ule": ir.FCmpULE, "une": ir.FCmpUNE,
	"true": ir.FCmpTrue,
}

func (p *parser) parsePred(isInt bool) ir.Pred {
	if p.tok.kind == lexIdent {
		m := pFCmpPreds
		if isInt {
			m = pICmpPreds
		}
		if pr, ok := m[string(p.tok.text)]; ok {
			p.next()
			return pr
		}
	}
	p.err("expected comparison predicate, found %s", p.describe())
	return 0
}

// parseBinFlags parses nuw/nsw/exact/disjoint after a binary opcode.
func (p *parser) parseBinFlags(op ir.Opcode) ir.Flags {
	var f ir.Flags
	for p.tok.kind == lexIdent {
		switch string(p.tok.text) {
		case "nuw":
			if op != ir.OpAdd && op != ir.OpSub && op != ir.OpMul && op != ir.OpShl {
				return f
			}
			f |= ir.FlagNUW
		case "nsw":
			if op != ir.OpAdd && op != ir.OpSub && op != ir.OpMul && op != ir.OpShl {
				return f
			}
			f |= ir.FlagNSW
		case "exact":
			if op != ir.OpUDiv && op != ir.OpSDiv && op != ir.OpLShr && op != ir.OpAShr {
				return f
			}
			f |= ir.FlagExact
		case "disjoint":
			if op != ir.OpOr {
				return f
			}
			f |= ir.FlagDisjoint
		default:
			return f
		}
		p.next()
	}
	return f
}

// parseCastFlags parses nuw/nsw (trunc), nneg (zext, uitofp) and
// fast-math flags (fptrunc, fpext, and the fp conversions that accept
// them).
func (p *parser) parseCastFlags(op ir.Opcode) (ir.Flags, ir.FastMath) {
	var f ir.Flags
	var fmf ir.FastMath
	for p.tok.kind == lexIdent {
		s := string(p.tok.text)
		switch {
		case s == "nuw" && op == ir.OpTrunc:
			f |= ir.FlagNUW
		case s == "nsw" && op == ir.OpTrunc:
			f |= ir.FlagNSW
		case s == "nneg" && (op == ir.OpZExt || op == ir.OpUIToFP):
			f |= ir.FlagNNeg
		default:
			m, ok := pFMFWords[s]
			if !ok || !(op == ir.OpFPTrunc || op == ir.OpFPExt || op == ir.OpUIToFP || op == ir.OpSIToFP) {
				return f, fmf
			}
			fmf |= m
		}
		p.next()
	}
	return f, fmf
}

// parseGEPFlags parses inbounds/nusw/nuw.
func (p *parser) parseGEPFlags() ir.Flags {
	var f ir.Flags
	for p.tok.kind == lexIdent {
		switch string(p.tok.text) {
		case "inbounds":
			f |= ir.FlagInBounds
		case "nusw":
			f |= ir.FlagNUSW
		case "nuw":
			f |= ir.FlagNUW
		default:
			return f
		}
		p.next()
	}
	return f
}

var pFMFWords = map[string]ir.FastMath{
	"fast": ir.FMFFast, "reassoc": ir.FMFReassoc, "nnan": ir.FMFNoNaNs, "ninf": ir.FMFNoInfs,
	"nsz": ir.FMFNoSignedZeros, "arcp": ir.FMFAllowRecip, "contract": ir.FMFContract, "afn": ir.FMFApproxFunc,
}

func (p *parser) parseFMF() ir.FastMath {
	var fmf ir.FastMath
	for p.tok.kind == lexIdent {
		m, ok := pFMFWords[string(p.tok.text)]
		if !ok {
			return fmf
		}
		fmf |= m
		p.next()
	}
	return fmf
}

// checkCast validates the operand and result types of a cast.
func (p *parser) checkCast(pos int, op ir.Opcode, from, to *ir.Type) {
	sf, st := from.Scalar(), to.Scalar()
	if (from.Kind == ir.VectorKind) != (to.Kind == ir.VectorKind) ||
		from.Kind == ir.VectorKind && (from.Len != to.Len || from.Scalable != to.Scalable) {
		if op != ir.OpBitCast {
			p.errAt(pos, "invalid cast opcode for cast from '%s' to '%s'", from, to)
		}
	}
	ok := true
	switch op {
	case ir.OpTrunc:
		ok = sf.Kind == ir.IntKind && st.Kind == ir.IntKind && sf.Bits > st.Bits
	case ir.OpZExt, ir.OpSExt:
		ok = sf.Kind == ir.IntKind && st.Kind == ir.IntKind && sf.Bits < st.Bits
	case ir.OpFPTrunc:
		ok = sf.IsFloat() && st.IsFloat() && sf.FloatBits() > st.FloatBits()
	case ir.OpFPExt:
		ok = sf.IsFloat() && st.IsFloat() && sf.FloatBits() < st.FloatBits()
	case ir.OpFPToUI, ir.OpFPToSI:
		ok = sf.IsFloat() && st.Kind == ir.IntKind
	case ir.OpUIToFP, ir.OpSIToFP:
		ok = sf.Kind == ir.IntKind && st.IsFloat()
	case ir.OpPtrToInt, ir.OpPtrToAddr:
		ok = sf.IsPtr() && st.Kind == ir.IntKind
	case ir.OpIntToPtr:
		ok = sf.Kind == ir.IntKind && st.IsPtr()
	case ir.OpAddrSpaceCast:
		ok = sf.IsPtr() && st.IsPtr() && sf.AddrSpace != st.AddrSpace
	case ir.OpBitCast:
		ok = from.IsFirstClass() && to.IsFirstClass() && from.Kind != ir.StructKind && to.Kind != ir.StructKind &&
			from.Kind != ir.ArrayKind && to.Kind != ir.ArrayKind &&
			(!sf.IsPtr() || !st.IsPtr() || sf.AddrSpace == st.AddrSpace) &&
			(sf.IsPtr() == st.IsPtr() || from.Kind == ir.VectorKind || to.Kind == ir.VectorKind)
	}
	if !ok {
		p.errAt(pos, "invalid cast opcode for cast from '%s' to '%s'", from, to)
	}
}

// checkBinType validates the operand type of a binary operator.
func (p *parser) checkBinType(pos int, op ir.Opcode, t *ir.Type) {
	s := t.Scalar()
	if op.IsFloatOp() {
		if !s.IsFloat() {
			p.errAt(pos, "invalid operand type for instruction")
		}
		return
	}
	if s.Kind != ir.IntKind {
		p.errAt(pos, "invalid operand type for instruction")
	}
}

// shuffleMask decodes a shufflevector mask constant and returns the
// result type.
func (p *parser) shuffleMask(pos int, vt *ir.Type, m ir.Constant) ([]int32, *ir.Type) {
	if vt.Kind != ir.VectorKind {
		p.errAt(pos, "invalid shufflevector operands")
	}
	mt := m.Type()
	if mt.Kind != ir.VectorKind || mt.Elem != ir.I32 {
		p.errAt(pos, "invalid shufflevector operands")
	}
	// A 20-byte `<N x i32> zeroinitializer` asks for N mask entries: the
	// input pays for at most 64 per byte (the bitcode reader's budget).
	if mt.Len > p.budget {
		p.errAt(pos, "shufflevector mask of %d elements is more than an input of this size may expand to (64 per byte)", mt.Len)
	}
	p.budget -= mt.Len
	mask := make([]int32, mt.Len)
	switch c := m.(type) {
	case *ir.ConstNull:
	case *ir.Undef, *ir.Poison:
		for i := range mask {
			mask[i] = -1
		}
	case *ir.ConstAggregate:
		for i, e := range c.Elems {
			switch e := e.(type) {
			case *ir.ConstInt:
				mask[i] = int32(e.V)
			case *ir.Undef, *ir.Poison:
				mask[i] = -1
			default:
				p.errAt(pos, "invalid shufflevector mask")
			}
		}
	case *ir.ConstSplat:
		v := int32(-1)
		if ci, ok := c.Elem.(*ir.ConstInt); ok {
			v = int32(ci.V)
		}
		for i := range mask {
			mask[i] = v
		}
	default:
		p.errAt(pos, "invalid shufflevector mask")
	}
	return mask, ir.VectorOf(mt.Len, vt.Elem, mt.Scalable)
}

// parseBlockAddress parses `blockaddress(@f, %bb)`.
func (p *parser) parseBlockAddress(t *ir.Type) ir.Constant {
	pos := int(p.tok.pos)
	p.next()
	if !t.IsPtr() {
		p.mismatch(pos, "blockaddress", t)
	}
	p.expect(lexLParen, "'('")
	if !p.is(lexGlobalVar) && !p.is(lexGlobalID) {
		p.err("expected function name in blockaddress")
	}
	ftok := p.tok
	key := pGlobalKey(ftok)
	var f *ir.Func
	if e, ok := p.globals[key]; ok {
		f, _ = e.gv.(*ir.Func)
		if f == nil {
			p.err("expected function name in blockaddress")
		}
		p.next()
	} else {
		p.next()
		f = &ir.Func{}
		f.Name = globalName(ftok)
		p.globals[key] = &pGlobal{gv: f, pos: int(ftok.pos)}
	}
	p.expect(lexComma, "','")
	if !p.is(lexLocalVar) && !p.is(lexLocalID) {
		p.err("expected basic block name in blockaddress")
	}
	btok := p.tok
	p.next()
	p.expect(lexRParen, "')'")
	var b *ir.Block
	switch {
	case p.fn != nil && p.fn.f == f:
		b = p.fn.blockRef(p, btok)
	case len(f.Blocks) > 0:
		b = pFindBlock(f, btok)
		if b == nil {
			p.errAt(int(btok.pos), "referenced value is not a basic block")
		}
	default:
		if e := p.globals[key]; e.defined {
			p.errAt(int(ftok.pos), "cannot take blockaddress inside a declaration")
		}
		k := pBAKey{name: string(btok.text), id: -1}
		if btok.kind == lexLocalID {
			id, err := strconv.ParseInt(string(btok.text), 10, 64)
			if err != nil {
				p.errAt(int(btok.pos), "block number out of range")
			}
			k = pBAKey{id: id}
		}
		if p.pendingBA == nil {
			p.pendingBA = map[*ir.Func]map[pBAKey]*ir.Block{}
			p.baPos = map[*ir.Block]int{}
		}
		m := p.pendingBA[f]
		if m == nil {
			m = map[pBAKey]*ir.Block{}
			p.pendingBA[f] = m
		}
		b = m[k]
		if b == nil {
			b = &ir.Block{Name: k.name, Parent: f}
			m[k] = b
			p.baPos[b] = int(btok.pos)
		}
	}
	return &ir.BlockAddress{Func: f, Block: b, Typ: t}
}

// pFindBlock finds a block of an already parsed function by name or
// number.
func pFindBlock(f *ir.Func, t token) *ir.Block {
	if t.kind == lexLocalVar {
		for _, b := range f.Blocks {
			if b.Name == string(t.text) {
				return b
			}
		}
		return nil
	}
	want, err := parseDecUint(t.text, 64)
	if err != nil {
		return nil
	}
	// Recompute the numbering of unnamed values.
	n := uint64(0)
	for _, a := range f.Params {
		if a.Name == "" {
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			if n == want {
				return b
			}
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				n++
			}
		}
	}
	return nil
}
