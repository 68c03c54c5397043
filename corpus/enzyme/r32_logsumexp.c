// log-sum-exp: its gradient is the softmax.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double lse(const double *x, int n) {
  double m = x[0];
  for (int i = 1; i < n; i++)
    if (x[i] > m)
      m = x[i];
  double s = 0;
  for (int i = 0; i < n; i++)
    s += exp(x[i] - m);
  return m + log(s);
}
int main(void) {
  double x[5] = {1, 3, -2, 0.5, 2.5}, dx[5] = {0};
  __enzyme_autodiff((void *)lse, enzyme_dup, x, dx, enzyme_const, 5);
  double s = 0;
  for (int i = 0; i < 5; i++)
    s += exp(x[i]);
  for (int i = 0; i < 5; i++)
    CHECK(dx[i], exp(x[i]) / s);
  DONE();
}
