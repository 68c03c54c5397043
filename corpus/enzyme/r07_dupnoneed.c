// enzyme_dupnoneed on an output array: seeding the output's shadow gives
// the vector-Jacobian product in the input's shadow.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static void square_all(const double *x, double *y, int n) {
  for (int i = 0; i < n; i++)
    y[i] = x[i] * x[i] * x[i];
}
int main(void) {
  double x[3] = {1, 2, -1.5}, dx[3] = {0}, y[3], dy[3] = {1, 0.5, 2};
  __enzyme_autodiff((void *)square_all, enzyme_dup, x, dx, enzyme_dupnoneed, y, dy, enzyme_const, 3);
  double seed[3] = {1, 0.5, 2};
  for (int i = 0; i < 3; i++)
    CHECK(dx[i], seed[i] * 3 * x[i] * x[i]);
  DONE();
}
