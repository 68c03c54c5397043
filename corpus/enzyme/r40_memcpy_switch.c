// memcpy of active data, a switch, fmax/fmin and an int-to-float
// conversion inside the differentiated function.
#include "check.h"
#include <string.h>
extern void __enzyme_autodiff(void *, ...);
static double f(const double *x, int mode) {
  double tmp[4];
  memcpy(tmp, x, sizeof tmp);
  double s = 0;
  for (int i = 0; i < 4; i++) {
    switch ((i + mode) % 3) {
    case 0:
      s += tmp[i] * tmp[i];
      break;
    case 1:
      s += fmax(tmp[i], 0.5) * (double)i;
      break;
    default:
      s += fmin(tmp[i], 1.0) * 3;
    }
  }
  return s;
}
int main(void) {
  double x[4] = {0.25, 2, 0.75, -1}, dx[4] = {0};
  __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, 1);
  // mode 1: i=0 -> case 1, i=1 -> case 2, i=2 -> case 0, i=3 -> case 1
  CHECK(dx[0], x[0] > 0.5 ? 0 : 0);          // fmax picks 0.5, times i=0
  CHECK(dx[1], x[1] < 1.0 ? 3 : 0);          // fmin picks 1.0: constant
  CHECK(dx[2], 2 * x[2]);
  CHECK(dx[3], x[3] > 0.5 ? 3 : 0);          // fmax picks 0.5: constant
  DONE();
}
