// Templates (class and function, specialisation, variadic), lambdas
// (capturing by value/reference, generic, passed as template args).
#include <cstdio>

template <typename T, int N> struct Array {
  T data[N];
  T &operator[](int i) { return data[i]; }
  const T &operator[](int i) const { return data[i]; }
  static constexpr int size() { return N; }
};

template <typename T, int N, typename F> T reduce(const Array<T, N> &a, T init, F f) {
  for (int i = 0; i < N; i++) init = f(init, a[i]);
  return init;
}

template <typename T> T maxv(T a) { return a; }
template <typename T, typename... R> T maxv(T a, R... r) {
  T m = maxv(r...);
  return a > m ? a : m;
}

template <typename T> const char *kind() { return "generic"; }
template <> const char *kind<double>() { return "double"; }

template <typename F> double integrate(F f, double a, double b, int n) {
  double h = (b - a) / n, s = 0;
  for (int i = 0; i < n; i++) s += f(a + (i + 0.5) * h);
  return s * h;
}

int main() {
  Array<int, 5> a = {{3, 1, 4, 1, 5}};
  Array<double, 3> d = {{0.5, 1.5, 2.5}};
  int calls = 0;
  auto add = [&calls](int x, int y) { calls++; return x + y; };
  std::printf("sum=%d calls=%d\n", reduce(a, 0, add), calls);
  double k = 2.0;
  auto scaled = [k](double acc, double x) { return acc + k * x; };
  std::printf("scaled=%.2f size=%d\n", reduce(d, 0.0, scaled), Array<double, 3>::size());
  std::printf("max=%d %.2f\n", maxv(3, 9, 2, 7), maxv(1.5, -2.0));
  std::printf("kind=%s %s\n", kind<int>(), kind<double>());
  auto generic = [](auto x) { return x * x; };
  std::printf("generic=%d %.3f\n", generic(7), generic(1.5));
  std::printf("integral=%.6f\n", integrate([](double x) { return x * x; }, 0, 1, 100));
  return 0;
}
