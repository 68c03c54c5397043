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
