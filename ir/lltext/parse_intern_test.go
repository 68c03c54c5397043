package lltext

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestParseSharedAttrSets checks that calls written with equal attribute
// lists read back with equal attributes, that one set shared between
// calls cannot be changed through another (appending to one reallocates),
// that sets differing in a type or an argument are not merged, and that
// the module prints back as written.
func TestParseSharedAttrSets(t *testing.T) {
	src := `%S = type { i32 }
%T = type { i64 }

declare void @f(ptr, ptr, i32)

define void @g(ptr %p, ptr %q) {
  call void @f(ptr noundef byval(%S) %p, ptr noundef %q, i32 noundef 1) #0
  call void @f(ptr noundef byval(%S) %p, ptr noundef %q, i32 noundef 1) #0
  call void @f(ptr noundef byval(%T) %p, ptr align 8 %q, i32 2)
  call void @f(ptr noundef byval(%S) %p, ptr align 4 %q, i32 zeroext 3) #1
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { nounwind "k"="v" }
`
	m := pMustParse(t, src)
	calls := pInstrs(m.Func("g"))[:4]
	a, b, c, d := calls[0].Attrs(), calls[1].Attrs(), calls[2].Attrs(), calls[3].Attrs()

	// Appending to a shared set must not show in the other call's.
	p0 := a.Param(0)
	_ = append(p0, ir.Attr{Kind: ir.AttrNonNull})
	if got := b.Param(0); len(got) != 2 || got.Has(ir.AttrNonNull) {
		t.Errorf("second call's param 0 = %v after appending to the first's", got)
	}
	s, _ := b.Param(0).Get(ir.AttrByVal)
	tt, _ := c.Param(0).Get(ir.AttrByVal)
	if s.Type == tt.Type || s.Type.Name != "S" || tt.Type.Name != "T" {
		t.Errorf("byval types = %v, %v; want %%S and %%T", s.Type, tt.Type)
	}
	if al, _ := c.Param(1).Get(ir.AttrAlign); al.Int != 8 {
		t.Errorf("third call's align = %d, want 8", al.Int)
	}
	if al, _ := d.Param(1).Get(ir.AttrAlign); al.Int != 4 {
		t.Errorf("fourth call's align = %d, want 4", al.Int)
	}
	if len(c.Param(2)) != 0 || !d.Param(2).Has(ir.AttrZExt) {
		t.Errorf("param 2 sets = %v, %v; want none and zeroext", c.Param(2), d.Param(2))
	}
	if !a.Fn.Has(ir.AttrNoUnwind) || len(c.Fn) != 0 {
		t.Errorf("fn sets = %v, %v; want nounwind and none", a.Fn, c.Fn)
	}
	if v, ok := d.Fn.GetString("k"); !ok || v != "v" {
		t.Errorf("fourth call's fn set = %v, want \"k\"=\"v\"", d.Fn)
	}
	var out strings.Builder
	if err := Print(&out, m); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(line, "  call") && !strings.Contains(out.String(), line) {
			t.Errorf("printed module lacks %q:\n%s", line, out.String())
		}
	}
}

// TestParseSharedConstants checks that equal integer and floating-point
// constants are one object (the memory saving the parser relies on) and
// that constants differing only in type or value are not merged.
func TestParseSharedConstants(t *testing.T) {
	m := pMustParse(t, `
define void @g(ptr %p) {
  store i32 1, ptr %p
  store i32 1, ptr %p
  store i64 1, ptr %p
  store i32 -1, ptr %p
  store i32 4294967295, ptr %p
  store i1 true, ptr %p
  store i8 1, ptr %p
  store float 1.0, ptr %p
  store float 1.0, ptr %p
  store double 1.0, ptr %p
  store double 0x3FF0000000000000, ptr %p
  ret void
}`)
	var v []ir.Value
	for _, in := range pInstrs(m.Func("g")) {
		if in.Op == ir.OpStore {
			v = append(v, in.Operand(0))
		}
	}
	same := func(i, j int, want bool) {
		t.Helper()
		if got := v[i] == v[j]; got != want {
			t.Errorf("store %d and %d share their constant: %v, want %v (%v, %v)", i, j, got, want, v[i], v[j])
		}
	}
	same(0, 1, true)  // i32 1
	same(0, 2, false) // i64 1
	same(3, 4, true)  // i32 -1 is i32 4294967295
	same(0, 3, false) // 1 vs -1
	same(5, 6, false) // i1 true vs i8 1
	same(7, 8, true)  // float 1.0
	same(7, 9, false) // float vs double
	same(9, 10, true) // double 1.0 written two ways
	if c := v[4].(*ir.ConstInt); c.V != 0xffffffff || c.Signed() != -1 {
		t.Errorf("i32 -1 = %#x (signed %d)", c.V, c.Signed())
	}
	if c := v[2].(*ir.ConstInt); c.Typ != ir.I64 || c.V != 1 {
		t.Errorf("i64 1 = %v %d", c.Typ, c.V)
	}
}
