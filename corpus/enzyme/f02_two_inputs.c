// Forward mode with two inputs: a directional derivative, and one input
// held constant.
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
static double f(double x, double y) { return x * x * y + cos(x * y); }
int main(void) {
  double x = 0.6, y = 1.7;
  double fx = 2 * x * y - y * sin(x * y), fy = x * x - x * sin(x * y);
  CHECK(__enzyme_fwddiff((void *)f, enzyme_dup, x, 0.5, enzyme_dup, y, -2.0), 0.5 * fx - 2 * fy);
  CHECK(__enzyme_fwddiff((void *)f, enzyme_const, x, enzyme_dup, y, 1.0), fy);
  CHECK(__enzyme_fwddiff((void *)f, enzyme_dup, x, 1.0, enzyme_const, y), fx);
  DONE();
}
