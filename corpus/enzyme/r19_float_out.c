// A float function: the variadic call promotes the float arguments to
// double; the single partial is read as a float.
#include "check.h"
extern float __enzyme_autodiff(void *, ...);
static float f(float x, float y) { return x * x * y; }
int main(void) {
  float x = 1.5f, y = -2.0f;
  float d = __enzyme_autodiff((void *)f, enzyme_out, x, enzyme_const, y);
  CHECK_TOL(d, 2 * 1.5 * -2.0, 1e-6);
  DONE();
}
