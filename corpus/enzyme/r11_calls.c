// The differentiated function calls other functions of the module.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
__attribute__((noinline)) static double sq(double v) { return v * v; }
__attribute__((noinline)) static double poly(double v) { return 3 * sq(v) - 2 * v + 1; }
static double f(double x) { return poly(sin(x)) * sq(x); }
int main(void) {
  for (double x = -1; x <= 1.5; x += 0.25) {
    double s = sin(x), c = cos(x);
    double p = 3 * s * s - 2 * s + 1, dp = (6 * s - 2) * c;
    CHECK(__enzyme_autodiff((void *)f, enzyme_out, x), dp * x * x + p * 2 * x);
  }
  DONE();
}
