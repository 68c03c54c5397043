/* Variadic functions: va_list, va_arg of int/double/pointers, vprintf. */
#include <stdarg.h>
#include <stdio.h>

double sum_doubles(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

int count_strings(const char *first, ...) {
  va_list ap;
  int n = 0;
  va_start(ap, first);
  for (const char *s = first; s; s = va_arg(ap, const char *)) n++;
  va_end(ap);
  return n;
}

static void logf_(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("[log] ");
  vprintf(fmt, ap);
  va_end(ap);
}

long mixed(int n, ...) {
  va_list ap, copy;
  va_start(ap, n);
  va_copy(copy, ap);
  long s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long);
  for (int i = 0; i < n; i++) s += va_arg(copy, long);
  va_end(copy);
  va_end(ap);
  return s;
}

int main(void) {
  printf("sum=%.2f\n", sum_doubles(4, 1.5, 2.5, 3.0, 4.0));
  printf("count=%d\n", count_strings("a", "b", "c", (char *)0));
  logf_("%d-%s-%.1f\n", 7, "x", 0.5);
  printf("mixed=%ld\n", mixed(3, 10L, 20L, 30L));
  return 0;
}
