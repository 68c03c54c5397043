// (b) dense matrix-vector product with a squared-norm loss:
// L = sum_i (sum_j A[i][j] x[j])^2, A row-major n x n.
double matvec(const double *A, const double *x, long n) {
  double L = 0;
  for (long i = 0; i < n; i++) {
    double y = 0;
    for (long j = 0; j < n; j++) y += A[i * n + j] * x[j];
    L += y * y;
  }
  return L;
}
