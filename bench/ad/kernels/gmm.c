// (e) GMM log-likelihood with diagonal precisions, as ADBench's gmm
// objective without the off-diagonal factor: for n points x_i in R^d and k
// components (weights alpha, means mu, log precisions logq),
// L = sum_i logsumexp_c(alpha_c + sum_j logq_cj - 0.5 sum_j (exp(logq_cj)
//     (x_ij - mu_cj))^2) - n logsumexp(alpha).
// work holds k doubles.
#include <math.h>
static double logsumexp(const double *v, long k) {
  double m = v[0];
  for (long c = 1; c < k; c++) m = v[c] > m ? v[c] : m;
  double s = 0;
  for (long c = 0; c < k; c++) s += exp(v[c] - m);
  return log(s) + m;
}
double gmm(const double *alpha, const double *mu, const double *logq, const double *x,
           double *work, long n, long k, long d) {
  double L = 0;
  for (long i = 0; i < n; i++) {
    for (long c = 0; c < k; c++) {
      double sq = 0, sumq = 0;
      for (long j = 0; j < d; j++) {
        double q = exp(logq[c * d + j]);
        double t = q * (x[i * d + j] - mu[c * d + j]);
        sq += t * t;
        sumq += logq[c * d + j];
      }
      work[c] = alpha[c] + sumq - 0.5 * sq;
    }
    L += logsumexp(work, k);
  }
  return L - n * logsumexp(alpha, k);
}
