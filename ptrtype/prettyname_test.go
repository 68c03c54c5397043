package ptrtype

import (
	"strings"
	"testing"
)

// Two units' own `Buf`: linked, one keeps %struct.Buf, the other's is
// %struct.Buf.3, of another layout. A prototype "int fill(Buf *const)"
// from the second unit does not say which: the parameter takes the
// Buf.3 its function indexes, not the %struct.Buf the name matches.
// Where the numbered type has the same layout (clang's second IR type
// for one struct), the name still names it.
func TestPrettyAmbiguousTag(t *testing.T) {
	const body = `
@__PRETTY_FUNCTION__.fill = private unnamed_addr constant [21 x i8] c"int fill(Buf *const)\00"
@.s = private constant [2 x i8] c"x\00"

define i32 @fill(ptr %b) {
  %c = icmp eq ptr %b, null
  br i1 %c, label %fail, label %ok
fail:
  call void @__assert_fail(ptr @.s, ptr @.s, i32 1, ptr @__PRETTY_FUNCTION__.fill)
  unreachable
ok:
  %f = getelementptr inbounds %struct.Buf.3, ptr %b, i32 0, i32 1
  %v = load i32, ptr %f
  ret i32 %v
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`
	for _, c := range []struct{ buf, buf3, want string }{
		{"{ i64, ptr, i32 }", "{ i64, i32, ptr }", "%struct.Buf.3*"},
		{"{ i64, i32, ptr }", "{ i64, i32, ptr }", "%struct.Buf*"},
	} {
		m, r := infer(t, "%struct.Buf = type "+c.buf+"\n%struct.Buf.3 = type "+c.buf3+"\n"+body)
		p := m.Func("fill").Params[0]
		if got := r.TypeOf(p).String(); got != c.want {
			t.Errorf("Buf %s, Buf.3 %s: @fill's parameter: %s, want %s\n%s", c.buf, c.buf3, got, c.want, r.Explain(p))
		}
		if ex := r.Explain(p).String(); strings.Contains(ex, whatPretty) != (c.want == "%struct.Buf*") {
			t.Errorf("Buf %s, Buf.3 %s: the prototype's vote (wanted only where the layouts agree):\n%s", c.buf, c.buf3, ex)
		}
	}
}
