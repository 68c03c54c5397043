// C++ without library headers beyond <cstdio>: virtual and multiple
// inheritance, RTTI (dynamic_cast, typeid), exceptions, templates.
#include <cstdio>
#include <typeinfo>

struct Named { virtual ~Named() {} virtual const char *name() const = 0; };
struct Shape { virtual ~Shape() {} virtual double area() const = 0; int id = 0; };
struct Square : Shape, Named {
  double s;
  explicit Square(double x) : s(x) { id = 1; }
  double area() const override { return s * s; }
  const char *name() const override { return "square"; }
};
struct Circle : Shape, Named {
  double r;
  explicit Circle(double x) : r(x) { id = 2; }
  double area() const override { return 3.0 * r * r; }
  const char *name() const override { return "circle"; }
};
struct Ring : Circle {
  double inner;
  Ring(double o, double i) : Circle(o), inner(i) { id = 3; }
  double area() const override { return Circle::area() - 3.0 * inner * inner; }
  const char *name() const override { return "ring"; }
};

struct Bad { int code; const char *why; };

template <class T, int N> struct Stack {
  T items[N];
  int n = 0;
  void push(T v) { if (n == N) throw Bad{N, "full"}; items[n++] = v; }
  T pop() { if (n == 0) throw Bad{0, "empty"}; return items[--n]; }
};

template <class T> T biggest(T *const *xs, int n, double (*key)(const T *)) {
  T best = *xs[0];
  for (int i = 1; i < n; i++) if (key(xs[i]) > key(&best)) best = *xs[i];
  return best;
}
static double sqkey(const Square *s) { return s->s; }

struct Guard { const char *what; ~Guard() { std::printf("unwind %s\n", what); } };

__attribute__((noinline)) double total(Shape *const *v, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += v[i]->area();
  return t;
}
__attribute__((noinline)) int fill(Stack<Shape *, 3> &st, Shape **v, int n) {
  Guard g{"fill"};
  for (int i = 0; i < n; i++) st.push(v[i]);
  return st.n;
}

int main() {
  Square a(2);
  Circle b(1);
  Ring c(2, 1);
  Shape *v[] = {&a, &b, &c, &a};
  std::printf("total %.2f\n", total(v, 4));
  for (Shape *s : v) {
    Named *nm = dynamic_cast<Named *>(s);
    Circle *ci = dynamic_cast<Circle *>(s);
    std::printf("%s id=%d circle=%d typeid=%s\n", nm ? nm->name() : "?", s->id, ci != nullptr,
                typeid(*s) == typeid(Ring) ? "Ring" : "other");
  }
  Stack<Shape *, 3> st;
  try {
    fill(st, v, 4);
  } catch (const Bad &e) {
    std::printf("caught %s %d\n", e.why, e.code);
  }
  try {
    while (true) st.pop();
  } catch (Bad e) {
    std::printf("caught %s\n", e.why);
  } catch (...) {
    std::printf("other\n");
  }
  Square s1(3), s2(5), s3(4);
  Square *sq[] = {&s1, &s2, &s3};
  std::printf("biggest %.1f\n", biggest<Square>(sq, 3, sqkey).s);
  return 0;
}
