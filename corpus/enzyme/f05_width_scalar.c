// enzyme_width 2 in forward mode: two tangents per argument, both
// directions in one call ({double, double}).
#include "check.h"
typedef struct { double d0, d1; } Two;
extern Two __enzyme_fwddiff(void *, ...);
static double f(double x, double y) { return x * sin(y); }
int main(void) {
  double x = 1.25, y = 0.4;
  Two g = __enzyme_fwddiff((void *)f, enzyme_width, 2, enzyme_dup, x, 1.0, 0.0, enzyme_dup, y, 0.0, 1.0);
  CHECK(g.d0, sin(y));
  CHECK(g.d1, x * cos(y));
  DONE();
}
