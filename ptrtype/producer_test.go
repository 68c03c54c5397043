package ptrtype

import (
	"strings"
	"testing"
)

// A byte stream read four bytes at a time (memcpy(&v, src + 32*i, 4),
// one i32 load each at -O2). Before LLVM 18 a getelementptr kept the
// type the source indexed, so byte offsets in a clang-16 module are the
// source's char* arithmetic: the pointer is a char*. From LLVM 18 on
// (and without a producer to go by) the byte offsets may be the
// optimizer's canonical form of an int*'s indexing, and the loads at
// multiples of 4 say i32.
func TestOldClangByteOffsets(t *testing.T) {
	const body = `
define i32 @sum4(ptr %src) {
  %a = load i32, ptr %src
  %p1 = getelementptr inbounds i8, ptr %src, i64 32
  %b = load i32, ptr %p1
  %p2 = getelementptr inbounds i8, ptr %src, i64 64
  %c = load i32, ptr %p2
  %p3 = getelementptr inbounds i8, ptr %src, i64 96
  %d = load i32, ptr %p3
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  ret i32 %s
}
`
	ident := func(v string) string {
		return "\n!llvm.ident = !{!0}\n!0 = !{!\"clang version " + v + " (https://github.com/llvm/llvm-project)\"}\n"
	}
	for _, c := range []struct{ what, src, want string }{
		{"clang 16", body + ident("16.0.6"), "i8*"},
		{"clang 15", body + ident("15.0.7"), "i8*"},
		{"clang 19", body + ident("19.1.7"), "i32*"},
		{"no producer", body, "i32*"},
	} {
		m, r := infer(t, c.src)
		if got := r.TypeOf(m.Func("sum4").Params[0]).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.what, got, c.want)
		}
		if ex := r.Explain(m.Func("sum4").Params[0]).String(); c.want == "i8*" && !strings.Contains(ex, "clang before 18") {
			t.Errorf("%s: the explanation does not say why:\n%s", c.what, ex)
		}
	}
	m, _ := infer(t, body+strings.Replace(ident("16.0.6"), "!{!0}", "!{!0, !1}", 1)+"!1 = !{!\"clang version 19.1.0\"}\n")
	if got := clangMajor(m); got != 0 {
		t.Errorf("two producers: clang %d, want 0 (not one)", got)
	}
}

// char* arithmetic by a variable (p + n) in a clang-16 module is the
// source's: the byte getelementptr is full evidence for a char*, against
// a call that takes the pointer as a short* (a cast at the call). In a
// clang-19 module it may be the optimizer's scaled addressing, weak.
func TestOldClangScaledByteOffsets(t *testing.T) {
	const body = `
define i16 @first(ptr %s) {
  %v = load i16, ptr %s
  ret i16 %v
}

define i16 @peek(ptr %p, i64 %n) {
  %q = getelementptr inbounds i8, ptr %p, i64 %n
  %b = load i8, ptr %q
  %w = call i16 @first(ptr %p)
  %x = zext i8 %b to i16
  %r = add i16 %w, %x
  ret i16 %r
}
`
	ident := func(v string) string {
		return "\n!llvm.ident = !{!0}\n!0 = !{!\"clang version " + v + "\"}\n"
	}
	for _, c := range []struct{ what, src, want string }{
		{"clang 16", body + ident("16.0.6"), "i8*"},
		{"clang 19", body + ident("19.1.7"), "i16*"},
	} {
		m, r := infer(t, c.src)
		if got := r.TypeOf(m.Func("peek").Params[0]).String(); got != c.want {
			t.Errorf("%s: @peek's %%p: %s, want %s", c.what, got, c.want)
		}
	}
}
