// A function returning an int status (constant return) with its real
// output in memory, in forward and reverse mode.
#include "check.h"
extern int __enzyme_fwddiff(void *, ...);
extern void __enzyme_autodiff(void *, ...);
static int solve(const double *x, double *y) {
  if (x[0] <= 0)
    return -1;
  y[0] = log(x[0]) * x[1];
  y[1] = x[0] / x[1];
  return 0;
}
int main(void) {
  double x[2] = {2, 3}, tx[2] = {1, 0}, y[2], ty[2] = {0};
  __enzyme_fwddiff((void *)solve, enzyme_dup, x, tx, enzyme_dup, y, ty);
  CHECK(ty[0], x[1] / x[0]);
  CHECK(ty[1], 1 / x[1]);
  double gx[2] = {0}, gy[2] = {0, 1};
  __enzyme_autodiff((void *)solve, enzyme_dup, x, gx, enzyme_dup, y, gy);
  CHECK(gx[0], 1 / x[1]);
  CHECK(gx[1], -x[0] / (x[1] * x[1]));
  DONE();
}
