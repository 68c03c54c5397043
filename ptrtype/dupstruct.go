package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// One C struct, two IR types. Clang converts a struct a second time
// when its first conversion had to leave a member's type unfinished (a
// function pointer whose prototype mentions a struct still being laid
// out becomes `{}*`): the second type takes the next free name,
// struct.S.N, and the functions compiled after it use it. Once pointers
// are opaque the two have one body, and the code that uses S.N (a
// local of it, one function's) often says nothing of its pointer
// members. They are S's members: a pointer field of S.N without
// evidence of its own takes the type S's field was given, with S's
// pointers to itself made pointers to S.N (the second conversion
// refers to itself).

const whatDupStruct = "no evidence of its own; clang's second type for one C struct (the same body as "

// duplicateStructFields gives the evidence-less pointer fields of a
// struct.S.N with S's body the types of S's fields.
func (a *analysis) duplicateStructFields() {
	for _, dup := range a.m.Types {
		if dup.Opaque || dup.Kind != ir.StructKind || !dup.IsNamed() {
			continue
		}
		k := strings.LastIndexByte(dup.Name, '.')
		if k <= 0 || !allDigits(dup.Name[k+1:]) {
			continue
		}
		orig := a.m.NamedType(dup.Name[:k])
		if orig == nil || orig == dup || orig.Opaque || !sameBody(orig, dup) {
			continue
		}
		for f := range dup.Fields {
			dt, ot := a.field(dup, f), a.field(orig, f)
			if dt == nil || ot == nil || dt.kind != tLeaf || ot.kind != tLeaf {
				continue
			}
			r := a.find(dt.slot)
			if a.sol[r] != nil {
				continue
			}
			t := a.sol[a.find(ot.slot)]
			if t == nil {
				continue
			}
			a.decideClass(r, renameStruct(t, orig, dup, 0), whatDupStruct+orig.String()+"): its field "+ir.TypedPtr(t, 0).String()+", with "+orig.String()+" read as "+dup.String())
		}
	}
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// sameBody reports whether named structs x and y have the same fields.
func sameBody(x, y *ir.Type) bool {
	if len(x.Fields) != len(y.Fields) || x.Packed != y.Packed {
		return false
	}
	for k := range x.Fields {
		if x.Fields[k] != y.Fields[k] {
			return false
		}
	}
	return true
}

// renameStruct returns t with named struct from replaced by to, through
// pointers, arrays, vectors, literal structs and function types (not
// inside other named structs).
func renameStruct(t, from, to *ir.Type, d int) *ir.Type {
	if t == nil || d > maxDepth {
		return t
	}
	if t == from {
		return to
	}
	switch t.Kind {
	case ir.PointerKind:
		if t.Elem != nil {
			return ir.TypedPtr(renameStruct(t.Elem, from, to, d+1), t.AddrSpace)
		}
	case ir.ArrayKind:
		return ir.ArrayOf(t.Len, renameStruct(t.Elem, from, to, d+1))
	case ir.VectorKind:
		return ir.VectorOf(t.Len, renameStruct(t.Elem, from, to, d+1), t.Scalable)
	case ir.StructKind:
		if t.IsNamed() {
			return t
		}
		fs := make([]*ir.Type, len(t.Fields))
		for k, f := range t.Fields {
			fs[k] = renameStruct(f, from, to, d+1)
		}
		return ir.StructOf(t.Packed, fs...)
	case ir.FuncKind:
		ps := make([]*ir.Type, len(t.Params()))
		for k, p := range t.Params() {
			ps[k] = renameStruct(p, from, to, d+1)
		}
		return ir.FuncOf(renameStruct(t.Ret, from, to, d+1), ps, t.Variadic)
	}
	return t
}
