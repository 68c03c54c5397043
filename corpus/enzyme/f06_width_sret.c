// enzyme_width 3 in forward mode: the full gradient of a function of
// three variables, returned through sret.
#include "check.h"
typedef struct { double dx, dy, dz; } Three;
extern Three __enzyme_fwddiff(void *, ...);
static double f(double x, double y, double z) { return x * y + y * z * z + exp(x * z); }
int main(void) {
  double x = 0.3, y = -1.2, z = 0.7;
  Three g = __enzyme_fwddiff((void *)f, enzyme_width, 3, x, 1.0, 0.0, 0.0, y, 0.0, 1.0, 0.0, z, 0.0, 0.0, 1.0);
  CHECK(g.dx, y + z * exp(x * z));
  CHECK(g.dy, x + z * z);
  CHECK(g.dz, 2 * y * z + x * exp(x * z));
  DONE();
}
