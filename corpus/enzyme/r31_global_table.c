// The function reads a constant global table.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static const double coef[5] = {0.5, -1, 2, 0.25, -0.125};
static double poly(double x) {
  double s = 0, p = 1;
  for (int i = 0; i < 5; i++) {
    s += coef[i] * p;
    p *= x;
  }
  return s;
}
int main(void) {
  double x = 1.5, want = 0, p = 1;
  for (int i = 1; i < 5; i++) {
    want += i * coef[i] * p;
    p *= x;
  }
  CHECK(__enzyme_autodiff((void *)poly, enzyme_out, x), want);
  DONE();
}
