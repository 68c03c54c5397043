// C++ forward mode through a derived class's inline methods (no virtual
// calls) and a static member function.
#include "check.h"
extern "C" double __enzyme_fwddiff(void *, ...);
struct Shape {
  double scale;
  double scaled(double v) const { return scale * v; }
};
struct Circle : Shape {
  double r;
  double area() const { return scaled(3.141592653589793 * r * r); }
  static double area_of(const Circle *c) { return c->area(); }
};
int main() {
  Circle c, dc;
  c.scale = 2;
  c.r = 1.5;
  dc.scale = 0;
  dc.r = 1;
  CHECK(__enzyme_fwddiff((void *)Circle::area_of, enzyme_dup, &c, &dc), 2 * 3.141592653589793 * 2 * c.r);
  dc.scale = 1;
  dc.r = 0;
  CHECK(__enzyme_fwddiff((void *)Circle::area_of, enzyme_dup, &c, &dc), 3.141592653589793 * c.r * c.r);
  DONE();
}
