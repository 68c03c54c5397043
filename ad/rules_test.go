package ad

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
)

// The rule table's tests. Each rule is evaluated on its own, without the
// engine: a small Ctx (ruleTestCtx) emits the rule's code into a fresh
// function whose parameters are the operands, the interpreter runs it,
// and the values are compared with central finite differences of the
// primal operation, also run in the interpreter, at double precision.
//
// Tolerances: double rules agree with the differences to a relative
// error below 1e-6; float rules (computed in float) to below 2e-5, and
// half rules to below 5e-3, relative to the double-precision differences
// at the same (float or half) point. Relative errors are taken against
// max(|fd|, floor) with floor 1e-5 (double), 1e-3 (float) and 0.1 (half),
// so a derivative that is nearly zero is held to an absolute bound.
const (
	tolDouble, floorDouble = 1e-6, 1e-5
	tolFloat, floorFloat   = 2e-5, 1e-3
	tolHalf, floorHalf     = 5e-3, 1e-1
)

// ruleTestCtx is the Ctx of the tests: X are the function's parameters, Y
// the primal result computed at the top of the function.
type ruleTestCtx struct {
	b  *ir.Builder
	m  *ir.Module
	xs []ir.Value
	y  ir.Value
}

func (c *ruleTestCtx) B() *ir.Builder     { return c.b }
func (c *ruleTestCtx) Module() *ir.Module { return c.m }
func (c *ruleTestCtx) X(k int) ir.Value   { return c.xs[k] }
func (c *ruleTestCtx) Y() ir.Value        { return c.y }
func (c *ruleTestCtx) Declare(name string, sig *ir.Type) *ir.Func {
	if f := c.m.Func(name); f != nil {
		return f
	}
	return c.m.AddFunc(ir.NewFunc(name, sig))
}

// primal emits the operation under test at float type t.
type primal func(c *ruleTestCtx, t *ir.Type, args []ir.Value) ir.Value

func opPrimal(op ir.Opcode) primal {
	return func(c *ruleTestCtx, t *ir.Type, args []ir.Value) ir.Value {
		if op == ir.OpFNeg {
			return c.b.FNeg(args[0])
		}
		return c.b.Binary(op, args[0], args[1])
	}
}

// intrPrimal calls base overloaded on t (and, with withInt, on the type
// of the integer operand 1, as llvm.powi.f64.i32).
func intrPrimal(base string, withInt bool) primal {
	return func(c *ruleTestCtx, t *ir.Type, args []ir.Value) ir.Value {
		over := []*ir.Type{t}
		if withInt {
			over = append(over, args[1].Type())
		}
		return em{c}.intrinsic(base, over, t, args...)
	}
}

func libmPrimal(base string) primal {
	return func(c *ruleTestCtx, t *ir.Type, args []ir.Value) ir.Value {
		return em{c}.call(ruleLibmName(base, t), t, args...)
	}
}

// A ruleCase is one table entry under test. ops gives the operands: 'f'
// a float of the tested type, 'i' an i32, 'I' an i32 of the tested
// type's shape. zero lists operands whose partial must be nil and whose
// finite difference must be 0 at the sample points (piecewise-constant
// dependence).
type ruleCase struct {
	key  string
	ops  string
	prim primal
	pts  [][]float64
	vec  bool
	zero string
}

var (
	p1 = [][]float64{{0.3}, {1.7}, {-0.45}, {2.9}}
	// positive points
	pp1 = [][]float64{{0.3}, {1.7}, {0.85}, {4.2}}
	// points in (-1, 1)
	u1 = [][]float64{{0.3}, {-0.6}, {0.85}, {-0.1}}
	p2 = [][]float64{{0.7, 1.3}, {-1.2, 0.4}, {2.5, -0.8}, {1.9, 3.1}}
	// positive bases
	pp2 = [][]float64{{0.7, 1.3}, {1.2, -0.4}, {2.5, 2.8}, {3.3, 0.5}}
	// remainders away from the jumps
	rem2 = [][]float64{{5.3, 1.7}, {-7.4, 2.2}, {0.9, -0.35}, {12.5, 3.1}}
	// non-integral points for piecewise-constant functions
	step1 = [][]float64{{0.3}, {1.7}, {-2.2}, {5.4}}
	pi1   = [][]float64{{2.5, 3}, {0.8, -2}, {-1.3, 5}, {1.1, 0}}
	p3    = [][]float64{{0.7, 1.3, -0.2}, {-1.2, 0.4, 2}, {2.5, -0.8, 0.1}, {1.9, 3.1, -4}}
)

// ruleCases lists the numeric tests: every elementwise entry of the table
// with its primal and sample points.
func ruleCases() []ruleCase {
	var cs []ruleCase
	add := func(c ruleCase) { cs = append(cs, c) }
	for _, op := range []struct {
		name string
		op   ir.Opcode
		pts  [][]float64
	}{{"fadd", ir.OpFAdd, p2}, {"fsub", ir.OpFSub, p2}, {"fmul", ir.OpFMul, p2},
		{"fdiv", ir.OpFDiv, p2}, {"frem", ir.OpFRem, rem2}} {
		add(ruleCase{key: op.name, ops: "ff", prim: opPrimal(op.op), pts: op.pts, vec: true})
	}
	add(ruleCase{key: "fneg", ops: "f", prim: opPrimal(ir.OpFNeg), pts: p1, vec: true})

	unaryIntr := map[string][][]float64{
		"sqrt": pp1, "sin": p1, "cos": p1, "tan": p1, "exp": p1, "exp2": p1, "exp10": p1,
		"log": pp1, "log2": pp1, "log10": pp1, "asin": u1, "acos": u1, "atan": p1,
		"sinh": p1, "cosh": p1, "tanh": p1, "fabs": p1, "canonicalize": p1,
	}
	for n, pts := range unaryIntr {
		add(ruleCase{key: "llvm." + n, ops: "f", prim: intrPrimal("llvm."+n, false), pts: pts, vec: true})
	}
	// llvm.arithmetic.fence is the identity on values (it only stops
	// reassociation across it); the interpreter does not provide it, so
	// its primal here is that identity.
	add(ruleCase{key: "llvm.arithmetic.fence", ops: "f", pts: p1, vec: true,
		prim: func(c *ruleTestCtx, t *ir.Type, args []ir.Value) ir.Value { return c.b.FNeg(c.b.FNeg(args[0])) }})
	for _, n := range []string{"floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint"} {
		add(ruleCase{key: "llvm." + n, ops: "f", prim: intrPrimal("llvm."+n, false), pts: step1, vec: true, zero: "0"})
	}
	for _, n := range []string{"pow", "atan2", "maxnum", "minnum", "maximum", "minimum",
		"maximumnum", "minimumnum", "copysign"} {
		pts := p2
		if n == "pow" {
			pts = pp2
		}
		c := ruleCase{key: "llvm." + n, ops: "ff", prim: intrPrimal("llvm."+n, false), pts: pts, vec: true}
		if n == "copysign" {
			c.zero = "1"
		}
		add(c)
	}
	for _, n := range []string{"fma", "fmuladd"} {
		add(ruleCase{key: "llvm." + n, ops: "fff", prim: intrPrimal("llvm."+n, false), pts: p3, vec: true})
	}
	add(ruleCase{key: "llvm.powi", ops: "fi", prim: intrPrimal("llvm.powi", true), pts: pi1, vec: true})
	add(ruleCase{key: "llvm.ldexp", ops: "fI", prim: intrPrimal("llvm.ldexp", true), pts: pi1, vec: true})

	unaryLibm := map[string][][]float64{
		"sqrt": pp1, "sin": p1, "cos": p1, "tan": p1, "exp": p1, "exp2": p1, "exp10": p1,
		"expm1": p1, "log": pp1, "log2": pp1, "log10": pp1, "log1p": pp1, "asin": u1, "acos": u1,
		"atan": p1, "sinh": p1, "cosh": p1, "tanh": p1, "asinh": p1, "acosh": {{1.3}, {2.7}, {1.05}, {9.5}},
		"atanh": u1, "erf": p1, "erfc": p1, "cbrt": p1, "fabs": p1,
		"lgamma": {{0.3}, {2.5}, {7.1}, {-0.6}, {-2.3}, {35.5}}, "tgamma": {{0.3}, {2.5}, {4.1}, {-0.6}},
	}
	for n, pts := range unaryLibm {
		for _, name := range []string{n, n + "f"} {
			add(ruleCase{key: name, ops: "f", prim: libmPrimal(n), pts: pts})
		}
	}
	for _, n := range []string{"floor", "ceil", "round", "roundeven", "rint", "nearbyint", "logb"} {
		for _, name := range []string{n, n + "f"} {
			add(ruleCase{key: name, ops: "f", prim: libmPrimal(n), pts: step1, zero: "0"})
		}
	}
	add(ruleCase{key: "truncf", ops: "f", prim: libmPrimal("trunc"), pts: step1, zero: "0"})
	for _, n := range []string{"pow", "atan2", "fmax", "fmin", "fdim", "hypot", "fmod", "remainder", "copysign"} {
		pts := p2
		switch n {
		case "pow":
			pts = pp2
		case "fmod", "remainder":
			pts = rem2
		}
		zero := ""
		if n == "copysign" {
			zero = "1"
		}
		for _, name := range []string{n, n + "f"} {
			add(ruleCase{key: name, ops: "ff", prim: libmPrimal(n), pts: pts, zero: zero})
		}
	}
	for _, name := range []string{"fma", "fmaf"} {
		add(ruleCase{key: name, ops: "fff", prim: libmPrimal("fma"), pts: p3})
	}
	for _, n := range []string{"ldexp", "scalbn"} {
		for _, name := range []string{n, n + "f"} {
			add(ruleCase{key: name, ops: "fi", prim: libmPrimal(n), pts: pi1})
		}
	}
	return cs
}

// testTypes are the float types a case runs at: double and float, and
// for the instructions and intrinsics also half and vectors.
func testTypes(vec bool) []*ir.Type {
	ts := []*ir.Type{ir.Double, ir.Float}
	if vec {
		ts = append(ts, ir.Half)
		ts = append(ts, ir.VectorOf(2, ir.Double, false), ir.VectorOf(4, ir.Float, false))
	}
	return ts
}

func typeTag(t *ir.Type) string {
	switch {
	case t == ir.Double:
		return "f64"
	case t == ir.Float:
		return "f32"
	case t == ir.Half:
		return "f16"
	}
	return fmt.Sprintf("v%d%s", t.Len, typeTag(t.Elem))
}

func mangleKey(key string) string { return strings.NewReplacer(".", "_").Replace(key) }

// operandTypes returns the parameter types of a case at float type t.
func operandTypes(ops string, t *ir.Type) []*ir.Type {
	ps := make([]*ir.Type, len(ops))
	for i, o := range ops {
		switch o {
		case 'f':
			ps[i] = t
		case 'i':
			ps[i] = ir.I32
		case 'I':
			ps[i] = ir.I32
			if t.Kind == ir.VectorKind {
				ps[i] = ir.VectorOf(t.Len, ir.I32, false)
			}
		}
	}
	return ps
}

// newRuleFunc adds `define ret @name(params)` with an entry block and
// returns the function and a test Ctx positioned in it.
func newRuleFunc(m *ir.Module, name string, ret *ir.Type, params []*ir.Type) (*ir.Func, *ruleTestCtx) {
	f := m.AddFunc(ir.NewFunc(name, ir.FuncOf(ret, params, false)))
	c := &ruleTestCtx{b: ir.NewBuilder(f.NewBlock("entry")), m: m}
	for _, p := range f.Params {
		c.xs = append(c.xs, p)
	}
	return f, c
}

// A ruleModule holds the functions of every case: @prim_KEY (the primal
// at double, for the differences) and @dK_KEY_TYPE (partial K at TYPE).
type ruleModule struct {
	m *ir.Module
	// partial[key][tag][k] names the partial function, "" when the rule
	// gave nil for operand k.
	partial map[string]map[string][]string
	errs    []string
}

func buildRuleModule(cases []ruleCase) *ruleModule {
	rm := &ruleModule{m: &ir.Module{}, partial: map[string]map[string][]string{}}
	for _, cs := range cases {
		r := lookupRule(cs.key)
		if r == nil || r.Partials == nil {
			rm.errs = append(rm.errs, fmt.Sprintf("%s: no elementwise rule in the table", cs.key))
			continue
		}
		mk := mangleKey(cs.key)
		_, pc := newRuleFunc(rm.m, "prim_"+mk, ir.Double, operandTypes(cs.ops, ir.Double))
		pc.b.Ret(cs.prim(pc, ir.Double, pc.xs))
		rm.partial[cs.key] = map[string][]string{}
		for _, t := range testTypes(cs.vec) {
			tag := typeTag(t)
			names := make([]string, len(cs.ops))
			for k := range cs.ops {
				name := fmt.Sprintf("d%d_%s_%s", k, mk, tag)
				_, c := newRuleFunc(rm.m, name, t, operandTypes(cs.ops, t))
				c.y = cs.prim(c, t, c.xs)
				ps := r.Partials(c)
				switch {
				case len(ps) != len(cs.ops):
					rm.errs = append(rm.errs, fmt.Sprintf("%s: %d partials for %d operands", cs.key, len(ps), len(cs.ops)))
				case ps[k] == nil:
				case ps[k].Type() != t:
					rm.errs = append(rm.errs, fmt.Sprintf("%s at %s: partial %d has type %s", cs.key, t, k, ps[k].Type()))
				default:
					c.b.Ret(ps[k])
					names[k] = name
					continue
				}
				// No partial to return: the function stays, returning
				// poison, and is not called.
				c.b.Ret(&ir.Poison{Typ: t})
			}
			rm.partial[cs.key][tag] = names
		}
	}
	return rm
}

var (
	ruleModOnce sync.Once
	ruleMod     *ruleModule
)

func sharedRuleModule() *ruleModule {
	ruleModOnce.Do(func() { ruleMod = buildRuleModule(ruleCases()) })
	return ruleMod
}

// arg makes an interpreter argument of operand kind o at float type t
// from the lane values vs.
func arg(o rune, t *ir.Type, vs []float64) interp.Value {
	one := func(v float64) interp.Value {
		if o == 'f' {
			return interp.FloatValue(v)
		}
		return interp.IntValue(int64(v))
	}
	if t.Kind != ir.VectorKind || o == 'i' {
		return one(vs[0])
	}
	out := interp.Value{}
	for _, v := range vs {
		out.Elems = append(out.Elems, one(v))
	}
	return out
}

// roundTo rounds v to the precision of the float type t.
func roundTo(t *ir.Type, v float64) float64 {
	switch t.Scalar() {
	case ir.Float:
		return float64(float32(v))
	case ir.Half:
		return ir.HalfToFloat64(ir.Float64ToHalf(v))
	}
	return v
}

// lanePoints returns, for each lane of t, the sample point it holds:
// lane i holds point (j+i) mod len(pts), so vectors mix points.
func lanePoints(t *ir.Type, pts [][]float64, j int) [][]float64 {
	n := 1
	if t.Kind == ir.VectorKind {
		n = int(t.Len)
	}
	out := make([][]float64, n)
	for i := range out {
		p := pts[(j+i)%len(pts)]
		q := make([]float64, len(p))
		for k := range p {
			q[k] = roundTo(t, p[k])
		}
		out[i] = q
	}
	return out
}

// lanes returns the operand values of each lane of type ty for sample j
// (lanePoints, with a scalar integer operand shared by every lane).
func (c ruleCase) lanes(ty *ir.Type, j int) [][]float64 {
	lanes := lanePoints(ty, c.pts, j)
	for i, o := range c.ops {
		if o == 'i' {
			for l := range lanes {
				lanes[l][i] = lanes[0][i]
			}
		}
	}
	return lanes
}

// centralDiff returns ∂f/∂x_k at p by central differences with one
// Richardson step: (4·D(h/2) - D(h))/3, error O(h⁴).
func centralDiff(t *testing.T, mc *interp.Machine, fn, ops string, p []float64, k int) float64 {
	t.Helper()
	at := func(d float64) float64 {
		args := make([]interp.Value, len(p))
		for i, o := range ops {
			v := p[i]
			if i == k {
				v += d
			}
			args[i] = arg(o, ir.Double, []float64{v})
		}
		r, err := mc.Call(fn, args...)
		if err != nil {
			t.Fatalf("%s%v: %v", fn, p, err)
		}
		return r.Float64()
	}
	h := 1e-3 * math.Max(1, math.Abs(p[k]))
	d := func(h float64) float64 { return (at(h) - at(-h)) / (2 * h) }
	return (4*d(h/2) - d(h)) / 3
}

// callPartial runs a partial function at the lane points and returns the
// value of each lane.
func callPartial(t *testing.T, mc *interp.Machine, fn, ops string, ty *ir.Type, lanes [][]float64) []float64 {
	t.Helper()
	args := make([]interp.Value, len(ops))
	for i, o := range ops {
		vs := make([]float64, len(lanes))
		for l := range lanes {
			vs[l] = lanes[l][i]
		}
		args[i] = arg(o, ty, vs)
	}
	r, err := mc.Call(fn, args...)
	if err != nil {
		t.Fatalf("%s%v: %v", fn, lanes, err)
	}
	if ty.Kind != ir.VectorKind {
		return []float64{r.Float64()}
	}
	out := make([]float64, len(r.Elems))
	for i, e := range r.Elems {
		out[i] = e.Float64()
	}
	return out
}

func relErr(got, want, floor float64) float64 {
	return math.Abs(got-want) / math.Max(math.Abs(want), floor)
}

func newMachine(t *testing.T, m *ir.Module) *interp.Machine {
	t.Helper()
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the rules' IR does not verify: %v", err)
	}
	mc, err := interp.New(m, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return mc
}

// TestRulePartialsMatchFiniteDifferences evaluates every elementwise rule
// at double, float, <2 x double> and <4 x float> (vectors for the
// instructions and intrinsics) and compares each partial with central
// differences of the primal at double precision.
func TestRulePartialsMatchFiniteDifferences(t *testing.T) {
	cs := ruleCases()
	rm := sharedRuleModule()
	for _, e := range rm.errs {
		t.Error(e)
	}
	mc := newMachine(t, rm.m)
	for _, c := range cs {
		names := rm.partial[c.key]
		if names == nil {
			continue
		}
		for _, ty := range testTypes(c.vec) {
			tag := typeTag(ty)
			tol, floor := tolDouble, floorDouble
			switch ty.Scalar() {
			case ir.Float:
				tol, floor = tolFloat, floorFloat
			case ir.Half:
				tol, floor = tolHalf, floorHalf
			}
			for k, o := range c.ops {
				fn := names[tag][k]
				isZero := strings.ContainsRune(c.zero, rune('0'+k))
				switch {
				case o != 'f' || isZero:
					if fn != "" {
						t.Errorf("%s at %s: operand %d has a partial, want nil", c.key, tag, k)
					}
					if !isZero {
						continue
					}
					// The dependence is piecewise constant: check that
					// the differences really are 0 at the points.
					for _, p := range c.pts {
						if fd := centralDiff(t, mc, "prim_"+mangleKey(c.key), c.ops, p, k); fd != 0 {
							t.Errorf("%s: operand %d at %v: finite difference %g, but the rule says no derivative", c.key, k, p, fd)
						}
					}
					continue
				case fn == "":
					t.Errorf("%s at %s: no partial for float operand %d", c.key, tag, k)
					continue
				}
				for j := range c.pts {
					lanes := c.lanes(ty, j)
					got := callPartial(t, mc, fn, c.ops, ty, lanes)
					for l, p := range lanes {
						fd := centralDiff(t, mc, "prim_"+mangleKey(c.key), c.ops, p, k)
						if e := relErr(got[l], fd, floor); !(e < tol) {
							t.Errorf("%s at %s, ∂/∂x%d at %v: rule %.17g, finite differences %.17g (relative error %.2g > %g)",
								c.key, tag, k, p, got[l], fd, e, tol)
						}
					}
				}
			}
		}
	}
}

// TestRuleConventions pins the values chosen at the points where a
// derivative does not exist, or where the plain formula is 0·inf.
func TestRuleConventions(t *testing.T) {
	rm := sharedRuleModule()
	mc := newMachine(t, rm.m)
	nan := math.NaN()
	for _, c := range []struct {
		key, ops string
		k        int
		p        []float64
		want     float64
		why      string
	}{
		{"llvm.fabs", "f", 0, []float64{0}, 1, "fabs'(0) = 1 (Enzyme, JAX)"},
		{"llvm.fabs", "f", 0, []float64{math.Copysign(0, -1)}, 1, "fabs'(-0) = 1"},
		{"fabs", "f", 0, []float64{0}, 1, "fabs'(0) = 1"},
		{"llvm.sqrt", "f", 0, []float64{0}, 0, "sqrt'(0) = 0 (Enzyme)"},
		{"sqrtf", "f", 0, []float64{0}, 0, "sqrt'(0) = 0"},
		{"cbrt", "f", 0, []float64{0}, 0, "cbrt'(0) = 0, as sqrt"},
		{"hypot", "ff", 0, []float64{0, 0}, 0, "hypot at the origin"},
		{"llvm.pow", "ff", 1, []float64{0, 2.5}, 0, "∂pow/∂y at x = 0 is 0 (JAX)"},
		{"llvm.pow", "ff", 0, []float64{0, 0}, 0, "∂pow/∂x at y = 0 is 0"},
		{"pow", "ff", 0, []float64{0, 0}, 0, "∂pow/∂x at y = 0 is 0"},
		{"llvm.powi", "fi", 0, []float64{0, 0}, 0, "∂powi/∂x at n = 0 is 0"},
		{"llvm.maxnum", "ff", 0, []float64{2, 2}, 1, "ties go to the first operand (Enzyme)"},
		{"llvm.maxnum", "ff", 1, []float64{2, 2}, 0, "ties go to the first operand"},
		{"llvm.minnum", "ff", 0, []float64{2, 2}, 1, "ties go to the first operand"},
		{"fmax", "ff", 0, []float64{nan, 2}, 0, "fmax(NaN, y) = y"},
		{"fmax", "ff", 1, []float64{nan, 2}, 1, "fmax(NaN, y) = y"},
		{"llvm.minnum", "ff", 0, []float64{2, nan}, 1, "minnum(x, NaN) = x"},
		{"llvm.copysign", "ff", 0, []float64{3, -1}, -1, "copysign(x, -) = -x"},
		{"llvm.copysign", "ff", 0, []float64{-3, -1}, 1, "copysign(-x, -) = -x·-1"},
		{"fmod", "ff", 1, []float64{-7, 2}, 3, "fmod(-7, 2) = -7 - (-3)·2"},
		// 0.1 is slightly above 1/10: fmod(1, 0.1) = 1 - 9·0.1 ≈ 0.09999999999999995,
		// while 1/0.1 rounds to 10, so -trunc(x/y) would say -10.
		{"frem", "ff", 1, []float64{1, 0.1}, -9, "frem(1, 0.1) takes 9 times 0.1"},
		{"fmod", "ff", 1, []float64{5, 0.1}, -49, "fmod(5, 0.1) takes 49 times 0.1"},
		{"remainder", "ff", 1, []float64{7, 2}, -4, "remainder(7, 2) = 7 - 4·2 (ties to even)"},
	} {
		names := rm.partial[c.key]
		if names == nil {
			t.Errorf("%s: not built", c.key)
			continue
		}
		fn := names["f64"][c.k]
		if fn == "" {
			t.Errorf("%s: no partial %d", c.key, c.k)
			continue
		}
		got := callPartial(t, mc, fn, c.ops, ir.Double, [][]float64{c.p})[0]
		if got != c.want {
			t.Errorf("%s ∂/∂x%d at %v = %g, want %g: %s", c.key, c.k, c.p, got, c.want, c.why)
		}
	}
}

// buildFrexpLibm adds fx_prim_frexp (double) and fx_d_frexp[f], the
// partials of frexp and frexpf.
func buildFrexpLibm(t testing.TB, m *ir.Module) {
	for _, ty := range []*ir.Type{ir.Double, ir.Float} {
		name := ruleLibmName("frexp", ty)
		// frexpf(x) is frexp((double)x) rounded to float, exactly (the
		// interpreter has no frexpf).
		prim := func(c *ruleTestCtx, x ir.Value) ir.Value {
			slot := c.b.Alloca(ir.I32, 4)
			if ty == ir.Double {
				return em{c}.call("frexp", ty, x, slot)
			}
			m := em{c}.call("frexp", ir.Double, c.b.Cast(ir.OpFPExt, x, ir.Double), slot)
			return c.b.Cast(ir.OpFPTrunc, m, ty)
		}
		if ty == ir.Double {
			// The differences are taken of frexp at double, for both.
			_, pc := newRuleFunc(m, "fx_prim_frexp", ir.Double, []*ir.Type{ir.Double})
			pc.b.Ret(prim(pc, pc.xs[0]))
		}
		_, c := newRuleFunc(m, "fx_d_"+name, ty, []*ir.Type{ty})
		c.y = prim(c, c.xs[0])
		c.xs = append(c.xs, &ir.ConstNull{Typ: ir.Ptr}) // the exponent pointer: not read
		ps := lookupRule(name).Partials(c)
		if len(ps) != 2 || ps[1] != nil {
			t.Fatalf("%s: partials %v, want [∂x, nil]", name, ps)
		}
		c.b.Ret(ps[0])
	}
}

// TestRuleFrexpLibm checks libm frexp's partial, whose exponent goes to
// memory: the primal here stores it into a local.
func TestRuleFrexpLibm(t *testing.T) {
	m := &ir.Module{}
	buildFrexpLibm(t, m)
	mc := newMachine(t, m)
	for _, ty := range []*ir.Type{ir.Double, ir.Float} {
		name := ruleLibmName("frexp", ty)
		if got := callPartial(t, mc, "fx_d_"+name, "f", ty, [][]float64{{0}})[0]; got != 1 {
			t.Errorf("%s'(0) = %g, want 1 (the convention of e = 0)", name, got)
		}
		for _, x := range []float64{0.3, 5.5, -3.7, 1e-3} {
			x = roundTo(ty, x)
			got := callPartial(t, mc, "fx_d_"+name, "f", ty, [][]float64{{x}})[0]
			fd := centralDiffH(t, mc, "fx_prim_frexp", x, 1e-4*math.Abs(x))
			// m/x is an exact power of two at either precision.
			if e := relErr(got, fd, floorDouble); !(e < tolDouble) {
				t.Errorf("%s'(%g) = %g, finite differences %g", name, x, got, fd)
			}
		}
	}
}

// centralDiffH is a one-variable central difference with step h (for
// functions that are smooth only close to x).
func centralDiffH(t *testing.T, mc *interp.Machine, fn string, x, h float64) float64 {
	t.Helper()
	at := func(v float64) float64 {
		r, err := mc.Call(fn, interp.FloatValue(v))
		if err != nil {
			t.Fatal(err)
		}
		return r.Float64()
	}
	d := func(h float64) float64 { return (at(x+h) - at(x-h)) / (2 * h) }
	return (4*d(h/2) - d(h)) / 3
}

// TestRuleNoDerivativeEntries checks the explicit "no derivative" entries:
// registered, with one nil partial per operand.
func TestRuleNoDerivativeEntries(t *testing.T) {
	for name, n := range map[string]int{
		"sitofp": 1, "uitofp": 1, "fptosi": 1, "fptoui": 1, "trunc": 1, "zext": 1, "sext": 1,
		"add": 2, "sub": 2, "mul": 2, "udiv": 2, "sdiv": 2, "urem": 2, "srem": 2, "shl": 2,
		"lshr": 2, "ashr": 2, "and": 2, "or": 2, "xor": 2, "icmp": 2, "fcmp": 2,
		"llvm.lrint": 1, "llvm.llrint": 1, "llvm.lround": 1, "llvm.llround": 1,
		"llvm.fptosi.sat": 1, "llvm.fptoui.sat": 1, "llvm.is.fpclass": 2,
		"lrint": 1, "llrintf": 1, "lround": 1, "llroundf": 1, "ilogb": 1, "ilogbf": 1,
	} {
		r := lookupRule(name)
		if r == nil || r.Partials == nil {
			t.Errorf("%s: no entry", name)
			continue
		}
		ps := r.Partials(nil)
		if len(ps) != n {
			t.Errorf("%s: %d partials, want %d", name, len(ps), n)
		}
		for k, p := range ps {
			if p != nil {
				t.Errorf("%s: partial %d is %v, want nil", name, k, p)
			}
		}
	}
}

// issueNames are the names issue 11 lists for the table (instructions,
// llvm.* intrinsics, and C library functions for double and float).
var issueNames = struct{ instrs, intrinsics, libm []string }{
	instrs: []string{"fadd", "fsub", "fmul", "fdiv", "fneg", "frem", "fpext", "fptrunc",
		"sitofp", "uitofp", "fptosi", "fptoui", "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr"},
	intrinsics: []string{"sqrt", "sin", "cos", "tan", "exp", "exp2", "exp10", "log", "log2", "log10",
		"pow", "powi", "fabs", "fma", "fmuladd", "minnum", "maxnum", "minimum", "maximum",
		"minimumnum", "maximumnum", "copysign", "floor", "ceil", "trunc", "round", "roundeven", "rint",
		"nearbyint", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "ldexp", "frexp",
		"vector.reduce.fadd", "vector.reduce.fmul", "vector.reduce.fmax", "vector.reduce.fmin",
		"vector.reduce.fmaximum", "vector.reduce.fminimum"},
	libm: []string{"sqrt", "sin", "cos", "tan", "exp", "exp2", "exp10", "log", "log2", "log10",
		"pow", "fabs", "fma", "copysign", "floor", "ceil", "trunc", "round", "rint", "nearbyint",
		"tanh", "sinh", "cosh", "asin", "acos", "atan", "atan2", "erf", "erfc", "cbrt", "hypot",
		"expm1", "log1p", "lgamma", "fmax", "fmin", "fmod", "ldexp", "frexp"},
}

// TestRuleTableComplete asserts that every name of the issue's list has
// an entry, for double and float: intrinsics have one entry for every
// type (and the numeric tests run each at f64 and f32), C functions one
// per precision.
func TestRuleTableComplete(t *testing.T) {
	built := map[string]map[string]bool{} // key → type tags the numeric tests build
	for _, c := range ruleCases() {
		built[c.key] = map[string]bool{}
		for _, ty := range testTypes(c.vec) {
			built[c.key][typeTag(ty)] = true
		}
	}
	for k := range nonElementwiseTested {
		built[k] = map[string]bool{"f64": true, "f32": true}
	}
	var missing []string
	need := func(key string, tags ...string) {
		if lookupRule(key) == nil {
			missing = append(missing, key+" (no entry)")
			return
		}
		if allNilNoCtx(lookupRule(key)) {
			return // a no-derivative entry, checked by TestRuleNoDerivativeEntries
		}
		for _, tag := range tags {
			if !built[key][tag] {
				missing = append(missing, key+" (not tested at "+tag+")")
			}
		}
	}
	for _, n := range issueNames.instrs {
		need(n, "f64", "f32")
	}
	for _, n := range issueNames.intrinsics {
		need("llvm."+n, "f64", "f32")
	}
	for _, n := range issueNames.libm {
		need(n, "f64")
		need(n+"f", "f32")
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Error(m)
	}
	// And the other way round: every entry of the table is tested.
	for key, r := range rules {
		if built[key] == nil && !allNilNoCtx(r) {
			t.Errorf("%s: in the table but not tested", key)
		}
	}
}

// allNilNoCtx reports whether r is a no-derivative entry (its Partials
// needs no Ctx and returns only nils).
func allNilNoCtx(r *Rule) (ok bool) {
	if r.Partials == nil {
		return false
	}
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	ps := r.Partials(nil)
	for _, p := range ps {
		if p != nil {
			return false
		}
	}
	return len(ps) > 0
}
