// Two enzyme_out arguments come back as a struct of two doubles, in
// argument order.
#include "check.h"
typedef struct { double dx, dy; } Grad2;
extern Grad2 __enzyme_autodiff(void *, ...);
static double f(double x, double y) { return x * x * y + exp(y) / x; }
int main(void) {
  double x = 1.5, y = -0.25;
  Grad2 g = __enzyme_autodiff((void *)f, enzyme_out, x, enzyme_out, y);
  CHECK(g.dx, 2 * x * y - exp(y) / (x * x));
  CHECK(g.dy, x * x + exp(y) / x);
  DONE();
}
