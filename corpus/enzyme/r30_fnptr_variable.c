// The function is passed through a local function-pointer variable.
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double f(double x) { return x * exp(-x * x); }
int main(void) {
  double (*fp)(double) = f;
  void *vp = (void *)fp;
  double x = 0.4;
  CHECK(__enzyme_autodiff(vp, enzyme_out, x), exp(-x * x) * (1 - 2 * x * x));
  DONE();
}
