package ad

import "github.com/irfix/irfix/ir"

// Rules of the intrinsics whose result is a struct of two values, so that
// the result is not an elementwise function of the operand: Tangent and
// Adjoint instead of Partials. The tangent of such a result has the
// result's type with the integer part zero; of its adjoint only the float
// fields are read.

func init() {
	// frexp(x) = {m, e} with x = m·2^e: dm/dx = 2^-e = m/x exactly, and
	// 1 at x = 0 (where e = 0). e is an integer.
	register("llvm.frexp", Rule{
		Tangent: func(c Ctx, dx []ir.Value) ir.Value {
			if dx[0] == nil {
				return nil
			}
			e := em{c}
			return e.structTangent(e.mul(dx[0], e.frexpScale(e.X(0), e.field(e.Y(), 0))), nil)
		},
		Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
			e := em{c}
			return []ir.Value{e.mul(e.field(dy, 0), e.frexpScale(e.X(0), e.field(e.Y(), 0)))}
		},
	})
	// sincos(x) = {sin x, cos x}.
	register("llvm.sincos", Rule{
		Tangent: func(c Ctx, dx []ir.Value) ir.Value {
			if dx[0] == nil {
				return nil
			}
			e := em{c}
			y := e.Y()
			s, co := e.field(y, 0), e.field(y, 1)
			return e.structTangent(e.mul(dx[0], co), e.neg(e.mul(dx[0], s)))
		},
		Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
			e := em{c}
			y := e.Y()
			s, co := e.field(y, 0), e.field(y, 1)
			return []ir.Value{e.sub(e.mul(e.field(dy, 0), co), e.mul(e.field(dy, 1), s))}
		},
	})
	// modf(x) = {x - trunc(x), trunc(x)}: the fraction moves with x, the
	// integral part is piecewise constant.
	register("llvm.modf", Rule{
		Tangent: func(c Ctx, dx []ir.Value) ir.Value {
			if dx[0] == nil {
				return nil
			}
			return em{c}.structTangent(dx[0], nil)
		},
		Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
			return []ir.Value{em{c}.field(dy, 0)}
		},
	})
}

// frexpScale returns dm/dx = m/x for frexp's mantissa m, and 1 at x = 0.
// The quotient is an exact power of two whenever that power is a finite
// float.
func (e em) frexpScale(x, m ir.Value) ir.Value {
	return e.sel(e.cmpK(ir.FCmpOEQ, x, 0), e.k(x, 1), e.div(m, x))
}

// structTangent returns the tangent of a two-field struct result: a value
// of the result's type with d0 and d1 in its fields (nil: zero).
func (e em) structTangent(d0, d1 ir.Value) ir.Value {
	var v ir.Value = &ir.ConstNull{Typ: e.yType()}
	if d0 != nil {
		v = e.B().InsertValue(v, d0, 0)
	}
	if d1 != nil {
		v = e.B().InsertValue(v, d1, 1)
	}
	return v
}
