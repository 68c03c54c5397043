package ptrtype

import "testing"

// LMDB's mdb_reader_list: a callback given string literals of two
// lengths and a local char buffer. C passes the literals as char*: the
// callback's type is i32 (i8*, i8*), not one that takes a [12 x i8]*.
func TestIndirectCallArrayArgumentsDecay(t *testing.T) {
	m, r := infer(t, `@.str = private constant [12 x i8] c"no readers\0A\00"
@.str.1 = private constant [7 x i8] c"pid %d\00"

define i32 @list(ptr %func, ptr %ctx, i1 %none) {
  %buf = alloca [64 x i8], align 16
  br i1 %none, label %empty, label %some
empty:
  %a = call i32 %func(ptr @.str, ptr %ctx)
  ret i32 %a
some:
  %b = call i32 %func(ptr @.str.1, ptr %ctx)
  %c = call i32 %func(ptr %buf, ptr %ctx)
  ret i32 %c
}
`)
	p := m.Func("list").Params[0]
	if got := r.TypeOf(p).String(); got != "i32 (i8*, i8*)*" {
		t.Errorf("@list's %%func: %s, want i32 (i8*, i8*)*\n%s", got, r.Explain(p))
	}
}
