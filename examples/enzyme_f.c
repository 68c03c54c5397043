// enzyme_f.c: derivatives through Enzyme's C ABI, produced by `irfix grad --enzyme`.
//
//   clang-22 -O2 -S -emit-llvm enzyme_f.c -o f.ll
//   irfix grad --enzyme f.ll -o g.ll
//   clang-22 g.ll -lm -o f && ./f
//
// Exits 1 when a derivative differs from its analytic value.
#include <math.h>
#include <stdio.h>

double wave(double a, double w, double p, double t) { return a * cos(w * t + p); }

double sumsq(const double *x, int n) {
	double s = 0;
	for (int i = 0; i < n; i++)
		s += x[i] * x[i];
	return s;
}

// Two enzyme_out arguments: the derivatives come back as a struct.
typedef struct {
	double da, dw;
} pair;

extern int enzyme_const, enzyme_dup, enzyme_out;
pair __enzyme_autodiff(void *, ...);
void __enzyme_autodiff_array(void *, ...);
double __enzyme_fwddiff(void *, ...);

static int check(const char *what, double got, double want) {
	int ok = fabs(got - want) <= 1e-12 * fmax(1, fabs(want));
	printf("%-12s %.17g%s\n", what, got, ok ? "" : "  WRONG");
	return ok;
}

int main(void) {
	double a = 1, w = 1, p = 1, t = 1;
	int ok = 1;

	// Reverse mode: d/da and d/dw, with p and t held constant.
	pair g = __enzyme_autodiff((void *)wave, enzyme_out, a, enzyme_out, w,
	                           enzyme_const, p, enzyme_const, t);
	ok &= check("d/da", g.da, cos(w * t + p));
	ok &= check("d/dw", g.dw, -a * sin(w * t + p) * t);

	// Reverse mode over an array: dx[i] += 2 x[i].
	double x[3] = {1, 2, 3}, dx[3] = {0, 0, 0};
	__enzyme_autodiff_array((void *)sumsq, enzyme_dup, x, dx, enzyme_const, 3);
	for (int i = 0; i < 3; i++) {
		char name[16];
		snprintf(name, sizeof name, "d/dx[%d]", i);
		ok &= check(name, dx[i], 2 * x[i]);
	}

	// Forward mode: the tangent of wave along t.
	double dt = __enzyme_fwddiff((void *)wave, enzyme_const, a, enzyme_const, w,
	                             enzyme_const, p, enzyme_dup, t, 1.0);
	ok &= check("d/dt", dt, -a * sin(w * t + p) * w);
	return ok ? 0 : 1;
}
