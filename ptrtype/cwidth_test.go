package ptrtype

import "testing"

// __PRETTY_FUNCTION__ spells a read callback's byte count out-parameter
// `size_t *`: as wide as a pointer (i64 on x86-64), and nothing else in
// the callback, which only forwards it through a function pointer, says
// so. long is 64 bits on 64-bit Linux, 32 on Windows (not guessed).
func TestPrettyPointerWidthScalars(t *testing.T) {
	const body = `
@__PRETTY_FUNCTION__.on_read = private unnamed_addr constant [53 x i8] c"int on_read(void *, void *, size_t, unsigned long *)\00"
@.s = private constant [2 x i8] c"x\00"

define i32 @on_read(ptr %user, ptr %buf, i64 %n, ptr %got) {
  %c = icmp eq ptr %user, null
  br i1 %c, label %fail, label %ok
fail:
  call void @__assert_fail(ptr @.s, ptr @.s, i32 1, ptr @__PRETTY_FUNCTION__.on_read)
  unreachable
ok:
  %fp = load ptr, ptr %user
  %r = call i32 %fp(ptr %user, ptr %buf, i64 %n, ptr %got)
  ret i32 %r
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`
	for _, c := range []struct{ triple, dl, want string }{
		{"x86_64-pc-linux-gnu", "e-m:e-i64:64-n8:16:32:64-S128", "i64*"},
		{"x86_64-pc-windows-msvc", "e-m:w-i64:64-n8:16:32:64-S128", "i8*"},
	} {
		src := "target datalayout = \"" + c.dl + "\"\ntarget triple = \"" + c.triple + "\"\n" + body
		m, r := infer(t, src)
		if got := r.TypeOf(m.Func("on_read").Params[3]).String(); got != c.want {
			t.Errorf("%s: unsigned long *: %s, want %s", c.triple, got, c.want)
		}
	}
	m, r := infer(t, "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\ntarget triple = \"x86_64-pc-linux-gnu\"\n"+
		`@__PRETTY_FUNCTION__.count = private unnamed_addr constant [28 x i8] c"int count(void *, size_t *)\00"
@.s = private constant [2 x i8] c"x\00"

define i32 @count(ptr %user, ptr %n) {
  %c = icmp eq ptr %user, null
  br i1 %c, label %fail, label %ok
fail:
  call void @__assert_fail(ptr @.s, ptr @.s, i32 1, ptr @__PRETTY_FUNCTION__.count)
  unreachable
ok:
  %fp = load ptr, ptr %user
  %r = call i32 %fp(ptr %n)
  ret i32 %r
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`)
	if got := r.TypeOf(m.Func("count").Params[1]).String(); got != "i64*" {
		t.Errorf("size_t * on x86-64: %s, want i64*", got)
	}
}
