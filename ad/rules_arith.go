package ad

// The derivative table for arithmetic and math (rules_*.go), one line per
// family; x, y are operands, r the result, every partial is elementwise
// for vectors and made at the operand's precision (double or float):
//
//   fadd 1,1 · fsub 1,-1 · fmul y,x · fdiv 1/y,-(x/y)/y · fneg -1 ·
//     frem (C fmod) 1,-n with n = round((x-r)/y), the exact integer
//     quotient fmod truncated to (rules_arith.go).
//   fpext/fptrunc: Tangent converts the tangent to r's type, Adjoint the
//     adjoint back to x's type (rules_arith.go).
//   sitofp/uitofp/fptosi/fptoui, integer arithmetic and logic, trunc/zext/
//     sext, icmp/fcmp: explicit "no derivative" entries (all partials nil).
//     Valid for integers that do not hold float bits: the engine handles
//     bitcast puns (rules_arith.go).
//   llvm.sqrt 1/(2r), 0 at x=0 (Enzyme) · sin cos · cos -sin · tan 1+r² ·
//     exp r · exp2 r·ln2 · exp10 r·ln10 · log 1/x · log2 · log10 ·
//     asin/acos ±1/√(1-x²) · atan 1/(1+x²) · atan2 x/(x²+y²),-y/(x²+y²) ·
//     sinh cosh · cosh sinh · tanh 1-r² (rules_intrinsics.go).
//   llvm.pow y·x^(y-1) (0 when y=0), r·ln x (0 when x=0; JAX) · powi
//     n·x^(n-1) (0 when n=0), exponent nil · ldexp 2^n, exponent nil ·
//     fma/fmuladd b,a,1 · copysign sign(x)·sign(s), s nil · fabs -1 for
//     x<0 else 1 (fabs'(0)=1, Enzyme and JAX) · canonicalize and
//     arithmetic.fence 1 (rules_intrinsics.go).
//   llvm.minnum/maxnum/minimum/maximum/minimumnum/maximumnum: 1 for the
//     operand that is the result, ties go to the first operand (Enzyme),
//     a NaN operand of the *num forms gets 0 (rules_intrinsics.go).
//   llvm.floor/ceil/trunc/round/roundeven/rint/nearbyint, lrint/llrint/
//     lround/llround, fptosi.sat/fptoui.sat, is.fpclass: no derivative
//     (zero almost everywhere; the jumps are ignored, as JAX and Enzyme do).
//   llvm.frexp {m,e}: Tangent/Adjoint, dm = dx·m/x (= 2^-e; 0 at x=0) ·
//     llvm.sincos {sin,cos} and llvm.modf {frac,int}: Tangent/Adjoint.
//   llvm.vector.reduce.fadd (ordered or reassoc, same math): start 1,
//     lanes 1 · reduce.fmul: start Πv, lane i start·Π_{j≠i}v_j (no
//     division, exact at zeros) · reduce.fmax/fmin/fmaximum/fminimum: 1 for
//     the first lane equal to the result (rules_reduce.go).
//   libm by name, double and float ("sin", "sinf"): the intrinsics' rules
//     plus sinh cosh tanh asin acos atan atan2 asinh acosh atanh erf erfc
//     cbrt (0 at x=0, as sqrt) hypot (0 at 0,0) expm1 log1p lgamma
//     (digamma) tgamma fmax fmin fdim fmod remainder ldexp scalbn frexp
//     (rules_libm.go).

import "github.com/irfix/irfix/ir"

func init() {
	ruleElementwise("fadd", func(e em) []ir.Value {
		t := e.xType(0)
		return []ir.Value{ruleConst(t, 1), ruleConst(t, 1)}
	})
	ruleElementwise("fsub", func(e em) []ir.Value {
		t := e.xType(0)
		return []ir.Value{ruleConst(t, 1), ruleConst(t, -1)}
	})
	ruleElementwise("fmul", func(e em) []ir.Value {
		return []ir.Value{e.X(1), e.X(0)}
	})
	ruleElementwise("fdiv", func(e em) []ir.Value {
		x, y := e.X(0), e.X(1)
		return []ir.Value{e.recip(y), e.neg(e.div(e.div(x, y), y))}
	})
	ruleElementwise("frem", func(e em) []ir.Value {
		x, y := e.X(0), e.X(1)
		r := e.B().Binary(ir.OpFRem, x, y)
		return []ir.Value{e.k(x, 1), e.remQuotient(x, y, r)}
	})
	ruleElementwise("fneg", func(e em) []ir.Value {
		return []ir.Value{ruleConst(e.xType(0), -1)}
	})

	// Precision changes: the tangent and the adjoint change precision
	// with the value.
	for _, op := range []struct {
		name     string
		fwd, rev ir.Opcode
	}{{"fpext", ir.OpFPExt, ir.OpFPTrunc}, {"fptrunc", ir.OpFPTrunc, ir.OpFPExt}} {
		op := op
		register(op.name, Rule{
			Tangent: func(c Ctx, dx []ir.Value) ir.Value {
				if dx[0] == nil {
					return nil
				}
				return c.B().Cast(op.fwd, dx[0], em{c}.yType())
			},
			Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
				return []ir.Value{c.B().Cast(op.rev, dy, em{c}.xType(0))}
			},
		})
	}

	// Conversions between integers and floats are piecewise constant
	// (float to integer) or have an integer operand (integer to float).
	for _, op := range []string{"sitofp", "uitofp", "fptosi", "fptoui", "trunc", "zext", "sext"} {
		register(op, ruleNoDerivative(1))
	}
	// Integer arithmetic, logic and comparisons. These entries hold for
	// integers that are integers; an integer that holds a float's bits
	// (a union pun through bitcast) is the engine's business.
	for _, op := range []string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem",
		"shl", "lshr", "ashr", "and", "or", "xor", "icmp", "fcmp"} {
		register(op, ruleNoDerivative(2))
	}
}

// remQuotient returns -n, the partial of r = x - n·y (C fmod, LLVM frem,
// C remainder) with respect to y, where n is the integer quotient the
// remainder r was taken with. (x-r)/y is within a few ulps of n, so
// rounding it to the nearest integer recovers n exactly, where trunc(x/y)
// can be off by one when x/y rounds across an integer.
func (e em) remQuotient(x, y, r ir.Value) ir.Value {
	return e.neg(e.intr("llvm.round", e.div(e.sub(x, r), y)))
}
