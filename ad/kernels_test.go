package ad

import (
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
)

// arg describes one argument of a kernel under test: a double scalar, an
// integer, or a pointer to an array of doubles (optionally constant).
type kArg struct {
	kind  byte // 'd' double, 'f' float, 'i' integer, 'p' double array, 'c' constant double array
	val   float64
	array []float64
}

func kD(v float64) kArg   { return kArg{kind: 'd', val: v} }
func kI(v int) kArg       { return kArg{kind: 'i', val: float64(v)} }
func kP(v []float64) kArg { return kArg{kind: 'p', array: v} }
func kSeq(n int, f func(int) float64) []float64 {
	out := make([]float64, n)
	for k := range out {
		out[k] = f(k)
	}
	return out
}

// compileC compiles C source with clang-16 at the given level and parses
// the result (opaque pointers: clang-16's default).
func compileC(t *testing.T, src, opt string, flags ...string) *ir.Module {
	t.Helper()
	return compileCWith(t, "clang-16", src, opt, flags...)
}

// compileCWith compiles with the named clang (clang-19, clang-22).
func compileCWith(t *testing.T, cc, src, opt string, flags ...string) *ir.Module {
	t.Helper()
	clang := testenv.Tool(t, cc)
	dir := t.TempDir()
	in := filepath.Join(dir, "k.c")
	out := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(clang, append(append([]string{opt}, flags...), "-S", "-emit-llvm", "-fno-discard-value-names", "-o", out, in)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-16 %s: %v\n%s", opt, err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return parseIR(t, "k.ll", string(data))
}

// objective evaluates the kernel's objective in the interpreter on the
// original function: its double result, or for a void kernel the
// weighted sum of its arrays after the call.
func objective(t *testing.T, m *ir.Module, fn string, args []kArg, w [][]float64) float64 {
	t.Helper()
	mc := machine(t, m)
	vals, ptrs := materialise(t, mc, args)
	r, err := mc.Call(fn, vals...)
	if err != nil {
		t.Fatalf("%s: %v", fn, err)
	}
	f := findFunc(m, fn)
	if f.Sig.Ret.Kind != ir.VoidKind {
		return r.Float64()
	}
	s := 0.0
	for k, a := range args {
		if a.kind == 'p' {
			out, err := mc.ReadArray(ptrs[k], ir.Double, len(a.array))
			if err != nil {
				t.Fatal(err)
			}
			for j, v := range out {
				s += w[k][j] * v.Float64()
			}
		}
	}
	return s
}

func materialise(t *testing.T, mc *interp.Machine, args []kArg) ([]interp.Value, map[int]interp.Value) {
	t.Helper()
	var vals []interp.Value
	ptrs := map[int]interp.Value{}
	for k, a := range args {
		switch a.kind {
		case 'd':
			vals = append(vals, f64(a.val))
		case 'f':
			vals = append(vals, interp.Value{Type: ir.Float, Bits: uint64(math.Float32bits(float32(a.val)))})
		case 'i':
			vals = append(vals, interp.IntValue(int64(a.val)))
		case 'p', 'c':
			p := newDoubles(t, mc, a.array)
			ptrs[k] = p
			vals = append(vals, p)
		}
	}
	return vals, ptrs
}

func newDoubles(t *testing.T, mc *interp.Machine, xs []float64) interp.Value {
	t.Helper()
	vs := make([]interp.Value, len(xs))
	for k, x := range xs {
		vs[k] = f64(x)
	}
	if len(vs) == 0 {
		vs = []interp.Value{f64(0)}
	}
	p, err := mc.NewArray(ir.Double, vs)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// finiteDiff computes the gradient of the objective by central
// differences, input by input.
func finiteDiff(t *testing.T, m *ir.Module, fn string, args []kArg, w [][]float64, step float64) [][]float64 {
	t.Helper()
	if step == 0 {
		step = 1e-6
	}
	g := make([][]float64, len(args))
	bump := func(x float64) float64 { return step * math.Max(1, math.Abs(x)) }
	for k, a := range args {
		switch a.kind {
		case 'd':
			h := bump(a.val)
			up := append([]kArg(nil), args...)
			dn := append([]kArg(nil), args...)
			up[k].val += h
			dn[k].val -= h
			g[k] = []float64{(objective(t, m, fn, up, w) - objective(t, m, fn, dn, w)) / (2 * h)}
		case 'p':
			g[k] = make([]float64, len(a.array))
			for j := range a.array {
				h := bump(a.array[j])
				up := append([]kArg(nil), args...)
				dn := append([]kArg(nil), args...)
				up[k].array = append([]float64(nil), a.array...)
				dn[k].array = append([]float64(nil), a.array...)
				up[k].array[j] += h
				dn[k].array[j] -= h
				g[k][j] = (objective(t, m, fn, up, w) - objective(t, m, fn, dn, w)) / (2 * h)
			}
		}
	}
	return g
}

// reverseGrad runs NAME_grad in the interpreter.
func reverseGrad(t *testing.T, m *ir.Module, grad *ir.Func, f *ir.Func, args []kArg, w [][]float64) [][]float64 {
	t.Helper()
	mc := machine(t, m)
	var vals []interp.Value
	shadows := map[int]interp.Value{}
	var outPtrs []interp.Value
	var outIdx []int
	for k, a := range args {
		switch a.kind {
		case 'd':
			vals = append(vals, f64(a.val))
		case 'i':
			vals = append(vals, interp.IntValue(int64(a.val)))
		case 'c':
			vals = append(vals, newDoubles(t, mc, a.array))
		case 'p':
			vals = append(vals, newDoubles(t, mc, a.array))
			seed := make([]float64, len(a.array))
			if f.Sig.Ret.Kind == ir.VoidKind {
				copy(seed, w[k])
			}
			s := newDoubles(t, mc, seed)
			shadows[k] = s
			vals = append(vals, s)
		}
	}
	for k, a := range args {
		if a.kind == 'd' {
			p := newDoubles(t, mc, []float64{0})
			outPtrs = append(outPtrs, p)
			outIdx = append(outIdx, k)
			vals = append(vals, p)
		}
	}
	if _, err := mc.Call(grad.Name, vals...); err != nil {
		t.Fatalf("%s: %v", grad.Name, err)
	}
	g := make([][]float64, len(args))
	for k, a := range args {
		if a.kind == 'p' {
			out, err := mc.ReadArray(shadows[k], ir.Double, len(a.array))
			if err != nil {
				t.Fatal(err)
			}
			g[k] = make([]float64, len(out))
			for j, v := range out {
				g[k][j] = v.Float64()
			}
		}
	}
	for n, k := range outIdx {
		g[k] = []float64{readF(t, mc, outPtrs[n])}
	}
	return g
}

// forwardGrad runs NAME_jvp once per input direction.
func forwardGrad(t *testing.T, m *ir.Module, jvp *ir.Func, f *ir.Func, args []kArg, w [][]float64) [][]float64 {
	t.Helper()
	g := make([][]float64, len(args))
	dir := func(dk, dj int) float64 {
		mc := machine(t, m)
		var vals []interp.Value
		tans := map[int]interp.Value{}
		for k, a := range args {
			switch a.kind {
			case 'd':
				d := 0.0
				if k == dk {
					d = 1
				}
				vals = append(vals, f64(a.val), f64(d))
			case 'i':
				vals = append(vals, interp.IntValue(int64(a.val)))
			case 'c':
				vals = append(vals, newDoubles(t, mc, a.array))
			case 'p':
				vals = append(vals, newDoubles(t, mc, a.array))
				tan := make([]float64, len(a.array))
				if k == dk {
					tan[dj] = 1
				}
				tp := newDoubles(t, mc, tan)
				tans[k] = tp
				vals = append(vals, tp)
			}
		}
		r, err := mc.Call(jvp.Name, vals...)
		if err != nil {
			t.Fatalf("%s: %v", jvp.Name, err)
		}
		if f.Sig.Ret.Kind != ir.VoidKind {
			return r.Float64()
		}
		s := 0.0
		for k, a := range args {
			if a.kind == 'p' {
				out, _ := mc.ReadArray(tans[k], ir.Double, len(a.array))
				for j, v := range out {
					s += w[k][j] * v.Float64()
				}
			}
		}
		return s
	}
	for k, a := range args {
		switch a.kind {
		case 'd':
			g[k] = []float64{dir(k, 0)}
		case 'p':
			g[k] = make([]float64, len(a.array))
			for j := range a.array {
				g[k][j] = dir(k, j)
			}
		}
	}
	return g
}

// weights are the objective's weights of a void kernel's arrays.
func weights(args []kArg) [][]float64 {
	w := make([][]float64, len(args))
	for k, a := range args {
		if a.kind == 'p' {
			w[k] = kSeq(len(a.array), func(j int) float64 { return 1 + 0.25*float64(j%4) })
		}
	}
	return w
}

// checkKernel differentiates fn in both modes and compares reverse,
// forward and finite differences.
func checkKernel(t *testing.T, m *ir.Module, fn string, args []kArg, tol float64) *Report {
	t.Helper()
	return checkKernelH(t, m, fn, args, tol, 0)
}

// checkKernelH is checkKernel with a finite-difference step h (relative;
// 0: 1e-6).
func checkKernelH(t *testing.T, m *ir.Module, fn string, args []kArg, tol, h float64) *Report {
	t.Helper()
	f := findFunc(m, fn)
	if f == nil {
		t.Fatalf("no @%s", fn)
	}
	w := weights(args)
	var consts []string
	for k, a := range args {
		if a.kind == 'c' {
			consts = append(consts, fmt.Sprint(k))
		}
	}
	fd := finiteDiff(t, m, fn, args, w, h)
	grad, rep, err := Differentiate(m, fn, Options{Const: consts})
	if err != nil {
		t.Fatalf("reverse: %v", err)
	}
	jvp, _, err := Differentiate(m, fn, Options{Mode: Forward, Const: consts})
	if err != nil {
		t.Fatalf("forward: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("verify: %v", err)
	}
	rv := reverseGrad(t, m, grad, f, args, w)
	fw := forwardGrad(t, m, jvp, f, args, w)
	// Forward and reverse round differently in float kernels.
	agree := 1e-12
	if tol > 1e-6 {
		agree = 1e-5
	}
	for k := range args {
		for j := range fd[k] {
			if !near(rv[k][j], fd[k][j], tol) {
				t.Errorf("arg %d[%d]: reverse %v, finite differences %v", k, j, rv[k][j], fd[k][j])
			}
			if !near(fw[k][j], rv[k][j], agree) {
				t.Errorf("arg %d[%d]: forward %v, reverse %v", k, j, fw[k][j], rv[k][j])
			}
		}
	}
	return rep
}

type kernel struct {
	name  string
	src   string
	fn    string
	args  func(n int) []kArg
	lens  []int    // array lengths to try; nil: scalar kernel
	flags []string // extra clang flags
	tol   float64  // relative tolerance against finite differences (0: 1e-6)
	h     float64  // finite-difference step (0: 1e-6 relative)
}

var kernels = []kernel{
	{name: "sum_sin", fn: "sum_sin", src: `#include <math.h>
double sum_sin(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) s += sin(x[i]) * x[i]; return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 0.3 + 0.1*float64(i%17) })), kI(n)}
		}, lens: []int{1, 7, 40}},
	{name: "scaled_sum", fn: "scaled", src: `double scaled(const double *x, double c, int n) { double s = 0; for (int i = 0; i < n; i++) s += c * x[i]; return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return float64(i) - 2.5 })), kD(1.7), kI(n)}
		}, lens: []int{1, 7}},
	{name: "inplace", fn: "inplace", src: `void inplace(double *x, int n) { for (int i = 0; i < n; i++) x[i] = x[i] * x[i] + 3 * x[i]; }`,
		args: func(n int) []kArg { return []kArg{kP(kSeq(n, func(i int) float64 { return 0.5 + float64(i) })), kI(n)} }, lens: []int{1, 7}},
	{name: "branches", fn: "br", src: `#include <math.h>
double br(double x, double y) { if (x > y) return x * y; else if (x < 0) return exp(x) - y; return sin(x) + y * y; }`,
		args: func(int) []kArg { return []kArg{kD(0.7), kD(1.3)} }},
	{name: "nested", fn: "nested", src: `double nested(const double *a, int n) { double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j <= i; j++) s += a[i] * a[j] * (i + 1); return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 1 + 0.5*float64(i) })), kI(n)}
		}, lens: []int{1, 7}},
	{name: "early_exit", fn: "early", src: `double early(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) { if (x[i] > 5) break; s += x[i] * x[i]; } return s; }`,
		args: func(n int) []kArg { return []kArg{kP(kSeq(n, func(i int) float64 { return float64(i) * 1.1 })), kI(n)} }, lens: []int{1, 7}},
	{name: "structs", fn: "pts_flat", src: `struct P { double x, y; int tag; };
__attribute__((noinline)) double pts(struct P *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i].x * p[i].y + (p[i].tag ? p[i].x : 0); return s; }
double pts_flat(const double *xy, int n) { struct P p[16]; for (int i = 0; i < n; i++) { p[i].x = xy[2 * i]; p[i].y = xy[2 * i + 1]; p[i].tag = i % 2; } return pts(p, n); }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(2*n, func(i int) float64 { return 0.5 + 0.3*float64(i) })), kI(n)}
		}, lens: []int{1, 7}},
	{name: "heap", fn: "heap", src: `#include <stdlib.h>
double heap(const double *x, int n) { double *t = malloc(n * sizeof(double)); for (int i = 0; i < n; i++) t[i] = x[i] * x[i]; double s = 0; for (int i = 0; i < n; i++) s += t[i] * x[i]; free(t); return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 0.2 * float64(i+1) })), kI(n)}
		}, lens: []int{1, 7}},
	{name: "recursion", fn: "pw", src: `double pw(double x, int n) { return n == 0 ? 1.0 : x * pw(x, n - 1); }`,
		args: func(int) []kArg { return []kArg{kD(1.3), kI(5)} }},
	{name: "helper", fn: "useh", src: `#include <math.h>
static double h(double a, double b) { return a * cos(b); }
double useh(double *x, int n) { double s = 0; for (int i = 0; i + 1 < n; i++) s += h(x[i], x[i + 1]); return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 0.1 * float64(i*i+1) })), kI(n)}
		}, lens: []int{2, 7}},
	{name: "rows", fn: "rows_flat", src: `__attribute__((noinline)) double rows(double **r, int n) { double s = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += r[i][j] * r[j][i] * (j + 1); return s; }
double rows_flat(double *a, int n) { double *r[8]; for (int i = 0; i < n; i++) r[i] = a + i * n; return rows(r, n); }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n*n, func(i int) float64 { return 1 + 0.1*float64(i) })), kI(n)}
		}, lens: []int{1, 3}},
	{name: "union_pun", fn: "pun", src: `union U { double d; unsigned long long u; };
double pun(double x) { union U a, b; a.d = x * x; b.u = a.u; volatile double k = 2; return b.d * x * k; }`,
		args: func(int) []kArg { return []kArg{kD(1.7)} }},
	{name: "global", fn: "glob", src: `#include <math.h>
double acc_g;
double glob(double x) { acc_g = x * x; acc_g += sin(x); return acc_g * x; }`,
		args: func(int) []kArg { return []kArg{kD(0.9)} }},
	{name: "float", fn: "fk_flat", src: `#include <math.h>
__attribute__((noinline)) float fk(const float *x, int n) { float s = 0; for (int i = 0; i < n; i++) s += sinf(x[i]) * x[i] + sqrtf(x[i]); return s; }
double fk_flat(const double *x, int n) { float t[64]; for (int i = 0; i < n; i++) t[i] = (float)x[i]; return fk(t, n); }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 0.5 + 0.25*float64(i) })), kI(n)}
		}, lens: []int{1, 7}, tol: 2e-3, h: 1e-3},
	{name: "fastmath_reduce", fn: "dotp", flags: []string{"-ffast-math"}, src: `double dotp(const double *x, const double *y, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i] * y[i] * x[i]; return s; }`,
		args: func(n int) []kArg {
			return []kArg{kP(kSeq(n, func(i int) float64 { return 0.1 * float64(i+1) })), kP(kSeq(n, func(i int) float64 { return 2 - 0.1*float64(i) })), kI(n)}
		}, lens: []int{1, 7, 33}},
	{name: "memcpy", fn: "cp", src: `#include <string.h>
struct V { double a[4]; };
double cp(const double *x) { struct V v, w; memcpy(v.a, x, sizeof v.a); w = v; double s = 0; for (int i = 0; i < 4; i++) s += w.a[i] * w.a[(i + 1) % 4]; return s; }`,
		args: func(int) []kArg { return []kArg{kP([]float64{1, 2, 3, 4})} }},
	{name: "fnptr", fn: "fp", src: `#include <math.h>
static double sq(double x) { return x * x; }
static double sn(double x) { return sin(x) * x; }
__attribute__((noinline)) double apply(double (*f)(double), double x) { return f(x); }
double fp(double x, int k) { double (*g)(double) = k ? sq : sn; return apply(g, x) + apply(sn, x * x); }`,
		args: func(int) []kArg { return []kArg{kD(0.7), kI(1)} }},
	{name: "rk4", fn: "rk4", src: `#include <math.h>
typedef void (*rhs_fn)(const double *y, double *dy, const double *p);
static void osc(const double *y, double *dy, const double *p) { dy[0] = y[1]; dy[1] = -p[0] * y[0] - p[1] * y[1] * fabs(y[1]); }
static void step(rhs_fn f, double *y, double h, const double *p) {
  double k1[2], k2[2], k3[2], k4[2], t[2];
  f(y, k1, p);
  for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * h * k1[i];
  f(t, k2, p);
  for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * h * k2[i];
  f(t, k3, p);
  for (int i = 0; i < 2; i++) t[i] = y[i] + h * k3[i];
  f(t, k4, p);
  for (int i = 0; i < 2; i++) y[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}
double rk4(double *p, double y0, int n) {
  double y[2] = {y0, 0};
  volatile rhs_fn f = osc;
  for (int s = 0; s < n; s++) step(f, y, 0.05, p);
  return y[0] * y[0] + y[1];
}`,
		args: func(n int) []kArg { return []kArg{kP([]float64{2.0, 0.1}), kD(1.2), kI(n)} }, lens: []int{1, 20}},
	{name: "switch", fn: "sw", src: `#include <math.h>
double sw(double x, int k) { switch (k) { case 0: return x * x; case 1: return sqrt(x); case 2: return log(x) * x; default: return x; } }`,
		args: func(int) []kArg { return []kArg{kD(2.2), kI(2)} }},
}

func TestKernels(t *testing.T) {
	for _, k := range kernels {
		for _, opt := range []string{"-O0", "-O2", "-O3"} {
			t.Run(k.name+opt, func(t *testing.T) { runKernel(t, k, "clang-16", opt) })
		}
	}
}

// The same kernels from clang-19 and clang-22 at -O2 (their newer
// syntax and pass pipelines), checked under their own lli.
func TestKernelsNewerClang(t *testing.T) {
	for _, cc := range []string{"clang-19", "clang-22"} {
		for _, k := range kernels {
			t.Run(cc+"/"+k.name, func(t *testing.T) { runKernel(t, k, cc, "-O2") })
		}
	}
}

func runKernel(t *testing.T, k kernel, cc, opt string) {
	lens := k.lens
	if lens == nil {
		lens = []int{0}
	}
	for _, n := range lens {
		m := compileCWith(t, cc, k.src, opt, k.flags...)
		tol := k.tol
		if tol == 0 {
			tol = 1e-6
		}
		checkKernelH(t, m, k.fn, k.args(n), tol, k.h)
	}
	// The generated module runs under lli with the interpreter's numbers.
	m := compileCWith(t, cc, k.src, opt, k.flags...)
	args := k.args(lens[len(lens)-1])
	f := findFunc(m, k.fn)
	grad, _, err := Differentiate(m, k.fn, Options{Name: k.fn + "_grad"})
	if err != nil {
		t.Fatal(err)
	}
	w := weights(args)
	want := reverseGrad(t, m, grad, f, args, w)
	got := lliGrad(t, m, grad, f, args, w, strings.TrimPrefix(cc, "clang-"))
	for a := range args {
		for j := range want[a] {
			if !near(got[a][j], want[a][j], 1e-13) {
				t.Errorf("lli: arg %d[%d] = %v, interpreter %v", a, j, got[a][j], want[a][j])
			}
		}
	}
}

// A call to an external function that may use active data is an error
// naming the callee and the call site, never a silently wrong gradient.
func TestUnknownExternal(t *testing.T) {
	src := `extern double mystery(double);
double f(double x) { return mystery(x) * x; }`
	for _, mode := range []Mode{Reverse, Forward} {
		m := compileC(t, src, "-O0")
		m.File = "k.ll"
		_, _, err := Differentiate(m, "f", Options{Mode: mode})
		if err == nil {
			t.Fatalf("%s: no error", mode)
		}
		if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "@mystery") || !strings.Contains(err.Error(), "k.ll:") {
			t.Errorf("%s: error %q: want ErrNotDifferentiable naming @mystery at k.ll:LINE:COL", mode, err)
		}
		// and the module is left as it was
		if len(m.Funcs) != 2 || len(m.Globals) != 0 {
			t.Errorf("%s: the failed call left %d functions, %d globals in the module", mode, len(m.Funcs), len(m.Globals))
		}
		if err := ir.Verify(m); err != nil {
			t.Errorf("%s: module no longer verifies: %v", mode, err)
		}
		if n := len(findFunc(m, "mystery").Uses()); n != 1 {
			t.Errorf("%s: @mystery has %d uses after the failed call, want 1", mode, n)
		}
	}
}

// lliGrad runs grad under lli-16 with a generated main that prints every
// gradient value, and returns them in the order reverseGrad uses.
func lliGrad(t *testing.T, m *ir.Module, grad, f *ir.Func, args []kArg, w [][]float64, ver string) [][]float64 {
	t.Helper()
	var globals, body strings.Builder
	var callArgs []string
	type outv struct {
		k    int
		name string
		n    int
	}
	var prints []outv
	flt := func(x float64) string { return fmt.Sprintf("0x%016X", math.Float64bits(x)) }
	arr := func(name string, xs []float64) {
		if len(xs) == 0 {
			xs = []float64{0}
		}
		var el []string
		for _, x := range xs {
			el = append(el, "double "+flt(x))
		}
		fmt.Fprintf(&globals, "@%s = global [%d x double] [%s]\n", name, len(xs), strings.Join(el, ", "))
	}
	for k, a := range args {
		pt := f.Params[k].Typ
		switch a.kind {
		case 'd':
			callArgs = append(callArgs, "double "+flt(a.val))
		case 'i':
			callArgs = append(callArgs, fmt.Sprintf("%s %d", pt, int64(a.val)))
		case 'c':
			arr(fmt.Sprintf("x%d", k), a.array)
			callArgs = append(callArgs, fmt.Sprintf("ptr @x%d", k))
		case 'p':
			arr(fmt.Sprintf("x%d", k), a.array)
			seed := make([]float64, len(a.array))
			if f.Sig.Ret.Kind == ir.VoidKind {
				copy(seed, w[k])
			}
			arr(fmt.Sprintf("dx%d", k), seed)
			callArgs = append(callArgs, fmt.Sprintf("ptr @x%d", k), fmt.Sprintf("ptr @dx%d", k))
			prints = append(prints, outv{k, fmt.Sprintf("dx%d", k), len(a.array)})
		}
	}
	for k, a := range args {
		if a.kind == 'd' {
			fmt.Fprintf(&globals, "@o%d = global double 0.0\n", k)
			callArgs = append(callArgs, fmt.Sprintf("ptr @o%d", k))
			prints = append(prints, outv{k, fmt.Sprintf("o%d", k), 1})
		}
	}
	fmt.Fprintf(&body, "  call %s @%s(%s)\n", grad.Sig.Ret, grad.Name, strings.Join(callArgs, ", "))
	n := 0
	for _, p := range prints {
		for j := 0; j < p.n; j++ {
			fmt.Fprintf(&body, "  %%p%d = getelementptr double, ptr @%s, i64 %d\n  %%v%d = load double, ptr %%p%d\n  call i32 (ptr, ...) @printf(ptr @fmt.lli, double %%v%d)\n", n, p.name, j, n, n, n)
			n++
		}
	}
	main := globals.String() + "@fmt.lli = private constant [7 x i8] c\"%.17g\\0A\\00\"\n"
	if findFunc(m, "printf") == nil {
		main += "declare i32 @printf(ptr, ...)\n"
	}
	main += "define i32 @main() {\n" + body.String() + "  ret i32 0\n}\n"
	out := strings.Fields(runLLIVer(t, m, main, ver))
	g := make([][]float64, len(args))
	n = 0
	for _, p := range prints {
		for j := 0; j < p.n; j++ {
			var v float64
			if n >= len(out) {
				t.Fatalf("lli printed %d values, want more", len(out))
			}
			fmt.Sscan(out[n], &v)
			g[p.k] = append(g[p.k], v)
			n++
		}
	}
	return g
}

// The tape targets: sum_i sin(x[i])*x[i] and s += c*x[i] tape nothing
// per iteration, at -O2 and at -O0 (x is reloaded, the index recomputed
// from the iteration count, also when it lives in a stack slot).
func TestTape(t *testing.T) {
	src := `#include <math.h>
double sum_sin(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) s += sin(x[i]) * x[i]; return s; }
double scaled(const double *x, double c, int n) { double s = 0; for (int i = 0; i < n; i++) s += c * x[i]; return s; }`
	for _, opt := range []string{"-O0", "-O2"} {
		for _, fn := range []string{"sum_sin", "scaled"} {
			m := compileC(t, src, opt)
			_, rep, err := Differentiate(m, fn, Options{})
			if err != nil {
				t.Fatal(err)
			}
			loops := 0
			for _, l := range rep.Lines {
				if !strings.Contains(l, ": loop ") {
					continue
				}
				loops++
				a, z := strings.Index(l, "per iteration "), strings.Index(l, "; once per loop exit")
				if a < 0 || z < a {
					continue // "the tape is sized from the trip count" lines
				}
				var bytes int
				if _, err := fmt.Sscanf(l[a:], "per iteration %d", &bytes); err != nil {
					t.Fatalf("report line %q: %v", l, err)
				}
				// sin(x[i]) is taped (8 bytes per element; -O2 unrolls by
				// 4) rather than recomputed by a second libm call in the
				// reverse sweep; x[i] and c*x[i] are never taped.
				per := tapedCall.ReplaceAllString(l[a:z], "")
				calls := len(tapedCall.FindAllString(l[a:z], -1))
				switch {
				case fn == "scaled" && bytes != 0:
					t.Errorf("%s %s: %d bytes per iteration, want 0: %s", opt, fn, bytes, l)
				case bytes != 8*calls:
					t.Errorf("%s %s: %d bytes per iteration for %d taped sin results: %s", opt, fn, bytes, calls, l)
				case strings.Contains(per, "double"):
					t.Errorf("%s %s: a double other than sin(x[i]) is taped per iteration: %s", opt, fn, l)
				}
			}
			if loops == 0 {
				t.Errorf("%s %s: no loop in the report:\n%s", opt, fn, rep)
			}
		}
	}
	// And the tape really is that small: the reverse sweep's peak tape
	// use for n = 100000 at -O2 is a few words, not n of anything.
	m := compileC(t, src, "-O2")
	grad, _, err := Differentiate(m, "sum_sin", Options{})
	if err != nil {
		t.Fatal(err)
	}
	instrumentTapePeak(m)
	mc, err := interp.New(m, interp.Options{MaxSteps: 1 << 34})
	if err != nil {
		t.Fatal(err)
	}
	n := 100000
	x := newDoubles(t, mc, kSeq(n, func(i int) float64 { return float64(i%100) * 0.01 }))
	dx := newDoubles(t, mc, make([]float64, n))
	if _, err := mc.Call(grad.Name, x, dx, interp.IntValue(int64(n))); err != nil {
		t.Fatal(err)
	}
	peak, err := mc.Call("tape.peak")
	if err != nil {
		t.Fatal(err)
	}
	if p := peak.Int64(); p > 8*int64(n)+64 || p == 0 {
		t.Errorf("peak tape length %d bytes for n = %d", p, n)
	}
	got, _ := mc.ReadArray(dx, ir.Double, 3)
	for k := range got {
		xv := float64(k%100) * 0.01
		if want := math.Cos(xv)*xv + math.Sin(xv); !near(got[k].Float64(), want, 1e-14) {
			t.Errorf("dx[%d] = %v, want %v", k, got[k].Float64(), want)
		}
	}
}

// tapedCall matches a report's entry for a taped call result.
var tapedCall = regexp.MustCompile(`double %[^ ]+ \(result of a call\)`)

// instrumentTapePeak makes the tape's push helper record the largest
// length it reaches in a global that @tape.peak returns.
func instrumentTapePeak(m *ir.Module) {
	push := findFunc(m, tapePushName)
	g := ir.NewGlobal("tape.peak.v", ir.I64, ir.Int(ir.I64, 0))
	m.Globals = append(m.Globals, g)
	g.Parent = m
	ret := push.Blocks[len(push.Blocks)-1].Terminator()
	b := &ir.Builder{}
	b.SetInsertBefore(ret)
	// the new length is the value stored into the len field just before
	var nl ir.Value
	for _, i := range ret.Parent.Instrs {
		if i.Op == ir.OpStore && i.Operand(0).Type() == ir.I64 {
			nl = i.Operand(0)
		}
	}
	old := b.Load(ir.I64, g, 8)
	b.Store(b.Select(b.ICmp(ir.ICmpUGT, nl, old), nl, old), g, 8)
	get := m.AddFunc(ir.NewFunc("tape.peak", ir.FuncOf(ir.I64, nil, false)))
	gb := ir.NewBuilder(get.NewBlock("entry"))
	gb.Ret(gb.Load(ir.I64, g, 8))
}

// compileRust compiles a Rust library with extern "C" kernels.
func compileRust(t *testing.T, src, opt string) *ir.Module {
	t.Helper()
	rustc := testenv.Tool(t, "rustc")
	dir := t.TempDir()
	in := filepath.Join(dir, "k.rs")
	out := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(rustc, "--crate-type=lib", "--emit=llvm-ir", "-C", "opt-level="+opt, "-o", out, in)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("rustc -C opt-level=%s: %v\n%s", opt, err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return parseIR(t, "k.ll", string(data))
}

// Rust kernels with bounds checks, slices and iterators (at -O0 every
// slice and iterator operation is a call returning pointers).
func TestRustKernels(t *testing.T) {
	src := `
#[no_mangle]
pub extern "C" fn rs_sum(x: *const f64, n: usize) -> f64 {
    let xs = unsafe { std::slice::from_raw_parts(x, n) };
    let mut s = 0.0;
    for i in 0..n {
        s += xs[i].sin() * xs[(i * 7) % n];
    }
    s
}
#[no_mangle]
pub extern "C" fn rs_scale(x: *mut f64, n: usize, c: f64) {
    let xs = unsafe { std::slice::from_raw_parts_mut(x, n) };
    for v in xs.iter_mut() { *v = *v * c + v.exp(); }
}
`
	for _, opt := range []string{"0", "2"} {
		for _, n := range []int{1, 7} {
			m := compileRust(t, src, opt)
			checkKernel(t, m, "rs_sum", []kArg{kP(kSeq(n, func(i int) float64 { return 0.2 + 0.3*float64(i) })), kI(n)}, 1e-6)
			m = compileRust(t, src, opt)
			checkKernel(t, m, "rs_scale", []kArg{kP(kSeq(n, func(i int) float64 { return 0.1 * float64(i+1) })), kI(n), kD(1.5)}, 1e-6)
		}
	}
}

// memcpy between heap blocks whose pointers live in -O0 spill slots: the
// element type comes from the accesses through every load of the slot.
func TestHeapMemcpyO0(t *testing.T) {
	src := `#include <stdlib.h>
#include <string.h>
#include <math.h>
double k_heap(const double *x, long n) {
  double *t = malloc((size_t)n * sizeof(double));
  for (long i = 0; i < n; i++) t[i] = exp(0.5 * x[i]);
  double *u = malloc((size_t)n * sizeof(double));
  memcpy(u, t, (size_t)n * sizeof(double));
  double s = 0;
  for (long i = 0; i < n; i++) s += u[i] * x[i];
  free(u);
  free(t);
  return s;
}`
	for _, opt := range []string{"-O0", "-O2"} {
		m := compileC(t, src, opt)
		checkKernel(t, m, "k_heap", []kArg{kP([]float64{0.1, 0.7, -0.4, 1.2}), kI(4)}, 1e-6)
	}
}

// calloc, then realloc to twice the size, then free (the corpus's
// k_calloc): the old block stays alive for the reverse sweep and the
// adjoints of the copied part flow back to it.
func TestRealloc(t *testing.T) {
	src := `#include <stdlib.h>
double k_calloc(const double *x, long n) {
  double *t = calloc((size_t)n, sizeof(double));
  for (long i = 0; i < n; i++) t[i] += x[i] * 2.0;
  t = realloc(t, (size_t)(2 * n) * sizeof(double));
  for (long i = 0; i < n; i++) t[n + i] = t[i] * t[i];
  double s = 0;
  for (long i = 0; i < 2 * n; i++) s += t[i];
  free(t);
  return s;
}`
	for _, opt := range []string{"-O0", "-O2"} {
		for _, n := range []int{1, 7} {
			m := compileC(t, src, opt)
			checkKernel(t, m, "k_calloc", []kArg{kP(kSeq(n, func(i int) float64 { return 0.3 * float64(i+1) })), kI(n)}, 1e-6)
		}
	}
}

// A caught C++ exception in reverse mode is an error naming the landing
// pad, not a wrong gradient; forward mode differentiates it.
func TestCaughtException(t *testing.T) {
	cxx := testenv.Tool(t, "clang++-16")
	dir := t.TempDir()
	in := filepath.Join(dir, "k.cc")
	out := filepath.Join(dir, "k.ll")
	src := `#include <stdexcept>
double g(double x) { if (x > 100) throw std::runtime_error("big"); return x * x; }
extern "C" double f(double x) { try { return g(x); } catch (...) { return 0; } }`
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command(cxx, "-O0", "-S", "-emit-llvm", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	m := parseIR(t, "k.ll", string(data))
	_, _, err = Differentiate(m, "f", Options{})
	if err == nil || !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "caught exception") {
		t.Errorf("reverse: err = %v, want ErrNotDifferentiable about the caught exception", err)
	}
	g, _, err := Differentiate(m, "f", Options{Mode: Forward})
	if err != nil {
		t.Fatalf("forward: %v", err)
	}
	r, err := machine(t, m).Call(g.Name, f64(1.5), f64(1))
	if err != nil {
		t.Fatal(err)
	}
	if r.Float64() != 3 {
		t.Errorf("forward: d/dx x² at 1.5 = %v, want 3", r.Float64())
	}
}

// An in-place update tapes the overwritten value each iteration; the tape
// is then sized from the trip count before the loop (one reserve), and
// the gradient is unchanged.
func TestTapeSizedFromTripCount(t *testing.T) {
	src := `#include <math.h>
void upd(double *x, long n) { for (long i = 0; i < n; i++) x[i] = sin(x[i]) * x[i]; }`
	m := compileC(t, src, "-O2")
	rep := checkKernel(t, m, "upd", []kArg{kP(kSeq(9, func(i int) float64 { return 0.2 * float64(i) })), kI(9)}, 1e-6)
	if !strings.Contains(rep.String(), "sized from the trip count") {
		t.Errorf("report does not mention the trip-count sizing:\n%s", rep)
	}
}

// memcpy between parameters with no other access in the function: the
// element type comes from ptrtype's inference (here from the caller that
// passes double arrays), or the engine refuses; it never guesses.
func TestMemcpyParams(t *testing.T) {
	src := `#include <string.h>
__attribute__((noinline)) void cp(double *dst, const double *src, long n) { memcpy(dst, src, (size_t)n * sizeof(double)); }
double use(const double *x, long n) { double t[8]; cp(t, x, n); double s = 0; for (long i = 0; i < n; i++) s += t[i] * t[i]; return s; }`
	for _, opt := range []string{"-O0", "-O2"} {
		m := compileC(t, src, opt)
		checkKernel(t, m, "use", []kArg{kP([]float64{0.5, -1, 2}), kI(3)}, 1e-6)
	}
}

// A struct passed by value in memory (byval) is refused in reverse mode,
// not differentiated as if the callee shared the caller's copy; forward
// mode differentiates it (TestByValForward) and agrees with finite
// differences here too.
func TestByvalRefused(t *testing.T) {
	src := `struct B { double a[6]; };
__attribute__((noinline)) double h(struct B b) { b.a[0] *= 2; return b.a[0] + b.a[5]; }
double f(double *x) { struct B b; for (int i = 0; i < 6; i++) b.a[i] = x[i]; return h(b) + b.a[0]; }`
	m := compileC(t, src, "-O0")
	_, _, err := Differentiate(m, "f", Options{Mode: Reverse})
	if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "byval") {
		t.Errorf("reverse: err = %v, want ErrNotDifferentiable about byval", err)
	}
	args := []kArg{kP([]float64{0.5, -1.25, 2, 0.75, 1.5, -0.4})}
	w := weights(args)
	fd := finiteDiff(t, m, "f", args, w, 0)
	jvp, _, err := Differentiate(m, "f", Options{Mode: Forward})
	if err != nil {
		t.Fatalf("forward: %v", err)
	}
	fw := forwardGrad(t, m, jvp, findFunc(m, "f"), args, w)
	for j := range fd[0] {
		if !near(fw[0][j], fd[0][j], 1e-6) {
			t.Errorf("x[%d]: forward %v, finite differences %v", j, fw[0][j], fd[0][j])
		}
	}
}

// memmove within one array, both directions: the reverse moves adjoints
// in the order that is right for overlapping blocks.
func TestMemmoveOverlap(t *testing.T) {
	src := `#include <string.h>
double mv(double *x, long n) {
  memmove(x + 1, x, (size_t)(n - 1) * sizeof(double));
  x[0] *= 3;
  memmove(x, x + 2, (size_t)(n - 2) * sizeof(double));
  double s = 0;
  for (long i = 0; i < n; i++) s += x[i] * (i + 1) * x[i];
  return s;
}`
	for _, opt := range []string{"-O0", "-O2"} {
		m := compileC(t, src, opt)
		checkKernel(t, m, "mv", []kArg{kP([]float64{0.5, -1, 2, 1.5, 0.25, 3}), kI(6)}, 1e-6)
	}
}
