// A two-layer perceptron with tanh: the weight gradients of the squared
// error, checked against central finite differences.
#include "check.h"
extern void __enzyme_autodiff(void *, ...);
#define IN 3
#define HID 4
static double loss(const double *W1, const double *b1, const double *W2, const double *x, double target) {
  double h[HID];
  for (int i = 0; i < HID; i++) {
    double s = b1[i];
    for (int j = 0; j < IN; j++)
      s += W1[i * IN + j] * x[j];
    h[i] = tanh(s);
  }
  double y = 0;
  for (int i = 0; i < HID; i++)
    y += W2[i] * h[i];
  double e = y - target;
  return 0.5 * e * e;
}
int main(void) {
  double W1[HID * IN], b1[HID], W2[HID], x[IN] = {0.5, -1, 2};
  for (int i = 0; i < HID * IN; i++)
    W1[i] = 0.1 * ((i * 7) % 5) - 0.2;
  for (int i = 0; i < HID; i++) {
    b1[i] = 0.05 * i;
    W2[i] = 0.3 - 0.2 * i;
  }
  double dW1[HID * IN] = {0}, db1[HID] = {0}, dW2[HID] = {0};
  __enzyme_autodiff((void *)loss, enzyme_dup, W1, dW1, enzyme_dup, b1, db1, enzyme_dup, W2, dW2, enzyme_const, x,
                    enzyme_const, 0.7);
  double h = 1e-6;
  for (int i = 0; i < HID * IN; i++) {
    double w = W1[i];
    W1[i] = w + h;
    double up = loss(W1, b1, W2, x, 0.7);
    W1[i] = w - h;
    double down = loss(W1, b1, W2, x, 0.7);
    W1[i] = w;
    CHECK_TOL(dW1[i], (up - down) / (2 * h), 1e-6);
  }
  for (int i = 0; i < HID; i++) {
    double b = b1[i];
    b1[i] = b + h;
    double up = loss(W1, b1, W2, x, 0.7);
    b1[i] = b - h;
    double down = loss(W1, b1, W2, x, 0.7);
    b1[i] = b;
    CHECK_TOL(db1[i], (up - down) / (2 * h), 1e-6);
    double w = W2[i];
    W2[i] = w + h;
    up = loss(W1, b1, W2, x, 0.7);
    W2[i] = w - h;
    down = loss(W1, b1, W2, x, 0.7);
    W2[i] = w;
    CHECK_TOL(dW2[i], (up - down) / (2 * h), 1e-6);
  }
  DONE();
}
