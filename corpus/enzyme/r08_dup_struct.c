// enzyme_dup on a pointer to a struct: the shadow struct receives the
// partials field by field.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
typedef struct { double x, y, z; int tag; } Point;
static double norm2(const Point *p) { return sqrt(p->x * p->x + p->y * p->y + p->z * p->z); }
int main(void) {
  Point p = {1, 2, 2, 7}, dp = {0, 0, 0, 0};
  __enzyme_autodiff((void *)norm2, enzyme_dup, &p, &dp);
  double r = 3;
  CHECK(dp.x, p.x / r);
  CHECK(dp.y, p.y / r);
  CHECK(dp.z, p.z / r);
  if (dp.tag != 0)
    return 1;
  DONE();
}
