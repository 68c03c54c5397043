// A data-dependent while loop (fixed-point iteration for sqrt(a) by
// Newton's method): the derivative of the converged value is
// 1/(2 sqrt(a)).
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double newton_sqrt(double a) {
  double x = a > 1 ? a : 1;
  int it = 0;
  while (fabs(x * x - a) > 1e-14 * a && it < 100) {
    x = 0.5 * (x + a / x);
    it++;
  }
  return x;
}
int main(void) {
  double as[] = {0.5, 2, 9, 30};
  for (int i = 0; i < 4; i++)
    CHECK_TOL(__enzyme_autodiff((void *)newton_sqrt, enzyme_out, as[i]), 0.5 / sqrt(as[i]), 1e-8);
  DONE();
}
