/* Function pointers: tables, callbacks, indirect calls, returning fn ptrs. */
#include <stdio.h>

typedef double (*unop)(double);
typedef int (*binop)(int, int);

static double twice(double x) { return 2 * x; }
static double square(double x) { return x * x; }
static double negate(double x) { return -x; }
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static const unop table[] = {twice, square, negate};
struct op { const char *name; binop fn; };
static struct op ops[] = {{"add", add}, {"mul", mul}};

double apply_all(double x) {
  for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++) x = table[i](x);
  return x;
}

int fold(binop f, const int *v, int n, int init) {
  for (int i = 0; i < n; i++) init = f(init, v[i]);
  return init;
}

binop pick(const char *name) {
  return name[0] == 'a' ? ops[0].fn : ops[1].fn;
}

int main(void) {
  int v[] = {1, 2, 3, 4, 5};
  printf("apply_all(3)=%.3f\n", apply_all(3));
  for (int i = 0; i < 2; i++)
    printf("%s=%d\n", ops[i].name, fold(ops[i].fn, v, 5, i));
  printf("pick=%d\n", pick("mul")(6, 7));
  return 0;
}
