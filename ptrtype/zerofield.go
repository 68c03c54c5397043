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

const whatZeroField = "0 of an object of type "

// zeroOffsetFieldAccess ties a pointer loaded or stored at the address of
// an alloca or global of a named union to the union's pointer member at
// byte 0.
func (a *analysis) zeroOffsetFieldAccess(f *ir.Func, i *ir.Instr) {
	addr, at, ok := memAccess(i)
	if !ok || !at.IsPtr() {
		return
	}
	obj, ty := a.objectTmpl(addr)
	if obj == nil || ty == nil || ty.Kind != ir.StructKind || !strings.HasPrefix(ty.Name, "union.") || ty.Opaque {
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
