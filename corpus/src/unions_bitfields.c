/* Unions (type punning, tagged unions) and bitfields. */
#include <stdint.h>
#include <stdio.h>

union pun { double d; uint64_t u; unsigned char bytes[8]; };

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed level : 5;
  unsigned : 0;
  unsigned long long big : 40;
  uint8_t tail : 4;
};

enum tag { T_INT, T_DBL, T_STR };
struct value {
  enum tag tag;
  union { long i; double d; const char *s; } as;
};

static void print_value(const struct value *v) {
  switch (v->tag) {
  case T_INT: printf("int %ld\n", v->as.i); break;
  case T_DBL: printf("dbl %.3f\n", v->as.d); break;
  case T_STR: printf("str %s\n", v->as.s); break;
  }
}

unsigned pack(struct flags *f, int level) {
  f->ready = 1;
  f->mode = 5;
  f->level = level;
  f->big = 0x12345678ABULL;
  f->tail = 9;
  return f->ready + f->mode * 2 + (unsigned)f->level + (unsigned)(f->big >> 20) + f->tail;
}

int main(void) {
  union pun p;
  p.d = -2.5;
  printf("bits=%016llx byte7=%02x\n", (unsigned long long)p.u, p.bytes[7]);
  struct flags f = {0};
  printf("pack=%u level=%d sizeof=%zu\n", pack(&f, -7), f.level, sizeof f);
  struct value vs[3] = {{T_INT, {.i = 42}}, {T_DBL, {.d = 3.25}}, {T_STR, {.s = "hello"}}};
  for (int i = 0; i < 3; i++) print_value(&vs[i]);
  return 0;
}
