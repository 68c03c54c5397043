package ad

// The derivative table for arithmetic and math (files rules_*.go), one
// line per family. x, y are the operands, r the result; partials are
// elementwise for vectors and computed at the operand's precision (float,
// double, and constants also at x86_fp80/fp128/ppc_fp128). Conventions at
// points without a derivative follow Enzyme or JAX, as noted; each is
// pinned by TestRuleConventions or TestRuleReductionTies.
//
//   fadd 1,1 · fsub 1,-1 · fmul y,x · fdiv 1/y,-(x/y)/y · fneg -1 · frem
//     (C fmod) 1,-n, n = round((x-r)/y) the exact quotient (rules_arith.go)
//   fpext/fptrunc: Tangent converts the tangent to r's type, Adjoint the
//     adjoint back to x's type (rules_arith.go)
//   sitofp uitofp fptosi fptoui trunc zext sext, integer arithmetic and
//     logic, icmp fcmp: explicit no-derivative entries, all partials nil;
//     an integer holding a float's bits is the engine's (rules_arith.go)
//   llvm.sqrt 1/(2r), 0 at x=0 (Enzyme) · sin cos · cos -sin · tan 1+r² ·
//     exp r · exp2 r·ln2 · exp10 r·ln10 · log 1/x · log2 · log10 · asin,
//     acos ±1/√((1-x)(1+x)) · atan 1/(1+x²) · atan2(y,x) x/(x²+y²),
//     -y/(x²+y²) · sinh cosh · cosh sinh · tanh 1-r² · fabs -1 for x<0
//     else 1 (fabs'(0)=1: Enzyme and JAX) · canonicalize, arithmetic.fence
//     1 (rules_intrinsics.go)
//   llvm.pow y·x^(y-1) (0 when y=0), r·ln x (ln 1 at x=0): both JAX's ·
//     powi n·x^(n-1) (0 when n=0), n nil · ldexp 2^n = ldexp(1,n), n nil ·
//     fma/fmuladd b,a,1 · copysign(x,s) sign(x)·sign(s), s nil
//     (rules_intrinsics.go)
//   llvm.maxnum minnum maximum minimum maximumnum minimumnum: 1 for the
//     operand that is the result; ties go to the first operand (Enzyme); a
//     NaN operand of the *num forms gets 0 (rules_intrinsics.go)
//   llvm.floor ceil trunc round roundeven rint nearbyint lrint llrint
//     lround llround fptosi.sat fptoui.sat is.fpclass: no derivative
//     (zero almost everywhere, jumps ignored as in JAX and Enzyme)
//   llvm.frexp {m,e}: dm = dx·m/x (= 2^-e exactly; 1 at x=0) · llvm.sincos
//     {sin,cos} · llvm.modf {frac,int}: Tangent/Adjoint (rules_struct.go)
//   llvm.vector.reduce.fadd (ordered or reassoc): start 1, lanes 1 ·
//     reduce.fmul: start Πv, lane i start·Π_{j≠i}v_j from prefix and suffix
//     products (exact at zero lanes) · reduce.fmax fmin fmaximum fminimum:
//     1 for the first lane equal to r (Enzyme's tie rule); Tangent/Adjoint;
//     fmul and min/max refuse scalable vectors (ruleUnsupported)
//     (rules_reduce.go)
//   libm by name, double and float (sin and sinf): as the intrinsics
//     for sqrt sin cos tan exp exp2 exp10 log log2 log10 asin acos atan
//     atan2 sinh cosh tanh fabs pow fma copysign fmax fmin and the
//     roundings, plus expm1 r+1 · log1p 1/(1+x) · asinh 1/hypot(x,1) ·
//     acosh 1/(√(x-1)√(x+1)) · atanh 1/((1-x)(1+x)) · erf, erfc ±2/√π·e^-x²
//     · cbrt 1/(3r²), 0 at x=0 · hypot x/r,y/r, 0 at the origin · lgamma ψ
//     (digamma, inline) · tgamma r·ψ · fdim · fmod, remainder 1,-n ·
//     ldexp, scalbn 2^n · frexp m/x · logb ilogb: none (rules_libm.go)
//   names before LLVM 12: llvm.experimental.vector.reduce.v2.fadd/fmul,
//     .fmax/.fmin share the current reductions' rules (rules_reduce.go)
//
// What a rule asks of its Ctx (rules_helpers.go): X and Y only for values
// an active operand's partial needs. Optional methods the engine may add:
// XType/YType (types without asking for values) and XActive (rules then
// build only the active operands' partials, nil for the others).

import "github.com/irfix/irfix/ir"

func init() {
	ruleElementwise("fadd", func(e em) []ir.Value {
		t := e.xType(0)
		return e.wanted(ruleConst(t, 1), ruleConst(t, 1))
	})
	ruleElementwise("fsub", func(e em) []ir.Value {
		t := e.xType(0)
		return e.wanted(ruleConst(t, 1), ruleConst(t, -1))
	})
	ruleElementwise("fmul", func(e em) []ir.Value {
		ps := make([]ir.Value, 2)
		if e.need(0) {
			ps[0] = e.X(1)
		}
		if e.need(1) {
			ps[1] = e.X(0)
		}
		return ps
	})
	ruleElementwise("fdiv", func(e em) []ir.Value {
		ps := make([]ir.Value, 2)
		y := e.X(1)
		if e.need(0) {
			ps[0] = e.recip(y)
		}
		if e.need(1) {
			ps[1] = e.neg(e.div(e.div(e.X(0), y), y))
		}
		return ps
	})
	ruleElementwise("frem", func(e em) []ir.Value {
		return e.remPartials(func(x, y ir.Value) ir.Value { return e.B().Binary(ir.OpFRem, x, y) })
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

// remPartials returns the partials of a remainder x - n·y: 1 and -n, with
// rem computing the remainder (the frem instruction, or the result).
func (e em) remPartials(rem func(x, y ir.Value) ir.Value) []ir.Value {
	ps := e.wanted(ruleConst(e.xType(0), 1), nil)
	if e.need(1) {
		x, y := e.X(0), e.X(1)
		ps[1] = e.remQuotient(x, y, rem(x, y))
	}
	return ps
}

// remQuotient returns -n, the partial of r = x - n·y (C fmod, LLVM frem,
// C remainder) with respect to y, where n is the integer quotient the
// remainder r was taken with. (x-r)/y is within a few ulps of n, so
// rounding it to the nearest integer recovers n exactly, where trunc(x/y)
// can be off by one when x/y rounds across an integer.
func (e em) remQuotient(x, y, r ir.Value) ir.Value {
	return e.neg(e.intr("llvm.round", e.div(e.sub(x, r), y)))
}
