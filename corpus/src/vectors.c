/* GCC/clang vector extensions: vector_size, arithmetic, shuffles, compares. */
#include <stdio.h>

typedef double v2d __attribute__((vector_size(16)));
typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));

v4f saxpy4(float a, v4f x, v4f y) { return a * x + y; }

v4i reverse4(v4i v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }

v4i interleave(v4i a, v4i b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5); }

v2d swap2(v2d v) { return __builtin_shufflevector(v, v, 1, 0); }

v4i max4(v4i a, v4i b) {
  v4i m = a > b; /* lanes are -1 (true) or 0 */
  return (a & m) | (b & ~m);
}

double hsum(v2d v) { return v[0] + v[1]; }

int main(void) {
  v4f x = {1, 2, 3, 4}, y = {0.5f, 0.5f, 0.5f, 0.5f};
  v4f r = saxpy4(2.0f, x, y);
  printf("saxpy=%.1f %.1f %.1f %.1f\n", r[0], r[1], r[2], r[3]);
  v4i a = {1, 9, 3, 7}, b = {5, 2, 8, 4};
  v4i rv = reverse4(a), il = interleave(a, b), mx = max4(a, b);
  printf("rev=%d %d %d %d\n", rv[0], rv[1], rv[2], rv[3]);
  printf("il=%d %d %d %d\n", il[0], il[1], il[2], il[3]);
  printf("max=%d %d %d %d\n", mx[0], mx[1], mx[2], mx[3]);
  v2d d = {1.25, -3.5};
  v2d s = swap2(d) * d;
  printf("hsum=%.4f s0=%.4f\n", hsum(d), s[0]);
  return 0;
}
