package ad

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestLinearStencilTapesNothing: the reverse of a linear stencil with a
// constant coefficient needs no primal value, so nothing is taped per
// iteration (the rules' partials for the constant operand ask for loaded
// values that the reverse then never uses; those tape entries are
// dropped). The gradient is checked against finite differences and lli.
func TestLinearStencilTapesNothing(t *testing.T) {
	src := `
double heat(const double *kp, const double *u0, double *u, double *v, long n, long steps) {
  double k = kp[0];
  for (long i = 0; i < n; i++) u[i] = u0[i];
  for (long s = 0; s < steps; s++) {
    v[0] = u[0];
    v[n - 1] = u[n - 1];
    for (long i = 1; i < n - 1; i++) v[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (long i = 0; i < n; i++) u[i] = v[i];
  }
  double L = 0;
  for (long i = 0; i < n; i++) L += u[i] * u[i];
  return L;
}`
	// -O2 only: at -O0 k lives in a stack slot that activity analysis
	// treats as active memory, so the partial for k is needed there.
	for _, opt := range []string{"-O2"} {
		m := compileC(t, src, opt)
		n := 9
		u0 := kSeq(n, func(i int) float64 { return 0.1 * float64(i*i%7) })
		rep := checkKernel(t, m, "heat", []kArg{{kind: 'c', array: []float64{0.25}}, kP(u0),
			kP(make([]float64, n)), kP(make([]float64, n)), kI(n), kI(3)}, 1e-6)
		if rep == nil {
			continue
		}
		for _, l := range rep.Lines {
			a, b := strings.Index(l, "per iteration "), strings.Index(l, "; once per loop exit")
			if !strings.Contains(l, ": loop ") || a < 0 || b < a {
				continue
			}
			per := l[a:b]
			if strings.Contains(per, "double") {
				t.Errorf("%s: a double is taped per iteration: %s", opt, l)
			}
		}
	}
}

// TestUniqueNameSeesAppends: uniqueName's name set follows functions and
// globals appended to the module after it was first used (by the engine
// or by anyone else), and never hands out a name twice.
func TestUniqueNameSeesAppends(t *testing.T) {
	m := parseIR(t, "u.ll", "define void @f() {\n  ret void\n}\n@g = global i32 0\n")
	e, err := newEngine(m)
	if err != nil {
		t.Fatal(err)
	}
	if n := e.uniqueName("f"); n != "f.1" {
		t.Errorf("uniqueName(f) = %q, want f.1", n)
	}
	if n := e.uniqueName("f"); n != "f.2" {
		t.Errorf("second uniqueName(f) = %q, want f.2 (f.1 was handed out)", n)
	}
	m.AddFunc(ir.NewFunc("h", ir.FuncOf(ir.Void, nil, false)))
	m.AddGlobal(ir.NewGlobal("k", ir.I32, ir.Int(ir.I32, 0)))
	if n := e.uniqueName("h"); n != "h.1" {
		t.Errorf("uniqueName(h) after appending @h = %q, want h.1", n)
	}
	if n := e.uniqueName("k"); n != "k.1" {
		t.Errorf("uniqueName(k) after appending global @k = %q, want k.1", n)
	}
	if n := e.uniqueName("g"); n != "g.1" {
		t.Errorf("uniqueName(g) = %q, want g.1", n)
	}
}
