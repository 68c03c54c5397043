package downgrade

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// TestNullStoreKeepsPointerWidth: a slot that ptrtype types as i8 (it is
// also used as bytes) and that receives `ptr null` must get a pointer
// store through a cast, never `store i8 0` — that writes one byte of the
// eight and is a silent miscompile lli does not always notice (found in
// rustc's and clang's output, where malloc'd memory happened to be zero).
func TestNullStoreKeepsPointerWidth(t *testing.T) {
	src := `
define void @f(ptr %p) {
  %b = load i8, ptr %p, align 1
  %q = getelementptr inbounds i8, ptr %p, i64 8
  store i8 %b, ptr %q, align 1
  store ptr null, ptr %p, align 8
  store ptr undef, ptr %q, align 8
  ret void
}
`
	m, err := lltext.Parse("nullstore.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lower(m, target.MustParse("15-typed"), Options{}); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	text := lltext.Format(m)
	for _, bad := range []string{"store i8 0", "store i8 undef"} {
		if strings.Contains(text, bad) {
			t.Errorf("pointer store narrowed to %q:\n%s", bad, text)
		}
	}
	for _, want := range []string{"store i8* null, i8**", "store i8* undef, i8**"} {
		if !strings.Contains(text, want) {
			t.Errorf("lowered text lacks %q:\n%s", want, text)
		}
	}
}
