package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// CompleteTypes adds to m the named types its own types show existed in
// the producer's module but llvm-dis dropped once pointers were opaque
// (nothing but pointers named them), and returns them. Only types whose
// name and body the module determines are added:
//
// Clang's "X.base" is class X without its tail padding, the layout a
// derived class embeds when it reuses that padding; clang makes it only
// for a class X, and gives X the same members plus the padding: packed
// when X.base is (the two are packed alike), the padding an i8 or an
// [N x i8] up to X's size, its data size rounded up to
// X's alignment. That alignment is what the module says of X: the
// `align` attribute clang puts on the `this` of X's methods (alignof(X),
// which alignas or #pragma pack change); without such a method, the
// largest alignment of its members (C++'s default). Methods that
// disagree, or an alignment that leaves no tail padding, leave X out.
// Pointers to such an X (Shape** in Stack<Shape*>) then point to X, not
// to its base layout (fullClass).
//
// A polymorphic class that adds no members to its one base comes back
// as { base } (droppedDerived, cxx_derived.go).
//
// A C module's debug info declares the structs its translation unit
// never completes (debugDeclaredTypes): they come back opaque. So does
// the C library's FILE of a Linux module that uses stdio (droppedFile).
//
// Call it on a canonical module before Infer (the downgrade does); the
// added types are ordinary named types of m.
func CompleteTypes(m *ir.Module) []*ir.Type {
	var added []*ir.Type
	var dl *ir.Layout
	for _, b := range m.Types {
		name, ok := strings.CutSuffix(b.Name, ".base")
		if !ok || b.Opaque || !b.Packed || len(b.Fields) == 0 || m.NamedType(name) != nil {
			continue
		}
		if dl == nil {
			var err error
			if dl, err = ir.ParseDataLayout(m.DataLayout); err != nil {
				return added
			}
		}
		size, err := dl.Size(b)
		if err != nil {
			continue
		}
		align, ok := thisAlign(m, name)
		if !ok {
			continue // X's methods disagree: no one alignment
		}
		if align == 0 {
			align = memberAlign(dl, b, 0)
		}
		if align == 0 {
			continue
		}
		pad := ir.AlignTo(size, align) - size
		if pad == 0 {
			continue // (no tail padding: clang would not have made X.base)
		}
		padT := ir.I8
		if pad > 1 {
			padT = ir.ArrayOf(pad, ir.I8)
		}
		x := ir.NewNamedStruct(name)
		x.SetBody(true, append(append([]*ir.Type(nil), b.Fields...), padT)...)
		m.Types = append(m.Types, x)
		added = append(added, x)
	}
	if dl == nil {
		dl, _ = ir.ParseDataLayout(m.DataLayout)
	}
	if dl != nil {
		added = append(added, droppedDerived(m, dl)...)
	}
	added = append(added, droppedStdClasses(m)...)
	added = append(added, droppedEmptyInstances(m)...) // (cxx_empty.go)
	added = append(added, droppedFile(m)...)           // (stdio.go)
	return append(added, debugDeclaredTypes(m)...)
}

// memberAlign is the alignment of a C++ object laid out as t: the largest
// of its scalar members' ABI alignments (a packed struct in LLVM, as a
// base layout is, still holds members with their alignment); 0 when a
// member has no size.
func memberAlign(dl *ir.Layout, t *ir.Type, d int) uint64 {
	if d > 16 {
		return 0
	}
	switch t.Kind {
	case ir.StructKind:
		a := uint64(1)
		for _, f := range t.Fields {
			fa := memberAlign(dl, f, d+1)
			if fa == 0 {
				return 0
			}
			a = max(a, fa)
		}
		return a
	case ir.ArrayKind:
		return memberAlign(dl, t.Elem, d+1)
	}
	a, err := dl.Align(t)
	if err != nil {
		return 0
	}
	return a
}

// thisAlign returns the alignment the module's methods of the class
// named by the LLVM type name name ("struct.Shape", "class.ns::Box")
// give their `this` (clang's `align N`: alignof of the class); 0 when no
// method says, ok false when two say different things. Thunks are left
// out (their `this` points into a derived object).
func thisAlign(m *ir.Module, name string) (align uint64, ok bool) {
	src := name
	for _, pre := range []string{"class.", "struct.", "union."} {
		if s, cut := strings.CutPrefix(name, pre); cut {
			src = s
			break
		}
	}
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name, "_ZTh") || strings.HasPrefix(f.Name, "_ZTv") || methodClass(f.Name) != src {
			continue
		}
		k := 0
		if f.Attrs.Param(0).Has(ir.AttrSRet) {
			k = 1
		}
		if k >= len(f.Params) || !f.Params[k].Typ.IsPtr() {
			continue
		}
		at, has := f.Attrs.Param(k).Get(ir.AttrAlign)
		if !has || at.Int == 0 {
			continue
		}
		if align != 0 && align != at.Int {
			return 0, false
		}
		align = at.Int
	}
	return align, true
}
