package ad

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestTapeSpareReused: the tape buffer of one gradient call is kept as
// the module's spare and reused by the next call (no fresh pages per
// call); calls of different sizes, the later ones starting from a buffer
// full of an earlier call's tape, give the analytic gradient under lli,
// and the spare left behind is the larger buffer (capacity kept in its
// first 8 bytes); before the first call there is no spare (0).
func TestTapeSpareReused(t *testing.T) {
	src := `#include <math.h>
double sum_sin(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += sin(x[i]) * x[i]; return s; }`
	m := compileC(t, src, "-O2")
	if _, _, err := Differentiate(m, "sum_sin", Options{Name: "g"}); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	const big = 3000
	var main strings.Builder
	main.WriteString("@x = global [3000 x double] zeroinitializer\n@dx = global [3000 x double] zeroinitializer\n")
	main.WriteString("@fmt.lli = private constant [7 x i8] c\"%.17g\\0A\\00\"\n@fmti = private constant [6 x i8] c\"%lld\\0A\\00\"\n")
	if findFunc(m, "printf") == nil {
		main.WriteString("declare i32 @printf(ptr, ...)\n")
	}
	main.WriteString(`define void @fill() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %n, %l ]
  %f = sitofp i64 %i to double
  %v = fmul double %f, 1.000000e-03
  %p = getelementptr double, ptr @x, i64 %i
  store double %v, ptr %p
  %q = getelementptr double, ptr @dx, i64 %i
  store double 0.0, ptr %q
  %n = add i64 %i, 1
  %c = icmp eq i64 %n, 3000
  br i1 %c, label %e, label %l
e:
  ret void
}
define void @show() {
  %a = getelementptr double, ptr @dx, i64 1
  %b = load double, ptr %a
  call i32 (ptr, ...) @printf(ptr @fmt.lli, double %b)
  %c = getelementptr double, ptr @dx, i64 2999
  %d = load double, ptr %c
  call i32 (ptr, ...) @printf(ptr @fmt.lli, double %d)
  ret void
}
define i32 @main() {
  %s0 = load i64, ptr @irfix.ad.tape.spare
  call i32 (ptr, ...) @printf(ptr @fmti, i64 %s0)
`)
	// n = 3000, then 7 (from the spare), then 3000 again.
	for _, n := range []int{big, 7, big} {
		fmt.Fprintf(&main, "  call void @fill()\n  call double @g(ptr @x, ptr @dx, i64 %d)\n  call void @show()\n", n)
	}
	main.WriteString(`  %s = load i64, ptr @irfix.ad.tape.spare
  %sp = inttoptr i64 %s to ptr
  %cap = load i64, ptr %sp
  call i32 (ptr, ...) @printf(ptr @fmti, i64 %cap)
  ret i32 0
}
`)
	out := strings.Fields(runLLIVer(t, m, main.String(), "16"))
	if len(out) != 8 {
		t.Fatalf("lli printed %q", out)
	}
	if out[0] != "0" {
		t.Errorf("spare before any call = %s, want 0", out[0])
	}
	want := func(x float64) float64 { return math.Cos(x)*x + math.Sin(x) }
	for call, n := range []int{big, 7, big} {
		var d1, dl float64
		fmt.Sscan(out[1+2*call], &d1)
		fmt.Sscan(out[2+2*call], &dl)
		if !near(d1, want(0.001), 1e-14) {
			t.Errorf("call %d: dx[1] = %v, want %v", call, d1, want(0.001))
		}
		wl := want(2.999)
		if n < big {
			wl = 0 // beyond n: untouched
		}
		if !near(dl, wl, 1e-14) {
			t.Errorf("call %d (n = %d): dx[2999] = %v, want %v", call, n, dl, wl)
		}
	}
	var capa int64
	fmt.Sscan(out[7], &capa)
	if capa < 8*big {
		t.Errorf("spare capacity %d bytes, want at least the n = %d tape (%d bytes)", capa, big, 8*big)
	}
}

// TestOnePushPerBlock: clang -O2 unrolls sum_i sin(x[i])*x[i] by 4, so
// the loop body tapes four sin results; they go behind a single push
// (one capacity check) and come back from a single pop. The gradient is
// checked against finite differences with the unrolled body running.
func TestOnePushPerBlock(t *testing.T) {
	src := `#include <math.h>
double sum_sin(const double *x, long n) { double s = 0; for (long i = 0; i < n; i++) s += sin(x[i]) * x[i]; return s; }`
	m := compileC(t, src, "-O2")
	checkKernel(t, m, "sum_sin", []kArg{kP(kSeq(11, func(i int) float64 { return 0.2 + 0.3*float64(i) })), kI(11)}, 1e-6)
	m = compileC(t, src, "-O2")
	grad, _, err := Differentiate(m, "sum_sin", Options{})
	if err != nil {
		t.Fatal(err)
	}
	calls := func(b *ir.Block, name string) int {
		n := 0
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall {
				if f, ok := i.Operand(0).(*ir.Func); ok && f.Name == name {
					n++
				}
			}
		}
		return n
	}
	body := 0
	for _, f := range []*ir.Func{revFunc(t, m, grad), findFunc(m, "sum_sin.aug.ac.top")} {
		if f == nil {
			t.Fatal("no sum_sin.aug.ac.top")
		}
		for _, b := range f.Blocks {
			sins := 0
			for _, i := range b.Instrs {
				if i.Op == ir.OpCall {
					if g, ok := i.Operand(0).(*ir.Func); ok && g.Name == "sin" {
						sins++
					}
				}
			}
			if sins >= 4 {
				body++
				if n := calls(b, tapePushName); n != 1 {
					t.Errorf("@%s: the unrolled body pushes %d times, want 1", f.Name, n)
				}
			}
			// a block may push its predecessor index on entry and its
			// values at the end: never more.
			if n := calls(b, tapePushName); n > 2 {
				t.Errorf("@%s: a block pushes %d times", f.Name, n)
			}
			if n := calls(b, tapePopName); n > 2 {
				t.Errorf("@%s: a block pops %d times", f.Name, n)
			}
		}
	}
	if body == 0 {
		t.Error("no unrolled body with four sin calls: the test no longer looks at what it should")
	}
}
