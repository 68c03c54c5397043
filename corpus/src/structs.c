/* Nested structs, pointers to structs, struct copy, arrays of structs. */
#include <stdio.h>

struct vec2 { double x, y; };
struct rect { struct vec2 lo, hi; int id; };
struct scene {
  const char *name;
  struct rect rects[3];
  struct rect *selected;
  struct scene *parent;
};

static double area(const struct rect *r) {
  return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

struct vec2 center(struct rect r) {
  struct vec2 c = {(r.lo.x + r.hi.x) / 2, (r.lo.y + r.hi.y) / 2};
  return c;
}

void grow(struct rect *r, double d) {
  r->lo.x -= d; r->lo.y -= d;
  r->hi.x += d; r->hi.y += d;
}

double total_area(const struct scene *s) {
  double a = 0;
  for (int i = 0; i < 3; i++) a += area(&s->rects[i]);
  if (s->parent) a += total_area(s->parent);
  return a;
}

int main(void) {
  struct scene root = {"root", {{{0, 0}, {1, 1}, 1}, {{0, 0}, {2, 3}, 2}, {{1, 1}, {4, 2}, 3}}, 0, 0};
  struct scene child = root;
  child.name = "child";
  child.parent = &root;
  child.selected = &child.rects[1];
  grow(child.selected, 0.5);
  struct vec2 c = center(*child.selected);
  printf("%s sel=%d center=(%.2f,%.2f)\n", child.name, child.selected->id, c.x, c.y);
  printf("area root=%.2f child=%.2f\n", total_area(&root), total_area(&child));
  return 0;
}
