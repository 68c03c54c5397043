/* features.c exercises IR constructs the corpus programs may not: inline
 * asm (with and without goto), computed goto (blockaddress, indirectbr),
 * atomics with every ordering, vectors and shuffles, wide and odd
 * floating-point and integer types, thread-locals, aliases, ifuncs,
 * sections, weak and common symbols, varargs, bitfields, flexible arrays,
 * constructors, complex numbers and debug macros. The bitcode reader's
 * tests compile it with every installed clang and compare disassemblies. */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <complex.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

__thread int tls_counter = 3;
_Thread_local static long tls_local;
int common_sym;
__attribute__((weak)) int weak_sym = 7;
__attribute__((section(".mydata"))) int in_section = 42;
const char *const names[] = {"zero", "one", "two"};
static const __int128 big128 = ((__int128)0x123456789abcdefLL << 64) | 0xfedcba9876543210ULL;
long double ld_const = 3.14159265358979323846264338327950288L;
__float128 q_const = 2.5Q;
_Float16 h_const = 1.5;
struct bits { unsigned a : 3, b : 5; signed c : 7; unsigned long long d : 40; } bits_g = {1, 2, -3, 12345};
struct flex { int n; double d[]; };
static struct { int a; struct { char c[5]; short s; } in; } nested = {1, {"abcd", 9}};

int real_impl(int x) { return x + 1; }
int alias_fn(int) __attribute__((alias("real_impl")));
static int impl_a(int x) { return 2 * x; }
static int (*resolve_f(void))(int) { return impl_a; }
int ifunc_fn(int) __attribute__((ifunc("resolve_f")));

int dispatch(int op, int a, int b) {
  static void *table[] = {&&add, &&sub, &&mul};
  if (op < 0 || op > 2) return -1;
  goto *table[op];
add:
  return a + b;
sub:
  return a - b;
mul:
  return a * b;
}

int asm_add(int a, int b) {
  int r;
  __asm__ volatile("leal (%1,%2), %0" : "=r"(r) : "r"(a), "r"(b) : "cc");
  return r;
}

int asm_goto(int x) {
  __asm__ goto("testl %0, %0; jz %l[zero]" : : "r"(x) : "cc" : zero);
  return 1;
zero:
  return 0;
}

atomic_int counter;
long atomics(long *p, int v) {
  atomic_fetch_add_explicit(&counter, v, memory_order_relaxed);
  atomic_fetch_sub_explicit(&counter, 1, memory_order_release);
  int expected = 5;
  atomic_compare_exchange_strong_explicit(&counter, &expected, 6, memory_order_acq_rel, memory_order_acquire);
  atomic_compare_exchange_weak(&counter, &expected, 7);
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acquire);
  __atomic_fetch_nand(p, 3, __ATOMIC_SEQ_CST);
  __atomic_fetch_max(p, 9, __ATOMIC_SEQ_CST);
  __atomic_store_n(p, 1, __ATOMIC_RELEASE);
  return __atomic_load_n(p, __ATOMIC_ACQUIRE) + atomic_load(&counter);
}

v4si vec_ops(v4si a, v4si b, int i) {
  v4si c = a + b * 3;
  c = __builtin_shufflevector(c, a, 0, 5, 2, 7);
  c[i & 3] = c[0] + 1;
  v4sf f = __builtin_convertvector(c, v4sf);
  f = f * 0.5f;
  return __builtin_convertvector(f, v4si) ^ (a > b);
}

double varsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}

long double ld_math(long double x, __int128 y) { return x * 2.0L + (long double)(y >> 3); }
__float128 q_math(__float128 x) { return x * q_const; }
_Float16 h_math(_Float16 x) { return x * h_const + (_Float16)1; }
double complex c_math(double complex z) { return z * z + I; }
unsigned popcount_all(uint64_t x, uint32_t y) { return __builtin_popcountll(x) + __builtin_ctz(y | 1) + __builtin_bswap32(y); }

int bitfield_sum(struct bits *b) { b->c += 1; return b->a + b->b + b->c + (int)b->d; }
double flex_sum(struct flex *f) { double s = 0; for (int i = 0; i < f->n; i++) s += f->d[i]; return s; }
int use_all(void) {
  tls_counter++;
  tls_local += tls_counter;
  return tls_counter + common_sym + weak_sym + in_section + nested.in.s + (int)big128 + alias_fn(1) + ifunc_fn(2) + names[1][0];
}

__attribute__((constructor(101))) static void early(void) { common_sym = 1; }
__attribute__((destructor)) static void late(void) { common_sym = 0; }
__attribute__((cold, noinline)) void rarely(void) { __builtin_trap(); }
__attribute__((noreturn)) void never_returns(void) { __builtin_unreachable(); }

int switchy(int x) {
  switch (x) {
  case 1: return 10;
  case 2: case 3: return 20;
  case 100: return 30;
  case -5: return 40;
  default: return rarely(), 0;
  }
}
