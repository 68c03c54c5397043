package ptrtype

import (
	"strings"
	"testing"
)

// libwebp's encoder callocs a block of histograms and hands 1024-byte
// steps of it (and the block itself) to VP8LBitsEntropy(const uint32_t*
// array, int n), which passes the array on to a function reading it as
// uint32_t: typed IR casts each i8* at the call. The byte offsets' i8 is
// not the parameter's type; the callee's i32* is.
func TestByteOffsetArgumentsHandedOnToCallee(t *testing.T) {
	m, r := infer(t, `declare ptr @calloc(i64, i64)

define i32 @unrefined(ptr %a, i32 %n) {
  %p = getelementptr inbounds i32, ptr %a, i64 3
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @entropy(ptr %a, i32 %n) {
  %r = call i32 @unrefined(ptr %a, i32 %n)
  ret i32 %r
}

define i32 @encode() {
  %h = call ptr @calloc(i64 13, i64 1024)
  %a = call i32 @entropy(ptr %h, i32 256)
  %p1 = getelementptr inbounds i8, ptr %h, i64 1024
  %b = call i32 @entropy(ptr %p1, i32 256)
  %p2 = getelementptr inbounds i8, ptr %h, i64 2048
  %c = call i32 @entropy(ptr %p2, i32 256)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
`)
	p := m.Func("entropy").Params[0]
	if got := r.TypeOf(p).String(); got != "i32*" {
		t.Errorf("@entropy's %%a: %s, want i32* (handed on to @unrefined's i32*)\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "argsoffset.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// tree-sitter's ts_parser_new hands &self->tree_pool, a byte offset of
// the parser it just calloc'd, to ts_stack_new(SubtreePool *pool), which
// stores it into the Stack it allocates, at a byte offset that TBAA tags
// as Stack's member subtree_pool. The member's SubtreePool* is the
// parameter's type.
func TestByteOffsetArgumentStoredAsMember(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Pool = type { ptr, i32, i32 }
%struct.Stack = type { i64, ptr }

declare ptr @calloc(i64, i64)

define i32 @poolSize(ptr %s) {
  %m = getelementptr inbounds %struct.Stack, ptr %s, i64 0, i32 1
  %p = load ptr, ptr %m, align 8, !tbaa !6
  %n = getelementptr inbounds %struct.Pool, ptr %p, i64 0, i32 1
  %v = load i32, ptr %n, align 8
  ret i32 %v
}

define ptr @stackNew(ptr %pool) {
  %s = call ptr @calloc(i64 1, i64 16)
  %m = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %pool, ptr %m, align 8, !tbaa !6
  ret ptr %s
}

define ptr @parserNew() {
  %p = call ptr @calloc(i64 1, i64 64)
  %pool = getelementptr inbounds i8, ptr %p, i64 24
  %s = call ptr @stackNew(ptr %pool)
  ret ptr %s
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"long", !1, i64 0}
!5 = !{!"Stack", !3, i64 0, !2, i64 8}
!6 = !{!5, !2, i64 8}
`)
	p := m.Func("stackNew").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Pool*" {
		t.Errorf("@stackNew's %%pool: %s, want %%struct.Pool* (stored as Stack's Pool* member)\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "argsoffset.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
