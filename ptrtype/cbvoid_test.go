package ptrtype

import (
	"strings"
	"testing"
)

// dataSourceModule is the data-source interface of the callback tests:
// a method table, two structs sharing a base, and each one's read
// method, which passes its object on to its own struct's function.
const dataSourceModule = `
%struct.ds_vtable = type { ptr, ptr }
%struct.Base = type { ptr, i64 }
%struct.Decoder = type { %struct.Base, i32 }
%struct.Buffer = type { %struct.Base, double }

@vt_dec = internal constant %struct.ds_vtable { ptr @dec_read, ptr null }
@vt_buf = internal constant %struct.ds_vtable { ptr @buf_read, ptr null }

define i32 @decoder_read(ptr %d) {
  %f = getelementptr %struct.Decoder, ptr %d, i32 0, i32 1
  %n = load i32, ptr %f
  ret i32 %n
}

define i32 @buffer_read(ptr %b) {
  %f = getelementptr %struct.Buffer, ptr %b, i32 0, i32 1
  %x = load double, ptr %f
  %n = fptosi double %x to i32
  ret i32 %n
}

define internal i32 @dec_read(ptr %ds) {
  %n = call i32 @decoder_read(ptr %ds)
  ret i32 %n
}

define internal i32 @buf_read(ptr %ds) {
  %n = call i32 @buffer_read(ptr %ds)
  ret i32 %n
}

`

// A data-source interface whose methods take the object as a void*:
// each implementation passes it on to its own struct's function (the
// structs share a base, so they are not unrelated), and the generic
// code calls the method with its void* handle. Typed IR has the slot's
// void* in every implementation.
func TestVoidCallbackParams(t *testing.T) {
	m, r := infer(t, dataSourceModule+`
%struct.A = type { i32, i32 }
%struct.B = type { double, double }

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

define i32 @ds_read(ptr %h) {
  %vt = load ptr, ptr %h
  %fp = getelementptr %struct.ds_vtable, ptr %vt, i32 0, i32 0
  %read = load ptr, ptr %fp
  %n = call i32 %read(ptr %h)
  %vt2 = load ptr, ptr %h
  %cp = getelementptr %struct.ds_vtable, ptr %vt2, i32 0, i32 1
  %close = load ptr, ptr %cp
  %c = call i32 %close(i32 0)
  call void @generic(ptr %h)
  ret i32 %n
}
`)
	if got := r.TypeOf(m.Func("ds_read").Params[0]).String(); got != "i8*" {
		t.Fatalf("@ds_read's handle: %s, want i8* (the premise: handle.go)", got)
	}
	for _, fn := range []string{"dec_read", "buf_read"} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != "i8*" {
			t.Errorf("@%s's object: %s, want i8*", fn, got)
		}
		if ex := r.Explain(p).String(); !strings.Contains(ex, "cbvoid.go") {
			t.Errorf("@%s's object: the explanation does not name the rule:\n%s", fn, ex)
		}
	}
	if got := r.TypeOf(m.Func("decoder_read").Params[0]).String(); got != "%struct.Decoder*" {
		t.Errorf("@decoder_read's %%d: %s, want %%struct.Decoder* (it uses it as one)", got)
	}
}
