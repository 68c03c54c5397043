package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A pointer loaded or stored at a constant byte offset from a struct
// getelementptr is the field of that getelementptr's source type there.
//
// Clang at -O1 and above addresses a member through `getelementptr i8`
// from a pointer it already has into the object: the map's header
// parent (std::_Rb_tree_node_base::_M_parent) is byte 16 of
// `getelementptr %"class.std::map", ptr %m, i64 0, i32 0, ...` (the
// object's first byte, reached through its first members). The struct
// getelementptr fixes the object's layout, the byte offset the member:
// the load or store is an access of that field, tied to it as the
// struct getelementptr it replaced would be (as bytes.go does for an
// alloca's or a global's fields). Only a pointer field of a named struct
// at exactly that offset counts, never one reached through a union
// (clang's union type holds one member's layout; the access may be
// another member's).

const whatGEPByteField = "pointer accessed at byte "

// gepByteFieldAccess ties a pointer loaded or stored at constant byte
// offsets from a struct getelementptr with constant indices to the field
// of the getelementptr's source type at that offset.
func (a *analysis) gepByteFieldAccess(f *ir.Func, i *ir.Instr) {
	addr, at, ok := memAccess(i)
	if !ok || !at.IsPtr() {
		return
	}
	addr, off, ok := byteOffsetBase(addr)
	if !ok {
		return
	}
	g, ok := addr.(*ir.Instr)
	if !ok || g.Op != ir.OpGetElementPtr || isByteGEP(g) || g.NumOperands() < 3 {
		return
	}
	src := g.ElemType
	if src == nil || src.Kind != ir.StructKind || src.Name == "" || src.Opaque {
		return
	}
	if c, ok := g.Operand(1).(*ir.ConstInt); !ok || c.Signed() != 0 {
		return
	}
	if a.layout() == nil {
		return
	}
	start, ok := constPathOffset(a.dl, src, valIndices(g.Operands()[1:]))
	if !ok {
		return
	}
	total := start + uint64(off)
	path, ok := fieldAt(a.dl, src, total, at, 0)
	if !ok || len(path) == 0 || !namedFieldPath(src, path) {
		return
	}
	a.instrTmpl(g)
	obj := a.elemT[g]
	if obj == nil {
		return
	}
	ft, _ := a.index(obj, src, path)
	if ft == nil {
		return
	}
	o := origin{what: whatGEPByteField + strconv.FormatUint(total, 10) + " of a " + src.String() + " addressed by a getelementptr (its field there)", instr: i, fn: f}
	var vt *tmpl
	if i.Op == ir.OpLoad {
		vt = a.instrTmpl(i)
	} else {
		vt = a.vt(i.Operand(0))
	}
	a.voteInto(ft, vt, wFlow, o)
}

// voteInto gives the field's slot the evidence of the pointer loaded or
// stored, one way and as a vote (below wAccess: no join of the classes):
// the loaded pointer keeps its own type, as an optimizing typed producer
// loads it as what it is used as with the cast on the address, so a
// field that other evidence types costs no cast after each load.
func (a *analysis) voteInto(ft, vt *tmpl, w float64, why origin) {
	if ft == nil || vt == nil || ft.kind != tLeaf {
		a.eq(ft, vt, w, why)
		return
	}
	switch vt.kind {
	case tLeaf:
		if ft.slot == vt.slot || a.slots[ft.slot].void || a.slots[vt.slot].void {
			return
		}
		a.slots[ft.slot].edges = append(a.slots[ft.slot].edges, edge{vt.slot, w, a.orig(why)})
		a.dep(vt.slot, ft.slot)
	case tPtr, tConcrete:
		a.leafVsPtr(ft, vt, w, false, why)
	}
}

// constPathOffset returns the byte offset inside t of the value that the
// constant indices idx (after the one over the pointer) select.
func constPathOffset(dl *ir.Layout, t *ir.Type, idx []int64) (uint64, bool) {
	off := uint64(0)
	for _, k := range idx {
		if k < 0 || t == nil {
			return 0, false
		}
		switch t.Kind {
		case ir.StructKind:
			if t.Opaque || int(k) >= len(t.Fields) {
				return 0, false
			}
			fo, err := dl.FieldOffset(t, int(k))
			if err != nil {
				return 0, false
			}
			off += fo
			t = t.Fields[k]
		case ir.ArrayKind:
			if uint64(k) >= t.Len {
				return 0, false
			}
			es, err := dl.Size(t.Elem)
			if err != nil {
				return 0, false
			}
			off += uint64(k) * es
			t = t.Elem
		default:
			return 0, false
		}
	}
	return off, true
}

// namedFieldPath reports whether path inside t ends at a field of a
// named struct and passes through no union.
func namedFieldPath(t *ir.Type, path []int64) bool {
	var last *ir.Type
	for _, k := range path {
		switch t.Kind {
		case ir.StructKind:
			if strings.HasPrefix(t.Name, "union.") {
				return false
			}
			last = t
			t = t.Fields[k]
		case ir.ArrayKind:
			last = nil
			t = t.Elem
		default:
			return false
		}
	}
	return last != nil && last.Name != ""
}
