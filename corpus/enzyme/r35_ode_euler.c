// Explicit Euler steps of dx/dt = -k x: the gradient of x(T) with
// respect to k and x0 matches the discrete closed form.
#include "check.h"
typedef struct { double dk, dx0; } Grad2;
extern Grad2 __enzyme_autodiff(void *, ...);
static double simulate(double k, double x0, int steps, double h) {
  double x = x0;
  for (int i = 0; i < steps; i++)
    x = x - h * k * x;
  return x;
}
int main(void) {
  double k = 0.8, x0 = 1.5, h = 0.05;
  int n = 40;
  Grad2 g = __enzyme_autodiff((void *)simulate, enzyme_out, k, enzyme_out, x0, enzyme_const, n, enzyme_const, h);
  double r = 1 - h * k;
  CHECK(g.dx0, pow(r, n));
  CHECK(g.dk, x0 * n * pow(r, n - 1) * -h);
  DONE();
}
