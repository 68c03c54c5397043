package ad

import (
	"testing"

	"github.com/irfix/irfix/ir"
)

// vectorRMWs counts, in f, the stores of a vector fadd one of whose
// operands is a load from the stored-to pointer: a shadow accumulation
// kept as one vector read-modify-write.
func vectorRMWs(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op != ir.OpStore || i.Operand(0).Type().Kind != ir.VectorKind {
				continue
			}
			if a, ok := i.Operand(1).(*ir.Instr); ok && a.Op == ir.OpAlloca {
				continue // an adjoint slot, not shadow memory
			}
			add, ok := i.Operand(0).(*ir.Instr)
			if !ok || add.Op != ir.OpFAdd {
				continue
			}
			for k := 0; k < 2; k++ {
				if ld, ok := add.Operand(k).(*ir.Instr); ok && ld.Op == ir.OpLoad && ld.Operand(0) == i.Operand(1) {
					n++
					break
				}
			}
		}
	}
	return n
}

func revFunc(t *testing.T, m *ir.Module, grad *ir.Func) *ir.Func {
	t.Helper()
	for _, b := range grad.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpCall {
				if f, ok := i.Operand(0).(*ir.Func); ok && len(f.Blocks) > 0 && containsRev(f.Name) {
					return f
				}
			}
		}
	}
	t.Fatalf("no reverse function called from @%s", grad.Name)
	return nil
}

func containsRev(s string) bool {
	for k := 0; k+5 <= len(s); k++ {
		if s[k:k+5] == ".rev." {
			return true
		}
	}
	return false
}

// TestStencilShadowAddsLaneByLane: clang -O2 vectorizes a 3-point
// stencil into overlapping vector loads of u (u[i..i+1], u[i+1..i+2],
// u[i+2..i+3]); their reverse adds into overlapping vectors of the
// shadow, which the CPU cannot store-forward. Those adds are emitted lane
// by lane, while the disjoint vector loads of an axpy keep their vector
// read-modify-write. Both gradients are checked against finite
// differences (with the vector loop running: n > 4).
func TestStencilShadowAddsLaneByLane(t *testing.T) {
	stencil := `
double heat(const double *u0, double *u, double *v, long n, long steps, double k) {
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
	step := `void step(const double *u, double *v, long n, double k) { for (long i = 1; i < n - 1; i++) v[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]); }`
	axpy := `void axpy(double *y, const double *x, double a, long n) { for (long i = 0; i < n; i++) y[i] += a * x[i] * x[i]; }`
	u := func(i int) float64 { return 0.1 * float64(i*i%7) }
	for _, tc := range []struct {
		src, fn string
		args    []kArg
		check   bool // count the vector read-modify-writes
		wantRMW bool
	}{
		// the whole heat kernel: gradient only (its copy loops keep
		// vector adds, rightly).
		{stencil, "heat", []kArg{kP(kSeq(13, u)), kP(make([]float64, 13)), kP(make([]float64, 13)), kI(13), kI(3), kD(0.2)}, false, false},
		{step, "step", []kArg{kP(kSeq(13, u)), kP(make([]float64, 13)), kI(13), kD(0.2)}, true, false},
		{axpy, "axpy", []kArg{kP(kSeq(13, func(i int) float64 { return 1 - 0.1*float64(i) })),
			kP(kSeq(13, func(i int) float64 { return 0.3 + 0.05*float64(i) })), kD(1.5), kI(13)}, true, true},
	} {
		m := compileC(t, tc.src, "-O2")
		checkKernel(t, m, tc.fn, tc.args, 1e-6)
		if !tc.check {
			continue
		}
		m = compileC(t, tc.src, "-O2")
		grad, _, err := Differentiate(m, tc.fn, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := vectorRMWs(revFunc(t, m, grad))
		if tc.wantRMW && got == 0 {
			t.Errorf("%s: no vector shadow read-modify-write left (disjoint vector loads were split)", tc.fn)
		}
		if !tc.wantRMW && got != 0 {
			t.Errorf("%s: %d vector shadow read-modify-writes on overlapping loads, want lane-by-lane adds", tc.fn, got)
		}
	}
}

// storeBase is the pointer a store's address is a getelementptr chain
// of.
func storeBase(p ir.Value) ir.Value {
	for {
		g, ok := p.(*ir.Instr)
		if !ok || g.Op != ir.OpGetElementPtr {
			return p
		}
		p = g.Operand(0)
	}
}

// TestShadowAddsGrouped: clang -O2 unrolls the inner loop of a
// matrix-vector product by 4 (A[j], x[j], A[j+1], x[j+1], ...); the
// reverse of that body adds into dA and dx. Emitted interleaved, the SLP
// vectorizer cannot pack dA[j], dA[j+1] (dA and dx may alias); emitted
// grouped by array it can. The test checks that within each reverse block
// the shadow stores to one array form one run, and the gradient against
// finite differences (n = 9: the unrolled body runs).
func TestShadowAddsGrouped(t *testing.T) {
	src := `double matvec(const double *A, const double *x, long n) {
  double L = 0;
  for (long i = 0; i < n; i++) {
    double y = 0;
    for (long j = 0; j < n; j++) y += A[i * n + j] * x[j];
    L += y * y;
  }
  return L;
}`
	const n = 9
	m := compileC(t, src, "-O2")
	checkKernel(t, m, "matvec", []kArg{kP(kSeq(n*n, func(i int) float64 { return 0.1 * float64(i%11-5) })),
		kP(kSeq(n, func(i int) float64 { return 1 - 0.2*float64(i) })), kI(n)}, 1e-6)
	m = compileC(t, src, "-O2")
	grad, _, err := Differentiate(m, "matvec", Options{})
	if err != nil {
		t.Fatal(err)
	}
	rev := revFunc(t, m, grad)
	multi := 0
	for _, b := range rev.Blocks {
		var runs []ir.Value
		for _, i := range b.Instrs {
			if i.Op != ir.OpStore || !i.Operand(0).Type().Scalar().IsFloat() {
				continue
			}
			base := storeBase(i.Operand(1))
			if a, ok := base.(*ir.Instr); ok && a.Op == ir.OpAlloca {
				continue
			}
			if len(runs) == 0 || runs[len(runs)-1] != base {
				runs = append(runs, base)
			}
		}
		seen := map[ir.Value]bool{}
		for _, r := range runs {
			if seen[r] {
				t.Errorf("block %s: shadow stores to %s are interleaved with others", b.Name, valueName(r))
			}
			seen[r] = true
		}
		if len(runs) > 1 {
			multi++
		}
	}
	if multi == 0 {
		t.Errorf("no reverse block adds into both dA and dx: the test no longer looks at the unrolled body")
	}
}
