// The adapter test's C++ program: a destructor in scope makes clang call
// the Enzyme entry points with invoke (exceptions enabled).
#include <stdio.h>
extern "C" {
extern int enzyme_out, enzyme_const, enzyme_dup;
double __enzyme_autodiff(void *, ...);
struct D2 {
  double a, b;
};
D2 __enzyme_autodiff_d2(void *, ...);
double __enzyme_fwddiff(void *, ...);
double mul2(double x, double y) { return x * y; }
double sq2(double *x) { return x[0] * x[1]; }
}
struct Buffer {
  double *p;
  explicit Buffer(int n) : p(new double[n]()) {}
  ~Buffer() { delete[] p; }
};
int main() {
  Buffer b(2), db(2);
  b.p[0] = 3;
  b.p[1] = 4;
  int bad = 0;
  double d = 0;
  try {
    d = __enzyme_autodiff((void *)mul2, enzyme_out, 3.0, enzyme_const, 5.0);
  } catch (...) {
    return 3;
  }
  bad += d != 5.0;
  D2 r = __enzyme_autodiff_d2((void *)mul2, 3.0, 5.0);
  bad += r.a != 5.0 || r.b != 3.0;
  __enzyme_autodiff((void *)sq2, enzyme_dup, b.p, db.p);
  bad += db.p[0] != 4.0 || db.p[1] != 3.0;
  bad += __enzyme_fwddiff((void *)mul2, 3.0, 1.0, 5.0, 0.0) != 5.0;
  if (bad)
    printf("%d wrong\n", bad);
  return bad;
}
