package ad

import (
	"strings"
	"testing"
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
