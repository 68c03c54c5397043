/* ptrpairs.c: pointers moved in pairs and arrays, the shapes SLP and loop
 * vectorizers turn into vectors of pointers at -O2/-O3 (tuning source
 * for type recovery, issue 13): interval structs of two pointers, arrays
 * of pointers copied, reversed, rotated, selected and gathered; pointer
 * differences and comparisons. Deterministic output for lli. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct span {
	const char *begin;
	const char *end;
};

struct cell {
	double value;
	struct cell *left, *right;
};

struct slot {
	int *key;
	float *val;
};

struct pairbuf {
	struct cell *cells[16];
	int n;
};

static void span_set(struct span *s, const char *text, size_t n) {
	s->begin = text;
	s->end = text + n;
}

static void spans_split(struct span *out, int *count, const char *text, char sep) {
	const char *start = text, *p;
	*count = 0;
	for (p = text; *p; p++) {
		if (*p == sep) {
			out[*count].begin = start;
			out[*count].end = p;
			++*count;
			start = p + 1;
		}
	}
	span_set(&out[(*count)++], start, (size_t)(p - start));
}

static size_t spans_total(const struct span *s, int n) {
	size_t t = 0;
	for (int i = 0; i < n; i++)
		t += (size_t)(s[i].end - s[i].begin);
	return t;
}

static void spans_swap(struct span *a, struct span *b) {
	struct span t = *a;
	*a = *b;
	*b = t;
}

static void spans_reverse(struct span *s, int n) {
	for (int i = 0, j = n - 1; i < j; i++, j--)
		spans_swap(&s[i], &s[j]);
}

static void copy_cells(struct cell **dst, struct cell *const *src, int n) {
	for (int i = 0; i < n; i++)
		dst[i] = src[i];
}

static void reverse_cells(struct cell **c, int n) {
	for (int i = 0; i < n / 2; i++) {
		struct cell *t = c[i];
		c[i] = c[n - 1 - i];
		c[n - 1 - i] = t;
	}
}

static void rotate_cells(struct cell **c, int n, int k) {
	struct cell *tmp[16];
	for (int i = 0; i < n; i++)
		tmp[(i + k) % n] = c[i];
	memcpy(c, tmp, (size_t)n * sizeof *c);
}

static void pick_larger(struct cell **out, struct cell *const *a, struct cell *const *b, int n) {
	for (int i = 0; i < n; i++)
		out[i] = a[i]->value >= b[i]->value ? a[i] : b[i];
}

static void gather(struct cell **out, struct cell *base, const int *idx, int n) {
	for (int i = 0; i < n; i++)
		out[i] = base + idx[i];
}

static void link_pairs(struct cell *cells, int n) {
	for (int i = 0; i < n; i++) {
		cells[i].left = i > 0 ? &cells[i - 1] : NULL;
		cells[i].right = i + 1 < n ? &cells[i + 1] : NULL;
	}
}

static void swap_children(struct cell *c) {
	struct cell *t = c->left;
	c->left = c->right;
	c->right = t;
}

static double sum_cells(struct cell *const *c, int n) {
	double s = 0;
	for (int i = 0; i < n; i++)
		s += c[i]->value;
	return s;
}

static void slots_fill(struct slot *s, int *keys, float *vals, int n) {
	for (int i = 0; i < n; i++) {
		s[i].key = &keys[i];
		s[i].val = &vals[n - 1 - i];
	}
}

static float slots_dot(const struct slot *s, int n) {
	float d = 0;
	for (int i = 0; i < n; i++)
		d += (float)*s[i].key * *s[i].val;
	return d;
}

static void slots_shift(struct slot *s, int n) {
	for (int i = 0; i < n; i++) {
		s[i].key++;
		s[i].val--;
	}
}

static ptrdiff_t widest(struct cell *const *c, int n) {
	struct cell *lo = c[0], *hi = c[0];
	for (int i = 1; i < n; i++) {
		if (c[i] < lo)
			lo = c[i];
		if (c[i] > hi)
			hi = c[i];
	}
	return hi - lo;
}

static void buf_push(struct pairbuf *b, struct cell *x, struct cell *y) {
	b->cells[b->n] = x;
	b->cells[b->n + 1] = y;
	b->n += 2;
}

int main(void) {
	static const char text[] = "alpha,beta,gamma,delta,epsilon";
	struct span sp[8];
	int ns;
	spans_split(sp, &ns, text, ',');
	spans_reverse(sp, ns);
	printf("spans %d total %zu first %.*s\n", ns, spans_total(sp, ns), (int)(sp[0].end - sp[0].begin), sp[0].begin);

	struct cell cells[12];
	for (int i = 0; i < 12; i++)
		cells[i].value = (i * 7) % 12 + 0.25;
	link_pairs(cells, 12);
	swap_children(&cells[5]);

	struct cell *a[12], *b[12], *c[12];
	for (int i = 0; i < 12; i++)
		a[i] = &cells[i];
	copy_cells(b, a, 12);
	reverse_cells(b, 12);
	rotate_cells(b, 12, 5);
	pick_larger(c, a, b, 12);
	static const int idx[6] = {11, 0, 7, 3, 3, 9};
	struct cell *g[6];
	gather(g, cells, idx, 6);
	printf("sum a %.2f c %.2f g %.2f wide %td left5 %td\n", sum_cells(a, 12), sum_cells(c, 12), sum_cells(g, 6),
	       widest(g, 6), cells[5].left - cells);

	int keys[6] = {1, 2, 3, 4, 5, 6};
	float vals[7] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f};
	struct slot s[5];
	slots_fill(s, keys, vals + 1, 5);
	float d0 = slots_dot(s, 5);
	slots_shift(s, 5);
	printf("dot %.2f shifted %.2f\n", d0, slots_dot(s, 5));

	struct pairbuf pb = {{0}, 0};
	for (int i = 0; i + 1 < 12; i += 3)
		buf_push(&pb, &cells[i], &cells[i + 1]);
	printf("buf %d sum %.2f\n", pb.n, sum_cells(pb.cells, pb.n));
	return 0;
}
