/* ptrlanes.c: loops over arrays of pointers that the loop and SLP
 * vectorizers turn into <2 x ptr> and <4 x ptr> operations at -O2/-O3
 * (tuning source for type recovery, issue 13): vector getelementptrs
 * (a base pointer plus a vector of offsets), gathers through pointer
 * vectors, selects and compares of pointer lanes, pointer lanes stored
 * into structs, and arrays of pointers to different element types.
 * Deterministic output for lli. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct particle {
	double pos[2];
	double vel[2];
	int id;
};

struct bucket {
	struct particle *first;
	struct particle *last;
	const char *label;
	long count;
};

struct lookup {
	const double *row[4];
	const int *col[4];
};

/* Addresses of elements at strided positions: a vector GEP. */
void strided(struct particle **out, struct particle *base, int n, int stride) {
	for (int i = 0; i < n; i++)
		out[i] = base + (size_t)i * (size_t)stride;
}

/* A gather through a vector of pointers. */
double sum_x(struct particle *const *ps, int n) {
	double s = 0;
	for (int i = 0; i < n; i++)
		s += ps[i]->pos[0];
	return s;
}

/* Pointers to members of each element, four at a time. */
void ids_of(const int **ids, struct particle *ps, int n) {
	for (int i = 0; i < n; i++)
		ids[i] = &ps[i].id;
}

long sum_ids(const int *const *ids, int n) {
	long s = 0;
	for (int i = 0; i < n; i++)
		s += *ids[i];
	return s;
}

/* Lane-wise minimum of two arrays of pointers by the pointee's value. */
void nearer(struct particle **out, struct particle *const *a, struct particle *const *b, int n) {
	for (int i = 0; i < n; i++)
		out[i] = a[i]->pos[1] < b[i]->pos[1] ? a[i] : b[i];
}

/* Lane-wise pointer comparisons. */
int count_before(struct particle *const *ps, const struct particle *limit, int n) {
	int c = 0;
	for (int i = 0; i < n; i++)
		c += ps[i] < limit;
	return c;
}

/* Buckets get their first and last pointers as one pair. */
void fill_buckets(struct bucket *bs, struct particle *ps, int nb, int per, const char *const *labels) {
	for (int i = 0; i < nb; i++) {
		bs[i].first = &ps[i * per];
		bs[i].last = &ps[i * per + per - 1];
		bs[i].label = labels[i];
		bs[i].count = per;
	}
}

double span(const struct bucket *b) { return b->last->pos[0] - b->first->pos[0]; }

/* Row pointers into a matrix and column pointers into an index array. */
void make_lookup(struct lookup *lk, const double (*m)[4], const int *idx) {
	for (int i = 0; i < 4; i++) {
		lk->row[i] = m[i];
		lk->col[i] = idx + i;
	}
}

double trace_via(const struct lookup *lk) {
	double t = 0;
	for (int i = 0; i < 4; i++)
		t += lk->row[i][*lk->col[i]];
	return t;
}

/* Advance each of four cursors by its own step. */
void advance(const char **cur, const int *step, int n) {
	for (int i = 0; i < n; i++)
		cur[i] += step[i];
}

void move_all(struct particle **ps, int n, double dt) {
	for (int i = 0; i < n; i++) {
		ps[i]->pos[0] += dt * ps[i]->vel[0];
		ps[i]->pos[1] += dt * ps[i]->vel[1];
	}
}

int main(void) {
	static struct particle parts[16];
	for (int i = 0; i < 16; i++) {
		parts[i].pos[0] = i * 1.5;
		parts[i].pos[1] = (i * 7) % 16;
		parts[i].vel[0] = 1.0 / (i + 1);
		parts[i].vel[1] = -0.5;
		parts[i].id = 100 + i;
	}
	struct particle *even[8], *odd[8], *near[8];
	strided(even, parts, 8, 2);
	strided(odd, parts + 1, 8, 2);
	nearer(near, even, odd, 8);
	move_all(near, 8, 0.5);
	const int *ids[16];
	ids_of(ids, parts, 16);
	printf("x %.3f %.3f near %.3f ids %ld before %d\n", sum_x(even, 8), sum_x(odd, 8), sum_x(near, 8), sum_ids(ids, 16),
	       count_before(near, &parts[9], 8));

	static const char *const labels[4] = {"north", "east", "south", "west"};
	struct bucket bs[4];
	fill_buckets(bs, parts, 4, 4, labels);
	for (int i = 0; i < 4; i++)
		printf("%s %.2f %ld ", bs[i].label, span(&bs[i]), bs[i].count);
	printf("\n");

	static const double m[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
	static const int idx[4] = {3, 2, 1, 0};
	struct lookup lk;
	make_lookup(&lk, m, idx);
	const char *cur[4] = {labels[0], labels[1], labels[2], labels[3]};
	static const int step[4] = {1, 2, 3, 4};
	advance(cur, step, 4);
	printf("trace %.1f cursors %s %s %s %s\n", trace_via(&lk), cur[0], cur[1], cur[2], cur[3]);
	return 0;
}
