// enzyme_width 2 in reverse mode: two adjoint buffers per duplicated
// argument, filled by two seeds of the output memory.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static void f(const double *x, double *y) {
  y[0] = x[0] * x[1];
  y[1] = x[0] + 3 * x[1];
}
int main(void) {
  double x[2] = {2, 5}, y[2];
  double dx0[2] = {0}, dx1[2] = {0};
  double dy0[2] = {1, 0}, dy1[2] = {0, 1};
  __enzyme_autodiff((void *)f, enzyme_width, 2, enzyme_dup, x, dx0, dx1, enzyme_dupnoneed, y, dy0, dy1);
  // rows of the Jacobian
  CHECK(dx0[0], x[1]);
  CHECK(dx0[1], x[0]);
  CHECK(dx1[0], 1);
  CHECK(dx1[1], 3);
  CHECK(y[0], 10);
  DONE();
}
