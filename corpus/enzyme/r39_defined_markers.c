// The program defines the marker globals itself (as many Enzyme examples
// do) instead of declaring them extern.
#include <math.h>
#include <stdio.h>
int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double da, db; } Grad2;
extern Grad2 __enzyme_autodiff(void *, ...);
static double f(double a, const double *x, double b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a * x[i] + b * b;
  return s;
}
int main(void) {
  double x[3] = {1, 2, 3}, dx[3] = {0};
  Grad2 g = __enzyme_autodiff((void *)f, enzyme_out, 2.0, enzyme_dup, x, dx, enzyme_out, 0.5, enzyme_const, 3);
  int bad = fabs(g.da - 6) > 1e-12 || fabs(g.db - 3) > 1e-12;
  for (int i = 0; i < 3; i++)
    bad += fabs(dx[i] - 2) > 1e-12;
  if (bad)
    printf("wrong: %g %g %g %g %g\n", g.da, g.db, dx[0], dx[1], dx[2]);
  return bad != 0;
}
