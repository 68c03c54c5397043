// Forward mode on a scalar: the tangent follows the argument (the
// default for a double in forward mode is enzyme_dup).
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
static double f(double x) { return sin(x) * exp(x); }
int main(void) {
  for (double x = -1; x <= 1; x += 0.25) {
    CHECK(__enzyme_fwddiff((void *)f, x, 1.0), exp(x) * (sin(x) + cos(x)));
    CHECK(__enzyme_fwddiff((void *)f, enzyme_dup, x, 2.0), 2 * exp(x) * (sin(x) + cos(x)));
  }
  DONE();
}
