package ad

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
)

// Tests of the entries given by Tangent and Adjoint: precision changes,
// struct-valued intrinsics and vector reductions. Each builds functions
// that return a rule's tangent (for given operand tangents) or one
// operand's adjoint contribution (for a given result adjoint), runs them
// in the interpreter, and compares with directional finite differences
// of the primal at double precision: the tangent with the directional
// derivative along the operand tangents, and the adjoint contribution
// with dy times the gradient.

// nonElementwiseTested lists the entries these tests cover.
var nonElementwiseTested = map[string]bool{
	"fpext": true, "fptrunc": true, "llvm.frexp": true, "llvm.sincos": true, "llvm.modf": true,
	"frexp": true, "frexpf": true,
	"llvm.vector.reduce.fadd": true, "llvm.vector.reduce.fmul": true,
	"llvm.vector.reduce.fmax": true, "llvm.vector.reduce.fmin": true,
	"llvm.vector.reduce.fmaximum": true, "llvm.vector.reduce.fminimum": true,
	"llvm.experimental.vector.reduce.v2.fadd": true, "llvm.experimental.vector.reduce.v2.fmul": true,
	"llvm.experimental.vector.reduce.fmax": true, "llvm.experimental.vector.reduce.fmin": true,
}

// flat describes how a flat list of numbers fills a function's
// parameters: each parameter takes 1 (scalar) or Len (vector) numbers.
func flatArgs(ps []*ir.Type, flat []float64) []interp.Value {
	var out []interp.Value
	i := 0
	for _, p := range ps {
		n := 1
		if p.Kind == ir.VectorKind {
			n = int(p.Len)
		}
		out = append(out, arg('f', p, flat[i:i+n]))
		i += n
	}
	return out
}

// toType returns the type shaped like t with elements of precision e.
func toType(t, e *ir.Type) *ir.Type {
	if t.Kind == ir.VectorKind {
		return ir.VectorOf(t.Len, e, false)
	}
	if t.Kind == ir.StructKind {
		fs := make([]*ir.Type, len(t.Fields))
		for i, f := range t.Fields {
			fs[i] = toType(f, e)
			if f.Scalar().Kind == ir.IntKind {
				fs[i] = f
			}
		}
		return ir.StructOf(false, fs...)
	}
	if t.IsFloat() {
		return e
	}
	return t
}

func callFloats(t *testing.T, mc *interp.Machine, fn string, args []interp.Value) []float64 {
	t.Helper()
	r, err := mc.Call(fn, args...)
	if err != nil {
		t.Fatalf("%s: %v", fn, err)
	}
	if r.Elems == nil {
		return []float64{r.Float64()}
	}
	out := make([]float64, len(r.Elems))
	for i, e := range r.Elems {
		out[i] = e.Float64()
	}
	return out
}

func checkClose(t *testing.T, what string, got, want float64, float bool) {
	t.Helper()
	tol, floor := tolDouble, floorDouble
	if float {
		tol, floor = tolFloat, floorFloat
	}
	if e := relErr(got, want, floor); !(e < tol) {
		t.Errorf("%s: rule %.17g, finite differences %.17g (relative error %.2g > %g)", what, got, want, e, tol)
	}
}

// A structural entry under test: the primal takes parameters of types
// ps (at the tested precision) and the rule key is key; field, when >= 0,
// extracts one field of a struct result for the differences.
type tanAdjCase struct {
	key    string
	ps     []*ir.Type // at double; converted for float runs
	prim   func(c *ruleTestCtx, ps []*ir.Type, args []ir.Value) ir.Value
	points [][]float64
	float  bool
	// partialDirs also tries each operand's tangent alone (the others
	// nil), for rules with several operands.
	partialDirs bool
}

// reduceCase makes a reduction case on n lanes of e; key is the
// intrinsic's base name, mangled on the vector type (and, for the names
// before LLVM 12 with a start value, on the element type first).
func reduceCase(key string, e *ir.Type, n uint64, withStart bool, pts [][]float64) tanAdjCase {
	vt := ir.VectorOf(n, e, false)
	ps := []*ir.Type{vt}
	if withStart {
		ps = []*ir.Type{e, vt}
	}
	return tanAdjCase{
		key: key, ps: ps, points: pts, float: e == ir.Float, partialDirs: withStart,
		prim: func(c *ruleTestCtx, ps []*ir.Type, args []ir.Value) ir.Value {
			v := ps[len(ps)-1]
			over := []*ir.Type{v}
			if strings.Contains(key, ".v2.") {
				over = []*ir.Type{v.Elem, v}
			}
			return em{c}.intrinsic(key, over, v.Elem, args...)
		},
	}
}

func tanAdjCases() []tanAdjCase {
	var cs []tanAdjCase
	startVec := [][]float64{{1.3, 0.7, -1.1, 2.0, 0.4}, {-0.6, 0.7, 0, 2, -0.5}, {2.2, 1.5, 1.5, -3, 0.25}}
	vecOnly := [][]float64{{0.3, 2.5, -1.2, 1.7}, {-4, 1, 3.5, -0.5}, {0.9, -0.1, 0.4, 0.8}}
	for _, e := range []*ir.Type{ir.Double, ir.Float} {
		for _, op := range []string{"fadd", "fmul"} {
			cs = append(cs, reduceCase("llvm.vector.reduce."+op, e, 4, true, startVec))
		}
		for _, op := range []string{"fmax", "fmin", "fmaximum", "fminimum"} {
			cs = append(cs, reduceCase("llvm.vector.reduce."+op, e, 4, false, vecOnly))
		}
		frexpT := func(ps []*ir.Type) *ir.Type {
			it := ir.I32
			if ps[0].Kind == ir.VectorKind {
				it = ir.VectorOf(ps[0].Len, ir.I32, false)
			}
			return ir.StructOf(false, ps[0], it)
		}
		for _, t := range []*ir.Type{e, ir.VectorOf(2, e, false)} {
			cs = append(cs, tanAdjCase{
				key: "llvm.frexp", ps: []*ir.Type{t}, float: e == ir.Float,
				points: [][]float64{{0.3, 5.5}, {-3.7, 0.3}, {5.5, -3.7}},
				prim: func(c *ruleTestCtx, ps []*ir.Type, args []ir.Value) ir.Value {
					st := frexpT(ps)
					return em{c}.intrinsic("llvm.frexp", []*ir.Type{ps[0], st.Fields[1]}, st, args...)
				},
			})
			for _, n := range []string{"llvm.sincos", "llvm.modf"} {
				n := n
				cs = append(cs, tanAdjCase{
					key: n, ps: []*ir.Type{t}, float: e == ir.Float,
					points: [][]float64{{0.3, 5.5}, {-3.7, 0.3}, {2.25, -1.6}},
					prim: func(c *ruleTestCtx, ps []*ir.Type, args []ir.Value) ir.Value {
						return em{c}.intrinsic(n, []*ir.Type{ps[0]}, ir.StructOf(false, ps[0], ps[0]), args...)
					},
				})
			}
		}
	}
	for _, op := range []string{"fadd", "fmul"} {
		cs = append(cs, reduceCase("llvm.experimental.vector.reduce.v2."+op, ir.Double, 4, true, startVec))
	}
	for _, op := range []string{"fmax", "fmin"} {
		cs = append(cs, reduceCase("llvm.experimental.vector.reduce."+op, ir.Double, 4, false, vecOnly))
	}
	return cs
}

// TestRuleTangentsAndAdjoints checks the Tangent/Adjoint entries against
// directional finite differences.
func TestRuleTangentsAndAdjoints(t *testing.T) {
	m := &ir.Module{}
	bs := buildTanAdj(t, m)
	mc := newMachine(t, m)
	checkTanAdj(t, mc, bs)
}

// tanAdjBuilt names the functions built for one tanAdjCase.
type tanAdjBuilt struct {
	c       tanAdjCase
	ps, dps []*ir.Type // operand types at the tested precision, at double
	fields  []int      // the float fields of the result (-1: the whole result)
	seedTs  []*ir.Type // their types
	prim    []string   // the primal at double, one per float field
	tan     []string   // tangent with every operand tangent given, per field
	tanPart [][]string // tangent with only operand j's tangent, per field
	adj     []string   // adjoint contribution to operand k, for a seed per field
}

// buildTanAdj adds to m the functions of every tanAdjCase.
func buildTanAdj(t testing.TB, m *ir.Module) []tanAdjBuilt {
	fieldOf := func(c *ruleTestCtx, v ir.Value, f int) ir.Value {
		if f < 0 {
			return v
		}
		return c.b.ExtractValue(v, uint32(f))
	}
	last := func() *ir.Func { return m.Funcs[len(m.Funcs)-1] }
	var bs []tanAdjBuilt
	for i, c := range tanAdjCases() {
		e := ir.Double
		if c.float {
			e = ir.Float
		}
		b := tanAdjBuilt{c: c}
		for _, p := range c.ps {
			b.ps = append(b.ps, toType(p, e))
			b.dps = append(b.dps, toType(p, ir.Double))
		}
		// The result type, from a probe.
		_, probe := newRuleFunc(m, fmt.Sprintf("ta_probe%d", i), ir.Void, b.ps)
		yt := c.prim(probe, b.ps, probe.xs).Type()
		probe.b.Ret(nil)
		if yt.Kind == ir.StructKind {
			for f, ft := range yt.Fields {
				if ft.Scalar().IsFloat() {
					b.fields = append(b.fields, f)
					b.seedTs = append(b.seedTs, ft)
				}
			}
		} else {
			b.fields, b.seedTs = []int{-1}, []*ir.Type{yt}
		}
		for _, f := range b.fields {
			name := fmt.Sprintf("ta_prim%d_%d", i, f+1)
			_, pc := newRuleFunc(m, name, ir.Void, b.dps)
			fn := last()
			v := fieldOf(pc, c.prim(pc, b.dps, pc.xs), f)
			pc.b.Ret(v)
			fn.Sig = ir.FuncOf(v.Type(), b.dps, false)
			b.prim = append(b.prim, name)
		}
		r := lookupRule(c.key)
		if r == nil || r.Tangent == nil || r.Adjoint == nil {
			t.Fatalf("%s: no Tangent/Adjoint entry", c.key)
		}
		twice := append(append([]*ir.Type{}, b.ps...), b.ps...)
		mkTan := func(name string, use []bool) []string {
			var out []string
			for _, f := range b.fields {
				fname := fmt.Sprintf("%s_%d", name, f+1)
				_, tc := newRuleFunc(m, fname, ir.Void, twice)
				fn := last()
				tc.xs = tc.xs[:len(b.ps)]
				tc.y = c.prim(tc, b.ps, tc.xs)
				dx := make([]ir.Value, len(b.ps))
				for k := range dx {
					if use[k] {
						dx[k] = fn.Params[len(b.ps)+k]
					}
				}
				tv := r.Tangent(tc, dx)
				if tv == nil || tv.Type() != yt {
					t.Fatalf("%s: tangent %v, want a value of type %s", c.key, tv, yt)
				}
				v := fieldOf(tc, tv, f)
				tc.b.Ret(v)
				fn.Sig = ir.FuncOf(v.Type(), twice, false)
				out = append(out, fname)
			}
			return out
		}
		all := make([]bool, len(b.ps))
		for k := range all {
			all[k] = true
		}
		b.tan = mkTan(fmt.Sprintf("ta_tan%d", i), all)
		if c.partialDirs {
			for j := range b.ps {
				only := make([]bool, len(b.ps))
				only[j] = true
				b.tanPart = append(b.tanPart, mkTan(fmt.Sprintf("ta_tan%d_only%d", i, j), only))
			}
		}
		// Zero tangents for every operand give a nil (zero) tangent.
		_, nc := newRuleFunc(m, fmt.Sprintf("ta_tannil%d", i), ir.Void, b.ps)
		nc.y = c.prim(nc, b.ps, nc.xs)
		if tv := r.Tangent(nc, make([]ir.Value, len(b.ps))); tv != nil {
			t.Errorf("%s: zero operand tangents give a non-nil tangent", c.key)
		}
		nc.b.Ret(nil)
		// Adjoint functions: operands, then a seed per float field.
		withSeeds := append(append([]*ir.Type{}, b.ps...), b.seedTs...)
		for k := range b.ps {
			name := fmt.Sprintf("ta_adj%d_%d", i, k)
			_, ac := newRuleFunc(m, name, ir.Void, withSeeds)
			fn := last()
			ac.xs = ac.xs[:len(b.ps)]
			ac.y = c.prim(ac, b.ps, ac.xs)
			var dy ir.Value = fn.Params[len(b.ps)]
			if yt.Kind == ir.StructKind {
				dy = &ir.ConstNull{Typ: yt}
				for j, f := range b.fields {
					dy = ac.b.InsertValue(dy, fn.Params[len(b.ps)+j], uint32(f))
				}
			}
			as := r.Adjoint(ac, dy)
			if len(as) != len(b.ps) || as[k] == nil || as[k].Type() != b.ps[k] {
				t.Fatalf("%s: adjoint %v for operands %v", c.key, as, b.ps)
			}
			ac.b.Ret(as[k])
			fn.Sig = ir.FuncOf(b.ps[k], withSeeds, false)
			b.adj = append(b.adj, name)
		}
		bs = append(bs, b)
	}
	return bs
}

// checkTanAdj runs the functions and compares with the differences.
func checkTanAdj(t *testing.T, mc *interp.Machine, bs []tanAdjBuilt) {
	for _, b := range bs {
		c := b.c
		var sizes []int // numbers per operand
		n := 0
		for _, ty := range b.ps {
			k := 1
			if ty.Kind == ir.VectorKind {
				k = int(ty.Len)
			}
			sizes = append(sizes, k)
			n += k
		}
		twice := append(append([]*ir.Type{}, b.ps...), b.ps...)
		for j, p0 := range c.points {
			p := make([]float64, n)
			dir := make([]float64, n)
			for i := range p {
				p[i] = roundTo(b.ps[0], p0[i%len(p0)])
				dir[i] = roundTo(b.ps[0], 0.5+0.25*float64(i)-0.1*float64(j))
			}
			for fi := range b.fields {
				prim := func(q []float64) []float64 { return callFloats(t, mc, b.prim[fi], flatArgs(b.dps, q)) }
				check := func(fn string, d []float64, what string) {
					got := callFloats(t, mc, fn, flatArgs(twice, append(append([]float64{}, p...), d...)))
					want := dirDiffVec(prim, p, d, 1e-4)
					for l := range want {
						checkClose(t, fmt.Sprintf("%s %v: %s, field %d lane %d at %v along %v", c.key, b.ps, what, fi, l, p, d), got[l], want[l], c.float)
					}
				}
				check(b.tan[fi], dir, "tangent")
				for jj, tp := range b.tanPart {
					d2 := make([]float64, n)
					off := 0
					for k, sz := range sizes {
						if k == jj {
							copy(d2[off:off+sz], dir[off:off+sz])
						}
						off += sz
					}
					check(tp[fi], d2, fmt.Sprintf("tangent with only operand %d's", jj))
				}
			}
			// Adjoints: the seed of field f is seeds[f] in every lane, so
			// operand coordinate i receives Σ_f seeds[f]·∂(Σ_lanes y_f)/∂x_i.
			seeds := []float64{1.5, -0.75}[:len(b.fields)]
			off := 0
			for k, sz := range sizes {
				got := callFloats(t, mc, b.adj[k], append(flatArgs(b.ps, p), splatSeeds(b.seedTs, seeds)...))
				for i := 0; i < sz; i++ {
					unit := make([]float64, n)
					unit[off+i] = 1
					want := 0.0
					for fi := range b.fields {
						prim := func(q []float64) []float64 {
							return []float64{sumFloats(callFloats(t, mc, b.prim[fi], flatArgs(b.dps, q)))}
						}
						want += seeds[fi] * dirDiffVec(prim, p, unit, 1e-4)[0]
					}
					checkClose(t, fmt.Sprintf("%s %v: adjoint of operand %d lane %d at %v", c.key, b.ps, k, i, p), got[i], want, c.float)
				}
				off += sz
			}
		}
	}
}

// dirDiffVec returns the derivative of the vector-valued f at p along d,
// component by component (central differences, one Richardson step).
func dirDiffVec(f func([]float64) []float64, p, d []float64, h float64) []float64 {
	at := func(s float64) []float64 {
		q := make([]float64, len(p))
		for i := range p {
			q[i] = p[i] + s*d[i]
		}
		return f(q)
	}
	D := func(h float64) []float64 {
		a, b := at(h), at(-h)
		out := make([]float64, len(a))
		for i := range a {
			out[i] = (a[i] - b[i]) / (2 * h)
		}
		return out
	}
	d1, d2 := D(h), D(h/2)
	out := make([]float64, len(d1))
	for i := range d1 {
		out[i] = (4*d2[i] - d1[i]) / 3
	}
	return out
}

// splatSeeds makes the seed arguments: seeds[f] in every lane of ts[f].
func splatSeeds(ts []*ir.Type, seeds []float64) []interp.Value {
	out := make([]interp.Value, len(ts))
	for f, t := range ts {
		n := 1
		if t.Kind == ir.VectorKind {
			n = int(t.Len)
		}
		vs := make([]float64, n)
		for i := range vs {
			vs[i] = seeds[f]
		}
		out[f] = arg('f', t, vs)
	}
	return out
}

func sumFloats(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s
}

// buildTies adds tie_tan_OP(v, dv) and tie_adj_OP(v, dy) for the max and
// min reductions of <4 x double>.
func buildTies(m *ir.Module) {
	vt := ir.VectorOf(4, ir.Double, false)
	for _, op := range []string{"fmax", "fmin"} {
		key := "llvm.vector.reduce." + op
		r := lookupRule(key)
		tf, tc := newRuleFunc(m, "tie_tan_"+op, ir.Double, []*ir.Type{vt, vt})
		tc.xs = tc.xs[:1]
		tc.y = em{tc}.intrinsic(key, []*ir.Type{vt}, ir.Double, tc.xs[0])
		tc.b.Ret(r.Tangent(tc, []ir.Value{tf.Params[1]}))
		af, ac := newRuleFunc(m, "tie_adj_"+op, vt, []*ir.Type{vt, ir.Double})
		ac.xs = ac.xs[:1]
		ac.y = em{ac}.intrinsic(key, []*ir.Type{vt}, ir.Double, ac.xs[0])
		ac.b.Ret(r.Adjoint(ac, af.Params[1])[0])
	}
}

// TestRuleReductionTies pins the tie convention of the min/max
// reductions: the whole derivative goes to the first lane equal to the
// result.
func TestRuleReductionTies(t *testing.T) {
	m := &ir.Module{}
	buildTies(m)
	mc := newMachine(t, m)
	vt := ir.VectorOf(4, ir.Double, false)
	vec := func(vs ...float64) interp.Value { return arg('f', vt, vs) }
	for _, c := range []struct {
		op   string
		v    []float64
		lane int
	}{{"fmax", []float64{1, 3, 3, 0.5}, 1}, {"fmin", []float64{2, -1, 4, -1}, 1}, {"fmax", []float64{7, 7, 7, 7}, 0},
		{"fmax", []float64{math.NaN(), 2, 5, 1}, 2}} {
		got := callFloats(t, mc, "tie_tan_"+c.op, []interp.Value{vec(c.v...), vec(10, 20, 30, 40)})[0]
		if want := float64(10 * (c.lane + 1)); got != want {
			t.Errorf("reduce.%s%v: tangent %g, want the tangent of lane %d (%g)", c.op, c.v, got, c.lane, want)
		}
		adj := callFloats(t, mc, "tie_adj_"+c.op, []interp.Value{vec(c.v...), interp.FloatValue(2)})
		for i, a := range adj {
			want := 0.0
			if i == c.lane {
				want = 2
			}
			if a != want {
				t.Errorf("reduce.%s%v: adjoint %v, want 2 in lane %d only", c.op, c.v, adj, c.lane)
				break
			}
		}
	}
}

// A precisionCase is a conversion between float precisions.
type precisionCase struct {
	key      string
	op       ir.Opcode
	from, to *ir.Type
}

var precisionCases = func() []precisionCase {
	v2f, v2d := ir.VectorOf(2, ir.Float, false), ir.VectorOf(2, ir.Double, false)
	return []precisionCase{{"fpext", ir.OpFPExt, ir.Float, ir.Double}, {"fptrunc", ir.OpFPTrunc, ir.Double, ir.Float},
		{"fpext", ir.OpFPExt, v2f, v2d}, {"fptrunc", ir.OpFPTrunc, v2d, v2f}}
}()

// buildPrecision adds cast_tanN(x, dx) and cast_adjN(x, dy) for each
// precisionCase.
func buildPrecision(t testing.TB, m *ir.Module) {
	for i, c := range precisionCases {
		r := lookupRule(c.key)
		tf, tc := newRuleFunc(m, fmt.Sprintf("cast_tan%d", i), c.to, []*ir.Type{c.from, c.from})
		tc.xs = tc.xs[:1]
		tc.y = tc.b.Cast(c.op, tc.xs[0], c.to)
		if r.Tangent(tc, []ir.Value{nil}) != nil {
			t.Errorf("%s: zero tangent in, non-nil out", c.key)
		}
		tc.b.Ret(r.Tangent(tc, []ir.Value{tf.Params[1]}))
		af, ac := newRuleFunc(m, fmt.Sprintf("cast_adj%d", i), c.from, []*ir.Type{c.from, c.to})
		ac.xs = ac.xs[:1]
		ac.y = ac.b.Cast(c.op, ac.xs[0], c.to)
		ac.b.Ret(r.Adjoint(ac, af.Params[1])[0])
	}
}

// TestRulePrecisionChanges checks fpext and fptrunc: the tangent and the
// adjoint change precision exactly as the value does.
func TestRulePrecisionChanges(t *testing.T) {
	m := &ir.Module{}
	buildPrecision(t, m)
	cases := precisionCases
	mc := newMachine(t, m)
	for i, c := range cases {
		lanes := func(t *ir.Type, v float64) interp.Value {
			if t.Kind == ir.VectorKind {
				return arg('f', t, []float64{v, -v})
			}
			return interp.FloatValue(v)
		}
		d := 0.1 // not a float: the conversions round it
		got := callFloats(t, mc, fmt.Sprintf("cast_tan%d", i), []interp.Value{lanes(c.from, 1.5), lanes(c.from, d)})
		want := float64(float32(d)) // the tangent passes through one rounding to float
		for l, g := range got {
			if w := want * float64(1-2*l); g != w {
				t.Errorf("%s %s→%s: tangent %v, want %v in lane %d", c.key, c.from, c.to, got, w, l)
			}
		}
		got = callFloats(t, mc, fmt.Sprintf("cast_adj%d", i), []interp.Value{lanes(c.from, 1.5), lanes(c.to, d)})
		for l, g := range got {
			if w := want * float64(1-2*l); g != w {
				t.Errorf("%s %s→%s: adjoint %v, want %v in lane %d", c.key, c.from, c.to, got, w, l)
			}
		}
	}
}

// TestRuleUnsupportedScalable checks that the reductions built lane by
// lane refuse scalable vectors with ErrNotDifferentiable, before and
// (as a panic value) during their application, and accept fixed ones.
func TestRuleUnsupportedScalable(t *testing.T) {
	sv := ir.VectorOf(2, ir.Double, true)
	fv := ir.VectorOf(2, ir.Double, false)
	for _, key := range []string{"llvm.vector.reduce.fmul", "llvm.vector.reduce.fmax", "llvm.vector.reduce.fminimum"} {
		ops := []*ir.Type{sv}
		if key == "llvm.vector.reduce.fmul" {
			ops = []*ir.Type{ir.Double, sv}
		}
		if err := ruleUnsupported(key, ops); !errors.Is(err, ErrNotDifferentiable) {
			t.Errorf("%s on %v: %v, want ErrNotDifferentiable", key, ops, err)
		}
		ops[len(ops)-1] = fv
		if err := ruleUnsupported(key, ops); err != nil {
			t.Errorf("%s on %v: %v", key, ops, err)
		}
	}
	if err := ruleUnsupported("llvm.vector.reduce.fadd", []*ir.Type{ir.Double, sv}); err != nil {
		t.Errorf("reduce.fadd of a scalable vector needs no lanes: %v", err)
	}
	func() {
		defer func() {
			err, _ := recover().(error)
			if !errors.Is(err, ErrNotDifferentiable) {
				t.Errorf("a lane-by-lane rule on a scalable vector panics with %v, want ErrNotDifferentiable", err)
			}
		}()
		m := &ir.Module{}
		f, c := newRuleFunc(m, "f", ir.Double, []*ir.Type{sv, sv})
		c.xs = c.xs[:1]
		c.y = ruleConst(ir.Double, 0)
		lookupRule("llvm.vector.reduce.fmax").Tangent(c, []ir.Value{f.Params[1]})
	}()
}
