// enzyme_const_return: the returned value is not differentiated; only
// the output memory's seed counts.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double f(const double *x, double *out) {
  out[0] = x[0] * x[1];
  out[1] = sin(x[0]);
  return x[0] * 1000 + x[1] * 1000;
}
int main(void) {
  double x[2] = {0.5, 3}, dx[2] = {0}, out[2], dout[2] = {1, 2};
  __enzyme_autodiff((void *)f, enzyme_const_return, enzyme_dup, x, dx, enzyme_dup, out, dout);
  CHECK(dx[0], 1 * x[1] + 2 * cos(x[0]));
  CHECK(dx[1], 1 * x[0]);
  CHECK(out[0], x[0] * x[1]);
  DONE();
}
