// Forward mode through a struct pointer.
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
typedef struct { double m, k, c; } Spring;
static double energy(const Spring *s, double x, double v) { return 0.5 * s->k * x * x + 0.5 * s->m * v * v + s->c * x * v; }
int main(void) {
  Spring s = {2, 5, 0.25}, ds = {0, 1, 0};
  double x = 0.3, v = -1;
  // d/dk
  CHECK(__enzyme_fwddiff((void *)energy, enzyme_dup, &s, &ds, enzyme_const, x, enzyme_const, v), 0.5 * x * x);
  Spring zero = {0, 0, 0};
  // d/dx
  CHECK(__enzyme_fwddiff((void *)energy, enzyme_dup, &s, &zero, enzyme_dup, x, 1.0, enzyme_const, v), s.k * x + s.c * v);
  DONE();
}
