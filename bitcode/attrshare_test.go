package bitcode

import (
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// The reader hands every call (and function) using one attribute list the
// same attribute sets instead of a copy each. Editing one call's list —
// in place through AttrsPtr, as the passes do — must leave every other
// user of the list as it was read.
func TestReadAttrListsNotAliased(t *testing.T) {
	const src = `declare void @g(ptr, ptr)

define void @f(ptr %p) {
  call void @g(ptr nonnull %p, ptr noundef %p) #0
  call void @g(ptr nonnull %p, ptr noundef %p) #0
  call void @g(ptr nonnull %p, ptr noundef %p) #0
  ret void
}

attributes #0 = { nounwind }
`
	m, err := lltext.Parse("share.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	bc, err := Write(m, target.MustParse("16"))
	if err != nil {
		t.Fatal(err)
	}
	m2, _, err := Read(bc)
	if err != nil {
		t.Fatal(err)
	}
	calls := m2.Func("f").Blocks[0].Instrs[:3]
	a, b, c := calls[0], calls[1], calls[2]
	// In place: replace a parameter's set, append to the function set.
	a.AttrsPtr().SetParam(0, ir.AttrSet{{Kind: ir.AttrNoAlias}})
	a.AttrsPtr().Fn = append(a.AttrsPtr().Fn, ir.Attr{Kind: ir.AttrCold})
	// Through a copy, as modernAttrList and fixAttrTypes do.
	l := b.Attrs()
	l.Params[1] = nil
	l.Fn = append(l.Fn, ir.Attr{Kind: ir.AttrNoReturn})
	b.SetAttrs(l)

	want := ir.AttrList{Fn: ir.AttrSet{{Kind: ir.AttrNoUnwind}},
		Params: []ir.AttrSet{{{Kind: ir.AttrNonNull}}, {{Kind: ir.AttrNoUndef}}}}
	if got := c.Attrs(); got.Fn.Key() != want.Fn.Key() || len(got.Params) != 2 ||
		got.Params[0].Key() != want.Params[0].Key() || got.Params[1].Key() != want.Params[1].Key() {
		t.Errorf("third call's attributes changed with the first two's edits: %+v", got)
	}
	if got := a.Attrs(); !got.Fn.Has(ir.AttrCold) || got.Fn.Has(ir.AttrNoReturn) || !got.Params[0].Has(ir.AttrNoAlias) ||
		!got.Params[1].Has(ir.AttrNoUndef) {
		t.Errorf("first call's attributes = %+v, want its own edits only", got)
	}
	if got := b.Attrs(); !got.Fn.Has(ir.AttrNoReturn) || got.Fn.Has(ir.AttrCold) || !got.Params[0].Has(ir.AttrNonNull) ||
		got.Params[1] != nil {
		t.Errorf("second call's attributes = %+v, want its own edits only", got)
	}
}
