/* Vectors of pointers: SLP-vectorized pointer pairs (<2 x ptr> loads and
   stores), vector getelementptrs, pointer lanes gathered from index arrays. */
#include <stdio.h>
struct node { struct node *next; struct node *prev; double v; };
struct pair { double *a, *b; };
struct quad { struct node *n[4]; };
__attribute__((noinline)) double sum2(struct pair *p) { return *p->a + *p->b; }
__attribute__((noinline)) void step(struct node **a) { a[0] = a[0]->next; a[1] = a[1]->next; }
__attribute__((noinline)) void bump(struct pair *p) { p->a += 1; p->b += 1; }
__attribute__((noinline)) void addr_of(double **out, double *arr, const int *idx, int n) {
  for (int i = 0; i < n; i++) out[i] = &arr[idx[i]];
}
__attribute__((noinline)) void fields(double **out, struct node *ns, int n) {
  for (int i = 0; i < n; i++) out[i] = &ns[i].v;
}
__attribute__((noinline)) void rot(struct quad *q) {
  struct node *t = q->n[0]; q->n[0] = q->n[1]; q->n[1] = q->n[2]; q->n[2] = q->n[3]; q->n[3] = t;
}
__attribute__((noinline)) double pick(struct node **ns, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += ns[i]->v + ns[i]->next->v;
  return s;
}
int main(void) {
  double xs[16]; for (int i = 0; i < 16; i++) xs[i] = i + 0.25;
  struct pair p = {&xs[1], &xs[5]};
  bump(&p);
  printf("%g\n", sum2(&p));
  struct node ns[8];
  for (int i = 0; i < 8; i++) { ns[i].next = &ns[(i + 1) % 8]; ns[i].prev = &ns[(i + 7) % 8]; ns[i].v = i; }
  struct node *two[2] = {&ns[0], &ns[3]};
  step(two); step(two);
  printf("%g %g\n", two[0]->v, two[1]->v);
  int idx[12] = {3,1,4,1,5,9,2,6,5,3,5,8};
  double *out[12];
  addr_of(out, xs, idx, 12);
  double s = 0; for (int i = 0; i < 12; i++) s += *out[i];
  printf("%g\n", s);
  double *fo[8]; fields(fo, ns, 8);
  s = 0; for (int i = 0; i < 8; i++) s += *fo[i];
  printf("%g\n", s);
  struct quad q = {{&ns[0], &ns[1], &ns[2], &ns[3]}};
  rot(&q);
  printf("%g %g\n", q.n[0]->v, q.n[3]->v);
  struct node *ps[8]; for (int i = 0; i < 8; i++) ps[i] = &ns[7 - i];
  printf("%g\n", pick(ps, 8));
  return 0;
}
