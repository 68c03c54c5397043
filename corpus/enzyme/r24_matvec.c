// y = A x; loss = sum y_i^2: gradients with respect to A and x.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
#define N 3
static double loss(const double *A, const double *x) {
  double s = 0;
  for (int i = 0; i < N; i++) {
    double y = 0;
    for (int j = 0; j < N; j++)
      y += A[i * N + j] * x[j];
    s += y * y;
  }
  return s;
}
int main(void) {
  double A[N * N] = {1, 2, 0, -1, 0.5, 3, 2, 1, 1}, x[N] = {0.5, -1, 2};
  double dA[N * N] = {0}, dx[N] = {0};
  __enzyme_autodiff((void *)loss, enzyme_dup, A, dA, enzyme_dup, x, dx);
  double y[N];
  for (int i = 0; i < N; i++) {
    y[i] = 0;
    for (int j = 0; j < N; j++)
      y[i] += A[i * N + j] * x[j];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      CHECK(dA[i * N + j], 2 * y[i] * x[j]);
  for (int j = 0; j < N; j++) {
    double w = 0;
    for (int i = 0; i < N; i++)
      w += 2 * y[i] * A[i * N + j];
    CHECK(dx[j], w);
  }
  DONE();
}
