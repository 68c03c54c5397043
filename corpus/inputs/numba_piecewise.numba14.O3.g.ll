; ModuleID = 'piecewise'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.const.piecewise = internal constant [10 x i8] c"piecewise\00"
@_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx" = internal constant [124 x i8] c"missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx\00"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn writeonly
define i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, double %arg.x, i64 %arg.k) local_unnamed_addr #0 !dbg !4 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i64 0, metadata !23, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !24, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !25, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !27, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !31, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double %arg.x, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i64 %arg.k, metadata !23, metadata !DIExpression()), !dbg !22
  %.17 = fcmp ogt double %arg.x, 1.000000e+00, !dbg !33
  call void @llvm.dbg.value(metadata i8* null, metadata !24, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !24, metadata !DIExpression()), !dbg !22
  br i1 %.17, label %for.end, label %B64, !dbg !33

B64:                                              ; preds = %entry
  %.93 = fcmp olt double %arg.x, -1.000000e+00, !dbg !34
  call void @llvm.dbg.value(metadata i8* null, metadata !27, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !27, metadata !DIExpression()), !dbg !22
  br i1 %.93, label %for.end.1, label %B124, !dbg !34

B124:                                             ; preds = %B64
  %.164 = fmul double %arg.x, %arg.x, !dbg !35
  %.173 = fmul double %.164, 5.000000e-01, !dbg !35
  call void @llvm.dbg.value(metadata double %.173, metadata !29, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double %.173, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !22
  br label %B140.else, !dbg !36

for.end:                                          ; preds = %entry
  %.54.le = tail call double @llvm.log.f64(double %arg.x), !dbg !37
  %.64 = sitofp i64 %arg.k to double, !dbg !37
  %.65 = fmul double %.54.le, %.64, !dbg !37
  call void @llvm.dbg.value(metadata double %.65, metadata !25, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double %.65, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !25, metadata !DIExpression()), !dbg !22
  br label %B140.else, !dbg !37

for.end.1:                                        ; preds = %B64
  %.130.le = tail call double @llvm.exp.f64(double %arg.x), !dbg !38
  %.140 = sitofp i64 %arg.k to double, !dbg !38
  %.141 = fsub double %.130.le, %.140, !dbg !38
  call void @llvm.dbg.value(metadata double %.141, metadata !28, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double %.141, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !22
  br label %B140.else, !dbg !38

B140.else:                                        ; preds = %B124, %for.end, %for.end.1
  %r.4.0 = phi double [ %.65, %for.end ], [ %.141, %for.end.1 ], [ %.173, %B124 ], !dbg !22
  call void @llvm.dbg.value(metadata double %r.4.0, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double %r.4.0, metadata !30, metadata !DIExpression()), !dbg !22
  %.223 = srem i64 %arg.k, 2, !dbg !36
  %.225 = icmp slt i64 %.223, 0, !dbg !36
  %.234 = add nsw i64 %.223, 2
  %spec.select = select i1 %.225, i64 %.234, i64 %.223, !dbg !36
  %.252 = icmp eq i64 %spec.select, 0, !dbg !36
  call void @llvm.dbg.value(metadata i8* null, metadata !31, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i64 0, metadata !23, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8* null, metadata !31, metadata !DIExpression()), !dbg !22
  %.281 = fneg double %r.4.0, !dbg !36
  %r.5.0 = select i1 %.252, double %.281, double %r.4.0, !dbg !36
  call void @llvm.dbg.value(metadata double %r.5.0, metadata !30, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double undef, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !22
  store double %r.5.0, double* %retptr, align 8, !dbg !39
  ret i32 0, !dbg !22
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

define i8* @_ZN7cpython13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.piecewise, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.46 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !40

common.ret:                                       ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.65, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !40

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([124 x i8], [124 x i8]* @".const.missing Environment: _ZN08NumbaEnv13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i8* @PyNumber_Float(i8* %.21)
  %.23 = call double @PyFloat_AsDouble(i8* %.22)
  call void @Py_DecRef(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26.not = icmp eq i8* %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !41

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load i8*, i8** %.6, align 8
  %.33 = call i8* @PyNumber_Long(i8* %.30)
  %.34.not = icmp eq i8* %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !40

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.36 = call i64 @PyLong_AsLongLong(i8* nonnull %.33)
  call void @Py_DecRef(i8* nonnull %.33)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.31.0 = phi i64 [ %.36, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.41 = call i8* @PyErr_Occurred()
  %.42.not = icmp eq i8* %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !41

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.46, align 8
  %.50 = call i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* nonnull %.46, { i8*, i32, i8* }** undef, double %.23, i64 %.31.0) #3
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

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define double @cfunc._ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double %.1, i64 %.2) local_unnamed_addr #2 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %.8 = call i32 @_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx(double* nonnull %.4, { i8*, i32, i8* }** undef, double %.1, i64 %.2) #3
  %.18 = load double, double* %.4, align 8
  ret double %.18
}

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind willreturn writeonly }
attributes #3 = { noinline }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "numba_kernels.py", directory: "/tmp/irfix-numba")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "piecewise", linkageName: "_ZN13numba_kernels9piecewiseB2v8B54c8tJTC_2fWwKbcFpQAdBTgEQrlo6UyVFGMNAWVBgYHmKUJAA_3d_3dEdx", scope: !1, file: !1, line: 39, type: !5, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19, !20}
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
!19 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!21 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 39, type: !19)
!22 = !DILocation(line: 0, scope: !4)
!23 = !DILocalVariable(name: "k", arg: 2, scope: !4, file: !1, line: 39, type: !20)
!24 = !DILocalVariable(name: "bool14", scope: !4, file: !1, line: 40, type: !14)
!25 = !DILocalVariable(name: "r", scope: !4, file: !1, line: 41, type: !19)
!26 = !DILocalVariable(name: "r$4", scope: !4, file: !1, line: 41, type: !19)
!27 = !DILocalVariable(name: "bool74", scope: !4, file: !1, line: 42, type: !14)
!28 = !DILocalVariable(name: "r$1", scope: !4, file: !1, line: 43, type: !19)
!29 = !DILocalVariable(name: "r$2", scope: !4, file: !1, line: 45, type: !19)
!30 = !DILocalVariable(name: "r$5", scope: !4, file: !1, line: 47, type: !19)
!31 = !DILocalVariable(name: "bool156", scope: !4, file: !1, line: 46, type: !14)
!32 = !DILocalVariable(name: "r$3", scope: !4, file: !1, line: 47, type: !19)
!33 = !DILocation(line: 40, column: 1, scope: !4)
!34 = !DILocation(line: 42, column: 1, scope: !4)
!35 = !DILocation(line: 45, column: 1, scope: !4)
!36 = !DILocation(line: 46, column: 1, scope: !4)
!37 = !DILocation(line: 41, column: 1, scope: !4)
!38 = !DILocation(line: 43, column: 1, scope: !4)
!39 = !DILocation(line: 48, column: 1, scope: !4)
!40 = !{!"branch_weights", i32 1, i32 99}
!41 = !{!"branch_weights", i32 99, i32 1}
