/* A graph with adjacency lists: arrays of pointers to structs, pointers
   to arrays of pointers, callbacks with void* contexts, qsort. */
#include <stdio.h>
#include <stdlib.h>

struct edge { struct node *to; double w; struct edge *next; };
struct node { int id; struct edge *out; struct node **nbrs; int nn; void *user; };
struct graph { struct node **nodes; int n; struct edge *pool; int used; };

static struct edge *new_edge(struct graph *g, struct node *to, double w, struct edge *next) {
  struct edge *e = &g->pool[g->used++];
  e->to = to; e->w = w; e->next = next;
  return e;
}
static void connect(struct graph *g, int a, int b, double w) {
  struct node *x = g->nodes[a], *y = g->nodes[b];
  x->out = new_edge(g, y, w, x->out);
  x->nbrs[x->nn++] = y;
}
typedef void (*visit_fn)(struct node *, void *);
static void each(struct graph *g, visit_fn f, void *ctx) { for (int i = 0; i < g->n; i++) f(g->nodes[i], ctx); }
static void sum_w(struct node *n, void *ctx) { for (struct edge *e = n->out; e; e = e->next) *(double *)ctx += e->w; }
static void tag(struct node *n, void *ctx) { n->user = (char *)ctx + n->id; }
static int by_degree(const void *a, const void *b) {
  const struct node *x = *(struct node *const *)a, *y = *(struct node *const *)b;
  return x->nn != y->nn ? y->nn - x->nn : x->id - y->id;
}
int main(void) {
  struct graph g = {0};
  g.n = 6;
  g.nodes = malloc(g.n * sizeof *g.nodes);
  g.pool = malloc(32 * sizeof *g.pool);
  for (int i = 0; i < g.n; i++) {
    g.nodes[i] = calloc(1, sizeof(struct node));
    g.nodes[i]->id = i;
    g.nodes[i]->nbrs = malloc(g.n * sizeof(struct node *));
  }
  int es[][2] = {{0, 1}, {0, 2}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 0}, {2, 5}, {1, 4}};
  for (unsigned k = 0; k < sizeof es / sizeof es[0]; k++) connect(&g, es[k][0], es[k][1], 0.5 * (k + 1));
  double total = 0;
  each(&g, sum_w, &total);
  static char labels[] = "ABCDEF";
  each(&g, tag, labels);
  struct node **order = malloc(g.n * sizeof *order);
  for (int i = 0; i < g.n; i++) order[i] = g.nodes[i];
  qsort(order, g.n, sizeof *order, by_degree);
  printf("total %.2f\n", total);
  for (int i = 0; i < g.n; i++) {
    struct node *n = order[i];
    printf("%c deg=%d first=%d\n", *(char *)n->user, n->nn, n->nn ? n->nbrs[0]->id : -1);
  }
  for (int i = 0; i < g.n; i++) { free(g.nodes[i]->nbrs); free(g.nodes[i]); }
  free(g.nodes); free(g.pool); free(order);
  return 0;
}
