; ModuleID = 'wave'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.wave = internal constant [5 x i8] c"wave\00"
@_ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8

; Function Attrs: nofree nosync nounwind
define i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, double %arg.a, double %arg.w, double %arg.p, i8* nocapture readnone %arg.t.0, i8* nocapture readnone %arg.t.1, i64 %arg.t.2, i64 %arg.t.3, double* nocapture readonly %arg.t.4, i64 %arg.t.5.0, i64 %arg.t.6.0, i8* nocapture readnone %arg.out.0, i8* nocapture readnone %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* nocapture writeonly %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr #0 {
entry:
  %.89.inv = icmp sgt i64 %arg.t.5.0, 0
  %spec.select = select i1 %.89.inv, i64 %arg.t.5.0, i64 0
  br i1 %.89.inv, label %B58.preheader, label %B138

B58.preheader:                                    ; preds = %entry
  %min.iters.check = icmp ult i64 %spec.select, 8
  br i1 %min.iters.check, label %B58.preheader24, label %vector.memcheck

vector.memcheck:                                  ; preds = %B58.preheader
  %scevgep = getelementptr double, double* %arg.out.4, i64 %spec.select
  %scevgep18 = getelementptr double, double* %arg.t.4, i64 %spec.select
  %bound0 = icmp ugt double* %scevgep18, %arg.out.4
  %bound1 = icmp ugt double* %scevgep, %arg.t.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %B58.preheader24, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %spec.select, 9223372036854775800
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.w, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <8 x double> poison, double %arg.p, i64 0
  %broadcast.splat21 = shufflevector <8 x double> %broadcast.splatinsert20, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <8 x double> poison, double %arg.a, i64 0
  %broadcast.splat23 = shufflevector <8 x double> %broadcast.splatinsert22, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %scevgep34 = getelementptr double, double* %arg.t.4, i64 %index
  %scevgep3435 = bitcast double* %scevgep34 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %scevgep3435, align 8, !alias.scope !0
  %0 = fmul <8 x double> %wide.load, %broadcast.splat
  %1 = fadd <8 x double> %0, %broadcast.splat21
  %2 = call <8 x double> @llvm.cos.v8f64(<8 x double> %1)
  %3 = fmul <8 x double> %2, %broadcast.splat23
  %scevgep36 = getelementptr double, double* %arg.out.4, i64 %index
  %scevgep3637 = bitcast double* %scevgep36 to <8 x double>*
  store <8 x double> %3, <8 x double>* %scevgep3637, align 8, !alias.scope !3, !noalias !0
  %index.next = add nuw i64 %index, 8
  %4 = icmp eq i64 %n.vec, %index.next
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %spec.select, %n.vec
  br i1 %cmp.n, label %B138, label %B58.preheader24

B58.preheader24:                                  ; preds = %vector.memcheck, %B58.preheader, %middle.block
  %.139613.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B58.preheader ], [ %n.vec, %middle.block ]
  %.neg = or i64 %.139613.ph, 1
  %xtraiter = and i64 %spec.select, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B58.prol.loopexit, label %B58.prol

B58.prol:                                         ; preds = %B58.preheader24
  %.146.prol = or i64 %.139613.ph, 1
  %.199.prol = getelementptr double, double* %arg.t.4, i64 %.139613.ph
  %.200.prol = load double, double* %.199.prol, align 8
  %.202.prol = fmul double %.200.prol, %arg.w
  %.204.prol = fadd double %.202.prol, %arg.p
  %.212.le.prol = tail call double @llvm.cos.f64(double %.204.prol)
  %.218.prol = fmul double %.212.le.prol, %arg.a
  %.247.prol = getelementptr double, double* %arg.out.4, i64 %.139613.ph
  store double %.218.prol, double* %.247.prol, align 8
  br label %B58.prol.loopexit

B58.prol.loopexit:                                ; preds = %B58.prol, %B58.preheader24
  %.139613.unr = phi i64 [ %.139613.ph, %B58.preheader24 ], [ %.146.prol, %B58.prol ]
  %5 = icmp eq i64 %spec.select, %.neg
  br i1 %5, label %B138, label %B58.preheader25

B58.preheader25:                                  ; preds = %B58.prol.loopexit
  br label %B58

B58:                                              ; preds = %B58.preheader25, %B58
  %.139613 = phi i64 [ %.146.1, %B58 ], [ %.139613.unr, %B58.preheader25 ]
  %sunkaddr = mul i64 %.139613, 8
  %6 = bitcast double* %arg.t.4 to i8*
  %sunkaddr38 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr38 to double*
  %.200 = load double, double* %7, align 8
  %.202 = fmul double %.200, %arg.w
  %.204 = fadd double %.202, %arg.p
  %.212.le = tail call double @llvm.cos.f64(double %.204)
  %.218 = fmul double %.212.le, %arg.a
  %sunkaddr39 = mul i64 %.139613, 8
  %8 = bitcast double* %arg.out.4 to i8*
  %sunkaddr40 = getelementptr i8, i8* %8, i64 %sunkaddr39
  %9 = bitcast i8* %sunkaddr40 to double*
  store double %.218, double* %9, align 8
  %.146.1 = add nuw nsw i64 %.139613, 2
  %sunkaddr41 = mul i64 %.139613, 8
  %10 = bitcast double* %arg.t.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %10, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 8
  %11 = bitcast i8* %sunkaddr43 to double*
  %.200.1 = load double, double* %11, align 8
  %.202.1 = fmul double %.200.1, %arg.w
  %.204.1 = fadd double %.202.1, %arg.p
  %.212.le.1 = tail call double @llvm.cos.f64(double %.204.1)
  %.218.1 = fmul double %.212.le.1, %arg.a
  %sunkaddr44 = mul i64 %.139613, 8
  %12 = bitcast double* %arg.out.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %12, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 8
  %13 = bitcast i8* %sunkaddr46 to double*
  store double %.218.1, double* %13, align 8
  %exitcond.not.1 = icmp eq i64 %spec.select, %.146.1
  br i1 %exitcond.not.1, label %B138, label %B58, !llvm.loop !7

B138:                                             ; preds = %B58, %B58.prol.loopexit, %middle.block, %entry
  store i8* null, i8** %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #1

define i8* @_ZN7cpython13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = alloca i8*, align 8
  %.9 = alloca i8*, align 8
  %.10 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.const.wave, i64 0, i64 0), i64 5, i64 5, i8** nonnull %.5, i8** nonnull %.6, i8** nonnull %.7, i8** nonnull %.8, i8** nonnull %.9)
  %.11 = icmp eq i32 %.10, 0
  %.52 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.75 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.97 = alloca i8*, align 8
  br i1 %.11, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.thread, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif, %entry.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.e...endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.e...endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry.endif.endif.endif.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.15 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.20 = icmp eq i8* %.15, null
  br i1 %.20, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.24 = load i8*, i8** %.5, align 8
  %.25 = call i8* @PyNumber_Float(i8* %.24)
  %.26 = call double @PyFloat_AsDouble(i8* %.25)
  call void @Py_DecRef(i8* %.25)
  %.28 = call i8* @PyErr_Occurred()
  %.29.not = icmp eq i8* %.28, null
  br i1 %.29.not, label %entry.endif.endif.endif, label %common.ret, !prof !9

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.33 = load i8*, i8** %.6, align 8
  %.34 = call i8* @PyNumber_Float(i8* %.33)
  %.35 = call double @PyFloat_AsDouble(i8* %.34)
  call void @Py_DecRef(i8* %.34)
  %.37 = call i8* @PyErr_Occurred()
  %.38.not = icmp eq i8* %.37, null
  br i1 %.38.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !9

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.42 = load i8*, i8** %.7, align 8
  %.43 = call i8* @PyNumber_Float(i8* %.42)
  %.44 = call double @PyFloat_AsDouble(i8* %.43)
  call void @Py_DecRef(i8* %.43)
  %.46 = call i8* @PyErr_Occurred()
  %.47.not = icmp eq i8* %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !9

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.51 = load i8*, i8** %.8, align 8
  %.55 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.56 = call i32 @NRT_adapt_ndarray_from_python(i8* %.51, i8* nonnull %.55)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.60 = load i64, i64* %2, align 8
  %.61 = icmp ne i64 %.60, 8
  %.62 = icmp ne i32 %.56, 0
  %.63 = or i1 %.62, %.61
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.endif.thread, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.thread: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8**
  %.67.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr10 to i8**
  %.67.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr11 to i64*
  %.67.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr12 to double**
  %.67.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr13 to i64*
  %.67.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.52 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr14 to i64*
  %.67.fca.6.0.load = load i64, i64* %13, align 8
  %.74 = load i8*, i8** %.9, align 8
  %.78 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.79 = call i32 @NRT_adapt_ndarray_from_python(i8* %.74, i8* nonnull %.78)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr15 to i64*
  %.83 = load i64, i64* %16, align 8
  %.84 = icmp ne i64 %.83, 8
  %.85 = icmp ne i32 %.79, 0
  %.86 = or i1 %.85, %.84
  br i1 %.86, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !8

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.67.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8**
  %.90.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 8
  %19 = bitcast i8* %sunkaddr16 to i8**
  %.90.fca.1.load = load i8*, i8** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 16
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.90.fca.2.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr18 to double**
  %.90.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr19 to i64*
  %.90.fca.5.0.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.75 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %26, i64 48
  %27 = bitcast i8* %sunkaddr20 to i64*
  %.90.fca.6.0.load = load i64, i64* %27, align 8
  store i8* null, i8** %.97, align 8
  %.105 = call i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.97, { i8*, i32, i8* }** undef, double %.26, double %.35, double %.44, i8* %.67.fca.0.load, i8* %.67.fca.1.load, i64 %.67.fca.2.load, i64 8, double* %.67.fca.4.load, i64 %.67.fca.5.0.load, i64 %.67.fca.6.0.load, i8* %.90.fca.0.load, i8* %.90.fca.1.load, i64 %.90.fca.2.load, i64 8, double* %.90.fca.4.load, i64 %.90.fca.5.0.load, i64 %.90.fca.6.0.load) #2
  call void @NRT_decref(i8* %.67.fca.0.load)
  call void @NRT_decref(i8* %.90.fca.0.load)
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define i8* @cfunc._ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double %.1, double %.2, double %.3, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5) local_unnamed_addr #0 {
entry:
  %.7 = alloca i8*, align 8
  store i8* null, i8** %.7, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 5
  %.11 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, 6
  %.12 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 0
  %extracted.parent.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 1
  %extracted.nitems.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 2
  %extracted.itemsize.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 3
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 5
  %.13 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5, 6
  %.14 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.15 = call i32 @_ZN13numba_kernels4waveB2v6B38c8tJTIcFHzwl2ILiXkcBV0KBSgP9CGZpAgA_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.7, { i8*, i32, i8* }** undef, double %.1, double %.2, double %.3, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.11, i64 %.12, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.13, i64 %.14) #2
  %.25 = load i8*, i8** %.7, align 8
  ret i8* %.25
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #4

attributes #0 = { nofree nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.isvectorized", i32 1}
!7 = distinct !{!7, !6}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{!"branch_weights", i32 99, i32 1}
