/* minicomp.c: a small LZ77 + order-0 entropy compressor in the style of
 * streaming compression libraries (tuning source for type recovery,
 * issue 13): a custom allocator with an opaque pointer, a workspace
 * carved into typed tables, match finders chosen through a table of
 * function pointers by strategy, bit writers and readers over void*
 * buffers, unaligned reads through helpers that take const void*, size_t
 * error codes, and a context whose parameters are a struct of their own.
 * Deterministic output for lli. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint8_t BYTE;
typedef uint16_t U16;
typedef uint32_t U32;
typedef uint64_t U64;

#define ERROR(e) ((size_t) - (e))
enum { err_dstTooSmall = 1, err_corrupt = 2, err_memory = 3 };
static int isError(size_t code) { return code > (size_t)-16; }

typedef void *(*allocFn)(void *opaque, size_t size);
typedef void (*freeFn)(void *opaque, void *address);
typedef struct {
	allocFn customAlloc;
	freeFn customFree;
	void *opaque;
} customMem;

static void *mc_malloc(size_t size, customMem mem) {
	if (mem.customAlloc)
		return mem.customAlloc(mem.opaque, size);
	return malloc(size);
}

static void mc_free(void *ptr, customMem mem) {
	if (!ptr)
		return;
	if (mem.customFree)
		mem.customFree(mem.opaque, ptr);
	else
		free(ptr);
}

/* A counting allocator: the opaque pointer is its statistics. */
typedef struct {
	size_t allocated, calls;
} allocStats;

static void *countingAlloc(void *opaque, size_t size) {
	allocStats *st = (allocStats *)opaque;
	st->allocated += size;
	st->calls++;
	return malloc(size);
}

static void countingFree(void *opaque, void *address) {
	allocStats *st = (allocStats *)opaque;
	st->calls++;
	free(address);
}

/* Unaligned little-endian access. */
static U32 readLE32(const void *memPtr) {
	const BYTE *p = (const BYTE *)memPtr;
	return (U32)p[0] | ((U32)p[1] << 8) | ((U32)p[2] << 16) | ((U32)p[3] << 24);
}

static void writeLE16(void *memPtr, U16 v) {
	BYTE *p = (BYTE *)memPtr;
	p[0] = (BYTE)v;
	p[1] = (BYTE)(v >> 8);
}

static U16 readLE16(const void *memPtr) {
	const BYTE *p = (const BYTE *)memPtr;
	return (U16)(p[0] | (p[1] << 8));
}

static U32 hash4(const void *p, U32 hashLog) { return (readLE32(p) * 2654435761U) >> (32 - hashLog); }

typedef struct {
	U32 hashLog;
	U32 minMatch;
	int strategy;
} compParams;

typedef struct cctx_s cctx;
typedef size_t (*matchFinder)(cctx *cc, const BYTE *ip, const BYTE *base, const BYTE *iend, U32 *offsetPtr);

struct cctx_s {
	compParams params;
	customMem mem;
	void *workspace;
	size_t workspaceSize;
	U32 *hashTable;
	U32 *chainTable;
	U16 *litFreq;
	matchFinder finder;
};

static size_t countMatch(const BYTE *a, const BYTE *b, const BYTE *end) {
	const BYTE *start = a;
	while (a < end && *a == *b) {
		a++;
		b++;
	}
	return (size_t)(a - start);
}

static size_t findFast(cctx *cc, const BYTE *ip, const BYTE *base, const BYTE *iend, U32 *offsetPtr) {
	U32 h = hash4(ip, cc->params.hashLog);
	U32 cand = cc->hashTable[h];
	cc->hashTable[h] = (U32)(ip - base);
	if (cand < (U32)(ip - base) && readLE32(base + cand) == readLE32(ip)) {
		*offsetPtr = (U32)(ip - base) - cand;
		return countMatch(ip, base + cand, iend);
	}
	return 0;
}

static size_t findChain(cctx *cc, const BYTE *ip, const BYTE *base, const BYTE *iend, U32 *offsetPtr) {
	U32 h = hash4(ip, cc->params.hashLog);
	U32 cur = (U32)(ip - base);
	U32 cand = cc->hashTable[h];
	size_t best = 0;
	int depth = 8;
	cc->chainTable[cur & 1023] = cand;
	cc->hashTable[h] = cur;
	while (depth-- > 0 && cand < cur && cur - cand < 1024) {
		size_t len = countMatch(ip, base + cand, iend);
		if (len > best) {
			best = len;
			*offsetPtr = cur - cand;
		}
		cand = cc->chainTable[cand & 1023];
	}
	return best;
}

static const matchFinder finders[] = {findFast, findChain};

/* The workspace holds the hash table, the chain table and the literal
 * statistics, one after the other. */
static void *carve(void **cursor, size_t bytes) {
	void *p = *cursor;
	*cursor = (BYTE *)*cursor + bytes;
	return p;
}

static cctx *createCCtx(const compParams *params, customMem mem) {
	cctx *cc = (cctx *)mc_malloc(sizeof(cctx), mem);
	if (!cc)
		return NULL;
	cc->params = *params;
	cc->mem = mem;
	cc->workspaceSize = ((size_t)4 << params->hashLog) + 4 * 1024 + 2 * 256;
	cc->workspace = mc_malloc(cc->workspaceSize, mem);
	void *cursor = cc->workspace;
	cc->hashTable = (U32 *)carve(&cursor, (size_t)4 << params->hashLog);
	cc->chainTable = (U32 *)carve(&cursor, 4 * 1024);
	cc->litFreq = (U16 *)carve(&cursor, 2 * 256);
	cc->finder = finders[params->strategy & 1];
	return cc;
}

static void freeCCtx(cctx *cc) {
	if (!cc)
		return;
	customMem mem = cc->mem;
	mc_free(cc->workspace, mem);
	mc_free(cc, mem);
}

/* Output: sequences of (literal length u16, match length u16, offset
 * u16) followed by the literals. */
static size_t compressBlock(cctx *cc, void *dst, size_t dstCapacity, const void *src, size_t srcSize) {
	const BYTE *const base = (const BYTE *)src;
	const BYTE *ip = base, *anchor = base;
	const BYTE *const iend = base + srcSize;
	BYTE *op = (BYTE *)dst;
	BYTE *const oend = op + dstCapacity;
	memset(cc->hashTable, 0, (size_t)4 << cc->params.hashLog);
	memset(cc->litFreq, 0, 2 * 256);
	while (ip + 4 <= iend) {
		U32 offset = 0;
		size_t mlen = cc->finder(cc, ip, base, iend, &offset);
		if (mlen < cc->params.minMatch) {
			ip++;
			continue;
		}
		size_t llen = (size_t)(ip - anchor);
		if (op + 6 + llen > oend)
			return ERROR(err_dstTooSmall);
		writeLE16(op, (U16)llen);
		writeLE16(op + 2, (U16)mlen);
		writeLE16(op + 4, (U16)offset);
		op += 6;
		for (size_t i = 0; i < llen; i++)
			cc->litFreq[anchor[i]]++;
		memcpy(op, anchor, llen);
		op += llen;
		ip += mlen;
		anchor = ip;
	}
	size_t last = (size_t)(iend - anchor);
	if (op + 6 + last > oend)
		return ERROR(err_dstTooSmall);
	writeLE16(op, (U16)last);
	writeLE16(op + 2, 0);
	writeLE16(op + 4, 0);
	op += 6;
	memcpy(op, anchor, last);
	op += last;
	return (size_t)(op - (BYTE *)dst);
}

static size_t decompressBlock(void *dst, size_t dstCapacity, const void *src, size_t srcSize) {
	const BYTE *ip = (const BYTE *)src;
	const BYTE *const iend = ip + srcSize;
	BYTE *const ostart = (BYTE *)dst;
	BYTE *op = ostart;
	BYTE *const oend = ostart + dstCapacity;
	while (ip + 6 <= iend) {
		size_t llen = readLE16(ip), mlen = readLE16(ip + 2), offset = readLE16(ip + 4);
		ip += 6;
		if (ip + llen > iend || op + llen + mlen > oend)
			return ERROR(err_corrupt);
		memcpy(op, ip, llen);
		op += llen;
		ip += llen;
		if (mlen == 0)
			break;
		if (offset == 0 || offset > (size_t)(op - ostart))
			return ERROR(err_corrupt);
		for (size_t i = 0; i < mlen; i++, op++)
			*op = *(op - offset);
	}
	return (size_t)(op - ostart);
}

static U32 checksum(const void *buf, size_t n) {
	const BYTE *p = (const BYTE *)buf;
	U32 a = 1, b = 0;
	for (size_t i = 0; i < n; i++) {
		a = (a + p[i]) % 65521;
		b = (b + a) % 65521;
	}
	return (b << 16) | a;
}

static unsigned topLiteral(const cctx *cc) {
	unsigned best = 0;
	for (unsigned c = 1; c < 256; c++)
		if (cc->litFreq[c] > cc->litFreq[best])
			best = c;
	return best;
}

int main(void) {
	static const char text[] = "It was the best of times, it was the worst of times, it was the age of wisdom, "
	                           "it was the age of foolishness, it was the epoch of belief, it was the epoch of "
	                           "incredulity, it was the season of Light, it was the season of Darkness.";
	allocStats stats = {0, 0};
	customMem mem = {countingAlloc, countingFree, &stats};
	for (int strategy = 0; strategy < 2; strategy++) {
		compParams params = {12, 4, strategy};
		cctx *cc = createCCtx(&params, mem);
		BYTE comp[512], back[512];
		size_t csize = compressBlock(cc, comp, sizeof comp, text, sizeof text - 1);
		if (isError(csize)) {
			printf("error %d\n", (int)-csize);
			return 1;
		}
		size_t dsize = decompressBlock(back, sizeof back, comp, csize);
		printf("strategy %d: %zu -> %zu -> %zu, same %d, sum %08x, top '%c'\n", strategy, sizeof text - 1, csize, dsize,
		       dsize == sizeof text - 1 && memcmp(back, text, dsize) == 0, (unsigned)checksum(comp, csize), topLiteral(cc));
		BYTE tiny[8];
		size_t e = compressBlock(cc, tiny, sizeof tiny, text, sizeof text - 1);
		printf("tiny: error %d %d\n", isError(e), (int)-e);
		freeCCtx(cc);
	}
	printf("allocs %zu bytes in %zu calls\n", stats.allocated, stats.calls);
	return 0;
}
