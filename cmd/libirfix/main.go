// Command libirfix is irfix's pre-import hook as a C shared library:
//
//	go build -buildmode=c-shared -o libirfix.so ./cmd/libirfix
//
// The interface is irfix.h in this directory: irfix_convert and
// irfix_free, and the llvm-downgrade library's LLVMDGDowngrade family with
// the same signatures and ownership rules, so a program that loads
// LLVMDowngrader_jll's library can load this one instead. The C entry
// points (irfix.c) call the Go functions below, which run irfix.Hook, the
// same pipeline run as `irfix hook`. Every entry point is safe to call
// from several threads at once; a panic inside irfix is returned as an
// internal error, never taken down with the process.
//
// This is the only part of irfix that needs cgo (and a C compiler).
package main

/*
#include <stdint.h>
#include <stdlib.h>
*/
import "C"

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unsafe"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

func main() {}

// inputName names the caller's buffer in messages.
const inputName = "<input>"

//export irfixGoConvert
func irfixGoConvert(in *C.uint8_t, n C.size_t, tgt *C.char, out **C.uint8_t, outN *C.size_t, errp **C.char) (code C.int) {
	if errp != nil {
		*errp = nil
	}
	if out != nil {
		*out = nil
	}
	if outN != nil {
		*outN = 0
	}
	defer recoverInto(errp, &code)
	if out == nil || outN == nil {
		return fail(errp, usage("irfix_convert: out and out_n must not be NULL"))
	}
	if tgt == nil {
		return fail(errp, usage("irfix_convert: target must not be NULL"))
	}
	t, err := target.Parse(C.GoString(tgt))
	if err != nil {
		return fail(errp, usage("irfix_convert: "+err.Error()))
	}
	data, err := input(unsafe.Pointer(in), n)
	if err != nil {
		return fail(errp, err)
	}
	bc, err := irfix.Hook(inputName, data, t)
	if err != nil {
		return fail(errp, err)
	}
	*out, *outN = cBytes(bc)
	return 0
}

//export irfixGoDowngrade
func irfixGoDowngrade(in *C.char, n C.size_t, major, minor C.uint, haveOut C.int, out **C.uint8_t, outN *C.size_t, msg **C.char) (code C.int) {
	defer recoverInto(msg, &code)
	if in == nil || haveOut == 0 {
		return fail(msg, usage("LLVMDGDowngrade: input and output buffer pointers must not be NULL"))
	}
	mode, err := irfix.PointersFromEnv()
	if err != nil {
		return fail(msg, err)
	}
	t, err := irfix.BitcodeVersionReader(int(major), int(minor), mode)
	if err != nil {
		return fail(msg, err)
	}
	data, err := input(unsafe.Pointer(in), n)
	if err != nil {
		return fail(msg, err)
	}
	bc, err := irfix.Hook(inputName, data, t)
	if err != nil {
		return fail(msg, err)
	}
	*out, *outN = cBytes(bc)
	return 0
}

//export irfixGoOutOfMemory
func irfixGoOutOfMemory(msg **C.char) C.int {
	return fail(msg, errors.New("out of memory"))
}

//export irfixGoTargets
func irfixGoTargets(list ***C.char, n *C.size_t) {
	vs := irfix.BitcodeVersions()
	arr := (**C.char)(C.malloc(C.size_t(len(vs)) * C.size_t(unsafe.Sizeof((*C.char)(nil)))))
	ptrs := unsafe.Slice(arr, len(vs))
	for i, v := range vs {
		ptrs[i] = C.CString(v)
	}
	*list, *n = arr, C.size_t(len(vs))
}

//export irfixGoNewestMajor
func irfixGoNewestMajor() C.uint { return C.uint(target.Newest) }

// input copies the caller's n bytes at p into Go memory: irfix keeps
// slices of its input (names, text for messages) beyond the call.
func input(p unsafe.Pointer, n C.size_t) ([]byte, error) {
	if p == nil {
		if n != 0 {
			return nil, usage("input must not be NULL")
		}
		return nil, nil
	}
	return bytes.Clone(unsafe.Slice((*byte)(p), int(n))), nil
}

// cBytes copies b into malloc'ed memory.
func cBytes(b []byte) (*C.uint8_t, C.size_t) {
	p := C.malloc(C.size_t(max(len(b), 1)))
	copy(unsafe.Slice((*byte)(p), len(b)), b)
	return (*C.uint8_t)(p), C.size_t(len(b))
}

// usageErr is a mistake in the call (exit code 2).
type usageErr struct{ msg string }

func (e *usageErr) Error() string { return e.msg }

func usage(msg string) error { return &usageErr{msg} }

// fail sets *msg (when msg is not NULL) to err as `<class>: <message>`
// plus detail lines, and returns the CLI's exit code for it.
func fail(msg **C.char, err error) C.int {
	class, code := irfix.ErrorClass(err)
	var ue *usageErr
	if errors.As(err, &ue) {
		class, code = irfix.ClassUsage, 2
	}
	if msg != nil {
		text := class + ": " + strings.TrimRight(err.Error(), "\n")
		var se *lltext.Error
		if errors.As(err, &se) {
			if d := se.Detail(); d != "" {
				text += "\n" + d
			}
		}
		*msg = C.CString(text)
	}
	return C.int(code)
}

// recoverInto turns a panic in irfix into an internal error.
func recoverInto(msg **C.char, code *C.int) {
	if r := recover(); r != nil {
		*code = fail(msg, fmt.Errorf("%w: irfix panicked (an irfix bug): %v", irfix.ErrInternal, r))
	}
}
