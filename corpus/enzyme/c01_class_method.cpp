// C++: a class's method behind a plain function; the shadow object
// receives the partials of its coefficients.
#include "check.h"
extern "C" double __enzyme_autodiff(void *, ...);
class Quadratic {
public:
  double a, b, c;
  Quadratic(double a, double b, double c) : a(a), b(b), c(c) {}
  double eval(double x) const { return (a * x + b) * x + c; }
};
static double eval_q(const Quadratic *q, double x) { return q->eval(x) * q->eval(x); }
int main() {
  Quadratic q(1.5, -2, 0.5), dq(0, 0, 0);
  double x = 0.75;
  double dx = __enzyme_autodiff((void *)eval_q, enzyme_dup, &q, &dq, enzyme_out, x);
  double v = q.eval(x);
  CHECK(dx, 2 * v * (2 * q.a * x + q.b));
  CHECK(dq.a, 2 * v * x * x);
  CHECK(dq.b, 2 * v * x);
  CHECK(dq.c, 2 * v);
  DONE();
}
