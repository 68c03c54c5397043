// Two float partials: struct {float, float} is returned in one vector
// register (<2 x float>).
#include "check.h"
typedef struct { float dx, dy; } GradF;
extern GradF __enzyme_autodiff(float (*)(float, float), ...);
static float f(float x, float y) { return sinf(x) * y + y * y; }
int main(void) {
  float x = 0.5f, y = 2.0f;
  GradF g = __enzyme_autodiff(f, enzyme_out, x, enzyme_out, y);
  CHECK_TOL(g.dx, cos(0.5) * 2.0, 1e-6);
  CHECK_TOL(g.dy, sin(0.5) + 4.0, 1e-6);
  DONE();
}
