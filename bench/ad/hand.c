// Hand-written adjoints of the kernels in kernels/, with the ABI of
// irfix's NAME_grad (see ad/doc.go): shadows are added into, float
// out-parameters are set. They are written the way a person would write
// them: recompute what is cheap, store what must be stored.
#include <math.h>
#include <stdlib.h>

double sinx_hand(const double *x, double *dx, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    double si = sin(x[i]);
    s += si * x[i];
    dx[i] += cos(x[i]) * x[i] + si;
  }
  return s;
}

double matvec_hand(const double *A, double *dA, const double *x, double *dx, long n) {
  double L = 0;
  for (long i = 0; i < n; i++) {
    double y = 0;
    for (long j = 0; j < n; j++) y += A[i * n + j] * x[j];
    L += y * y;
    double g = 2 * y;
    for (long j = 0; j < n; j++) {
      dA[i * n + j] += g * x[j];
      dx[j] += g * A[i * n + j];
    }
  }
  return L;
}

// The stencil is linear and k is constant, so its reverse needs no primal
// values at all: only the final u (for the loss) is used.
double heat_hand(const double *u0, double *du0, double *u, double *du, double *v, double *dv,
                 long n, long steps, double k) {
  for (long i = 0; i < n; i++) u[i] = u0[i];
  for (long s = 0; s < steps; s++) {
    v[0] = u[0];
    v[n - 1] = u[n - 1];
    for (long i = 1; i < n - 1; i++) v[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (long i = 0; i < n; i++) u[i] = v[i];
  }
  double L = 0;
  for (long i = 0; i < n; i++) L += u[i] * u[i];
  for (long i = 0; i < n; i++) du[i] += 2 * u[i];
  for (long s = 0; s < steps; s++) {
    for (long i = 0; i < n; i++) {
      dv[i] += du[i];
      du[i] = 0;
    }
    for (long i = 1; i < n - 1; i++) {
      du[i - 1] += k * dv[i];
      du[i] += (1 - 2 * k) * dv[i];
      du[i + 1] += k * dv[i];
      dv[i] = 0;
    }
    du[0] += dv[0];
    du[n - 1] += dv[n - 1];
    dv[0] = dv[n - 1] = 0;
  }
  for (long i = 0; i < n; i++) {
    du0[i] += du[i];
    du[i] = 0;
  }
  return L;
}

// Stores the trajectory (4 doubles per step), then runs backwards.
double euler_hand(const double *y0, double *dy0, const double *p, double *dp, long steps, double h) {
  double *tr = malloc(sizeof(double) * 4 * (size_t)steps);
  double a = y0[0], b = y0[1], th = y0[2], om = y0[3];
  for (long s = 0; s < steps; s++) {
    double *t = tr + 4 * s;
    t[0] = a, t[1] = b, t[2] = th, t[3] = om;
    double da = p[0] * a - p[1] * a * b;
    double db = p[2] * a * b - p[3] * b;
    double dom = -p[4] * sin(th) - p[5] * om;
    a += h * da;
    b += h * db;
    th += h * om;
    om += h * dom;
  }
  double L = a + b + th + om;
  double ga = 1, gb = 1, gth = 1, gom = 1;
  double g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0;
  for (long s = steps - 1; s >= 0; s--) {
    double *t = tr + 4 * s;
    a = t[0], b = t[1], th = t[2], om = t[3];
    double hda = h * ga, hdb = h * gb, hdom = h * gom;
    // a' = a + h(p0 a - p1 a b); b' = b + h(p2 a b - p3 b);
    // th' = th + h om; om' = om + h(-p4 sin th - p5 om)
    g0 += hda * a;
    g1 -= hda * a * b;
    g2 += hdb * a * b;
    g3 -= hdb * b;
    g4 -= hdom * sin(th);
    g5 -= hdom * om;
    double na = ga + hda * (p[0] - p[1] * b) + hdb * p[2] * b;
    double nb = gb - hda * p[1] * a + hdb * (p[2] * a - p[3]);
    double nth = gth - hdom * p[4] * cos(th);
    double nom = gom + h * gth - hdom * p[5];
    ga = na, gb = nb, gth = nth, gom = nom;
  }
  free(tr);
  dy0[0] += ga, dy0[1] += gb, dy0[2] += gth, dy0[3] += gom;
  dp[0] += g0, dp[1] += g1, dp[2] += g2, dp[3] += g3, dp[4] += g4, dp[5] += g5;
  return L;
}

static double lse(const double *v, long k) {
  double m = v[0];
  for (long c = 1; c < k; c++) m = v[c] > m ? v[c] : m;
  double s = 0;
  for (long c = 0; c < k; c++) s += exp(v[c] - m);
  return log(s) + m;
}

// As the primal (q and sumq once per component), then per point the
// scores, their log-sum-exp and at once the point's contributions to the
// adjoints of q and mu; dq folds into dlogq at the end.
double gmm_hand(const double *alpha, double *dalpha, const double *mu, double *dmu,
                const double *logq, double *dlogq, const double *x, long n, long k, long d) {
  double *q = malloc(sizeof(double) * k * d), *sumq = malloc(sizeof(double) * k);
  double *main = malloc(sizeof(double) * k), *dq = calloc(k * d, sizeof(double));
  double *dsumq = calloc(k, sizeof(double));
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
    double l = lse(main, k);
    L += l;
    for (long c = 0; c < k; c++) {
      double w = exp(main[c] - l);
      dalpha[c] += w;
      dsumq[c] += w;
      for (long j = 0; j < d; j++) {
        double xm = x[i * d + j] - mu[c * d + j], qq = q[c * d + j];
        // d(-0.5 (q xm)^2) = -q xm^2 dq + q^2 xm dmu
        dq[c * d + j] -= w * qq * xm * xm;
        dmu[c * d + j] += w * qq * qq * xm;
      }
    }
  }
  for (long c = 0; c < k; c++)
    for (long j = 0; j < d; j++) dlogq[c * d + j] += dsumq[c] + dq[c * d + j] * q[c * d + j];
  double la = lse(alpha, k);
  for (long c = 0; c < k; c++) dalpha[c] -= n * exp(alpha[c] - la);
  free(q), free(sumq), free(main), free(dq), free(dsumq);
  return L - n * la;
}

__attribute__((noinline)) static double seed_adj(double a, double w, double p, double t,
                                                 double *da, double *dw, double *dp) {
  double z = w * t + p, c = cos(z), s = sin(z);
  *da += c;
  *dw -= a * s * t;
  *dp -= a * s;
  return a * c;
}

double seedloop_hand(double a, double w, double p, long n, double *da, double *dw, double *dp) {
  double s = 0, ga = 0, gw = 0, gp = 0;
  for (long i = 0; i < n; i++) s += seed_adj(a, w, p, (double)i * 1e-6, &ga, &gw, &gp);
  *da = ga, *dw = gw, *dp = gp;
  return s;
}
