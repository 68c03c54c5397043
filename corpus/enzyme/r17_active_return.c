// enzyme_active_return (the default for a double result) together with
// output memory: both seeds count.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double f(double x, double *out) {
  *out = x * x;
  return 3 * x;
}
int main(void) {
  double out = 0, dout = 0.5;
  double d = __enzyme_autodiff((void *)f, enzyme_active_return, enzyme_out, 2.0, enzyme_dup, &out, &dout);
  CHECK(d, 3 + 0.5 * 2 * 2.0);
  CHECK(out, 4.0);
  DONE();
}
