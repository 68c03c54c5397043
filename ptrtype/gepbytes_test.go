package ptrtype

import "testing"

// Clang -O2 reaches a member through `getelementptr i8` from a struct
// getelementptr into the object (std::map's header parent is byte 16 of
// the map's first byte): the pointer loaded there is the field of the
// getelementptr's source type at that offset, and what the loaded
// pointer is used as types the field.
func TestGEPByteOffsetIsField(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.less = type { i8 }
%struct.header = type { %struct.base, i64 }
%struct.base = type { i32, ptr, ptr }
%struct.tree = type { %struct.less, %struct.header }
%struct.other = type { i64, double }

define double @root(ptr %t) {
  %start = getelementptr inbounds %struct.tree, ptr %t, i64 0, i32 0, i32 0
  %p = getelementptr inbounds i8, ptr %start, i64 16
  %n = load ptr, ptr %p, align 8
  %v = getelementptr inbounds %struct.other, ptr %n, i64 0, i32 1
  %d = load double, ptr %v, align 8
  ret double %d
}
`)
	base := m.NamedType("struct.base")
	if got := r.Body(base)[1].String(); got != "%struct.other*" {
		t.Errorf("%%struct.base field 1 (byte 16 of %%struct.tree): %s, want %%struct.other*", got)
	}
	if got := r.Body(base)[2].String(); got != "i8*" {
		t.Errorf("%%struct.base field 2 (not accessed): %s, want i8*", got)
	}
	if got := r.TypeOf(instrNamed(m.Func("root"), "n")); got == nil || got.String() != "%struct.other*" {
		t.Errorf("%%n: %v, want %%struct.other* (the loaded pointer keeps what it is used as)", got)
	}
}

// Through a union the offset names no one member: no tie.
func TestGEPByteOffsetNotThroughUnion(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%union.u = type { i64, ptr }
%struct.s = type { i8, %union.u }
%struct.other = type { i64, double }

define double @get(ptr %s) {
  %start = getelementptr inbounds %struct.s, ptr %s, i64 0, i32 0
  %p = getelementptr inbounds i8, ptr %start, i64 16
  %n = load ptr, ptr %p, align 8
  %v = getelementptr inbounds %struct.other, ptr %n, i64 0, i32 1
  %d = load double, ptr %v, align 8
  ret double %d
}
`)
	if got := r.Body(m.NamedType("union.u"))[1].String(); got == "%struct.other*" {
		t.Errorf("%%union.u field 1: %s, tied through a union", got)
	}
}
