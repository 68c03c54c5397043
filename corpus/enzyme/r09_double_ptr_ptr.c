// enzyme_dup on a double ** (an array of row pointers) with a shadow of
// the same shape.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double frob(double **m, int rows, int cols) {
  double s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      s += m[i][j] * m[i][j] * (i + 1);
  return s;
}
int main(void) {
  double r0[3] = {1, 2, 3}, r1[3] = {-1, 0.5, 4};
  double d0[3] = {0}, d1[3] = {0};
  double *m[2] = {r0, r1}, *dm[2] = {d0, d1};
  __enzyme_autodiff((void *)frob, enzyme_dup, m, dm, enzyme_const, 2, enzyme_const, 3);
  for (int j = 0; j < 3; j++) {
    CHECK(d0[j], 2 * r0[j]);
    CHECK(d1[j], 4 * r1[j]);
  }
  DONE();
}
