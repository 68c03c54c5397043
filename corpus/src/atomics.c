/* volatile accesses and atomics: C11 <stdatomic.h> and GCC __atomic_*. */
#include <stdatomic.h>
#include <stdio.h>

volatile int vcount;
_Atomic long acount;
atomic_int flag = 0;
int plain;

void spin_volatile(int n) {
  for (int i = 0; i < n; i++) vcount = vcount + 1;
}

long atomic_work(int n) {
  for (int i = 0; i < n; i++) atomic_fetch_add(&acount, 2);
  atomic_fetch_sub_explicit(&acount, 1, memory_order_relaxed);
  atomic_thread_fence(memory_order_seq_cst);
  return atomic_load_explicit(&acount, memory_order_acquire);
}

int cas_loop(int *p, int add) {
  int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, old + add, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    ;
  return old;
}

int main(void) {
  spin_volatile(10);
  printf("volatile=%d\n", vcount);
  printf("atomic=%ld\n", atomic_work(5));
  int expected = 0;
  int ok = atomic_compare_exchange_strong(&flag, &expected, 7);
  printf("cas ok=%d flag=%d\n", ok, atomic_load(&flag));
  printf("old=%d ", cas_loop(&plain, 5));
  printf("new=%d\n", __atomic_add_fetch(&plain, 1, __ATOMIC_SEQ_CST));
  printf("xchg=%d\n", __atomic_exchange_n(&plain, 99, __ATOMIC_SEQ_CST));
  __atomic_thread_fence(__ATOMIC_RELEASE);
  int before = __atomic_fetch_or(&plain, 0x100, __ATOMIC_RELAXED);
  printf("final=%d before=%d\n", plain, before);
  return 0;
}
