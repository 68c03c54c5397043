/* irfix.h: the C interface of libirfix.so, the irfix pre-import hook as a
 * library. Build it with
 *
 *   go build -buildmode=c-shared -o libirfix.so ./cmd/libirfix
 *
 * (go build also writes libirfix.h, cgo's own list of the Go-side helpers;
 * use this header instead.) Every function may be called from any number
 * of threads at once. Memory the library returns is allocated with malloc
 * and is the caller's to free: with irfix_free, or, for the LLVMDG entry
 * points, with LLVMDGDisposeMemoryBuffer and LLVMDGDisposeMessage. */

#ifndef IRFIX_H
#define IRFIX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* irfix_convert reads one module of n bytes at in (LLVM 11-22 assembly or
 * bitcode: raw, in a wrapper, or inside an ELF or Mach-O object) and
 * converts it to bitcode for the reader named by target, a NUL-terminated
 * irfix target: "14", "15-typed", "15", "16-typed", "16", "17" ... "22".
 *
 * Returns 0 and sets *out (malloc'ed) and *out_n on success; *err, when
 * err is not NULL, is set to NULL. Otherwise returns the irfix CLI's exit
 * code -- 1 bad or unsupported input (or an irfix bug), 2 usage (a bad
 * target, a NULL argument), 3 not expressible for the reader -- sets
 * *out = NULL, *out_n = 0, and *err (when err is not NULL) to a malloc'ed
 * message whose first line is "<class>: <message>", class one of
 * bad-input, unsupported, not-expressible, usage, internal. Free *out and
 * *err with irfix_free. in is only read, never kept. */
int irfix_convert(const uint8_t *in, size_t n, const char *target,
                  uint8_t **out, size_t *out_n, char **err);

/* irfix_free frees memory the library returned (NULL is allowed). */
void irfix_free(void *p);

/* The C interface of llvm-downgrade (LLVMDowngrader_jll,
 * include/llvm-downgrade.h), with the same signatures and ownership
 * rules, so that a program using it can switch by loading libirfix.so
 * instead. Major.Minor maps to a reader as `irfix llvm-downgrade
 * --bitcode-version=Major.Minor` does: 14.0 -> 14 (typed), 15.0 / 16.0
 * -> 15-typed / 16-typed (opaque when the environment variable
 * IRFIX_OPAQUE_POINTERS=1), 17.0 ... 22.0 -> opaque. Differences: the
 * failure status is the irfix exit code above (nonzero, as before);
 * versions before 14.0 (5.0, 7.0) are errors naming the versions irfix
 * writes; calls run in parallel instead of one at a time; nothing is
 * fatal to the process (an irfix bug is an error status too). */
typedef struct LLVMDGOpaqueMemoryBuffer *LLVMDGMemoryBufferRef;

/* Bitcode and OutBitcode must not be NULL; OutMessage may be. Both outputs
 * are cleared first. On success returns 0 and sets *OutBitcode; on failure
 * returns nonzero and sets *OutMessage when given. Dispose of the buffer
 * with LLVMDGDisposeMemoryBuffer and of the message with
 * LLVMDGDisposeMessage. */
int LLVMDGDowngrade(const char *Bitcode, size_t Length, unsigned Major,
                    unsigned Minor, LLVMDGMemoryBufferRef *OutBitcode,
                    char **OutMessage);
/* The versions irfix writes, "14.0" ... "22.0"; owned by the library. */
const char *const *LLVMDGGetTargets(size_t *Count);
/* The newest LLVM whose IR irfix reads (its minor and patch are 0). Any
 * argument may be NULL. */
void LLVMDGGetLLVMVersion(unsigned *Major, unsigned *Minor, unsigned *Patch);
const char *LLVMDGGetBufferStart(LLVMDGMemoryBufferRef Buffer);
size_t LLVMDGGetBufferSize(LLVMDGMemoryBufferRef Buffer);
void LLVMDGDisposeMemoryBuffer(LLVMDGMemoryBufferRef Buffer);
void LLVMDGDisposeMessage(char *Message);

#ifdef __cplusplus
}
#endif

#endif /* IRFIX_H */
