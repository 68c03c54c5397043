// (d) explicit Euler on a small nonlinear ODE system (two coupled
// Lotka-Volterra populations plus a damped pendulum; 4 states, 6
// parameters) over `steps` steps of size h. Loss: sum of the final state.
#include <math.h>
double euler(const double *y0, const double *p, long steps, double h) {
  double a = y0[0], b = y0[1], th = y0[2], om = y0[3];
  for (long s = 0; s < steps; s++) {
    double da = p[0] * a - p[1] * a * b;
    double db = p[2] * a * b - p[3] * b;
    double dth = om;
    double dom = -p[4] * sin(th) - p[5] * om;
    a += h * da;
    b += h * db;
    th += h * dth;
    om += h * dom;
  }
  return a + b + th + om;
}
