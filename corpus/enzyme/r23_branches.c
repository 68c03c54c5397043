// Piecewise function: each branch's derivative.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double f(double x) {
  if (x < -1)
    return -x * x;
  else if (x < 1)
    return sin(x) * 2;
  return exp(x - 1) + fabs(x - 3);
}
static double df(double x) {
  if (x < -1)
    return -2 * x;
  if (x < 1)
    return 2 * cos(x);
  return exp(x - 1) + (x > 3 ? 1 : -1);
}
int main(void) {
  double xs[] = {-3, -1.5, -0.5, 0, 0.75, 1.5, 2.5, 4};
  for (int i = 0; i < 8; i++)
    CHECK(__enzyme_autodiff((void *)f, enzyme_out, xs[i]), df(xs[i]));
  DONE();
}
