/* Driver of corpus/gen_lmdb.sh (issue 13, family c-realworld5): exercises
 * lz4 (block, HC, streaming and frame) and LMDB as shipped in the npm
 * package lmdb@3.5.6 and prints only what the data determines: sizes,
 * counts and checksums of generated inputs and of what comes back. Every
 * producer's module must print the same text under its lli.
 *
 * LMDB runs in a fresh directory made with mkdtemp under $TMPDIR (or
 * /tmp) and removed at the end; nothing printed depends on the page size,
 * the directory's name, the time or the process. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lmdb.h"
#include "lz4.h"
#include "lz4frame.h"
#include "lz4hc.h"
#include "xxhash.h"

static int failures;

static void fail(const char *what, long long got) {
  printf("FAIL %s: %lld\n", what, got);
  failures++;
}

/* xorshift64*: the same numbers on every producer */
static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint32_t rnd(void) {
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return (uint32_t)((rng_state * 0x2545F4914F6CDD1DULL) >> 32);
}

/* text-like data: words from a small vocabulary, numbers and runs,
 * compressible but not trivially */
static void fill_text(char *p, size_t n) {
  static const char *words[] = {"lightning", "memory", "mapped", "database", "page", "cursor",
                                "transaction", "btree", "compress", "frame", "block", "the",
                                "of", "and", "key", "value", "\n", ", "};
  size_t i = 0;
  while (i < n) {
    uint32_t r = rnd();
    const char *w;
    char num[16];
    if (r % 11 == 0) {
      snprintf(num, sizeof num, "%u", r >> 20);
      w = num;
    } else {
      w = words[r % (sizeof words / sizeof words[0])];
    }
    size_t l = strlen(w);
    if (r % 37 == 0) { /* a run */
      l = 1 + (r >> 24) % 40;
      for (size_t k = 0; k < l && i < n; k++) p[i++] = 'z';
      continue;
    }
    for (size_t k = 0; k < l && i < n; k++) p[i++] = w[k];
    if (i < n) p[i++] = ' ';
  }
}

static void fill_random(char *p, size_t n) {
  for (size_t i = 0; i < n; i++) p[i] = (char)(rnd() >> 24);
}

/* ---- lz4 block ---- */
static void lz4_block(const char *src, int n, const char *name) {
  int bound = LZ4_compressBound(n);
  char *c = malloc((size_t)bound), *d = malloc((size_t)n + 16);
  int accels[] = {1, 4, 17};
  for (int a = 0; a < 3; a++) {
    int cs = LZ4_compress_fast(src, c, n, bound, accels[a]);
    if (cs <= 0) fail("LZ4_compress_fast", cs);
    int ds = LZ4_decompress_safe(c, d, cs, n);
    if (ds != n || memcmp(src, d, (size_t)n) != 0) fail("LZ4_decompress_safe", ds);
    printf("lz4 %s accel %d: %d -> %d xxh32 %08x\n", name, accels[a], n, cs, XXH32(c, (size_t)cs, 0));
    if (a == 0) {
      /* a prefix only */
      int part = n / 3;
      int ps = LZ4_decompress_safe_partial(c, d, cs, part, n);
      if (ps < part || memcmp(src, d, (size_t)part) != 0) fail("LZ4_decompress_safe_partial", ps);
      /* the state on the caller's side */
      void *state = malloc((size_t)LZ4_sizeofState());
      int es = LZ4_compress_fast_extState(state, src, c, n, bound, 1);
      if (es != cs) fail("LZ4_compress_fast_extState", es);
      free(state);
    }
  }
  /* as much as fits in a quarter */
  int srcSize = n, target = n / 4;
  int cs = LZ4_compress_destSize(src, c, &srcSize, target);
  int ds = LZ4_decompress_safe(c, d, cs, n);
  if (ds != srcSize || memcmp(src, d, (size_t)srcSize) != 0) fail("LZ4_compress_destSize", ds);
  printf("lz4 %s destSize %d: consumed %d, wrote %d\n", name, target, srcSize, cs);
  free(c);
  free(d);
}

/* ---- lz4 streaming with a dictionary and dependent blocks ---- */
static void lz4_stream(const char *src, int n) {
  const int blk = 4096;
  LZ4_stream_t *s = LZ4_createStream();
  LZ4_streamDecode_t *sd = LZ4_createStreamDecode();
  char *dict = malloc(8192);
  fill_text(dict, 8192);
  LZ4_loadDict(s, dict, 8192);
  LZ4_setStreamDecode(sd, dict, 8192);
  char *out = malloc((size_t)n), *cbuf = malloc((size_t)LZ4_compressBound(blk));
  long total = 0;
  uint32_t h = 0;
  for (int off = 0; off < n; off += blk) {
    int len = n - off < blk ? n - off : blk;
    int cs = LZ4_compress_fast_continue(s, src + off, cbuf, len, LZ4_compressBound(blk), 1);
    if (cs <= 0) fail("LZ4_compress_fast_continue", cs);
    total += cs;
    h = XXH32(cbuf, (size_t)cs, h);
    int ds = LZ4_decompress_safe_continue(sd, cbuf, out + off, cs, len);
    if (ds != len) fail("LZ4_decompress_safe_continue", ds);
  }
  if (memcmp(src, out, (size_t)n) != 0) fail("lz4 stream round trip", 0);
  printf("lz4 stream: %d -> %ld in %d blocks, xxh32 %08x\n", n, total, (n + blk - 1) / blk, h);
  LZ4_freeStream(s);
  LZ4_freeStreamDecode(sd);
  free(dict);
  free(out);
  free(cbuf);
}

/* ---- lz4 HC ---- */
static void lz4_hc(const char *src, int n, const char *name) {
  int bound = LZ4_compressBound(n);
  char *c = malloc((size_t)bound), *d = malloc((size_t)n);
  int levels[] = {2, 4, 9, 12};
  for (int i = 0; i < 4; i++) {
    int cs = LZ4_compress_HC(src, c, n, bound, levels[i]);
    int ds = LZ4_decompress_safe(c, d, cs, n);
    if (cs <= 0 || ds != n || memcmp(src, d, (size_t)n) != 0) fail("LZ4_compress_HC", cs);
    printf("lz4hc %s level %d: %d -> %d xxh32 %08x\n", name, levels[i], n, cs, XXH32(c, (size_t)cs, 0));
  }
  /* destSize with the caller's state */
  void *state = malloc((size_t)LZ4_sizeofStateHC());
  int srcSize = n, target = n / 5;
  int cs = LZ4_compress_HC_destSize(state, src, c, &srcSize, target, 9);
  int ds = LZ4_decompress_safe(c, d, cs, n);
  if (ds != srcSize || memcmp(src, d, (size_t)srcSize) != 0) fail("LZ4_compress_HC_destSize", ds);
  printf("lz4hc %s destSize %d: consumed %d, wrote %d\n", name, target, srcSize, cs);
  free(state);
  /* streaming HC: dependent blocks */
  LZ4_streamHC_t *hs = LZ4_createStreamHC();
  LZ4_resetStreamHC_fast(hs, 6);
  LZ4_streamDecode_t *sd = LZ4_createStreamDecode();
  long total = 0;
  const int blk = 8192;
  for (int off = 0; off < n; off += blk) {
    int len = n - off < blk ? n - off : blk;
    int c1 = LZ4_compress_HC_continue(hs, src + off, c, len, bound);
    total += c1;
    int d1 = LZ4_decompress_safe_continue(sd, c, d + off, c1, len);
    if (d1 != len) fail("LZ4_compress_HC_continue", d1);
  }
  if (memcmp(src, d, (size_t)n) != 0) fail("lz4hc stream round trip", 0);
  printf("lz4hc %s stream: %d -> %ld\n", name, n, total);
  LZ4_freeStreamHC(hs);
  LZ4_freeStreamDecode(sd);
  free(c);
  free(d);
}

/* ---- lz4 frame ---- */
static void lz4_frame(const char *src, size_t n, int level, LZ4F_blockSizeID_t bsize, LZ4F_blockMode_t mode,
                      int checksums) {
  LZ4F_preferences_t prefs;
  memset(&prefs, 0, sizeof prefs);
  prefs.frameInfo.blockSizeID = bsize;
  prefs.frameInfo.blockMode = mode;
  prefs.frameInfo.contentChecksumFlag = checksums ? LZ4F_contentChecksumEnabled : LZ4F_noContentChecksum;
  prefs.frameInfo.blockChecksumFlag = checksums ? LZ4F_blockChecksumEnabled : LZ4F_noBlockChecksum;
  prefs.frameInfo.contentSize = checksums ? n : 0;
  prefs.compressionLevel = level;
  size_t bound = LZ4F_compressFrameBound(n, &prefs);
  char *c = malloc(bound), *d = malloc(n);
  size_t cs = LZ4F_compressFrame(c, bound, src, n, &prefs);
  if (LZ4F_isError(cs)) {
    printf("FAIL LZ4F_compressFrame: %s\n", LZ4F_getErrorName(cs));
    failures++;
    return;
  }
  /* decompress in small pieces of input and output */
  LZ4F_dctx *dctx;
  LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION);
  LZ4F_frameInfo_t info;
  size_t consumed = cs, pos = 0, got = 0;
  size_t r = LZ4F_getFrameInfo(dctx, &info, c, &consumed);
  if (LZ4F_isError(r)) fail("LZ4F_getFrameInfo", (long long)r);
  pos = consumed;
  int calls = 0;
  while (pos < cs) {
    size_t in = cs - pos < 1000 ? cs - pos : 1000, out = n - got < 3000 ? n - got : 3000;
    r = LZ4F_decompress(dctx, d + got, &out, c + pos, &in, NULL);
    if (LZ4F_isError(r)) {
      printf("FAIL LZ4F_decompress: %s\n", LZ4F_getErrorName(r));
      failures++;
      break;
    }
    pos += in;
    got += out;
    calls++;
    if (r == 0) break;
  }
  if (got != n || memcmp(src, d, n) != 0) fail("lz4 frame round trip", (long long)got);
  printf("lz4f level %d bsize %d %s%s: %zu -> %zu (content size %llu) xxh64 %016llx\n", level, (int)bsize,
         mode == LZ4F_blockLinked ? "linked" : "independent", checksums ? " checksums" : "", n, cs,
         (unsigned long long)info.contentSize, (unsigned long long)XXH64(c, cs, 0));
  LZ4F_freeDecompressionContext(dctx);
  free(c);
  free(d);
}

/* the frame API's streaming side: begin, updates of odd sizes, flush, end */
static void lz4_frame_stream(const char *src, size_t n) {
  LZ4F_cctx *cctx;
  LZ4F_createCompressionContext(&cctx, LZ4F_VERSION);
  LZ4F_preferences_t prefs;
  memset(&prefs, 0, sizeof prefs);
  prefs.frameInfo.blockSizeID = LZ4F_max64KB;
  prefs.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
  prefs.compressionLevel = 3;
  size_t cap = LZ4F_compressBound(n, &prefs) + LZ4F_HEADER_SIZE_MAX + 64, pos;
  char *c = malloc(cap), *d = malloc(n);
  pos = LZ4F_compressBegin(cctx, c, cap, &prefs);
  size_t off = 0, step = 777;
  while (off < n) {
    size_t len = n - off < step ? n - off : step;
    size_t r = LZ4F_compressUpdate(cctx, c + pos, cap - pos, src + off, len, NULL);
    if (LZ4F_isError(r)) fail("LZ4F_compressUpdate", (long long)r);
    pos += r;
    off += len;
    step = step * 3 % 20011 + 1;
    if (off > n / 2 && off - len <= n / 2) pos += LZ4F_flush(cctx, c + pos, cap - pos, NULL);
  }
  pos += LZ4F_compressEnd(cctx, c + pos, cap - pos, NULL);
  LZ4F_dctx *dctx;
  LZ4F_createDecompressionContext(&dctx, LZ4F_VERSION);
  size_t in = pos, out = n;
  size_t r = LZ4F_decompress(dctx, d, &out, c, &in, NULL);
  if (r != 0 || out != n || memcmp(src, d, n) != 0) fail("lz4 frame stream round trip", (long long)out);
  printf("lz4f stream: %zu -> %zu xxh32 %08x\n", n, pos, XXH32(c, pos, 0));
  LZ4F_freeCompressionContext(cctx);
  LZ4F_freeDecompressionContext(dctx);
  free(c);
  free(d);
}

/* ---- LMDB ---- */
#define CHECK(call)                                            \
  do {                                                         \
    int rc_ = (call);                                          \
    if (rc_ != 0) {                                            \
      printf("FAIL %s: %s\n", #call, mdb_strerror(rc_));       \
      failures++;                                              \
      goto out;                                                \
    }                                                          \
  } while (0)

static void make_value(char *buf, size_t *len, unsigned i) {
  /* most values small, some spill onto overflow pages */
  size_t l = i % 53 == 0 ? 9000 + i % 7 * 100 : 8 + (i * 37) % 200;
  rng_state = 0x1234567ULL + i * 0x9E3779B97F4A7C15ULL;
  fill_text(buf, l);
  *len = l;
}

static uint32_t hash_db(MDB_txn *txn, MDB_dbi dbi, long *count) {
  MDB_cursor *cur;
  MDB_val k, v;
  uint32_t h = 0;
  *count = 0;
  if (mdb_cursor_open(txn, dbi, &cur) != 0) return 0;
  int rc = mdb_cursor_get(cur, &k, &v, MDB_FIRST);
  while (rc == 0) {
    h = XXH32(k.mv_data, k.mv_size, h);
    h = XXH32(v.mv_data, v.mv_size, h);
    (*count)++;
    rc = mdb_cursor_get(cur, &k, &v, MDB_NEXT);
  }
  if (rc != MDB_NOTFOUND) fail("cursor walk", rc);
  mdb_cursor_close(cur);
  return h;
}

static void lmdb_run(void) {
  const char *base = getenv("TMPDIR");
  char dir[512], path[600];
  snprintf(dir, sizeof dir, "%s/irfix-lmdb-XXXXXX", base && *base ? base : "/tmp");
  if (!mkdtemp(dir)) {
    printf("FAIL mkdtemp: errno %d\n", errno);
    failures++;
    return;
  }
  MDB_env *env = NULL;
  MDB_txn *txn = NULL, *child = NULL;
  MDB_dbi main_db, dup_db;
  MDB_cursor *cur = NULL;
  MDB_val k, v;
  MDB_stat st;
  char kbuf[32], *vbuf = malloc(20000);
  size_t vlen;
  long count;
  int rc;
  CHECK(mdb_env_create(&env));
  CHECK(mdb_env_set_mapsize(env, 64u << 20));
  CHECK(mdb_env_set_maxdbs(env, 4));
  CHECK(mdb_env_set_maxreaders(env, 8));
  CHECK(mdb_env_open(env, dir, MDB_NOSYNC, 0600));
  int maxkey = mdb_env_get_maxkeysize(env);
  printf("lmdb max key size positive: %d\n", maxkey > 0);

  /* the first write transaction: two named databases, 600 records and
   * 3 values for each of 40 keys in the DUPSORT one */
  CHECK(mdb_txn_begin(env, NULL, 0, &txn));
  CHECK(mdb_dbi_open(txn, "main", MDB_CREATE, &main_db));
  CHECK(mdb_dbi_open(txn, "dups", MDB_CREATE | MDB_DUPSORT, &dup_db));
  for (unsigned i = 0; i < 600; i++) {
    unsigned id = (i * 7919u) % 600; /* not in key order */
    snprintf(kbuf, sizeof kbuf, "key%05u", id);
    make_value(vbuf, &vlen, id);
    k.mv_data = kbuf;
    k.mv_size = strlen(kbuf);
    v.mv_data = vbuf;
    v.mv_size = vlen;
    CHECK(mdb_put(txn, main_db, &k, &v, 0));
  }
  for (unsigned i = 0; i < 40; i++) {
    for (unsigned j = 0; j < 3; j++) {
      char dv[16];
      snprintf(kbuf, sizeof kbuf, "group%02u", i);
      snprintf(dv, sizeof dv, "m%u", (i * 13 + j * 5) % 97);
      k.mv_data = kbuf;
      k.mv_size = strlen(kbuf);
      v.mv_data = dv;
      v.mv_size = strlen(dv);
      CHECK(mdb_put(txn, dup_db, &k, &v, 0));
    }
  }
  /* an existing key with NOOVERWRITE is refused */
  snprintf(kbuf, sizeof kbuf, "key%05u", 42u);
  k.mv_data = kbuf;
  k.mv_size = strlen(kbuf);
  v.mv_data = "x";
  v.mv_size = 1;
  rc = mdb_put(txn, main_db, &k, &v, MDB_NOOVERWRITE);
  printf("lmdb put NOOVERWRITE existing: %s\n", rc == MDB_KEYEXIST ? "MDB_KEYEXIST" : "other");
  CHECK(mdb_txn_commit(txn));
  txn = NULL;

  /* a read transaction: gets, a range seek, the hash of both databases */
  CHECK(mdb_txn_begin(env, NULL, MDB_RDONLY, &txn));
  for (unsigned id = 0; id < 600; id += 53) {
    snprintf(kbuf, sizeof kbuf, "key%05u", id);
    k.mv_data = kbuf;
    k.mv_size = strlen(kbuf);
    CHECK(mdb_get(txn, main_db, &k, &v));
    make_value(vbuf, &vlen, id);
    printf("lmdb get %s: %zu bytes %s\n", kbuf, v.mv_size,
           v.mv_size == vlen && memcmp(v.mv_data, vbuf, vlen) == 0 ? "match" : "MISMATCH");
  }
  k.mv_data = "key00599x";
  k.mv_size = 9;
  rc = mdb_get(txn, main_db, &k, &v);
  printf("lmdb get missing: %s\n", rc == MDB_NOTFOUND ? "MDB_NOTFOUND" : "other");
  CHECK(mdb_cursor_open(txn, main_db, &cur));
  k.mv_data = "key0030";
  k.mv_size = 7;
  CHECK(mdb_cursor_get(cur, &k, &v, MDB_SET_RANGE));
  printf("lmdb set_range key0030: %.*s\n", (int)k.mv_size, (char *)k.mv_data);
  CHECK(mdb_cursor_get(cur, &k, &v, MDB_LAST));
  printf("lmdb last: %.*s (%zu bytes)\n", (int)k.mv_size, (char *)k.mv_data, v.mv_size);
  CHECK(mdb_cursor_get(cur, &k, &v, MDB_PREV));
  printf("lmdb prev: %.*s\n", (int)k.mv_size, (char *)k.mv_data);
  mdb_cursor_close(cur);
  cur = NULL;
  uint32_t h = hash_db(txn, main_db, &count);
  printf("lmdb main: %ld records, xxh32 %08x\n", count, h);
  CHECK(mdb_cursor_open(txn, dup_db, &cur));
  k.mv_data = "group07";
  k.mv_size = 7;
  CHECK(mdb_cursor_get(cur, &k, &v, MDB_SET_KEY));
  mdb_size_t dups;
  CHECK(mdb_cursor_count(cur, &dups));
  printf("lmdb group07: %lu values:", (unsigned long)dups);
  do {
    printf(" %.*s", (int)v.mv_size, (char *)v.mv_data);
  } while (mdb_cursor_get(cur, &k, &v, MDB_NEXT_DUP) == 0);
  printf("\n");
  mdb_cursor_close(cur);
  cur = NULL;
  h = hash_db(txn, dup_db, &count);
  printf("lmdb dups: %ld records, xxh32 %08x\n", count, h);
  CHECK(mdb_stat(txn, main_db, &st));
  printf("lmdb main stat: %lu entries\n", (unsigned long)st.ms_entries);
  mdb_txn_abort(txn);
  txn = NULL;

  /* deletes, a cursor delete and two nested transactions: one aborted,
   * one committed */
  CHECK(mdb_txn_begin(env, NULL, 0, &txn));
  for (unsigned id = 1; id < 600; id += 10) {
    snprintf(kbuf, sizeof kbuf, "key%05u", id);
    k.mv_data = kbuf;
    k.mv_size = strlen(kbuf);
    CHECK(mdb_del(txn, main_db, &k, NULL));
  }
  k.mv_data = "group03";
  k.mv_size = 7;
  v.mv_data = "m44";
  v.mv_size = 3;
  rc = mdb_del(txn, dup_db, &k, &v);
  printf("lmdb del one dup: %s\n", rc == 0 ? "ok" : mdb_strerror(rc));
  CHECK(mdb_cursor_open(txn, main_db, &cur));
  CHECK(mdb_cursor_get(cur, &k, &v, MDB_FIRST));
  CHECK(mdb_cursor_del(cur, 0));
  mdb_cursor_close(cur);
  cur = NULL;
  CHECK(mdb_txn_begin(env, txn, 0, &child));
  for (unsigned id = 0; id < 50; id++) {
    snprintf(kbuf, sizeof kbuf, "aborted%03u", id);
    k.mv_data = kbuf;
    k.mv_size = strlen(kbuf);
    v.mv_data = kbuf;
    v.mv_size = k.mv_size;
    CHECK(mdb_put(child, main_db, &k, &v, 0));
  }
  mdb_txn_abort(child);
  child = NULL;
  CHECK(mdb_txn_begin(env, txn, 0, &child));
  for (unsigned id = 0; id < 30; id++) {
    snprintf(kbuf, sizeof kbuf, "nested%03u", id);
    k.mv_data = kbuf;
    k.mv_size = strlen(kbuf);
    make_value(vbuf, &vlen, id + 1000);
    v.mv_data = vbuf;
    v.mv_size = vlen;
    CHECK(mdb_put(child, main_db, &k, &v, 0));
  }
  CHECK(mdb_txn_commit(child));
  child = NULL;
  CHECK(mdb_txn_commit(txn));
  txn = NULL;

  CHECK(mdb_txn_begin(env, NULL, MDB_RDONLY, &txn));
  h = hash_db(txn, main_db, &count);
  printf("lmdb main after: %ld records, xxh32 %08x\n", count, h);
  h = hash_db(txn, dup_db, &count);
  printf("lmdb dups after: %ld records, xxh32 %08x\n", count, h);
  k.mv_data = "aborted000";
  k.mv_size = 10;
  rc = mdb_get(txn, main_db, &k, &v);
  printf("lmdb aborted child's key: %s\n", rc == MDB_NOTFOUND ? "MDB_NOTFOUND" : "present");
  mdb_txn_abort(txn);
  txn = NULL;

  /* emptying one database */
  CHECK(mdb_txn_begin(env, NULL, 0, &txn));
  CHECK(mdb_drop(txn, dup_db, 0));
  CHECK(mdb_stat(txn, dup_db, &st));
  printf("lmdb dups dropped: %lu entries\n", (unsigned long)st.ms_entries);
  CHECK(mdb_txn_commit(txn));
  txn = NULL;

out:
  if (cur) mdb_cursor_close(cur);
  if (child) mdb_txn_abort(child);
  if (txn) mdb_txn_abort(txn);
  if (env) mdb_env_close(env);
  free(vbuf);
  snprintf(path, sizeof path, "%s/data.mdb", dir);
  unlink(path);
  snprintf(path, sizeof path, "%s/lock.mdb", dir);
  unlink(path);
  if (rmdir(dir) != 0) fail("rmdir", errno);
}

int main(void) {
  printf("lz4 %s, %s\n", LZ4_versionString(), MDB_VERSION_STRING);
  const int n = 200000;
  char *text = malloc((size_t)n), *noise = malloc(40000);
  fill_text(text, (size_t)n);
  fill_random(noise, 40000);
  printf("inputs: text xxh32 %08x, noise xxh32 %08x\n", XXH32(text, (size_t)n, 0), XXH32(noise, 40000, 0));
  lz4_block(text, n, "text");
  lz4_block(noise, 40000, "noise");
  lz4_stream(text, n);
  lz4_hc(text, n, "text");
  lz4_hc(noise, 40000, "noise");
  lz4_frame(text, (size_t)n, 0, LZ4F_max64KB, LZ4F_blockLinked, 0);
  lz4_frame(text, (size_t)n, 1, LZ4F_max256KB, LZ4F_blockIndependent, 1);
  lz4_frame(text, (size_t)n, 9, LZ4F_max64KB, LZ4F_blockLinked, 1);
  lz4_frame(noise, 40000, 3, LZ4F_max64KB, LZ4F_blockIndependent, 1);
  lz4_frame_stream(text, (size_t)n);
  free(text);
  free(noise);
  lmdb_run();
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("lmdb done\n");
  return 0;
}
