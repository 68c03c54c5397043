// C++: a heap-array class with a constructor and destructor (new[] and
// delete[]), no std::vector; the call site has objects to destroy.
#include "check.h"
extern "C" void __enzyme_autodiff(void *, ...);
class Array {
public:
  explicit Array(int n) : n_(n), p_(new double[n]()) {}
  ~Array() { delete[] p_; }
  double &operator[](int i) { return p_[i]; }
  double *data() { return p_; }
  int size() const { return n_; }

private:
  int n_;
  double *p_;
  Array(const Array &);
  Array &operator=(const Array &);
};
static double energy(const double *x, int n) {
  double s = 0;
  for (int i = 0; i + 1 < n; i++) {
    double d = x[i + 1] - x[i];
    s += d * d;
  }
  return s;
}
int main() {
  Array x(5), dx(5);
  for (int i = 0; i < x.size(); i++)
    x[i] = i * i * 0.5;
  __enzyme_autodiff((void *)energy, enzyme_dup, x.data(), dx.data(), enzyme_const, x.size());
  for (int i = 0; i < 5; i++) {
    double want = 0;
    if (i > 0)
      want += 2 * (x[i] - x[i - 1]);
    if (i < 4)
      want -= 2 * (x[i + 1] - x[i]);
    CHECK(dx[i], want);
  }
  DONE();
}
