package ad

import "github.com/irfix/irfix/ir"

// Rules of the floating-point vector reductions. The result is a scalar
// and the operand a vector, so they give Tangent and Adjoint. The ordered
// and the reassociating forms of fadd and fmul compute the same
// mathematical value and share their rules.

func init() {
	// reduce.fadd(s, v) = s + Σ v_i.
	register("llvm.vector.reduce.fadd", Rule{
		Tangent: func(c Ctx, dx []ir.Value) ir.Value {
			ds, dv := dx[0], dx[1]
			if dv == nil {
				return ds
			}
			return em{c}.reduceFAdd(ds, dv)
		},
		Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
			e := em{c}
			as := e.wanted(dy, nil)
			if e.need(1) {
				as[1] = e.splat(dy, e.xType(1))
			}
			return as
		},
	})
	// reduce.fmul(s, v) = s·Π v_i: ∂s = Π v_i, ∂v_i = s·Π_{j≠i} v_j. The
	// products of the other lanes come from prefix and suffix products,
	// not from dividing r by v_i, so a zero lane is exact.
	register("llvm.vector.reduce.fmul", Rule{
		Tangent: func(c Ctx, dx []ir.Value) ir.Value {
			ds, dv := dx[0], dx[1]
			if ds == nil && dv == nil {
				return nil
			}
			e := em{c}
			v := e.X(1)
			prod, others := e.productsOfOthers(v)
			var t ir.Value
			if dv != nil {
				t = e.reduceFAdd(nil, e.mul(dv, e.mul(e.splat(e.X(0), v.Type()), others)))
			}
			if ds != nil {
				st := e.mul(ds, prod)
				if t == nil {
					return st
				}
				t = e.add(st, t)
			}
			return t
		},
		Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
			e := em{c}
			as := make([]ir.Value, 2)
			if !e.need(0) && !e.need(1) {
				return as
			}
			v := e.X(1)
			prod, others := e.productsOfOthers(v)
			if e.need(0) {
				as[0] = e.mul(dy, prod)
			}
			if e.need(1) {
				as[1] = e.mul(e.splat(e.mul(dy, e.X(0)), v.Type()), others)
			}
			return as
		},
	})
	// reduce.fmax/fmin (NaN lanes ignored) and fmaximum/fminimum (NaN
	// propagates): the derivative is 1 for the first lane equal to the
	// result and 0 elsewhere (ties go to the first lane, as in Enzyme; a
	// NaN result matches no lane, and every lane gets 0).
	for _, n := range []string{"llvm.vector.reduce.fmax", "llvm.vector.reduce.fmin",
		"llvm.vector.reduce.fmaximum", "llvm.vector.reduce.fminimum"} {
		register(n, Rule{
			Tangent: func(c Ctx, dx []ir.Value) ir.Value {
				if dx[0] == nil {
					return nil
				}
				e := em{c}
				v, y := e.X(0), e.Y()
				var t ir.Value = e.k(y, 0)
				for i := ruleLanes(v.Type(), "a min/max reduction") - 1; i >= 0; i-- {
					t = e.sel(e.cmp(ir.FCmpOEQ, e.lane(v, i), y), e.lane(dx[0], i), t)
				}
				return t
			},
			Adjoint: func(c Ctx, dy ir.Value) []ir.Value {
				e := em{c}
				v, y := e.X(0), e.Y()
				vt := v.Type()
				n := ruleLanes(vt, "a min/max reduction")
				zero := e.k(dy, 0)
				var found ir.Value = ir.Int(ir.I1, 0)
				var out ir.Value = &ir.ConstNull{Typ: vt}
				for i := 0; i < n; i++ {
					hit := e.cmp(ir.FCmpOEQ, e.lane(v, i), y)
					take := e.B().Binary(ir.OpAnd, hit, e.B().Binary(ir.OpXor, found, ir.Int(ir.I1, 1)))
					out = e.setLane(out, e.sel(take, dy, zero), i)
					found = e.or(found, hit)
				}
				return []ir.Value{out}
			},
		})
	}
}

// The names of the reductions before LLVM 12 (LLVM 9 to 11 spell the
// ones with a start value ".v2."): the same operations, the same rules.
func init() {
	for old, cur := range map[string]string{
		"llvm.experimental.vector.reduce.v2.fadd": "llvm.vector.reduce.fadd",
		"llvm.experimental.vector.reduce.v2.fmul": "llvm.vector.reduce.fmul",
		"llvm.experimental.vector.reduce.fmax":    "llvm.vector.reduce.fmax",
		"llvm.experimental.vector.reduce.fmin":    "llvm.vector.reduce.fmin",
	} {
		register(old, *lookupRule(cur))
	}
}

// reduceFAdd returns start + Σ v_i through llvm.vector.reduce.fadd; a nil
// start is -0.0, the identity of fadd.
func (e em) reduceFAdd(start, v ir.Value) ir.Value {
	et := v.Type().Elem
	if start == nil {
		start = ruleScalarConst(et, ruleNegZero())
	}
	return e.intrinsic("llvm.vector.reduce.fadd", []*ir.Type{v.Type()}, et, start, v)
}

// productsOfOthers returns Π v_i and the vector whose lane i is
// Π_{j≠i} v_j, from prefix and suffix products.
func (e em) productsOfOthers(v ir.Value) (ir.Value, ir.Value) {
	vt := v.Type()
	n := ruleLanes(vt, "an fmul reduction")
	l := make([]ir.Value, n)
	for i := range l {
		l[i] = e.lane(v, i)
	}
	one := ruleConst(vt.Elem, 1)
	prefix := make([]ir.Value, n+1) // prefix[i] = Π_{j<i} v_j
	prefix[0] = one
	for i := 0; i < n; i++ {
		prefix[i+1] = e.mul(prefix[i], l[i])
	}
	var suffix ir.Value = one // Π_{j>i} v_j, built from the last lane down
	var out ir.Value = &ir.ConstNull{Typ: vt}
	for i := n - 1; i >= 0; i-- {
		out = e.setLane(out, e.mul(prefix[i], suffix), i)
		suffix = e.mul(suffix, l[i])
	}
	return prefix[n], out
}
