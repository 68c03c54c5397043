// features.cpp exercises C++ constructs for the bitcode reader's tests:
// exceptions (invoke, landingpad, resume), templates, namespaces and using
// declarations (DINamespace, DIImportedEntity), virtual inheritance,
// lambdas, static locals with guards, thread_local objects and inline
// variables (comdats).
#include <stdexcept>
#include <string>
#include <vector>

namespace geo {
template <typename T, int N> struct Vec {
  T v[N];
  T dot(const Vec &o) const { T s{}; for (int i = 0; i < N; i++) s += v[i] * o.v[i]; return s; }
};
struct Shape { virtual ~Shape() = default; virtual double area() const = 0; };
struct Base2 { int tag = 2; virtual int id() const { return tag; } };
struct Circle : Shape, virtual Base2 { double r; explicit Circle(double r) : r(r) {} double area() const override { return 3.14159 * r * r; } };
inline int shared_counter = 5;
}

using namespace geo;
using geo::Vec;

thread_local std::string tls_name = "worker";

int guarded() {
  static std::vector<int> cache = {1, 2, 3};
  return (int)cache.size() + shared_counter;
}

double safe_area(const Shape *s) {
  try {
    if (!s) throw std::invalid_argument("null shape");
    return s->area();
  } catch (const std::invalid_argument &e) {
    return -1;
  } catch (...) {
    throw;
  }
}

int lambdas(int k) {
  auto add = [k](int x) { return x + k; };
  auto twice = [&](int x) { return add(add(x)); };
  return twice(3);
}

double run_all() {
  Circle c(2.0);
  Vec<float, 3> a{{1, 2, 3}}, b{{4, 5, 6}};
  return safe_area(&c) + a.dot(b) + guarded() + lambdas(4) + c.id() + tls_name.size();
}
