// C++ exceptions: throw/catch of class and builtin types, rethrow, nested
// try, catch(...), destructors run during unwinding (invoke/landingpad).
#include <cstdio>
#include <stdexcept>

static int live = 0;

struct Guard {
  int id;
  explicit Guard(int i) : id(i) { live++; }
  ~Guard() { live--; std::printf("~Guard(%d)\n", id); }
};

struct MyError {
  int code;
};

int risky(int x) {
  Guard g(x);
  if (x == 1) throw MyError{42};
  if (x == 2) throw std::runtime_error("two");
  if (x == 3) throw 3.5;
  return x * 10;
}

int wrapper(int x) {
  try {
    return risky(x);
  } catch (MyError &e) {
    std::printf("wrapper caught MyError %d, rethrowing\n", e.code);
    throw;
  }
}

int main() {
  for (int i = 0; i < 4; i++) {
    try {
      int r = wrapper(i);
      std::printf("ok %d\n", r);
    } catch (const MyError &e) {
      std::printf("MyError %d\n", e.code);
    } catch (const std::exception &e) {
      std::printf("std::exception %s\n", e.what());
    } catch (...) {
      std::printf("unknown\n");
    }
  }
  std::printf("live=%d\n", live);
  return 0;
}
