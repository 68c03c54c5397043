// One function differentiated with two different activity patterns and
// in both modes.
#include "check.h"
typedef struct { double dx, dy; } Grad2;
extern double __enzyme_autodiff(void *, ...);
extern Grad2 __enzyme_autodiff2(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
static double f(double x, double y) { return x / (1 + y * y); }
int main(void) {
  double x = 2, y = 0.5, q = 1 + y * y;
  CHECK(__enzyme_autodiff((void *)f, enzyme_out, x, enzyme_const, y), 1 / q);
  CHECK(__enzyme_autodiff((void *)f, enzyme_const, x, enzyme_out, y), -x * 2 * y / (q * q));
  Grad2 g = __enzyme_autodiff2((void *)f, enzyme_out, x, enzyme_out, y);
  CHECK(g.dx, 1 / q);
  CHECK(g.dy, -x * 2 * y / (q * q));
  CHECK(__enzyme_fwddiff((void *)f, x, 1.0, y, 1.0), 1 / q - x * 2 * y / (q * q));
  DONE();
}
