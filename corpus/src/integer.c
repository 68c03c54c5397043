/* Integer widths and operations: i8/i16/i64/__int128, signed/unsigned
 * division, shifts, overflow builtins, bit-count builtins, byte swaps. */
#include <stdint.h>
#include <stdio.h>

uint32_t rotl(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

int8_t sat_add8(int8_t a, int8_t b) {
  int8_t r;
  if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT8_MAX : INT8_MIN;
  return r;
}

uint64_t mulhi(uint64_t a, uint64_t b) {
  return (uint64_t)(((unsigned __int128)a * b) >> 64);
}

int bits(uint64_t x) { return __builtin_popcountll(x) * 100 + __builtin_ctzll(x | 1ULL << 63) ; }

int16_t narrow(int64_t x) { return (int16_t)x; }

int main(void) {
  printf("rotl=%08x\n", rotl(0x80000001u, 3));
  printf("sat=%d %d %d\n", sat_add8(100, 100), sat_add8(-100, -100), sat_add8(5, 6));
  printf("mulhi=%llu\n", (unsigned long long)mulhi(0xFFFFFFFFFFFFFFFFULL, 3));
  printf("bits=%d clz=%d\n", bits(0xF0F0ULL), __builtin_clz(1u << 10));
  printf("bswap=%08x %016llx\n", __builtin_bswap32(0x11223344u),
         (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
  printf("div=%d %d %u %d\n", -7 / 2, -7 % 2, 0xFFFFFFF9u / 2, -7 >> 1);
  printf("narrow=%d %u\n", narrow(70000), (uint8_t)300);
  long long m = 0;
  int of = __builtin_smulll_overflow(1LL << 40, 1LL << 30, &m);
  printf("of=%d\n", of);
  return 0;
}
