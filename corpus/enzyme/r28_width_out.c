// enzyme_width 3 with an active scalar in reverse mode: the scalar's
// partial comes back once per lane ([3 x double]), while each lane's
// memory seed is its own.
#include "check.h"
typedef struct { double l0, l1, l2; } Lanes;
extern Lanes __enzyme_autodiff(void *, ...);
static void f(double a, double *y) {
  y[0] = a * a;
}
int main(void) {
  double y = 0, s0 = 1, s1 = 2, s2 = -1;
  Lanes g = __enzyme_autodiff((void *)f, enzyme_width, 3, enzyme_out, 1.5, enzyme_dup, &y, &s0, &s1, &s2);
  CHECK(g.l0, 1 * 3.0);
  CHECK(g.l1, 2 * 3.0);
  CHECK(g.l2, -1 * 3.0);
  DONE();
}
