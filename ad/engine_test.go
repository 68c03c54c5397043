package ad

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

const seedNumba = "_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
const seedCfunc = "cfunc." + seedNumba

func parseIR(t *testing.T, name, src string) *ir.Module {
	t.Helper()
	m, err := lltext.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

func loadSeed(t *testing.T) *ir.Module {
	t.Helper()
	data, err := os.ReadFile(testenv.Seed(t, "numba_cos.opaque16.ll"))
	if err != nil {
		t.Fatal(err)
	}
	return parseIR(t, "numba_cos.opaque16.ll", string(data))
}

func diff(t *testing.T, m *ir.Module, fn string, opts Options) *ir.Func {
	t.Helper()
	g, _, err := Differentiate(m, fn, opts)
	if err != nil {
		t.Fatalf("Differentiate(%s, %s): %v", fn, opts.Mode, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("generated module does not verify: %v\n%s", err, lltext.Format(m))
	}
	return g
}

func machine(t *testing.T, m *ir.Module) *interp.Machine {
	t.Helper()
	mc, err := interp.New(m, interp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return mc
}

func near(a, b, tol float64) bool {
	return math.Abs(a-b) <= tol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

func f64(v float64) interp.Value { return interp.FloatValue(v) }

var seedWant = []float64{math.Cos(2), -math.Sin(2), -math.Sin(2), -math.Sin(2)}

// The seed's C-ABI wrapper in forward mode: one directional derivative
// per unit tangent.
func TestSeedForwardCfunc(t *testing.T) {
	m := loadSeed(t)
	g := diff(t, m, seedCfunc, Options{Mode: Forward})
	if len(g.Params) != 8 {
		t.Fatalf("jvp has %d params, want 8", len(g.Params))
	}
	mc := machine(t, m)
	for k := 0; k < 4; k++ {
		var args []interp.Value
		for j := 0; j < 4; j++ {
			d := 0.0
			if j == k {
				d = 1
			}
			args = append(args, f64(1), f64(d))
		}
		r, err := mc.Call(g.Name, args...)
		if err != nil {
			t.Fatal(err)
		}
		if !near(r.Float64(), seedWant[k], 1e-15) {
			t.Errorf("d/d%d = %v, want %v", k, r.Float64(), seedWant[k])
		}
	}
}

// The Numba-ABI entry point: the tangent arrives in retptr's shadow.
func TestSeedForwardNumba(t *testing.T) {
	m := loadSeed(t)
	// retptr active, excinfo constant.
	g := diff(t, m, seedNumba, Options{Mode: Forward, Const: []string{"excinfo"}})
	mc := machine(t, m)
	for k := 0; k < 4; k++ {
		ret, err := mc.NewArray(ir.Double, []interp.Value{f64(0)})
		if err != nil {
			t.Fatal(err)
		}
		dret, _ := mc.NewArray(ir.Double, []interp.Value{f64(0)})
		args := []interp.Value{ret, dret, interp.PtrValue(0)}
		for j := 0; j < 4; j++ {
			d := 0.0
			if j == k {
				d = 1
			}
			args = append(args, f64(1), f64(d))
		}
		if _, err := mc.Call(g.Name, args...); err != nil {
			t.Fatal(err)
		}
		out, _ := mc.ReadArray(dret, ir.Double, 1)
		if !near(out[0].Float64(), seedWant[k], 1e-15) {
			t.Errorf("d/d%d = %v, want %v", k, out[0].Float64(), seedWant[k])
		}
	}
}

// runLLI writes m with a main built from mainIR and runs it under lli-16,
// returning its standard output.
func runLLI(t *testing.T, m *ir.Module, mainIR string) string {
	t.Helper()
	return runLLIVer(t, m, mainIR, "16")
}

// runLLIVer is runLLI with LLVM version ver's opt and lli (for modules
// from a newer compiler).
func runLLIVer(t *testing.T, m *ir.Module, mainIR, ver string) string {
	t.Helper()
	lli := testenv.Tool(t, "lli-"+ver)
	opt := testenv.Tool(t, "opt-"+ver)
	dir := t.TempDir()
	path := filepath.Join(dir, "m.ll")
	var buf bytes.Buffer
	if err := lltext.PrintWith(&buf, m, downgrade.PrintOptions(target.MustParse(ver))); err != nil {
		t.Fatal(err)
	}
	text := buf.String() + "\n" + mainIR
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd := exec.Command(opt, "-passes=verify", "-disable-output", path)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("opt-%s -passes=verify: %v\n%s\n%s", ver, err, stderr.String(), text)
	}
	stderr.Reset()
	cmd = exec.Command(lli, path)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("lli-%s: %v\n%s", ver, err, stderr.String())
	}
	return strings.TrimSpace(string(out))
}

// The forward derivative of the seed runs under lli-16 with the numbers
// the interpreter gives.
func TestSeedForwardLLI(t *testing.T) {
	m := loadSeed(t)
	g := diff(t, m, seedCfunc, Options{Mode: Forward, Name: "seed_jvp"})
	_ = g
	main := `
@fmt = private constant [7 x i8] c"%.17g\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %a = call double @seed_jvp(double 1.0, double 1.0, double 1.0, double 0.0, double 1.0, double 0.0, double 1.0, double 0.0)
  %w = call double @seed_jvp(double 1.0, double 0.0, double 1.0, double 1.0, double 1.0, double 0.0, double 1.0, double 0.0)
  call i32 (ptr, ...) @printf(ptr @fmt, double %a)
  call i32 (ptr, ...) @printf(ptr @fmt, double %w)
  ret i32 0
}
`
	out := runLLI(t, m, main)
	lines := strings.Fields(out)
	if len(lines) != 2 {
		t.Fatalf("lli output %q", out)
	}
	for k, want := range seedWant[:2] {
		var got float64
		if _, err := fmt.Sscan(lines[k], &got); err != nil || !near(got, want, 1e-15) {
			t.Errorf("lli: d%d = %s, want %v", k, lines[k], want)
		}
	}
}

// outs allocates n doubles for out-parameters.
func outs(t *testing.T, mc *interp.Machine, n int) []interp.Value {
	t.Helper()
	var vs []interp.Value
	for k := 0; k < n; k++ {
		p, err := mc.NewArray(ir.Double, []interp.Value{f64(0)})
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, p)
	}
	return vs
}

func readF(t *testing.T, mc *interp.Machine, p interp.Value) float64 {
	t.Helper()
	v, err := mc.ReadArray(p, ir.Double, 1)
	if err != nil {
		t.Fatal(err)
	}
	return v[0].Float64()
}

func TestSeedReverseCfunc(t *testing.T) {
	m := loadSeed(t)
	g := diff(t, m, seedCfunc, Options{})
	if len(g.Params) != 8 {
		t.Fatalf("grad has %d params, want 8", len(g.Params))
	}
	mc := machine(t, m)
	o := outs(t, mc, 4)
	r, err := mc.Call(g.Name, append([]interp.Value{f64(1), f64(1), f64(1), f64(1)}, o...)...)
	if err != nil {
		t.Fatal(err)
	}
	if !near(r.Float64(), math.Cos(2), 1e-15) {
		t.Errorf("primal = %v, want cos 2", r.Float64())
	}
	for k := range o {
		if got := readF(t, mc, o[k]); !near(got, seedWant[k], 1e-15) {
			t.Errorf("d/d%d = %v, want %v", k, got, seedWant[k])
		}
	}
}

func TestSeedReverseNumba(t *testing.T) {
	m := loadSeed(t)
	g := diff(t, m, seedNumba, Options{Const: []string{"excinfo"}})
	mc := machine(t, m)
	ret, _ := mc.NewArray(ir.Double, []interp.Value{f64(0)})
	dret, _ := mc.NewArray(ir.Double, []interp.Value{f64(1)})
	o := outs(t, mc, 4)
	args := []interp.Value{ret, dret, interp.PtrValue(0), f64(1), f64(1), f64(1), f64(1)}
	if _, err := mc.Call(g.Name, append(args, o...)...); err != nil {
		t.Fatal(err)
	}
	for k := range o {
		if got := readF(t, mc, o[k]); !near(got, seedWant[k], 1e-15) {
			t.Errorf("d/d%d = %v, want %v", k, got, seedWant[k])
		}
	}
	if got := readF(t, mc, dret); got != 0 {
		t.Errorf("retptr's shadow = %v after the call, want 0 (the seed is consumed)", got)
	}
	if got := readF(t, mc, ret); !near(got, math.Cos(2), 1e-15) {
		t.Errorf("primal = %v", got)
	}
}

// The reverse derivative of the seed under lli-16: the same numbers.
func TestSeedReverseLLI(t *testing.T) {
	m := loadSeed(t)
	diff(t, m, seedCfunc, Options{Name: "seed_grad"})
	main := `
@fmt = private constant [7 x i8] c"%.17g\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %d = alloca [4 x double]
  %d1 = getelementptr double, ptr %d, i64 1
  %d2 = getelementptr double, ptr %d, i64 2
  %d3 = getelementptr double, ptr %d, i64 3
  %r = call double @seed_grad(double 1.0, double 1.0, double 1.0, double 1.0, ptr %d, ptr %d1, ptr %d2, ptr %d3)
  call i32 (ptr, ...) @printf(ptr @fmt, double %r)
  %a = load double, ptr %d
  call i32 (ptr, ...) @printf(ptr @fmt, double %a)
  %b = load double, ptr %d1
  call i32 (ptr, ...) @printf(ptr @fmt, double %b)
  %c = load double, ptr %d2
  call i32 (ptr, ...) @printf(ptr @fmt, double %c)
  %e = load double, ptr %d3
  call i32 (ptr, ...) @printf(ptr @fmt, double %e)
  ret i32 0
}
`
	out := strings.Fields(runLLI(t, m, main))
	want := append([]float64{math.Cos(2)}, seedWant...)
	if len(out) != len(want) {
		t.Fatalf("lli output %q", out)
	}
	for k, w := range want {
		var got float64
		if _, err := fmt.Sscan(out[k], &got); err != nil || !near(got, w, 1e-15) {
			t.Errorf("lli: value %d = %s, want %v", k, out[k], w)
		}
	}
}

// Activity: a float that only decides a branch gets no tangent code, and
// integer code is copied as it is.
func TestInactiveCodeUntouched(t *testing.T) {
	m := parseIR(t, "a.ll", `
define double @f(double %x, double %y, i32 %n) {
entry:
  %p = fmul double %x, %y
  %c = fcmp ogt double %p, 1.0
  %k = mul i32 %n, 3
  br i1 %c, label %a, label %b
a:
  ret double %x
b:
  %t = fmul double 2.0, %x
  ret double %t
}
`)
	diff(t, m, "f", Options{Mode: Forward})
	fw := findFunc(m, "f.fwd.aac")
	if fw == nil {
		t.Fatal("no f.fwd.aac")
	}
	n := 0
	fw.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpFMul || i.Op == ir.OpFAdd {
			n++
		}
	})
	// x*y and 2*x of the primal, plus 2*dx: nothing for the branch-only
	// product.
	if n != 3 {
		t.Errorf("forward derivative has %d fmul/fadd, want 3:\n%s", n, lltext.Format(m))
	}
	mc := machine(t, m)
	r, err := mc.Call("f_jvp", f64(3), f64(1), f64(0.5), f64(0), interp.IntValue(1))
	if err != nil {
		t.Fatal(err)
	}
	if r.Float64() != 1 {
		t.Errorf("d/dx at x*y > 1 = %v, want 1", r.Float64())
	}
}

// A mutable global read and written: its shadow starts from zero at each
// call, so a second call is not polluted by the first one's adjoints.
func TestGlobalShadowPerCall(t *testing.T) {
	for _, mode := range []Mode{Reverse, Forward} {
		m := parseIR(t, "g.ll", `
@g = global double 2.0
define double @h(double %x) {
  %v = load double, ptr @g
  %m = fmul double %v, %x
  store double %m, ptr @g
  %r = fmul double %m, %x
  ret double %r
}
`)
		g := diff(t, m, "h", Options{Mode: mode})
		mc := machine(t, m)
		for call, gv := range []float64{2, 3} {
			var got float64
			if mode == Reverse {
				o := outs(t, mc, 1)
				if _, err := mc.Call(g.Name, f64(1.5), o[0]); err != nil {
					t.Fatal(err)
				}
				got = readF(t, mc, o[0])
			} else {
				r, err := mc.Call(g.Name, f64(1.5), f64(1))
				if err != nil {
					t.Fatal(err)
				}
				got = r.Float64()
			}
			// h = g*x*x (g the global's value on entry), and the call
			// leaves g*x in the global.
			if want := 2 * gv * 1.5; !near(got, want, 1e-15) {
				t.Errorf("%s call %d: dh/dx = %v, want %v", mode, call+1, got, want)
			}
		}
	}
}

// A constant pointer parameter next to an active one (k_dot with x
// constant) at -O0: the constant one's slot has no shadow.
func TestConstPointerParam(t *testing.T) {
	m := compileC(t, `double k_dot(double *x, double *y, long n) { double s = 0; for (long i = 0; i < n; i++) s += x[i] * y[i]; return s; }`, "-O0")
	checkKernel(t, m, "k_dot", []kArg{{kind: 'c', array: []float64{1, 2, 3}}, kP([]float64{4, 5, 6}), kI(3)}, 1e-6)
}

// A pointer rebuilt from the integer address of active memory would lose
// its shadow: an error, not a zero derivative.
func TestIntToPtrRefused(t *testing.T) {
	for _, mode := range []Mode{Reverse, Forward} {
		m := parseIR(t, "p.ll", `
define double @f(ptr %x) {
  %a = ptrtoint ptr %x to i64
  %b = add i64 %a, 8
  %p = inttoptr i64 %b to ptr
  %v = load double, ptr %p
  %w = fmul double %v, %v
  ret double %w
}
`)
		_, _, err := Differentiate(m, "f", Options{Mode: mode})
		if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "inttoptr") {
			t.Errorf("%s: err = %v, want ErrNotDifferentiable about inttoptr", mode, err)
		}
	}
}

// A call to a function that never returns (clang's
// __clang_call_terminate, an endless loop) has no reverse sweep: reverse
// mode refuses it with ErrNotDifferentiable naming the callee, whether
// the function is differentiated itself or reached through a call.
func TestNeverReturnsRefused(t *testing.T) {
	src := `
define void @spin(double %x) {
entry:
  br label %loop
loop:
  br label %loop
}

define double @f(double %x) {
entry:
  %c = fcmp olt double %x, 0.0
  br i1 %c, label %bad, label %ok
bad:
  call void @spin(double %x)
  unreachable
ok:
  %y = fmul double %x, %x
  ret double %y
}
`
	for _, fn := range []string{"spin", "f"} {
		m := parseIR(t, "n.ll", src)
		_, _, err := Differentiate(m, fn, Options{})
		if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "@spin") || !strings.Contains(err.Error(), "never returns") {
			t.Errorf("@%s: err = %v, want ErrNotDifferentiable saying @spin never returns", fn, err)
		}
	}
}

// The structural operations by hand: vectors built, shuffled from two
// sources, extracted; an aggregate built and taken apart; a select; a
// float through an i64 and back; freeze. Reverse, forward and finite
// differences agree.
func TestStructuralOps(t *testing.T) {
	for _, at := range [][]float64{{0.7, 1.3, 2.1}, {2.5, -0.4, 0.3}} {
		m := parseIR(t, "s.ll", structuralIR)
		checkKernel(t, m, "s", []kArg{kD(at[0]), kD(at[1]), kD(at[2])}, 1e-6)
	}
}

const structuralIR = `
define double @s(double %a, double %b, double %c) {
  %v0 = insertelement <2 x double> poison, double %a, i32 0
  %v1 = insertelement <2 x double> %v0, double %b, i32 1
  %w0 = insertelement <2 x double> poison, double %c, i32 0
  %w1 = insertelement <2 x double> %w0, double %a, i32 1
  %sh = shufflevector <2 x double> %v1, <2 x double> %w1, <4 x i32> <i32 3, i32 0, i32 2, i32 2>
  %m = fmul <4 x double> %sh, %sh
  %e0 = extractelement <4 x double> %m, i32 0
  %e2 = extractelement <4 x double> %m, i64 2
  %ag0 = insertvalue { double, i32, [2 x double] } poison, double %e0, 0
  %ag1 = insertvalue { double, i32, [2 x double] } %ag0, i32 7, 1
  %ag2 = insertvalue { double, i32, [2 x double] } %ag1, double %e2, 2, 1
  %x = extractvalue { double, i32, [2 x double] } %ag2, 0
  %y = extractvalue { double, i32, [2 x double] } %ag2, 2, 1
  %cmp = fcmp olt double %x, %y
  %sel = select i1 %cmp, double %x, double %y
  %bits = bitcast double %sel to i64
  %back = bitcast i64 %bits to double
  %fr = freeze double %back
  %e1 = extractelement <4 x double> %m, i32 1
  %r = fmul double %fr, %e1
  ret double %r
}
`

// TestFormatOrig: the report's cheap value printer gives exactly the text
// of the IR printer (lltext.FormatValue) for named, numbered and quoted
// values, parameters and block-numbered instructions.
func TestFormatOrig(t *testing.T) {
	m := parseIR(t, "fmt.ll", `
define double @f(double %0, ptr %x, double %"a b", i64 %1) {
  %3 = load double, ptr %x
  %s = fadd double %3, %0
  br label %4
4:
  %5 = fmul double %s, %"a b"
  %"q.r" = fadd double %5, 1.0
  %"w z" = fsub double %"q.r", %5
  %6 = insertelement <2 x double> poison, double %"w z", i32 0
  %7 = extractelement <2 x double> %6, i32 0
  ret double %7
}
`)
	e, err := newEngine(m)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	n := 0
	check := func(v ir.Value) {
		n++
		if got, want := e.formatOrig(v), lltext.FormatValue(v); got != want {
			t.Errorf("formatOrig = %q, the IR printer prints %q", got, want)
		}
	}
	for _, p := range f.Params {
		check(p)
	}
	f.Instrs(func(i *ir.Instr) {
		if i.Type() != ir.Void {
			check(i)
		}
	})
	if n != 11 {
		t.Errorf("checked %d values, want 11", n)
	}
}

// The reverse sweep keeps the adjoint of a value used only in its own
// block (%t, %u, %r) in registers, forwards a slot's value within a
// block, and leaves no block that only branches; the gradient of a loop
// built that way still matches the one computed here by hand.
func TestReverseSlotsAndBlocks(t *testing.T) {
	m := parseIR(t, "h.ll", `
declare double @llvm.sin.f64(double)

define double @h(double %x, double %y, i32 %n) {
entry:
  %a = fmul double %x, %y
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ %x, %entry ], [ %s1, %loop ]
  %t = fmul double %s, %a
  %u = call double @llvm.sin.f64(double %t)
  %s1 = fadd double %u, %y
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r = fmul double %s1, %s1
  ret double %r
}
`)
	g := diff(t, m, "h", Options{})
	var rev *ir.Func
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name, "h.rev.") {
			rev = f
		}
	}
	if rev == nil {
		t.Fatalf("no reverse function in\n%s", lltext.Format(m))
	}
	slots, phis := 0, 0
	rev.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpAlloca && i.ElemType == ir.Double {
			slots++
		}
		if i.Op == ir.OpPhi && i.Typ == ir.Double {
			phis++
		}
	})
	// Adjoints are SSA values: no slot. The reverse loop carries three
	// (the adjoint of %s1 passed back to %s, and the sums for y and %a,
	// used in every iteration); x's is only added to after the loop,
	// %t's and %u's live in one block.
	if slots != 0 || phis != 3 {
		t.Errorf("reverse function has %d double slots and %d double phis, want 0 and 3:\n%s", slots, phis, lltext.Format(m))
	}
	for _, b := range rev.Blocks[1:] {
		if len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpBr && b.Instrs[0].NumOperands() == 0 {
			t.Errorf("reverse function has a block that only branches:\n%s", lltext.Format(m))
			break
		}
	}
	// By hand: s_{k+1} = sin(s_k·a) + y, a = x·y, s_0 = x, r = s_n².
	for _, n := range []int{1, 3} {
		x, y := 0.7, -1.3
		a := x * y
		ss := []float64{x}
		for k := 0; k < n; k++ {
			ss = append(ss, math.Sin(ss[k]*a)+y)
		}
		ds := 2 * ss[n] // dr/ds_n
		var da, dy float64
		for k := n - 1; k >= 0; k-- {
			c := math.Cos(ss[k]*a) * ds
			dy += ds
			da += c * ss[k]
			ds = c * a
		}
		dx := ds + da*y
		dy += da * x
		mc := machine(t, m)
		o := outs(t, mc, 2)
		r, err := mc.Call(g.Name, f64(x), f64(y), interp.IntValue(int64(n)), o[0], o[1])
		if err != nil {
			t.Fatal(err)
		}
		if !near(r.Float64(), ss[n]*ss[n], 1e-14) {
			t.Errorf("n=%d: primal %v, want %v", n, r.Float64(), ss[n]*ss[n])
		}
		if got := readF(t, mc, o[0]); !near(got, dx, 1e-13) {
			t.Errorf("n=%d: dx = %v, want %v", n, got, dx)
		}
		if got := readF(t, mc, o[1]); !near(got, dy, 1e-13) {
			t.Errorf("n=%d: dy = %v, want %v", n, got, dy)
		}
	}
}
