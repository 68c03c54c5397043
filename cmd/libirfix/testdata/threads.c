/* threads.c: loads libirfix.so with dlopen and converts one module from
 * eight threads at once, through irfix_convert and LLVMDGDowngrade, then
 * checks the error paths. Used by lib_test.go:
 *
 *   threads LIB IN OUTDIR [leak]
 *
 * writes OUTDIR/convert-N.bc (irfix_convert, "16-typed") and
 * OUTDIR/downgrade-N.bc (LLVMDGDowngrade 14.0) for N = 0..7 and prints
 * one line per check; exit 0 when every call behaved as documented. With
 * "leak" it drops one irfix_convert result without freeing it, so that a
 * leak checker has something to find. */

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irfix.h"

#define THREADS 8

static int (*convert)(const uint8_t *, size_t, const char *, uint8_t **, size_t *, char **);
static void (*ifree)(void *);
static int (*downgrade)(const char *, size_t, unsigned, unsigned, LLVMDGMemoryBufferRef *, char **);
static const char *(*bufStart)(LLVMDGMemoryBufferRef);
static size_t (*bufSize)(LLVMDGMemoryBufferRef);
static void (*bufDispose)(LLVMDGMemoryBufferRef);
static void (*msgDispose)(char *);
static const char *const *(*getTargets)(size_t *);
static void (*getVersion)(unsigned *, unsigned *, unsigned *);

static uint8_t *input;
static size_t inputLen;
static const char *outdir;
static int failures;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;

static void failf(const char *what, const char *detail) {
	pthread_mutex_lock(&mu);
	printf("FAIL %s: %s\n", what, detail ? detail : "(no message)");
	failures++;
	pthread_mutex_unlock(&mu);
}

static int writeFile(const char *name, int n, const void *data, size_t len) {
	char path[4096];
	snprintf(path, sizeof path, "%s/%s-%d.bc", outdir, name, n);
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	size_t w = fwrite(data, 1, len, f);
	return fclose(f) == 0 && w == len ? 0 : -1;
}

static void *worker(void *arg) {
	int n = (int)(intptr_t)arg;
	for (int round = 0; round < 4; round++) {
		uint8_t *out = NULL;
		size_t outLen = 0;
		char *err = (char *)1;
		int rc = convert(input, inputLen, "16-typed", &out, &outLen, &err);
		if (rc != 0 || !out || outLen < 4 || err != NULL || memcmp(out, "BC\xc0\xde", 4) != 0) {
			failf("irfix_convert 16-typed", rc ? err : "bad output");
			ifree(err);
		} else if (round == 0 && writeFile("convert", n, out, outLen) != 0) {
			failf("write convert output", NULL);
		}
		ifree(out);

		LLVMDGMemoryBufferRef buf = (LLVMDGMemoryBufferRef)1;
		char *msg = NULL;
		rc = downgrade((const char *)input, inputLen, 14, 0, &buf, &msg);
		if (rc != 0 || !buf || msg != NULL) {
			failf("LLVMDGDowngrade 14.0", msg);
			msgDispose(msg);
		} else {
			if (round == 0 && writeFile("downgrade", n, bufStart(buf), bufSize(buf)) != 0)
				failf("write downgrade output", NULL);
			bufDispose(buf);
		}
	}
	return NULL;
}

/* expectError checks one failing irfix_convert call. */
static void expectError(const char *what, const uint8_t *in, size_t n, const char *target, int want, const char *class) {
	uint8_t *out = (uint8_t *)1;
	size_t outLen = 1;
	char *err = NULL;
	int rc = convert(in, n, target, &out, &outLen, &err);
	if (rc != want || out != NULL || outLen != 0 || !err || strncmp(err, class, strlen(class)) != 0) {
		char detail[512];
		snprintf(detail, sizeof detail, "exit %d (want %d), message %s", rc, want, err ? err : "NULL");
		failf(what, detail);
	} else {
		printf("ok %s: %d, %.80s\n", what, rc, err);
	}
	ifree(err);
}

#define SYM(var, name)                                                   \
	do {                                                             \
		*(void **)(&var) = dlsym(lib, name);                         \
		if (!var) {                                                  \
			fprintf(stderr, "dlsym %s: %s\n", name, dlerror()); \
			return 1;                                            \
		}                                                            \
	} while (0)

int main(int argc, char **argv) {
	if (argc != 4 && !(argc == 5 && strcmp(argv[4], "leak") == 0)) {
		fprintf(stderr, "usage: threads LIB IN OUTDIR [leak]\n");
		return 2;
	}
	void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
	if (!lib) {
		fprintf(stderr, "dlopen: %s\n", dlerror());
		return 1;
	}
	SYM(convert, "irfix_convert");
	SYM(ifree, "irfix_free");
	SYM(downgrade, "LLVMDGDowngrade");
	SYM(bufStart, "LLVMDGGetBufferStart");
	SYM(bufSize, "LLVMDGGetBufferSize");
	SYM(bufDispose, "LLVMDGDisposeMemoryBuffer");
	SYM(msgDispose, "LLVMDGDisposeMessage");
	SYM(getTargets, "LLVMDGGetTargets");
	SYM(getVersion, "LLVMDGGetLLVMVersion");
	outdir = argv[3];

	FILE *f = fopen(argv[2], "rb");
	if (!f) {
		perror(argv[2]);
		return 1;
	}
	fseek(f, 0, SEEK_END);
	inputLen = (size_t)ftell(f);
	fseek(f, 0, SEEK_SET);
	input = malloc(inputLen);
	if (fread(input, 1, inputLen, f) != inputLen) {
		perror("read");
		return 1;
	}
	fclose(f);

	pthread_t th[THREADS];
	for (int i = 0; i < THREADS; i++)
		pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
	for (int i = 0; i < THREADS; i++)
		pthread_join(th[i], NULL);
	printf("threads done\n");

	/* Error paths: the exit codes and classes of irfix_convert. */
	expectError("bad target", input, inputLen, "9", 2, "usage: ");
	expectError("NULL target", input, inputLen, NULL, 2, "usage: ");
	expectError("not IR", (const uint8_t *)"hello", 5, "14", 1, "bad-input: ");
	const char *te = "define void @f(target(\"spirv.Event\") %e) {\n  ret void\n}\n";
	expectError("not expressible", (const uint8_t *)te, strlen(te), "15", 3, "not-expressible: ");
	{
		char *err = NULL;
		int rc = convert(input, inputLen, "14", NULL, NULL, &err);
		if (rc != 2 || !err)
			failf("NULL out", err);
		ifree(err);
	}

	/* LLVMDGDowngrade: an unwritable version, NULL outputs, an optional
	 * message. */
	{
		LLVMDGMemoryBufferRef buf = (LLVMDGMemoryBufferRef)1;
		char *msg = NULL;
		int rc = downgrade((const char *)input, inputLen, 5, 0, &buf, &msg);
		if (rc == 0 || buf != NULL || !msg || !strstr(msg, "unsupported") || !strstr(msg, "14.0"))
			failf("LLVMDGDowngrade 5.0", msg);
		else
			printf("ok LLVMDGDowngrade 5.0: %d, %s\n", rc, msg);
		msgDispose(msg);
		if (downgrade((const char *)input, inputLen, 14, 0, NULL, NULL) == 0)
			failf("LLVMDGDowngrade with NULL OutBitcode succeeded", NULL);
		if (downgrade((const char *)input, inputLen, 7, 0, &buf, NULL) == 0 || buf != NULL)
			failf("LLVMDGDowngrade 7.0 without a message pointer", NULL);
		bufDispose(NULL);
		msgDispose(NULL);
	}
	{
		size_t count = 0;
		const char *const *t = getTargets(&count);
		if (count == 0 || strcmp(t[0], "14.0") != 0)
			failf("LLVMDGGetTargets", count ? t[0] : "empty");
		else
			printf("ok LLVMDGGetTargets: %zu, %s ... %s\n", count, t[0], t[count - 1]);
		unsigned major = 0;
		getVersion(&major, NULL, NULL);
		if (major < 14)
			failf("LLVMDGGetLLVMVersion", "major < 14");
	}
	if (argc == 5) {
		uint8_t *out = NULL;
		size_t outLen = 0;
		if (convert(input, inputLen, "22", &out, &outLen, NULL) == 0)
			printf("leaked %zu bytes\n", outLen);
	}
	free(input);
	printf("%d failures\n", failures);
	return failures ? 1 : 0;
}
