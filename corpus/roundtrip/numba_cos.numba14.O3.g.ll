source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZN08NumbaEnv13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd = common local_unnamed_addr global i8* null

define i32 @_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8* }** noalias nocapture readnone %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t) local_unnamed_addr #0 !dbg !4 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !23, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !24, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double %arg.a, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double %arg.w, metadata !22, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double %arg.p, metadata !23, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double %arg.t, metadata !24, metadata !DIExpression()), !dbg !21
  %.29 = fmul double %arg.w, %arg.t, !dbg !25
  %.35 = fadd double %.29, %arg.p, !dbg !25
  %.47.le = tail call double @llvm.cos.f64(double %.35), !dbg !25
  %.57 = fmul double %.47.le, %arg.a, !dbg !25
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !24, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !23, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !20, metadata !DIExpression()), !dbg !21
  store double %.57, double* %retptr, align 8, !dbg !25
  ret i32 0, !dbg !25
}

declare void @llvm.dbg.value(metadata, metadata, metadata) #1

declare double @llvm.cos.f64(double) #1

define double @cfunc._ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(double %.1, double %.2, double %.3, double %.4) local_unnamed_addr #2 {
entry:
  %.6 = alloca double, align 8
  store double 0.000000e+00, double* %.6, align 8
  %.10 = call i32 @_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd(double* nonnull %.6, { i8*, i32, i8* }** undef, double %.1, double %.2, double %.3, double %.4) #3
  %.20 = load double, double* %.6, align 8
  ret double %.20
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
!4 = distinct !DISubprogram(name: "cos_model", linkageName: "_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd", scope: !1, file: !1, line: 16, type: !5, scopeLine: 16, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !19, !19, !19, !19}
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
!20 = !DILocalVariable(name: "a", arg: 1, scope: !4, file: !1, line: 16, type: !19)
!21 = !DILocation(line: 0, scope: !4)
!22 = !DILocalVariable(name: "w", arg: 2, scope: !4, file: !1, line: 16, type: !19)
!23 = !DILocalVariable(name: "p", arg: 3, scope: !4, file: !1, line: 16, type: !19)
!24 = !DILocalVariable(name: "t", arg: 4, scope: !4, file: !1, line: 16, type: !19)
!25 = !DILocation(line: 17, column: 1, scope: !4)
