package ptrtype

import (
	"strings"
	"testing"
)

// A backend interface whose constructor returns the object it makes
// through `void **ppBackend`: the caller passes the address of its void*
// handle (read only at its first word and handed to a void*: handle.go),
// each implementation stores its own struct. Typed IR has void** in
// every implementation.
func TestVoidOutParams(t *testing.T) {
	m, r := infer(t, `
%struct.backend_vtable = type { ptr }
%struct.ds_vtable = type { ptr, ptr }
%struct.A = type { i32, i32 }
%struct.B = type { double, double }

@vt_a = internal constant %struct.backend_vtable { ptr @init_a }
@vt_b = internal constant %struct.backend_vtable { ptr @init_b }

define internal i32 @init_a(ptr %pp) {
  %o = call ptr @malloc(i64 16)
  %f = getelementptr %struct.A, ptr %o, i32 0, i32 1
  store i32 1, ptr %f
  store ptr %o, ptr %pp
  ret i32 0
}

define internal i32 @init_b(ptr %pp) {
  %o = call ptr @malloc(i64 16)
  %f = getelementptr %struct.B, ptr %o, i32 0, i32 1
  store double 1.0, ptr %f
  store ptr %o, ptr %pp
  ret i32 0
}

define void @generic(ptr %p) {
  ret void
}

define void @callers() {
  %a = alloca %struct.A
  %b = alloca %struct.B
  call void @generic(ptr %a)
  call void @generic(ptr %b)
  ret void
}

define i32 @open(ptr %vt) {
  %h = alloca ptr
  %fp = getelementptr %struct.backend_vtable, ptr %vt, i32 0, i32 0
  %init = load ptr, ptr %fp
  %r = call i32 %init(ptr %h)
  %x = load ptr, ptr %h
  %dvt = load ptr, ptr %x
  %rp = getelementptr %struct.ds_vtable, ptr %dvt, i32 0, i32 0
  %read = load ptr, ptr %rp
  %n = call i32 %read(i32 0)
  %dvt2 = load ptr, ptr %x
  %cp = getelementptr %struct.ds_vtable, ptr %dvt2, i32 0, i32 1
  %close = load ptr, ptr %cp
  %c = call i32 %close(i32 0)
  call void @generic(ptr %x)
  ret i32 %n
}

define i32 @use() {
  %r1 = call i32 @open(ptr @vt_a)
  %r2 = call i32 @open(ptr @vt_b)
  %s = add i32 %r1, %r2
  ret i32 %s
}

declare ptr @malloc(i64)
`)
	if got := r.TypeOf(m.Func("generic").Params[0]).String(); got != "i8*" {
		t.Fatalf("@generic's %%p: %s, want i8* (the premise)", got)
	}
	for _, fn := range []string{"init_a", "init_b"} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != "i8**" {
			t.Errorf("@%s's out-parameter: %s, want i8**", fn, got)
		}
		if ex := r.Explain(p).String(); !strings.Contains(ex, "outvoid.go") {
			t.Errorf("@%s's out-parameter: the explanation does not name the rule:\n%s", fn, ex)
		}
	}
}
