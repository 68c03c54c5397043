source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZN08NumbaEnv13numba_kernels9cos_modelB2v1B44c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoAEdddd = common global i8* null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffdee4a710>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffdee4a710>\00"

define i32 @_ZN13numba_kernels9cos_modelB2v1B44c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoAEdddd(double* noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t) {
entry:
  %.10 = alloca double, align 8
  store double 0.000000e+00, double* %.10, align 8
  %.12 = alloca double, align 8
  store double 0.000000e+00, double* %.12, align 8
  br label %B0

B0:
  %.8 = fmul double %arg.w, %arg.t
  %.9 = fadd double %.8, %arg.p
  br label %for.cond

for.cond:
  %loop.index = phi i64 [ 0, %B0 ], [ %.19, %for.body ]
  %.15 = icmp slt i64 %loop.index, 1
  br i1 %.15, label %for.body, label %for.end

for.body:
  %.17 = call double @llvm.cos.f64(double %.9)
  store double %.17, double* %.12, align 8
  %.19 = add nsw i64 %loop.index, 1
  br label %for.cond

for.end:
  %.21 = load double, double* %.12, align 8
  %.22 = fmul double %arg.a, %.21
  store double %.22, double* %retptr, align 8
  ret i32 0
}

declare double @llvm.cos.f64(double) #0

define double @cfunc._ZN13numba_kernels9cos_modelB2v1B44c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoAEdddd(double %.1, double %.2, double %.3, double %.4) {
entry:
  %.6 = alloca double, align 8
  store double 0.000000e+00, double* %.6, align 8
  store double 0.000000e+00, double* %.6, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  %.10 = call i32 @_ZN13numba_kernels9cos_modelB2v1B44c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoAEdddd(double* %.6, { i8*, i32, i8* }** %excinfo, double %.1, double %.2, double %.3, double %.4) #1
  %.11 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.12 = icmp eq i32 %.10, 0
  %.13 = icmp eq i32 %.10, -2
  %.14 = icmp eq i32 %.10, -1
  %.15 = icmp eq i32 %.10, -3
  %.16 = or i1 %.12, %.13
  %.17 = xor i1 %.16, true
  %.18 = icmp sge i32 %.10, 1
  %.19 = select i1 %.18, { i8*, i32, i8* }* %.11, { i8*, i32, i8* }* undef
  %.20 = load double, double* %.6, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.17, label %entry.if, label %entry.endif, !prof !0

entry.if:
  call void @numba_gil_ensure(i32* %.22)
  br i1 %.18, label %entry.if.if, label %entry.if.endif

entry.endif:
  ret double %.20

.25:
  %.47 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffdee4a710>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.47)
  call void @Py_DecRef(i8* %.47)
  call void @numba_gil_release(i32* %.22)
  br label %entry.endif

entry.if.if:
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8* } %.28, 0
  %.30 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.19, align 8
  %.31 = extractvalue { i8*, i32, i8* } %.30, 1
  %.32 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.19, align 8
  %.33 = extractvalue { i8*, i32, i8* } %.32, 2
  %.34 = call i8* @numba_unpickle(i8* %.29, i32 %.31, i8* %.33)
  %.35 = icmp ne i8* null, %.34
  br i1 %.35, label %entry.if.if.if, label %entry.if.if.endif, !prof !1

entry.if.endif:
  br i1 %.15, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:
  call void @numba_do_raise(i8* %.34)
  br label %entry.if.if.endif

entry.if.if.endif:
  br label %.25

entry.if.endif.if:
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif:
  br i1 %.14, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:
  br label %.25

entry.if.endif.endif.endif:
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @Py_DecRef(i8*)

declare void @numba_gil_release(i32*)

declare void @PyErr_Clear()

declare i8* @numba_unpickle(i8*, i32, i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

declare void @PyErr_SetString(i8*, i8*)

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
