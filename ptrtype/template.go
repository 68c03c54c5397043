package ptrtype

import "github.com/irfix/irfix/ir"

// slotID names a slot (an unknown pointee type).
type slotID int32

// tmplKind says what a template node is.
type tmplKind uint8

const (
	tBase     tmplKind = iota // a type without pointers (or a named struct)
	tLeaf                     // ptr whose pointee is a slot
	tPtr                      // ptr whose pointee is a known template
	tArray                    // [N x elem]
	tVector                   // <N x elem>
	tStruct                   // literal struct
	tFunc                     // function type
	tConcrete                 // a fully typed type (from hints)
)

// tmpl is the shape of a typed type with slots at pointer leaves.
type tmpl struct {
	kind tmplKind
	// nullish marks the template of a stored null/undef pointer (a
	// field, not a map: choose asks it of every vote it counts).
	nullish bool
	ty      *ir.Type // tBase/tConcrete: the type; composite: the opaque type
	slot    slotID   // tLeaf
	as      uint32   // tLeaf/tPtr: address space
	elem    *tmpl    // tPtr/tArray/tVector
	fields  []*tmpl  // tStruct fields, tFunc params
	ret     *tmpl    // tFunc
}

func baseT(t *ir.Type) *tmpl { return &tmpl{kind: tBase, ty: t} }

// hasSlots reports whether the template has any free slot.
func (t *tmpl) hasSlots() bool {
	switch t.kind {
	case tLeaf:
		return true
	case tPtr, tArray, tVector:
		return t.elem.hasSlots()
	case tStruct, tFunc:
		if t.ret != nil && t.ret.hasSlots() {
			return true
		}
		for _, f := range t.fields {
			if f.hasSlots() {
				return true
			}
		}
	}
	return false
}

// slots appends the slots referenced by t.
func (t *tmpl) slots(out []slotID) []slotID {
	switch t.kind {
	case tLeaf:
		return append(out, t.slot)
	case tPtr, tArray, tVector:
		return t.elem.slots(out)
	case tStruct, tFunc:
		if t.ret != nil {
			out = t.ret.slots(out)
		}
		for _, f := range t.fields {
			out = f.slots(out)
		}
	}
	return out
}

// fresh returns a template for opaque type ty with new slots at pointer
// leaves (array and vector elements share one template).
func (a *analysis) fresh(ty *ir.Type, why origin) *tmpl {
	if ty == nil {
		return nil
	}
	switch ty.Kind {
	case ir.ArrayKind, ir.VectorKind, ir.StructKind:
		if freshIsBase(ty) {
			// (what the cases below return for it, without making and
			// dropping a template for each element and field)
			return a.base(ty)
		}
	}
	switch ty.Kind {
	case ir.PointerKind:
		if ty.Elem != nil { // already typed (should not happen in canonical form)
			return &tmpl{kind: tConcrete, ty: ty}
		}
		sl := a.newSlot(why)
		a.slots[sl].as = ty.AddrSpace
		return &tmpl{kind: tLeaf, slot: sl, as: ty.AddrSpace}
	case ir.ArrayKind, ir.VectorKind:
		e := a.fresh(ty.Elem, why)
		if e.kind == tBase {
			return baseT(ty)
		}
		k := tArray
		if ty.Kind == ir.VectorKind {
			k = tVector
		}
		return &tmpl{kind: k, ty: ty, elem: e}
	case ir.StructKind:
		if ty.Name != "" {
			return baseT(ty)
		}
		fs := make([]*tmpl, len(ty.Fields))
		any := false
		for i, f := range ty.Fields {
			fs[i] = a.fresh(f, why)
			any = any || fs[i].kind != tBase
		}
		if !any {
			return baseT(ty)
		}
		if numbaArrayFields(ty) {
			// meminfo and parent are i8* in Numba's array structure; data
			// points to the dtype the function names spell.
			for _, k := range []int{0, 1} {
				if fs[k].kind == tLeaf {
					a.slots[fs[k].slot].votes = append(a.slots[fs[k].slot].votes,
						a.newVote(baseT(ir.I8), wConv*2, false, origin{what: "Numba array structure (meminfo/parent are i8*)"}))
				}
			}
			if dt := a.numbaDtype; dt != nil && fs[4].kind == tLeaf {
				a.slots[fs[4].slot].votes = append(a.slots[fs[4].slot].votes,
					a.newVote(baseT(dt), wConv*2, false, origin{what: "Numba array structure (data points to the dtype in the mangled name)"}))
			}
		}
		return &tmpl{kind: tStruct, ty: ty, fields: fs}
	case ir.FuncKind:
		fs := make([]*tmpl, len(ty.Fields))
		for i, f := range ty.Fields {
			fs[i] = a.fresh(f, why)
		}
		return &tmpl{kind: tFunc, ty: ty, ret: a.fresh(ty.Ret, why), fields: fs}
	}
	// A template without slots is the type's shared one (a.base): no
	// one changes a template fresh returns that has no slot, nor tells
	// two of them apart, and a module has as many of them as
	// getelementptrs over named structs.
	return a.base(ty)
}

// freshIsBase reports whether fresh(ty) is a tBase template: ty has no
// pointer and no function type outside named structs.
func freshIsBase(ty *ir.Type) bool {
	switch ty.Kind {
	case ir.PointerKind, ir.FuncKind:
		return false
	case ir.ArrayKind, ir.VectorKind:
		return freshIsBase(ty.Elem)
	case ir.StructKind:
		if ty.Name != "" {
			return true
		}
		for _, f := range ty.Fields {
			if !freshIsBase(f) {
				return false
			}
		}
	}
	return true
}

// concrete wraps a fully typed type.
func concrete(ty *ir.Type) *tmpl {
	if !ty.HasTypedPointers() {
		return baseT(ty)
	}
	return &tmpl{kind: tConcrete, ty: ty}
}

// maxDepth bounds pointer nesting in instantiated types.
const maxDepth = 8

// inst instantiates t with the current solutions (unknown slots → i8).
func (a *analysis) inst(t *tmpl) *ir.Type { return a.instD(t, 0) }

func (a *analysis) instD(t *tmpl, depth int) *ir.Type {
	if t == nil {
		return nil
	}
	switch t.kind {
	case tBase, tConcrete:
		return t.ty
	case tLeaf:
		var e *ir.Type
		if int(t.slot) < len(a.sol) { // (a template made after solving has no solution)
			e = a.sol[t.slot]
		}
		if e == nil || depth >= maxDepth || ptrDepth(e) >= maxDepth || nesting(e, 0) >= maxDepth {
			e = ir.I8
		}
		return ir.TypedPtr(e, t.as)
	case tPtr:
		if depth >= maxDepth {
			return ir.TypedPtr(ir.I8, t.as)
		}
		return ir.TypedPtr(a.instD(t.elem, depth+1), t.as)
	case tArray:
		return ir.ArrayOf(t.ty.Len, a.instD(t.elem, depth))
	case tVector:
		return ir.VectorOf(t.ty.Len, a.instD(t.elem, depth), t.ty.Scalable)
	case tStruct:
		fs := make([]*ir.Type, len(t.fields))
		for i, f := range t.fields {
			fs[i] = a.instD(f, depth)
		}
		return ir.StructOf(t.ty.Packed, fs...)
	case tFunc:
		fs := make([]*ir.Type, len(t.fields))
		for i, f := range t.fields {
			fs[i] = a.instD(f, depth+1)
		}
		return ir.FuncOf(a.instD(t.ret, depth+1), fs, t.ty.Variadic)
	}
	return nil
}

func ptrDepth(t *ir.Type) int {
	d := 0
	for t != nil && t.Kind == ir.PointerKind {
		d++
		t = t.Elem
	}
	return d
}

// index returns the template reached by indexing into t (struct field
// numbers, array/vector elements); nil when the shape does not allow it.
func (a *analysis) index(t *tmpl, ty *ir.Type, idx []int64) (*tmpl, *ir.Type) {
	for _, k := range idx {
		if ty == nil {
			return nil, nil
		}
		switch ty.Kind {
		case ir.ArrayKind, ir.VectorKind:
			ty = ty.Elem
			if t != nil && (t.kind == tArray || t.kind == tVector) {
				t = t.elem
			} else {
				t = nil
			}
		case ir.StructKind:
			if k < 0 || int(k) >= len(ty.Fields) {
				return nil, nil
			}
			if ty.Name != "" {
				t = a.field(ty, int(k))
			} else if t != nil && t.kind == tStruct {
				t = t.fields[k]
			} else {
				t = nil
			}
			ty = ty.Fields[k]
		default:
			return nil, nil
		}
		if t == nil {
			t = baseT(ty)
		}
	}
	if t == nil {
		t = baseT(ty)
	}
	return t, ty
}

// nesting measures how deeply types nest inside t (named structs count
// as leaves).
func nesting(t *ir.Type, d int) int {
	if t == nil || d > maxDepth {
		return d
	}
	best := d
	switch t.Kind {
	case ir.PointerKind, ir.ArrayKind, ir.VectorKind:
		return nesting(t.Elem, d+1)
	case ir.FuncKind:
		best = nesting(t.Ret, d+1)
		fallthrough
	case ir.StructKind:
		if t.Name != "" {
			return best
		}
		for _, f := range t.Fields {
			if n := nesting(f, d+1); n > best {
				best = n
			}
		}
	}
	return best
}
