package ad

import (
	"math"

	"github.com/irfix/irfix/ir"
)

// Rules of the C library's math functions, by name, for double ("sin")
// and float ("sinf"); each pair shares one rule, which works at the
// precision of its operand. The derivative code uses the intrinsics every
// LLVM version has (llvm.sqrt, sin, cos, exp, log, pow, copysign, round)
// and, for the rest, C library functions of the same precision (cosh for
// sinh, hypot for asinh). Functions that return through a pointer other
// than frexp's integer exponent (sincos, modf, lgamma_r) are not here:
// their outputs live in memory, which is the engine's business.

func init() {
	// One-operand functions f(x), f' written in terms of x and r = f(x).
	for name, f := range map[string]func(e em) ir.Value{
		"sqrt": func(e em) ir.Value {
			x := e.X(0)
			// 0 at x = 0, as llvm.sqrt.
			return e.zeroWhere(e.cmpK(ir.FCmpOEQ, x, 0), e.div(e.k(x, 0.5), e.Y()))
		},
		"sin":   func(e em) ir.Value { return e.intr("llvm.cos", e.X(0)) },
		"cos":   func(e em) ir.Value { return e.neg(e.intr("llvm.sin", e.X(0))) },
		"tan":   func(e em) ir.Value { return e.onePlusSq(e.Y()) },
		"exp":   func(e em) ir.Value { return e.Y() },
		"exp2":  func(e em) ir.Value { r := e.Y(); return e.mul(r, e.k(r, math.Ln2)) },
		"exp10": func(e em) ir.Value { r := e.Y(); return e.mul(r, e.k(r, math.Ln10)) },
		"expm1": func(e em) ir.Value { r := e.Y(); return e.add(r, e.k(r, 1)) },
		"log":   func(e em) ir.Value { return e.recip(e.X(0)) },
		"log2":  func(e em) ir.Value { x := e.X(0); return e.recip(e.mul(x, e.k(x, math.Ln2))) },
		"log10": func(e em) ir.Value { x := e.X(0); return e.recip(e.mul(x, e.k(x, math.Ln10))) },
		"log1p": func(e em) ir.Value { x := e.X(0); return e.recip(e.add(e.k(x, 1), x)) },
		"asin":  func(e em) ir.Value { return e.asinPartial(e.X(0)) },
		"acos":  func(e em) ir.Value { return e.neg(e.asinPartial(e.X(0))) },
		"atan":  func(e em) ir.Value { return e.recip(e.onePlusSq(e.X(0))) },
		"sinh":  func(e em) ir.Value { return e.libm("cosh", e.X(0)) },
		"cosh":  func(e em) ir.Value { return e.libm("sinh", e.X(0)) },
		"tanh":  func(e em) ir.Value { return e.oneMinusSq(e.Y()) },
		// asinh' = 1/√(x²+1) = 1/hypot(x, 1), which does not overflow
		// for large |x|.
		"asinh": func(e em) ir.Value { x := e.X(0); return e.recip(e.libm("hypot", x, e.k(x, 1))) },
		// acosh' = 1/√(x²-1) = 1/(√(x-1)·√(x+1)), exact near 1 and
		// without overflow.
		"acosh": func(e em) ir.Value {
			x := e.X(0)
			one := e.k(x, 1)
			return e.recip(e.mul(e.intr("llvm.sqrt", e.sub(x, one)), e.intr("llvm.sqrt", e.add(x, one))))
		},
		"atanh": func(e em) ir.Value {
			x := e.X(0)
			one := e.k(x, 1)
			return e.recip(e.mul(e.sub(one, x), e.add(one, x)))
		},
		// erf' = 2/√π·exp(-x²); erfc = 1 - erf.
		"erf":  func(e em) ir.Value { return e.erfPartial(e.X(0), 1) },
		"erfc": func(e em) ir.Value { return e.erfPartial(e.X(0), -1) },
		// cbrt' = 1/(3r²); 0 at x = 0, the convention of sqrt.
		"cbrt": func(e em) ir.Value {
			x := e.X(0)
			r := e.Y()
			return e.zeroWhere(e.cmpK(ir.FCmpOEQ, x, 0), e.recip(e.mul(e.k(x, 3), e.sq(r))))
		},
		// lgamma' = ψ (digamma), also for x < 0 where lgamma is
		// log|Γ(x)|; tgamma' = Γ·ψ.
		"lgamma": func(e em) ir.Value { x := e.X(0); return e.fromDouble(e.digamma(e.toDouble(x)), x.Type()) },
		"tgamma": func(e em) ir.Value {
			x := e.X(0)
			return e.mul(e.Y(), e.fromDouble(e.digamma(e.toDouble(x)), x.Type()))
		},
		// fabs'(0) = 1, as llvm.fabs.
		"fabs": func(e em) ir.Value { return e.fabsPartial(e.X(0)) },
	} {
		f := f
		ruleLibmPair(name, func(e em) []ir.Value { return []ir.Value{f(e)} })
	}

	// Rounding and exponent extraction: piecewise constant. (The double
	// "trunc" shares its key with the integer trunc instruction, whose
	// entry says the same: one operand, no derivative.)
	for _, n := range []string{"floor", "ceil", "round", "roundeven", "rint", "nearbyint",
		"lrint", "llrint", "lround", "llround", "logb", "ilogb"} {
		register(n, ruleNoDerivative(1))
		register(n+"f", ruleNoDerivative(1))
	}
	register("truncf", ruleNoDerivative(1))

	ruleLibmPair("atan2", func(e em) []ir.Value { return e.atan2Partials() })
	ruleLibmPair("pow", func(e em) []ir.Value { return e.powPartials() })
	ruleLibmPair("fma", func(e em) []ir.Value { return e.fmaPartials() })
	ruleLibmPair("copysign", func(e em) []ir.Value { return e.copysignPartials() })
	// fmax/fmin: C's maxnum/minnum (a NaN operand is ignored); ties go to
	// the first operand.
	ruleLibmPair("fmax", func(e em) []ir.Value { return e.minMaxPartials(ir.FCmpOGE) })
	ruleLibmPair("fmin", func(e em) []ir.Value { return e.minMaxPartials(ir.FCmpOLE) })
	// fdim(x, y) = x > y ? x - y : 0.
	ruleLibmPair("fdim", func(e em) []ir.Value {
		if !e.need(0) && !e.need(1) {
			return []ir.Value{nil, nil}
		}
		x, y := e.X(0), e.X(1)
		gt := e.cmp(ir.FCmpOGT, x, y)
		zero := e.k(x, 0)
		return e.wanted(e.sel(gt, e.k(x, 1), zero), e.sel(gt, e.k(x, -1), zero))
	})
	// hypot(x, y) = √(x²+y²): x/r, y/r; 0 at the origin, the convention
	// of sqrt.
	ruleLibmPair("hypot", func(e em) []ir.Value {
		ps := make([]ir.Value, 2)
		if !e.need(0) && !e.need(1) {
			return ps
		}
		r := e.Y()
		atZero := e.cmpK(ir.FCmpOEQ, r, 0)
		for k := range ps {
			if e.need(k) {
				ps[k] = e.zeroWhere(atZero, e.div(e.X(k), r))
			}
		}
		return ps
	})
	// fmod(x, y) = x - n·y with n = trunc(x/y) (the frem instruction
	// computes the same value); remainder rounds n to even instead.
	ruleLibmPair("fmod", func(e em) []ir.Value {
		return e.remPartials(func(x, y ir.Value) ir.Value { return e.B().Binary(ir.OpFRem, x, y) })
	})
	ruleLibmPair("remainder", func(e em) []ir.Value {
		return e.remPartials(func(x, y ir.Value) ir.Value { return e.Y() })
	})
	// ldexp(x, n) = scalbn(x, n) = x·2^n: 2^n = ldexp(1, n); n is an
	// integer.
	for _, n := range []string{"ldexp", "scalbn"} {
		ruleLibmPair(n, func(e em) []ir.Value {
			x := e.X(0)
			return []ir.Value{e.call(ruleLibmName("ldexp", x.Type()), x.Type(), e.k(x, 1), e.X(1)), nil}
		})
	}
	// frexp(x, &e) = m with x = m·2^e: m/x (= 2^-e exactly), 1 at x = 0,
	// as llvm.frexp. The exponent pointer carries no derivative.
	ruleLibmPair("frexp", func(e em) []ir.Value {
		return []ir.Value{e.frexpScale(e.X(0), e.Y()), nil}
	})
}

// erfPartial returns sign·2/√π·exp(-x²).
func (e em) erfPartial(x ir.Value, sign float64) ir.Value {
	g := e.intr("llvm.exp", e.neg(e.sq(x)))
	return e.mul(e.k(x, sign*2/math.Sqrt(math.Pi)), g)
}

// digamma returns ψ(x) for a double x, in straight-line code: for x < 0
// the reflection ψ(x) = ψ(1-x) - π/tan(πx); for z = x or 1-x > 0 the
// recurrence ψ(z) = ψ(z+6) - Σ_{k<6} 1/(z+k); and at w = z+6 ≥ 6 the
// asymptotic series ψ(w) = ln w - 1/(2w) - Σ B_2k/(2k·w^2k) up to w^-14,
// whose first omitted term is below 2e-13.
func (e em) digamma(x ir.Value) ir.Value {
	one := e.k(x, 1)
	neg := e.cmpK(ir.FCmpOLT, x, 0)
	z := e.sel(neg, e.sub(one, x), x)
	var acc ir.Value = e.recip(z)
	for k := 1; k < 6; k++ {
		acc = e.add(acc, e.recip(e.add(z, e.k(x, float64(k)))))
	}
	w := e.add(z, e.k(x, 6))
	u := e.recip(e.sq(w))
	// -Σ B_2k/(2k) u^k for k = 1..7, in Horner form on u.
	coef := []float64{-1.0 / 12, 1.0 / 120, -1.0 / 252, 1.0 / 240, -1.0 / 132, 691.0 / 32760, -1.0 / 12}
	var poly ir.Value = e.k(x, coef[len(coef)-1])
	for i := len(coef) - 2; i >= 0; i-- {
		poly = e.add(e.k(x, coef[i]), e.mul(u, poly))
	}
	psiW := e.add(e.sub(e.intr("llvm.log", w), e.div(e.k(x, 0.5), w)), e.mul(u, poly))
	psiZ := e.sub(psiW, acc)
	refl := e.div(e.k(x, math.Pi), e.call("tan", x.Type(), e.mul(e.k(x, math.Pi), x)))
	return e.sel(neg, e.sub(psiZ, refl), psiZ)
}
