// The adapter test's program: each call's derivative comes from the test's
// hand-built stand-in for the engine (products of float scalars, and
// sq2(x) = x[0]*x[1]), so the marker parsing and the result adapter are
// checked on their own, end to end under lli.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_dupnoneed, enzyme_const, enzyme_out, enzyme_width,
    enzyme_dupv, enzyme_primal_return, enzyme_const_return, enzyme_not_overwritten;

typedef struct { double a, b; } D2;
typedef struct { double a, b, c; } D3;
typedef struct { float a, b; } F2;

extern double __enzyme_autodiff(void *, ...);
extern D2 __enzyme_autodiff_d2(void *, ...);
extern D3 __enzyme_autodiff_d3(void *, ...);
extern F2 __enzyme_autodiff_f2(void *, ...);
extern float __enzyme_autodiff_f(float (*)(float, float), ...);
extern void __enzyme_autodiff_void(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern D2 __enzyme_fwddiff_d2(void *, ...);
extern D3 __enzyme_fwddiff_d3(void *, ...);

double mul2(double x, double y) { return x * y; }
double mul3(double x, double y, double z) { return x * y * z; }
float mulf(float x, float y) { return x * y; }
double sq2(double *x) { return x[0] * x[1]; }

static int bad;
static void check(int line, double got, double want) {
  if (fabs(got - want) > 1e-12 * (1 + fabs(want))) {
    printf("line %d: got %.17g, want %.17g\n", line, got, want);
    bad++;
  }
}
#define CHECK(g, w) check(__LINE__, (g), (w))

int main(void) {
  // one active scalar: a double
  CHECK(__enzyme_autodiff((void *)mul2, enzyme_out, 3.0, enzyme_const, 5.0), 5.0);
  // defaults: unmarked doubles are active; two partials in a struct
  D2 r = __enzyme_autodiff_d2((void *)mul2, 3.0, 5.0);
  CHECK(r.a, 5.0);
  CHECK(r.b, 3.0);
  // three partials: returned through sret
  D3 q = __enzyme_autodiff_d3((void *)mul3, 2.0, 3.0, 7.0);
  CHECK(q.a, 21.0);
  CHECK(q.b, 14.0);
  CHECK(q.c, 6.0);
  // primal first, then the partial
  r = __enzyme_autodiff_d2((void *)mul2, enzyme_primal_return, enzyme_const, 3.0, 5.0);
  CHECK(r.a, 15.0);
  CHECK(r.b, 3.0);
  // struct {float, float} comes back as <2 x float>
  F2 fr = __enzyme_autodiff_f2((void *)mulf, 2.0f, 4.0f);
  CHECK(fr.a, 4.0);
  CHECK(fr.b, 2.0);
  // a prototype keeps floats as floats; one float partial
  CHECK(__enzyme_autodiff_f(mulf, enzyme_const, 2.0f, enzyme_out, 4.0f), 2.0);
  // memory: shadows accumulate
  double x[2] = {3, 4}, dx[2] = {1, 1};
  __enzyme_autodiff_void((void *)sq2, enzyme_dup, x, dx);
  CHECK(dx[0], 5.0);
  CHECK(dx[1], 4.0);
  __enzyme_autodiff_void((void *)sq2, enzyme_not_overwritten, enzyme_dupnoneed, x, dx);
  CHECK(dx[0], 9.0);
  CHECK(dx[1], 7.0);
  // forward: scalar tangents
  CHECK(__enzyme_fwddiff((void *)mul2, 3.0, 1.0, 5.0, 0.0), 5.0);
  CHECK(__enzyme_fwddiff((void *)mul2, enzyme_const, 3.0, enzyme_dup, 5.0, 2.0), 6.0);
  // forward, width 2: one tangent per lane
  r = __enzyme_fwddiff_d2((void *)mul2, enzyme_width, 2, 3.0, 1.0, 0.0, 5.0, 0.0, 1.0);
  CHECK(r.a, 5.0);
  CHECK(r.b, 3.0);
  // forward, width 3 through sret
  D3 t = __enzyme_fwddiff_d3((void *)mul3, enzyme_width, 3, 2.0, 1.0, 0.0, 0.0, 3.0, 0.0, 1.0, 0.0, 7.0, 0.0, 0.0, 1.0);
  CHECK(t.a, 21.0);
  CHECK(t.b, 14.0);
  CHECK(t.c, 6.0);
  // forward on memory, width 2 from one buffer (enzyme_dupv)
  double tx[4] = {1, 0, 0, 1};
  r = __enzyme_fwddiff_d2((void *)sq2, enzyme_width, 2, enzyme_dupv, (long)(2 * sizeof(double)), x, tx);
  CHECK(r.a, 4.0);
  CHECK(r.b, 3.0);
  return bad != 0;
}
