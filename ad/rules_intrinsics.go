package ad

import (
	"math"

	"github.com/irfix/irfix/ir"
)

// Rules of the llvm.* math intrinsics, keyed by the base name without the
// type suffix. The derivative code calls intrinsics too, at the operand's
// type, so a vector operation gets vector derivative code.

func init() {
	// One-operand functions f(x), f' written in terms of x and r = f(x).
	for name, f := range map[string]func(e em) ir.Value{
		// sqrt'(0) is taken as 0 (Enzyme's convention) rather than +inf.
		"llvm.sqrt": func(e em) ir.Value {
			x := e.X(0)
			return e.zeroWhere(e.cmpK(ir.FCmpOEQ, x, 0), e.div(e.k(x, 0.5), e.Y()))
		},
		"llvm.sin":   func(e em) ir.Value { return e.intr("llvm.cos", e.X(0)) },
		"llvm.cos":   func(e em) ir.Value { return e.neg(e.intr("llvm.sin", e.X(0))) },
		"llvm.tan":   func(e em) ir.Value { return e.onePlusSq(e.Y()) },
		"llvm.exp":   func(e em) ir.Value { return e.Y() },
		"llvm.exp2":  func(e em) ir.Value { r := e.Y(); return e.mul(r, e.k(r, math.Ln2)) },
		"llvm.exp10": func(e em) ir.Value { r := e.Y(); return e.mul(r, e.k(r, math.Ln10)) },
		"llvm.log":   func(e em) ir.Value { return e.recip(e.X(0)) },
		"llvm.log2":  func(e em) ir.Value { x := e.X(0); return e.recip(e.mul(x, e.k(x, math.Ln2))) },
		"llvm.log10": func(e em) ir.Value { x := e.X(0); return e.recip(e.mul(x, e.k(x, math.Ln10))) },
		"llvm.asin":  func(e em) ir.Value { return e.asinPartial(e.X(0)) },
		"llvm.acos":  func(e em) ir.Value { return e.neg(e.asinPartial(e.X(0))) },
		"llvm.atan":  func(e em) ir.Value { return e.recip(e.onePlusSq(e.X(0))) },
		"llvm.sinh":  func(e em) ir.Value { return e.intr("llvm.cosh", e.X(0)) },
		"llvm.cosh":  func(e em) ir.Value { return e.intr("llvm.sinh", e.X(0)) },
		"llvm.tanh":  func(e em) ir.Value { return e.oneMinusSq(e.Y()) },
		// |x|' = -1 for x < 0 and +1 otherwise, so fabs'(0) = 1: the
		// choice of both Enzyme (fcmp olt x, 0) and JAX (select(x >= 0)).
		"llvm.fabs": func(e em) ir.Value { return e.fabsPartial(e.X(0)) },
		// Identities for values (they only canonicalise NaN encodings or
		// fence reassociation).
		"llvm.canonicalize":     func(e em) ir.Value { return ruleConst(e.xType(0), 1) },
		"llvm.arithmetic.fence": func(e em) ir.Value { return ruleConst(e.xType(0), 1) },
	} {
		f := f
		ruleElementwise(name, func(e em) []ir.Value { return []ir.Value{f(e)} })
	}

	// Rounding to an integral value: zero almost everywhere; at the jumps
	// the derivative does not exist and, as in JAX and Enzyme, the jump
	// is ignored.
	for _, n := range []string{"llvm.floor", "llvm.ceil", "llvm.trunc", "llvm.round",
		"llvm.roundeven", "llvm.rint", "llvm.nearbyint",
		"llvm.lrint", "llvm.llrint", "llvm.lround", "llvm.llround",
		"llvm.fptosi.sat", "llvm.fptoui.sat"} {
		register(n, ruleNoDerivative(1))
	}
	register("llvm.is.fpclass", ruleNoDerivative(2))

	ruleElementwise("llvm.atan2", func(e em) []ir.Value { return e.atan2Partials() })
	ruleElementwise("llvm.pow", func(e em) []ir.Value { return e.powPartials() })
	// powi(x, n) = x^n for an integer n: n·x^(n-1), 0 for n = 0 (so that
	// x = 0 gives 0, not 0·inf); the exponent is an integer.
	ruleElementwise("llvm.powi", func(e em) []ir.Value {
		x, n := e.X(0), e.X(1)
		t := x.Type()
		nm1 := e.B().Sub(n, ruleIConst(n.Type(), 1))
		p := e.intrinsic("llvm.powi", []*ir.Type{t, n.Type()}, t, x, nm1)
		d := e.mul(e.toFloat(n, t), p)
		isZero := e.B().ICmp(ir.ICmpEQ, n, ruleIConst(n.Type(), 0))
		return []ir.Value{e.zeroWhere(isZero, d), nil}
	})
	// ldexp(x, n) = x·2^n: 2^n, computed as ldexp(1, n) so that it is
	// exact and needs no division by x; the exponent is an integer.
	ruleElementwise("llvm.ldexp", func(e em) []ir.Value {
		x, n := e.X(0), e.X(1)
		t := x.Type()
		return []ir.Value{e.intrinsic("llvm.ldexp", []*ir.Type{t, n.Type()}, t, e.k(x, 1), n), nil}
	})
	ruleElementwise("llvm.fma", func(e em) []ir.Value { return e.fmaPartials() })
	ruleElementwise("llvm.fmuladd", func(e em) []ir.Value { return e.fmaPartials() })
	// copysign(x, s) = ±x: sign(x)·sign(s) (±0 counted by their sign
	// bit); the sign source s has no derivative.
	ruleElementwise("llvm.copysign", func(e em) []ir.Value {
		return e.copysignPartials()
	})

	// Minimum and maximum. minnum/maxnum/minimumnum/maximumnum return the
	// other operand when one is NaN; minimum/maximum propagate NaN (the
	// derivative of a NaN result does not matter).
	for _, n := range []string{"llvm.maxnum", "llvm.maximum", "llvm.maximumnum"} {
		ruleElementwise(n, func(e em) []ir.Value { return e.minMaxPartials(ir.FCmpOGE) })
	}
	for _, n := range []string{"llvm.minnum", "llvm.minimum", "llvm.minimumnum"} {
		ruleElementwise(n, func(e em) []ir.Value { return e.minMaxPartials(ir.FCmpOLE) })
	}
}

// onePlusSq returns 1 + v².
func (e em) onePlusSq(v ir.Value) ir.Value { return e.add(e.k(v, 1), e.sq(v)) }

// oneMinusSq returns 1 - v².
func (e em) oneMinusSq(v ir.Value) ir.Value { return e.sub(e.k(v, 1), e.sq(v)) }

// asinPartial returns asin'(x) = 1/√(1-x²), with 1-x² formed as
// (1-x)(1+x), which keeps its digits near |x| = 1.
func (e em) asinPartial(x ir.Value) ir.Value {
	one := e.k(x, 1)
	return e.recip(e.intr("llvm.sqrt", e.mul(e.sub(one, x), e.add(one, x))))
}

// fabsPartial returns -1 for x < 0 and 1 otherwise.
func (e em) fabsPartial(x ir.Value) ir.Value {
	return e.sel(e.cmpK(ir.FCmpOLT, x, 0), e.k(x, -1), e.k(x, 1))
}

// fmaPartials returns the partials of a·b + c: b, a, 1.
func (e em) fmaPartials() []ir.Value {
	ps := e.wanted(nil, nil, ruleConst(e.xType(0), 1))
	if e.need(0) {
		ps[0] = e.X(1)
	}
	if e.need(1) {
		ps[1] = e.X(0)
	}
	return ps
}

// atan2Partials returns the partials of atan2(y, x) (operand 0 is y):
// x/(x²+y²) and -y/(x²+y²).
func (e em) atan2Partials() []ir.Value {
	ps := make([]ir.Value, 2)
	if !e.need(0) && !e.need(1) {
		return ps
	}
	y, x := e.X(0), e.X(1)
	d := e.add(e.sq(x), e.sq(y))
	if e.need(0) {
		ps[0] = e.div(x, d)
	}
	if e.need(1) {
		ps[1] = e.neg(e.div(y, d))
	}
	return ps
}

// powPartials returns the partials of pow(x, y), the intrinsic and the C
// function alike (the code calls llvm.pow and llvm.log, which every LLVM
// version has), with JAX's conventions: ∂x = y·x^(y-1), taken as 0 when
// y = 0 (so x = 0 gives 0, not 0·inf); ∂y = r·ln x, with ln 1 used at
// x = 0 (0^y is 0 for every y > 0, so the derivative is 0, not 0·-inf).
func (e em) powPartials() []ir.Value {
	ps := make([]ir.Value, 2)
	if e.need(0) {
		x, y := e.X(0), e.X(1)
		xm := e.intr("llvm.pow", x, e.sub(y, e.k(y, 1)))
		ps[0] = e.zeroWhere(e.cmpK(ir.FCmpOEQ, y, 0), e.mul(y, xm))
	}
	if e.need(1) {
		x := e.X(0)
		safeX := e.sel(e.cmpK(ir.FCmpOEQ, x, 0), e.k(x, 1), x)
		ps[1] = e.mul(e.Y(), e.intr("llvm.log", safeX))
	}
	return ps
}

// copysignPartials returns the partials of copysign(x, s): sign(x)·sign(s)
// and nil.
func (e em) copysignPartials() []ir.Value {
	if !e.need(0) {
		return []ir.Value{nil, nil}
	}
	x, s := e.X(0), e.X(1)
	one := e.k(x, 1)
	return []ir.Value{e.mul(e.intr("llvm.copysign", one, x), e.intr("llvm.copysign", one, s)), nil}
}

// minMaxPartials returns the partials of a two-operand minimum or
// maximum: 1 for the operand that is the result, 0 for the other. cmp is
// oge for a maximum, ole for a minimum; x wins when cmp(x, y) holds (so
// ties go to x, as in Enzyme) or when y is NaN (the *num forms then
// return x).
func (e em) minMaxPartials(cmp ir.Pred) []ir.Value {
	if !e.need(0) && !e.need(1) {
		return []ir.Value{nil, nil}
	}
	x, y := e.X(0), e.X(1)
	xWins := e.or(e.cmp(cmp, x, y), e.cmp(ir.FCmpUNO, y, y))
	one, zero := e.k(x, 1), e.k(x, 0)
	return e.wanted(e.sel(xWins, one, zero), e.sel(xWins, zero, one))
}
