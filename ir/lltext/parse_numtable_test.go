package lltext

import (
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestNumberedValuesSparse parses numbered values with gaps, far beyond
// the dense table (so they go to its map and later come within its
// range), and checks every use refers to the instruction with its number.
func TestNumberedValuesSparse(t *testing.T) {
	src := `define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %9000000 = add i32 %2, 2
  br label %9000001

9000001:
  %9000002 = add i32 %9000000, 3
  %9000003 = add i32 %9000002, %2
  ret i32 %9000003
}

define i32 @g(i32 %0) {
  %2 = add i32 %0, 4
  %3 = add i32 %2, 5
  ret i32 %3
}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	i0, i1 := f.Blocks[0].Instrs[0], f.Blocks[0].Instrs[1]
	j0, j1, ret := f.Blocks[1].Instrs[0], f.Blocks[1].Instrs[1], f.Blocks[1].Instrs[2]
	if i1.Operand(0) != ir.Value(i0) || j0.Operand(0) != ir.Value(i1) || j1.Operand(0) != ir.Value(j0) ||
		j1.Operand(1) != ir.Value(i0) || ret.Operand(0) != ir.Value(j1) || f.Blocks[0].Instrs[2].Succs()[0] != f.Blocks[1] {
		t.Error("a numbered use does not refer to the value with its number")
	}
	g := m.Funcs[1] // the table reused for the next body starts empty
	if g.Blocks[0].Instrs[1].Operand(0) != ir.Value(g.Blocks[0].Instrs[0]) || g.Blocks[0].Instrs[0].Operand(0) != ir.Value(g.Params[0]) {
		t.Error("second function: numbered uses resolve wrongly")
	}
	for _, bad := range []string{
		"define void @h() {\n  %5 = add i32 0, 1\n  %5 = add i32 0, 2\n  ret void\n}\n",
		"define void @h() {\n  %5000000 = add i32 0, 1\n  %5000000 = add i32 0, 2\n  ret void\n}\n",
	} {
		if _, err := Parse("t.ll", []byte(bad)); err == nil {
			t.Errorf("redefinition accepted:\n%s", bad)
		}
	}
}
