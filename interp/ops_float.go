package interp

import (
	"math"
	"math/big"

	"github.com/irfix/irfix/ir"
)

// Floating point. half, bfloat, float and double are computed in float64
// and rounded once to the destination format: for + - * / and sqrt the
// float64 result is already correctly rounded and float64 has more than
// 2p+2 bits for every narrower p, so the second rounding gives the IEEE
// result (the classic double-rounding theorem). NaNs follow x86 SSE, the
// hardware lli runs on: a NaN operand is returned quieted (the first one
// if both are NaN), and an invalid operation gives the default NaN with
// the sign bit set (printf prints it as "-nan").
//
// x86_fp80, fp128 and ppc_fp128 values can be loaded, stored and copied
// as bits, but computing with them is ErrUnsupported.

// fmt describes one binary floating-point format.
type ffmt struct {
	bits    uint32
	quiet   uint64 // the quiet-NaN bit
	defNaN  uint64 // x86's default NaN
	expMask uint64
	manMask uint64
}

var (
	fHalf   = &ffmt{16, 0x0200, 0xFE00, 0x7C00, 0x03FF}
	fBFloat = &ffmt{16, 0x0040, 0xFFC0, 0x7F80, 0x007F}
	fFloat  = &ffmt{32, 0x00400000, 0xFFC00000, 0x7F800000, 0x007FFFFF}
	fDouble = &ffmt{64, 0x0008000000000000, 0xFFF8000000000000, 0x7FF0000000000000, 0x000FFFFFFFFFFFFF}
)

func fmtOf(t *ir.Type) *ffmt {
	switch t.Kind {
	case ir.DoubleKind:
		return fDouble
	case ir.FloatKind:
		return fFloat
	case ir.HalfKind:
		return fHalf
	case ir.BFloatKind:
		return fBFloat
	}
	return nil
}

func (f *ffmt) isNaN(u uint64) bool { return u&f.expMask == f.expMask && u&f.manMask != 0 }

func (f *ffmt) sign() uint64 { return 1 << (f.bits - 1) }

// toF64 converts the bits of a value in format f to float64 (exact).
func (f *ffmt) toF64(u uint64) float64 {
	switch f {
	case fDouble:
		return math.Float64frombits(u)
	case fFloat:
		return float64(math.Float32frombits(uint32(u)))
	case fHalf:
		return ir.HalfToFloat64(uint16(u))
	default:
		return float64(math.Float32frombits(uint32(u) << 16))
	}
}

// fromF64 rounds x to format f (round to nearest even). NaN inputs give
// the default NaN.
func (f *ffmt) fromF64(x float64) uint64 {
	if x != x {
		return f.defNaN
	}
	switch f {
	case fDouble:
		return math.Float64bits(x)
	case fFloat:
		return uint64(math.Float32bits(float32(x)))
	case fHalf:
		return uint64(ir.Float64ToHalf(x))
	default:
		return uint64(ir.Float64ToBFloat(x))
	}
}

// nanResult applies the x86 NaN rules to the result r of an operation on
// a (and b, when binary).
func (f *ffmt) nanResult(r uint64, ops ...uint64) uint64 {
	for _, o := range ops {
		if f.isNaN(o) {
			return o | f.quiet
		}
	}
	if f.isNaN(r) {
		return f.defNaN
	}
	return r
}

func floatBin(op ir.Opcode, t *ir.Type, a, b V) (V, error) {
	if a.isPoison() || b.isPoison() {
		return poisonV(), nil
	}
	f := fmtOf(t)
	if f == nil {
		return V{}, unsupported("%s arithmetic (%s)", t, op)
	}
	if a.bad() || b.bad() {
		return undefV(), nil
	}
	x, y := f.toF64(a.U), f.toF64(b.U)
	var r float64
	switch op {
	case ir.OpFAdd:
		r = float64(x + y)
	case ir.OpFSub:
		r = float64(x - y)
	case ir.OpFMul:
		r = float64(x * y)
	case ir.OpFDiv:
		r = float64(x / y)
	case ir.OpFRem:
		r = math.Mod(x, y)
	default:
		return V{}, unsupported("float operation %s", op)
	}
	return V{U: f.nanResult(f.fromF64(r), a.U, b.U)}, nil
}

func floatNeg(t *ir.Type, a V) (V, error) {
	if a.isPoison() {
		return a, nil
	}
	f := fmtOf(t)
	if f == nil {
		return V{}, unsupported("fneg on %s", t)
	}
	if a.bad() {
		return undefV(), nil
	}
	return V{U: a.U ^ f.sign()}, nil
}

// fcmpScalar evaluates an fcmp predicate.
func fcmpScalar(p ir.Pred, t *ir.Type, a, b V) (V, error) {
	if a.isPoison() || b.isPoison() {
		return poisonV(), nil
	}
	f := fmtOf(t)
	if f == nil {
		return V{}, unsupported("fcmp on %s", t)
	}
	if a.bad() || b.bad() {
		return undefV(), nil
	}
	return boolV(fcmp(p, f.toF64(a.U), f.toF64(b.U))), nil
}

func fcmp(p ir.Pred, x, y float64) bool {
	uno := x != x || y != y
	switch p {
	case ir.FCmpFalse:
		return false
	case ir.FCmpTrue:
		return true
	case ir.FCmpORD:
		return !uno
	case ir.FCmpUNO:
		return uno
	case ir.FCmpOEQ:
		return !uno && x == y
	case ir.FCmpOGT:
		return !uno && x > y
	case ir.FCmpOGE:
		return !uno && x >= y
	case ir.FCmpOLT:
		return !uno && x < y
	case ir.FCmpOLE:
		return !uno && x <= y
	case ir.FCmpONE:
		return !uno && x != y
	case ir.FCmpUEQ:
		return uno || x == y
	case ir.FCmpUGT:
		return uno || x > y
	case ir.FCmpUGE:
		return uno || x >= y
	case ir.FCmpULT:
		return uno || x < y
	case ir.FCmpULE:
		return uno || x <= y
	case ir.FCmpUNE:
		return uno || x != y
	}
	return false
}

// convertFloat converts between float formats (fptrunc/fpext), keeping
// NaN payloads the way x86 does (quieted, high payload bits kept).
func convertFloat(from, to *ffmt, u uint64) uint64 {
	if from.isNaN(u) {
		sign := uint64(0)
		if u&from.sign() != 0 {
			sign = to.sign()
		}
		fb := uint32(0)
		switch from {
		case fDouble:
			fb = 52
		case fFloat:
			fb = 23
		case fHalf:
			fb = 10
		default:
			fb = 7
		}
		tb := uint32(0)
		switch to {
		case fDouble:
			tb = 52
		case fFloat:
			tb = 23
		case fHalf:
			tb = 10
		default:
			tb = 7
		}
		pay := u & from.manMask
		if tb > fb {
			pay <<= tb - fb
		} else {
			pay >>= fb - tb
		}
		return sign | to.expMask | to.quiet | pay
	}
	if from == fDouble && to == fFloat {
		return uint64(math.Float32bits(float32(math.Float64frombits(u))))
	}
	return to.fromF64(from.toF64(u))
}

// fpToInt implements fptosi/fptoui: truncation toward zero, poison when
// the result does not fit (or the input is NaN).
func fpToInt(signed bool, from *ffmt, w uint32, u uint64) V {
	x := math.Trunc(from.toF64(u))
	if x != x || math.IsInf(x, 0) {
		return poisonV()
	}
	if w <= 64 {
		if signed {
			lo, hi := -math.Ldexp(1, int(w-1)), math.Ldexp(1, int(w-1))
			if x < lo || x >= hi {
				return poisonV()
			}
			return V{U: uint64(int64(x)) & mask(w)}
		}
		if x < 0 || x >= math.Ldexp(1, int(w)) {
			return poisonV()
		}
		if x >= math.Ldexp(1, 63) {
			return V{U: uint64(x-math.Ldexp(1, 63)) + 1<<63}
		}
		return V{U: uint64(x)}
	}
	bf := new(big.Float).SetFloat64(x)
	bi, _ := bf.Int(nil)
	if signed {
		if !inSigned(bi, w) {
			return poisonV()
		}
		return normBig(wrapBig(bi, w))
	}
	if bi.Sign() < 0 || bi.Cmp(pow2(w)) >= 0 {
		return poisonV()
	}
	return normBig(bi)
}

// intToFP implements sitofp/uitofp with one rounding to nearest even.
func intToFP(signed bool, w uint32, v V, to *ffmt) uint64 {
	var bi *big.Int
	if w <= 64 {
		u := v.U & mask(w)
		if signed {
			s := sext(u, w)
			switch to {
			case fDouble:
				return math.Float64bits(float64(s))
			case fFloat:
				return uint64(math.Float32bits(float32(s)))
			}
			bi = big.NewInt(s)
		} else {
			switch to {
			case fDouble:
				return math.Float64bits(float64(u))
			case fFloat:
				return uint64(math.Float32bits(float32(u)))
			}
			bi = new(big.Int).SetUint64(u)
		}
	} else {
		bi = v.bigOf()
		if signed {
			bi = toSigned(bi, w)
		}
	}
	bf := new(big.Float).SetInt(bi)
	switch to {
	case fDouble:
		f, _ := bf.Float64()
		return math.Float64bits(f)
	case fFloat:
		f, _ := bf.Float32()
		return uint64(math.Float32bits(f))
	}
	// half/bfloat: round to float64 first (exact for |x| < 2^53; larger
	// values overflow both formats anyway).
	f, _ := bf.Float64()
	return to.fromF64(f)
}

// fromExact rounds x*y+z, computed exactly, to format f (used for fma on
// formats narrower than double, where computing in float64 first would
// round twice).
func (f *ffmt) fromExact(x, y, z float64) uint64 {
	if x != x || y != y || z != z || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsInf(z, 0) {
		return f.fromF64(math.FMA(x, y, z))
	}
	p := new(big.Float).SetPrec(2200).SetFloat64(x)
	p.Mul(p, new(big.Float).SetPrec(2200).SetFloat64(y))
	p.Add(p, new(big.Float).SetPrec(2200).SetFloat64(z))
	if p.Sign() == 0 {
		// Exact zero: the sign follows IEEE (x*y and z of opposite sign give +0).
		return f.fromF64(math.FMA(x, y, z))
	}
	if f == fFloat {
		r, _ := p.Float32()
		return uint64(math.Float32bits(r))
	}
	r, _ := p.Float64()
	return f.fromF64(r)
}
