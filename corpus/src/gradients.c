/* Small differentiable functions (the kind irfix's AD and Enzyme are asked
 * about): scalar expressions, a loop with an accumulator, a branch, a
 * function writing through a pointer, and a call chain. */
#include <math.h>
#include <stdio.h>

double f_cos(double a, double w, double p, double t) { return a * cos(w * t + p); }

double f_poly(double x) { return 3 * x * x * x - 2 * x * x + x - 5; }

double f_loop(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += sin(x[i]) * x[i];
  return s;
}

double f_branch(double x) { return x > 1 ? log(x) : x * x - 1; }

void f_out(double x, double *out) {
  out[0] = exp(x) * tanh(x);
  out[1] = sqrt(x * x + 1);
}

double f_chain(double x) { return f_poly(f_branch(x)) + f_cos(1, 2, 3, x); }

int main(void) {
  double xs[5] = {0.1, 0.2, 0.3, 0.4, 0.5};
  double o[2];
  f_out(0.5, o);
  printf("cos=%.12f\n", f_cos(1, 1, 1, 1));
  printf("poly=%.6f loop=%.9f\n", f_poly(1.5), f_loop(xs, 5));
  printf("branch=%.9f %.9f\n", f_branch(0.5), f_branch(2.5));
  printf("out=%.9f %.9f chain=%.9f\n", o[0], o[1], f_chain(0.75));
  return 0;
}
