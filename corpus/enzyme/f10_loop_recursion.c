// Forward mode through a loop and a recursive helper.
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
static double horner(const double *c, int n, double x) { return n == 0 ? 0 : c[0] + x * horner(c + 1, n - 1, x); }
static double f(double x) {
  double c[4] = {1, -2, 0.5, 3};
  double s = 0;
  for (int k = 0; k < 3; k++)
    s += horner(c, 4, x + k);
  return s;
}
int main(void) {
  double x = 0.2, want = 0;
  for (int k = 0; k < 3; k++) {
    double t = x + k;
    want += -2 + 2 * 0.5 * t + 3 * 3 * t * t;
  }
  CHECK(__enzyme_fwddiff((void *)f, x, 1.0), want);
  DONE();
}
