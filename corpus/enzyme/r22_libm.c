// libm functions: exp, log, pow, sqrt, tanh, atan, cbrt-free mix.
#include "check.h"
typedef struct { double dx, dy; } Grad2;
extern Grad2 __enzyme_autodiff(void *, ...);
static double f(double x, double y) { return exp(x) * log(y) + pow(x, y) + sqrt(x * y) + tanh(x - y) + atan(x * y); }
int main(void) {
  double x = 1.3, y = 0.8;
  Grad2 g = __enzyme_autodiff((void *)f, x, y);
  double th = tanh(x - y), sech2 = 1 - th * th;
  double wantx = exp(x) * log(y) + y * pow(x, y - 1) + y / (2 * sqrt(x * y)) + sech2 + y / (1 + x * x * y * y);
  double wanty = exp(x) / y + pow(x, y) * log(x) + x / (2 * sqrt(x * y)) - sech2 + x / (1 + x * x * y * y);
  CHECK(g.dx, wantx);
  CHECK(g.dy, wanty);
  DONE();
}
