package ptrtype

import "testing"

// C at -O0 passing `union { struct inl data; const struct heap *ptr; }`
// by value: the argument is stored into the union's alloca through a
// zero getelementptr, and the member is read back with `load ptr, ptr %u`
// (typed IR's bitcast of the union's address dropped). The read is the
// union's pointer member: what it is used as (a struct heap) types the
// member, and so the parameter stored there.
func TestZeroOffsetUnionMember(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%union.tree = type { ptr }
%struct.inl = type { i8, i8, i16, i32 }
%struct.heap = type { i32, i32, i16, i16 }

define i16 @symbol(ptr %0) {
  %u = alloca %union.tree, align 8
  %f = getelementptr inbounds %union.tree, ptr %u, i32 0, i32 0
  store ptr %0, ptr %f, align 8
  %tag = load i8, ptr %u, align 8
  %inline = trunc i8 %tag to i1
  br i1 %inline, label %small, label %big

small:
  %s = getelementptr inbounds %struct.inl, ptr %u, i32 0, i32 2
  %sv = load i16, ptr %s, align 2
  ret i16 %sv

big:
  %h = load ptr, ptr %u, align 8
  %b = getelementptr inbounds %struct.heap, ptr %h, i32 0, i32 2
  %bv = load i16, ptr %b, align 4
  ret i16 %bv
}
`)
	f := m.Func("symbol")
	if got := r.TypeOf(f.Params[0]); got == nil || got.String() != "%struct.heap*" {
		t.Errorf("the union passed by value (param 0): %v, want %%struct.heap*", got)
	}
	if got := r.Body(m.NamedType("union.tree"))[0].String(); got != "%struct.heap*" {
		t.Errorf("%%union.tree field 0: %s, want %%struct.heap*", got)
	}
	if got := r.TypeOf(instrNamed(f, "h")); got == nil || got.String() != "%struct.heap*" {
		t.Errorf("%%h: %v, want %%struct.heap*", got)
	}
}

// A struct's first member read at the object's address is left alone:
// optimized code's folded getelementptr, where a pointer stored into a
// void* first member would otherwise type the member.
func TestZeroOffsetStructNotTied(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.input = type { ptr, i32 }
%struct.str = type { ptr, i32 }

declare void @parse(ptr)

define void @run(ptr %s) {
  %in = alloca %struct.input, align 8
  store ptr %s, ptr %in, align 8
  %n = getelementptr inbounds %struct.str, ptr %s, i32 0, i32 1
  store i32 3, ptr %n, align 8
  call void @parse(ptr %in)
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.input"))[0].String(); got == "%struct.str*" {
		t.Errorf("%%struct.input field 0: %s, tied at byte 0 of a struct", got)
	}
}
