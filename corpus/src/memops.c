/* Struct values across calls (sret / byval / aggregates in registers),
 * memcpy/memset/memmove, large stack objects, VLAs (stacksave/restore). */
#include <stdio.h>
#include <string.h>

struct big { long a[8]; double d; };
struct small { int x; float y; };
struct pair { double a, b; };

struct big make_big(long seed) {
  struct big b;
  for (int i = 0; i < 8; i++) b.a[i] = seed * (i + 1);
  b.d = seed / 4.0;
  return b;
}

long sum_big(struct big b) {
  long s = 0;
  for (int i = 0; i < 8; i++) s += b.a[i];
  return s + (long)b.d;
}

struct small mk_small(int x) { struct small s = {x, x * 0.5f}; return s; }
struct pair mk_pair(double a) { struct pair p = {a, -a}; return p; }

double vla_sum(int n) {
  double v[n];
  for (int i = 0; i < n; i++) v[i] = i * 0.25;
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

int main(void) {
  struct big b = make_big(3);
  printf("sum_big=%ld\n", sum_big(b));
  struct small s = mk_small(9);
  struct pair p = mk_pair(1.5);
  printf("small=%d %.2f pair=%.2f %.2f\n", s.x, s.y, p.a, p.b);
  char buf[32];
  memset(buf, 'x', sizeof buf);
  memcpy(buf, "abcdefgh", 8);
  memmove(buf + 2, buf, 6);
  buf[12] = 0;
  printf("buf=%s\n", buf);
  struct big c;
  memcpy(&c, &b, sizeof b);
  printf("copy=%ld vla=%.2f\n", c.a[7], vla_sum(17));
  return 0;
}
