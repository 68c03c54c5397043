// The C entry points of libirfix.so (irfix.h): thin wrappers that give the
// exported symbols their const-qualified signatures and keep the
// LLVMDG buffer type; the work is done by the Go functions in main.go.

#include <pthread.h>
#include <stdlib.h>

#include "irfix.h"
#include "_cgo_export.h"

int irfix_convert(const uint8_t *in, size_t n, const char *target,
                  uint8_t **out, size_t *out_n, char **err) {
	return irfixGoConvert((uint8_t *)in, n, (char *)target, out, out_n, err);
}

void irfix_free(void *p) { free(p); }

struct LLVMDGOpaqueMemoryBuffer {
	char *data;
	size_t size;
};

int LLVMDGDowngrade(const char *Bitcode, size_t Length, unsigned Major,
                    unsigned Minor, LLVMDGMemoryBufferRef *OutBitcode,
                    char **OutMessage) {
	if (OutMessage)
		*OutMessage = NULL;
	if (OutBitcode)
		*OutBitcode = NULL;
	uint8_t *data = NULL;
	size_t size = 0;
	int status = irfixGoDowngrade((char *)Bitcode, Length, Major, Minor,
	                              OutBitcode != NULL, &data, &size, OutMessage);
	if (status != 0)
		return status;
	struct LLVMDGOpaqueMemoryBuffer *b = malloc(sizeof *b);
	if (!b) {
		free(data);
		return irfixGoOutOfMemory(OutMessage);
	}
	b->data = (char *)data;
	b->size = size;
	*OutBitcode = b;
	return 0;
}

static const char *const *targets;
static size_t ntargets;
static pthread_once_t targetsOnce = PTHREAD_ONCE_INIT;

static void initTargets(void) {
	char **list = NULL;
	size_t n = 0;
	irfixGoTargets(&list, &n);
	targets = (const char *const *)list;
	ntargets = n;
}

const char *const *LLVMDGGetTargets(size_t *Count) {
	pthread_once(&targetsOnce, initTargets);
	if (Count)
		*Count = ntargets;
	return targets;
}

void LLVMDGGetLLVMVersion(unsigned *Major, unsigned *Minor, unsigned *Patch) {
	unsigned major = irfixGoNewestMajor();
	if (Major)
		*Major = major;
	if (Minor)
		*Minor = 0;
	if (Patch)
		*Patch = 0;
}

const char *LLVMDGGetBufferStart(LLVMDGMemoryBufferRef Buffer) { return Buffer->data; }

size_t LLVMDGGetBufferSize(LLVMDGMemoryBufferRef Buffer) { return Buffer->size; }

void LLVMDGDisposeMemoryBuffer(LLVMDGMemoryBufferRef Buffer) {
	if (!Buffer)
		return;
	free(Buffer->data);
	free(Buffer);
}

void LLVMDGDisposeMessage(char *Message) { free(Message); }
