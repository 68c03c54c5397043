// C++ templates: a function template instantiated for double and a
// class template with a compile-time size.
#include "check.h"
extern "C" void __enzyme_autodiff(void *, ...);
extern "C" double __enzyme_autodiff_d(void *, ...);
template <typename T> T cube_sum(const T *x, int n) {
  T s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i] * x[i];
  return s;
}
template <int N> struct Poly {
  double c[N];
  double operator()(double x) const {
    double s = 0;
    for (int i = N - 1; i >= 0; i--)
      s = s * x + c[i];
    return s;
  }
};
static double poly4(double x) {
  Poly<4> p = {{1, 2, 3, 4}};
  return p(x);
}
int main() {
  double x[3] = {1, -2, 0.5}, dx[3] = {0};
  __enzyme_autodiff((void *)cube_sum<double>, enzyme_dup, x, dx, enzyme_const, 3);
  for (int i = 0; i < 3; i++)
    CHECK(dx[i], 3 * x[i] * x[i]);
  double t = 0.3;
  CHECK(__enzyme_autodiff_d((void *)poly4, enzyme_out, t), 2 + 6 * t + 12 * t * t);
  DONE();
}
