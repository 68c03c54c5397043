// (a) sum_i sin(x[i]) * x[i]
#include <math.h>
double sinx(const double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) s += sin(x[i]) * x[i];
  return s;
}
