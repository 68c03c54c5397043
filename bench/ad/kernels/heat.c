// (c) 1-D heat equation, explicit stencil, fixed ends, `steps` steps, in
// place on u (v is scratch). Loss: sum u^2 at the end.
double heat(const double *u0, double *u, double *v, long n, long steps, double k) {
  for (long i = 0; i < n; i++) u[i] = u0[i];
  for (long s = 0; s < steps; s++) {
    v[0] = u[0];
    v[n - 1] = u[n - 1];
    for (long i = 1; i < n - 1; i++) v[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (long i = 0; i < n; i++) u[i] = v[i];
  }
  double L = 0;
  for (long i = 0; i < n; i++) L += u[i] * u[i];
  return L;
}
