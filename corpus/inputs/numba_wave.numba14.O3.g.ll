; ModuleID = 'wave'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.wave = internal constant [5 x i8] c"wave\00"
@_ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [182 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8

; Function Attrs: nofree noinline nosync nounwind
define i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, double %arg.a, double %arg.w, double %arg.p, i8* nocapture readnone %arg.t.0, i8* nocapture readnone %arg.t.1, i64 %arg.t.2, i64 %arg.t.3, double* nocapture readonly %arg.t.4, i64 %arg.t.5.0, i64 %arg.t.6.0, i8* nocapture readnone %arg.out.0, i8* nocapture readnone %arg.out.1, i64 %arg.out.2, i64 %arg.out.3, double* nocapture writeonly %arg.out.4, i64 %arg.out.5.0, i64 %arg.out.6.0) local_unnamed_addr #0 !dbg !4 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %arg.a, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %arg.w, metadata !37, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %arg.p, metadata !38, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8* %arg.t.0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* %arg.t.1, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.t.2, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.t.3, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* %arg.t.4, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.t.5.0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 undef, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* %arg.out.0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* %arg.out.1, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.out.2, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.out.3, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* %arg.out.4, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %arg.out.5.0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 undef, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  %.112.inv = icmp sgt i64 %arg.t.5.0, 0, !dbg !44
  %spec.select = select i1 %.112.inv, i64 %arg.t.5.0, i64 0, !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !36
  br i1 %.112.inv, label %B58.preheader, label %B138, !dbg !44

B58.preheader:                                    ; preds = %entry
  %min.iters.check = icmp ult i64 %spec.select, 8, !dbg !44
  br i1 %min.iters.check, label %B58.preheader24, label %vector.memcheck, !dbg !44

vector.memcheck:                                  ; preds = %B58.preheader
  %scevgep = getelementptr double, double* %arg.out.4, i64 %spec.select, !dbg !44
  %scevgep18 = getelementptr double, double* %arg.t.4, i64 %spec.select, !dbg !44
  %bound0 = icmp ugt double* %scevgep18, %arg.out.4, !dbg !44
  %bound1 = icmp ugt double* %scevgep, %arg.t.4, !dbg !44
  %found.conflict = and i1 %bound0, %bound1, !dbg !44
  br i1 %found.conflict, label %B58.preheader24, label %vector.ph, !dbg !44

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %spec.select, 9223372036854775800, !dbg !44
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.w, i64 0, !dbg !44
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer, !dbg !44
  %broadcast.splatinsert20 = insertelement <8 x double> poison, double %arg.p, i64 0, !dbg !44
  %broadcast.splat21 = shufflevector <8 x double> %broadcast.splatinsert20, <8 x double> poison, <8 x i32> zeroinitializer, !dbg !44
  %broadcast.splatinsert22 = insertelement <8 x double> poison, double %arg.a, i64 0, !dbg !44
  %broadcast.splat23 = shufflevector <8 x double> %broadcast.splatinsert22, <8 x double> poison, <8 x i32> zeroinitializer, !dbg !44
  br label %vector.body, !dbg !44

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !44
  %scevgep34 = getelementptr double, double* %arg.t.4, i64 %index, !dbg !45
  %scevgep3435 = bitcast double* %scevgep34 to <8 x double>*, !dbg !45
  %wide.load = load <8 x double>, <8 x double>* %scevgep3435, align 8, !dbg !45, !alias.scope !46
  %0 = fmul <8 x double> %wide.load, %broadcast.splat, !dbg !45
  %1 = fadd <8 x double> %0, %broadcast.splat21, !dbg !45
  %2 = call <8 x double> @llvm.cos.v8f64(<8 x double> %1), !dbg !45
  %3 = fmul <8 x double> %2, %broadcast.splat23, !dbg !45
  %scevgep36 = getelementptr double, double* %arg.out.4, i64 %index, !dbg !45
  %scevgep3637 = bitcast double* %scevgep36 to <8 x double>*, !dbg !45
  store <8 x double> %3, <8 x double>* %scevgep3637, align 8, !dbg !45, !alias.scope !49, !noalias !46
  %index.next = add nuw i64 %index, 8, !dbg !44
  %4 = icmp eq i64 %n.vec, %index.next, !dbg !44
  br i1 %4, label %middle.block, label %vector.body, !dbg !44, !llvm.loop !51

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %spec.select, %n.vec, !dbg !44
  br i1 %cmp.n, label %B138, label %B58.preheader24, !dbg !44

B58.preheader24:                                  ; preds = %vector.memcheck, %B58.preheader, %middle.block
  %.179613.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %B58.preheader ], [ %n.vec, %middle.block ]
  %.neg = or i64 %.179613.ph, 1, !dbg !44
  %xtraiter = and i64 %spec.select, 1, !dbg !44
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !44
  br i1 %lcmp.mod.not, label %B58.prol.loopexit, label %B58.prol, !dbg !44

B58.prol:                                         ; preds = %B58.preheader24
  %.186.prol = or i64 %.179613.ph, 1, !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !36
  %.268.prol = getelementptr double, double* %arg.t.4, i64 %.179613.ph, !dbg !45
  %.269.prol = load double, double* %.268.prol, align 8, !dbg !45
  %.275.prol = fmul double %.269.prol, %arg.w, !dbg !45
  %.281.prol = fadd double %.275.prol, %arg.p, !dbg !45
  %.293.le.prol = tail call double @llvm.cos.f64(double %.281.prol), !dbg !45
  %.303.prol = fmul double %.293.le.prol, %arg.a, !dbg !45
  %.337.prol = getelementptr double, double* %arg.out.4, i64 %.179613.ph, !dbg !45
  store double %.303.prol, double* %.337.prol, align 8, !dbg !45
  br label %B58.prol.loopexit, !dbg !44

B58.prol.loopexit:                                ; preds = %B58.prol, %B58.preheader24
  %.179613.unr = phi i64 [ %.179613.ph, %B58.preheader24 ], [ %.186.prol, %B58.prol ]
  %5 = icmp eq i64 %spec.select, %.neg, !dbg !44
  br i1 %5, label %B138, label %B58.preheader25, !dbg !44

B58.preheader25:                                  ; preds = %B58.prol.loopexit
  br label %B58, !dbg !44

B58:                                              ; preds = %B58.preheader25, %B58
  %.179613 = phi i64 [ %.186.1, %B58 ], [ %.179613.unr, %B58.preheader25 ]
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !36
  %sunkaddr = mul i64 %.179613, 8, !dbg !45
  %6 = bitcast double* %arg.t.4 to i8*, !dbg !45
  %sunkaddr38 = getelementptr i8, i8* %6, i64 %sunkaddr, !dbg !45
  %7 = bitcast i8* %sunkaddr38 to double*, !dbg !45
  %.269 = load double, double* %7, align 8, !dbg !45
  %.275 = fmul double %.269, %arg.w, !dbg !45
  %.281 = fadd double %.275, %arg.p, !dbg !45
  %.293.le = tail call double @llvm.cos.f64(double %.281), !dbg !45
  %.303 = fmul double %.293.le, %arg.a, !dbg !45
  %sunkaddr39 = mul i64 %.179613, 8, !dbg !45
  %8 = bitcast double* %arg.out.4 to i8*, !dbg !45
  %sunkaddr40 = getelementptr i8, i8* %8, i64 %sunkaddr39, !dbg !45
  %9 = bitcast i8* %sunkaddr40 to double*, !dbg !45
  store double %.303, double* %9, align 8, !dbg !45
  %.186.1 = add nuw nsw i64 %.179613, 2, !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !36
  %sunkaddr41 = mul i64 %.179613, 8, !dbg !45
  %10 = bitcast double* %arg.t.4 to i8*, !dbg !45
  %sunkaddr42 = getelementptr i8, i8* %10, i64 %sunkaddr41, !dbg !45
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 8, !dbg !45
  %11 = bitcast i8* %sunkaddr43 to double*, !dbg !45
  %.269.1 = load double, double* %11, align 8, !dbg !45
  %.275.1 = fmul double %.269.1, %arg.w, !dbg !45
  %.281.1 = fadd double %.275.1, %arg.p, !dbg !45
  %.293.le.1 = tail call double @llvm.cos.f64(double %.281.1), !dbg !45
  %.303.1 = fmul double %.293.le.1, %arg.a, !dbg !45
  %sunkaddr44 = mul i64 %.179613, 8, !dbg !45
  %12 = bitcast double* %arg.out.4 to i8*, !dbg !45
  %sunkaddr45 = getelementptr i8, i8* %12, i64 %sunkaddr44, !dbg !45
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 8, !dbg !45
  %13 = bitcast i8* %sunkaddr46 to double*, !dbg !45
  store double %.303.1, double* %13, align 8, !dbg !45
  %exitcond.not.1 = icmp eq i64 %spec.select, %.186.1, !dbg !44
  br i1 %exitcond.not.1, label %B138, label %B58, !dbg !44, !llvm.loop !53

B138:                                             ; preds = %B58, %B58.prol.loopexit, %middle.block, %entry
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* null, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double* null, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !36
  call void @llvm.dbg.value(metadata i64 0, metadata !41, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !35, metadata !DIExpression()), !dbg !36
  store i8* null, i8** %retptr, align 8, !dbg !44
  ret i32 0, !dbg !44
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #1

define i8* @_ZN7cpython13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  br i1 %.11, label %common.ret, label %entry.endif, !prof !54

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.thread, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif, %entry.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.e...endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.e...endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry.endif.endif.endif.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.15 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.20 = icmp eq i8* %.15, null
  br i1 %.20, label %entry.endif.if, label %entry.endif.endif, !prof !54

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([182 x i8], [182 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.24 = load i8*, i8** %.5, align 8
  %.25 = call i8* @PyNumber_Float(i8* %.24)
  %.26 = call double @PyFloat_AsDouble(i8* %.25)
  call void @Py_DecRef(i8* %.25)
  %.28 = call i8* @PyErr_Occurred()
  %.29.not = icmp eq i8* %.28, null
  br i1 %.29.not, label %entry.endif.endif.endif, label %common.ret, !prof !55

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.33 = load i8*, i8** %.6, align 8
  %.34 = call i8* @PyNumber_Float(i8* %.33)
  %.35 = call double @PyFloat_AsDouble(i8* %.34)
  call void @Py_DecRef(i8* %.34)
  %.37 = call i8* @PyErr_Occurred()
  %.38.not = icmp eq i8* %.37, null
  br i1 %.38.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !55

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.42 = load i8*, i8** %.7, align 8
  %.43 = call i8* @PyNumber_Float(i8* %.42)
  %.44 = call double @PyFloat_AsDouble(i8* %.43)
  call void @Py_DecRef(i8* %.43)
  %.46 = call i8* @PyErr_Occurred()
  %.47.not = icmp eq i8* %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !55

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
  br i1 %.63, label %entry.endif.endif.endif.endif.endif.endif.thread, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !54

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
  br i1 %.86, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !54

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
  %.105 = call i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.97, { i8*, i32, i8* }** undef, double %.26, double %.35, double %.44, i8* %.67.fca.0.load, i8* %.67.fca.1.load, i64 %.67.fca.2.load, i64 8, double* %.67.fca.4.load, i64 %.67.fca.5.0.load, i64 %.67.fca.6.0.load, i8* %.90.fca.0.load, i8* %.90.fca.1.load, i64 %.90.fca.2.load, i64 8, double* %.90.fca.4.load, i64 %.90.fca.5.0.load, i64 %.90.fca.6.0.load) #3
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
define i8* @cfunc._ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double %.1, double %.2, double %.3, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.4, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.5) local_unnamed_addr #2 {
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
  %.15 = call i32 @_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.7, { i8*, i32, i8* }** undef, double %.1, double %.2, double %.3, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.11, i64 %.12, i8* %extracted.meminfo.1, i8* %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, double* %extracted.data.1, i64 %.13, i64 %.14) #3
  %.25 = load i8*, i8** %.7, align 8
  ret i8* %.25
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !54

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !54

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #5

attributes #0 = { nofree noinline nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "wave", linkageName: "_ZN13numba_kernels4waveB2v6B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEddd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !10, !18, !18, !18, !19, !34}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*})", size: 160, elements: !13, identifier: "{i8*, i32, i8*}")
!13 = !{!14, !15, !17}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !8, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !16, size: 32, offset: 64)
!16 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !8, size: 64, offset: 96)
!18 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!20 = !{!21, !22, !23, !25, !26, !28, !33}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !8, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !8, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !24, size: 64, offset: 128)
!24 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !24, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !27, size: 64, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !29, size: 64, offset: 320)
!29 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !30, size: 64, elements: !31, identifier: "[1 x i64]")
!30 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!31 = !{!32}
!32 = !DISubrange(count: 1)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !29, size: 64, offset: 384)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!35 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 23, type: !18)
!36 = !DILocation(line: 0, scope: !4)
!37 = !DILocalVariable(name: "w", arg: 2, scope: !4, file: !1, line: 23, type: !18)
!38 = !DILocalVariable(name: "p", arg: 3, scope: !4, file: !1, line: 23, type: !18)
!39 = !DILocalVariable(name: "t", arg: 4, scope: !4, file: !1, line: 23, type: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!41 = !DILocalVariable(name: "out", arg: 5, scope: !4, file: !1, line: 23, type: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!43 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 24, type: !24)
!44 = !DILocation(line: 24, column: 1, scope: !4)
!45 = !DILocation(line: 25, column: 1, scope: !4)
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = distinct !{!53, !52}
!54 = !{!"branch_weights", i32 1, i32 99}
!55 = !{!"branch_weights", i32 99, i32 1}
