// Forward mode through nested loops over an array of structs with a
// conditional update.
#include "check.h"
extern double __enzyme_fwddiff(void *, ...);
typedef struct { double pos, vel; } Body;
static double simulate(Body *b, int n, int steps, double dt) {
  for (int s = 0; s < steps; s++)
    for (int i = 0; i < n; i++) {
      b[i].vel -= dt * b[i].pos;
      b[i].pos += dt * b[i].vel;
      if (b[i].pos < -10)
        b[i].pos = -10;
    }
  double e = 0;
  for (int i = 0; i < n; i++)
    e += b[i].pos;
  return e;
}
int main(void) {
  // one body, one step: vel' = v - dt p, pos' = p + dt vel' = p (1 - dt^2) + dt v
  Body b[1] = {{1.0, 0.5}}, db[1] = {{1.0, 0.0}};
  double dt = 0.1;
  CHECK(__enzyme_fwddiff((void *)simulate, enzyme_dup, b, db, enzyme_const, 1, enzyme_const, 1, enzyme_const, dt), 1 - dt * dt);
  Body c[2] = {{1.0, 0.5}, {0.2, -1}}, dc[2] = {{0, 1}, {0, 1}};
  // two steps: with A = [[1-dt^2, dt],[-dt, 1]] acting on (p, v); d pos_2 / d v_0 summed over bodies
  double a11 = 1 - dt * dt, a12 = dt, a21 = -dt, a22 = 1;
  double dpos2 = a11 * a12 + a12 * a22; // (A^2)[0][1]
  (void)a21;
  CHECK(__enzyme_fwddiff((void *)simulate, enzyme_dup, c, dc, enzyme_const, 2, enzyme_const, 2, enzyme_const, dt), 2 * dpos2);
  DONE();
}
