; ModuleID = 'sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.sumsq = internal constant [6 x i8] c"sumsq\00"
@_ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [149 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"

; Function Attrs: noinline
define i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 !dbg !4 {
entry:
  call void @llvm.dbg.value(metadata i8* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i8* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8* %arg.x.0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i8* %arg.x.1, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 %arg.x.2, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 %arg.x.3, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double* %arg.x.4, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 %arg.x.6.0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !38, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i8* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double* null, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !37
  %.945 = icmp sgt i64 %arg.x.5.0, 0, !dbg !42
  br i1 %.945, label %B14.preheader, label %B34, !dbg !42

B14.preheader:                                    ; preds = %entry
  %0 = add i64 %arg.x.5.0, -1, !dbg !42
  %xtraiter = and i64 %arg.x.5.0, 3, !dbg !42
  %1 = icmp ult i64 %0, 3, !dbg !42
  br i1 %1, label %B34.loopexit.unr-lcssa, label %B14.preheader.new, !dbg !42

B14.preheader.new:                                ; preds = %B14.preheader
  %2 = ptrtoint double* %arg.x.4 to i64
  %unroll_iter = and i64 %arg.x.5.0, -4, !dbg !42
  %3 = shl i64 %arg.x.6.0, 2, !dbg !42
  %4 = mul i64 %arg.x.6.0, 3, !dbg !42
  br label %B14, !dbg !42

B14:                                              ; preds = %B14, %B14.preheader.new
  %lsr.iv11 = phi i64 [ %lsr.iv.next12, %B14 ], [ %2, %B14.preheader.new ]
  %s.2.07 = phi double [ 0.000000e+00, %B14.preheader.new ], [ %.169.3, %B14 ]
  %.32.06 = phi i64 [ 0, %B14.preheader.new ], [ %.115.3, %B14 ]
  call void @llvm.dbg.value(metadata double %s.2.07, metadata !39, metadata !DIExpression()), !dbg !37
  %.111 = inttoptr i64 %lsr.iv11 to double*, !dbg !42
  %.112 = load double, double* %.111, align 8, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  %.163 = fmul double %.112, %.112, !dbg !43
  %.169 = fadd double %s.2.07, %.163, !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169, metadata !39, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169, metadata !39, metadata !DIExpression()), !dbg !37
  %5 = add i64 %arg.x.6.0, %lsr.iv11, !dbg !42
  %.111.1 = inttoptr i64 %5 to double*, !dbg !42
  %.112.1 = load double, double* %.111.1, align 8, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  %.163.1 = fmul double %.112.1, %.112.1, !dbg !43
  %.169.1 = fadd double %.169, %.163.1, !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.1, metadata !39, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.1, metadata !39, metadata !DIExpression()), !dbg !37
  %sunkaddr = inttoptr i64 %lsr.iv11 to double*, !dbg !42
  %sunkaddr13 = mul i64 %arg.x.6.0, 2, !dbg !42
  %6 = bitcast double* %sunkaddr to i8*, !dbg !42
  %sunkaddr14 = getelementptr i8, i8* %6, i64 %sunkaddr13, !dbg !42
  %7 = bitcast i8* %sunkaddr14 to double*, !dbg !42
  %.112.2 = load double, double* %7, align 8, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  %.163.2 = fmul double %.112.2, %.112.2, !dbg !43
  %.169.2 = fadd double %.169.1, %.163.2, !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.2, metadata !39, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.2, metadata !39, metadata !DIExpression()), !dbg !37
  %8 = add i64 %4, %lsr.iv11, !dbg !42
  %.111.3 = inttoptr i64 %8 to double*, !dbg !42
  %.112.3 = load double, double* %.111.3, align 8, !dbg !42
  %.115.3 = add nuw i64 %.32.06, 4, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  %.163.3 = fmul double %.112.3, %.112.3, !dbg !43
  %.169.3 = fadd double %.169.2, %.163.3, !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.3, metadata !39, metadata !DIExpression()), !dbg !37
  %lsr.iv.next12 = add i64 %lsr.iv11, %3, !dbg !42
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.115.3, !dbg !42
  br i1 %niter.ncmp.3, label %B34.loopexit.unr-lcssa, label %B14, !dbg !42

B34.loopexit.unr-lcssa:                           ; preds = %B14, %B14.preheader
  %.169.lcssa.ph = phi double [ undef, %B14.preheader ], [ %.169.3, %B14 ]
  %s.2.07.unr = phi double [ 0.000000e+00, %B14.preheader ], [ %.169.3, %B14 ]
  %.32.06.unr = phi i64 [ 0, %B14.preheader ], [ %.115.3, %B14 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !42
  br i1 %lcmp.mod.not, label %B34, label %B14.epil.preheader, !dbg !42

B14.epil.preheader:                               ; preds = %B34.loopexit.unr-lcssa
  %9 = ptrtoint double* %arg.x.4 to i64
  %10 = mul i64 %.32.06.unr, %arg.x.6.0, !dbg !42
  %11 = add i64 %9, %10, !dbg !42
  br label %B14.epil, !dbg !42

B14.epil:                                         ; preds = %B14.epil.preheader, %B14.epil
  %lsr.iv9 = phi i64 [ %xtraiter, %B14.epil.preheader ], [ %lsr.iv.next10, %B14.epil ]
  %lsr.iv = phi i64 [ %11, %B14.epil.preheader ], [ %lsr.iv.next, %B14.epil ]
  %s.2.07.epil = phi double [ %.169.epil, %B14.epil ], [ %s.2.07.unr, %B14.epil.preheader ]
  call void @llvm.dbg.value(metadata double %s.2.07.epil, metadata !39, metadata !DIExpression()), !dbg !37
  %.111.epil = inttoptr i64 %lsr.iv to double*, !dbg !42
  %.112.epil = load double, double* %.111.epil, align 8, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !37
  %.163.epil = fmul double %.112.epil, %.112.epil, !dbg !43
  %.169.epil = fadd double %s.2.07.epil, %.163.epil, !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double %.169.epil, metadata !39, metadata !DIExpression()), !dbg !37
  %lsr.iv.next = add i64 %lsr.iv, %arg.x.6.0, !dbg !42
  %lsr.iv.next10 = add nsw i64 %lsr.iv9, -1, !dbg !42
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next10, 0, !dbg !42
  br i1 %epil.iter.cmp.not, label %B34, label %B14.epil, !dbg !42, !llvm.loop !44

B34:                                              ; preds = %B14.epil, %B34.loopexit.unr-lcssa, %entry
  %s.2.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.169.lcssa.ph, %B34.loopexit.unr-lcssa ], [ %.169.epil, %B14.epil ], !dbg !37
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !37
  store double %s.2.0.lcssa, double* %retptr, align 8, !dbg !46
  ret i32 0, !dbg !46
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

define i8* @_ZN7cpython13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.const.sumsq, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !47

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !47

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([149 x i8], [149 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !47

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.6.0.load = load i64, i64* %13, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8* }** undef, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #0
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

define double @cfunc._ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8* }** undef, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #0
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !47

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !47

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !47

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "sumsq", linkageName: "_ZN13numba_kernels5sumsqB2v7B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 30, type: !5, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*})", size: 160, elements: !12, identifier: "{i8*, i32, i8*}")
!12 = !{!13, !16, !18}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !17, size: 32, offset: 64)
!17 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !14, size: 64, offset: 96)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!20 = !{!21, !22, !23, !25, !26, !29, !34}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !14, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !14, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !24, size: 64, offset: 128)
!24 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !24, size: 64, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !27, size: 64, offset: 256)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !30, size: 64, offset: 320)
!30 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !31, size: 64, elements: !32, identifier: "[1 x i64]")
!31 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !30, size: 64, offset: 384)
!35 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 30, type: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !20, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!37 = !DILocation(line: 0, scope: !4)
!38 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 31, type: !28)
!39 = !DILocalVariable(name: "s$2", scope: !4, file: !1, line: 31, type: !28)
!40 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 32, type: !28)
!41 = !DILocalVariable(name: "s$1", scope: !4, file: !1, line: 33, type: !28)
!42 = !DILocation(line: 32, column: 1, scope: !4)
!43 = !DILocation(line: 33, column: 1, scope: !4)
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 34, column: 1, scope: !4)
!47 = !{!"branch_weights", i32 1, i32 99}
