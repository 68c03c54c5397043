package ptrtype

import "testing"

// An -O0 generic array helper, `grow(Array *self, ...)`, called as
// `grow((Array *)&s->a, ...)` and `grow((Array *)&s->b, ...)` with two
// structs of the same layout: the calls disagree (args.go's void*), but
// the function reads its parameter back from the spill only as an Array
// (getelementptrs over it) or hands it on to another helper, so the
// parameter and its spill hold an Array*, and the calls cast.
func TestSpilledParamReadAsStruct(t *testing.T) {
	m, r := infer(t, spilledArrayModule+`
define internal void @grow(ptr noundef %self, i32 noundef %n) {
  %self.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %self, ptr %self.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %a = load ptr, ptr %self.addr, align 8
  %size = getelementptr inbounds %struct.Array, ptr %a, i32 0, i32 1
  %v = load i32, ptr %size, align 8
  %b = load ptr, ptr %self.addr, align 8
  %cap = getelementptr inbounds %struct.Array, ptr %b, i32 0, i32 2
  store i32 %v, ptr %cap, align 4
  %c = load ptr, ptr %self.addr, align 8
  call void @reserve(ptr noundef %c, i32 noundef %v)
  ret void
}

define internal void @reserve(ptr noundef %p, i32 noundef %n) {
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  ret void
}
`)
	f := m.Func("grow")
	if got := r.TypeOf(f.Params[0]); got == nil || got.String() != "%struct.Array*" {
		t.Errorf("grow's parameter 0: %v, want %%struct.Array*", got)
	}
	if got := r.TypeOf(instrNamed(f, "self.addr")); got == nil || got.String() != "%struct.Array**" {
		t.Errorf("its spill: %v, want %%struct.Array**", got)
	}
}

// The same calls to a function that reads its parameter back only as
// bytes: nothing names a struct, the parameter stays args.go's void*.
func TestSpilledParamReadAsBytesStaysVoid(t *testing.T) {
	m, r := infer(t, spilledArrayModule+`
define internal void @grow(ptr noundef %0, i32 noundef %1) {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 0, ptr %6, align 1
  ret void
}
`)
	if got := r.TypeOf(m.Func("grow").Params[0]); got == nil || got.String() != "i8*" {
		t.Errorf("grow's parameter 0: %v, want i8*", got)
	}
}

// Two unrelated structs of one layout whose members are passed to grow.
const spilledArrayModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Array = type { ptr, i32, i32 }
%struct.anon.a = type { ptr, i32, i32 }
%struct.anon.b = type { ptr, i32, i32 }
%struct.S = type { %struct.anon.a, %struct.anon.b }

define void @use(ptr noundef %0) {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 0
  call void @grow(ptr noundef %4, i32 noundef 4)
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.S, ptr %5, i32 0, i32 1
  call void @grow(ptr noundef %6, i32 noundef 4)
  ret void
}
`
