// The function writes a scratch global and calls a helper that reads it
// back (the global is not differentiated: its value flows through).
#include "check.h"
extern double __enzyme_autodiff(void *, ...);
static double scratch[3];
__attribute__((noinline)) static double sum_scratch(void) { return scratch[0] + scratch[1] * scratch[2]; }
static double f(double x) {
  scratch[0] = x;
  scratch[1] = x * x;
  scratch[2] = 2.0;
  return sum_scratch();
}
int main(void) {
  double x = 1.5;
  CHECK(__enzyme_autodiff((void *)f, enzyme_out, x), 1 + 4 * x);
  DONE();
}
