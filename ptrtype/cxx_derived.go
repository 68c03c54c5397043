package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// siClassTypeInfo is the vtable the typeinfo of a class with one public,
// non-virtual base at offset 0 points into (Itanium C++ ABI 2.9.5).
const siClassTypeInfo = "_ZTVN10__cxxabiv120__si_class_type_infoE"

// droppedDerived gives back a polymorphic class X that llvm-dis dropped
// (nothing but pointers named it: X is never a field, an alloca or a
// getelementptr's source type) when the module determines it: X's
// typeinfo is a __si_class_type_info naming one base B whose type the
// module has, and X's constructors and destructors — the methods that
// surely have a `this` — all give it clang's `dereferenceable(sizeof(X))`
// with B's size. X then adds no members to B, and clang's X is { B }
// (B's tail padding cannot hold X's members: B has no "B.base" layout,
// the one clang makes when a derived class reuses it). X takes B's
// keyword (class./struct.): the source does not say which X used, and
// one hierarchy is one style. Names the module has under any keyword
// (X, X.N, X.base) are left alone.
func droppedDerived(m *ir.Module, dl *ir.Layout) []*ir.Type {
	have := map[string]bool{}
	byMangled := map[string]*ir.Type{} // Itanium class encoding → type
	for _, s := range m.Types {
		for _, pre := range []string{"class.", "struct.", "union."} {
			src, ok := strings.CutPrefix(s.Name, pre)
			if !ok {
				continue
			}
			have[trimUniqueSuffix(strings.TrimSuffix(src, ".base"))] = true
			if trimUniqueSuffix(src) == src && !strings.HasSuffix(src, ".base") {
				if mc := mangleClass(src); mc != "" {
					byMangled[mc] = s
				}
			}
		}
	}
	size := map[string]uint64{} // class → dereferenceable of its ctors'/dtors' this
	bad := map[string]bool{}
	var order []string
	for _, f := range m.Funcs {
		cls, kind := methodClassKind(f.Name)
		if cls == "" || have[cls] || (kind != 'C' && kind != 'D') || len(f.Params) == 0 || !f.Params[0].Typ.IsPtr() {
			continue
		}
		if strings.HasPrefix(f.Name, "_ZTh") || strings.HasPrefix(f.Name, "_ZTv") {
			continue // a thunk's this points into a derived object
		}
		at, ok := f.Attrs.Param(0).Get(ir.AttrDereferenceable)
		if !ok || at.Int == 0 {
			continue
		}
		if n, seen := size[cls]; seen && n != at.Int {
			bad[cls] = true
			continue
		}
		if _, seen := size[cls]; !seen {
			order = append(order, cls)
		}
		size[cls] = at.Int
	}
	var added []*ir.Type
	for _, cls := range order {
		if bad[cls] {
			continue
		}
		b := siBase(m, mangleClass(cls), byMangled)
		if b == nil || b.Opaque || m.NamedType(b.Name+".base") != nil {
			continue
		}
		n, err := dl.Size(b)
		if err != nil || n != size[cls] {
			continue
		}
		kw := b.Name[:strings.IndexByte(b.Name, '.')+1]
		x := ir.NewNamedStruct(kw + cls)
		x.SetBody(false, b)
		m.Types = append(m.Types, x)
		added = append(added, x)
		have[cls] = true
	}
	return added
}

// siBase returns the type of the one base a class's typeinfo names when
// that typeinfo (`_ZTI<mc>`, defined in the module) is a
// __si_class_type_info: { vtable of __si_class_type_info + 16, name,
// base's typeinfo }; nil otherwise.
func siBase(m *ir.Module, mc string, byMangled map[string]*ir.Type) *ir.Type {
	if mc == "" {
		return nil
	}
	g := m.Global("_ZTI" + mc)
	if g == nil {
		return nil
	}
	agg, ok := g.Init.(*ir.ConstAggregate)
	if !ok || len(agg.Elems) != 3 {
		return nil
	}
	if v := constBaseGlobal(agg.Elems[0]); v == nil || v.Name != siClassTypeInfo {
		return nil
	}
	base, ok := agg.Elems[2].(*ir.Global)
	if !ok {
		return nil
	}
	bm, ok := strings.CutPrefix(base.Name, "_ZTI")
	if !ok {
		return nil
	}
	return byMangled[bm]
}

// constBaseGlobal is the global a constant address is computed from
// (through getelementptr and casts), or nil.
func constBaseGlobal(c ir.Constant) *ir.Global {
	for d := 0; d < 8; d++ {
		switch x := c.(type) {
		case *ir.Global:
			return x
		case *ir.ConstExpr:
			if len(x.Operands) == 0 {
				return nil
			}
			c = x.Operands[0]
		default:
			return nil
		}
	}
	return nil
}
