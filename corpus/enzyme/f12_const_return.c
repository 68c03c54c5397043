// enzyme_const_return in forward mode: only output memory carries
// tangents; the call returns nothing.
#include "check.h"
extern void __enzyme_fwddiff(void *, ...);
static double f(double x, double *out) {
  *out = x * x * x;
  return x;
}
int main(void) {
  double out = 0, dout = 0;
  __enzyme_fwddiff((void *)f, enzyme_const_return, enzyme_dup, 2.0, 1.0, enzyme_dup, &out, &dout);
  CHECK(out, 8);
  CHECK(dout, 12);
  DONE();
}
