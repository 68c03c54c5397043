// A recursive function: x^n by squaring.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double ipow(double x, int n) {
  if (n == 0)
    return 1;
  double h = ipow(x, n / 2);
  return n % 2 ? h * h * x : h * h;
}
int main(void) {
  for (int n = 0; n <= 9; n++) {
    double x = 1.1;
    double d = __enzyme_autodiff((void *)ipow, enzyme_out, x, enzyme_const, n);
    CHECK(d, n == 0 ? 0 : n * pow(x, n - 1));
  }
  DONE();
}
