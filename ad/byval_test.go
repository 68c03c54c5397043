package ad

import (
	"errors"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// A 24-byte struct passed by value: clang -O0 passes it byval (a copy in
// memory made by the call). The callee scales its copy in place, which
// the caller's struct must not see. Forward mode passes the tangent by
// value too; its tangents match finite differences. Reverse mode is a
// located error, not a silently wrong gradient.
const byvalSrc = `struct V3 { double x, y, z; };
__attribute__((noinline)) double dotsc(struct V3 a, struct V3 b) { a.x *= 2; a.y *= a.z; return a.x * b.x + a.y * b.y + a.z * b.z; }
double byv(const double *p) {
  struct V3 a = { p[0], p[1], p[2] }, b = { p[3], p[4], p[5] };
  double r = dotsc(a, b);
  return r + a.x * a.y;
}`

func TestByValForward(t *testing.T) {
	m := compileC(t, byvalSrc, "-O0")
	if !findFunc(m, "dotsc").Attrs.Param(0).Has(ir.AttrByVal) {
		t.Fatal("clang -O0 did not pass the struct byval: the test checks nothing")
	}
	args := []kArg{kP([]float64{0.5, -1.25, 2, 0.75, 1.5, -0.4})}
	w := weights(args)
	fd := finiteDiff(t, m, "byv", args, w, 0)
	jvp, _, err := Differentiate(m, "byv", Options{Mode: Forward})
	if err != nil {
		t.Fatalf("forward: %v", err)
	}
	fw := forwardGrad(t, m, jvp, findFunc(m, "byv"), args, w)
	for j := range fd[0] {
		if !near(fw[0][j], fd[0][j], 1e-6) {
			t.Errorf("p[%d]: forward %v, finite differences %v", j, fw[0][j], fd[0][j])
		}
	}
	_, _, err = Differentiate(m, "byv", Options{})
	if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "byval") {
		t.Errorf("reverse: err = %v, want ErrNotDifferentiable about byval", err)
	}
}

// A byval struct the callee only reads: reverse mode passes it and its
// shadow as plain pointers (the copy equals the caller's memory during the
// call); reverse, forward and finite differences agree.
func TestByValReadOnlyReverse(t *testing.T) {
	src := `struct V3 { double x, y, z; };
__attribute__((noinline)) double dot3(struct V3 a, struct V3 b) { return a.x * b.x + a.y * b.y * a.z + a.z * b.z; }
double byr(const double *p) {
  struct V3 a = { p[0], p[1], p[2] }, b = { p[3], p[4], p[5] };
  double r = dot3(a, b);
  a.x = r * a.y;
  return r + dot3(b, a);
}`
	m := compileC(t, src, "-O0")
	if !findFunc(m, "dot3").Attrs.Param(0).Has(ir.AttrByVal) {
		t.Fatal("clang -O0 did not pass the struct byval: the test checks nothing")
	}
	checkKernel(t, m, "byr", []kArg{kP([]float64{0.5, -1.25, 2, 0.75, 1.5, -0.4})}, 1e-6)
}

// The public derivatives of a function taking byval parameters keep
// their ABI: byval on each primal parameter (and in forward mode on its
// tangent); the reverse shadow is a plain pointer that receives the
// adjoints.
func TestByValPublicABI(t *testing.T) {
	src := `struct V3 { double x, y, z; };
double dot3(struct V3 a, struct V3 b) { return a.x * b.x + a.y * b.y * a.z + a.z * b.z; }`
	for _, mode := range []Mode{Reverse, Forward} {
		m := compileC(t, src, "-O0")
		g, _, err := Differentiate(m, "dot3", Options{Mode: mode})
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		for k, want := range []bool{true, mode == Forward, true, mode == Forward} {
			if got := g.Attrs.Param(k).Has(ir.AttrByVal); got != want {
				t.Errorf("%s: @%s parameter %d byval = %v, want %v", mode, g.Name, k, got, want)
			}
		}
	}
}
