/* qsort/bsearch with comparator callbacks (function pointers passed to libc),
 * plus a hand-written insertion sort on structs. */
#include <stdio.h>
#include <stdlib.h>

struct item { const char *name; double weight; };

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int cmp_weight(const void *a, const void *b) {
  const struct item *x = a, *y = b;
  return (x->weight > y->weight) - (x->weight < y->weight);
}

void insertion_sort(struct item *v, int n) {
  for (int i = 1; i < n; i++) {
    struct item key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j].weight < key.weight) { v[j + 1] = v[j]; j--; }
    v[j + 1] = key;
  }
}

int main(void) {
  int a[] = {42, -3, 17, 8, 99, 0, 23, 5};
  int n = sizeof a / sizeof a[0];
  qsort(a, n, sizeof a[0], cmp_int);
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  int key = 17;
  int *hit = bsearch(&key, a, n, sizeof a[0], cmp_int);
  printf("\nfound at %ld\n", hit ? (long)(hit - a) : -1L);
  struct item items[] = {{"b", 2.5}, {"a", 0.5}, {"d", 9.0}, {"c", 1.0}};
  qsort(items, 4, sizeof items[0], cmp_weight);
  for (int i = 0; i < 4; i++) printf("%s ", items[i].name);
  insertion_sort(items, 4);
  printf("| ");
  for (int i = 0; i < 4; i++) printf("%s ", items[i].name);
  printf("\n");
  return 0;
}
