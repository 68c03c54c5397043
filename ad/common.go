package ad

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	"github.com/irfix/irfix/ir"
)

// isDiffType reports whether values of t can carry a derivative: floats,
// vectors of floats and aggregates containing one.
func isDiffType(t *ir.Type) bool {
	switch {
	case t == nil:
		return false
	case t.IsFloat():
		return true
	case t.Kind == ir.VectorKind:
		return t.Elem.IsFloat()
	case t.Kind == ir.ArrayKind:
		return isDiffType(t.Elem)
	case t.Kind == ir.StructKind:
		for _, f := range t.Fields {
			if isDiffType(f) {
				return true
			}
		}
	}
	return false
}

// hasPtr reports whether t is or contains a pointer.
func hasPtr(t *ir.Type) bool {
	switch t.Kind {
	case ir.PointerKind:
		return true
	case ir.VectorKind, ir.ArrayKind:
		return hasPtr(t.Elem)
	case ir.StructKind:
		for _, f := range t.Fields {
			if hasPtr(f) {
				return true
			}
		}
	}
	return false
}

// isPunInt reports whether t is an integer type (or vector of integers) of
// a float's width: such a value may hold a float's bits (a union pun, a
// memcpy through i64), and loads/stores of it move derivatives exactly.
func isPunInt(t *ir.Type) bool {
	s := t.Scalar()
	return s.Kind == ir.IntKind && (s.Bits == 16 || s.Bits == 32 || s.Bits == 64)
}

// punFloat returns the float type with the same width as the integer
// (vector) type t.
func punFloat(t *ir.Type) *ir.Type {
	var f *ir.Type
	switch t.Scalar().Bits {
	case 16:
		f = ir.Half
	case 32:
		f = ir.Float
	default:
		f = ir.Double
	}
	if t.Kind == ir.VectorKind {
		return ir.VectorOf(t.Len, f, t.Scalable)
	}
	return f
}

// zeroOf returns the zero value of t (0.0 for floats).
func zeroOf(t *ir.Type) ir.Value {
	if t.IsFloat() {
		return ir.FloatOf(t, 0)
	}
	return ir.Null(t)
}

// oneOf returns 1.0 of a float (vector) type.
func oneOf(t *ir.Type) ir.Value {
	if t.Kind == ir.VectorKind {
		return &ir.ConstSplat{Typ: t, Elem: ir.FloatOf(t.Elem, 1)}
	}
	return ir.FloatOf(t, 1)
}

// isOneConst reports whether v is the float constant 1.0 (or a vector of
// 1.0 in every lane).
func isOneConst(v ir.Value) bool {
	switch c := v.(type) {
	case *ir.ConstFloat:
		switch c.Typ.Kind {
		case ir.DoubleKind:
			return c.Bits == math.Float64bits(1)
		case ir.FloatKind:
			return c.Bits == uint64(math.Float32bits(1))
		}
	case *ir.ConstSplat:
		return isOneConst(c.Elem)
	}
	return false
}

// isTypeSuffix reports whether s is one type mangling component of an
// intrinsic's name: f16, bf16, f32, f64, f80, f128, ppcf128, iN, pN,
// vN followed by f16, bf16, f32, f64, iN or pN, or nxvN followed by
// f16, bf16, f32, f64 or iN (N decimal digits). Written out rather than
// as a regular expression: every call with an intrinsic calls it.
func isTypeSuffix(s string) bool {
	switch s {
	case "f16", "bf16", "f32", "f64", "f80", "f128", "ppcf128":
		return true
	}
	if rest, ok := cutDigits(s, "i"); ok {
		return rest == ""
	}
	if rest, ok := cutDigits(s, "p"); ok {
		return rest == ""
	}
	vector := func(elem string, ptr bool) bool {
		switch elem {
		case "f16", "bf16", "f32", "f64":
			return true
		}
		if rest, ok := cutDigits(elem, "i"); ok {
			return rest == ""
		}
		if rest, ok := cutDigits(elem, "p"); ok && ptr {
			return rest == ""
		}
		return false
	}
	if rest, ok := cutDigits(s, "v"); ok {
		return vector(rest, true)
	}
	if rest, ok := cutDigits(s, "nxv"); ok {
		return vector(rest, false)
	}
	return false
}

// cutDigits returns what follows prefix and at least one decimal digit
// at the start of s, and whether s starts so.
func cutDigits(s, prefix string) (string, bool) {
	rest, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return "", false
	}
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	return rest[n:], n > 0
}

// intrinsicBase strips the type mangling from an intrinsic name:
// llvm.cos.f64 → llvm.cos, llvm.powi.f64.i32 → llvm.powi,
// llvm.vector.reduce.fadd.v4f64 → llvm.vector.reduce.fadd.
func intrinsicBase(name string) string {
	if !strings.HasPrefix(name, "llvm.") {
		return name
	}
	// Drop trailing type suffixes, keeping at least "llvm.X".
	for strings.Count(name, ".") > 1 {
		k := strings.LastIndexByte(name, '.')
		if !isTypeSuffix(name[k+1:]) {
			break
		}
		name = name[:k]
	}
	return name
}

// where names an instruction's location for diagnostics.
func where(m *ir.Module, i *ir.Instr) string {
	if i.Pos.IsValid() {
		file := "<input>"
		if m != nil && m.File != "" {
			file = m.File
		}
		return fmt.Sprintf("%s:%d:%d", file, i.Pos.Line, i.Pos.Col)
	}
	fn, blk := "?", "?"
	if i.Parent != nil {
		blk = blockName(i.Parent)
		if i.Parent.Parent != nil {
			fn = "@" + origName(i.Parent.Parent.Name)
		}
	}
	return fmt.Sprintf("%s, block %s", fn, blk)
}

// origName strips the suffix the engine gives derivative functions
// (.fwd.PATTERN, .aug.PATTERN, .rev.PATTERN), so that diagnostics name the
// user's function.
func origName(name string) string {
	for _, s := range []string{".fwd.", ".aug.", ".rev."} {
		if k := strings.LastIndex(name, s); k > 0 {
			return name[:k]
		}
	}
	return name
}

func blockName(b *ir.Block) string {
	if b.Name != "" {
		return "%" + b.Name
	}
	if b.Parent != nil {
		for n, x := range b.Parent.Blocks {
			if x == b {
				return fmt.Sprintf("#%d", n)
			}
		}
	}
	return "%?"
}

// notDiff builds an ErrNotDifferentiable error located at instruction i.
func notDiff(m *ir.Module, i *ir.Instr, format string, args ...any) error {
	return fmt.Errorf("%s: %w: %s", where(m, i), ErrNotDifferentiable, fmt.Sprintf(format, args...))
}

// calleeName returns the name of the function a call calls directly (""
// for indirect calls).
func calleeName(i *ir.Instr) string {
	if f := calledFunc(i); f != nil {
		return f.Name
	}
	return ""
}

// calledFunc resolves the callee of a call, also through a pointer cast
// constant expression and aliases.
func calledFunc(i *ir.Instr) *ir.Func {
	v := i.Callee()
	for k := 0; k < 8; k++ {
		switch x := v.(type) {
		case *ir.Func:
			return x
		case *ir.Alias:
			v = x.Aliasee
		case *ir.ConstExpr:
			if x.Op == ir.OpBitCast || x.Op == ir.OpAddrSpaceCast {
				v = x.Operands[0]
				continue
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// inactiveExternals are library functions that never touch floating-point
// data a derivative depends on: output, process control, panics.
var inactiveExternals = map[string]bool{
	"printf": true, "fprintf": true, "sprintf": true, "snprintf": true, "puts": true, "putchar": true,
	"fputs": true, "fputc": true, "putc": true, "fflush": true, "fwrite": true, "write": true,
	"vprintf": true, "vfprintf": true, "perror": true,
	"abort": true, "exit": true, "_exit": true, "__assert_fail": true, "__cxa_pure_virtual": true,
	"srand": true, "time": true, "clock": true,
	"__stack_chk_fail": true, "__cxa_throw": false,
	// Numba's -O0 cfunc wrapper reports a raised exception on its error
	// path: it takes the GIL, rebuilds the exception object (unpickle),
	// raises it through the Python C API and releases the GIL. Interpreter
	// state and Python objects only, no float data.
	"numba_gil_ensure": true, "numba_gil_release": true, "numba_unpickle": true, "numba_do_raise": true,
	"PyErr_Clear": true, "PyErr_SetNone": true, "PyErr_SetString": true, "PyErr_WriteUnraisable": true,
	"PyUnicode_FromString": true, "Py_DecRef": true, "Py_IncRef": true,
	// Rust's allocator shim marker, a no-op.
	"__rust_no_alloc_shim_is_unstable": true, "__rust_no_alloc_shim_is_unstable_v2": true,
}

// ignoredIntrinsics have no derivative and no effect on active data.
func ignoredIntrinsic(name string) bool {
	for _, p := range []string{"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias.scope.decl",
		"llvm.invariant.", "llvm.prefetch", "llvm.trap", "llvm.debugtrap", "llvm.stacksave", "llvm.stackrestore",
		"llvm.var.annotation", "llvm.ptr.annotation", "llvm.annotation", "llvm.sideeffect", "llvm.pseudoprobe",
		"llvm.donothing", "llvm.expect", "llvm.objectsize", "llvm.is.constant", "llvm.ubsantrap"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// isInactiveCall reports whether a call to f is known to leave active data
// alone: declared output/panic functions, noreturn functions, intrinsics
// without derivative.
func isInactiveCall(f *ir.Func) bool {
	if f == nil {
		return false
	}
	if inactiveExternals[f.Name] || ignoredIntrinsic(f.Name) || inactiveExternals[rustShimName(f.Name)] {
		return true
	}
	if f.IsDeclaration() && f.Attrs.Fn.Has(ir.AttrNoReturn) {
		return true
	}
	// Rust's panics and bounds checks.
	for _, p := range []string{"_ZN4core9panicking", "_ZN4core6result13unwrap_failed", "_ZN4core6option13expect_failed",
		"_ZN4core5slice5index", "_ZN3std9panicking", "rust_begin_unwind", "__rust_start_panic"} {
		if strings.HasPrefix(f.Name, p) {
			return true
		}
	}
	return false
}

// allocKind classifies heap functions.
type allocKind int

const (
	notAlloc allocKind = iota
	allocMalloc
	allocCalloc
	allocRealloc
	allocFree
	allocNew    // operator new: _Znwm, _Znam
	allocDelete // operator delete: _ZdlPv, _ZdaPv, _ZdlPvm
	allocZeroed // Rust's __rust_alloc_zeroed(size, align)
)

var rustV0Shim = regexp.MustCompile(`^_RNvCs[0-9A-Za-z_]*_7___rustc[0-9]+_(__r[a-z]+_\w+)$`)

// rustShimName returns the plain name of a Rust allocator symbol that
// newer rustc v0-mangles into crate __rustc
// (_RNvCs<hash>_7___rustc12___rust_alloc → __rust_alloc), else name.
func rustShimName(name string) string {
	if s := rustV0Shim.FindStringSubmatch(name); s != nil {
		return s[1]
	}
	return name
}

// rustHeapBase returns alloc, alloc_zeroed, realloc or dealloc when name
// is one of Rust's allocator entry points (else ""), whose arguments differ from C's: __rust_alloc(size, align),
// __rust_alloc_zeroed(size, align), __rust_realloc(ptr, old_size, align,
// new_size), __rust_dealloc(ptr, size, align); __rdl_* (the default
// allocator) and __rg_* (a #[global_allocator]) take the same.
func rustHeapBase(name string) string {
	name = rustShimName(name)
	for _, p := range []string{"__rust_", "__rdl_", "__rg_"} {
		if strings.HasPrefix(name, p) {
			switch b := name[len(p):]; b {
			case "alloc", "alloc_zeroed", "realloc", "dealloc":
				return b
			}
		}
	}
	return ""
}

func heapKind(name string) allocKind {
	switch rustHeapBase(name) {
	case "alloc":
		return allocMalloc
	case "alloc_zeroed":
		return allocZeroed
	case "realloc":
		return allocRealloc
	case "dealloc":
		return allocFree
	}
	switch name {
	case "malloc", "aligned_alloc":
		return allocMalloc
	case "calloc":
		return allocCalloc
	case "realloc":
		return allocRealloc
	case "free":
		return allocFree
	case "_Znwm", "_Znam", "_Znwj", "_Znaj":
		return allocNew
	case "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm":
		return allocDelete
	}
	return notAlloc
}

// memIntrinsic classifies llvm.memcpy/memmove/memset.
func memIntrinsic(name string) string {
	switch {
	case strings.HasPrefix(name, "llvm.memcpy."), strings.HasPrefix(name, "llvm.memcpy.inline."):
		return "memcpy"
	case strings.HasPrefix(name, "llvm.memmove."):
		return "memmove"
	case strings.HasPrefix(name, "llvm.memset."), strings.HasPrefix(name, "llvm.memset.inline."):
		return "memset"
	case name == "memcpy":
		return "memcpy"
	case name == "memmove":
		return "memmove"
	case name == "memset":
		return "memset"
	}
	return ""
}

// findFunc returns the function named name in m, or nil.
func findFunc(m *ir.Module, name string) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// layoutOf returns the module's data layout.
func layoutOf(m *ir.Module) (*ir.Layout, error) {
	l, err := ir.ParseDataLayout(m.DataLayout)
	if err != nil {
		return nil, fmt.Errorf("ad: datalayout: %w", err)
	}
	return l, nil
}
