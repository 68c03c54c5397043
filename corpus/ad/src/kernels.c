// Kernels for irfix's AD corpus (corpus/ad_test.go): each is differentiated
// by package ad and checked by gradcheck against finite differences, in
// the interpreter and under lli. Inputs are chosen away from branch
// thresholds and rounding steps.
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// ---- scalar math over the rule table ----

double k_arith(double x, double y) { return x * x * y - 3.0 * x / y + (y - x) - (-x) * 0.5; }

double k_trig(double x) { return sin(x) * cos(x) + tan(x / 3.0); }

double k_explog(double x, double y) {
  return exp(x) * log(y) + exp2(x) + log2(y) + log10(y) + expm1(x) + log1p(y);
}

double k_pow(double x, double y) { return pow(x, y) + sqrt(x) + cbrt(y) + hypot(x, y); }

double k_hyper(double x) { return tanh(x) + sinh(x) * cosh(x); }

double k_inverse(double x) { return asin(x) + acos(x / 2.0) + atan(x) + atan2(x, 1.5); }

double k_erf(double x) { return erf(x) + erfc(x / 2.0) + lgamma(x + 2.0); }

double k_minmax(double x, double y) {
  return fmax(x, y) * fmin(x, y) + fabs(x - y) + copysign(x, -1.0);
}

// floor & co. have zero derivatives: only y's factors carry one.
double k_round(double x, double y) {
  return floor(x) * y + ceil(x) * y * y + trunc(x) + round(x) * y + rint(x) * y;
}

double k_fma(double x, double y, double z) { return fma(x, y, z) + ldexp(x, 3) + fmod(x, 0.75) * z; }

double k_powi(double x) { return __builtin_powi(x, 5) + __builtin_powi(x, -2); }

double k_frexp(double x) {
  int e;
  double m = frexp(x, &e);
  return m * m + e;
}

float k_float(float x, float y) { return sinf(x) * expf(y) + sqrtf(x * y) + logf(y) * x; }

// ---- branches and switches ----

double k_branch(double x, double y) {
  if (x > y)
    return x * x - y;
  return sin(x) * y;
}

double k_switch(double x, int k) {
  switch (k) {
  case 0:
    return x * x;
  case 1:
    return sin(x);
  case 2:
    return exp(x);
  case 5:
    return x * x * x;
  default:
    return x;
  }
}

double k_piecewise(double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    double v = x[i];
    if (v < -0.5)
      s += -v;
    else if (v < 0.5)
      s += v * v;
    else
      s += v > 0.9 ? 0.9 * v : v * 0.5 + 0.2;
  }
  return s;
}

// ---- loops ----

double k_dot(double *x, double *y, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

double k_sumsin(double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += sin(x[i]) * x[i];
  return s;
}

double k_scale(double *x, long n, double c) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += c * x[i];
  return s;
}

void k_inplace(double *x, long n, double a) {
  for (long i = 0; i < n; i++)
    x[i] = a * x[i] * x[i] + sin(x[i]);
}

// A is n x 4 (row-major), x has 4 entries.
double k_nested(double *A, double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    double r = 0;
    for (long j = 0; j < 4; j++)
      r += A[i * 4 + j] * x[j];
    s += r * r;
  }
  return s;
}

// Stops at the first element above t.
double k_early(double *x, long n, double t) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    if (x[i] > t)
      break;
    s += x[i] * x[i];
  }
  return s;
}

// Returns from inside the loop.
double k_search(double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    if (x[i] < -0.95)
      return s * x[i];
    s += exp(x[i]);
  }
  return s;
}

double k_prod(double *x, long n) {
  double p = 1;
  for (long i = 0; i < n; i++)
    p *= 1.0 + 0.001 * x[i];
  return p;
}

double k_norm(double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += x[i] * x[i];
  return sqrt(s);
}

double k_logsumexp(double *x, long n) {
  double m = x[0];
  for (long i = 1; i < n; i++)
    if (x[i] > m)
      m = x[i];
  double s = 0;
  for (long i = 0; i < n; i++)
    s += exp(x[i] - m);
  return m + log(s);
}

void k_softmax(const double *x, double *y, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    y[i] = exp(x[i]);
    s += y[i];
  }
  for (long i = 0; i < n; i++)
    y[i] /= s;
}

void k_prefix(double *x, long n) {
  for (long i = 1; i < n; i++)
    x[i] += 0.5 * x[i - 1];
}

double k_horner(const double *c, long n, double x) {
  double r = 0;
  for (long i = n - 1; i >= 0; i--)
    r = r * x + c[i];
  return r;
}

double k_stencil(const double *x, double *y, long n) {
  double s = 0;
  y[0] = x[0];
  for (long i = 1; i + 1 < n; i++) {
    y[i] = x[i - 1] - 2.0 * x[i] + x[i + 1];
    s += y[i] * y[i];
  }
  return s + y[0];
}

// The trip count depends on x: it is known only at the exit.
double k_while(double x) {
  double s = 0;
  while (x > 0.1) {
    s += x * x;
    x = x * 0.6;
  }
  return s;
}

float k_fdot(const float *x, const float *y, long n) {
  float s = 0;
  for (long i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

float k_fsumsin(const float *x, long n) {
  float s = 0;
  for (long i = 0; i < n; i++)
    s += sinf(x[i]) * x[i];
  return s;
}

void k_saxpy(float a, const float *x, float *y, long n) {
  for (long i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

// ---- structs, rows, unions ----

struct pt {
  double x, y, w;
};

double k_structs(const struct pt *p, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += p[i].w * (p[i].x * p[i].x + p[i].y * p[i].y);
  return s;
}

struct body {
  double pos[3];
  double vel[3];
  double m;
};

double k_body(const struct body *b) {
  double v2 = 0, r2 = 0;
  for (int k = 0; k < 3; k++) {
    v2 += b->vel[k] * b->vel[k];
    r2 += b->pos[k] * b->pos[k];
  }
  return 0.5 * b->m * v2 - b->m / sqrt(r2);
}

double k_rows(double **rows, long r, long c) {
  double s = 0;
  for (long i = 0; i < r; i++)
    for (long j = 0; j < c; j++)
      s += (double)(i + 1) * rows[i][j] * rows[i][j];
  return s;
}

union dpun {
  double d;
  uint64_t u;
};

// The square goes through an integer copy of its bits.
double k_union(const double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++) {
    volatile union dpun a;
    union dpun b;
    a.d = x[i] * x[i];
    b.u = a.u;
    s += b.d * x[i];
  }
  return s;
}

union fpun {
  float f;
  int32_t i;
};

float k_fpun(float x) {
  union fpun a, b;
  a.f = x * x;
  b.i = a.i;
  return b.f * x;
}

// ---- memory ----

double k_memcpy(const double *x, long n) {
  double tmp[8];
  long m = n < 8 ? n : 8;
  memcpy(tmp, x, (size_t)m * sizeof(double));
  double s = 0;
  for (long i = 0; i < m; i++)
    s += tmp[i] * tmp[i] * x[i];
  return s;
}

double k_heap(const double *x, long n) {
  double *t = malloc((size_t)n * sizeof(double));
  for (long i = 0; i < n; i++)
    t[i] = exp(0.5 * x[i]);
  double *u = malloc((size_t)n * sizeof(double));
  memcpy(u, t, (size_t)n * sizeof(double));
  double s = 0;
  for (long i = 0; i < n; i++)
    s += u[i] * x[i];
  free(u);
  free(t);
  return s;
}

double k_calloc(const double *x, long n) {
  double *t = calloc((size_t)n, sizeof(double));
  for (long i = 0; i < n; i++)
    t[i] += x[i] * 2.0;
  t = realloc(t, (size_t)(2 * n) * sizeof(double));
  for (long i = 0; i < n; i++)
    t[n + i] = t[i] * t[i];
  double s = 0;
  for (long i = 0; i < 2 * n; i++)
    s += t[i];
  free(t);
  return s;
}

static const double weights[8] = {0.5, -1.25, 2.0, 0.75, -0.5, 1.5, 0.25, -2.0};

double k_global(const double *x, long n) {
  double s = 0;
  for (long i = 0; i < n; i++)
    s += weights[i & 7] * x[i] * x[i];
  return s;
}

// ---- calls ----

__attribute__((noinline)) double k_helper_sq(double a, double b) { return a * a + sin(b) * a; }

__attribute__((noinline)) static void accumulate(double *acc, double v) { *acc += v * v; }

double k_helper(const double *x, long n) {
  double s = 0;
  for (long i = 0; i + 1 < n; i++)
    s += k_helper_sq(x[i], x[i + 1]);
  accumulate(&s, x[0]);
  return s;
}

double k_recursion(double x, int d) {
  if (d == 0)
    return 1.0;
  return 1.0 + x * k_recursion(x, d - 1) / d;
}

static double op_sq(double v) { return v * v; }
static double op_cube(double v) { return v * v * v; }
static double op_sin(double v) { return sin(v); }
static double (*const ops[3])(double) = {op_sq, op_cube, op_sin};

double k_funcptr(const double *x, long n, int which) {
  double (*volatile f)(double) = ops[which % 3];
  double s = 0;
  for (long i = 0; i < n; i++)
    s += f(x[i]);
  return s;
}
