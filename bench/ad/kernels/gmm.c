// (e) GMM log-likelihood with diagonal precisions, structured as ADBench's
// gmm objective (without its off-diagonal factor): the precisions
// q = exp(logq) and their log-determinants are computed once per
// component, then per point the component scores and their log-sum-exp.
// For n points x_i in R^d and k components (weights alpha, means mu, log
// precisions logq):
// L = sum_i logsumexp_c(alpha_c + sum_j logq_cj - 0.5 sum_j (q_cj (x_ij - mu_cj))^2)
//     - n logsumexp(alpha).
#include <math.h>
#include <stdlib.h>
static double logsumexp(const double *v, long k) {
  double m = v[0];
  for (long c = 1; c < k; c++) m = v[c] > m ? v[c] : m;
  double s = 0;
  for (long c = 0; c < k; c++) s += exp(v[c] - m);
  return log(s) + m;
}
double gmm(const double *alpha, const double *mu, const double *logq, const double *x, long n, long k, long d) {
  double *q = malloc(sizeof(double) * k * d), *sumq = malloc(sizeof(double) * k), *main = malloc(sizeof(double) * k);
  for (long c = 0; c < k; c++) {
    double s = 0;
    for (long j = 0; j < d; j++) {
      q[c * d + j] = exp(logq[c * d + j]);
      s += logq[c * d + j];
    }
    sumq[c] = s;
  }
  double L = 0;
  for (long i = 0; i < n; i++) {
    for (long c = 0; c < k; c++) {
      double sq = 0;
      for (long j = 0; j < d; j++) {
        double t = q[c * d + j] * (x[i * d + j] - mu[c * d + j]);
        sq += t * t;
      }
      main[c] = alpha[c] + sumq[c] - 0.5 * sq;
    }
    L += logsumexp(main, k);
  }
  free(q), free(sumq), free(main);
  return L - n * logsumexp(alpha, k);
}
