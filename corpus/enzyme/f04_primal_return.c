// enzyme_primal_return in forward mode: {primal, tangent}.
#include "check.h"
typedef struct { double primal, tangent; } Dual;
extern Dual __enzyme_fwddiff(void *, ...);
static double f(double x) { return log(1 + x * x); }
int main(void) {
  double x = 0.8;
  Dual d = __enzyme_fwddiff((void *)f, enzyme_primal_return, enzyme_dup, x, 1.0);
  CHECK(d.primal, log(1 + x * x));
  CHECK(d.tangent, 2 * x / (1 + x * x));
  DONE();
}
