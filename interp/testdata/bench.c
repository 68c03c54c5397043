/* Loop-heavy benchmark for the interpreter (see bench_test.go): a prime
 * sieve, a dense matrix product, a recursive Fibonacci and an insertion
 * sort, each printed so the work cannot be optimised away. */
#include <stdio.h>

static char flags[3000000];
static double a[80][80], b[80][80], c[80][80];
static int v[4000];

static int sieve(int n) {
  int count = 0;
  for (int i = 2; i < n; i++) flags[i] = 1;
  for (int i = 2; i < n; i++) {
    if (!flags[i]) continue;
    count++;
    for (int j = 2 * i; j < n; j += i) flags[j] = 0;
  }
  return count;
}

static double matmul(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      a[i][j] = (i + 1) * 0.5 + j;
      b[i][j] = (i == j) + 0.25 * j;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  double t = 0;
  for (int i = 0; i < n; i++) t += c[i][i];
  return t;
}

static unsigned fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static long isort(int n) {
  unsigned x = 12345;
  for (int i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    v[i] = (int)(x >> 8) % 10000;
  }
  for (int i = 1; i < n; i++) {
    int k = v[i], j = i - 1;
    while (j >= 0 && v[j] > k) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = k;
  }
  long s = 0;
  for (int i = 0; i < n; i += 100) s += v[i];
  return s;
}

int main(void) {
  printf("primes=%d\n", sieve(3000000));
  printf("trace=%.3f\n", matmul(80));
  printf("fib=%u\n", fib(27));
  printf("isort=%ld\n", isort(4000));
  return 0;
}
