/* Vector extensions: lane arithmetic on every element width, shuffles,
 * comparisons as masks, conversions, and loops the optimiser vectorises
 * into reductions. */
#include <stdio.h>

typedef int v4i __attribute__((vector_size(16)));
typedef unsigned char v16u8 __attribute__((vector_size(16)));
typedef short v8i16 __attribute__((vector_size(16)));
typedef long long v2i64 __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));

__attribute__((noinline)) v4i ops4(v4i a, v4i b) { return (a * b + (a >> 1)) ^ (b << 2) | (a & ~b); }
__attribute__((noinline)) v16u8 ops8(v16u8 a, v16u8 b) { return (a + b) * (unsigned char)3 - (a / (b | 1)); }
__attribute__((noinline)) v8i16 ops16(v8i16 a, v8i16 b) { v8i16 m = a > b; return (m & (a - b)) | (~m & (b % (a | 1))); }
__attribute__((noinline)) v4d opsd(v4d a, v4d b) { return a * b - a / b; }

static int isum(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i] * 3; return s; }
static long long lmax(const long long *v, int n) { long long m = v[0]; for (int i = 1; i < n; i++) m = v[i] > m ? v[i] : m; return m; }
static float fdot(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
static void saxpy(float *y, const float *x, float a, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
static unsigned char umin(const unsigned char *v, int n) { unsigned char m = 255; for (int i = 0; i < n; i++) if (v[i] < m) m = v[i]; return m; }

int main(void) {
  v4i a = {1, -2, 300000, -7}, b = {5, 6, -7, 8};
  v4i r = ops4(a, b);
  printf("ops4 %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  v16u8 x, y;
  for (int i = 0; i < 16; i++) { x[i] = i * 17; y[i] = 255 - i * 9; }
  v16u8 z = ops8(x, y);
  for (int i = 0; i < 16; i++) printf("%u ", z[i]);
  printf("\n");
  v8i16 s = {-3, 4, 32000, -32000, 7, 0, 1, -1}, t = {2, 9, -2, 5, 7, 3, -1, 1};
  v8i16 u = ops16(s, t);
  for (int i = 0; i < 8; i++) printf("%d ", u[i]);
  printf("\n");
  v4d d = opsd((v4d){1.5, -2, 3, 0.1}, (v4d){2, 4, -8, 3});
  printf("opsd %a %a %a %a\n", d[0], d[1], d[2], d[3]);
  v4i sh = __builtin_shufflevector(a, b, 7, 0, 5, 2);
  v2i64 w = (v2i64)a;
  v4f cv = __builtin_convertvector(a, v4f);
  printf("shuf %d %d %d %d w %llx %llx cv %g %g\n", sh[0], sh[1], sh[2], sh[3], w[0], w[1], cv[2], cv[3]);
  int iv[1003];
  long long lv[515];
  float fa[333], fb[333];
  unsigned char uv[777];
  for (int i = 0; i < 1003; i++) iv[i] = (i * 37) % 101 - 50;
  for (int i = 0; i < 515; i++) lv[i] = (i * 7919LL) % 10007 - 5000;
  for (int i = 0; i < 333; i++) { fa[i] = i * 0.25f; fb[i] = 1.0f / (i + 1); }
  for (int i = 0; i < 777; i++) uv[i] = (unsigned char)(200 - (i * 13) % 190);
  saxpy(fa, fb, 2.0f, 333);
  printf("red %d %lld %a %u\n", isum(iv, 1003), lmax(lv, 515), fdot(fa, fb, 333), umin(uv, 777));
  return 0;
}
