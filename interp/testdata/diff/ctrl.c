/* Control flow and calls: dense and sparse switches, computed goto
 * (indirectbr), function pointers, varargs of every class (struct by
 * value, doubles past the eight SSE registers, va_copy), struct returns,
 * byval arguments, alloca'd VLAs. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct small { int a; float b; };
struct pair { double x, y; };
struct big { long v[6]; char tag[8]; };

static struct big make_big(int k) {
  struct big b;
  for (int i = 0; i < 6; i++) b.v[i] = k * 10 + i;
  memset(b.tag, 0, sizeof b.tag);
  strcpy(b.tag, "big");
  b.tag[3] = '0' + k;
  return b;
}

static long sum_big(struct big b) { long s = 0; for (int i = 0; i < 6; i++) s += b.v[i]; b.v[0] = -1; return s; }
static struct pair swap(struct pair p) { struct pair q = {p.y, p.x}; return q; }

static double vsum(int n, ...) {
  va_list ap, cp;
  va_start(ap, n);
  va_copy(cp, ap);
  double s = 0;
  for (int i = 0; i < n; i++) {
    switch (va_arg(ap, int)) {
    case 'i': s += va_arg(ap, int); break;
    case 'l': s += va_arg(ap, long); break;
    case 'd': s += va_arg(ap, double); break;
    case 's': { struct small m = va_arg(ap, struct small); s += m.a * 100 + m.b; break; }
    case 'p': { struct pair p = va_arg(ap, struct pair); s += p.x - p.y; break; }
    case 'b': { struct big b = va_arg(ap, struct big); s += b.v[5] + b.tag[3]; break; }
    case 'c': s += strlen(va_arg(ap, const char *)); break;
    }
  }
  double first = va_arg(cp, int);
  va_end(cp);
  va_end(ap);
  return s * 1000 + first;
}

static const char *dense(int x) {
  switch (x) {
  case 0: return "zero"; case 1: return "one"; case 2: return "two"; case 3: return "three";
  case 4: return "four"; case 5: return "five"; case 6: return "six"; default: return "many";
  }
}

static int sparse(long x) {
  switch (x) {
  case -1000000000000L: return 1;
  case 7: return 2;
  case 1L << 40: return 3;
  case 99999: return 4;
  }
  return 0;
}

static int run_ops(const unsigned char *code) {
  static void *tab[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_end};
  int acc = 1;
  goto *tab[*code++];
op_inc: acc += 1; goto *tab[*code++];
op_dbl: acc *= 2; goto *tab[*code++];
op_neg: acc = -acc; goto *tab[*code++];
op_end: return acc;
}

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static binop pick(int i) { static const binop t[] = {add, sub, mul}; return t[i % 3]; }

static int vla(int n) {
  int v[n];
  for (int i = 0; i < n; i++) v[i] = i * i;
  int s = 0;
  for (int i = n - 1; i >= 0; i--) s += v[i];
  return s;
}

static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }

int main(void) {
  struct small m = {3, 0.5f};
  struct pair p = {10.0, 2.5};
  struct big b = make_big(4);
  printf("vsum=%.3f\n", vsum(9, 'i', 5, 'l', 7L, 'd', 1.25, 's', m, 'p', p, 'b', b, 'c', "four", 'd', 2.0, 'i', -3));
  printf("many=%.3f\n", vsum(12, 'd', 1.0, 'd', 2.0, 'd', 3.0, 'd', 4.0, 'd', 5.0, 'd', 6.0, 'd', 7.0, 'd', 8.0, 'd', 9.0, 'd', 10.0, 'i', 11, 'l', 12L));
  printf("big=%ld %ld %s\n", sum_big(b), b.v[0], b.tag);
  struct pair q = swap(p);
  printf("swap=%g %g\n", q.x, q.y);
  for (int i = -1; i < 9; i++) printf("%s ", dense(i));
  printf("| %d %d %d %d %d\n", sparse(-1000000000000L), sparse(7), sparse(1L << 40), sparse(99999), sparse(8));
  const unsigned char prog[] = {0, 1, 1, 2, 0, 1, 3};
  printf("ops=%d\n", run_ops(prog));
  int acc = 0;
  for (int i = 0; i < 7; i++) acc = pick(i)(acc, i + 2);
  printf("fp=%d vla=%d ack=%d\n", acc, vla(17), ack(2, 5));
  return 0;
}
