// float memory: enzyme_dup on float arrays, in reverse and forward mode.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
extern float __enzyme_fwddiff(void *, ...);
static float norm1s(const float *x, int n) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * x[i] * 0.5f + sinf(x[i]);
  return s;
}
int main(void) {
  float x[4] = {0.5f, -1, 2, 0.25f}, dx[4] = {0}, t[4] = {1, 0, 0.5f, 0};
  __enzyme_autodiff((void *)norm1s, enzyme_dup, x, dx, enzyme_const, 4);
  double dir = 0;
  for (int i = 0; i < 4; i++) {
    CHECK_TOL(dx[i], x[i] + cos(x[i]), 1e-6);
    dir += t[i] * (x[i] + cos(x[i]));
  }
  float d = __enzyme_fwddiff((void *)norm1s, enzyme_dup, x, t, enzyme_const, 4);
  CHECK_TOL(d, dir, 1e-6);
  DONE();
}
