package ptrtype

import (
	"strings"
	"testing"
)

// A buffer forwarded by its format: read_any hands its void* to a reader
// of floats or of shorts and never touches it. Typed IR has the void*;
// the vote would pick one of the readers' types. A function pointer
// forwarded to calls that call it with different arguments is no void*
// (C converts no function pointer to one implicitly): it keeps a type.
func TestVoidForwarded(t *testing.T) {
	m, r := infer(t, `

define void @read_f32(ptr %out, i64 %n) {
  %p = getelementptr float, ptr %out, i64 %n
  store float 0.0, ptr %p
  ret void
}

define void @read_s16(ptr %out, i64 %n) {
  %p = getelementptr i16, ptr %out, i64 %n
  store i16 0, ptr %p
  ret void
}

define void @read_any(ptr %out, i64 %n, i1 %f32) {
  br i1 %f32, label %a, label %b
a:
  call void @read_f32(ptr %out, i64 %n)
  ret void
b:
  call void @read_s16(ptr %out, i64 %n)
  ret void
}

define void @call_i(ptr %f) {
  call void %f(i32 1)
  ret void
}

define void @call_d(ptr %f) {
  call void %f(double 1.0)
  ret void
}

define void @both(ptr %cb) {
  call void @call_i(ptr %cb)
  call void @call_d(ptr %cb)
  ret void
}
`)
	for _, c := range []struct{ fn, want string }{
		{"read_f32", "float*"}, {"read_s16", "i16*"}, {"read_any", "i8*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[0]).String(); got != c.want {
			t.Errorf("@%s param 0: %s, want %s", c.fn, got, c.want)
		}
	}
	if got := r.TypeOf(m.Func("both").Params[0]).String(); !strings.HasPrefix(got, "void (") {
		t.Errorf("@both's function pointer: %s, want one of the function types", got)
	}
	if ex := r.Explain(m.Func("read_any").Params[0]).String(); !strings.Contains(ex, "argsout.go") {
		t.Errorf("@read_any's buffer: the explanation does not name the rule:\n%s", ex)
	}
}
