// Primal and shadow arrays allocated on the heap by the caller.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
static double dot_self(const double *a, const double *b, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
int main(void) {
  int n = 7;
  double *a = (double *)malloc(n * sizeof(double)), *b = (double *)malloc(n * sizeof(double));
  double *da = (double *)calloc(n, sizeof(double)), *db = (double *)calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i * 0.5 - 1;
    b[i] = 2.0 / (i + 1);
  }
  __enzyme_autodiff((void *)dot_self, enzyme_dup, a, da, enzyme_dup, b, db, enzyme_const, n);
  for (int i = 0; i < n; i++) {
    CHECK(da[i], b[i]);
    CHECK(db[i], a[i]);
  }
  free(a);
  free(b);
  free(da);
  free(db);
  DONE();
}
