/* Call-signature mismatches as C programmers really write them: casts of
 * function pointers that make a call disagree with the function it
 * reaches. irfix's callsig corpus (corpus/callsig) explains each one.
 * No main: calling these is undefined behaviour. */
#include <stdarg.h>

int take2(int a, int b) { return a + b; }

int vsum(int n, ...) {
  va_list ap;
  int s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int deref(int *p) { return *p; }

/* Argument count: take2 takes two ints. */
int count_mismatch(void) { return ((int (*)(int))take2)(1); }

/* Varargs: vsum is variadic, called as if it had fixed parameters. */
int vararg_mismatch(void) { return ((int (*)(int, int))vsum)(1, 2); }

/* Return type: take2 returns int, called as returning double. */
double return_mismatch(void) { return ((double (*)(int, int))take2)(1, 2); }

/* Indirect call through a constant function pointer holding a cast of a
 * global function (harmless: only the pointee type differs). */
static int (*const deref_long)(long *) = (int (*)(long *))deref;
int indirect_cast(long *x) { return deref_long(x); }
