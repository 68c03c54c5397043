// A loop carrying a product: d/dx_i prod x = prod / x_i.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double prod(const double *x, long n) {
  double p = 1;
  for (long i = 0; i < n; i++)
    p *= x[i];
  return p;
}
int main(void) {
  double x[6] = {1.5, -2, 0.5, 3, 1.25, -0.75}, dx[6] = {0};
  __enzyme_autodiff((void *)prod, enzyme_dup, x, dx, enzyme_const, 6L);
  double p = 1;
  for (int i = 0; i < 6; i++)
    p *= x[i];
  for (int i = 0; i < 6; i++)
    CHECK(dx[i], p / x[i]);
  DONE();
}
