// Shadows accumulate: two calls add their gradients.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double cube_sum(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i] * x[i];
  return s;
}
int main(void) {
  double x[3] = {1, 2, 3}, dx[3] = {10, 20, 30};
  __enzyme_autodiff((void *)cube_sum, enzyme_dup, x, dx, enzyme_const, 3);
  __enzyme_autodiff((void *)cube_sum, enzyme_dup, x, dx, enzyme_const, 3);
  double init[3] = {10, 20, 30};
  for (int i = 0; i < 3; i++)
    CHECK(dx[i], init[i] + 2 * 3 * x[i] * x[i]);
  DONE();
}
