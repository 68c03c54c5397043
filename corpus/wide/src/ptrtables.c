/* Static pointer tables: pointers into the middle of buffers, tables of
   pointers to struct fields and array elements, function-pointer tables,
   string tables, and linked structures that point into themselves. */
#include <stdio.h>
#include <string.h>

static char buf[64] = "0123456789abcdefghijklmnopqrstuvwxyz";
char *mid = buf + 8;
const char *ends[] = {buf, buf + 10, buf + 36};

struct point { int x, y; double w; };
struct point pts[4] = {{1, 2, 0.5}, {3, 4, 1.5}, {5, 6, 2.5}, {7, 8, 3.5}};
int *coords[] = {&pts[0].x, &pts[1].y, &pts[2].x, &pts[3].y};
double *weights[2] = {&pts[1].w, &pts[3].w};
struct point *corners[2] = {&pts[0], &pts[3]};
int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
int *rows[3] = {grid[0], grid[1], grid[2]};
int (*rowp)[4] = &grid[1];

struct ring { struct ring *next; struct ring *prev; const char *name; int v; };
extern struct ring r0, r1, r2;
struct ring r0 = {&r1, &r2, "zero", 0};
struct ring r1 = {&r2, &r0, "one", 1};
struct ring r2 = {&r0, &r1, "two", 2};

struct tree { struct tree *kids[2]; struct tree *parent; int key; };
static struct tree nodes[3] = {
  {{&nodes[1], &nodes[2]}, 0, 10},
  {{0, 0}, &nodes[0], 5},
  {{0, 0}, &nodes[0], 15},
};

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
struct op { const char *name; int (*fn)(int, int); };
const struct op ops[] = {{"add", add}, {"sub", sub}, {"mul", mul}};
int (*const dispatch[3])(int, int) = {add, sub, mul};

struct self { struct self *me; int *inside; int data[4]; };
struct self s0 = {&s0, &s0.data[2], {4, 3, 2, 1}};

const char *const *names_of(int k) { static const char *const tab[] = {"a", "b", "c"}; return tab + k; }

static int walk(struct tree *t, int depth) {
  if (!t) return 0;
  return t->key * depth + walk(t->kids[0], depth + 1) + walk(t->kids[1], depth + 1);
}

int main(void) {
  printf("%s|%c%c%c\n", mid, *ends[0], *ends[1], ends[2][-1]);
  int s = 0;
  for (int i = 0; i < 4; i++) s += *coords[i];
  printf("coords %d weights %.2f corners %d\n", s, *weights[0] + *weights[1], corners[1]->x - corners[0]->y);
  printf("grid %d %d %d\n", rows[2][3], (*rowp)[2], rows[0][1] + grid[2][0]);
  struct ring *r = &r0;
  for (int i = 0; i < 7; i++) r = (i & 1) ? r->prev : r->next;
  printf("ring %s %d\n", r->name, r->next->next->v);
  printf("tree %d %d\n", walk(&nodes[0], 1), nodes[2].parent->kids[0]->key);
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++) printf("%s=%d ", ops[i].name, ops[i].fn(7, 3) + dispatch[i](1, 1));
  printf("\n");
  printf("self %d %d %s\n", *s0.me->inside, s0.me->me->data[0], *names_of(2));
  *s0.inside += 40;
  printf("after %d %zu\n", s0.data[2], strlen(mid));
  return 0;
}
