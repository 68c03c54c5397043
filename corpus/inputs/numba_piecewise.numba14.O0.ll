; ModuleID = 'piecewise'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.pickledata.140736927213440 = internal constant [75 x i8] c"\80\04\95@\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\16integer modulo by zero\94\85\94N\87\94."
@.const.pickledata.140736927213440.sha1 = internal constant [20 x i8] c"\FF\B2A\96\E7\1DMRt\D7)[\CE\CA\00\9E\A2Z_\9D"
@.const.picklebuf.140736927213440 = internal constant { i8*, i32, i8* } { i8* getelementptr inbounds ([75 x i8], [75 x i8]* @.const.pickledata.140736927213440, i32 0, i32 0), i32 75, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140736927213440.sha1, i32 0, i32 0) }
@.const.piecewise = internal constant [10 x i8] c"piecewise\00"
@_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx = common global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx\00"
@_Py_NoneStruct = external global i8
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.1" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fffde97d010>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fffde97d010>\00"

define i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* noalias nocapture %retptr, { i8*, i32, i8* }** noalias nocapture %excinfo, double %arg.x, i64 %arg.k) {
entry:
  %x = alloca double, align 8
  store double 0.000000e+00, double* %x, align 8
  %k = alloca i64, align 8
  store i64 0, i64* %k, align 8
  %.14 = alloca double, align 8
  store double 0.000000e+00, double* %.14, align 8
  %.16 = alloca double, align 8
  store double 0.000000e+00, double* %.16, align 8
  %r.4 = alloca double, align 8
  store double 0.000000e+00, double* %r.4, align 8
  %.39 = alloca double, align 8
  store double 0.000000e+00, double* %.39, align 8
  %.41 = alloca double, align 8
  store double 0.000000e+00, double* %.41, align 8
  %r.5 = alloca double, align 8
  store double 0.000000e+00, double* %r.5, align 8
  %quot = alloca i64, align 8
  store i64 0, i64* %quot, align 8
  %rem = alloca i64, align 8
  store i64 0, i64* %rem, align 8
  %try_state = alloca i64, align 8
  store i64 0, i64* %try_state, align 8
  %.84 = alloca i64, align 8
  store i64 0, i64* %.84, align 8
  %.87 = alloca i64, align 8
  store i64 0, i64* %.87, align 8
  br label %B0

B0:                                               ; preds = %entry
  store double %arg.x, double* %x, align 8
  store i64 %arg.k, i64* %k, align 8
  %.10 = load double, double* %x, align 8
  %.11 = fcmp ogt double %.10, 1.000000e+00
  br i1 %.11, label %B16, label %B64

B16:                                              ; preds = %B0
  %.13 = load double, double* %x, align 8
  br label %for.cond

B64:                                              ; preds = %B0
  %.35 = load double, double* %x, align 8
  %.36 = fcmp olt double %.35, -1.000000e+00
  br i1 %.36, label %B76, label %B124

B76:                                              ; preds = %B64
  %.38 = load double, double* %x, align 8
  br label %for.cond.1

B124:                                             ; preds = %B64
  %.59 = load double, double* %x, align 8
  %.60 = load double, double* %x, align 8
  %.61 = fmul double %.59, %.60
  %.62 = load double, double* %x, align 8
  store double 0.000000e+00, double* %x, align 8
  %.64 = fmul double %.61, 5.000000e-01
  %.65 = load double, double* %r.4, align 8
  store double %.64, double* %r.4, align 8
  br label %B140

B140:                                             ; preds = %for.end.1, %for.end, %B124
  %.68 = load double, double* %r.4, align 8
  %.70 = load double, double* %r.5, align 8
  store double %.68, double* %r.5, align 8
  %.72 = load i64, i64* %k, align 8
  %.75 = icmp eq i64 2, 0
  br i1 %.75, label %B140.if, label %B140.else, !prof !0

B158:                                             ; preds = %B140.endif
  %.121 = load double, double* %r.4, align 8
  %.122 = fsub double -0.000000e+00, %.121
  %.123 = load double, double* %r.4, align 8
  store double 0.000000e+00, double* %r.4, align 8
  %.125 = load double, double* %r.5, align 8
  store double %.122, double* %r.5, align 8
  br label %B164

B164:                                             ; preds = %B140.endif, %B158
  %.128 = load double, double* %r.4, align 8
  store double 0.000000e+00, double* %r.4, align 8
  %.130 = load double, double* %r.5, align 8
  %.131 = load double, double* %r.5, align 8
  store double 0.000000e+00, double* %r.5, align 8
  store double %.130, double* %retptr, align 8
  ret i32 0

for.cond:                                         ; preds = %for.body, %B16
  %loop.index = phi i64 [ 0, %B16 ], [ %.23, %for.body ]
  %.19 = icmp slt i64 %loop.index, 1
  br i1 %.19, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.21 = call double @llvm.log.f64(double %.13)
  store double %.21, double* %.16, align 8
  %.23 = add nsw i64 %loop.index, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %.25 = load double, double* %.16, align 8
  %.26 = load double, double* %x, align 8
  store double 0.000000e+00, double* %x, align 8
  %.28 = load i64, i64* %k, align 8
  %.29 = sitofp i64 %.28 to double
  %.30 = fmul double %.25, %.29
  %.32 = load double, double* %r.4, align 8
  store double %.30, double* %r.4, align 8
  br label %B140

for.cond.1:                                       ; preds = %for.body.1, %B76
  %loop.index.1 = phi i64 [ 0, %B76 ], [ %.48, %for.body.1 ]
  %.44 = icmp slt i64 %loop.index.1, 1
  br i1 %.44, label %for.body.1, label %for.end.1

for.body.1:                                       ; preds = %for.cond.1
  %.46 = call double @llvm.exp.f64(double %.38)
  store double %.46, double* %.41, align 8
  %.48 = add nsw i64 %loop.index.1, 1
  br label %for.cond.1

for.end.1:                                        ; preds = %for.cond.1
  %.50 = load double, double* %.41, align 8
  %.51 = load double, double* %x, align 8
  store double 0.000000e+00, double* %x, align 8
  %.53 = load i64, i64* %k, align 8
  %.54 = sitofp i64 %.53 to double
  %.55 = fsub double %.50, %.54
  %.56 = load double, double* %r.4, align 8
  store double %.55, double* %r.4, align 8
  br label %B140

B140.if:                                          ; preds = %B140
  store { i8*, i32, i8* }* @.const.picklebuf.140736927213440, { i8*, i32, i8* }** %excinfo, align 8
  store i64 0, i64* %try_state, align 8
  %.80 = load i64, i64* %try_state, align 8
  %.81 = icmp ugt i64 %.80, 0
  %.82 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  ret i32 1, !ret_is_raise !1

B140.else:                                        ; preds = %B140
  store i64 0, i64* %.84, align 8
  store i64 0, i64* %.87, align 8
  %.90 = icmp eq i64 %.72, -9223372036854775808
  %.91 = icmp eq i64 2, -1
  %.92 = and i1 %.90, %.91
  %.93 = xor i1 %.92, true
  br i1 %.93, label %B140.else.if, label %B140.else.endif, !prof !2

B140.endif:                                       ; preds = %B140.else.endif
  %.116 = load i64, i64* %rem, align 8
  %.117 = load i64, i64* %k, align 8
  store i64 0, i64* %k, align 8
  %.119 = icmp eq i64 %.116, 0
  br i1 %.119, label %B158, label %B164

B140.else.if:                                     ; preds = %B140.else
  %.95 = sdiv i64 %.72, 2
  %.96 = srem i64 %.72, 2
  %.97 = xor i64 2, %.96
  %.98 = icmp slt i64 %.97, 0
  %.99 = icmp ne i64 %.96, 0
  %.100 = and i1 %.99, %.98
  br i1 %.100, label %B140.else.if.if, label %B140.else.if.else

B140.else.endif:                                  ; preds = %B140.else.if.endif, %B140.else
  %.111 = load i64, i64* %.84, align 8
  %.112 = load i64, i64* %.87, align 8
  store i64 %.111, i64* %quot, align 8
  store i64 %.112, i64* %rem, align 8
  br label %B140.endif

B140.else.if.if:                                  ; preds = %B140.else.if
  %.105 = sub i64 %.95, 1
  store i64 %.105, i64* %.84, align 8
  %.107 = add i64 %.96, 2
  store i64 %.107, i64* %.87, align 8
  br label %B140.else.if.endif

B140.else.if.else:                                ; preds = %B140.else.if
  store i64 %.95, i64* %.84, align 8
  store i64 %.96, i64* %.87, align 8
  br label %B140.else.if.endif

B140.else.if.endif:                               ; preds = %B140.else.if.else, %B140.else.if.if
  br label %B140.else.endif
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

define i8* @_ZN7cpython13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(i8* %py_closure, i8* %py_args, i8* %py_kws) {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.piecewise, i32 0, i32 0), i64 2, i64 2, i8** %.5, i8** %.6)
  %.8 = icmp eq i32 %.7, 0
  %.31 = alloca i64, align 8
  store i64 0, i64* %.31, align 8
  %.46 = alloca double, align 8
  store double 0.000000e+00, double* %.46, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  br i1 %.8, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  ret i8* null

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx, align 8
  %.13 = ptrtoint i8* %.12 to i64
  %.14 = add i64 %.13, 16
  %.15 = inttoptr i64 %.14 to i8*
  %.16 = bitcast i8* %.15 to { i8*, i8* }*
  %.17 = icmp eq i8* null, %.12
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

arg.end:                                          ; preds = %arg0.err, %entry.endif.endif.if
  ret i8* null

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* @PyExc_RuntimeError, i8* getelementptr inbounds ([108 x i8], [108 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx", i32 0, i32 0))
  ret i8* null

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i8* @PyNumber_Float(i8* %.21)
  %.23 = call double @PyFloat_AsDouble(i8* %.22)
  call void @Py_DecRef(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26 = icmp ne i8* null, %.25
  br i1 %.26, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  br label %arg.end

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load i8*, i8** %.6, align 8
  %.33 = call i8* @PyNumber_Long(i8* %.30)
  %.34 = icmp ne i8* null, %.33
  br i1 %.34, label %entry.endif.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !2

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.if
  br label %arg.end

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.36 = call i64 @PyLong_AsLongLong(i8* %.33)
  call void @Py_DecRef(i8* %.33)
  store i64 %.36, i64* %.31, align 8
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.40 = load i64, i64* %.31, align 8
  %.41 = call i8* @PyErr_Occurred()
  %.42 = icmp ne i8* null, %.41
  br i1 %.42, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  br label %arg0.err

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.46, align 8
  %.50 = call i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* %.46, { i8*, i32, i8* }** %excinfo, double %.23, i64 %.40) #1
  %.51 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.52 = icmp eq i32 %.50, 0
  %.53 = icmp eq i32 %.50, -2
  %.54 = icmp eq i32 %.50, -1
  %.55 = icmp eq i32 %.50, -3
  %.56 = or i1 %.52, %.53
  %.57 = xor i1 %.56, true
  %.58 = icmp sge i32 %.50, 1
  %.59 = select i1 %.58, { i8*, i32, i8* }* %.51, { i8*, i32, i8* }* undef
  %.60 = load double, double* %.46, align 8
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.53, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  call void @Py_IncRef(i8* @_Py_NoneStruct)
  ret i8* @_Py_NoneStruct

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if
  %.65 = call i8* @PyFloat_FromDouble(double %.60)
  ret i8* %.65

.67:                                              ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif
  ret i8* null

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.71 = extractvalue { i8*, i32, i8* } %.70, 0
  %.72 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.73 = extractvalue { i8*, i32, i8* } %.72, 1
  %.74 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.59, align 8
  %.75 = extractvalue { i8*, i32, i8* } %.74, 2
  %.76 = call i8* @numba_unpickle(i8* %.71, i32 %.73, i8* %.75)
  %.77 = icmp ne i8* null, %.76
  br i1 %.77, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.endif, !prof !2

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  call void @numba_do_raise(i8* %.76)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.endif.endif.endif.endif.endif.if
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.67

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  br i1 %.54, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  br label %.67

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i32 0, i32 0))
  br label %.67
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...)

declare void @PyErr_SetString(i8*, i8*)

declare i8* @PyNumber_Float(i8*)

declare double @PyFloat_AsDouble(i8*)

declare void @Py_DecRef(i8*)

declare i8* @PyErr_Occurred()

declare i8* @PyNumber_Long(i8*)

declare i64 @PyLong_AsLongLong(i8*)

declare void @Py_IncRef(i8*)

declare i8* @PyFloat_FromDouble(double)

declare void @PyErr_Clear()

declare i8* @numba_unpickle(i8*, i32, i8*)

declare void @numba_do_raise(i8*)

declare void @PyErr_SetNone(i8*)

define double @cfunc._ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double %.1, i64 %.2) {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8* }*, align 8
  store { i8*, i32, i8* }* null, { i8*, i32, i8* }** %excinfo, align 8
  %.8 = call i32 @_ZN13numba_kernels9piecewiseB2v8B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEdx(double* %.4, { i8*, i32, i8* }** %excinfo, double %.1, i64 %.2) #1
  %.9 = load { i8*, i32, i8* }*, { i8*, i32, i8* }** %excinfo, align 8
  %.10 = icmp eq i32 %.8, 0
  %.11 = icmp eq i32 %.8, -2
  %.12 = icmp eq i32 %.8, -1
  %.13 = icmp eq i32 %.8, -3
  %.14 = or i1 %.10, %.11
  %.15 = xor i1 %.14, true
  %.16 = icmp sge i32 %.8, 1
  %.17 = select i1 %.16, { i8*, i32, i8* }* %.9, { i8*, i32, i8* }* undef
  %.18 = load double, double* %.4, align 8
  %.20 = alloca i32, align 4
  store i32 0, i32* %.20, align 4
  br i1 %.15, label %entry.if, label %entry.endif, !prof !0

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(i32* %.20)
  br i1 %.16, label %entry.if.if, label %entry.if.endif

entry.endif:                                      ; preds = %.23, %entry
  ret double %.18

.23:                                              ; preds = %entry.if.endif.endif.endif, %entry.if.endif.endif.if, %entry.if.endif.if, %entry.if.if.endif
  %.45 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fffde97d010>", i32 0, i32 0))
  call void @PyErr_WriteUnraisable(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  call void @numba_gil_release(i32* %.20)
  br label %entry.endif

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.26 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.27 = extractvalue { i8*, i32, i8* } %.26, 0
  %.28 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.29 = extractvalue { i8*, i32, i8* } %.28, 1
  %.30 = load { i8*, i32, i8* }, { i8*, i32, i8* }* %.17, align 8
  %.31 = extractvalue { i8*, i32, i8* } %.30, 2
  %.32 = call i8* @numba_unpickle(i8* %.27, i32 %.29, i8* %.31)
  %.33 = icmp ne i8* null, %.32
  br i1 %.33, label %entry.if.if.if, label %entry.if.if.endif, !prof !2

entry.if.endif:                                   ; preds = %entry.if
  br i1 %.13, label %entry.if.endif.if, label %entry.if.endif.endif

entry.if.if.if:                                   ; preds = %entry.if.if
  call void @numba_do_raise(i8* %.32)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if, %entry.if.if
  br label %.23

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* @PyExc_StopIteration)
  br label %.23

entry.if.endif.endif:                             ; preds = %entry.if.endif
  br i1 %.12, label %entry.if.endif.endif.if, label %entry.if.endif.endif.endif

entry.if.endif.endif.if:                          ; preds = %entry.if.endif.endif
  br label %.23

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif.endif
  call void @PyErr_SetString(i8* @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.1", i32 0, i32 0))
  br label %.23
}

declare void @numba_gil_ensure(i32*)

declare i8* @PyUnicode_FromString(i8*)

declare void @PyErr_WriteUnraisable(i8*)

declare void @numba_gil_release(i32*)

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!"branch_weights", i32 99, i32 1}
