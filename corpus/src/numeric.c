/* Numeric kernels: loops over double arrays, libm calls, reductions. */
#include <math.h>
#include <stdio.h>

#define N 64

static double signal(double a, double w, double p, double t) {
  return a * cos(w * t + p);
}

double dot(const double *x, const double *y, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

void axpy(int n, double a, const double *x, double *y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

double norm2(const double *x, int n) { return sqrt(dot(x, x, n)); }

double softplus_sum(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += log(1.0 + exp(x[i]));
  return s;
}

double horner(const double *c, int n, double x) {
  double r = 0;
  for (int i = n - 1; i >= 0; i--)
    r = r * x + c[i];
  return r;
}

int main(void) {
  double x[N], y[N];
  for (int i = 0; i < N; i++) {
    double t = i / (double)N;
    x[i] = signal(1.5, 2.0, 0.25, t);
    y[i] = pow(t, 1.5) + sqrt(t + 1.0);
  }
  axpy(N, 0.5, x, y);
  double c[4] = {1.0, -0.5, 0.25, 0.125};
  printf("dot=%.6f\n", dot(x, y, N));
  printf("norm=%.6f\n", norm2(y, N));
  printf("softplus=%.6f\n", softplus_sum(x, N));
  printf("horner=%.6f\n", horner(c, 4, 0.75));
  printf("f(1,1,1,1)=%.6f\n", signal(1, 1, 1, 1));
  return 0;
}
