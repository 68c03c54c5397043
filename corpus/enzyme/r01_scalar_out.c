// Reverse mode, one active scalar marked enzyme_out: d/dx x^2 sin x.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double f(double x) { return x * x * sin(x); }
int main(void) {
  for (double x = -2; x <= 2; x += 0.5) {
    double d = __enzyme_autodiff((void *)f, enzyme_out, x);
    CHECK(d, 2 * x * sin(x) + x * x * cos(x));
  }
  DONE();
}
