package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// A pointer loaded or stored at an alloca's or a global's own address,
// with no getelementptr, is the member of the object's type at byte 0.
//
// Clang reaches a union's member through a cast of the union's address
// (`bitcast %union.U* %u to %struct.T**` in typed IR), which opaque IR
// drops: the union's IR field is then read and written at the alloca
// itself. Unoptimized C shows it wherever a union is passed by
// value: the argument is stored into the union's alloca at entry
// through `getelementptr %union.U, ptr %u, i32 0, i32 0`, and each read
// of the pointer member is `load ptr, ptr %u`. Byte offsets past 0 are
// tied to their field by bytes.go; at byte 0 the access was tied to
// nothing, and the parameter's type came from whatever flowed into it.
// The access is tied to the union's member there. Only unions: a
// struct's first member at byte 0 with no getelementptr is what
// optimized code leaves of `getelementptr %S, ptr %p, 0, 0`, and there a
// pointer stored into a void* first member (a callback's payload) would
// vote its own type into the member.
//
// Arrays of pointers too: a table of callbacks or of strings whose
// element 0 is loaded at the global itself (`hooks[0](...)`: LLVM drops
// the getelementptr of index 0) is one access of the element every
// other index already ties, so the call through it types the table's
// functions as a call through hooks[1] would.

const whatZeroField = "0 of an object of type "

// zeroOffsetFieldAccess ties a pointer loaded or stored at the address of
// an alloca or global of a named union, or of an array of pointers, to
// the union's pointer member at byte 0 or the array's element 0.
func (a *analysis) zeroOffsetFieldAccess(f *ir.Func, i *ir.Instr) {
	addr, at, ok := memAccess(i)
	if !ok || !at.IsPtr() {
		return
	}
	obj, ty := a.objectTmpl(addr)
	if obj == nil || ty == nil {
		return
	}
	union := ty.Kind == ir.StructKind && strings.HasPrefix(ty.Name, "union.") && !ty.Opaque
	if !union && !pointerArray(ty) {
		return
	}
	if a.layout() == nil {
		return
	}
	path, ok := fieldAt(a.dl, ty, 0, at, 0)
	if !ok || len(path) == 0 {
		return
	}
	ft, _ := a.index(obj, ty, path)
	if ft == nil {
		return
	}
	o := origin{what: whatByteField + whatZeroField + ty.String() + " with no getelementptr (its member there: zerofield.go)", instr: i, fn: f}
	if i.Op == ir.OpLoad {
		a.eq(ft, a.instrTmpl(i), wAccess, o)
	} else if vt := a.vt(i.Operand(0)); vt != nil {
		a.eq(ft, vt, wAccess, o)
	}
}

// pointerArray reports whether t is an array (of arrays) of pointers.
func pointerArray(t *ir.Type) bool {
	if t.Kind != ir.ArrayKind {
		return false
	}
	for t.Kind == ir.ArrayKind {
		t = t.Elem
	}
	return t.Kind == ir.PointerKind
}
