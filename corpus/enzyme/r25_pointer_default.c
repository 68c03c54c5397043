// Unmarked pointers are duplicated by default: the shadow follows the
// pointer without a marker.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double f(const double *x, const double *w, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += w[i] * exp(x[i]);
  return s;
}
int main(void) {
  double x[3] = {0, 1, -1}, dx[3] = {0}, w[3] = {1, 2, 3}, dw[3] = {0};
  __enzyme_autodiff((void *)f, x, dx, w, dw, 3);
  for (int i = 0; i < 3; i++) {
    CHECK(dx[i], w[i] * exp(x[i]));
    CHECK(dw[i], exp(x[i]));
  }
  DONE();
}
