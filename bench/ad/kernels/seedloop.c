// (f) the seed function a*cos(w*t+p) (Numba's cfunc, here in C), called
// 10^7 times in a loop over t; the call is kept (noinline) so that the
// gradient's per-call cost is measured.
#include <math.h>
__attribute__((noinline)) static double seed(double a, double w, double p, double t) {
  return a * cos(w * t + p);
}
double seedloop(double a, double w, double p, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) s += seed(a, w, p, (double)i * 1e-6);
  return s;
}
