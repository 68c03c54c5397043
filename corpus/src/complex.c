/* _Complex double: arithmetic, libm complex functions, struct-like ABI. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

_Complex double cmul(_Complex double a, _Complex double b) { return a * b; }
_Complex double cdiv(_Complex double a, _Complex double b) { return a / b; }

_Complex double rotate(_Complex double z, double theta) {
  return z * (cos(theta) + sin(theta) * I);
}

double poly_abs(_Complex double z) {
  _Complex double r = z * z * z - 2.0 * z + 1.0;
  return sqrt(creal(r) * creal(r) + cimag(r) * cimag(r));
}

int main(void) {
  _Complex double a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
  _Complex double m = cmul(a, b), d = cdiv(a, b);
  printf("mul=%.4f%+.4fi div=%.4f%+.4fi\n", creal(m), cimag(m), creal(d), cimag(d));
  _Complex double r = rotate(1.0, 0.5);
  printf("rot=%.6f%+.6fi abs=%.6f\n", creal(r), cimag(r), poly_abs(a));
  printf("conj=%.1f%+.1fi\n", creal(conj(a)), cimag(conj(a)));
  return 0;
}
