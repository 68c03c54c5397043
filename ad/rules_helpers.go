package ad

import (
	"fmt"
	"math"
	"sync"

	"github.com/irfix/irfix/ir"
)

// Helpers shared by the rule files (rules_*.go). They are methods of em,
// a rule's Ctx seen as an emitter, so that the package namespace the
// engine shares stays free of short generic names. They work on scalars
// and fixed vectors alike: every constant a rule needs is made "of the
// operand's type" by ruleConst, which splats for vectors.

// em wraps the Ctx a rule was given.
type em struct{ Ctx }

// ruleTypeCtx is an optional extension of Ctx: a context that can tell
// the type of an operand or of the result without materialising the
// value (in the reverse sweep X and Y may make the engine tape a value; a
// rule that only needs a type should not cost a tape slot). Contexts that
// do not implement it are asked for the value, and its type is used.
type ruleTypeCtx interface {
	XType(k int) *ir.Type
	YType() *ir.Type
}

// ruleActivityCtx is an optional extension of Ctx: a context that tells
// which operands are active (carry a derivative). Rules then build, and
// ask X and Y for, only what the active operands' partials need, and give
// nil for the others; without it every operand is taken as active.
type ruleActivityCtx interface {
	XActive(k int) bool
}

// need reports whether operand k's partial is wanted.
func (e em) need(k int) bool {
	if ac, ok := e.Ctx.(ruleActivityCtx); ok {
		return ac.XActive(k)
	}
	return true
}

// wanted returns ps with nil for the operands whose partial is not
// wanted (for partials that cost nothing to make, such as constants).
func (e em) wanted(ps ...ir.Value) []ir.Value {
	for k := range ps {
		if !e.need(k) {
			ps[k] = nil
		}
	}
	return ps
}

// xType returns the type of operand k.
func (e em) xType(k int) *ir.Type {
	if tc, ok := e.Ctx.(ruleTypeCtx); ok {
		return tc.XType(k)
	}
	return e.X(k).Type()
}

// yType returns the type of the result.
func (e em) yType() *ir.Type {
	if tc, ok := e.Ctx.(ruleTypeCtx); ok {
		return tc.YType()
	}
	return e.Y().Type()
}

// ruleConst returns v as a constant of the float type t, or of every
// element of the float vector type t.
func ruleConst(t *ir.Type, v float64) ir.Constant {
	if t.Kind == ir.VectorKind {
		return &ir.ConstSplat{Typ: t, Elem: ruleScalarConst(t.Elem, v)}
	}
	return ruleScalarConst(t, v)
}

// ruleScalarConst returns v as a constant of the scalar float type t.
// x86_fp80 and fp128 hold every double exactly; their encodings are built
// here (ir.FloatOf covers half, bfloat, float and double). ppc_fp128 is
// the pair (v, 0).
func ruleScalarConst(t *ir.Type, v float64) *ir.ConstFloat {
	switch t.Kind {
	case ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
	case ir.DoubleKind:
		return doubleConst(v)
	default:
		return ir.FloatOf(t, v)
	}
	if t.Kind == ir.PPCFP128Kind {
		// Low 64 bits: the high-order double; high bits: the low-order
		// double, 0.
		return &ir.ConstFloat{Typ: t, Bits: math.Float64bits(v)}
	}
	var sign uint64
	if math.Signbit(v) {
		sign = 1
	}
	f, k := math.Frexp(math.Abs(v)) // |v| = f·2^k, f in [0.5, 1)
	if f == 0 {
		if t.Kind == ir.X86FP80Kind {
			return &ir.ConstFloat{Typ: t, Hi: sign << 15}
		}
		return &ir.ConstFloat{Typ: t, Hi: sign << 63}
	}
	// |v| = 1.frac · 2^(k-1), frac the 52 bits after the leading one.
	frac := uint64(math.Ldexp(f, 53)) &^ (1 << 52)
	exp := uint64(k - 1 + 16383)
	if t.Kind == ir.X86FP80Kind {
		// 15-bit exponent and sign in Hi; 64-bit significand with its
		// explicit integer bit in Bits.
		return &ir.ConstFloat{Typ: t, Hi: sign<<15 | exp, Bits: 1<<63 | frac<<11}
	}
	// fp128: sign, 15-bit exponent and the top 48 of 112 fraction bits in
	// Hi, the low 64 fraction bits in Bits.
	return &ir.ConstFloat{Typ: t, Hi: sign<<63 | exp<<48 | frac>>4, Bits: frac << 60}
}

// ruleIConst returns v as a constant of the integer (vector) type t.
func ruleIConst(t *ir.Type, v int64) ir.Constant {
	if t.Kind == ir.VectorKind {
		return &ir.ConstSplat{Typ: t, Elem: ir.Int(t.Elem, v)}
	}
	return ir.Int(t, v)
}

// k returns v as a constant of the type of like.
func (e em) k(like ir.Value, v float64) ir.Constant { return ruleConst(like.Type(), v) }

// intrinsic emits a call of the overloaded intrinsic base (such as
// "llvm.powi") whose name is mangled on the types over, returning ret.
func (e em) intrinsic(base string, over []*ir.Type, ret *ir.Type, args ...ir.Value) ir.Value {
	name := base
	for _, t := range over {
		name += "." + ir.MangleType(t)
	}
	return e.call(name, ret, args...)
}

// intr emits a call of the intrinsic base overloaded on (and returning)
// the type of its first argument, such as llvm.cos.f64 or llvm.pow.v2f64.
func (e em) intr(base string, args ...ir.Value) ir.Value {
	t := args[0].Type()
	return e.intrinsic(base, []*ir.Type{t}, t, args...)
}

// call emits a call of the function name, declared with the types of args
// and returning ret.
func (e em) call(name string, ret *ir.Type, args ...ir.Value) ir.Value {
	ps := make([]*ir.Type, len(args))
	for i, a := range args {
		ps[i] = a.Type()
	}
	sig := ir.FuncOf(ret, ps, false)
	return e.B().Call(sig, e.Declare(name, sig), args...)
}

// ruleLibmName returns the C library name of the function base ("cos")
// at the precision of t: "cos" for double, "cosf" for float.
func ruleLibmName(base string, t *ir.Type) string {
	if t.Kind == ir.FloatKind {
		return base + "f"
	}
	return base
}

// libm emits a call of the C library function base at the precision of
// its first argument (cos or cosf), returning that type.
func (e em) libm(base string, args ...ir.Value) ir.Value {
	t := args[0].Type()
	return e.call(ruleLibmName(base, t), t, args...)
}

// Arithmetic shorthands.
func (e em) add(x, y ir.Value) ir.Value { return e.B().FAdd(x, y) }
func (e em) sub(x, y ir.Value) ir.Value { return e.B().FSub(x, y) }
func (e em) mul(x, y ir.Value) ir.Value { return e.B().FMul(x, y) }
func (e em) div(x, y ir.Value) ir.Value { return e.B().FDiv(x, y) }
func (e em) neg(x ir.Value) ir.Value    { return e.B().FNeg(x) }

// recip returns 1/x.
func (e em) recip(x ir.Value) ir.Value { return e.div(e.k(x, 1), x) }

// sq returns x*x.
func (e em) sq(x ir.Value) ir.Value { return e.mul(x, x) }

// cmp emits `fcmp p x, y`.
func (e em) cmp(p ir.Pred, x, y ir.Value) ir.Value { return e.B().FCmp(p, x, y) }

// cmpK compares x with the constant v of x's type.
func (e em) cmpK(p ir.Pred, x ir.Value, v float64) ir.Value { return e.B().FCmp(p, x, e.k(x, v)) }

// sel emits `select cond, a, b`.
func (e em) sel(cond, a, b ir.Value) ir.Value { return e.B().Select(cond, a, b) }

// or emits `or` of two i1 (or i1 vector) values.
func (e em) or(a, b ir.Value) ir.Value { return e.B().Binary(ir.OpOr, a, b) }

// zeroWhere returns select(cond, 0, v): the convention value 0 at a point
// where the formula v is not defined.
func (e em) zeroWhere(cond, v ir.Value) ir.Value { return e.sel(cond, e.k(v, 0), v) }

// toFloat converts the integer (vector) n to the float type t (a scalar n
// is splatted when t is a vector).
func (e em) toFloat(n ir.Value, t *ir.Type) ir.Value {
	if t.Kind == ir.VectorKind && n.Type().Kind != ir.VectorKind {
		return e.splat(e.B().Cast(ir.OpSIToFP, n, t.Elem), t)
	}
	return e.B().Cast(ir.OpSIToFP, n, t)
}

// splat returns the vector of type vt whose elements all equal the
// scalar s: insertelement into lane 0, then a zero-mask shufflevector.
func (e em) splat(s ir.Value, vt *ir.Type) ir.Value {
	ins := e.B().Insert(ir.NewInstr(ir.OpInsertElement, vt, &ir.Poison{Typ: vt}, s, ir.Int(ir.I64, 0)))
	sh := ir.NewInstr(ir.OpShuffleVector, vt, ins, &ir.Poison{Typ: vt})
	sh.SetMask(make([]int32, vt.Len))
	return e.B().Insert(sh)
}

// lane returns lane i of the vector v.
func (e em) lane(v ir.Value, i int) ir.Value {
	return e.B().Insert(ir.NewInstr(ir.OpExtractElement, v.Type().Elem, v, ir.Int(ir.I64, int64(i))))
}

// setLane returns v with lane i replaced by s.
func (e em) setLane(v, s ir.Value, i int) ir.Value {
	return e.B().Insert(ir.NewInstr(ir.OpInsertElement, v.Type(), v, s, ir.Int(ir.I64, int64(i))))
}

// field returns field k of the struct v.
func (e em) field(v ir.Value, k uint32) ir.Value { return e.B().ExtractValue(v, k) }

// ruleLanes returns the number of lanes of the fixed vector type t. Rules
// that work lane by lane (the fmul and min/max reductions) cannot handle
// scalable vectors; ruleUnsupported tells the engine so before it applies
// them, and a rule applied anyway panics with an error wrapping
// ErrNotDifferentiable (the rule's signature has no error result).
func ruleLanes(t *ir.Type, what string) int {
	if t.Scalable {
		panic(fmt.Errorf("ad: %w: %s of a scalable vector (%s)", ErrNotDifferentiable, what, t))
	}
	return int(t.Len)
}

// ruleUnsupported returns an error wrapping ErrNotDifferentiable when the
// rule key cannot be applied to an operation with these operand types,
// nil otherwise. Today that is the lane-by-lane reductions on scalable
// vectors.
func ruleUnsupported(key string, operands []*ir.Type) error {
	switch key {
	case "llvm.vector.reduce.fmul", "llvm.vector.reduce.fmax", "llvm.vector.reduce.fmin",
		"llvm.vector.reduce.fmaximum", "llvm.vector.reduce.fminimum",
		"llvm.experimental.vector.reduce.v2.fmul", "llvm.experimental.vector.reduce.fmax",
		"llvm.experimental.vector.reduce.fmin":
		for _, t := range operands {
			if t.Kind == ir.VectorKind && t.Scalable {
				return fmt.Errorf("%w: %s of a scalable vector (%s): its derivative is built lane by lane", ErrNotDifferentiable, key, t)
			}
		}
	}
	return nil
}

// toDouble widens a float (vector) value to double precision; doubles
// are returned as they are.
func (e em) toDouble(v ir.Value) ir.Value {
	t := v.Type()
	if t.Scalar().Kind == ir.DoubleKind {
		return v
	}
	dt := ir.Double
	if t.Kind == ir.VectorKind {
		dt = ir.VectorOf(t.Len, ir.Double, t.Scalable)
	}
	return e.B().Cast(ir.OpFPExt, v, dt)
}

// fromDouble narrows the double value v back to the type t.
func (e em) fromDouble(v ir.Value, t *ir.Type) ir.Value {
	if v.Type() == t {
		return v
	}
	return e.B().Cast(ir.OpFPTrunc, v, t)
}

// ruleNoDerivative is the rule of an operation with n operands whose
// result does not depend differentiably on any of them (integer
// arithmetic, comparisons, float-to-integer conversions, rounding to an
// integral value): every partial is nil, so the engine propagates
// nothing. It is an explicit entry, so that such an operation is known,
// not merely absent from the table.
func ruleNoDerivative(n int) Rule {
	return Rule{Partials: func(Ctx) []ir.Value { return make([]ir.Value, n) }}
}

// ruleElementwise registers a rule given by its partials, written against
// the emitter.
func ruleElementwise(name string, partials func(e em) []ir.Value) {
	register(name, Rule{Partials: func(c Ctx) []ir.Value { return partials(em{c}) }})
}

// ruleLibmPair registers the same partials under the double and the float
// name of a C library function ("sin" and "sinf").
func ruleLibmPair(base string, partials func(e em) []ir.Value) {
	ruleElementwise(base, partials)
	ruleElementwise(base+"f", partials)
}

// ruleNegZero returns -0.0, the identity of floating-point addition.
func ruleNegZero() float64 { return math.Copysign(0, -1) }

// doubleConsts are the double constants rules have asked for, shared:
// rules use a few literals (1, -1, 0.5, ln 2, ...) at every instruction
// they reverse, and a constant has no use list, so instructions may
// share one (they are never modified). Keyed by bits (-0.0 is not 0.0).
var doubleConsts sync.Map // uint64 -> *ir.ConstFloat

func doubleConst(v float64) *ir.ConstFloat {
	bits := math.Float64bits(v)
	if c, ok := doubleConsts.Load(bits); ok {
		return c.(*ir.ConstFloat)
	}
	c, _ := doubleConsts.LoadOrStore(bits, ir.FloatOf(ir.Double, v))
	return c.(*ir.ConstFloat)
}
