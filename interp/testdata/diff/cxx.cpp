// C++ runtime pieces without exceptions: virtual and multiple inheritance,
// virtual bases, dynamic_cast up/down/across, typeid, new/delete, static
// locals (guards), global constructors and destructors, atexit order.
#include <cstdio>
#include <cstdlib>
#include <typeinfo>

struct Base { int b = 1; virtual ~Base() {} virtual int id() const { return 1; } };
struct Left : virtual Base { int l = 2; int id() const override { return 2; } };
struct Right : virtual Base { int r = 3; virtual int rid() const { return 30; } };
struct Diamond : Left, Right { int d = 4; int id() const override { return 4; } int rid() const override { return 40; } };
struct Other { virtual ~Other() {} };
struct Multi : Other, Diamond {};

struct Tracer {
  const char *name;
  explicit Tracer(const char *n) : name(n) { std::printf("ctor %s\n", name); }
  ~Tracer() { std::printf("dtor %s\n", name); }
};
Tracer g1("global1");
Tracer g2("global2");

static int counter() {
  static Tracer t("static-local");
  static int n = 0;
  return ++n;
}

static void bye() { std::printf("atexit bye\n"); }

int main() {
  std::atexit(bye);
  Base *objs[] = {new Base, new Left, new Right, new Diamond, new Multi};
  for (Base *p : objs) {
    Left *l = dynamic_cast<Left *>(p);
    Right *r = dynamic_cast<Right *>(p);
    Diamond *d = dynamic_cast<Diamond *>(p);
    Other *o = dynamic_cast<Other *>(p);
    void *whole = dynamic_cast<void *>(p);
    std::printf("id=%d left=%d right=%d diamond=%d other=%d whole=%d rid=%d b=%d\n", p->id(), l != nullptr, r != nullptr,
                d != nullptr, o != nullptr, whole != nullptr && whole <= (void *)p, r ? r->rid() : 0, p->b);
    std::printf("  typeid=%s same=%d\n", typeid(*p).name(), typeid(*p) == typeid(Diamond));
  }
  Right *rr = dynamic_cast<Right *>(objs[3]);
  Left *cross = dynamic_cast<Left *>(rr);
  std::printf("cross=%d %d\n", cross != nullptr, cross ? cross->id() : 0);
  for (Base *p : objs) delete p;
  int *arr = new int[5];
  for (int i = 0; i < 5; i++) arr[i] = i * i;
  std::printf("arr=%d counter=%d %d %d\n", arr[4], counter(), counter(), counter());
  delete[] arr;
  return 0;
}
