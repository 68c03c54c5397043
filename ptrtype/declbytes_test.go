package ptrtype

import (
	"strings"
	"testing"
)

// LMDB's copy thread: @signal (a declaration) gets a Cond member's
// address from two callers that name the struct, and from a thread entry
// that reaches the same member through its void* argument at byte offset
// 8 (-O2 folded the member access into bytes). The byte call says
// nothing about the member's type: the parameter is the Cond* the other
// calls pass, not the i8* of calls that disagree.
func TestDeclarationPassedMemberBytes(t *testing.T) {
	m, r := infer(t, `%struct.Cond = type { i32, i32 }
%struct.Copy = type { i64, %struct.Cond, ptr }

declare i32 @signal(ptr)

define i32 @one(ptr %my) {
  %c = getelementptr inbounds %struct.Copy, ptr %my, i64 0, i32 1
  %r = call i32 @signal(ptr %c)
  ret i32 %r
}

define i32 @two(ptr %my) {
  %n = getelementptr inbounds %struct.Copy, ptr %my, i64 0, i32 0
  store i64 0, ptr %n, align 8
  %c = getelementptr inbounds %struct.Copy, ptr %my, i64 0, i32 1
  %r = call i32 @signal(ptr %c)
  ret i32 %r
}

define ptr @thread(ptr %arg) {
  %c = getelementptr inbounds i8, ptr %arg, i64 8
  %r = call i32 @signal(ptr %c)
  ret ptr null
}
`)
	p := m.Func("signal").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Cond*" {
		t.Errorf("@signal's parameter: %s, want %%struct.Cond*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "(1 of 3): parameter #0 of @signal (declbytes.go)") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
