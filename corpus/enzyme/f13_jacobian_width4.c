// enzyme_width 4 in forward mode: the whole 4x4 Jacobian of a map in one
// call, columns in four tangent buffers.
#include "check.h"
extern void __enzyme_fwddiff(void *, ...);
static void rot(const double *x, double *y) {
  double c = cos(x[3]), s = sin(x[3]);
  y[0] = c * x[0] - s * x[1];
  y[1] = s * x[0] + c * x[1];
  y[2] = x[2] * x[2];
  y[3] = x[0] * x[1] * x[2];
}
int main(void) {
  double x[4] = {0.5, -1, 2, 0.3}, y[4];
  double e[4][4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}, J[4][4] = {{0}};
  __enzyme_fwddiff((void *)rot, enzyme_width, 4, enzyme_dup, x, e[0], e[1], e[2], e[3], enzyme_dupnoneed, y, J[0], J[1],
                   J[2], J[3]);
  double c = cos(x[3]), s = sin(x[3]);
  double want[4][4] = {// want[col][row] = dy_row / dx_col
                       {c, s, 0, x[1] * x[2]},
                       {-s, c, 0, x[0] * x[2]},
                       {0, 0, 2 * x[2], x[0] * x[1]},
                       {-s * x[0] - c * x[1], c * x[0] - s * x[1], 0, 0}};
  for (int col = 0; col < 4; col++)
    for (int row = 0; row < 4; row++)
      CHECK(J[col][row], want[col][row]);
  DONE();
}
