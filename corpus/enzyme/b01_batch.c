// __enzyme_batch: one call per lane, no derivative. enzyme_vector gives a
// value per lane (the default when the width is above 1), enzyme_scalar
// one value for every lane, enzyme_buffer lane k's pointer at k*OFFSET.
#include "check.h"
typedef struct { double l0, l1, l2; } Lanes3;
typedef struct { double l0, l1; } Lanes2;
extern Lanes3 __enzyme_batch(void *, ...);
extern Lanes2 __enzyme_batch2(void *, ...);
extern void __enzyme_batch_void(void *, ...);
static double f(double x, double s) { return s * x * x; }
static void scale(double *v, double k) {
  v[0] *= k;
  v[1] = v[1] * k + 1;
}
int main(void) {
  Lanes3 r = __enzyme_batch((void *)f, enzyme_width, 3, enzyme_vector, 1.0, 2.0, 3.0, enzyme_scalar, 0.5);
  CHECK(r.l0, 0.5);
  CHECK(r.l1, 2.0);
  CHECK(r.l2, 4.5);
  Lanes2 q = __enzyme_batch2((void *)f, enzyme_width, 2, 1.5, -2.0, enzyme_scalar, 2.0);
  CHECK(q.l0, 4.5);
  CHECK(q.l1, 8.0);
  double buf[4] = {1, 2, 3, 4};
  __enzyme_batch_void((void *)scale, enzyme_width, 2, enzyme_buffer, (long)(2 * sizeof(double)), buf, enzyme_scalar, 10.0);
  CHECK(buf[0], 10);
  CHECK(buf[1], 21);
  CHECK(buf[2], 30);
  CHECK(buf[3], 41);
  DONE();
}
