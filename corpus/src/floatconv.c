/* Floating point: float/double conversions, int<->fp, libm rounding and
 * min/max, fma, special values, comparisons with NaN. */
#include <math.h>
#include <stdio.h>

float to_float(double d) { return (float)d; }
long trunc_to_long(double d) { return (long)d; }
unsigned to_unsigned(float f) { return (unsigned)f; }
double from_u64(unsigned long long u) { return (double)u; }

double clampd(double x, double lo, double hi) { return fmin(fmax(x, lo), hi); }

double smooth(double x) { return x < 0 ? exp(x) - 1 : x; }

int classify(double x) {
  if (isnan(x)) return 0;
  if (isinf(x)) return 1;
  if (x == 0) return 2;
  return 3;
}

int main(void) {
  printf("f=%.9g l=%ld u=%u\n", to_float(0.1), trunc_to_long(-3.99), to_unsigned(7.9f));
  printf("u64=%.1f\n", from_u64(18446744073709551615ULL));
  printf("round=%.1f %.1f %.1f %.1f\n", floor(-2.5), ceil(-2.5), round(-2.5), trunc(-2.5));
  printf("clamp=%.2f %.2f\n", clampd(5, 0, 1), clampd(-1, 0, 1));
  printf("fma=%.17g\n", fma(0.1, 10.0, -1.0));
  printf("smooth=%.6f %.6f\n", smooth(-1), smooth(2));
  double z = 0.0;
  printf("class=%d %d %d %d\n", classify(z / z), classify(1 / z), classify(z), classify(2));
  printf("nan<1=%d fabs=%.2f copysign=%.2f\n", (z / z) < 1, fabs(-3.25), copysign(2, -0.0));
  printf("hypot=%.6f atan2=%.6f\n", hypot(3, 4), atan2(1, -1));
  return 0;
}
