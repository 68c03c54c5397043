// C++: the entry points declared as templates (a mangled name containing
// __enzyme_autodiff / __enzyme_fwddiff; arguments keep their exact types,
// floats stay floats).
#include "check.h"
template <typename R, typename... Args> R __enzyme_autodiff(void *, Args...);
template <typename R, typename... Args> R __enzyme_fwddiff(void *, Args...);
struct GradF {
  float dx, dy;
};
static float f(float x, float y) { return x * x * y - y; }
static double g(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += sin(v[i]);
  return s;
}
int main() {
  GradF r = __enzyme_autodiff<GradF>((void *)f, enzyme_out, 1.5f, enzyme_out, 2.0f);
  CHECK_TOL(r.dx, 2 * 1.5 * 2.0, 1e-6);
  CHECK_TOL(r.dy, 1.5 * 1.5 - 1, 1e-6);
  double v[3] = {0.1, 0.2, 0.3}, dv[3] = {1, 1, 1};
  double t = __enzyme_fwddiff<double>((void *)g, enzyme_dup, v, dv, enzyme_const, 3);
  CHECK(t, cos(0.1) + cos(0.2) + cos(0.3));
  DONE();
}
