package main

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// End-to-end tests of `irfix grad` and `irfix gradcheck` on the seed and
// on small kernels: the binary writes a module, LLVM's own tools read and
// run it, and the printed derivatives are compared with analytic values.

const (
	seedCfunc = "cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
	seedNumba = "_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
	// The literals: f = a cos(w t + p) at (1, 1, 1, 1).
	cos2    = -0.4161468365471424
	negSin2 = -0.9092974268256817
)

// seedWant: the primal value, then d/da, d/dw, d/dp, d/dt.
var seedWant = []float64{cos2, cos2, negSin2, negSin2, negSin2}

// spell writes a driver for a pointer mode: P is a double pointer, B a
// byte pointer, FMT the printf format operand.
func spell(typed bool, body string, nfmt int) string {
	p, b, fmtop := "ptr", "ptr", "ptr @.fmt"
	if typed {
		p, b = "double*", "i8*"
		fmtop = fmt.Sprintf("i8* getelementptr inbounds ([%d x i8], [%d x i8]* @.fmt, i64 0, i64 0)", nfmt, nfmt)
	}
	r := strings.NewReplacer("P ", p+" ", "B ", b+" ", "FMT", fmtop, "PF", p)
	return r.Replace(body)
}

// driver returns the text of a main that calls the generated function
// of fn in mode and prints the five numbers of seedWant in order.
func driver(t *testing.T, fn, mode string, typed bool) string {
	t.Helper()
	format := strings.Repeat("%.17g ", 4) + "%.17g\n\x00"
	nfmt := len(format)
	head := fmt.Sprintf("@.fmt = private constant [%d x i8] c\"%s\"\ndeclare i32 @printf(B , ...)\n",
		nfmt, strings.ReplaceAll(strings.ReplaceAll(format, "\n", "\\0A"), "\x00", "\\00"))
	var b strings.Builder
	b.WriteString(head)
	b.WriteString("define i32 @main() {\n")
	switch {
	case fn == seedCfunc && mode == "reverse":
		b.WriteString("  %d0 = alloca double\n  %d1 = alloca double\n  %d2 = alloca double\n  %d3 = alloca double\n")
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "  store double 0.0, P %%d%d\n", i)
		}
		fmt.Fprintf(&b, "  %%y = call double @%s_grad(double 1.0, double 1.0, double 1.0, double 1.0, P %%d0, P %%d1, P %%d2, P %%d3)\n", fn)
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "  %%g%d = load double, P %%d%d\n", i, i)
		}
	case fn == seedCfunc && mode == "forward":
		b.WriteString("  %y = call double @" + fn + "(double 1.0, double 1.0, double 1.0, double 1.0)\n")
		for i := 0; i < 4; i++ {
			var args []string
			for j := 0; j < 4; j++ {
				args = append(args, "double 1.0", fmt.Sprintf("double %d.0", b2i(i == j)))
			}
			fmt.Fprintf(&b, "  %%g%d = call double @%s_jvp(%s)\n", i, fn, strings.Join(args, ", "))
		}
	case fn == seedNumba && mode == "reverse":
		// --const excinfo: retptr, its shadow (the seed), excinfo, the
		// four doubles, four out-parameters.
		b.WriteString("  %r = alloca double\n  %dr = alloca double\n  store double 1.0, P %dr\n")
		b.WriteString("  %d0 = alloca double\n  %d1 = alloca double\n  %d2 = alloca double\n  %d3 = alloca double\n")
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "  store double 0.0, P %%d%d\n", i)
		}
		fmt.Fprintf(&b, "  %%st = call i32 @%s_grad(P %%r, P %%dr, B null, double 1.0, double 1.0, double 1.0, double 1.0, P %%d0, P %%d1, P %%d2, P %%d3)\n", fn)
		b.WriteString("  %y = load double, P %r\n")
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "  %%g%d = load double, P %%d%d\n", i, i)
		}
	case fn == seedNumba && mode == "forward":
		b.WriteString("  %r = alloca double\n  %dr = alloca double\n")
		for i := 0; i < 4; i++ {
			var args []string
			for j := 0; j < 4; j++ {
				args = append(args, "double 1.0", fmt.Sprintf("double %d.0", b2i(i == j)))
			}
			fmt.Fprintf(&b, "  %%s%d = call i32 @%s_jvp(P %%r, P %%dr, B null, %s)\n", i, fn, strings.Join(args, ", "))
			fmt.Fprintf(&b, "  %%g%d = load double, P %%dr\n", i)
		}
		b.WriteString("  %y = load double, P %r\n")
	default:
		t.Fatalf("no driver for %s %s", fn, mode)
	}
	b.WriteString("  %pr = call i32 (B , ...) @printf(FMT, double %y, double %g0, double %g1, double %g2, double %g3)\n  ret i32 0\n}\n")
	return spell(typed, b.String(), nfmt)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkPrinted parses the five numbers a driver printed and compares them
// with seedWant (a few ulps: libm's cos and sin may round differently).
func checkPrinted(t *testing.T, what string, out []byte) {
	t.Helper()
	f := strings.Fields(string(out))
	if len(f) != len(seedWant) {
		t.Fatalf("%s: printed %q, want %d numbers", what, out, len(seedWant))
	}
	for i, s := range f {
		got, err := strconv.ParseFloat(s, 64)
		if err != nil || math.Abs(got-seedWant[i]) > 4e-16 {
			t.Errorf("%s: value %d = %s, want %v", what, i, s, seedWant[i])
		}
	}
}

// TestGradSeedUnderLLI: both seed entry points, both modes, written for
// the opaque LLVM 16, Julia's typed LLVM 16 (--typed-pointers) and
// llvmlite's LLVM 14, each run by that version's lli with a driver
// appended to the module.
func TestGradSeedUnderLLI(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.typed.ll")
	dir := t.TempDir()
	for _, fn := range []string{seedCfunc, seedNumba} {
		for _, mode := range []string{"reverse", "forward"} {
			for _, tg := range []struct{ flag, target string }{
				{"--target=16", "16"}, {"--typed-pointers", "16-typed"}, {"--target=14", "14"},
			} {
				name := fmt.Sprintf("%s/%s/%s", fn[:5], mode, tg.target)
				t.Run(name, func(t *testing.T) {
					tt, err := target.Parse(tg.target)
					if err != nil {
						t.Fatal(err)
					}
					out := filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".ll")
					args := []string{"grad", seed, "--fn", fn, "--mode", mode, tg.flag, "-o", out}
					if fn == seedNumba {
						args = append(args, "--const", "excinfo")
					}
					r := runIrfix(t, "", nil, args...)
					if r.code != 0 || r.stderr != "" {
						t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
					}
					text, err := os.ReadFile(out)
					if err != nil {
						t.Fatal(err)
					}
					mod := append(text, driver(t, fn, mode, tt.Typed)...)
					printed, err := oracle.Interpret(t, tt, mod)
					if err != nil {
						t.Fatal(err)
					}
					checkPrinted(t, name, printed)
				})
			}
		}
	}
}

// TestGradSeedBitcode: --emit bc for Julia's reader is read back by
// llvm-dis-16 -opaque-pointers=0, and the gradient in it runs.
func TestGradSeedBitcode(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.typed.ll")
	out := filepath.Join(t.TempDir(), "g.bc")
	r := runIrfix(t, "", nil, "grad", seed, "--fn", seedCfunc, "--typed-pointers", "--emit", "bc", "-o", out)
	if r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	bc, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	tt, _ := target.Parse("16-typed")
	text, err := oracle.Disassemble(t, tt, bc)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "define double @"+seedCfunc+"_grad(double %") ||
		!strings.Contains(string(text), "double* %d_") {
		t.Fatalf("llvm-dis-16 -opaque-pointers=0 shows no typed %s_grad", seedCfunc)
	}
	printed, err := oracle.Interpret(t, tt, append(text, driver(t, seedCfunc, "reverse", true)...))
	if err != nil {
		t.Fatal(err)
	}
	checkPrinted(t, "bitcode", printed)
}

// gradRows parses gradcheck's table: argument → the four numbers.
func gradRows(t *testing.T, out string) map[string][]float64 {
	t.Helper()
	rows := map[string][]float64{}
	in := false
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && f[0] == "argument" {
			in = true
			continue
		}
		if !in || len(f) != 5 {
			in = in && len(f) == 5
			continue
		}
		var v []float64
		for _, s := range f[1:] {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil {
				t.Fatalf("gradcheck row %q: %v", line, err)
			}
			v = append(v, x)
		}
		rows[f[0]] = v
	}
	return rows
}

func TestGradcheckSeed(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.typed.ll")
	for _, c := range []struct {
		fn   string
		args []string
	}{
		{seedCfunc, []string{".1", ".2", ".3", ".4"}},
		{seedNumba, []string{"arg.a", "arg.w", "arg.p", "arg.t"}},
	} {
		r := runIrfix(t, "", nil, "gradcheck", seed, "--fn", c.fn, "--at", "1,1,1,1")
		if r.code != 0 || !strings.Contains(r.stdout, "argument") || !strings.Contains(r.stdout, "OK: ") {
			t.Fatalf("%s: exit %d, stdout %q, stderr %q", c.fn, r.code, r.stdout, r.stderr)
		}
		rows := gradRows(t, r.stdout)
		for i, a := range c.args {
			v, ok := rows[a]
			if !ok {
				t.Fatalf("%s: no row %s in\n%s", c.fn, a, r.stdout)
			}
			want := seedWant[i+1]
			// AD reverse and forward: the analytic value to a few ulps;
			// finite differences: to 1e-9.
			if math.Abs(v[0]-want) > 4e-16 || math.Abs(v[1]-want) > 4e-16 || math.Abs(v[2]-want) > 1e-9 || v[3] > 1e-6 {
				t.Errorf("%s: row %s = %v, want %v", c.fn, a, v, want)
			}
		}
	}
}

const kernels = `
define double @sumsq(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p
  %sq = fmul double %v, %v
  %s1 = fadd double %s, %sq
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret double %s1
}

define double @sinx(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p
  %sv = call double @llvm.sin.f64(double %v)
  %t = fmul double %sv, %v
  %s1 = fadd double %s, %t
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret double %s1
}

define double @cx(ptr %x, i64 %n, double %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p
  %t = fmul double %c, %v
  %s1 = fadd double %s, %t
  %i1 = add i64 %i, 1
  %cmp = icmp slt i64 %i1, %n
  br i1 %cmp, label %loop, label %done
done:
  ret double %s1
}

define void @square(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p
  %t = fmul double %v, %v
  store double %t, ptr %p
  %i1 = add i64 %i, 1
  %cmp = icmp slt i64 %i1, %n
  br i1 %cmp, label %loop, label %done
done:
  ret void
}

define double @stair(double %x) {
  %f = call double @llvm.floor.f64(double %x)
  ret double %f
}

declare double @llvm.sin.f64(double)
declare double @llvm.floor.f64(double)
`

// TestGradcheckArray: a loop kernel over an array, checked at 3 points.
func TestGradcheckArray(t *testing.T) {
	in := writeLL(t, kernels)
	r := runIrfix(t, "", nil, "gradcheck", in, "--fn", "sumsq", "--array", "x=1,2,3", "--at", "3")
	if r.code != 0 {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	rows := gradRows(t, r.stdout)
	for i, x := range []float64{1, 2, 3} {
		v, ok := rows[fmt.Sprintf("x[%d]", i)]
		if !ok || v[0] != 2*x || v[1] != 2*x || math.Abs(v[2]-2*x) > 1e-9 {
			t.Errorf("x[%d]: row %v, want d/dx = %v\n%s", i, v, 2*x, r.stdout)
		}
	}
}

// TestGradcheckDisagrees: at a jump of floor the derivative AD reports
// (0, floor's derivative almost everywhere) is not what finite
// differences see; gradcheck must say so and exit 1.
func TestGradcheckDisagrees(t *testing.T) {
	in := writeLL(t, kernels)
	r := runIrfix(t, "", nil, "gradcheck", in, "--fn", "stair", "--at", "1")
	if r.code != 1 || !strings.Contains(r.stdout, "argument") || !strings.Contains(r.stdout, "x ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = runIrfix(t, "", nil, "gradcheck", in, "--fn", "stair", "--at", "1.5")
	if r.code != 0 {
		t.Fatalf("away from the jump: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// TestGradMystery: an unknown external on the active path is an error
// naming the callee and its call site; nothing is written.
func TestGradMystery(t *testing.T) {
	in := writeLL(t, "declare double @mystery(double)\n\ndefine double @f(double %x) {\n  %y = call double @mystery(double %x)\n  %z = fmul double %y, %x\n  ret double %z\n}\n")
	out := filepath.Join(t.TempDir(), "g.ll")
	for _, mode := range []string{"reverse", "forward"} {
		r := runIrfix(t, "", nil, "grad", in, "--fn", "f", "--mode", mode, "-o", out)
		if r.code != 1 || !strings.Contains(r.stderr, "mystery") || !strings.Contains(r.stderr, in+":4:") {
			t.Errorf("%s: exit %d, stderr %q; want exit 1 naming mystery at %s:4:COL", mode, r.code, r.stderr, in)
		}
		noFile(t, out)
	}
	r := runIrfix(t, "", nil, "gradcheck", in, "--fn", "f", "--at", "1")
	if r.code != 1 || !strings.Contains(r.stderr, "mystery") || !strings.Contains(r.stderr, in+":4:") {
		t.Errorf("gradcheck: exit %d, stderr %q; want exit 1 naming mystery at %s:4:COL", r.code, r.stderr, in)
	}
}

// TestGradReport: --report says, per loop, what the reverse sweep tapes.
// s += c*x[i] tapes nothing per iteration (x is never written, so its
// elements are reloaded); sum_i sin(x[i])*x[i] tapes only sin's result,
// one double per iteration, because recomputing sin costs more than the
// tape (issue 11 allows at most two; ad/doc.go).
func TestGradReport(t *testing.T) {
	in := writeLL(t, kernels)
	for fn, want := range map[string]string{
		"cx":   "per iteration 0 byte(s)",
		"sinx": "per iteration 8 byte(s) on the tape: double %sv (result of a call)",
	} {
		r := runIrfix(t, "", nil, "grad", in, "--fn", fn, "--report", "-o", filepath.Join(t.TempDir(), "g.ll"))
		if r.code != 0 || !strings.Contains(r.stderr, "@"+fn+": loop %loop") || !strings.Contains(r.stderr, want) {
			t.Errorf("%s: exit %d, stderr %q; want %q", fn, r.code, r.stderr, want)
		}
		t.Logf("report:\n%s", r.stderr)
	}
	// x[i] = x[i]*x[i] overwrites what the reverse sweep needs: one
	// double per iteration is taped, and the report says which and why.
	r := runIrfix(t, "", nil, "grad", in, "--fn", "square", "--report", "-o", filepath.Join(t.TempDir(), "g.ll"))
	if r.code != 0 || !strings.Contains(r.stderr, "@square: loop %loop (depth 1): per iteration 8 byte(s) on the tape: double %v (load from memory that may be overwritten") {
		t.Errorf("square: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestGradEnzymeReadme runs the README's program exactly as shown:
// clang-22 -O2 -S -emit-llvm f.c -o f.ll && irfix grad --enzyme f.ll -o g.ll
// && clang-22 g.ll -lm -o f && ./f.
func TestGradEnzymeReadme(t *testing.T) {
	clang := testenv.Tool(t, "clang-22")
	dir := t.TempDir()
	src, err := os.ReadFile("../../examples/enzyme_f.c")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "f.c"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	run(clang, "-O2", "-S", "-emit-llvm", "f.c", "-o", "f.ll")
	if r := runIrfix(t, dir, nil, "grad", "--enzyme", "f.ll", "-o", "g.ll"); r.code != 0 || r.stderr != "" {
		t.Fatalf("grad --enzyme: exit %d, stderr %q", r.code, r.stderr)
	}
	run(clang, "g.ll", "-lm", "-o", "f")
	out := run(filepath.Join(dir, "f"))
	checkEnzymeOutput(t, "clang-22 binary", out)

	// The same program for Julia's typed reader, under lli-16.
	if r := runIrfix(t, dir, nil, "grad", "--enzyme", "f.ll", "--typed-pointers", "-o", "gt.ll"); r.code != 0 {
		t.Fatalf("grad --enzyme --typed-pointers: exit %d, stderr %q", r.code, r.stderr)
	}
	text, err := os.ReadFile(filepath.Join(dir, "gt.ll"))
	if err != nil {
		t.Fatal(err)
	}
	tt, _ := target.Parse("16-typed")
	printed, err := oracle.Interpret(t, tt, text)
	if err != nil {
		t.Fatal(err)
	}
	checkEnzymeOutput(t, "lli-16 -opaque-pointers=0", string(printed))
}

func checkEnzymeOutput(t *testing.T, what, out string) {
	t.Helper()
	want := map[string]float64{"d/da": cos2, "d/dw": negSin2, "d/dx[0]": 2, "d/dx[1]": 4, "d/dx[2]": 6, "d/dt": negSin2}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 {
			t.Fatalf("%s: line %q (WRONG?) in\n%s", what, line, out)
		}
		w, ok := want[f[0]]
		got, err := strconv.ParseFloat(f[1], 64)
		if !ok || err != nil || math.Abs(got-w) > 4e-16 {
			t.Errorf("%s: %q, want %v", what, line, w)
		}
		delete(want, f[0])
	}
	if len(want) != 0 {
		t.Errorf("%s: missing %v in\n%s", what, want, out)
	}
}

// TestGradEnzymeNoCalls: a module without Enzyme calls is written
// unchanged (the canonical form, as upgrade writes it), with a note on
// stderr.
func TestGradEnzymeNoCalls(t *testing.T) {
	seed := "../../examples/numba_cos.typed.ll"
	dir := t.TempDir()
	out := filepath.Join(dir, "g.ll")
	r := runIrfix(t, "", nil, "grad", "--enzyme", seed, "-o", out)
	if r.code != 0 || !strings.Contains(r.stderr, "no Enzyme calls") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	plain := filepath.Join(dir, "c.ll")
	if r := runIrfix(t, "", nil, "upgrade", seed, "-o", plain); r.code != 0 {
		t.Fatalf("upgrade: exit %d, stderr %q", r.code, r.stderr)
	}
	a, _ := os.ReadFile(out)
	b, _ := os.ReadFile(plain)
	if string(a) != string(b) || len(a) == 0 {
		t.Errorf("grad --enzyme without calls changed the module:\n%s\nwant (upgrade's output)\n%s", a, b)
	}
}

const enzymeErrModule = `@enzyme_const = external global i32

declare ptr @__enzyme_augmentfwd(ptr, ...)
declare double @__enzyme_autodiff(ptr, ...)

define double @sq(double %x) {
  %y = fmul double %x, %x
  ret double %y
}

define ptr @split(double %x) {
  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @sq, double %x)
  ret ptr %t
}

define double @short() {
  %m = load i32, ptr @enzyme_const
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @sq, i32 %m)
  ret double %d
}
`

// TestGradEnzymeErrors: the split interface is "not supported" and a
// marker list that ends early is an error, each at its call site (the
// README's list), exit 1, nothing written.
func TestGradEnzymeErrors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "g.ll")
	in := writeLL(t, enzymeErrModule)
	r := runIrfix(t, "", nil, "grad", "--enzyme", in, "-o", out)
	if r.code != 1 || !strings.Contains(r.stderr, in+":12:") || !strings.Contains(r.stderr, "__enzyme_augmentfwd") || !strings.Contains(r.stderr, "not supported") {
		t.Errorf("split interface: exit %d, stderr %q", r.code, r.stderr)
	}
	noFile(t, out)
	// Without @split, the short marker list of @short is reported.
	noSplit := strings.Replace(enzymeErrModule, "define ptr @split(double %x) {\n  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @sq, double %x)\n  ret ptr %t\n}\n", "", 1)
	in = writeLL(t, noSplit)
	r = runIrfix(t, "", nil, "grad", "--enzyme", in, "-o", out)
	if r.code != 1 || !strings.Contains(r.stderr, in+":14:") || !strings.Contains(r.stderr, "too few arguments") {
		t.Errorf("short marker list: exit %d, stderr %q", r.code, r.stderr)
	}
	noFile(t, out)
}
