// enzyme_const on a pointer: its memory is data, no shadow is passed.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double wsum(const double *w, const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += w[i] * x[i] * x[i];
  return s;
}
int main(void) {
  double w[4] = {1, -1, 0.5, 2}, x[4] = {3, 2, 1, 0.5}, dx[4] = {0};
  __enzyme_autodiff((void *)wsum, enzyme_const, w, enzyme_dup, x, dx, enzyme_const, 4);
  for (int i = 0; i < 4; i++)
    CHECK(dx[i], 2 * w[i] * x[i]);
  DONE();
}
