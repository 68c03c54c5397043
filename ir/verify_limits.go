package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxNesting is the deepest nesting of literal types, constants and inline
// metadata that irfix's readers accept, the same for LLVM assembly
// (ir/lltext) and bitcode (bitcode): `[1 x [1 x i32]]` nests 2 levels,
// `{ { i32 } }` too; a named struct is a reference and starts again at 1.
//
// The bound exists because the readers and everything after them
// (printer, writer, verifier, interpreter) walk these structures
// recursively: at this depth the Go stack they need stays in the low
// megabytes. It is far above what compilers emit (tens of levels) and
// matches what LLVM's own tools handle: llvm-as-22 reads 10000 levels of
// struct nesting and overflows its stack at 30000.
const MaxNesting = 4096

// dataLayoutProblem checks a datalayout string as LLVM 22's parser does
// (DataLayout::parseSpecification): each '-'-separated specification is
// e or E alone; m:<one of e l m o w x a>; n<size>[:<size>]...;
// ni:<address space>[:...] (not 0); S<align>; F<i|n><align>; P, A or G
// <address space>; [ifv]<size>:<abi>[:<pref>]; a[0]:<abi>[:<pref>];
// p[<as>]:<size>:<abi>[:<pref>[:<index size>]]; s... (ignored). A size is
// a non-zero 24-bit number, an address space a 24-bit number, an
// alignment a 16-bit number of bits that is a power of two times 8
// (zero only for a's ABI alignment), a preferred alignment at least the
// ABI one, i8's ABI alignment 8, an index size at most the pointer size.
func dataLayoutProblem(s string) string {
	if s == "" {
		return ""
	}
	num := func(x string) (uint64, bool) {
		if x == "" || len(x) > 12 {
			return 0, false
		}
		for _, c := range x {
			if c < '0' || c > '9' {
				return 0, false
			}
		}
		n, err := strconv.ParseUint(x, 10, 64)
		return n, err == nil
	}
	size := func(x, name string) (uint64, string) {
		n, ok := num(x)
		if !ok || n == 0 || n >= 1<<24 {
			return 0, name + " must be a non-zero 24-bit integer"
		}
		return n, ""
	}
	addrSpace := func(x string) (uint64, string) {
		n, ok := num(x)
		if !ok || n >= 1<<24 {
			return 0, "address space must be a 24-bit integer"
		}
		return n, ""
	}
	// align returns the alignment in bits (8 for an allowed zero).
	align := func(x, name string, zeroOK bool) (uint64, string) {
		n, ok := num(x)
		switch {
		case !ok || n >= 1<<16:
			return 0, name + " alignment must be a 16-bit integer"
		case n == 0 && zeroOK:
			return 8, ""
		case n == 0:
			return 0, name + " alignment must be non-zero"
		case n%8 != 0 || (n/8)&(n/8-1) != 0:
			return 0, name + " alignment must be a power of two times the byte width"
		}
		return n, ""
	}
	// abiPref checks <abi>[:<pref>].
	abiPref := func(c []string, abiZeroOK bool) (uint64, string) {
		abi, msg := align(c[0], "ABI", abiZeroOK)
		if msg != "" {
			return 0, msg
		}
		if len(c) > 1 {
			pref, msg := align(c[1], "preferred", false)
			if msg != "" {
				return 0, msg
			}
			if pref < abi {
				return 0, "preferred alignment cannot be less than the ABI alignment"
			}
		}
		return abi, ""
	}
	check := func(spec string) string {
		if strings.HasPrefix(spec, "ni") {
			rest, ok := strings.CutPrefix(spec[2:], ":")
			if !ok {
				return "want ni:<address space>[:<address space>]..."
			}
			for _, x := range strings.Split(rest, ":") {
				as, msg := addrSpace(x)
				if msg != "" {
					return msg
				}
				if as == 0 {
					return "address space 0 cannot be non-integral"
				}
			}
			return ""
		}
		c, rest := spec[0], spec[1:]
		switch c {
		case 'i', 'f', 'v':
			parts := strings.Split(rest, ":")
			if len(parts) < 2 || len(parts) > 3 {
				return fmt.Sprintf("want %c<size>:<abi>[:<pref>]", c)
			}
			bits, msg := size(parts[0], "size")
			if msg != "" {
				return msg
			}
			abi, msg := abiPref(parts[1:], false)
			if msg != "" {
				return msg
			}
			if c == 'i' && bits == 8 && abi != 8 {
				return "i8 must be 8-bit aligned"
			}
		case 'a':
			parts := strings.Split(rest, ":")
			if len(parts) < 2 || len(parts) > 3 {
				return "want a:<abi>[:<pref>]"
			}
			if parts[0] != "" {
				if n, ok := num(parts[0]); !ok || n != 0 {
					return "size must be zero"
				}
			}
			if _, msg := abiPref(parts[1:], true); msg != "" {
				return msg
			}
		case 'p':
			parts := strings.Split(rest, ":")
			if len(parts) < 3 || len(parts) > 5 {
				return "want p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"
			}
			if parts[0] != "" {
				if _, msg := addrSpace(parts[0]); msg != "" {
					return msg
				}
			}
			bits, msg := size(parts[1], "pointer size")
			if msg != "" {
				return msg
			}
			if _, msg := abiPref(parts[2:min(4, len(parts))], false); msg != "" {
				return msg
			}
			if len(parts) > 4 {
				idx, msg := size(parts[4], "index size")
				if msg != "" {
					return msg
				}
				if idx > bits {
					return "index size cannot be larger than the pointer size"
				}
			}
		case 's':
			// Deprecated; LLVM ignores it.
		case 'e', 'E':
			if rest != "" {
				return "must be just 'e' or 'E'"
			}
		case 'n':
			for _, x := range strings.Split(rest, ":") {
				if _, msg := size(x, "size"); msg != "" {
					return msg
				}
			}
		case 'S':
			if rest == "" {
				return "want S<size>"
			}
			if _, msg := align(rest, "stack natural", false); msg != "" {
				return msg
			}
		case 'F':
			if rest == "" {
				return "want F<type><abi>"
			}
			if rest[0] != 'i' && rest[0] != 'n' {
				return fmt.Sprintf("unknown function pointer alignment type '%c'", rest[0])
			}
			if _, msg := align(rest[1:], "ABI", false); msg != "" {
				return msg
			}
		case 'P', 'A', 'G':
			if rest == "" {
				return fmt.Sprintf("want %c<address space>", c)
			}
			if _, msg := addrSpace(rest); msg != "" {
				return msg
			}
		case 'm':
			mode, ok := strings.CutPrefix(rest, ":")
			if !ok || mode == "" {
				return "want m:<mangling>"
			}
			if len(mode) != 1 || !strings.Contains("elmowxa", mode) {
				return "unknown mangling mode"
			}
		default:
			return fmt.Sprintf("unknown specifier '%c'", c)
		}
		return ""
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			return "empty specification (a '-' at the start, at the end or doubled)"
		}
		if msg := check(spec); msg != "" {
			return fmt.Sprintf("spec %q: %s", spec, msg)
		}
	}
	return ""
}

// attrTypeProblems reports range attributes whose width does not match
// the value they describe (LLVM: "Attribute 'range(i1 0, 0)' applied to
// incompatible type!") or whose bounds are equal but not 0 (LLVM 22:
// "the range represent the empty set but limits aren't 0!"). ret is the return type, params the parameter (or argument) types.
// It also reports attributes no LLVM 11-22 knows (a kind outside
// AttrInfos, or a bare keyword kept as Attr.Raw), which no LLVM reader
// accepts.
func attrTypeProblems(l AttrList, ret *Type, params []*Type, report func(string)) {
	unknown := func(s AttrSet, what string) {
		for _, a := range s {
			if a.Kind == AttrNone && a.Raw != "" {
				report(fmt.Sprintf("%s attribute %q is not an LLVM attribute", what, a.Raw))
			} else if a.Kind != AttrNone && (int(a.Kind) >= len(AttrInfos) || AttrInfos[a.Kind].Name == "") {
				report(fmt.Sprintf("%s attribute kind %d is not an LLVM attribute", what, a.Kind))
			}
		}
	}
	unknown(l.Fn, "function")
	check := func(s AttrSet, t *Type, what string) {
		unknown(s, what)
		for _, a := range s {
			if a.Kind != AttrRange || a.Range == nil || t == nil {
				continue
			}
			st := t
			if st.Kind == VectorKind {
				st = st.Elem
			}
			if st == nil || st.Kind != IntKind || st.Bits != a.Range.Bits {
				report(fmt.Sprintf("%s attribute range(i%d ...) applied to a value of type %s", what, a.Range.Bits, t))
				continue
			}
			r := a.Range
			if r.Lo != nil && r.Hi != nil && r.Lo.Cmp(r.Hi) == 0 && r.Lo.Sign() != 0 {
				report(fmt.Sprintf("%s attribute range(i%d %s, %s) has equal bounds other than 0", what, r.Bits, r.Lo, r.Hi))
			}
		}
	}
	check(l.Ret, ret, "return")
	attrValueProblems(l.Ret, ret, "return", report)
	for n, s := range l.Params {
		if n < len(params) && len(s) > 0 {
			what := paramWhat(n)
			check(s, params[n], what)
			attrValueProblems(s, params[n], what, report)
		}
	}
	attrParamsProblems(l.Params, len(params), report)
}

// paramWhat is "parameter n", for messages; the first few are made once,
// as the verifier names every parameter set of every call it checks.
func paramWhat(n int) string {
	if n < len(paramWhats) {
		return paramWhats[n]
	}
	return fmt.Sprintf("parameter %d", n)
}

var paramWhats = func() (s [16]string) {
	for n := range s {
		s[n] = fmt.Sprintf("parameter %d", n)
	}
	return s
}()
