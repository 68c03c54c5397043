// C++ operator overloading with a 24-byte struct passed by value: at -O0
// clang passes it in memory (byval) to the operators; three partials come
// back through sret.
#include "check.h"
struct V3 {
  double x, y, z;
};
static inline V3 operator-(V3 a, V3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline double dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline V3 cross(V3 a, V3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
struct Grad3 {
  double dx, dy, dz;
};
extern "C" Grad3 __enzyme_autodiff(void *, ...);
static double area2(double x, double y, double z) {
  V3 p = {x, y, z}, o = {0, 0, 0}, b = {1, 2, 3};
  V3 c = cross(p - o, b);
  return dot(c, c);
}
int main() {
  double x = 0.5, y = -1, z = 2;
  Grad3 g = __enzyme_autodiff((void *)area2, x, y, z);
  // |p x b|^2 = |p|^2 |b|^2 - (p.b)^2
  double pb = x + 2 * y + 3 * z, bb = 14;
  CHECK(g.dx, 2 * x * bb - 2 * pb * 1);
  CHECK(g.dy, 2 * y * bb - 2 * pb * 2);
  CHECK(g.dz, 2 * z * bb - 2 * pb * 3);
  DONE();
}
