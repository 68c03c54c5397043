package ptrtype

import (
	"strings"
	"testing"
)

// lz4's LZ4_compress_fast_extState(void* state, ...) with LZ4_initStream
// inlined: the state's address is tested for 8-byte alignment, the
// memory cleared, and the struct used through the phi of the state and
// null that the initialiser returned. The caller passes a Stream, so the
// vote says Stream*; the state is the void* of raw memory. @reset takes
// a Stream* and tests the same alignment before reinitialising it, but
// then writes its struct through the parameter itself: it keeps Stream*.
func TestAlignmentTestedParamIsRawMemory(t *testing.T) {
	m, r := infer(t, `%struct.Stream = type { [4 x i32], i32 }

define i32 @extState(ptr %state, i32 %n) {
entry:
  %nn = icmp ne ptr %state, null
  %a = ptrtoint ptr %state to i64
  %m = and i64 %a, 7
  %z = icmp eq i64 %m, 0
  %ok = and i1 %nn, %z
  br i1 %ok, label %init, label %use
init:
  call void @llvm.memset.p0.i64(ptr align 1 %state, i8 0, i64 20, i1 false)
  br label %use
use:
  %s = phi ptr [ %state, %init ], [ null, %entry ]
  %f = getelementptr inbounds %struct.Stream, ptr %s, i64 0, i32 1
  store i32 %n, ptr %f, align 4
  ret i32 %n
}

define void @reset(ptr %p) {
entry:
  %a = ptrtoint ptr %p to i64
  %m = and i64 %a, 7
  %z = icmp eq i64 %m, 0
  br i1 %z, label %init, label %done
init:
  call void @llvm.memset.p0.i64(ptr align 1 %p, i8 0, i64 20, i1 false)
  br label %done
done:
  %f = getelementptr inbounds %struct.Stream, ptr %p, i64 0, i32 1
  store i32 1, ptr %f, align 4
  ret void
}

define i32 @caller(i32 %n) {
  %st = alloca %struct.Stream, align 8
  %r = call i32 @extState(ptr %st, i32 %n)
  call void @reset(ptr %st)
  ret i32 %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
`)
	p := m.Func("extState").Params[0]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@extState's %%state: %s, want i8*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "parameter #0 of @extState is raw memory (aligncheck.go)") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("reset").Params[0]).String(); got != "%struct.Stream*" {
		t.Errorf("@reset's %%p: %s, want %%struct.Stream*", got)
	}
}
