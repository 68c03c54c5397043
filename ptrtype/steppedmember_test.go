package ptrtype

import (
	"strings"
	"testing"
)

// -O2 reaching a member of a struct through indices over its first
// member: Lexer starts with the public TSLexer, and Lexer's `ranges`
// (byte 32) is addressed as `getelementptr %struct.TSLexer, ptr %0, i64
// 1, i32 1` (one TSLexer on, its member 1) in a function that also
// indexes %0 as a Lexer. The pointer loaded there is Lexer's member: it
// types that member, and TSLexer's member 1 keeps the callback stored in
// it.
func TestSteppedFirstMember(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.TSLexer = type { i32, ptr, ptr }
%struct.Lexer = type { %struct.TSLexer, i64, ptr }
%struct.Range = type { i32, i32 }

define void @advance_impl(ptr %l, i1 %skip) {
  ret void
}

define void @init(ptr %0) {
  %f = getelementptr inbounds %struct.Lexer, ptr %0, i64 0, i32 0, i32 1
  store ptr @advance_impl, ptr %f, align 8
  ret void
}

define i32 @mark_end(ptr %0) {
  %n = getelementptr inbounds %struct.Lexer, ptr %0, i64 0, i32 1
  %nv = load i64, ptr %n, align 8
  %p = getelementptr inbounds %struct.TSLexer, ptr %0, i64 1, i32 1
  %r = load ptr, ptr %p, align 8
  %e = getelementptr inbounds %struct.Range, ptr %r, i64 0, i32 1
  %v = load i32, ptr %e, align 4
  ret i32 %v
}
`)
	if got := r.Body(m.NamedType("struct.Lexer"))[2].String(); got != "%struct.Range*" {
		t.Errorf("%%struct.Lexer field 2 (byte 32): %s, want %%struct.Range*", got)
	}
	if got := r.Body(m.NamedType("struct.TSLexer"))[1].String(); got == "%struct.Range*" {
		t.Errorf("%%struct.TSLexer field 1 (the callback): %s, took the stepped access's type", got)
	}
}

// The same step reached through a chain, in a function that never names
// the enclosing struct: a logger's callback is Lexer's member 3 (byte
// 40), addressed as one TSLexer on, its member 1 (byte 32, the logger's
// payload), then one pointer further, and read through a bitcast. The
// offsets add up to Lexer's member 3, the only struct starting with
// TSLexer: the loaded callback types it, not TSLexer's member 1. Its
// third argument, two TSLexers on, their member 1 (the callback), is
// Lexer's char buffer at byte 56: an i8*, not the callback's slot.
func TestSteppedFirstMemberChain(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.TSLexer = type { i32, ptr, ptr }
%struct.Lexer = type { %struct.TSLexer, i64, ptr, ptr, [16 x i8] }

define void @advance_impl(ptr %l, i1 %skip) {
  ret void
}

define void @init(ptr %0) {
  %f = getelementptr inbounds %struct.Lexer, ptr %0, i64 0, i32 0, i32 1
  store ptr @advance_impl, ptr %f, align 8
  ret void
}

define void @log(ptr %0) {
  %p = getelementptr inbounds %struct.TSLexer, ptr %0, i64 1, i32 1
  %q = getelementptr inbounds ptr, ptr %p, i64 1
  %c = bitcast ptr %q to ptr
  %fn = load ptr, ptr %c, align 8
  %pl = load ptr, ptr %p, align 8
  %buf = getelementptr inbounds %struct.TSLexer, ptr %0, i64 2, i32 1
  call void %fn(ptr %pl, i32 1, ptr %buf)
  %fn2 = load ptr, ptr %c, align 8
  call void %fn2(ptr %pl, i32 2, ptr %buf)
  ret void
}
`)
	want := "void (i8*, i32, i8*)*"
	if got := r.Body(m.NamedType("struct.Lexer"))[3].String(); got != want {
		t.Errorf("%%struct.Lexer field 3 (byte 40): %s, want %s", got, want)
	}
	if got := r.Body(m.NamedType("struct.TSLexer"))[1].String(); got == want {
		t.Errorf("%%struct.TSLexer field 1 (the callback): %s, took the chained access's type", got)
	}
	if ex := r.Explain(instrNamed(m.Func("log"), "fn")).String(); !strings.Contains(ex, "member at byte 40 (steppedmember.go)") {
		t.Errorf("explain of %%fn does not name the rule:\n%s", ex)
	}
}
