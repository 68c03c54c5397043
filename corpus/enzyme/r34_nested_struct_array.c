// An array of structs holding a pointer to more data.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
typedef struct { double w; double *v; int n; } Item;
static double total(const Item *items, int m) {
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < items[i].n; j++)
      s += items[i].w * items[i].v[j] * items[i].v[j];
  return s;
}
int main(void) {
  double v0[2] = {1, 2}, v1[3] = {0.5, -1, 3};
  double dv0[2] = {0}, dv1[3] = {0};
  Item items[2] = {{2, v0, 2}, {-1, v1, 3}};
  Item ditems[2] = {{0, dv0, 2}, {0, dv1, 3}};
  __enzyme_autodiff((void *)total, enzyme_dup, items, ditems, enzyme_const, 2);
  CHECK(ditems[0].w, 1 + 4);
  CHECK(ditems[1].w, 0.25 + 1 + 9);
  for (int j = 0; j < 2; j++)
    CHECK(dv0[j], 2 * 2 * v0[j]);
  for (int j = 0; j < 3; j++)
    CHECK(dv1[j], -1 * 2 * v1[j]);
  DONE();
}
