// Second derivatives: reverse over forward and forward over forward. The
// inner __enzyme_fwddiff call sits in a function that an outer call
// differentiates, so it is replaced first.
#include "check.h"
typedef struct { double dxx, dxy; } Row;
extern Row __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern double __enzyme_fwddiff2(void *, ...);
static double f(double x, double y) { return x * x * y + sin(x * y); }
// df/dx by forward mode
static double fx(double x, double y) { return __enzyme_fwddiff((void *)f, enzyme_dup, x, 1.0, enzyme_dup, y, 0.0); }
int main(void) {
  double x = 0.7, y = 1.3;
  Row h = __enzyme_autodiff((void *)fx, enzyme_out, x, enzyme_out, y);
  CHECK(h.dxx, 2 * y - y * y * sin(x * y));
  CHECK(h.dxy, 2 * x + cos(x * y) - x * y * sin(x * y));
  double fyx = __enzyme_fwddiff2((void *)fx, enzyme_const, x, enzyme_dup, y, 1.0);
  CHECK(fyx, 2 * x + cos(x * y) - x * y * sin(x * y));
  DONE();
}
