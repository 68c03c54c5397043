package upgrade

import (
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// A call site whose attributes name no typed pointer keeps its attribute
// list as it is when the module becomes opaque (the bitcode reader shares
// one list between call sites; a copy per call was allocation for
// nothing), and one that names a typed pointer gets the opaque type in a
// list of its own.
func TestOpaqueAttrListUnchangedIsKept(t *testing.T) {
	const src = `declare void @f(i32*, { i32* }*)

define void @g(i32* %p, { i32* }* %q) {
  call void @f(i32* noundef nonnull %p, { i32* }* byval({ i32* }) %q)
  call void @f(i32* noundef %p, { i32* }* noundef %q)
  ret void
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var g *ir.Func
	for _, f := range m.Funcs {
		if f.Name == "g" {
			g = f
		}
	}
	byval, plain := g.Blocks[0].Instrs[0], g.Blocks[0].Instrs[1]
	before := plain.Attrs().Params
	byvalBefore := byval.Attrs().Params
	if _, err := Canonicalize(m); err != nil {
		t.Fatal(err)
	}
	if after := plain.Attrs().Params; len(after) != len(before) || &after[0] != &before[0] {
		t.Errorf("unchanged call-site attributes were copied")
	}
	after := byval.Attrs().Params
	if &after[0] == &byvalBefore[0] {
		t.Fatalf("the byval call's parameter list was changed in place")
	}
	a, ok := after[1].Get(ir.AttrByVal)
	if !ok || a.Type == nil || a.Type != ir.StructOf(false, ir.PtrType(0)) {
		t.Errorf("byval type after upgrade = %v, want { ptr }", a.Type)
	}
	if a0, ok := byvalBefore[1].Get(ir.AttrByVal); !ok || !a0.Type.HasTypedPointers() {
		t.Errorf("the typed list itself was changed: %v", byvalBefore[1])
	}
	if !after[0].Has(ir.AttrNonNull) || !after[0].Has(ir.AttrNoUndef) {
		t.Errorf("first parameter lost attributes: %v", after[0])
	}
}
