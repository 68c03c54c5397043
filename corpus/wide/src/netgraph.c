/* netgraph.c: a small network toolkit (tuning source for type recovery,
 * issue 13). Adjacency lists, a binary heap of vertex pointers, Dijkstra,
 * union-find over an array of parent pointers, visitors with context
 * pointers some of them ignore, out-parameters, comparators for qsort,
 * and an arena that hands out raw memory. Deterministic output for lli. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vertex;

struct edge {
	struct vertex *to;
	struct edge *next;
	double weight;
	int id;
};

struct vertex {
	const char *name;
	struct edge *out;
	struct vertex *parent; /* union-find */
	struct vertex *prev;   /* shortest-path tree */
	double dist;
	int rank;
	int index;
	int heap_pos;
};

struct arena {
	char *base;
	size_t used, cap;
	struct arena *next;
};

struct network {
	struct vertex *vertices;
	int nvertices;
	struct edge **edges; /* every edge, for sorting */
	int nedges, edge_cap;
	struct arena *arena;
};

typedef void (*visit_fn)(struct vertex *v, void *ctx);
typedef int (*edge_pred)(const struct edge *e, const void *arg);

static struct arena *arena_new(size_t cap) {
	struct arena *a = malloc(sizeof *a);
	a->base = malloc(cap);
	a->used = 0;
	a->cap = cap;
	a->next = NULL;
	return a;
}

static void *arena_alloc(struct arena **ap, size_t n) {
	struct arena *a = *ap;
	n = (n + 7) & ~(size_t)7;
	if (a->used + n > a->cap) {
		struct arena *b = arena_new(a->cap * 2 > n ? a->cap * 2 : n);
		b->next = a;
		*ap = b;
		a = b;
	}
	void *p = a->base + a->used;
	a->used += n;
	return p;
}

static void arena_free(struct arena *a) {
	while (a) {
		struct arena *next = a->next;
		free(a->base);
		free(a);
		a = next;
	}
}

static char *arena_strdup(struct arena **ap, const char *s) {
	size_t n = strlen(s) + 1;
	char *d = arena_alloc(ap, n);
	memcpy(d, s, n);
	return d;
}

static void network_init(struct network *net, int n) {
	net->vertices = calloc((size_t)n, sizeof *net->vertices);
	net->nvertices = n;
	net->edges = NULL;
	net->nedges = net->edge_cap = 0;
	net->arena = arena_new(64);
	for (int i = 0; i < n; i++) {
		char buf[16];
		snprintf(buf, sizeof buf, "v%d", i);
		net->vertices[i].name = arena_strdup(&net->arena, buf);
		net->vertices[i].index = i;
		net->vertices[i].parent = &net->vertices[i];
	}
}

static struct edge *network_link(struct network *net, int from, int to, double w) {
	struct edge *e = arena_alloc(&net->arena, sizeof *e);
	struct vertex *v = &net->vertices[from];
	e->to = &net->vertices[to];
	e->weight = w;
	e->id = net->nedges;
	e->next = v->out;
	v->out = e;
	if (net->nedges == net->edge_cap) {
		net->edge_cap = net->edge_cap ? net->edge_cap * 2 : 4;
		net->edges = realloc(net->edges, (size_t)net->edge_cap * sizeof *net->edges);
	}
	net->edges[net->nedges++] = e;
	return e;
}

static void network_free(struct network *net) {
	free(net->vertices);
	free(net->edges);
	arena_free(net->arena);
}

/* Binary heap of vertex pointers keyed by dist. */
struct heap {
	struct vertex **items;
	int n, cap;
};

static void heap_swap(struct heap *h, int i, int j) {
	struct vertex *t = h->items[i];
	h->items[i] = h->items[j];
	h->items[j] = t;
	h->items[i]->heap_pos = i;
	h->items[j]->heap_pos = j;
}

static void heap_up(struct heap *h, int i) {
	while (i > 0) {
		int p = (i - 1) / 2;
		if (h->items[p]->dist <= h->items[i]->dist)
			break;
		heap_swap(h, i, p);
		i = p;
	}
}

static void heap_down(struct heap *h, int i) {
	for (;;) {
		int l = 2 * i + 1, r = l + 1, m = i;
		if (l < h->n && h->items[l]->dist < h->items[m]->dist)
			m = l;
		if (r < h->n && h->items[r]->dist < h->items[m]->dist)
			m = r;
		if (m == i)
			return;
		heap_swap(h, i, m);
		i = m;
	}
}

static void heap_push(struct heap *h, struct vertex *v) {
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 8;
		h->items = realloc(h->items, (size_t)h->cap * sizeof(struct vertex *));
	}
	h->items[h->n] = v;
	v->heap_pos = h->n;
	heap_up(h, h->n++);
}

static struct vertex *heap_pop(struct heap *h) {
	struct vertex *top = h->items[0];
	h->items[0] = h->items[--h->n];
	h->items[0]->heap_pos = 0;
	heap_down(h, 0);
	top->heap_pos = -1;
	return top;
}

static void dijkstra(struct network *net, struct vertex *src) {
	struct heap h = {0};
	for (int i = 0; i < net->nvertices; i++) {
		net->vertices[i].dist = 1e300;
		net->vertices[i].prev = NULL;
		net->vertices[i].heap_pos = -1;
	}
	src->dist = 0;
	heap_push(&h, src);
	while (h.n > 0) {
		struct vertex *u = heap_pop(&h);
		for (struct edge *e = u->out; e; e = e->next) {
			struct vertex *v = e->to;
			double d = u->dist + e->weight;
			if (d < v->dist) {
				v->dist = d;
				v->prev = u;
				if (v->heap_pos < 0)
					heap_push(&h, v);
				else
					heap_up(&h, v->heap_pos);
			}
		}
	}
	free(h.items);
}

/* Union-find. */
static struct vertex *uf_find(struct vertex *v) {
	while (v->parent != v) {
		v->parent = v->parent->parent;
		v = v->parent;
	}
	return v;
}

static int uf_union(struct vertex *a, struct vertex *b) {
	a = uf_find(a);
	b = uf_find(b);
	if (a == b)
		return 0;
	if (a->rank < b->rank) {
		struct vertex *t = a;
		a = b;
		b = t;
	}
	b->parent = a;
	if (a->rank == b->rank)
		a->rank++;
	return 1;
}

static int edge_cmp(const void *pa, const void *pb) {
	const struct edge *a = *(const struct edge *const *)pa;
	const struct edge *b = *(const struct edge *const *)pb;
	if (a->weight != b->weight)
		return a->weight < b->weight ? -1 : 1;
	return a->id - b->id;
}

static double kruskal(struct network *net, struct edge ***chosen, int *nchosen) {
	struct edge **sorted = malloc((size_t)net->nedges * sizeof *sorted);
	memcpy(sorted, net->edges, (size_t)net->nedges * sizeof *sorted);
	qsort(sorted, (size_t)net->nedges, sizeof *sorted, edge_cmp);
	struct edge **out = malloc((size_t)net->nvertices * sizeof *out);
	int n = 0;
	double total = 0;
	for (int i = 0; i < net->nedges; i++) {
		struct edge *e = sorted[i];
		/* the edge's source is the vertex whose list holds it */
		for (int s = 0; s < net->nvertices; s++) {
			struct edge *x;
			for (x = net->vertices[s].out; x && x != e; x = x->next)
				;
			if (x && uf_union(&net->vertices[s], e->to)) {
				out[n++] = e;
				total += e->weight;
			}
			if (x)
				break;
		}
	}
	free(sorted);
	*chosen = out;
	*nchosen = n;
	return total;
}

/* Visitors: a context pointer that some ignore. */
static void visit_print(struct vertex *v, void *ctx) {
	(void)ctx;
	printf(" %s", v->name);
}

static void visit_count(struct vertex *v, void *ctx) {
	int *count = ctx;
	if (v->out)
		(*count)++;
}

static void visit_sum(struct vertex *v, void *ctx) {
	double *sum = ctx;
	if (v->dist < 1e299)
		*sum += v->dist;
}

static void network_walk(struct network *net, visit_fn fn, void *ctx) {
	for (int i = 0; i < net->nvertices; i++)
		fn(&net->vertices[i], ctx);
}

static int heavier(const struct edge *e, const void *arg) {
	return e->weight > *(const double *)arg;
}

static int to_named(const struct edge *e, const void *arg) {
	return strcmp(e->to->name, (const char *)arg) == 0;
}

static int count_edges(struct network *net, edge_pred pred, const void *arg) {
	int n = 0;
	for (int i = 0; i < net->nedges; i++)
		if (pred(net->edges[i], arg))
			n++;
	return n;
}

static void print_path(struct vertex *v) {
	if (v->prev)
		print_path(v->prev);
	printf(" %s", v->name);
}

static struct vertex *farthest(struct network *net, double *dist_out) {
	struct vertex *best = NULL;
	for (int i = 0; i < net->nvertices; i++) {
		struct vertex *v = &net->vertices[i];
		if (v->dist < 1e299 && (!best || v->dist > best->dist))
			best = v;
	}
	if (dist_out)
		*dist_out = best ? best->dist : -1;
	return best;
}

/* Unused parameters, as callbacks and stubs have them. */
static int reserved_hook(struct network *net, struct vertex *v, const char *why) {
	(void)net;
	(void)v;
	(void)why;
	return 0;
}

static int (*hooks[])(struct network *, struct vertex *, const char *) = {reserved_hook};

int main(void) {
	struct network net;
	network_init(&net, 7);
	static const int links[][3] = {{0, 1, 7}, {0, 3, 5}, {1, 2, 8}, {1, 3, 9}, {1, 4, 7}, {2, 4, 5}, {3, 4, 15},
	                               {3, 5, 6}, {4, 5, 8}, {4, 6, 9}, {5, 6, 11}};
	for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
		network_link(&net, links[i][0], links[i][1], links[i][2]);
		network_link(&net, links[i][1], links[i][0], links[i][2] + 0.5);
	}
	dijkstra(&net, &net.vertices[0]);
	double far;
	struct vertex *f = farthest(&net, &far);
	printf("farthest %s at %.1f via", f->name, far);
	print_path(f);
	printf("\n");

	struct edge **mst;
	int nmst;
	double w = kruskal(&net, &mst, &nmst);
	printf("mst %d edges weight %.1f:", nmst, w);
	for (int i = 0; i < nmst; i++)
		printf(" %d", mst[i]->id);
	printf("\n");
	free(mst);

	int count = 0;
	double sum = 0, limit = 8;
	printf("walk:");
	network_walk(&net, visit_print, NULL);
	network_walk(&net, visit_count, &count);
	network_walk(&net, visit_sum, &sum);
	printf("\ncount %d sum %.1f heavy %d to-v4 %d hook %d\n", count, sum, count_edges(&net, heavier, &limit),
	       count_edges(&net, to_named, "v4"), hooks[0](&net, f, "done"));
	network_free(&net);
	return 0;
}
