/* Driver for the second real-world C library of the wider corpus
 * (corpus/gen_zstd.sh): Zstandard as vendored in the Go module
 * github.com/DataDog/zstd. It compresses deterministic data at several
 * levels, one-shot and streaming, with and without a trained dictionary,
 * decompresses it again and prints sizes and checksums: only values that
 * do not depend on addresses, time or the host. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ZSTD_STATIC_LINKING_ONLY
#include "zstd.h"
#include "zdict.h"
#define XXH_STATIC_LINKING_ONLY
#include "xxhash.h"

static unsigned long long lcg_state = 88172645463325252ULL;
static unsigned rnd(void) {
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(lcg_state >> 33);
}

static const char *words[] = {"alpha", "beta", "gamma", "delta", "pointer", "typed", "opaque",
                              "bitcode", "reader", "module", "global", "struct", "field", "zstd"};

/* text-like data: words, numbers and some noise */
static size_t fill(char *buf, size_t n) {
  size_t k = 0;
  while (k + 32 < n) {
    unsigned r = rnd();
    if (r % 7 == 0) {
      k += (size_t)sprintf(buf + k, "%u ", rnd() % 100000);
    } else if (r % 31 == 0) {
      buf[k++] = (char)(rnd() & 0xff);
    } else {
      const char *w = words[r % (sizeof words / sizeof *words)];
      size_t l = strlen(w);
      memcpy(buf + k, w, l);
      k += l;
      buf[k++] = (r % 5 == 0) ? '\n' : ' ';
    }
  }
  return k;
}

static int check(const char *what, size_t r) {
  if (ZSTD_isError(r)) {
    printf("%s: error %s\n", what, ZSTD_getErrorName(r));
    return 1;
  }
  return 0;
}

static int oneshot(const char *src, size_t n, int level) {
  size_t cap = ZSTD_compressBound(n);
  char *dst = malloc(cap), *back = malloc(n);
  size_t c = ZSTD_compress(dst, cap, src, n, level);
  if (check("compress", c)) return 1;
  unsigned long long fcs = ZSTD_getFrameContentSize(dst, c);
  size_t d = ZSTD_decompress(back, n, dst, c);
  if (check("decompress", d)) return 1;
  printf("level %d: %zu -> %zu bytes, frame says %llu, round trip %s, xxh64 %016llx\n", level, n, c, fcs,
         d == n && memcmp(src, back, n) == 0 ? "ok" : "BAD", (unsigned long long)XXH64(dst, c, 0));
  free(dst);
  free(back);
  return 0;
}

static int streaming(const char *src, size_t n) {
  ZSTD_CCtx *cc = ZSTD_createCCtx();
  ZSTD_DCtx *dc = ZSTD_createDCtx();
  size_t cap = ZSTD_compressBound(n) + 1024, out = 0;
  char *dst = malloc(cap), *back = malloc(n);
  ZSTD_CCtx_setParameter(cc, ZSTD_c_compressionLevel, 5);
  ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, 1);
  ZSTD_CCtx_setParameter(cc, ZSTD_c_windowLog, 17);
  ZSTD_outBuffer ob = {dst, cap, 0};
  for (size_t off = 0; off < n; off += 4093) {
    size_t len = n - off < 4093 ? n - off : 4093;
    ZSTD_inBuffer ib = {src + off, len, 0};
    ZSTD_EndDirective mode = off + len == n ? ZSTD_e_end : ZSTD_e_continue;
    size_t r;
    do {
      r = ZSTD_compressStream2(cc, &ob, &ib, mode);
      if (check("compressStream2", r)) return 1;
    } while (mode == ZSTD_e_end ? r != 0 : ib.pos < ib.size);
  }
  out = ob.pos;
  ZSTD_inBuffer ib = {dst, out, 0};
  ZSTD_outBuffer bb = {back, n, 0};
  while (ib.pos < ib.size) {
    size_t r = ZSTD_decompressStream(dc, &bb, &ib);
    if (check("decompressStream", r)) return 1;
    if (r == 0) break;
  }
  printf("streaming: %zu -> %zu bytes, round trip %s, xxh64 %016llx\n", n, out,
         bb.pos == n && memcmp(src, back, n) == 0 ? "ok" : "BAD", (unsigned long long)XXH64(dst, out, 0));
  /* a corrupted frame must be refused (the checksum catches it) */
  dst[out / 2] ^= 0x5a;
  size_t r = ZSTD_decompress(back, n, dst, out);
  printf("corrupted frame: %s\n", ZSTD_isError(r) ? ZSTD_getErrorName(r) : "accepted");
  ZSTD_freeCCtx(cc);
  ZSTD_freeDCtx(dc);
  free(dst);
  free(back);
  return 0;
}

static int dictionary(void) {
  enum { NS = 200, SZ = 600 };
  char *samples = malloc(NS * SZ);
  size_t sizes[NS], total = 0;
  for (int i = 0; i < NS; i++) {
    sizes[i] = fill(samples + total, SZ);
    total += sizes[i];
  }
  char dict[4096];
  size_t dn = ZDICT_trainFromBuffer(dict, sizeof dict, samples, sizes, NS);
  if (ZDICT_isError(dn)) {
    printf("dictionary: error %s\n", ZDICT_getErrorName(dn));
    return 1;
  }
  printf("dictionary: %zu bytes, id %u, xxh64 %016llx\n", dn, ZDICT_getDictID(dict, dn),
         (unsigned long long)XXH64(dict, dn, 0));
  ZSTD_CDict *cd = ZSTD_createCDict(dict, dn, 3);
  ZSTD_DDict *dd = ZSTD_createDDict(dict, dn);
  ZSTD_CCtx *cc = ZSTD_createCCtx();
  ZSTD_DCtx *dc = ZSTD_createDCtx();
  size_t plain = 0, withd = 0, ok = 0;
  char msg[SZ], dst[2 * SZ], back[SZ];
  for (int i = 0; i < 20; i++) {
    size_t n = fill(msg, sizeof msg);
    plain += ZSTD_compressCCtx(cc, dst, sizeof dst, msg, n, 3);
    size_t c = ZSTD_compress_usingCDict(cc, dst, sizeof dst, msg, n, cd);
    if (check("compress_usingCDict", c)) return 1;
    withd += c;
    size_t d = ZSTD_decompress_usingDDict(dc, back, sizeof back, dst, c, dd);
    ok += !ZSTD_isError(d) && d == n && memcmp(back, msg, n) == 0;
  }
  printf("dictionary: 20 messages, %zu bytes without, %zu with, %zu round trips ok\n", plain, withd, ok);
  ZSTD_freeCDict(cd);
  ZSTD_freeDDict(dd);
  ZSTD_freeCCtx(cc);
  ZSTD_freeDCtx(dc);
  free(samples);
  return 0;
}

int main(void) {
  size_t n = 1 << 17;
  char *src = malloc(n);
  n = fill(src, n);
  printf("zstd %s, input %zu bytes, xxh64 %016llx\n", ZSTD_versionString(), n, (unsigned long long)XXH64(src, n, 0));
  static const int levels[] = {-5, 1, 3, 9, 19};
  for (unsigned i = 0; i < sizeof levels / sizeof *levels; i++)
    if (oneshot(src, n, levels[i])) return 1;
  if (streaming(src, n)) return 1;
  if (dictionary()) return 1;
  free(src);
  printf("zstd done\n");
  return 0;
}
