package ptrtype

import (
	"strings"
	"testing"
)

// A byte stream read a word at a time: MEM_read32(ip) twice, then
// ip + 4. In a clang-16 module the byte offset is the source's: ip is a
// const BYTE*, whatever the two word reads say. In a clang-19 module the
// byte offset may be the optimizer's, and the reads decide.
func TestByteStreams(t *testing.T) {
	const body = `
define i32 @read2(ptr %ip, i1 %c) {
  %a = load i32, ptr %ip
  br i1 %c, label %x, label %y
x:
  %b = load i32, ptr %ip
  %s = add i32 %a, %b
  ret i32 %s
y:
  %n = getelementptr inbounds i8, ptr %ip, i64 4
  %r = call i32 @read1(ptr %n)
  ret i32 %r
}

define i32 @read1(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
`
	ident := func(v string) string {
		return "\n!llvm.ident = !{!0}\n!0 = !{!\"clang version " + v + "\"}\n"
	}
	for _, c := range []struct{ what, src, want string }{
		{"clang 16", body + ident("16.0.6"), "i8*"},
		{"clang 19", body + ident("19.1.7"), "i32*"},
	} {
		m, r := infer(t, c.src)
		p := m.Func("read2").Params[0]
		if got := r.TypeOf(p).String(); got != c.want {
			t.Errorf("%s: @read2's %%ip: %s, want %s", c.what, got, c.want)
		}
		if ex := r.Explain(p).String(); c.want == "i8*" && !strings.Contains(ex, "bytestream.go") {
			t.Errorf("%s: the explanation does not name the rule:\n%s", c.what, ex)
		}
	}
}
