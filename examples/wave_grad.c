// wave_grad.c calls the gradient irfix generates for the seed's cfunc:
//
//   irfix grad examples/numba_cos.typed.ll --name wave_grad -o g.ll \
//     --fn cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd
//   clang-22 g.ll examples/wave_grad.c -lm -o wave_grad && ./wave_grad
#include <math.h>
#include <stdio.h>

// Reverse mode of double f(double a, double w, double p, double t):
// the primal result, and one out-parameter per active double.
double wave_grad(double a, double w, double p, double t,
                 double *da, double *dw, double *dp, double *dt);

int main(void) {
	double da = 0, dw = 0, dp = 0, dt = 0;
	double y = wave_grad(1, 1, 1, 1, &da, &dw, &dp, &dt);
	printf("f = %.17g\nd/da = %.17g\nd/dw = %.17g\nd/dp = %.17g\nd/dt = %.17g\n", y, da, dw, dp, dt);
	double c = cos(2.0), s = -sin(2.0);
	return fabs(da - c) < 1e-12 && fabs(dw - s) < 1e-12 && fabs(dp - s) < 1e-12 && fabs(dt - s) < 1e-12 ? 0 : 1;
}
