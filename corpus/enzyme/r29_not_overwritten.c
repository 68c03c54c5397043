// enzyme_not_overwritten prefixes another marker; enzyme_runtime_activity
// and enzyme_strong_zero are accepted hints.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double f(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += cos(x[i]);
  return s;
}
int main(void) {
  double x[3] = {0.1, 0.2, 0.3}, dx[3] = {0};
  __enzyme_autodiff((void *)f, enzyme_runtime_activity, enzyme_strong_zero, enzyme_not_overwritten, enzyme_dup, x, dx,
                    enzyme_not_overwritten, enzyme_const, 3);
  for (int i = 0; i < 3; i++)
    CHECK(dx[i], -sin(x[i]));
  DONE();
}
