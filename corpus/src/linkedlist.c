/* Singly linked list with malloc/free: push, reverse, sum, free. */
#include <stdio.h>
#include <stdlib.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->value = v;
  n->next = head;
  return n;
}

struct node *reverse(struct node *head) {
  struct node *prev = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}

long sum(const struct node *n) {
  long s = 0;
  for (; n; n = n->next) s += n->value;
  return s;
}

void free_list(struct node *n) {
  while (n) {
    struct node *next = n->next;
    free(n);
    n = next;
  }
}

int main(void) {
  struct node *l = NULL;
  for (int i = 1; i <= 10; i++) l = push(l, i * i);
  l = reverse(l);
  printf("first=%d sum=%ld\n", l->value, sum(l));
  for (struct node *n = l; n; n = n->next) printf("%d ", n->value);
  printf("\n");
  free_list(l);
  return 0;
}
