// C++: a matrix class template with heap storage and a product; the
// gradient of trace(A B A^T) with respect to A is A (B + B^T).
#include "check.h"
extern "C" void __enzyme_autodiff(void *, ...);
template <int N> class Matrix {
public:
  Matrix() : a_(new double[N * N]()) {}
  ~Matrix() { delete[] a_; }
  double &at(int i, int j) { return a_[i * N + j]; }
  double get(int i, int j) const { return a_[i * N + j]; }
  double *raw() { return a_; }

private:
  double *a_;
  Matrix(const Matrix &);
  Matrix &operator=(const Matrix &);
};
template <int N> static double trace_abat(const double *A, const double *B) {
  double t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        t += A[i * N + j] * B[j * N + k] * A[i * N + k];
  return t;
}
int main() {
  const int N = 3;
  Matrix<N> A, B, dA;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A.at(i, j) = 0.5 * i - 0.25 * j + 0.1;
      B.at(i, j) = (i == j ? 2.0 : 0.0) + 0.3 * i * j - 0.1 * j;
    }
  __enzyme_autodiff((void *)trace_abat<N>, enzyme_dup, A.raw(), dA.raw(), enzyme_const, B.raw());
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double want = 0;
      for (int k = 0; k < N; k++)
        want += A.get(i, k) * (B.get(k, j) + B.get(j, k));
      CHECK(dA.get(i, j), want);
    }
  DONE();
}
