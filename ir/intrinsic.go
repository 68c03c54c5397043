package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// IsIntrinsicName reports whether name is an LLVM intrinsic's (`llvm.`).
func IsIntrinsicName(name string) bool { return strings.HasPrefix(name, "llvm.") }

// IsIntrinsic reports whether f is an LLVM intrinsic.
func (f *Func) IsIntrinsic() bool { return IsIntrinsicName(f.Name) }

// SplitIntrinsicName splits an intrinsic's name into its base name and
// the overload type suffixes that follow it (MangleType's spellings):
//
//	llvm.sin.f64                   → llvm.sin, [f64]
//	llvm.memcpy.p0i8.p0i8.i64      → llvm.memcpy, [p0i8 p0i8 i64]
//	llvm.vector.reduce.fadd.v4f64  → llvm.vector.reduce.fadd, [v4f64]
//	llvm.sadd.with.overflow.i32    → llvm.sadd.with.overflow, [i32]
//	llvm.trap                      → llvm.trap, nil
//
// Suffixes are taken from the end while each dot-separated component is a
// whole type mangling; a name that is not an intrinsic's is returned as
// it is. A named struct's mangling (`s_struct.S` + `s`) contains a dot of
// its own and is not recognised as a suffix.
func SplitIntrinsicName(name string) (base string, types []string) {
	if !IsIntrinsicName(name) {
		return name, nil
	}
	base = name
	for {
		dot := strings.LastIndexByte(base, '.')
		if dot <= len("llvm") {
			break
		}
		c := base[dot+1:]
		if n, ok := mangledLen(c); !ok || n != len(c) {
			break
		}
		types = append(types, c)
		base = base[:dot]
	}
	for l, r := 0, len(types)-1; l < r; l, r = l+1, r-1 {
		types[l], types[r] = types[r], types[l]
	}
	return base, types
}

// IntrinsicBase returns the intrinsic's name without its overload type
// suffixes (see SplitIntrinsicName).
func IntrinsicBase(name string) string {
	base, _ := SplitIntrinsicName(name)
	return base
}

// IntrinsicName returns base followed by the mangling of each overload
// type: IntrinsicName("llvm.sin", Double) is "llvm.sin.f64".
func IntrinsicName(base string, overloads ...*Type) string {
	var b strings.Builder
	b.WriteString(base)
	for _, t := range overloads {
		b.WriteByte('.')
		mangle(&b, t)
	}
	return b.String()
}

// MangleType returns the suffix LLVM puts in an overloaded intrinsic's
// name for type ty (llvm/lib/IR/Function.cpp getMangledTypeStr): `p0` for
// an opaque pointer, `p0i8` / `p0f64` / `p0s_struct.Ss` for typed ones,
// `a4i32`, `v4f32`, `nxv4i32`, `sl_i32f64s`, `f_i32i8f`, `f64`, ...
func MangleType(ty *Type) string {
	var b strings.Builder
	mangle(&b, ty)
	return b.String()
}

func mangle(b *strings.Builder, ty *Type) {
	switch ty.Kind {
	case PointerKind:
		b.WriteString("p")
		b.WriteString(strconv.FormatUint(uint64(ty.AddrSpace), 10))
		if ty.Elem != nil {
			mangle(b, ty.Elem)
		}
	case ArrayKind:
		b.WriteString("a" + strconv.FormatUint(ty.Len, 10))
		mangle(b, ty.Elem)
	case VectorKind:
		if ty.Scalable {
			b.WriteString("nx")
		}
		b.WriteString("v" + strconv.FormatUint(ty.Len, 10))
		mangle(b, ty.Elem)
	case StructKind:
		if ty.Name != "" {
			b.WriteString("s_" + ty.Name)
		} else {
			b.WriteString("sl_")
			for _, f := range ty.Fields {
				mangle(b, f)
			}
		}
		b.WriteString("s")
	case FuncKind:
		b.WriteString("f_")
		mangle(b, ty.Ret)
		for _, p := range ty.Fields {
			mangle(b, p)
		}
		if ty.Variadic {
			b.WriteString("vararg")
		}
		b.WriteString("f")
	case TargetExtKind:
		b.WriteString("t" + ty.Name)
		for _, p := range ty.Fields {
			b.WriteString("_")
			mangle(b, p)
		}
		for _, n := range ty.IntParams {
			b.WriteString("_" + strconv.FormatUint(uint64(n), 10))
		}
		b.WriteString("t")
	case IntKind:
		b.WriteString("i" + strconv.FormatUint(uint64(ty.Bits), 10))
	default:
		if s, ok := mangledScalar[ty.Kind]; ok {
			b.WriteString(s)
		} else {
			b.WriteString(ty.String())
		}
	}
}

// mangledScalar spells the types without parameters.
var mangledScalar = map[TypeKind]string{
	HalfKind: "f16", BFloatKind: "bf16", FloatKind: "f32", DoubleKind: "f64",
	X86FP80Kind: "f80", FP128Kind: "f128", PPCFP128Kind: "ppcf128",
	X86MMXKind: "x86mmx", X86AMXKind: "x86amx", MetadataKind: "Metadata",
	VoidKind: "isVoid", TokenKind: "token",
}

// mangledLen returns the length of the type mangling at the start of s.
func mangledLen(s string) (int, bool) {
	digits := func(from int) int {
		k := from
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		return k - from
	}
	// elem parses "<prefix><digits><type>".
	elem := func(prefix int) (int, bool) {
		d := digits(prefix)
		if d == 0 {
			return 0, false
		}
		n, ok := mangledLen(s[prefix+d:])
		return prefix + d + n, ok
	}
	// list parses types from s[from:] up to the closing byte end (`s` of
	// a literal struct, `f` of a function type), which is the end when it
	// does not start a type of its own (s_, sl_, f16, f_ ...).
	list := func(from int, end byte) (int, bool) {
		k := from
		for k < len(s) {
			if strings.HasPrefix(s[k:], "vararg") {
				k += len("vararg")
				continue
			}
			if s[k] == end {
				if n, ok := mangledLen(s[k:]); !ok || n == 0 {
					return k + 1, true
				}
			}
			n, ok := mangledLen(s[k:])
			if !ok {
				return 0, false
			}
			k += n
		}
		return 0, false
	}
	for _, w := range []string{"isVoid", "Metadata", "x86mmx", "x86amx", "ppcf128", "token", "bf16"} {
		if strings.HasPrefix(s, w) {
			return len(w), true
		}
	}
	switch {
	case strings.HasPrefix(s, "nxv"):
		return elem(3)
	case strings.HasPrefix(s, "sl_"):
		return list(3, 's')
	case strings.HasPrefix(s, "f_"):
		return list(2, 'f')
	case s == "":
		return 0, false
	}
	switch s[0] {
	case 'i', 'f':
		if d := digits(1); d > 0 {
			return 1 + d, true
		}
	case 'v', 'a':
		return elem(1)
	case 'p':
		d := digits(1)
		if d == 0 {
			return 0, false
		}
		if 1+d == len(s) {
			return 1 + d, true
		}
		if n, ok := mangledLen(s[1+d:]); ok { // typed pointer: p0i8
			return 1 + d + n, true
		}
		return 1 + d, true
	}
	return 0, false
}

// DeclareFunc returns m's function called name, adding a declaration of
// signature sig when there is none. An existing function of another
// signature is an error (a caller that wants it anyway casts nothing in
// opaque IR: it calls it with its own type).
func (m *Module) DeclareFunc(name string, sig *Type) (*Func, error) {
	if sig == nil || sig.Kind != FuncKind {
		return nil, fmt.Errorf("declare @%s: %v is not a function type", QuoteNameIfNeeded(name), sig)
	}
	if f := m.Func(name); f != nil {
		if f.Sig != sig {
			return nil, fmt.Errorf("declare @%s: already declared as %s, not %s", QuoteNameIfNeeded(name), f.Sig, sig)
		}
		return f, nil
	}
	for _, gv := range m.GlobalValues() {
		if gv.Common().Name == name {
			return nil, fmt.Errorf("declare @%s: the name is taken by a global that is not a function", QuoteNameIfNeeded(name))
		}
	}
	return m.AddFunc(NewFunc(name, sig)), nil
}

// DeclareIntrinsic returns the declaration of the intrinsic base (e.g.
// "llvm.sin") overloaded on the given types (its name gets their
// manglings: llvm.sin.f64), with signature sig, adding it to m when
// absent. See DeclareFunc for the errors.
func (m *Module) DeclareIntrinsic(base string, sig *Type, overloads ...*Type) (*Func, error) {
	if !IsIntrinsicName(base) {
		return nil, fmt.Errorf("declare %s: not an intrinsic name", base)
	}
	return m.DeclareFunc(IntrinsicName(base, overloads...), sig)
}
