// An integer loop bound mixed with an active double: x^n by repeated
// multiplication.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double powi(int n, double x) {
  double r = 1;
  for (int i = 0; i < n; i++)
    r *= x;
  return r;
}
int main(void) {
  for (int n = 1; n < 8; n++) {
    double x = 0.9;
    CHECK(__enzyme_autodiff((void *)powi, n, enzyme_out, x), n * pow(x, n - 1));
  }
  DONE();
}
