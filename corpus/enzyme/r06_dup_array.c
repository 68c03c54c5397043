// enzyme_dup on an array with a constant length: the gradient of the sum
// of squares lands in the shadow.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double sumsq(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return s;
}
int main(void) {
  double x[5] = {1, -2, 3, 0.5, 4}, dx[5] = {0};
  __enzyme_autodiff((void *)sumsq, enzyme_dup, x, dx, enzyme_const, 5);
  for (int i = 0; i < 5; i++)
    CHECK(dx[i], 2 * x[i]);
  DONE();
}
