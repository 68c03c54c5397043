package target

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Oldest and Newest are the LLVM majors irfix can write for.
const (
	Oldest = 14
	Newest = 22
)

// ErrBadTarget is the class of errors Parse returns.
var ErrBadTarget = errors.New("bad target")

// Target is a reader: an LLVM major version and its pointer mode.
type Target struct {
	Major int
	// Typed means the reader wants typed pointers (`double*`).
	Typed bool
}

// Latest is the newest opaque target, the dialect of the canonical form.
var Latest = Target{Major: Newest}

// Parse reads `14`, `15`, `15-typed`, `16`, `16-typed`, `17` … `22`
// (also `15-opaque`, `16-opaque`, and `llvm16-typed`-style prefixes).
func Parse(s string) (Target, error) {
	orig := s
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimPrefix(s, "llvm")
	s = strings.TrimPrefix(s, "-")
	mode := ""
	if i := strings.IndexByte(s, '-'); i >= 0 {
		s, mode = s[:i], s[i+1:]
	}
	if i := strings.IndexByte(s, '.'); i >= 0 { // "16.0.6"
		s = s[:i]
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return Target{}, fmt.Errorf("%w %q: want a major version such as 15, 16-typed or 22", ErrBadTarget, orig)
	}
	if n < Oldest || n > Newest {
		return Target{}, fmt.Errorf("%w %q: irfix writes for LLVM %d to %d", ErrBadTarget, orig, Oldest, Newest)
	}
	t := Target{Major: n, Typed: DefaultTyped(n)}
	switch mode {
	case "":
	case "typed":
		t.Typed = true
	case "opaque":
		t.Typed = false
	default:
		return Target{}, fmt.Errorf("%w %q: pointer mode must be typed or opaque", ErrBadTarget, orig)
	}
	if t.Typed && !TypedPointers.In(n) {
		return Target{}, fmt.Errorf("%w %q: LLVM %d has no typed pointers (removed in %d)", ErrBadTarget, orig, n, TypedPointers.Until)
	}
	if !t.Typed && !OpaquePointers.In(n) {
		return Target{}, fmt.Errorf("%w %q: LLVM %d reads opaque pointers only behind -opaque-pointers; irfix targets its default typed mode", ErrBadTarget, orig, n)
	}
	return t, nil
}

// MustParse is Parse for constants in code and tests; it panics on error.
func MustParse(s string) Target {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// DefaultTyped reports whether LLVM major n reads typed pointers by default.
func DefaultTyped(n int) bool { return !OpaquePointersDefault.In(n) }

// String returns the canonical spelling: `14`, `15-typed`, `16`, `22`.
func (t Target) String() string {
	s := strconv.Itoa(t.Major)
	if t.Typed && t.Major != Oldest {
		s += "-typed"
	}
	return s
}

// Has reports whether the target's reader understands the feature.
func (t Target) Has(f Feature) bool { return f.In(t.Major) }

// All returns every valid target, oldest first, typed before opaque.
func All() []Target {
	var out []Target
	for n := Oldest; n <= Newest; n++ {
		if TypedPointers.In(n) {
			out = append(out, Target{n, true})
		}
		if OpaquePointers.In(n) {
			out = append(out, Target{n, false})
		}
	}
	return out
}

// Feature is a construct that a range of LLVM versions understands.
type Feature struct {
	// Name is how messages name the construct: "memory(...) attribute".
	Name string
	// Since is the first major whose reader accepts it (0: before 14).
	Since int
	// Until is the first major whose reader no longer accepts it (0: all
	// up to Newest do).
	Until int
	// Source says where the fact comes from.
	Source string
}

// In reports whether LLVM major n understands f.
func (f Feature) In(n int) bool {
	return n >= f.Since && (f.Until == 0 || n < f.Until)
}

// Requirement describes what a reader needs for f: "needs LLVM >= 16" or
// "was removed in LLVM 17".
func (f Feature) Requirement() string {
	if f.Until != 0 {
		if f.Since > Oldest {
			return fmt.Sprintf("needs LLVM %d to %d", f.Since, f.Until-1)
		}
		return fmt.Sprintf("needs LLVM < %d", f.Until)
	}
	return fmt.Sprintf("needs LLVM >= %d", f.Since)
}
