// Benchmark driver for one kernel (chosen with -DK_<name>): times the
// primal, irfix's gradient (NAME_grad) and the hand-written adjoint
// (NAME_hand) in CPU time (CLOCK_PROCESS_CPUTIME_ID), medians of REPS
// interleaved runs; checks the gradient against the hand-written adjoint
// and the hand-written adjoint against central finite differences of the
// primal; reports the peak heap bytes each derivative allocates (the
// tape), counted by wrapping malloc/calloc/realloc/free at link time.
//
// Output: one line of key=value pairs (run.sh makes the table).
#define _GNU_SOURCE
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// ---- heap accounting (-Wl,--wrap=malloc,...) ----
void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
void __real_free(void *);
static int counting;
static long live, peak;
static void acct(long d) {
  if (!counting) return;
  live += d;
  if (live > peak) peak = live;
}
void *__wrap_malloc(size_t n) {
  void *p = __real_malloc(n);
  if (p) acct((long)malloc_usable_size(p));
  return p;
}
void *__wrap_calloc(size_t a, size_t b) {
  void *p = __real_calloc(a, b);
  if (p) acct((long)malloc_usable_size(p));
  return p;
}
void *__wrap_realloc(void *q, size_t n) {
  long old = q ? (long)malloc_usable_size(q) : 0;
  void *p = __real_realloc(q, n);
  if (p) acct((long)malloc_usable_size(p) - old);
  return p;
}
void __wrap_free(void *p) {
  if (p) acct(-(long)malloc_usable_size(p));
  __real_free(p);
}

static double cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
static int cmpd(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmpd);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}
static unsigned long long rng = 88172645463325252ULL;
static double urand(void) { // xorshift64, uniform in [0,1)
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return (rng >> 11) * (1.0 / 9007199254740992.0);
}
static double *vec(long n, double lo, double hi) {
  double *v = malloc(sizeof(double) * (size_t)n);
  for (long i = 0; i < n; i++) v[i] = lo + (hi - lo) * urand();
  return v;
}
static double *zeros(long n) { return calloc((size_t)n, sizeof(double)); }

// Each kernel section defines: NAME, SIZE (text), ITERS (for bytes per
// iteration), setup(), primal(), grad(), hand(), clear() (zero shadows),
// and NOUT output pointers g[]/h[] with lengths len[] to compare, plus
// perturb(k, eps) that moves input number k of the flattened gradient by
// eps for the finite-difference check.
static double *gout[8], *hout[8];
static long glen[8];
static int nout;
static double **pin[8]; // the inputs matching outputs, for finite differences

#if defined(K_sinx)
double sinx_primal(const double *, long);
double sinx_grad(const double *, double *, long);
double sinx_hand(const double *, double *, long);
#define NAME "sinx"
static long n = 10000000;
static double *x, *dxg, *dxh;
static void setup(void) {
  x = vec(n, -3, 3), dxg = zeros(n), dxh = zeros(n);
  gout[0] = dxg, hout[0] = dxh, glen[0] = n, pin[0] = &x, nout = 1;
}
static double primal(void) { return sinx_primal(x, n); }
static double grad(void) { return sinx_grad(x, dxg, n); }
static double hand(void) { return sinx_hand(x, dxh, n); }
static double iters(void) { return n; }
static void size(char *b) { sprintf(b, "n=%ld", n); }

#elif defined(K_matvec)
double matvec_primal(const double *, const double *, long);
double matvec_grad(const double *, double *, const double *, double *, long);
double matvec_hand(const double *, double *, const double *, double *, long);
#define NAME "matvec"
static long n = MATN;
static double *A, *x, *dAg, *dxg, *dAh, *dxh;
static void setup(void) {
  A = vec(n * n, -1, 1), x = vec(n, -1, 1);
  dAg = zeros(n * n), dxg = zeros(n), dAh = zeros(n * n), dxh = zeros(n);
  gout[0] = dAg, hout[0] = dAh, glen[0] = n * n, pin[0] = &A;
  gout[1] = dxg, hout[1] = dxh, glen[1] = n, pin[1] = &x, nout = 2;
}
static double primal(void) { return matvec_primal(A, x, n); }
static double grad(void) { return matvec_grad(A, dAg, x, dxg, n); }
static double hand(void) { return matvec_hand(A, dAh, x, dxh, n); }
static double iters(void) { return (double)n * n; }
static void size(char *b) { sprintf(b, "n=%ld", n); }

#elif defined(K_heat)
double heat_primal(const double *, double *, double *, long, long, double);
double heat_grad(const double *, double *, double *, double *, double *, double *, long, long, double);
double heat_hand(const double *, double *, double *, double *, double *, double *, long, long, double);
#define NAME "heat"
static long n = 100000, steps = 100;
static double k = 0.25;
static double *u0, *u, *v, *du0g, *dug, *dvg, *du0h, *duh, *dvh;
static void setup(void) {
  u0 = vec(n, 0, 1), u = zeros(n), v = zeros(n);
  du0g = zeros(n), dug = zeros(n), dvg = zeros(n), du0h = zeros(n), duh = zeros(n), dvh = zeros(n);
  gout[0] = du0g, hout[0] = du0h, glen[0] = n, pin[0] = &u0;
  // u and v are overwritten before they are read: their shadows must come
  // back zero (and are cleared between runs).
  gout[1] = dug, hout[1] = duh, glen[1] = n, pin[1] = &u;
  gout[2] = dvg, hout[2] = dvh, glen[2] = n, pin[2] = &v, nout = 3;
}
static double primal(void) { return heat_primal(u0, u, v, n, steps, k); }
static double grad(void) { return heat_grad(u0, du0g, u, dug, v, dvg, n, steps, k); }
static double hand(void) { return heat_hand(u0, du0h, u, duh, v, dvh, n, steps, k); }
static double iters(void) { return (double)n * steps; }
static void size(char *b) { sprintf(b, "n=%ld,steps=%ld", n, steps); }

#elif defined(K_euler)
double euler_primal(const double *, const double *, long, double);
double euler_grad(const double *, double *, const double *, double *, long, double);
double euler_hand(const double *, double *, const double *, double *, long, double);
#define NAME "euler"
static long steps = 100000;
static double h = 1e-5;
static double y0v[4] = {1.0, 0.5, 0.3, 0.0}, p[6] = {1.1, 0.4, 0.1, 0.4, 9.81, 0.1};
static double *y0p = y0v, *pp = p;
static double dyg[4], dpg[6], dyh[4], dph[6];
static void setup(void) {
  gout[0] = dyg, hout[0] = dyh, glen[0] = 4, pin[0] = &y0p;
  gout[1] = dpg, hout[1] = dph, glen[1] = 6, pin[1] = &pp, nout = 2;
}
static double primal(void) { return euler_primal(y0p, pp, steps, h); }
static double grad(void) { return euler_grad(y0p, dyg, pp, dpg, steps, h); }
static double hand(void) { return euler_hand(y0p, dyh, pp, dph, steps, h); }
static double iters(void) { return steps; }
static void size(char *b) { sprintf(b, "steps=%ld", steps); }

#elif defined(K_gmm)
double gmm_primal(const double *, const double *, const double *, const double *, long, long, long);
double gmm_grad(const double *, double *, const double *, double *, const double *, double *,
                const double *, long, long, long);
double gmm_hand(const double *, double *, const double *, double *, const double *, double *,
                const double *, long, long, long);
#define NAME "gmm"
// ADBench's gmm sets include d = 64, k = 50 with 1000 points.
static long n = 1000, kc = 50, d = 64;
static double *al, *mu, *lq, *x, *dag, *dmg, *dlg, *dah, *dmh, *dlh;
static void setup(void) {
  al = vec(kc, -1, 1), mu = vec(kc * d, -1, 1), lq = vec(kc * d, -0.3, 0.3), x = vec(n * d, -1, 1);
  dag = zeros(kc), dmg = zeros(kc * d), dlg = zeros(kc * d);
  dah = zeros(kc), dmh = zeros(kc * d), dlh = zeros(kc * d);
  gout[0] = dag, hout[0] = dah, glen[0] = kc, pin[0] = &al;
  gout[1] = dmg, hout[1] = dmh, glen[1] = kc * d, pin[1] = &mu;
  gout[2] = dlg, hout[2] = dlh, glen[2] = kc * d, pin[2] = &lq, nout = 3;
}
static double primal(void) { return gmm_primal(al, mu, lq, x, n, kc, d); }
static double grad(void) { return gmm_grad(al, dag, mu, dmg, lq, dlg, x, n, kc, d); }
static double hand(void) { return gmm_hand(al, dah, mu, dmh, lq, dlh, x, n, kc, d); }
static double iters(void) { return (double)n * kc * d; }
static void size(char *b) { sprintf(b, "n=%ld,k=%ld,d=%ld", n, kc, d); }

#elif defined(K_seedloop)
double seedloop_primal(double, double, double, long);
double seedloop_grad(double, double, double, long, double *, double *, double *);
double seedloop_hand(double, double, double, long, double *, double *, double *);
#define NAME "seedloop"
static long n = 10000000;
static double par[3] = {1.3, 0.7, 0.2}, *parp = par, gg[3], hh[3];
static void setup(void) { gout[0] = gg, hout[0] = hh, glen[0] = 3, pin[0] = &parp, nout = 1; }
static double primal(void) { return seedloop_primal(par[0], par[1], par[2], n); }
static double grad(void) { return seedloop_grad(par[0], par[1], par[2], n, &gg[0], &gg[1], &gg[2]); }
static double hand(void) { return seedloop_hand(par[0], par[1], par[2], n, &hh[0], &hh[1], &hh[2]); }
static double iters(void) { return n; }
static void size(char *b) { sprintf(b, "n=%ld", n); }
#else
#error "compile with -DK_<kernel>"
#endif

#ifndef INNER
#define INNER 1
#endif

static void clear(void) {
  for (int o = 0; o < nout; o++) {
    memset(gout[o], 0, sizeof(double) * (size_t)glen[o]);
    memset(hout[o], 0, sizeof(double) * (size_t)glen[o]);
  }
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  if (reps < 1) reps = 1;
  setup();
  int fail = 0;

  // Correctness first: gradient vs hand-written adjoint, then the hand
  // adjoint vs central finite differences on a few components.
  clear();
  double fp = primal();
  counting = 1, live = 0, peak = 0;
  double fg = grad();
  long gpeak = peak;
  counting = 1, live = 0, peak = 0;
  double fh = hand();
  long hpeak = peak;
  counting = 0;
  double maxerr = 0, scale = 0;
  for (int o = 0; o < nout; o++)
    for (long i = 0; i < glen[o]; i++) {
      double e = fabs(gout[o][i] - hout[o][i]);
      if (e > maxerr) maxerr = e;
      if (fabs(hout[o][i]) > scale) scale = fabs(hout[o][i]);
      if (gout[o][i] != gout[o][i]) maxerr = INFINITY;
    }
  double relerr = maxerr / (scale > 0 ? scale : 1);
  double vrel = fmax(fabs(fg - fp), fabs(fh - fp)) / fmax(fabs(fp), 1e-300);
  if (!(relerr < 1e-8) || !(vrel < 1e-10)) fail = 1;
  double fderr = 0;
  for (int o = 0; o < nout; o++)
    for (int t = 0; t < 2; t++) {
      long i = (long)(urand() * glen[o]);
      double *in = *pin[o], save = in[i];
      double eps = 1e-4 * fmax(1, fabs(save));
      in[i] = save + eps;
      double fpl = primal();
      in[i] = save - eps;
      double fmi = primal();
      in[i] = save;
      double fd = (fpl - fmi) / (2 * eps);
      double e = fabs(fd - hout[o][i]) / fmax(fmax(fabs(fd), fabs(hout[o][i])), 1e-3 * scale + 1e-12);
      if (e > fderr) fderr = e;
    }
  if (!(fderr < 1e-4)) fail = 1;

  double *tp = malloc(sizeof(double) * reps), *tg = malloc(sizeof(double) * reps),
         *th = malloc(sizeof(double) * reps);
  volatile double sink = 0;
  for (int r = 0; r < reps; r++) {
    // INNER calls per timed run keep small kernels above the clock's
    // resolution; shadows accumulate across them, which changes no cost.
    double t0 = cpu();
    for (int j = 0; j < INNER; j++) sink += primal();
    tp[r] = (cpu() - t0) / INNER;
    clear();
    t0 = cpu();
    for (int j = 0; j < INNER; j++) sink += grad();
    tg[r] = (cpu() - t0) / INNER;
    t0 = cpu();
    for (int j = 0; j < INNER; j++) sink += hand();
    th[r] = (cpu() - t0) / INNER;
  }
  double mp = median(tp, reps), mg = median(tg, reps), mh = median(th, reps);
  char sz[64];
  size(sz);
  printf("kernel=%s size=%s reps=%dx%d primal_ms=%.3f grad_ms=%.3f hand_ms=%.3f grad_ratio=%.2f "
         "hand_ratio=%.2f grad_vs_hand=%.2f grad_heap=%ld hand_heap=%ld grad_bytes_per_iter=%.2f "
         "hand_bytes_per_iter=%.2f grad_vs_hand_relerr=%.1e hand_vs_fd_relerr=%.1e check=%s\n",
         NAME, sz, reps, INNER, 1e3 * mp, 1e3 * mg, 1e3 * mh, mg / mp, mh / mp, mg / mh, gpeak, hpeak,
         gpeak / iters(), hpeak / iters(), relerr, fderr, fail ? "FAIL" : "ok");
  return fail;
}
