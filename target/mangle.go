package target

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// MangleType returns the suffix LLVM puts in an overloaded intrinsic's
// name for type ty (llvm/lib/IR/Function.cpp getMangledTypeStr): `p0` for
// an opaque pointer, `p0i8` / `p0f64` / `p0s_struct.Ss` for typed ones,
// `a4i32`, `v4f32`, `nxv4i32`, `sl_i32f64s`, `f_i32i8f`, `f64`, ...
func MangleType(ty *ir.Type) string {
	var b strings.Builder
	mangle(&b, ty)
	return b.String()
}

func mangle(b *strings.Builder, ty *ir.Type) {
	switch ty.Kind {
	case ir.PointerKind:
		b.WriteString("p")
		b.WriteString(strconv.FormatUint(uint64(ty.AddrSpace), 10))
		if ty.Elem != nil {
			mangle(b, ty.Elem)
		}
	case ir.ArrayKind:
		b.WriteString("a" + strconv.FormatUint(ty.Len, 10))
		mangle(b, ty.Elem)
	case ir.VectorKind:
		if ty.Scalable {
			b.WriteString("nx")
		}
		b.WriteString("v" + strconv.FormatUint(ty.Len, 10))
		mangle(b, ty.Elem)
	case ir.StructKind:
		if ty.Name != "" {
			b.WriteString("s_" + ty.Name)
		} else {
			b.WriteString("sl_")
			for _, f := range ty.Fields {
				mangle(b, f)
			}
		}
		b.WriteString("s")
	case ir.FuncKind:
		b.WriteString("f_")
		mangle(b, ty.Ret)
		for _, p := range ty.Fields {
			mangle(b, p)
		}
		if ty.Variadic {
			b.WriteString("vararg")
		}
		b.WriteString("f")
	case ir.TargetExtKind:
		b.WriteString("t" + ty.Name)
		for _, p := range ty.Fields {
			b.WriteString("_")
			mangle(b, p)
		}
		for _, n := range ty.IntParams {
			b.WriteString("_" + strconv.FormatUint(uint64(n), 10))
		}
		b.WriteString("t")
	case ir.IntKind:
		b.WriteString("i" + strconv.FormatUint(uint64(ty.Bits), 10))
	case ir.HalfKind:
		b.WriteString("f16")
	case ir.BFloatKind:
		b.WriteString("bf16")
	case ir.FloatKind:
		b.WriteString("f32")
	case ir.DoubleKind:
		b.WriteString("f64")
	case ir.X86FP80Kind:
		b.WriteString("f80")
	case ir.FP128Kind:
		b.WriteString("f128")
	case ir.PPCFP128Kind:
		b.WriteString("ppcf128")
	case ir.X86MMXKind:
		b.WriteString("x86mmx")
	case ir.X86AMXKind:
		b.WriteString("x86amx")
	case ir.MetadataKind:
		b.WriteString("Metadata")
	case ir.VoidKind:
		b.WriteString("isVoid")
	case ir.TokenKind:
		b.WriteString("token")
	default:
		b.WriteString(ty.String())
	}
}

// IntrinsicRename is an intrinsic whose name (overloading) changed.
type IntrinsicRename struct {
	// Old is the name older readers know, New the name from Since on.
	Old, New string
	Since    int
	Source   string
}

// IntrinsicRenames lists intrinsics that gained a pointer overload; an
// older reader rejects the new name (the pointer overload was added when
// the intrinsic was made address-space generic).
var IntrinsicRenames = []IntrinsicRename{
	{"llvm.stacksave", "llvm.stacksave.p0", 18, "LLVM 18: stacksave/stackrestore overloaded on the pointer type (D156666)"},
	{"llvm.stackrestore", "llvm.stackrestore.p0", 18, "LLVM 18: stacksave/stackrestore overloaded on the pointer type (D156666)"},
	{"llvm.eh.typeid.for", "llvm.eh.typeid.for.p0", 19, "LLVM 19: eh.typeid.for overloaded on the pointer type (lli-16 on clang-19 output: symbol llvm.eh.typeid.for.p0 not found)"},
	{"llvm.va_start", "llvm.va_start.p0", 19, "LLVM 19: va_start/va_end/va_copy overloaded on the pointer type (#85460)"},
	{"llvm.va_end", "llvm.va_end.p0", 19, "LLVM 19: va_start/va_end/va_copy overloaded on the pointer type (#85460)"},
	{"llvm.va_copy", "llvm.va_copy.p0", 19, "LLVM 19: va_start/va_end/va_copy overloaded on the pointer type (#85460)"},
}

// IntrinsicName returns the name the target's reader expects for the
// intrinsic called name (written for Newest), or name itself.
func (t Target) IntrinsicName(name string) string {
	for _, r := range IntrinsicRenames {
		if name == r.New && t.Major < r.Since {
			return r.Old
		}
	}
	return name
}

// ModernIntrinsicName maps an old intrinsic name to the canonical one.
func ModernIntrinsicName(name string) string {
	for _, r := range IntrinsicRenames {
		if name == r.Old {
			return r.New
		}
	}
	return name
}

// RemangleIntrinsic rewrites the pointer manglings in an intrinsic name
// when its signature changes pointer mode: for each return/parameter type
// (in order) whose mangling differs between from and to, the first
// `.<mangled from>` component at or after the previous match becomes
// `.<mangled to>`. Typed → opaque turns llvm.memcpy.p0i8.p0i8.i64 into
// llvm.memcpy.p0.p0.i64; opaque → typed the reverse.
func RemangleIntrinsic(name string, from, to *ir.Type) string {
	if from == nil || to == nil || from.Kind != ir.FuncKind || to.Kind != ir.FuncKind || len(from.Fields) != len(to.Fields) {
		return name
	}
	pos := strings.IndexByte(strings.TrimPrefix(name, "llvm."), '.')
	if pos < 0 {
		return name
	}
	pos += len(name) - len(strings.TrimPrefix(name, "llvm."))
	fs := append([]*ir.Type{from.Ret}, from.Fields...)
	ts := append([]*ir.Type{to.Ret}, to.Fields...)
	for k := range fs {
		fm, tm := MangleType(fs[k]), MangleType(ts[k])
		if fm == tm {
			continue
		}
		rest := name[pos:]
		idx := strings.Index(rest, "."+fm)
		for idx >= 0 {
			end := idx + 1 + len(fm)
			if end == len(rest) || rest[end] == '.' {
				break
			}
			next := strings.Index(rest[idx+1:], "."+fm)
			if next < 0 {
				idx = -1
				break
			}
			idx += 1 + next
		}
		if idx < 0 {
			continue
		}
		name = name[:pos] + rest[:idx] + "." + tm + rest[idx+1+len(fm):]
		pos += idx + 1 + len(tm)
	}
	return name
}

// NewIntrinsic is an intrinsic family older readers do not know (they
// accept the declaration but cannot compile the call).
type NewIntrinsic struct {
	Prefix  string // name up to the overload suffixes, with the final dot
	Feature Feature
}

// NewIntrinsics lists the intrinsic families found in the corpus that
// are newer than LLVM 14; lowering expands the ones it can.
var NewIntrinsics = []NewIntrinsic{
	{"llvm.scmp.", Feature{"llvm.scmp intrinsic", 19, 0, "LLVM 19 release notes (three-way comparison); lli-16 on clang-22 output: symbol llvm.scmp.i32.i32 not found"}},
	{"llvm.ucmp.", Feature{"llvm.ucmp intrinsic", 19, 0, "LLVM 19 release notes (three-way comparison)"}},
}

// IntrinsicFeature returns the row of a newer intrinsic family, if name
// belongs to one.
func IntrinsicFeature(name string) (Feature, bool) {
	for _, n := range NewIntrinsics {
		if strings.HasPrefix(name, n.Prefix) {
			return n.Feature, true
		}
	}
	return Feature{}, false
}
