package lltext

import (
	"math"
	"math/big"
	"strconv"

	"github.com/irfix/irfix/ir"
)

const prHex = "0123456789ABCDEF"

func (p *printer) int(v int64)   { p.buf = strconv.AppendInt(p.buf, v, 10) }
func (p *printer) uint(v uint64) { p.buf = strconv.AppendUint(p.buf, v, 10) }

// quoted writes s as an LLVM string literal: printable ASCII except '"'
// and '\' as is, every other byte as \XX.
func (p *printer) quoted(s string) {
	p.byte1('"')
	p.escaped(s)
	p.byte1('"')
}

func (p *printer) escaped(s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			p.buf = append(p.buf, c)
			continue
		}
		p.buf = append(p.buf, '\\', prHex[c>>4], prHex[c&15])
	}
}

func (p *printer) escapedBytes(s []byte) {
	for _, c := range s {
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			p.buf = append(p.buf, c)
			continue
		}
		p.buf = append(p.buf, '\\', prHex[c>>4], prHex[c&15])
	}
}

// name writes a name after its sigil exactly as ir.QuoteNameIfNeeded
// renders it (bare when made of [-a-zA-Z$._0-9] without a leading digit,
// else quoted with \XX escapes), without allocating.
func (p *printer) name(s string) {
	bare := s != ""
	for i := 0; i < len(s) && bare; i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '-', c == '$', c == '.', c == '_':
		case c >= '0' && c <= '9':
			bare = i > 0
		default:
			bare = false
		}
	}
	if bare {
		p.str(s)
		return
	}
	p.quoted(s)
}

// typ writes a type. Scalars are written directly; composite types are
// rendered once and cached.
func (p *printer) typ(t *ir.Type) {
	if t == nil {
		p.str("<null type>")
		return
	}
	switch t.Kind {
	case ir.IntKind:
		p.byte1('i')
		p.uint(uint64(t.Bits))
		return
	case ir.PointerKind:
		if t.Elem == nil && t.AddrSpace == 0 {
			p.str("ptr")
			return
		}
	case ir.DoubleKind:
		p.str("double")
		return
	case ir.FloatKind:
		p.str("float")
		return
	case ir.VoidKind:
		p.str("void")
		return
	}
	s, ok := p.types[t]
	if !ok {
		start := len(p.buf)
		p.typeSlow(t)
		s = string(p.buf[start:])
		p.types[t] = s
		return
	}
	p.str(s)
}

func (p *printer) typeSlow(t *ir.Type) {
	if t == nil {
		p.str("<null type>")
		return
	}
	switch t.Kind {
	case ir.VoidKind:
		p.str("void")
	case ir.HalfKind:
		p.str("half")
	case ir.BFloatKind:
		p.str("bfloat")
	case ir.FloatKind:
		p.str("float")
	case ir.DoubleKind:
		p.str("double")
	case ir.X86FP80Kind:
		p.str("x86_fp80")
	case ir.FP128Kind:
		p.str("fp128")
	case ir.PPCFP128Kind:
		p.str("ppc_fp128")
	case ir.X86AMXKind:
		p.str("x86_amx")
	case ir.X86MMXKind:
		p.str("x86_mmx")
	case ir.LabelKind:
		p.str("label")
	case ir.MetadataKind:
		p.str("metadata")
	case ir.TokenKind:
		p.str("token")
	case ir.IntKind:
		p.byte1('i')
		p.uint(uint64(t.Bits))
	case ir.PointerKind:
		if t.Elem == nil {
			p.str("ptr")
			if t.AddrSpace != 0 {
				p.str(" addrspace(")
				p.uint(uint64(t.AddrSpace))
				p.byte1(')')
			}
			return
		}
		p.typeSlow(t.Elem)
		if t.AddrSpace != 0 {
			p.str(" addrspace(")
			p.uint(uint64(t.AddrSpace))
			p.byte1(')')
		}
		p.byte1('*')
	case ir.VectorKind:
		p.byte1('<')
		if t.Scalable {
			p.str("vscale x ")
		}
		p.uint(t.Len)
		p.str(" x ")
		p.typeSlow(t.Elem)
		p.byte1('>')
	case ir.ArrayKind:
		p.byte1('[')
		p.uint(t.Len)
		p.str(" x ")
		p.typeSlow(t.Elem)
		p.byte1(']')
	case ir.StructKind:
		if t.Name != "" {
			p.typeName(t.Name)
			return
		}
		p.structBody(t)
	case ir.FuncKind:
		p.typeSlow(t.Ret)
		p.str(" (")
		for i, f := range t.Fields {
			if i > 0 {
				p.str(", ")
			}
			p.typeSlow(f)
		}
		if t.Variadic {
			if len(t.Fields) > 0 {
				p.str(", ")
			}
			p.str("...")
		}
		p.byte1(')')
	case ir.TargetExtKind:
		p.str("target(")
		p.quoted(t.Name)
		for _, f := range t.Fields {
			p.str(", ")
			p.typeSlow(f)
		}
		for _, n := range t.IntParams {
			p.str(", ")
			p.uint(uint64(n))
		}
		p.byte1(')')
	default:
		p.str("<bad type>")
	}
}

// typeName writes %name. A name of decimal digits only is how the model
// holds a numbered type (`%0 = type {...}`), so it prints bare.
func (p *printer) typeName(name string) {
	p.byte1('%')
	if prAllDigits(name) {
		p.str(name)
		return
	}
	p.name(name)
}

func prAllDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// structBody writes `{ a, b }`, `<{ a }>`, `{}` or `opaque`.
func (p *printer) structBody(t *ir.Type) {
	if t.Opaque {
		p.str("opaque")
		return
	}
	if t.Packed {
		p.byte1('<')
	}
	if len(t.Fields) == 0 {
		p.str("{}")
	} else {
		p.str("{ ")
		for i, f := range t.Fields {
			if i > 0 {
				p.str(", ")
			}
			p.typeSlow(f)
		}
		p.str(" }")
	}
	if t.Packed {
		p.byte1('>')
	}
}

// typedOperand writes `T v`.
func (p *printer) typedOperand(v ir.Value) {
	if v == nil {
		p.str("<null operand!>")
		return
	}
	if mv, ok := v.(*ir.MetadataValue); ok {
		p.str("metadata ")
		p.mdOperand(mv.MD, false)
		return
	}
	p.typ(v.Type())
	p.byte1(' ')
	p.value(v)
}

// localRef writes a reference to a parameter, instruction or block of the
// current function.
func (p *printer) localRef(v ir.Value) {
	var name string
	var n int
	var ok bool
	switch x := v.(type) {
	case *ir.Instr:
		name = x.Name
		if name == "" && p.local != nil {
			n, ok = p.local.instrs[x]
		}
	case *ir.Param:
		name = x.Name
		if name == "" && p.local != nil {
			n, ok = p.local.params[x]
		}
	case *ir.Block:
		name = x.Name
		if name == "" && p.local != nil {
			n, ok = p.local.blocks[x]
		}
	}
	p.byte1('%')
	switch {
	case name != "":
		p.name(name)
	case ok:
		p.int(int64(n))
	default:
		p.str("<badref>")
	}
}

// value writes a value as an operand, without its type.
func (p *printer) value(v ir.Value) {
	switch x := v.(type) {
	case nil:
		p.str("<null operand!>")
	case *ir.Instr, *ir.Param, *ir.Block:
		p.localRef(v)
	case ir.GlobalValue:
		p.globalName(x.Common())
	case *ir.ConstInt:
		p.constInt(x)
	case *ir.ConstFloat:
		p.constFloat(x)
	case *ir.ConstNull:
		p.constNull(x.Typ)
	case *ir.Undef:
		p.str("undef")
	case *ir.Poison:
		p.str("poison")
	case *ir.ConstAggregate:
		p.aggregate(x)
	case *ir.ConstData:
		p.constData(x)
	case *ir.ConstSplat:
		p.splat(x)
	case *ir.ConstExpr:
		p.constExpr(x)
	case *ir.BlockAddress:
		p.str("blockaddress(")
		if x.Func == nil {
			p.str("<null function>")
		} else {
			p.globalName(&x.Func.GlobalCommon)
		}
		p.str(", ")
		p.blockRefIn(x.Func, x.Block)
		p.byte1(')')
	case *ir.DSOLocalEquivalent:
		p.str("dso_local_equivalent ")
		p.value(x.GV)
	case *ir.NoCFIValue:
		p.str("no_cfi ")
		p.value(x.GV)
	case *ir.ConstPtrAuth:
		p.str("ptrauth (")
		p.typedOperand(x.Ptr)
		for _, c := range []ir.Constant{x.Key, x.Disc, x.AddrDisc, x.DeactivationSymbol} {
			if c == nil {
				break
			}
			p.str(", ")
			p.typedOperand(c)
		}
		p.byte1(')')
	case *ir.InlineAsm:
		p.str("asm ")
		if x.SideEffect {
			p.str("sideeffect ")
		}
		if x.AlignStack {
			p.str("alignstack ")
		}
		if x.IntelDialect {
			p.str("inteldialect ")
		}
		if x.CanThrow {
			p.str("unwind ")
		}
		p.quoted(x.Asm)
		p.str(", ")
		p.quoted(x.Constraints)
	case *ir.MetadataValue:
		p.mdOperand(x.MD, false)
	default:
		p.str("<unknown value>")
	}
}

// blockRefIn writes a reference to block b of function f (which may not be
// the function being printed).
func (p *printer) blockRefIn(f *ir.Func, b *ir.Block) {
	if b == nil {
		p.str("%<null block>")
		return
	}
	if f == nil || f == p.fn || b.Name != "" {
		p.localRef(b)
		return
	}
	saved := p.local
	p.local = p.slotsOf(f)
	p.localRef(b)
	p.local = saved
}

func (p *printer) constInt(c *ir.ConstInt) {
	if c.Typ != nil && c.Typ.Bits == 1 {
		if c.IsZero() {
			p.str("false")
		} else {
			p.str("true")
		}
		return
	}
	if c.Big == nil {
		p.int(c.Signed())
		return
	}
	v := c.Big
	if c.Typ != nil && c.Typ.Bits > 0 && v.Sign() >= 0 && v.Bit(int(c.Typ.Bits)-1) == 1 {
		v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(c.Typ.Bits)))
	}
	p.buf = v.Append(p.buf, 10)
}

func (p *printer) constNull(t *ir.Type) {
	if t == nil {
		p.str("zeroinitializer")
		return
	}
	switch {
	case t.Kind == ir.PointerKind:
		p.str("null")
	case t.Kind == ir.TokenKind:
		p.str("none")
	case t.Kind == ir.IntKind:
		if t.Bits == 1 {
			p.str("false")
		} else {
			p.byte1('0')
		}
	case t.IsFloat():
		p.constFloat(&ir.ConstFloat{Typ: t})
	default:
		p.str("zeroinitializer")
	}
}

// constFloat writes a floating-point constant the way LLVM does: float and
// double as a decimal `%e` form with six significant digits when that
// reads back as exactly the same double, else as 0x followed by the 16 hex
// digits of the value as a double; the other kinds as their raw bits
// behind a kind letter.
func (p *printer) constFloat(c *ir.ConstFloat) {
	t := c.Typ
	if t == nil {
		p.str("<null type>")
		return
	}
	switch t.Kind {
	case ir.DoubleKind:
		p.buf = prAppendFP(p.buf, c.Bits)
	case ir.FloatKind:
		p.buf = prAppendFP(p.buf, prFloatToDoubleBits(uint32(c.Bits)))
	case ir.HalfKind:
		p.str("0xH")
		p.hexDigits(c.Bits, 4)
	case ir.BFloatKind:
		p.str("0xR")
		p.hexDigits(c.Bits, 4)
	case ir.X86FP80Kind:
		p.str("0xK")
		p.hexDigits(c.Hi, 4)
		p.hexDigits(c.Bits, 16)
	case ir.FP128Kind:
		p.str("0xL")
		p.hexDigits(c.Bits, 16)
		p.hexDigits(c.Hi, 16)
	case ir.PPCFP128Kind:
		p.str("0xM")
		p.hexDigits(c.Bits, 16)
		p.hexDigits(c.Hi, 16)
	default:
		p.str("<bad float>")
	}
}

// hexDigits writes the low n hex digits of v, upper case.
func (p *printer) hexDigits(v uint64, n int) {
	for i := n - 1; i >= 0; i-- {
		p.buf = append(p.buf, prHex[(v>>(4*uint(i)))&15])
	}
}

// prFloatToDoubleBits widens IEEE single bits to double bits exactly,
// keeping NaN payloads (and signalling NaNs signalling), as LLVM does
// before printing a float in hex.
func prFloatToDoubleBits(b uint32) uint64 {
	sign := uint64(b>>31) << 63
	exp := (b >> 23) & 0xff
	mant := uint64(b & 0x7fffff)
	if exp == 0xff {
		return sign | 0x7ff<<52 | mant<<29
	}
	return math.Float64bits(float64(math.Float32frombits(b)))
}

// prAppendFP appends the LLVM text of a double (given by its bits).
func prAppendFP(b []byte, bits uint64) []byte {
	v := math.Float64frombits(bits)
	if !math.IsInf(v, 0) && !math.IsNaN(v) {
		var tmp [32]byte
		s := strconv.AppendFloat(tmp[:0], v, 'e', 5, 64)
		if r, err := strconv.ParseFloat(string(s), 64); err == nil && r == v {
			// Six significant digits, printed with a seventh that is
			// always zero: 1.50000e+00 -> 1.500000e+00.
			e := 0
			for e < len(s) && s[e] != 'e' {
				e++
			}
			b = append(b, s[:e]...)
			b = append(b, '0')
			return append(b, s[e:]...)
		}
	}
	b = append(b, '0', 'x')
	for i := 15; i >= 0; i-- {
		b = append(b, prHex[(bits>>(4*uint(i)))&15])
	}
	return b
}

func (p *printer) aggregate(c *ir.ConstAggregate) {
	t := c.Typ
	open, close := byte('['), byte(']')
	switch {
	case t == nil:
	case t.Kind == ir.VectorKind:
		open, close = '<', '>'
	case t.Kind == ir.StructKind:
		if len(c.Elems) == 0 {
			if t.Packed {
				p.str("<{}>")
			} else {
				p.str("{}")
			}
			return
		}
		if t.Packed {
			p.str("<{ ")
		} else {
			p.str("{ ")
		}
		p.constList(c.Elems)
		if t.Packed {
			p.str(" }>")
		} else {
			p.str(" }")
		}
		return
	}
	p.byte1(open)
	p.constList(c.Elems)
	p.byte1(close)
}

func (p *printer) constList(cs []ir.Constant) {
	for i, e := range cs {
		if i > 0 {
			p.str(", ")
		}
		p.typedOperand(e)
	}
}

func (p *printer) constData(c *ir.ConstData) {
	if c.Typ != nil && c.Typ.Elem != nil && !c.Typ.Elem.IsInt(8) {
		// Not a byte string: print the elements one by one.
		p.byte1('[')
		for i, b := range c.Bytes {
			if i > 0 {
				p.str(", ")
			}
			p.typ(c.Typ.Elem)
			p.byte1(' ')
			p.uint(uint64(b))
		}
		p.byte1(']')
		return
	}
	p.str(`c"`)
	p.escapedBytes(c.Bytes)
	p.byte1('"')
}

func (p *printer) splat(c *ir.ConstSplat) {
	if !p.opt.ExpandSplat || c.Typ == nil || c.Typ.Kind != ir.VectorKind {
		p.str("splat (")
		p.typedOperand(c.Elem)
		p.byte1(')')
		return
	}
	t := c.Typ
	if !t.Scalable {
		p.byte1('<')
		for i := uint64(0); i < t.Len; i++ {
			if i > 0 {
				p.str(", ")
			}
			p.typedOperand(c.Elem)
		}
		p.byte1('>')
		return
	}
	// The pre-LLVM-19 spelling of a scalable splat.
	mask := ir.VectorOf(t.Len, ir.I32, true)
	p.str("shufflevector (")
	p.typ(t)
	p.str(" insertelement (")
	p.typ(t)
	p.str(" poison, ")
	p.typedOperand(c.Elem)
	p.str(", i64 0), ")
	p.typ(t)
	p.str(" poison, ")
	p.typ(mask)
	p.str(" zeroinitializer)")
}

func (p *printer) constExpr(c *ir.ConstExpr) {
	p.str(c.Op.String())
	p.flags(c.Op, c.Flags, 0)
	if c.Op == ir.OpGetElementPtr && c.HasInRange && c.InRangeIndex < 0 {
		p.str(" inrange(")
		p.int(c.InRangeLo)
		p.str(", ")
		p.int(c.InRangeHi)
		p.byte1(')')
	}
	if c.Op == ir.OpICmp || c.Op == ir.OpFCmp {
		p.byte1(' ')
		p.str(c.Pred.String())
	}
	p.str(" (")
	if c.Op == ir.OpGetElementPtr {
		p.typ(c.ElemType)
		p.str(", ")
	}
	for i, o := range c.Operands {
		if i > 0 {
			p.str(", ")
		}
		if c.Op == ir.OpGetElementPtr && c.HasInRange && c.InRangeIndex >= 0 && i == c.InRangeIndex+1 {
			p.str("inrange ")
		}
		p.typedOperand(o)
	}
	if c.Op.IsCast() {
		p.str(" to ")
		p.typ(c.Typ)
	}
	if c.Op == ir.OpShuffleVector {
		p.shuffleMask(c.Mask, c.Typ)
	}
	for _, idx := range c.Indices {
		p.str(", ")
		p.uint(uint64(idx))
	}
	p.byte1(')')
}

// shuffleMask writes `, <N x i32> <...>` (or zeroinitializer / poison when
// every element is 0 / undefined), as LLVM does.
func (p *printer) shuffleMask(mask []int32, result *ir.Type) {
	p.str(", <")
	if result != nil && result.Scalable {
		p.str("vscale x ")
	}
	p.uint(uint64(len(mask)))
	p.str(" x i32> ")
	allZero, allUndef := true, true
	for _, e := range mask {
		if e != 0 {
			allZero = false
		}
		if e >= 0 {
			allUndef = false
		}
	}
	undef := "poison"
	if p.opt.UndefMaskElems {
		undef = "undef"
	}
	switch {
	case allZero:
		p.str("zeroinitializer")
	case allUndef:
		p.str(undef)
	default:
		p.byte1('<')
		for i, e := range mask {
			if i > 0 {
				p.str(", ")
			}
			p.str("i32 ")
			if e < 0 {
				p.str(undef)
			} else {
				p.int(int64(e))
			}
		}
		p.byte1('>')
	}
}
