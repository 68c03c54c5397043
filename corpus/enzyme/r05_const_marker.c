// enzyme_const holds a float argument constant: one partial comes back.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double f(double a, double x, double b) { return a * cos(b * x); }
int main(void) {
  double a = 2, x = 0.3, b = 5;
  double d = __enzyme_autodiff((void *)f, enzyme_const, a, enzyme_out, x, enzyme_const, b);
  CHECK(d, -a * b * sin(b * x));
  d = __enzyme_autodiff((void *)f, enzyme_out, a, enzyme_const, x, enzyme_const, b);
  CHECK(d, cos(b * x));
  DONE();
}
