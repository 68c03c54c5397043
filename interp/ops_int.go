package interp

import (
	"math/big"
	"math/bits"

	"github.com/irfix/irfix/ir"
)

// Integer arithmetic on scalars. Narrow integers (<= 64 bits) compute on
// uint64 and mask; wider ones use math/big modulo 2^width. Poison
// propagates; nuw/nsw/exact violations and over-wide shifts give poison
// (LangRef). Undefined bits propagate the way MemorySanitizer propagates
// its shadow: exactly through and/or/xor/shifts/casts, and for add, sub
// and mul from the lowest undefined bit upwards. Division by zero, by an
// undefined value and INT_MIN / -1 are undefined behaviour.

// spreadUp returns the mask of every bit at or above the lowest set bit of m.
func spreadUp(m uint64) uint64 {
	if m == 0 {
		return 0
	}
	low := m & -m
	return ^(low - 1)
}

func intBin(op ir.Opcode, flags ir.Flags, w uint32, a, b V) (V, error) {
	if a.isPoison() || b.isPoison() {
		return poisonV(), nil
	}
	if w > 64 {
		return bigBin(op, flags, w, a, b)
	}
	mk := mask(w)
	x, y := a.U&mk, b.U&mk
	ua, ubm := a.undefMask(w), b.undefMask(w)
	switch op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		if ubm != 0 {
			return V{}, ub("%s by a value with undefined bits", op)
		}
		if y == 0 {
			return V{}, ub("%s by zero", op)
		}
		if (op == ir.OpSDiv || op == ir.OpSRem) && y == mk && x == 1<<(w-1) {
			return V{}, ub("%s overflow: INT_MIN / -1 for i%d", op, w)
		}
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		if ubm != 0 {
			return undefV(), nil
		}
		if y >= uint64(w) {
			return poisonV(), nil
		}
	}
	var r uint64
	switch op {
	case ir.OpAdd:
		r = (x + y) & mk
		if flags&(ir.FlagNUW|ir.FlagNSW) != 0 && ua|ubm == 0 {
			if flags&ir.FlagNUW != 0 && (r < x || (w < 64 && x+y > mk)) {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 {
				sx, sy, sr := sext(x, w), sext(y, w), sext(r, w)
				if (sx >= 0) == (sy >= 0) && (sr >= 0) != (sx >= 0) {
					return poisonV(), nil
				}
			}
		}
		return withUndef(r, spreadUp(ua|ubm)&mk), nil
	case ir.OpSub:
		r = (x - y) & mk
		if flags&(ir.FlagNUW|ir.FlagNSW) != 0 && ua|ubm == 0 {
			if flags&ir.FlagNUW != 0 && y > x {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 {
				sx, sy, sr := sext(x, w), sext(y, w), sext(r, w)
				if (sx >= 0) != (sy >= 0) && (sr >= 0) != (sx >= 0) {
					return poisonV(), nil
				}
			}
		}
		return withUndef(r, spreadUp(ua|ubm)&mk), nil
	case ir.OpMul:
		hi, lo := bits.Mul64(x, y)
		r = lo & mk
		if flags&(ir.FlagNUW|ir.FlagNSW) != 0 && ua|ubm == 0 {
			if flags&ir.FlagNUW != 0 && (hi != 0 || lo&^mk != 0) {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 && mulOverflowsSigned(sext(x, w), sext(y, w), w) {
				return poisonV(), nil
			}
		}
		return withUndef(r, spreadUp(ua|ubm)&mk), nil
	case ir.OpUDiv, ir.OpURem:
		q, rem := x/y, x%y
		if op == ir.OpUDiv {
			if flags&ir.FlagExact != 0 && rem != 0 && ua == 0 {
				return poisonV(), nil
			}
			r = q
		} else {
			r = rem
		}
		if ua != 0 {
			return withUndef(r, mk), nil
		}
		return V{U: r}, nil
	case ir.OpSDiv, ir.OpSRem:
		sx, sy := sext(x, w), sext(y, w)
		q, rem := sx/sy, sx%sy
		if op == ir.OpSDiv {
			if flags&ir.FlagExact != 0 && rem != 0 && ua == 0 {
				return poisonV(), nil
			}
			r = uint64(q) & mk
		} else {
			r = uint64(rem) & mk
		}
		if ua != 0 {
			return withUndef(r, mk), nil
		}
		return V{U: r}, nil
	case ir.OpShl:
		r = (x << y) & mk
		if ua == 0 {
			if flags&ir.FlagNUW != 0 && r>>y != x {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 && sext(r, w)>>y != sext(x, w) {
				return poisonV(), nil
			}
		}
		return withUndef(r, (ua<<y)&mk), nil
	case ir.OpLShr:
		r = x >> y
		if flags&ir.FlagExact != 0 && ua == 0 && r<<y != x {
			return poisonV(), nil
		}
		return withUndef(r, ua>>y), nil
	case ir.OpAShr:
		r = uint64(sext(x, w)>>y) & mk
		if flags&ir.FlagExact != 0 && ua == 0 && (x>>y)<<y != x {
			return poisonV(), nil
		}
		return withUndef(r, uint64(sext(ua, w)>>y)&mk), nil
	case ir.OpAnd:
		r = x & y
		// A bit is defined when both are defined, or either is a defined 0.
		um := (ua & ubm) | (ua & y &^ ubm) | (ubm & x &^ ua)
		return withUndef(r&^um, um), nil
	case ir.OpOr:
		r = x | y
		if flags&ir.FlagDisjoint != 0 && x&y != 0 && ua|ubm == 0 {
			return poisonV(), nil
		}
		um := (ua & ubm) | (ua &^ y &^ ubm) | (ubm &^ x &^ ua)
		return withUndef(r&^um, um), nil
	case ir.OpXor:
		return withUndef((x^y)&mk, ua|ubm), nil
	}
	return V{}, unsupported("integer operation %s", op)
}

func mulOverflowsSigned(x, y int64, w uint32) bool {
	if w == 64 {
		if x == 0 || y == 0 {
			return false
		}
		p := x * y
		return p/y != x || (x == -1 && y == -1<<63) || (y == -1 && x == -1<<63)
	}
	// Both fit in w <= 63 bits; the product fits in 126 bits.
	hi, lo := bits.Mul64(uint64(abs64(x)), uint64(abs64(y)))
	neg := (x < 0) != (y < 0)
	limit := uint64(1) << (w - 1) // |min|
	if hi != 0 {
		return true
	}
	if neg {
		return lo > limit
	}
	return lo >= limit
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// Wide integers.

func pow2(w uint32) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w)) }

// toSigned interprets x (0 <= x < 2^w) as a signed w-bit integer.
func toSigned(x *big.Int, w uint32) *big.Int {
	if x.Bit(int(w-1)) == 1 {
		return new(big.Int).Sub(x, pow2(w))
	}
	return x
}

// wrapBig reduces x modulo 2^w into [0, 2^w).
func wrapBig(x *big.Int, w uint32) *big.Int {
	m := pow2(w)
	r := new(big.Int).Mod(x, m) // Mod is Euclidean: non-negative
	return r
}

// normBig returns the V for 0 <= x < 2^w (plain when it fits in 64 bits).
func normBig(x *big.Int) V {
	if x.IsUint64() {
		return V{U: x.Uint64()}
	}
	return bigV(x)
}

func inSigned(x *big.Int, w uint32) bool {
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	return x.Cmp(new(big.Int).Neg(lim)) >= 0 && x.Cmp(lim) < 0
}

func bigBin(op ir.Opcode, flags ir.Flags, w uint32, a, b V) (V, error) {
	if a.bad() || b.bad() {
		switch op {
		case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
			if b.bad() {
				return V{}, ub("%s by a value with undefined bits", op)
			}
		}
		return undefV(), nil
	}
	x, y := a.bigOf(), b.bigOf()
	r := new(big.Int)
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul:
		switch op {
		case ir.OpAdd:
			r.Add(x, y)
		case ir.OpSub:
			r.Sub(x, y)
		default:
			r.Mul(x, y)
		}
		if flags&ir.FlagNUW != 0 && (r.Sign() < 0 || r.Cmp(pow2(w)) >= 0) {
			return poisonV(), nil
		}
		if flags&ir.FlagNSW != 0 {
			sx, sy := toSigned(x, w), toSigned(y, w)
			s := new(big.Int)
			switch op {
			case ir.OpAdd:
				s.Add(sx, sy)
			case ir.OpSub:
				s.Sub(sx, sy)
			default:
				s.Mul(sx, sy)
			}
			if !inSigned(s, w) {
				return poisonV(), nil
			}
		}
		return normBig(wrapBig(r, w)), nil
	case ir.OpUDiv, ir.OpURem:
		if y.Sign() == 0 {
			return V{}, ub("%s by zero", op)
		}
		q, m := new(big.Int).QuoRem(x, y, new(big.Int))
		if op == ir.OpUDiv {
			if flags&ir.FlagExact != 0 && m.Sign() != 0 {
				return poisonV(), nil
			}
			return normBig(q), nil
		}
		return normBig(m), nil
	case ir.OpSDiv, ir.OpSRem:
		if y.Sign() == 0 {
			return V{}, ub("%s by zero", op)
		}
		sx, sy := toSigned(x, w), toSigned(y, w)
		if sy.Cmp(big.NewInt(-1)) == 0 && sx.Cmp(new(big.Int).Neg(pow2(w-1))) == 0 {
			return V{}, ub("%s overflow: INT_MIN / -1 for i%d", op, w)
		}
		q, m := new(big.Int).QuoRem(sx, sy, new(big.Int)) // truncated, like C
		if op == ir.OpSDiv {
			if flags&ir.FlagExact != 0 && m.Sign() != 0 {
				return poisonV(), nil
			}
			return normBig(wrapBig(q, w)), nil
		}
		return normBig(wrapBig(m, w)), nil
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		if y.Cmp(big.NewInt(int64(w))) >= 0 {
			return poisonV(), nil
		}
		s := uint(y.Uint64())
		switch op {
		case ir.OpShl:
			r.Lsh(x, s)
			res := wrapBig(r, w)
			if flags&ir.FlagNUW != 0 && new(big.Int).Rsh(res, s).Cmp(x) != 0 {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 && new(big.Int).Rsh(toSigned(res, w), s).Cmp(toSigned(x, w)) != 0 {
				return poisonV(), nil
			}
			return normBig(res), nil
		case ir.OpLShr:
			r.Rsh(x, s)
			if flags&ir.FlagExact != 0 && new(big.Int).Lsh(r, s).Cmp(x) != 0 {
				return poisonV(), nil
			}
			return normBig(r), nil
		default:
			r.Rsh(toSigned(x, w), s) // arithmetic for negative big.Int
			if flags&ir.FlagExact != 0 && new(big.Int).Lsh(new(big.Int).Rsh(x, s), s).Cmp(x) != 0 {
				return poisonV(), nil
			}
			return normBig(wrapBig(r, w)), nil
		}
	case ir.OpAnd:
		return normBig(r.And(x, y)), nil
	case ir.OpOr:
		if flags&ir.FlagDisjoint != 0 && new(big.Int).And(x, y).Sign() != 0 {
			return poisonV(), nil
		}
		return normBig(r.Or(x, y)), nil
	case ir.OpXor:
		return normBig(r.Xor(x, y)), nil
	}
	return V{}, unsupported("integer operation %s on i%d", op, w)
}

// icmpScalar compares two integers (or pointers) of width w.
func icmpScalar(p ir.Pred, w uint32, flags ir.Flags, a, b V) V {
	if a.isPoison() || b.isPoison() {
		return poisonV()
	}
	if w > 64 {
		if a.bad() || b.bad() {
			return undefV()
		}
		x, y := a.bigOf(), b.bigOf()
		var c int
		switch p {
		case ir.ICmpSGT, ir.ICmpSGE, ir.ICmpSLT, ir.ICmpSLE:
			c = toSigned(x, w).Cmp(toSigned(y, w))
		default:
			c = x.Cmp(y)
		}
		return boolV(cmpResult(p, c))
	}
	mk := mask(w)
	x, y := a.U&mk, b.U&mk
	if um := a.undefMask(w) | b.undefMask(w); um != 0 {
		// eq/ne are decided by a defined bit that differs.
		if (p == ir.ICmpEQ || p == ir.ICmpNE) && (x^y)&^um != 0 {
			return boolV(p == ir.ICmpNE)
		}
		return undefV()
	}
	if flags&ir.FlagSameSign != 0 && (x>>(w-1))&1 != (y>>(w-1))&1 {
		return poisonV()
	}
	var c int
	switch p {
	case ir.ICmpSGT, ir.ICmpSGE, ir.ICmpSLT, ir.ICmpSLE:
		sx, sy := sext(x, w), sext(y, w)
		if sx < sy {
			c = -1
		} else if sx > sy {
			c = 1
		}
	default:
		if x < y {
			c = -1
		} else if x > y {
			c = 1
		}
	}
	return boolV(cmpResult(p, c))
}

func cmpResult(p ir.Pred, c int) bool {
	switch p {
	case ir.ICmpEQ:
		return c == 0
	case ir.ICmpNE:
		return c != 0
	case ir.ICmpUGT, ir.ICmpSGT:
		return c > 0
	case ir.ICmpUGE, ir.ICmpSGE:
		return c >= 0
	case ir.ICmpULT, ir.ICmpSLT:
		return c < 0
	case ir.ICmpULE, ir.ICmpSLE:
		return c <= 0
	}
	return false
}

func boolV(b bool) V {
	if b {
		return V{U: 1}
	}
	return V{}
}
