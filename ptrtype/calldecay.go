package ptrtype

import "github.com/irfix/irfix/ir"

// An array passed through a function pointer. C passes no array: an
// array argument decays to a pointer to its first element, so a string
// literal handed to a callback — LMDB's mdb_reader_list calling its
// MDB_msg_func with "(no active readers)\n" — is a char*, and the
// function type an indirect call spells takes char* there, not the [20
// x i8]* the global's own type would give (which then disagrees with
// every literal of another length). A direct call's argument decays the
// same way (the decay flag of its vote); this is the indirect call's.
// Only the address of a whole global or alloca whose type is an array
// (an explicit `&array` would be a pointer to the array: rare, and
// clang's IR cannot tell them apart).

// decayedArg returns the template an indirect call's function type takes
// for argument v of template t: a pointer to the element of the array v
// is the address of, else t. Used where indirect calls are collected
// (constraints.go).
func decayedArg(v ir.Value, t *tmpl) *tmpl {
	if t == nil || t.kind != tPtr || t.elem == nil || !isAddressOfObject(v) {
		return t
	}
	var elem *tmpl
	switch {
	case t.elem.kind == tArray && t.elem.elem != nil: // (an array holding pointers)
		elem = t.elem.elem
	case (t.elem.kind == tBase || t.elem.kind == tConcrete) && t.elem.ty != nil && t.elem.ty.Kind == ir.ArrayKind:
		elem = baseT(t.elem.ty.Elem)
	default:
		return t
	}
	switch x := v.(type) {
	case *ir.Global:
		if x.ValueType == nil || x.ValueType.Kind != ir.ArrayKind {
			return t
		}
	case *ir.Instr:
		if x.Op != ir.OpAlloca || x.ElemType == nil || x.ElemType.Kind != ir.ArrayKind {
			return t
		}
	default:
		return t
	}
	return &tmpl{kind: tPtr, ty: t.ty, as: t.as, elem: elem}
}
