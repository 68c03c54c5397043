// enzyme_primal_return in reverse mode: {primal, partials...}.
#include "check.h"
typedef struct { double value, dx, dy; } ValGrad;
typedef struct { double value, dx; } ValGrad1;
extern ValGrad __enzyme_autodiff(void *, ...);
extern ValGrad1 __enzyme_autodiff1(void *, ...);
static double f(double x, double y) { return atan2(y, x); }
int main(void) {
  double x = 1.5, y = 0.5, r2 = x * x + y * y;
  ValGrad g = __enzyme_autodiff((void *)f, enzyme_primal_return, enzyme_out, x, enzyme_out, y);
  CHECK(g.value, atan2(y, x));
  CHECK(g.dx, -y / r2);
  CHECK(g.dy, x / r2);
  ValGrad1 h = __enzyme_autodiff1((void *)f, enzyme_primal_return, enzyme_const, x, enzyme_out, y);
  CHECK(h.value, atan2(y, x));
  CHECK(h.dx, x / r2);
  DONE();
}
