package irfix

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/irfix/irfix/target"
)

// Hook is the pre-import hook: one module in any format Load reads (text,
// bitcode, wrapper, ELF, Mach-O) in data, bitcode that reader accepts out.
// It is the pipeline load, verify-input, canonicalize, lower, write
// (bitcode, read back and compared before it is returned). name is only
// used in messages. Feeding the output back in gives the same bytes.
//
// Errors match one of ErrBadInput, ErrUnsupported, ErrNotExpressible,
// ErrInternal; ErrorClass names the class and the CLI exit code.
//
// Like Load, Convert and Check, Hook may be called from several goroutines
// at once, each on its own data.
func Hook(name string, data []byte, reader target.Target) ([]byte, error) {
	out, _, err := HookLosses(name, data, reader)
	return out, err
}

// HookLosses is Hook that also returns what the output no longer says
// that the input did (Result.Losses), for the caller to show.
func HookLosses(name string, data []byte, reader target.Target) ([]byte, []string, error) {
	if reader.Major == 0 {
		return nil, nil, optionsErrorf("the hook needs a reader to write bitcode for")
	}
	p := &Pipeline{Target: reader, Emit: EmitBitcode, VerifyInput: true}
	r, err := p.Run(name, data)
	if err != nil {
		return nil, nil, err
	}
	return r.Output, r.Losses, nil
}

// The error classes as the hook reports them on its first stderr line,
// `irfix: error: <class>: <message>`.
const (
	ClassBadInput       = "bad-input"       // ErrBadInput, I/O errors; exit 1
	ClassUnsupported    = "unsupported"     // ErrUnsupported; exit 1
	ClassNotExpressible = "not-expressible" // ErrNotExpressible; exit 3
	ClassUsage          = "usage"           // ErrOptions and command-line mistakes; exit 2
	ClassInternal       = "internal"        // ErrInternal: an irfix bug; exit 1
)

// ErrorClass returns err's class (one of the Class constants) and the exit
// code the CLI contract gives it: 1 bad input or unsupported (and irfix's
// own bugs), 2 usage, 3 not expressible. Errors of no class (an unreadable
// file) are bad input.
func ErrorClass(err error) (class string, exit int) {
	switch {
	case err == nil:
		return "", 0
	case errors.Is(err, ErrOptions):
		return ClassUsage, 2
	case errors.Is(err, ErrNotExpressible):
		return ClassNotExpressible, 3
	case errors.Is(err, ErrInternal):
		return ClassInternal, 1
	case errors.Is(err, ErrUnsupported):
		return ClassUnsupported, 1
	}
	return ClassBadInput, 1
}

// PointerMode says which pointer mode BitcodeVersionReader picks for a
// version that has both.
type PointerMode int

const (
	// PointersDefault: typed where the version still reads typed pointers
	// (14, 15, 16: the readers of Julia 1.9, 1.10, 1.11), opaque from 17.
	PointersDefault PointerMode = iota
	// PointersOpaque: opaque pointers (15 and 16 in their own default
	// mode; 14 has none).
	PointersOpaque
	// PointersTyped: typed pointers (17 and later have none).
	PointersTyped
)

// PointersFromEnv reads IRFIX_OPAQUE_POINTERS: 1 or true is
// PointersOpaque, 0 or false PointersTyped, unset or empty
// PointersDefault. It is how a caller that cannot add a flag (a program
// running `llvm-downgrade`, a library caller of LLVMDGDowngrade) asks for
// opaque 15 or 16 bitcode.
func PointersFromEnv() (PointerMode, error) {
	v := os.Getenv("IRFIX_OPAQUE_POINTERS")
	if v == "" {
		return PointersDefault, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return PointersDefault, optionsErrorf("IRFIX_OPAQUE_POINTERS=%s: want 1 or 0", v)
	}
	if b {
		return PointersOpaque, nil
	}
	return PointersTyped, nil
}

// BitcodeVersionReader maps a bitcode version as LLVM's tools spell it
// (--bitcode-version=MAJOR.MINOR of llvm-as and llvm-downgrade, the Major
// and Minor of LLVMDGDowngrade) to the reader irfix writes for. The minor
// version does not matter: LLVM changes the bitcode format only between
// major releases. With PointersDefault, 14.0, 15.0 and 16.0 give the typed
// readers 14, 15-typed and 16-typed, which is what the callers of
// llvm-downgrade need (Julia 1.9-1.11 run those LLVMs with typed
// pointers); 17.0 and later are opaque.
//
// A version irfix cannot write (5.0 and 7.0, which Metal and NVVM read,
// are older than any irfix writes) is ErrUnsupported naming the versions it
// can write; a pointer mode the version lacks is ErrUnsupported too.
func BitcodeVersionReader(major, minor int, mode PointerMode) (target.Target, error) {
	if major < target.Oldest || major > target.Newest {
		return target.Target{}, classify(ErrUnsupported, fmt.Errorf("bitcode version %d.%d: irfix cannot write it; it writes %s",
			major, minor, strings.Join(BitcodeVersions(), ", ")))
	}
	t := target.Target{Major: major, Typed: target.TypedPointers.In(major)}
	switch mode {
	case PointersOpaque:
		t.Typed = false
	case PointersTyped:
		t.Typed = true
	}
	for _, ok := range target.All() {
		if ok == t {
			return t, nil
		}
	}
	mname := "opaque"
	if t.Typed {
		mname = "typed"
	}
	return target.Target{}, classify(ErrUnsupported, fmt.Errorf("bitcode version %d.%d with %s pointers: LLVM %d's reader does not read them by default and irfix does not write them for it",
		major, minor, mname, major))
}

// BitcodeVersions lists the bitcode versions irfix writes, as MAJOR.0.
func BitcodeVersions() []string {
	var out []string
	for n := target.Oldest; n <= target.Newest; n++ {
		out = append(out, strconv.Itoa(n)+".0")
	}
	return out
}
