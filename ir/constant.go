package ir

import (
	"math"
	"math/big"
)

// Constant is a Value that is known at compile time: the scalar constants
// below, aggregates, constant expressions and global values. Constants other
// than global values are immutable; share them freely.
type Constant interface {
	Value
	isConstant()
}

// ConstInt is an integer constant (`i32 42`, `i1 true`).
// Values of width <= 64 live in V (zero-extended, truncated to the width);
// wider values live in Big (non-negative, < 2^Bits) and V is unused.
type ConstInt struct {
	Typ *Type
	V   uint64
	Big *big.Int
}

// ConstFloat is a floating-point constant. Bits holds the IEEE encoding of
// half/bfloat/float/double; x86_fp80, fp128 and ppc_fp128 keep the low 64
// bits in Bits and the high bits in Hi.
//
// Printed form: `double 1.500000e+00` or `double 0x3FB999999999999A`.
type ConstFloat struct {
	Typ  *Type
	Bits uint64
	Hi   uint64
}

// ConstNull is `null` (pointer), `zeroinitializer` (anything else) or `none`
// (token) — the all-zero value of its type.
type ConstNull struct{ Typ *Type }

// Undef is `undef`.
type Undef struct{ Typ *Type }

// Poison is `poison`.
type Poison struct{ Typ *Type }

// ConstAggregate is a constant array (`[2 x i32] [i32 1, i32 2]`), struct
// (`{ i32, ptr } { i32 1, ptr null }`) or vector (`<2 x i32> <i32 1, i32 2>`).
type ConstAggregate struct {
	Typ   *Type
	Elems []Constant
}

// ConstData is a constant array of i8 written as a string: `c"hi\00"`.
type ConstData struct {
	Typ   *Type
	Bytes []byte
}

// ConstSplat is a vector whose elements all equal Elem: `splat (i32 1)`
// (LLVM 19 syntax; older targets print the element list).
type ConstSplat struct {
	Typ  *Type
	Elem Constant
}

// ConstExpr is a constant expression: casts, getelementptr, binary
// operators, comparisons (LLVM < 19), extractelement/insertelement/
// shufflevector (older LLVM), select (LLVM < 17).
//
// Operands and flags follow the same conventions as the instruction with
// the same opcode (see Opcode).
//
// Printed form: `getelementptr inbounds ([4 x i8], ptr @s, i64 0, i64 2)`.
type ConstExpr struct {
	Op       Opcode
	Typ      *Type
	Operands []Constant
	Flags    Flags
	Pred     Pred
	ElemType *Type // getelementptr source element type
	// InRange is the `inrange(lo, hi)` range of a GEP (LLVM 19+), or the
	// old `inrange` marker on index InRangeIndex (LLVM < 19, encoded as
	// InRangeIndex >= 0 with HasInRange set).
	HasInRange   bool
	InRangeLo    int64
	InRangeHi    int64
	InRangeIndex int // -1 when the range form is used
	Mask         []int32
	Indices      []uint32
}

// BlockAddress is `blockaddress(@f, %bb)`; Typ is the pointer type of
// the function's address space.
type BlockAddress struct {
	Func  *Func
	Block *Block
	Typ   *Type
}

// DSOLocalEquivalent is `dso_local_equivalent @f`.
type DSOLocalEquivalent struct{ GV GlobalValue }

// NoCFIValue is `no_cfi @f`.
type NoCFIValue struct{ GV GlobalValue }

// ConstPtrAuth is `ptrauth (ptr @f, i32 key[, i64 disc[, ptr addrdisc]])`
// (LLVM 19+).
type ConstPtrAuth struct {
	Ptr, Key, Disc, AddrDisc Constant
	DeactivationSymbol       Constant // LLVM 22; nil when absent
}

// Type implementations.
func (c *ConstInt) Type() *Type           { return c.Typ }
func (c *ConstFloat) Type() *Type         { return c.Typ }
func (c *ConstNull) Type() *Type          { return c.Typ }
func (c *Undef) Type() *Type              { return c.Typ }
func (c *Poison) Type() *Type             { return c.Typ }
func (c *ConstAggregate) Type() *Type     { return c.Typ }
func (c *ConstData) Type() *Type          { return c.Typ }
func (c *ConstSplat) Type() *Type         { return c.Typ }
func (c *ConstExpr) Type() *Type          { return c.Typ }
func (c *BlockAddress) Type() *Type       { return c.Typ }
func (c *DSOLocalEquivalent) Type() *Type { return c.GV.Type() }
func (c *NoCFIValue) Type() *Type         { return c.GV.Type() }
func (c *ConstPtrAuth) Type() *Type       { return c.Ptr.Type() }

func (*ConstInt) isConstant()           {}
func (*ConstFloat) isConstant()         {}
func (*ConstNull) isConstant()          {}
func (*Undef) isConstant()              {}
func (*Poison) isConstant()             {}
func (*ConstAggregate) isConstant()     {}
func (*ConstData) isConstant()          {}
func (*ConstSplat) isConstant()         {}
func (*ConstExpr) isConstant()          {}
func (*BlockAddress) isConstant()       {}
func (*DSOLocalEquivalent) isConstant() {}
func (*NoCFIValue) isConstant()         {}
func (*ConstPtrAuth) isConstant()       {}

// Int returns the integer constant v of type t (v is truncated to the width;
// for widths > 64 it is sign-extended from int64).
//
// Small values of the common widths (i1, i8, i16, i32, i64; -1 to 255)
// are shared constants, not a new object per call: constants are values
// that are replaced, never edited in place, and lowering and the bitcode
// writer ask for the same few millions of times on a large module.
func Int(t *Type, v int64) *ConstInt {
	if v >= smallIntMin && v <= smallIntMax {
		if row := smallIntRow(t); row >= 0 {
			return &smallInts[row*smallIntSpan+int(v-smallIntMin)]
		}
	}
	if t.Bits > 64 {
		b := new(big.Int).SetInt64(v)
		if v < 0 {
			b.Add(b, new(big.Int).Lsh(big.NewInt(1), uint(t.Bits)))
		}
		return &ConstInt{Typ: t, Big: b}
	}
	return &ConstInt{Typ: t, V: uint64(v) & lowMask(t.Bits)}
}

const (
	smallIntMin  = -1
	smallIntMax  = 255
	smallIntSpan = smallIntMax - smallIntMin + 1
)

// smallInts are the constants Int shares, smallIntSpan per width in the
// order of smallIntRow.
var smallInts = func() []ConstInt {
	widths := [...]*Type{I1, I8, I16, I32, I64}
	out := make([]ConstInt, len(widths)*smallIntSpan)
	for row, t := range widths {
		for v := int64(smallIntMin); v <= smallIntMax; v++ {
			out[row*smallIntSpan+int(v-smallIntMin)] = ConstInt{Typ: t, V: uint64(v) & lowMask(t.Bits)}
		}
	}
	return out
}()

func smallIntRow(t *Type) int {
	switch t {
	case I1:
		return 0
	case I8:
		return 1
	case I16:
		return 2
	case I32:
		return 3
	case I64:
		return 4
	}
	return -1
}

func lowMask(bits uint32) uint64 {
	if bits >= 64 {
		return math.MaxUint64
	}
	return 1<<bits - 1
}

// Signed returns the constant's value sign-extended from its width (widths
// <= 64 only; wider values are truncated).
func (c *ConstInt) Signed() int64 {
	if c.Big != nil {
		return c.Big.Int64()
	}
	b := c.Typ.Bits
	if b >= 64 {
		return int64(c.V)
	}
	return int64(c.V<<(64-b)) >> (64 - b)
}

// BigValue returns the constant's unsigned value.
func (c *ConstInt) BigValue() *big.Int {
	if c.Big != nil {
		return c.Big
	}
	return new(big.Int).SetUint64(c.V)
}

// IsZero reports whether the constant is 0.
func (c *ConstInt) IsZero() bool {
	if c.Big != nil {
		return c.Big.Sign() == 0
	}
	return c.V == 0
}

// Float64 returns the double constant v.
func Float64(v float64) *ConstFloat { return &ConstFloat{Typ: Double, Bits: math.Float64bits(v)} }

// Float32 returns the float constant v.
func Float32(v float32) *ConstFloat {
	return &ConstFloat{Typ: Float, Bits: uint64(math.Float32bits(v))}
}

// FloatOf returns v as a constant of the float type t (half, bfloat, float
// or double), rounding to nearest.
func FloatOf(t *Type, v float64) *ConstFloat {
	switch t.Kind {
	case FloatKind:
		return &ConstFloat{Typ: t, Bits: uint64(math.Float32bits(float32(v)))}
	case DoubleKind:
		return &ConstFloat{Typ: t, Bits: math.Float64bits(v)}
	case HalfKind:
		return &ConstFloat{Typ: t, Bits: uint64(Float64ToHalf(v))}
	case BFloatKind:
		return &ConstFloat{Typ: t, Bits: uint64(Float64ToBFloat(v))}
	}
	panic("ir: FloatOf on " + t.String())
}

// Float64 returns the value of a half/bfloat/float/double constant as a
// float64 (other kinds return NaN).
func (c *ConstFloat) Float64() float64 {
	switch c.Typ.Kind {
	case DoubleKind:
		return math.Float64frombits(c.Bits)
	case FloatKind:
		return float64(math.Float32frombits(uint32(c.Bits)))
	case HalfKind:
		return HalfToFloat64(uint16(c.Bits))
	case BFloatKind:
		return float64(math.Float32frombits(uint32(c.Bits) << 16))
	}
	return math.NaN()
}

// HalfToFloat64 converts IEEE binary16 bits to float64 (exact).
func HalfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * math.Ldexp(1+frac/1024, exp-15)
}

// Float64ToHalf converts to IEEE binary16 with round-to-nearest-even.
func Float64ToHalf(v float64) uint16 {
	bits := math.Float64bits(v)
	sign := uint16(bits>>48) & 0x8000
	if math.IsNaN(v) {
		return sign | 0x7e00
	}
	a := math.Abs(v)
	if a >= 65520 { // rounds to infinity
		return sign | 0x7c00
	}
	if a < math.Ldexp(1, -14) { // subnormal: units of 2^-24
		return sign | uint16(math.RoundToEven(a*(1<<24)))
	}
	e := math.Ilogb(a)
	m := math.RoundToEven((a/math.Ldexp(1, e) - 1) * 1024)
	if m == 1024 {
		m = 0
		e++
	}
	return sign | uint16(e+15)<<10 | uint16(m)
}

// Float64ToBFloat converts to bfloat16 with round-to-nearest-even (through
// float32, as LLVM's APFloat conversion does for values already in float
// range).
func Float64ToBFloat(v float64) uint16 {
	f := math.Float32bits(float32(v))
	if math.IsNaN(v) {
		return uint16(f>>16) | 0x40
	}
	round := uint32(0x7fff) + (f>>16)&1
	return uint16((f + round) >> 16)
}

// Null returns the all-zero constant of t.
func Null(t *Type) *ConstNull { return &ConstNull{Typ: t} }

// IsNullValue reports whether c is a zero value (null, zeroinitializer, a
// zero integer or +0.0).
func IsNullValue(c Value) bool {
	switch c := c.(type) {
	case *ConstNull:
		return true
	case *ConstInt:
		return c.IsZero()
	case *ConstFloat:
		return c.Bits == 0 && c.Hi == 0
	}
	return false
}
