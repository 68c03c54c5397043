/* 2-D arrays: fixed-size matrices, matmul, transpose, VLA parameters. */
#include <stdio.h>

#define N 6

double A[N][N], B[N][N], C[N][N];

void matmul(const double a[N][N], const double b[N][N], double c[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

void transpose(int n, double m[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

double trace(int n, double m[n][n]) {
  double t = 0;
  for (int i = 0; i < n; i++) t += m[i][i];
  return t;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = i + 0.5 * j;
      B[i][j] = (i == j) ? 2.0 : 0.1 * (i - j);
    }
  matmul((const double (*)[N])A, (const double (*)[N])B, C);
  transpose(N, C);
  printf("trace=%.4f c01=%.4f c10=%.4f\n", trace(N, C), C[0][1], C[1][0]);
  int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
  int s = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) s += grid[i][j] * (i + 1);
  printf("grid=%d\n", s);
  return 0;
}
