/* Floating point: arithmetic, conversions, half precision, special values
 * and how printf shows them, the libm functions that are exact in IEEE. */
#include <math.h>
#include <stdio.h>

__attribute__((noinline)) double dop(int k, double a, double b) {
  switch (k) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return a / b;
  default: return fmod(a, b);
  }
}

__attribute__((noinline)) float fop(int k, float a, float b) {
  switch (k) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return a / b;
  default: return fmodf(a, b);
  }
}

__attribute__((noinline)) _Float16 hop(int k, _Float16 a, _Float16 b) {
  switch (k) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  default: return a / b;
  }
}

int main(void) {
  volatile double ds[] = {0.0, -0.0, 1.0, -2.5, 0.1, 1e308, 5e-324, 3.141592653589793, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, 7.0};
  int n = sizeof ds / sizeof ds[0];
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 5; k++) printf("%a ", dop(k, ds[i], ds[j]));
    printf("\n");
  }
  volatile float fs[] = {0.0f, -0.0f, 1.0f, 0.1f, 3.4e38f, 1e-45f, 16777217.0f, -7.25f};
  int nf = sizeof fs / sizeof fs[0];
  for (int i = 0; i < nf; i++) {
    for (int j = 0; j < nf; j++)
      for (int k = 0; k < 5; k++) printf("%a ", (double)fop(k, fs[i], fs[j]));
    printf("\n");
  }
  volatile _Float16 hs[] = {0.0f16, 1.0f16, 0.1f16, 65504.0f16, -3.5f16, 6.1e-5f16};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      for (int k = 0; k < 4; k++) printf("%a ", (double)hop(k, hs[i], hs[j]));
  printf("\n");
  for (int i = 0; i < n; i++) {
    double d = ds[i];
    float f = (float)d;
    printf("conv %a %a %a", (double)f, (double)(_Float16)d, (double)(float)(_Float16)f);
    if (fabs(d) < 9e18) printf(" %lld %llu", (long long)d, (unsigned long long)fabs(d));
    if (fabs(d) < 2e9) printf(" %d %u %hd", (int)d, (unsigned)fabs(d), (short)(d / 1e6));
    printf(" | %f %e %g %.0f %.17g %10.3e|%-12.4g|%+.2f|% .1f\n", d, d, d, d, d, d, d, d, d);
  }
  volatile long long ll[] = {0, 1, -1, 9007199254740993LL, -9007199254740993LL, 0x7fffffffffffffffLL};
  for (int i = 0; i < 6; i++)
    printf("i2f %a %a %a %a\n", (double)ll[i], (double)(float)ll[i], (double)(unsigned long long)ll[i], (double)(float)(unsigned long long)ll[i]);
  double x = 2.5;
  printf("round %.1f %.1f %.1f %.1f %.1f %.1f\n", floor(-x), ceil(-x), round(-x), trunc(-x), rint(-x), nearbyint(x));
  printf("round2 %.1f %.1f %ld %lld\n", rint(3.5), round(0.49999999999999994), lround(-2.5), llrint(2.5));
  printf("exact %a %a %a %a %a\n", sqrt(2.0), sqrt(1e-310), fma(0.1, 10.0, -1.0), fmin(-0.0, 0.0), fmax(NAN, 3.0));
  printf("exact2 %a %a %a %a\n", ldexp(1.5, -1074), ldexp(0.75, 1024), copysign(3.0, -0.0), fabs(-0.0));
  int e;
  double fr = frexp(1e100, &e);
  double ip, fp = modf(-3.75, &ip);
  printf("frexp %a %d modf %a %a remainder %a %a\n", fr, e, fp, ip, remainder(10.0, 3.0), remainder(-11.0, 4.0));
  printf("cmp %d %d %d %d %d\n", 0.0 / 0.0 == 0.0 / 0.0, 0.0 == -0.0, 1.0 < 0.0 / 0.0, isnan(sqrt(-1.0)), isinf(exp(1000.0)));
  printf("nan %f %e %g %a %F %E\n", 0.0 / 0.0, -(0.0 / 0.0), sqrt(-1.0), fabs(0.0 / 0.0), 1.0 / 0.0, -1.0 / 0.0);
  printf("ties %.0f %.0f %.0f %.1f %.1f %.2f %.3e\n", 0.5, 1.5, 2.5, 0.25, 0.35, 1.005, 12345.5);
  printf("small %g %g %g %g %.3g %#g %#.3g %g\n", 1e-5, 123456.0, 1234567.0, 0.0001, 1e-10, 1.0, 2.0, 100000.0);
  printf("hex %a %a %.2a %.0a %A %a %#a\n", 1.0, -0.1, 1.0 / 3, 1.5, 255.5, 5e-324, 2.0);
  return 0;
}
