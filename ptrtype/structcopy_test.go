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

// LMDB's mdb_mid2l_append(ids, id): `ids[++ids[0].mid] = *id` copies the
// struct into an element a getelementptr over the struct indexes to (a
// definition's type, no vote): the source takes that struct.
func TestStructAssignmentIntoIndexedElement(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.ID2 = type { i64, ptr }

define i32 @append(ptr %ids, ptr %id) {
  %n = getelementptr inbounds %struct.ID2, ptr %ids, i64 0, i32 0
  %c = load i64, ptr %n, align 8
  %c1 = add i64 %c, 1
  store i64 %c1, ptr %n, align 8
  %e = getelementptr inbounds %struct.ID2, ptr %ids, i64 %c1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %e, ptr align 8 %id, i64 16, i1 false), !tbaa.struct !0
  ret i32 0
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

!0 = !{i64 0, i64 8, !1, i64 8, i64 8, !4}
!1 = !{!2, !2, i64 0}
!2 = !{!"long", !3, i64 0}
!3 = !{!"omnipotent char", !5, i64 0}
!4 = !{!6, !6, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!"any pointer", !3, i64 0}
`)
	p := m.Func("append").Params[1]
	if got := r.TypeOf(p).String(); got != "%struct.ID2*" {
		t.Errorf("@append's %%id: %s, want %%struct.ID2*\n%s", got, r.Explain(p))
	}
}
