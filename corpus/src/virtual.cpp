// Classes with virtual functions and inheritance: vtables, RTTI (typeid,
// dynamic_cast), pure virtuals, virtual destructors, multiple inheritance.
#include <cstdio>
#include <typeinfo>

struct Shape {
  virtual ~Shape() {}
  virtual double area() const = 0;
  virtual const char *name() const { return "shape"; }
};

struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.141592653589793 * r * r; }
  const char *name() const override { return "circle"; }
};

struct Square : Shape {
  double s;
  explicit Square(double s) : s(s) {}
  double area() const override { return s * s; }
};

struct Printable {
  virtual ~Printable() {}
  virtual void print() const = 0;
};

struct Labeled : Square, Printable {
  const char *label;
  Labeled(double s, const char *l) : Square(s), label(l) {}
  void print() const override { std::printf("[%s %.1f]\n", label, area()); }
  const char *name() const override { return "labeled"; }
};

double total(Shape *const *v, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += v[i]->area();
  return t;
}

int main() {
  Circle c(1.0);
  Square s(2.0);
  Labeled l(3.0, "L");
  Shape *v[] = {&c, &s, &l};
  std::printf("total=%.4f\n", total(v, 3));
  for (Shape *p : v) {
    Printable *pr = dynamic_cast<Printable *>(p);
    std::printf("%s circle=%d printable=%d\n", p->name(),
                typeid(*p) == typeid(Circle), pr != nullptr);
    if (pr) pr->print();
  }
  Shape *h = new Circle(0.5);
  std::printf("heap=%.4f\n", h->area());
  delete h;
  return 0;
}
