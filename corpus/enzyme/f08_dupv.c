// enzyme_dupv: the lanes' tangents come from one buffer, lane k at byte
// offset k*stride.
#include "check.h"
typedef struct { double a, b, c; } Three;
extern Three __enzyme_fwddiff(void *, ...);
static double f(const double *x) { return x[0] * x[1] * x[2]; }
int main(void) {
  double x[3] = {2, 3, 5};
  double seeds[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
  Three g = __enzyme_fwddiff((void *)f, enzyme_width, 3, enzyme_dupv, (long)(3 * sizeof(double)), x, seeds);
  CHECK(g.a, 15);
  CHECK(g.b, 10);
  CHECK(g.c, 6);
  DONE();
}
