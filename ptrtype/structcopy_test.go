package ptrtype

import (
	"strings"
	"testing"
)

// libwebp's WebPGrabDecBuffer(src, dst): `*dst = *src` is the one use
// of dst, a memcpy of the struct's size carrying !tbaa.struct. dst
// takes src's struct; a memcpy without !tbaa.struct (a byte copy) says
// nothing.
func TestStructAssignmentTypesOtherSide(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Buf = type { i32, i32, ptr, i64 }

define void @grab(ptr %src, ptr %dst) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 24, i1 false), !tbaa.struct !0
  %f = getelementptr inbounds %struct.Buf, ptr %src, i64 0, i32 2
  store ptr null, ptr %f, align 8
  ret void
}

define void @bytes(ptr %src, ptr %dst) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 24, i1 false)
  %f = getelementptr inbounds %struct.Buf, ptr %src, i64 0, i32 2
  store ptr null, ptr %f, align 8
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

!0 = !{i64 0, i64 4, !1, i64 4, i64 4, !1, i64 8, i64 8, !4, i64 16, i64 8, !5}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !6, i64 0}
!4 = !{!7, !7, i64 0}
!5 = !{!8, !8, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!"any pointer", !3, i64 0}
!8 = !{!"long", !3, i64 0}
`)
	p := m.Func("grab").Params[1]
	if got := r.TypeOf(p).String(); got != "%struct.Buf*" {
		t.Errorf("@grab's %%dst: %s, want %%struct.Buf*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "a struct assignment (a memcpy of 24 bytes with !tbaa.struct)") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("bytes").Params[1]).String(); got == "%struct.Buf*" {
		t.Errorf("@bytes's %%dst: %s from a memcpy without !tbaa.struct", got)
	}
}
