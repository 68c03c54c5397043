package ad

import (
	"bytes"
	"fmt"
	"math"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// TestRuleIRPassesLLVMVerifier puts the code of every rule, as the rule
// tests build it (every elementwise rule at f64 and f32, the
// instructions' and intrinsics' also at half, <2 x double> and
// <4 x float>; every Tangent/Adjoint entry), into one module, and has
// irfix's verifier and LLVM's accept it: opt-22 -passes=verify on the
// newest spelling, and opt-16 on the spelling for LLVM 16 (splat
// constants written out).
func TestRuleIRPassesLLVMVerifier(t *testing.T) {
	m := buildRuleModule(ruleCases()).m
	buildTanAdj(t, m)
	buildTies(m)
	buildPrecision(t, m)
	buildFrexpLibm(t, m)
	if err := ir.Verify(m); err != nil {
		t.Fatalf("ir.Verify: %v", err)
	}
	defined := 0
	for _, f := range m.Funcs {
		if !f.IsDeclaration() {
			defined++
		}
	}
	if defined < 500 {
		t.Fatalf("only %d functions built: the rule tests did not build the table", defined)
	}
	for _, c := range []struct {
		tool string
		opt  lltext.PrintOptions
	}{{"opt-22", lltext.PrintOptions{}}, {"opt-16", lltext.PrintOptions{ExpandSplat: true}}} {
		opt := testenv.Tool(t, c.tool)
		var text bytes.Buffer
		if err := lltext.PrintWith(&text, m, c.opt); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
		cmd.Stdin = &text
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			msg := stderr.String()
			if len(msg) > 4000 {
				msg = msg[:4000]
			}
			t.Errorf("%s -passes=verify rejects the rules' module (%d functions): %v\n%s", c.tool, defined, err, strings.TrimSpace(msg))
		}
	}
}

// TestRuleValuesUnderLLI runs the rules' code natively: a main calls every
// partial function of the elementwise rules at every sample point and
// type and prints each lane (printf "%.17g"), lli-22 runs it, and each
// value must equal the interpreter's, to 1e-13 relative for double, 1e-6
// for float and 2e-3 for half (the C library may differ from the
// interpreter's correctly rounded math in the last bits).
func TestRuleValuesUnderLLI(t *testing.T) {
	lli := testenv.Tool(t, "lli-22")
	cases := ruleCases()
	rm := buildRuleModule(cases)
	m := rm.m
	mc := newMachine(t, m)

	fmtStr := "%.17g\n\x00"
	g := m.AddGlobal(ir.NewGlobal("fmt", ir.ArrayOf(uint64(len(fmtStr)), ir.I8), &ir.ConstData{Typ: ir.ArrayOf(uint64(len(fmtStr)), ir.I8), Bytes: []byte(fmtStr)}))
	g.Linkage = ir.Private
	g.IsConst = true
	printfT := ir.FuncOf(ir.I32, []*ir.Type{ir.Ptr}, true)
	printf := m.AddFunc(ir.NewFunc("printf", printfT))
	main := m.AddFunc(ir.NewFunc("main", ir.FuncOf(ir.I32, nil, false)))
	b := ir.NewBuilder(main.NewBlock("entry"))

	type want struct {
		what string
		v    float64
		tol  float64
	}
	var wants []want
	konst := func(o rune, ty *ir.Type, vs []float64) ir.Constant {
		one := func(et *ir.Type, v float64) ir.Constant {
			if o == 'f' {
				return ruleScalarConst(et, v)
			}
			return ir.Int(ir.I32, int64(v))
		}
		if ty.Kind != ir.VectorKind || o == 'i' {
			if o == 'f' {
				return one(ty, vs[0])
			}
			return one(ir.I32, vs[0])
		}
		et := ty.Elem
		if o != 'f' {
			et = ir.I32
		}
		agg := &ir.ConstAggregate{Typ: ir.VectorOf(ty.Len, et, false)}
		for _, v := range vs {
			agg.Elems = append(agg.Elems, one(et, v))
		}
		return agg
	}
	for _, c := range cases {
		for _, ty := range testTypes(c.vec) {
			for _, fn := range rm.partial[c.key][typeTag(ty)] {
				if fn == "" {
					continue
				}
				f := m.Func(fn)
				for j := range c.pts {
					lanes := c.lanes(ty, j)
					got := callPartial(t, mc, fn, c.ops, ty, lanes)
					args := make([]ir.Value, len(c.ops))
					for i, o := range c.ops {
						vs := make([]float64, len(lanes))
						for l := range lanes {
							vs[l] = lanes[l][i]
						}
						args[i] = konst(o, ty, vs)
					}
					r := b.Call(f.Sig, f, args...)
					for l := range lanes {
						var v ir.Value = r
						if ty.Kind == ir.VectorKind {
							v = b.Insert(ir.NewInstr(ir.OpExtractElement, ty.Elem, r, ir.Int(ir.I64, int64(l))))
						}
						if ty.Scalar() != ir.Double {
							v = b.Cast(ir.OpFPExt, v, ir.Double)
						}
						b.Call(printfT, printf, g, v)
						tol := 1e-13
						switch ty.Scalar() {
						case ir.Float:
							tol = 1e-6
						case ir.Half:
							tol = 2e-3
						}
						wants = append(wants, want{fmt.Sprintf("%s at %v", fn, lanes[l]), got[l], tol})
					}
				}
			}
		}
	}
	b.Ret(ir.Int(ir.I32, 0))
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := lltext.Print(&text, m); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(lli, "-")
	cmd.Stdin = &text
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("lli-22: %v\n%s", err, stderr.String())
	}
	lines := strings.Fields(string(out))
	if len(lines) != len(wants) {
		t.Fatalf("lli-22 printed %d values, want %d", len(lines), len(wants))
	}
	for i, w := range wants {
		v, err := strconv.ParseFloat(lines[i], 64)
		if err != nil {
			t.Fatalf("lli-22 line %d: %v", i+1, err)
		}
		if !(math.Abs(v-w.v) <= w.tol*math.Max(math.Abs(w.v), 1e-3)) && !(math.IsNaN(v) && math.IsNaN(w.v)) {
			t.Errorf("%s: lli-22 %.17g, interpreter %.17g", w.what, v, w.v)
		}
	}
	t.Logf("%d rule values agree between lli-22 and the interpreter", len(wants))
}
