// Forward mode with heap arrays allocated inside the function and by the
// caller.
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
static double f(const double *x, int n) {
  double *c = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    c[i] = exp(x[i]);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += c[i] * x[i];
  free(c);
  return s;
}
int main(void) {
  int n = 5;
  double *x = (double *)malloc(n * sizeof(double)), *dx = (double *)malloc(n * sizeof(double));
  double want = 0;
  for (int i = 0; i < n; i++) {
    x[i] = 0.1 * i - 0.2;
    dx[i] = 1.0 / (i + 1);
    want += dx[i] * exp(x[i]) * (1 + x[i]);
  }
  CHECK(__enzyme_fwddiff((void *)f, enzyme_dup, x, dx, enzyme_const, n), want);
  free(x);
  free(dx);
  DONE();
}
