/* gtables.c: global data that holds pointers, and calls whose types do
 * not match their callee's (tuning source for type recovery, issue 13):
 * string tables, tables of pointers into other globals' members and
 * array elements, a self-referential static list, pointers to arrays,
 * function tables with different signatures behind one slot type,
 * callbacks called through casts, a generic container of void* items.
 * Deterministic output for lli. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct color {
	const char *name;
	unsigned char rgb[3];
};

struct node {
	int key;
	struct node *next;
	const struct color *color;
};

static const struct color palette[] = {
	{"red", {255, 0, 0}}, {"green", {0, 255, 0}}, {"blue", {0, 0, 255}}, {"gray", {128, 128, 128}},
};

static struct node chain[4] = {
	{1, &chain[1], &palette[0]},
	{2, &chain[2], &palette[1]},
	{3, &chain[3], &palette[2]},
	{4, NULL, &palette[3]},
};

static struct node *chain_head = chain;
static struct node **chain_tail = &chain[3].next;

static const char *const weekdays[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun", NULL};
static const char *const *weekend = &weekdays[5];

static int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
static int (*grid_row)[4] = &grid[1];
static int *grid_cells[] = {&grid[0][0], &grid[1][1], &grid[2][2], &grid[2][3]};

static const unsigned char *channel_of[] = {&palette[0].rgb[0], &palette[1].rgb[1], &palette[2].rgb[2]};

static char scratch[64];
static char *cursor = scratch + 8;
static char *const scratch_end = scratch + sizeof scratch;

static double weights[5] = {0.5, 1.0, 1.5, 2.0, 2.5};
static double *weight_mid = &weights[2];
static void *anything = &weights[4];

/* A generic vector of void* items with a destructor slot. */
struct vec {
	void **items;
	size_t n, cap;
	void (*drop)(void *);
};

static void vec_push(struct vec *v, void *item) {
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 4;
		v->items = realloc(v->items, v->cap * sizeof *v->items);
	}
	v->items[v->n++] = item;
}

static void vec_clear(struct vec *v) {
	if (v->drop)
		for (size_t i = 0; i < v->n; i++)
			v->drop(v->items[i]);
	free(v->items);
	v->items = NULL;
	v->n = v->cap = 0;
}

static void drop_string(void *p) { free(p); }

/* Operations of different signatures in one table. */
typedef void (*any_fn)(void);

static int op_add(int a, int b) { return a + b; }
static int op_mul(int a, int b) { return a * b; }
static double op_scale(double x, const double *k) { return x * *k; }
static size_t op_len(const char *s) { return strlen(s); }

struct op {
	const char *name;
	any_fn fn;
	int kind;
};

static const struct op ops[] = {
	{"add", (any_fn)op_add, 0},
	{"mul", (any_fn)op_mul, 0},
	{"scale", (any_fn)op_scale, 1},
	{"len", (any_fn)op_len, 2},
};

static double run_op(const struct op *op, int a, int b, double x, const char *s) {
	switch (op->kind) {
	case 0:
		return ((int (*)(int, int))op->fn)(a, b);
	case 1:
		return ((double (*)(double, const double *))op->fn)(x, weight_mid);
	default:
		return (double)((size_t(*)(const char *))op->fn)(s);
	}
}

/* A callback typed loosely at the call site. */
static int sum_keys(struct node *n) {
	int s = 0;
	for (; n; n = n->next)
		s += n->key;
	return s;
}

static int call_on_list(int (*f)(void *), void *list) { return f(list); }

static char *emit(const char *s) {
	size_t n = strlen(s);
	if (cursor + n + 1 > scratch_end)
		return NULL;
	char *at = cursor;
	memcpy(cursor, s, n + 1);
	cursor += n + 1;
	return at;
}

int main(void) {
	int keys = 0;
	for (struct node *n = chain_head; n; n = n->next)
		keys += n->key * n->color->rgb[n->key % 3];
	printf("chain %d tail-null %d\n", keys, *chain_tail == NULL);

	printf("weekend");
	for (const char *const *d = weekend; *d; d++)
		printf(" %s", *d);
	printf("\n");

	int g = (*grid_row)[2];
	for (size_t i = 0; i < sizeof grid_cells / sizeof grid_cells[0]; i++)
		g += *grid_cells[i];
	printf("grid %d channels %d %d %d\n", g, *channel_of[0], *channel_of[1], *channel_of[2]);

	char *a = emit("hello"), *b = emit("tables");
	printf("emit %s %s used %td\n", a, b, cursor - scratch);

	for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
		printf("%s=%.2f ", ops[i].name, run_op(&ops[i], 6, 7, 3.0, "pointer"));
	printf("anything %.1f\n", *(double *)anything);

	printf("keys %d\n", call_on_list((int (*)(void *))sum_keys, chain_head));

	struct vec v = {NULL, 0, 0, drop_string};
	for (int i = 0; weekdays[i]; i++) {
		char *s = malloc(8);
		snprintf(s, 8, "%s!", weekdays[i]);
		vec_push(&v, s);
	}
	printf("vec %zu last %s\n", v.n, (char *)v.items[v.n - 1]);
	vec_clear(&v);
	return 0;
}
