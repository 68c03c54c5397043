// Unmarked arguments follow Enzyme's defaults: doubles are active
// (enzyme_out), integers constant.
#include "check.h"
typedef struct { double dx, dy; } Grad2;
extern Grad2 __enzyme_autodiff(void *, ...);
static double f(double x, int k, double y) { return k * x * y + x / y; }
int main(void) {
  double x = 2.0, y = 0.5;
  Grad2 g = __enzyme_autodiff((void *)f, x, 3, y);
  CHECK(g.dx, 3 * y + 1 / y);
  CHECK(g.dy, 3 * x - x / (y * y));
  DONE();
}
