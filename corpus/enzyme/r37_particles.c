// Pairwise potential energy of particles (a double loop with sqrt and
// pow): the forces, checked against finite differences.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
#define NP 4
static double energy(const double *pos, int n) {
  double e = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double dx = pos[3 * i] - pos[3 * j], dy = pos[3 * i + 1] - pos[3 * j + 1], dz = pos[3 * i + 2] - pos[3 * j + 2];
      double r = sqrt(dx * dx + dy * dy + dz * dz);
      e += pow(1 / r, 12) - 2 * pow(1 / r, 6);
    }
  return e;
}
int main(void) {
  double pos[3 * NP] = {0, 0, 0, 1.1, 0.1, 0, 0.2, 1.05, 0.1, 0.9, 1.0, 0.8}, g[3 * NP] = {0};
  __enzyme_autodiff((void *)energy, enzyme_dup, pos, g, enzyme_const, NP);
  double h = 1e-6;
  for (int k = 0; k < 3 * NP; k++) {
    double p = pos[k];
    pos[k] = p + h;
    double up = energy(pos, NP);
    pos[k] = p - h;
    double down = energy(pos, NP);
    pos[k] = p;
    CHECK_TOL(g[k], (up - down) / (2 * h), 1e-5);
  }
  DONE();
}
