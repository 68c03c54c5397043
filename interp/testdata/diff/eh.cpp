// C++ exceptions beyond the corpus program: base-class catches through
// single and multiple inheritance (a base at a non-zero offset), the
// <stdexcept> family, a user class derived from std::runtime_error,
// pointers (converted to a base class pointer, const added), catch by
// value, nested handlers, rethrow through frames with cleanups, and
// destructor order during unwinding.
#include <cstdio>
#include <stdexcept>

struct Noisy {
  const char *n;
  explicit Noisy(const char *s) : n(s) { std::printf("+%s\n", n); }
  ~Noisy() { std::printf("-%s\n", n); }
};

struct Base { int b = 1; virtual ~Base() {} };
struct Mid : Base { int m = 2; };
struct Other { int o = 7; virtual ~Other() {} };
struct Multi : Other, Mid { int z = 9; };

struct MyErr : std::runtime_error {
  int code;
  MyErr(const char *s, int c) : std::runtime_error(s), code(c) {}
};

struct PlainExc : std::exception {};

static int counter = 0;
struct Counted {
  int id;
  Counted(int i) : id(i) { counter++; }
  Counted(const Counted &o) : id(o.id + 100) { counter++; }
  ~Counted() { counter--; }
};

__attribute__((noinline)) void thrower(int k) {
  Noisy a("thrower");
  switch (k) {
  case 0: throw Mid();
  case 1: throw Multi();
  case 2: throw std::out_of_range("range");
  case 3: throw MyErr("mine", 5);
  case 4: { static int x = 11; throw &x; }
  case 5: throw Counted(1);
  case 6: throw 'c';
  case 7: throw std::invalid_argument("arg");
  case 8: throw new Multi();
  case 9: { static char buf[] = "hey"; throw (char *)buf; }
  }
  std::printf("no throw\n");
}

__attribute__((noinline)) void middle(int k) {
  Noisy b("middle");
  try {
    thrower(k);
  } catch (Other &o) {
    std::printf("middle: Other o=%d, rethrow\n", o.o);
    Noisy c("handler");
    throw;
  }
}

int main() {
  for (int k = 0; k <= 10; k++) {
    std::printf("== %d\n", k);
    try {
      middle(k);
    } catch (Base &b) {
      std::printf("Base b=%d\n", b.b);
    } catch (const MyErr &e) {
      std::printf("MyErr %s %d\n", e.what(), e.code);
    } catch (const std::logic_error &e) {
      std::printf("logic_error %s\n", e.what());
      try {
        throw;
      } catch (const std::exception &e2) {
        std::printf("nested rethrow: %s\n", e2.what());
      }
    } catch (int *p) {
      std::printf("int* %d\n", *p);
    } catch (Base *bp) {
      std::printf("Base* %d\n", bp->b);
      delete bp;
    } catch (const char *s) {
      std::printf("const char* %s\n", s);
    } catch (Counted c) {
      std::printf("Counted by value %d live=%d\n", c.id, counter);
    } catch (...) {
      std::printf("catch-all\n");
    }
    std::printf("live=%d\n", counter);
  }
  try {
    try {
      throw 1;
    } catch (int i) {
      std::printf("int %d\n", i);
      throw 2.5;
    }
  } catch (double d) {
    std::printf("double %g\n", d);
  }
  // std::exception's own vtable (its constructor is inline).
  try {
    throw std::exception();
  } catch (const std::exception &e) {
    std::printf("1 %s\n", e.what());
  }
  try {
    throw PlainExc();
  } catch (const std::exception &e) {
    std::printf("2 %s\n", e.what());
  }
  try {
    throw std::range_error("re");
  } catch (const std::runtime_error &e) {
    std::printf("3 %s\n", e.what());
  }
  return 0;
}
