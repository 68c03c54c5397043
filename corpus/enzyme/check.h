// Shared by the Enzyme-ABI test programs: Enzyme's marker globals and a
// checker. Each program declares the __enzyme_* entry points it calls
// with the return type it wants, computes derivatives, compares them with
// analytic values and exits non-zero on a mismatch.
#ifndef CHECK_H
#define CHECK_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif
extern int enzyme_dup, enzyme_dupnoneed, enzyme_const, enzyme_out, enzyme_width,
    enzyme_dupv, enzyme_dupnoneedv, enzyme_primal_return, enzyme_const_return,
    enzyme_active_return, enzyme_not_overwritten, enzyme_runtime_activity,
    enzyme_strong_zero, enzyme_vector, enzyme_scalar, enzyme_buffer;
#ifdef __cplusplus
}
#endif

static int check_failures;

static void check_at(int line, double got, double want, double tol) {
  if (!(fabs(got - want) <= tol * (1 + fabs(want)))) {
    printf("line %d: got %.17g, want %.17g\n", line, got, want);
    check_failures++;
  }
}

#define CHECK(got, want) check_at(__LINE__, (got), (want), 1e-10)
#define CHECK_TOL(got, want, tol) check_at(__LINE__, (got), (want), (tol))
#define DONE() return check_failures != 0
#endif
