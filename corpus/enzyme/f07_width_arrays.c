// enzyme_width 2 on arrays: a Jacobian's two columns in one call.
#include "check.h"
extern void __enzyme_fwddiff(void *, ...);
static void f(const double *x, double *y) {
  y[0] = x[0] * x[1];
  y[1] = sin(x[0]) + x[1] * x[1];
  y[2] = x[0] - x[1];
}
int main(void) {
  double x[2] = {0.5, 2}, y[3];
  double e0[2] = {1, 0}, e1[2] = {0, 1}, c0[3] = {0}, c1[3] = {0};
  __enzyme_fwddiff((void *)f, enzyme_width, 2, enzyme_dup, x, e0, e1, enzyme_dupnoneed, y, c0, c1);
  CHECK(c0[0], x[1]);
  CHECK(c0[1], cos(x[0]));
  CHECK(c0[2], 1);
  CHECK(c1[0], x[0]);
  CHECK(c1[1], 2 * x[1]);
  CHECK(c1[2], -1);
  DONE();
}
