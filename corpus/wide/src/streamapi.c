/* streamapi.c: a small stream library with a public API over opaque
 * handles (tuning source for type recovery, issue 13): exported
 * functions the driver never calls, in/out buffer structs passed by
 * pointer, a state struct copied and reset with memcpy/memset, options
 * structs that may be NULL, a free function per handle, error codes
 * through int* out-parameters, and a table of stream kinds with their
 * own functions. Deterministic output for lli. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	const void *src;
	size_t size;
	size_t pos;
} inBuffer;

typedef struct {
	void *dst;
	size_t size;
	size_t pos;
} outBuffer;

typedef struct {
	int level;
	int checksum;
	unsigned blockSize;
} streamOptions;

typedef struct {
	uint32_t sum1, sum2;
	uint64_t total;
	unsigned char tail[8];
	unsigned tailLen;
} checkState;

typedef struct stream_s stream;
typedef struct {
	const char *name;
	size_t (*step)(stream *s, outBuffer *out, inBuffer *in);
	void (*finish)(stream *s, outBuffer *out);
} streamKind;

struct stream_s {
	const streamKind *kind;
	streamOptions opts;
	checkState check;
	size_t produced;
};

void check_reset(checkState *st) { memset(st, 0, sizeof(*st)); }

void check_copy(checkState *dst, const checkState *src) { memcpy(dst, src, sizeof(*dst)); }

void check_update(checkState *st, const void *data, size_t n) {
	const unsigned char *p = (const unsigned char *)data;
	for (size_t i = 0; i < n; i++) {
		st->sum1 = (st->sum1 + p[i]) % 65521;
		st->sum2 = (st->sum2 + st->sum1) % 65521;
	}
	st->total += n;
}

uint32_t check_digest(const checkState *st) { return (st->sum2 << 16) | st->sum1; }

static size_t copy_step(stream *s, outBuffer *out, inBuffer *in) {
	size_t n = in->size - in->pos;
	if (n > out->size - out->pos)
		n = out->size - out->pos;
	memcpy((char *)out->dst + out->pos, (const char *)in->src + in->pos, n);
	if (s->opts.checksum)
		check_update(&s->check, (const char *)in->src + in->pos, n);
	in->pos += n;
	out->pos += n;
	s->produced += n;
	return in->size - in->pos;
}

static size_t upper_step(stream *s, outBuffer *out, inBuffer *in) {
	const unsigned char *ip = (const unsigned char *)in->src + in->pos;
	unsigned char *op = (unsigned char *)out->dst + out->pos;
	size_t n = in->size - in->pos;
	if (n > out->size - out->pos)
		n = out->size - out->pos;
	for (size_t i = 0; i < n; i++)
		op[i] = (ip[i] >= 'a' && ip[i] <= 'z') ? (unsigned char)(ip[i] - 32) : ip[i];
	if (s->opts.checksum)
		check_update(&s->check, op, n);
	in->pos += n;
	out->pos += n;
	s->produced += n;
	return in->size - in->pos;
}

static void digest_finish(stream *s, outBuffer *out) {
	if (!s->opts.checksum || out->size - out->pos < 4)
		return;
	uint32_t d = check_digest(&s->check);
	unsigned char *op = (unsigned char *)out->dst + out->pos;
	for (int i = 0; i < 4; i++)
		op[i] = (unsigned char)(d >> (8 * i));
	out->pos += 4;
}

static const streamKind kinds[] = {
	{"copy", copy_step, digest_finish},
	{"upper", upper_step, digest_finish},
};

stream *stream_create(const char *kindName, const streamOptions *opts, int *err) {
	const streamKind *k = NULL;
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (strcmp(kinds[i].name, kindName) == 0)
			k = &kinds[i];
	if (!k) {
		if (err)
			*err = 1;
		return NULL;
	}
	stream *s = (stream *)calloc(1, sizeof(stream));
	s->kind = k;
	if (opts)
		s->opts = *opts;
	else
		s->opts.level = 3;
	check_reset(&s->check);
	if (err)
		*err = 0;
	return s;
}

size_t stream_process(stream *s, outBuffer *out, inBuffer *in) { return s->kind->step(s, out, in); }

void stream_end(stream *s, outBuffer *out) { s->kind->finish(s, out); }

/* Exported, unused by the driver. */
stream *stream_clone(const stream *s) {
	stream *c = (stream *)malloc(sizeof(stream));
	memcpy(c, s, sizeof(stream));
	return c;
}

void stream_reset(stream *s) {
	check_reset(&s->check);
	s->produced = 0;
}

size_t stream_produced(const stream *s) { return s->produced; }

void stream_free(stream *s) { free(s); }

const char *stream_kind_name(const stream *s) { return s->kind->name; }

int options_set(streamOptions *o, const char *key, int value) {
	if (strcmp(key, "level") == 0)
		o->level = value;
	else if (strcmp(key, "checksum") == 0)
		o->checksum = value != 0;
	else if (strcmp(key, "block") == 0)
		o->blockSize = (unsigned)value;
	else
		return -1;
	return 0;
}

int main(void) {
	static const char msg[] = "streams carry bytes from one buffer to another, a piece at a time.";
	streamOptions o = {0, 0, 0};
	options_set(&o, "checksum", 1);
	options_set(&o, "level", 5);
	int err = -1;
	char outbuf[128];
	for (int k = 0; k < 2; k++) {
		stream *s = stream_create(k ? "upper" : "copy", &o, &err);
		inBuffer in = {msg, sizeof msg - 1, 0};
		outBuffer out = {outbuf, 20, 0};
		size_t left;
		while ((left = stream_process(s, &out, &in)) != 0) {
			out.size += 20;
			if (out.size > sizeof outbuf)
				out.size = sizeof outbuf;
		}
		out.size = sizeof outbuf;
		stream_end(s, &out);
		printf("%s: err %d produced %zu out %zu: %.*s\n", stream_kind_name(s), err, stream_produced(s), out.pos,
		       (int)(sizeof msg - 1), outbuf);
		stream_free(s);
	}
	stream *bad = stream_create("nope", NULL, &err);
	printf("bad %p err %d\n", (void *)bad, err);
	return 0;
}
