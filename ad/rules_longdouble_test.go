package ad

import (
	"bytes"
	"math"
	"os/exec"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// TestRuleLongDoubleConstants checks the constants rules make at
// x86_fp80, fp128 and ppc_fp128 (which the interpreter does not compute
// with) under lli-16: each constant, converted back to double by LLVM,
// must give the double it was made from, bit for bit; and rules at those
// types evaluate to their double values (sin' = cos at x86_fp80, fabs'
// and exp2' at all three). main's exit code counts the mismatches.
func TestRuleLongDoubleConstants(t *testing.T) {
	lli := testenv.Tool(t, "lli-16")
	m := &ir.Module{}
	main := m.AddFunc(ir.NewFunc("main", ir.FuncOf(ir.I32, nil, false)))
	c := &ruleTestCtx{b: ir.NewBuilder(main.NewBlock("entry")), m: m}
	var bad ir.Value = ir.Int(ir.I32, 0)
	count := func(ok ir.Value) {
		bad = c.b.Add(bad, c.b.Cast(ir.OpZExt, c.b.Binary(ir.OpXor, ok, ir.Int(ir.I1, 1)), ir.I32))
	}
	// exact: the double bits of v equal want's.
	exact := func(v ir.Value, want float64) {
		d := c.b.Cast(ir.OpFPTrunc, v, ir.Double)
		bits := c.b.Cast(ir.OpBitCast, d, ir.I64)
		count(c.b.ICmp(ir.ICmpEQ, bits, ir.Int(ir.I64, int64(math.Float64bits(want)))))
	}
	// near: |v - want| <= 1e-15·|want|, in double.
	near := func(v ir.Value, want float64) {
		d := c.b.Cast(ir.OpFPTrunc, v, ir.Double)
		diff := em{c}.intr("llvm.fabs", c.b.FSub(d, ir.Float64(want)))
		count(c.b.FCmp(ir.FCmpOLE, diff, ir.Float64(1e-15*math.Abs(want))))
	}
	cases := 0
	for _, ty := range []*ir.Type{ir.X86FP80, ir.FP128, ir.PPCFP128} {
		for _, v := range []float64{1.5, -0.75, math.Ln2, math.Pi, 1e-310, math.Copysign(0, -1), 0, 1e300, -3.25e-200} {
			exact(ruleConst(ty, v), v)
			cases++
		}
		// fabs' at -2 and exp2' at 3 (= 8·ln 2), through the rules.
		c.xs = []ir.Value{ruleConst(ty, -2)}
		exact(lookupRule("llvm.fabs").Partials(c)[0], -1)
		c.xs = []ir.Value{ruleConst(ty, 3)}
		c.y = ruleConst(ty, 8)
		near(lookupRule("llvm.exp2").Partials(c)[0], 8*math.Ln2)
		cases += 2
	}
	c.xs = []ir.Value{ruleConst(ir.X86FP80, 0.5)}
	near(lookupRule("llvm.sin").Partials(c)[0], math.Cos(0.5))
	cases++
	c.b.Ret(bad)
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := lltext.PrintWith(&text, m, lltext.PrintOptions{ExpandSplat: true}); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(lli, "-")
	cmd.Stdin = &text
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("lli-16: %v\n%s", err, out)
	}
	if code != 0 || len(out) != 0 {
		t.Errorf("lli-16: %d of %d long-double checks fail (exit code %d)\n%s", code, cases, code, out)
	}
}
