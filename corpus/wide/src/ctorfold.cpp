// Global objects whose constructors clang folds at -O2 (an empty
// llvm.global_ctors), static data members, a template alias.
#include <cstdio>
struct A { int v; A(int x) : v(x * 2) {} };
A a(21);
static int sq(int x) { return x * x; }
int b = sq(7);
template <class T> using Ptr = T *;
struct Counter { static int count; static const int step = 3; int v; };
int Counter::count = 5;
struct Reg { Reg() { Counter::count += Counter::step; } ~Reg() {} };
static Reg reg;
int main() {
  Ptr<int> p = &Counter::count;
  Counter c{4};
  std::printf("%d %d %d %d %d\n", a.v, b, *p, Counter::step, c.v);
  return 0;
}
