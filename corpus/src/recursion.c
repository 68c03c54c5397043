/* Recursion: plain, mutual, tail, and deep-ish (Ackermann). */
#include <stdio.h>

unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static int moves;
void hanoi(int n, int from, int to, int via) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to);
  moves++;
  hanoi(n - 1, via, to, from);
}

double power(double x, int n) {
  if (n == 0) return 1;
  double h = power(x, n / 2);
  return n % 2 ? h * h * x : h * h;
}

int main(void) {
  printf("fib(20)=%lu\n", fib(20));
  printf("even(17)=%d odd(17)=%d\n", is_even(17), is_odd(17));
  printf("gcd=%ld\n", gcd(1071, 462));
  printf("ack(2,3)=%d\n", ack(2, 3));
  hanoi(8, 1, 3, 2);
  printf("hanoi moves=%d\n", moves);
  printf("power=%.3f\n", power(1.5, 11));
  return 0;
}
