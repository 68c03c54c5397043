// enzyme_const_return with enzyme_primal_return in reverse mode: the
// primal comes back, the return value is not seeded, memory is.
#include "check.h"
typedef struct { double primal, dx; } PrimalGrad;
extern PrimalGrad __enzyme_autodiff(void *, ...);
static double f(double x, double *out) {
  *out = x * x * x;
  return 100 * x;
}
int main(void) {
  double out = 0, dout = 0.5;
  PrimalGrad r = __enzyme_autodiff((void *)f, enzyme_const_return, enzyme_primal_return, enzyme_out, 2.0, enzyme_dup, &out, &dout);
  CHECK(r.primal, 200);
  CHECK(r.dx, 0.5 * 3 * 4);
  CHECK(out, 8);
  DONE();
}
