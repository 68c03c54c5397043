package target

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

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
		fm, tm := ir.MangleType(fs[k]), ir.MangleType(ts[k])
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
	{"llvm.experimental.cttz.elts.", Feature{"llvm.experimental.cttz.elts intrinsic", 18, 0, "LLVM 18 (D159283, LangRef); lli-14/15/16 on clang-22 -O2 libwebp: symbol llvm.experimental.cttz.elts.i64.v4i1 not found"}},
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
