/* Globals initialised with pointer arithmetic, field addresses, arrays of
 * such pointers, string tables: constant expressions (gep/bitcast) in
 * initialisers. */
#include <stdio.h>

struct S { int a; int b; double c[4]; struct S *self; };

char buf[16] = "0123456789abcdef";
char *p = buf + 8;
struct S s = {1, 2, {0.5, 1.5, 2.5, 3.5}, &s};
int *q = &s.b;
double *pc = &s.c[2];
char *const ptrs[] = {buf, buf + 4, &buf[12], (char *)&s};
int *ints[] = {&s.a, &s.b, 0};
const char *names[] = {"alpha", "beta", "gamma", "delta"};
const char *const *name_end = names + 4;
static const char table[][8] = {"one", "two", "three"};
const char *third = table[2];
long diff = (long)sizeof(s.c) / (long)sizeof(s.c[0]);
struct S arr[2] = {{10, 20, {0}, &arr[1]}, {30, 40, {0}, &arr[0]}};
int *arr_b = &arr[1].b;
void *self_ptr = &self_ptr;

int main(void) {
  printf("p=%.8s q=%d pc=%.1f\n", p, *q, *pc);
  for (int i = 0; i < 4; i++) printf("ptrs[%d]=%c\n", i, i < 3 ? *ptrs[i] : '?');
  printf("ints=%d %d null=%d\n", *ints[0], *ints[1], ints[2] == 0);
  for (const char *const *n = names; n != name_end; n++) printf("%s ", *n);
  printf("\nthird=%s diff=%ld\n", third, diff);
  printf("arr=%d %d self=%d\n", arr[0].self->a, *arr_b, self_ptr == (void *)&self_ptr);
  printf("s.self==&s: %d\n", s.self == &s);
  return 0;
}
