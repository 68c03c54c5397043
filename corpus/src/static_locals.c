/* Static locals, counters, memoisation tables, internal linkage. */
#include <stdio.h>

int counter(void) {
  static int n = 0;
  return ++n;
}

unsigned long long memo_fib(int n) {
  static unsigned long long cache[64];
  static int init;
  if (!init) { cache[0] = 0; cache[1] = 1; init = 1; }
  if (n < 2) return cache[n];
  if (cache[n]) return cache[n];
  return cache[n] = memo_fib(n - 1) + memo_fib(n - 2);
}

const char *next_name(void) {
  static const char *names[] = {"red", "green", "blue"};
  static int i;
  const char *r = names[i];
  i = (i + 1) % 3;
  return r;
}

static double running_mean(double x) {
  static double sum;
  static long count;
  sum += x;
  return sum / ++count;
}

int main(void) {
  for (int i = 0; i < 3; i++) counter();
  printf("counter=%d\n", counter());
  printf("fib(60)=%llu\n", memo_fib(60));
  for (int i = 0; i < 4; i++) printf("%s ", next_name());
  printf("\n");
  double m = 0;
  for (int i = 1; i <= 10; i++) m = running_mean(i * 0.5);
  printf("mean=%.3f\n", m);
  return 0;
}
