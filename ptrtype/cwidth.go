package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// C integer types whose width is the target's, for the prototypes
// __PRETTY_FUNCTION__ spells (prettyfn.go): size_t, ssize_t, ptrdiff_t,
// intptr_t and uintptr_t are as wide as a pointer in every C ABI clang
// targets (the module's data layout gives the pointer's width), and long
// is too on the LP64 targets (64-bit Linux, the BSDs, macOS; not
// Windows, whose long stays 32 bits: LLP64), which the triple names.
// `size_t *pBytesRead` is then an i64*.

var ptrWidthNames = map[string]bool{
	"size_t": true, "ssize_t": true, "ptrdiff_t": true, "intptr_t": true, "uintptr_t": true,
}

var longNames = map[string]bool{
	"long": true, "unsigned long": true, "long int": true, "unsigned long int": true, "signed long": true,
}

// cScalar returns the IR type of the C scalar type named base, nil when
// it is none this reads.
func (a *analysis) cScalar(base string) *ir.Type {
	if t := cScalars[base]; t != nil {
		return t
	}
	if !ptrWidthNames[base] && !longNames[base] {
		return nil
	}
	dl := a.layout()
	if dl == nil {
		return nil
	}
	bits := dl.PtrBits(0)
	if longNames[base] && !(bits == 64 && lp64(a.m.Triple)) {
		return nil
	}
	switch bits {
	case 64:
		return ir.I64
	case 32:
		if longNames[base] {
			return nil
		}
		return ir.I32
	}
	return nil
}

// lp64 reports whether triple names a 64-bit target whose C long is 64
// bits (every 64-bit one clang knows but Windows).
func lp64(triple string) bool {
	return triple != "" && !strings.Contains(triple, "windows") && !strings.Contains(triple, "win32") &&
		!strings.Contains(triple, "mingw") && !strings.Contains(triple, "cygwin")
}
