package bitcode

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// TestWriteRangeWidths: two call sites whose attribute sets differ only in
// the width of a range — range(i32 1, 0) and range(i64 1, 0), the same
// bounds — are two attribute groups. They once shared one (the set key
// left the width out), so the second call read back with the first one's
// i32 range on an i64 argument; clang-22's Zstandard at -O2 has such a
// pair. Every target whose reader has range attributes is checked, and
// llvm-dis of the newest one must accept the file.
func TestWriteRangeWidths(t *testing.T) {
	src := `declare i64 @f(i32, i64)
declare i64 @h(i64, i32)

define i64 @g(i32 %a, i64 %b) {
  %x = call i64 @f(i32 noundef range(i32 1, 0) %a, i64 noundef %b)
  %y = call i64 @h(i64 noundef range(i64 1, 0) %b, i32 noundef %a)
  %z = call i64 @f(i32 noundef %a, i64 noundef range(i64 1, 0) %b)
  %w = call i64 @h(i64 noundef %b, i32 noundef range(i32 1, 0) %a)
  ret i64 %y
}
`
	// want[k] lists, for call k, the width of each argument's range (0:
	// none); calls 0 and 1, and 2 and 3, have the same bounds at the same
	// argument at two widths.
	want := [][2]uint32{{32, 0}, {64, 0}, {0, 64}, {0, 32}}
	checked := 0
	for _, tg := range target.All() {
		if tg.Major < 19 {
			continue // range attributes came with LLVM 19; older readers get none
		}
		bc := wtWriteText(t, src, tg)
		m, _, err := Read(bc)
		if err != nil {
			t.Fatalf("%s: read back: %v", tg, err)
		}
		k := 0
		for _, f := range m.Funcs {
			f.Instrs(func(in *ir.Instr) {
				if in.Op != ir.OpCall {
					return
				}
				l := in.Attrs()
				for p := 0; p < 2; p++ {
					var got uint32
					for _, a := range l.Param(p) {
						if a.Range != nil {
							got = a.Range.Bits
						}
					}
					if got != want[k][p] {
						t.Errorf("%s: call %d argument %d: range width %d, want %d", tg, k, p, got, want[k][p])
					}
				}
				k++
			})
		}
		if k != len(want) {
			t.Fatalf("%s: %d calls read back, want %d", tg, k, len(want))
		}
		checked++
		if tg.Major == 22 {
			dis := needTool(t, "llvm-dis-22")
			out, err := run(t, bc, dis, "-", "-o", "-")
			if err != nil {
				t.Fatalf("llvm-dis-22 rejects the file: %v", err)
			}
			if strings.Count(string(out), "range(i64 1, 0)") != 2 || strings.Count(string(out), "range(i32 1, 0)") != 2 {
				t.Errorf("llvm-dis-22 does not show both widths:\n%s", out)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no target with range attributes")
	}
}
