// Three active scalars: the struct is returned through an sret pointer.
#include "check.h"
typedef struct { double a, b, c; } Grad3;
extern Grad3 __enzyme_autodiff(void *, ...);
static double f(double x, double y, double z) { return x * y * z + sin(x * z) - y * y; }
int main(void) {
  double x = 0.7, y = 1.3, z = -2.1;
  Grad3 g = __enzyme_autodiff((void *)f, enzyme_out, x, enzyme_out, y, enzyme_out, z);
  CHECK(g.a, y * z + z * cos(x * z));
  CHECK(g.b, x * z - 2 * y);
  CHECK(g.c, x * y + x * cos(x * z));
  DONE();
}
