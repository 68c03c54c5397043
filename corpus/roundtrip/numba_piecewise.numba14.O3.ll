source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.piecewise = internal constant [10 x i8] c"piecewise\00"
@_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx\00"

define i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, double %arg.x, i64 %arg.k) local_unnamed_addr #0 {
entry:
  %.11 = fcmp ogt double %arg.x, 1.000000e+00
  br i1 %.11, label %for.end, label %B64

B64:
  %.36 = fcmp olt double %arg.x, -1.000000e+00
  br i1 %.36, label %for.end.1, label %B124

B124:
  %.61 = fmul double %arg.x, %arg.x
  %.64 = fmul double %.61, 5.000000e-01
  br label %B140.else

for.end:
  %.21.le = tail call double @llvm.log.f64(double %arg.x)
  %.29 = sitofp i64 %arg.k to double
  %.30 = fmul double %.21.le, %.29
  br label %B140.else

for.end.1:
  %.46.le = tail call double @llvm.exp.f64(double %arg.x)
  %.54 = sitofp i64 %arg.k to double
  %.55 = fsub double %.46.le, %.54
  br label %B140.else

B140.else:
  %r.4.0 = phi double [ %.30, %for.end ], [ %.55, %for.end.1 ], [ %.64, %B124 ]
  %.96 = srem i64 %arg.k, 2
  %.98 = icmp slt i64 %.96, 0
  %.107 = add nsw i64 %.96, 2
  %spec.select = select i1 %.98, i64 %.107, i64 %.96
  %.119 = icmp eq i64 %spec.select, 0
  %.122 = fneg double %r.4.0
  %r.5.0 = select i1 %.119, double %.122, double %r.4.0
  store double %r.5.0, double* %retptr, align 8
  ret i32 0
}

declare double @llvm.log.f64(double) #1

declare double @llvm.exp.f64(double) #1

define i8* @_ZN7cpython13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.piecewise, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.46 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.65, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:
  %.12 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([108 x i8], [108 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i8* @PyNumber_Float(i8* %.21)
  %.23 = call double @PyFloat_AsDouble(i8* %.22)
  call void @Py_DecRef(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26.not = icmp eq i8* %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:
  %.30 = load i8*, i8** %.6, align 8
  %.33 = call i8* @PyNumber_Long(i8* %.30)
  %.34.not = icmp eq i8* %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !0

entry.endif.endif.endif.if:
  %.36 = call i64 @PyLong_AsLongLong(i8* nonnull %.33)
  call void @Py_DecRef(i8* nonnull %.33)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:
  %.31.0 = phi i64 [ %.36, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.41 = call i8* @PyErr_Occurred()
  %.42.not = icmp eq i8* %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif.endif:
  store double 0.000000e+00, double* %.46, align 8
  %.50 = call i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* nonnull %.46, { i8*, i32, i8* }** undef, double %.23, i64 %.31.0) #2
  %.60 = load double, double* %.46, align 8
  %.65 = call i8* @PyFloat_FromDouble(double %.60)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

define double @cfunc._ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double %.1, i64 %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %.8 = call i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* nonnull %.4, { i8*, i32, i8* }** undef, double %.1, i64 %.2) #2
  %.18 = load double, double* %.4, align 8
  ret double %.18
}

attributes #0 = { mustprogress nofree nosync nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
