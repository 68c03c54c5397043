package ptrtype

import "testing"

// A library's API functions that only reset or copy their state: the
// size (and alignment) of the memset and memcpy is that of the one
// struct of the module with it. A size two structs share says nothing,
// and a copy from a typed object is structcopy.go's.
func TestSizedRawObjects(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.state = type { i32, i32, i64, [8 x i8], i32 }
%struct.pairA = type { i64, i64 }
%struct.pairB = type { ptr, i64 }

define void @reset(ptr %st) {
  call void @llvm.memset.p0.i64(ptr align 8 %st, i8 0, i64 32, i1 false)
  ret void
}

define void @copy(ptr %dst, ptr %src) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 32, i1 false)
  ret void
}

define void @clear16(ptr %p) {
  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 16, i1 false)
  ret void
}

define i64 @use(ptr %a) {
  %f = getelementptr inbounds %struct.pairA, ptr %a, i64 0, i32 1
  %v = load i64, ptr %f
  %g = getelementptr inbounds %struct.pairB, ptr %a, i64 0, i32 1
  %w = load i64, ptr %g
  %s = add i64 %v, %w
  ret i64 %s
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
`)
	for _, c := range []struct {
		fn   string
		k    int
		want string
	}{
		{"reset", 0, "%struct.state*"},
		{"copy", 0, "%struct.state*"},
		{"copy", 1, "%struct.state*"},
		{"clear16", 0, "i8*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[c.k]).String(); got != c.want {
			t.Errorf("@%s's parameter %d: %s, want %s", c.fn, c.k, got, c.want)
		}
	}
}
