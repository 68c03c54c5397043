// Heap memory inside the differentiated function: malloc, fill, reduce,
// free.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double f(const double *x, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    t[i] = x[i] * x[i] + 1;
  double s = 0;
  for (int i = 0; i < n; i++)
    s += log(t[i]);
  free(t);
  return s;
}
int main(void) {
  double x[4] = {0.5, -1, 2, 3}, dx[4] = {0};
  __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, 4);
  for (int i = 0; i < 4; i++)
    CHECK(dx[i], 2 * x[i] / (x[i] * x[i] + 1));
  DONE();
}
