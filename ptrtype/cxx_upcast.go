package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Upcasts to a polymorphic base. C++ converts a Derived* to a Base*
// implicitly (clang writes the bitcast), the other way needs a cast in
// the source; so when one memory location (a Shape* array element, a
// local) holds both a derived object's address and pointers the
// evidence types as its polymorphic base, the location is a Base*: the
// base candidate collects the derived candidate's votes (choose's
// common-base rule, which otherwise wants two derived candidates).
// Clang's "Base.base" layout (Base without tail padding, the field a
// derived class embeds) stands for Base there.

// polymorphic reports whether named struct t is a class with a vptr: its
// first field, or its first base's (the first-field chain), is clang's
// i32 (...)**.
func (a *analysis) polymorphic(t *ir.Type) bool {
	for d := 0; d < 8; d++ {
		if t == nil || !t.IsNamed() || t.Opaque || len(t.Fields) == 0 {
			return false
		}
		if t.Fields[0].Kind == ir.StructKind {
			t = t.Fields[0] // a base (or member) at offset 0
			continue
		}
		f := a.field(t, 0)
		if f == nil || f.kind != tLeaf {
			return false
		}
		for _, v := range a.slots[f.slot].votes {
			if v.w >= wSpelled && (v.t.kind == tBase || v.t.kind == tConcrete) && v.t.ty == vptrType.Elem {
				return true
			}
		}
		return false
	}
	return false
}

// polymorphicBase maps clang's X.base to X when X is polymorphic (a
// derived class's chain reaches the base layout, pointers point to X).
func (a *analysis) polymorphicBase(t *ir.Type) *ir.Type {
	if !t.IsNamed() || !strings.HasSuffix(t.Name, ".base") {
		return t
	}
	if x := a.m.NamedType(strings.TrimSuffix(t.Name, ".base")); x != nil && a.polymorphic(x) {
		return x
	}
	return t
}
