// Enzyme's type annotations (__enzyme_double(p, bytes)) inside the
// differentiated function: accepted and dropped.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_double(void *, long);
extern void __enzyme_integer(void *, long);
static double f(void *data, int *count) {
  __enzyme_double(data, 3 * sizeof(double));
  __enzyme_integer(count, sizeof(int));
  double *x = (double *)data;
  double s = 0;
  for (int i = 0; i < *count; i++)
    s += x[i] * x[i] * x[i];
  return s;
}
int main(void) {
  double x[3] = {1, -2, 0.5}, dx[3] = {0};
  int n = 3;
  __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, &n);
  for (int i = 0; i < 3; i++)
    CHECK(dx[i], 3 * x[i] * x[i]);
  DONE();
}
