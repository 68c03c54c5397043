// Forward mode on arrays: input tangent memory, output tangent memory.
#include "check.h"
extern void __enzyme_fwddiff(void *, ...);
static void f(const double *x, double *y, int n) {
  for (int i = 0; i < n; i++)
    y[i] = x[i] * x[i] + (i > 0 ? x[i - 1] : 0);
}
int main(void) {
  double x[4] = {1, 2, 3, 4}, dx[4] = {1, 0.5, -1, 2}, y[4], dy[4] = {0};
  __enzyme_fwddiff((void *)f, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, 4);
  for (int i = 0; i < 4; i++) {
    CHECK(dy[i], 2 * x[i] * dx[i] + (i > 0 ? dx[i - 1] : 0));
    CHECK(y[i], x[i] * x[i] + (i > 0 ? x[i - 1] : 0));
  }
  DONE();
}
