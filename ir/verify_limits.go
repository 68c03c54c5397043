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

// dataLayoutProblem adds the checks LLVM's datalayout parser makes that
// ParseDataLayout (which reads only what layout needs) does not: no empty
// specification ("e-", "-e", "e--m:e"), a known mangling mode, native
// integer widths that are non-zero 24-bit numbers, `F` with its type
// letter, and the address-space and stack-alignment numbers of P, G, A, S.
// LLVM 14 and 22 both reject each of these.
func dataLayoutProblem(s string) string {
	if s == "" {
		return ""
	}
	isNum := func(x string) bool {
		if x == "" {
			return false
		}
		for _, c := range x {
			if c < '0' || c > '9' {
				return false
			}
		}
		return true
	}
	for _, spec := range strings.Split(s, "-") {
		switch {
		case spec == "":
			return "empty specification (a '-' at the start, at the end or doubled)"
		case spec[0] == 'm':
			if len(spec) != 3 || spec[1] != ':' || !strings.ContainsRune("elmowxa", rune(spec[2])) {
				return fmt.Sprintf("spec %q: want m:<mangling> with one of e, l, m, o, w, x, a", spec)
			}
		case spec[0] == 'n' && !strings.HasPrefix(spec, "ni"):
			for _, w := range strings.Split(spec[1:], ":") {
				n, err := strconv.ParseUint(w, 10, 32)
				if err != nil || n == 0 || n >= 1<<24 {
					return fmt.Sprintf("spec %q: native integer widths must be non-zero 24-bit numbers", spec)
				}
			}
		case spec[0] == 'F':
			if len(spec) < 3 || (spec[1] != 'i' && spec[1] != 'n') || !isNum(spec[2:]) {
				return fmt.Sprintf("spec %q: want Fi<align> or Fn<align>", spec)
			}
		case spec[0] == 'P' || spec[0] == 'G' || spec[0] == 'A' || spec[0] == 'S':
			if !isNum(spec[1:]) {
				return fmt.Sprintf("spec %q: want %c<number>", spec, spec[0])
			}
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
	for n, s := range l.Params {
		if n < len(params) {
			check(s, params[n], fmt.Sprintf("parameter %d", n))
		}
	}
}
