/* K&R-style C: unprototyped declarations called before (and differently
 * from) their prototyped definitions. The call `f(&l)` passes a `long *`
 * where the definition takes an `int *`: a "harmless" call-signature
 * mismatch that opaque-pointer IR hides and typed IR shows as a bitcast of
 * the callee. Old-style definitions promote float to double. */
#include <stdio.h>

int f();
double scale();
int count();

int main(void) {
  long l = 41;
  int r = f(&l);
  printf("f=%d l=%ld\n", r, l);
  printf("scale=%.3f\n", scale(3, 1.5f));
  printf("count=%d\n", count("abcdef", 'c'));
  return 0;
}

int f(int *p) {
  *p += 1;
  return *p * 2;
}

double scale(n, x)
int n;
float x;
{
  return n * x;
}

int count(s, c)
char *s;
int c;
{
  int n = 0;
  while (*s && *s != c) { s++; n++; }
  return n;
}
