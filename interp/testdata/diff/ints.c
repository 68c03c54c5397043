/* Integer semantics: every width C offers, signed/unsigned division and
 * shifts, overflow builtins, bit operations, bit-fields, _BitInt. */
#include <stdio.h>
#include <stdint.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void p128(const char *name, u128 x) {
  printf("%s=%016llx%016llx\n", name, (unsigned long long)(x >> 64), (unsigned long long)x);
}

struct bits { unsigned a : 3, b : 5; signed c : 7; unsigned long long d : 41; };

__attribute__((noinline)) int8_t add8(int8_t a, int8_t b) { return (int8_t)(a + b); }
__attribute__((noinline)) uint16_t mul16(uint16_t a, uint16_t b) { return (uint16_t)(a * b); }
__attribute__((noinline)) int32_t sdiv(int32_t a, int32_t b) { return a / b; }
__attribute__((noinline)) int32_t srem(int32_t a, int32_t b) { return a % b; }
__attribute__((noinline)) uint64_t udiv(uint64_t a, uint64_t b) { return a / b; }
__attribute__((noinline)) int64_t ashr(int64_t a, int s) { return a >> s; }
__attribute__((noinline)) uint32_t lshr(uint32_t a, int s) { return a >> s; }

int main(void) {
  volatile int32_t vals[] = {0, 1, -1, 7, -7, 2147483647, -2147483647 - 1, 12345, -98765};
  int n = sizeof vals / sizeof vals[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int32_t a = vals[i], b = vals[j];
      if (b != 0 && !(a == -2147483647 - 1 && b == -1))
        printf("%d/%d=%d r%d ", a, b, sdiv(a, b), srem(a, b));
      printf("%u*%u=%u ", (unsigned)a, (unsigned)b, (unsigned)a * (unsigned)b);
    }
  printf("\n");
  printf("add8=%d %d mul16=%u\n", add8(100, 100), add8(-128, -1), mul16(300, 300));
  printf("udiv=%llu ashr=%lld lshr=%u\n", (unsigned long long)udiv(~0ULL, 7), (long long)ashr(-1000000000000LL, 13), lshr(0x80000000u, 31));
  for (int s = 0; s < 64; s += 9) printf("%llx ", (unsigned long long)(0x8123456789abcdefULL >> s));
  printf("\n");

  u128 x = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
  u128 y = (u128)0xffffffffffffffffULL * 0x1234567ULL + 99;
  p128("x", x);
  p128("x*y", x * y);
  p128("x/y", x / y);
  p128("x%y", x % y);
  p128("x>>77", x >> 77);
  p128("x<<5", x << 5);
  i128 sx = -(i128)x;
  p128("-x/7", (u128)(sx / 7));
  p128("-x%7", (u128)(sx % 7));
  p128("-x>>3", (u128)(sx >> 3));
  printf("cmp=%d %d %d\n", x > y, sx < 0, (i128)y > sx);
  printf("u128->double=%a i128->double=%a\n", (double)x, (double)sx);
  printf("double->u128=%llu\n", (unsigned long long)(u128)1.5e30);

  int r;
  long long m;
  printf("ovf=%d", __builtin_add_overflow(2147483647, 1, &r));
  printf(" %d", __builtin_sub_overflow(-2147483647 - 1, 1, &r));
  printf(" %d %lld", __builtin_mul_overflow(3037000500LL, 3037000500LL, &m), m);
  unsigned u;
  printf(" %d %u\n", __builtin_add_overflow(4000000000u, 500000000u, &u), u);

  unsigned long long w = 0x00f0000000000f00ULL;
  printf("pop=%d clz=%d ctz=%d clz32=%d ctz32=%d\n", __builtin_popcountll(w), __builtin_clzll(w), __builtin_ctzll(w),
         __builtin_clz(0x00100000u), __builtin_ctz(0x00100000u));
  printf("bswap=%04x %08x %016llx\n", __builtin_bswap16(0x1234), __builtin_bswap32(0x12345678u),
         (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
  volatile unsigned rot = 13;
  uint32_t v32 = 0xdeadbeef;
  printf("rotl=%08x rotr=%08x\n", (v32 << rot) | (v32 >> (32 - rot)), (v32 >> rot) | (v32 << (32 - rot)));

  struct bits bf = {5, 17, -33, 0x1ffffffffffULL};
  bf.a += 4;
  bf.c -= 40;
  bf.d += 2;
  printf("bits=%u %u %d %llu\n", bf.a, bf.b, bf.c, (unsigned long long)bf.d);

  _BitInt(17) b17 = 65535;
  b17 = b17 * 3 / 2;
  unsigned _BitInt(37) u37 = 0x1fffffffffULL;
  u37 += 5;
  _BitInt(100) b100 = 1;
  for (int i = 0; i < 97; i++) b100 *= 2;
  b100 = b100 / 3 - 7;
  printf("bitint=%d %llu %lld\n", (int)b17, (unsigned long long)u37, (long long)(b100 >> 40));
  signed char sc = -5;
  unsigned char uc = 250;
  short ss = -30000;
  printf("promote=%d %d %d %u %d\n", sc * uc, uc + uc, ss * 2, (unsigned short)(ss * 3), (signed char)(uc + 10));
  return 0;
}
