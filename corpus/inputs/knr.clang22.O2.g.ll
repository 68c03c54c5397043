; ModuleID = 'knr.c'
source_filename = "knr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"f=%d l=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"scale=%.3f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !14

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
    #dbg_value(i32 41, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !41)
    #dbg_value(i32 0, !38, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !41)
    #dbg_value(i32 42, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !41)
    #dbg_value(i32 84, !40, !DIExpression(), !41)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 84, i64 noundef 42), !dbg !42
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 4.500000e+00), !dbg !43
    #dbg_value(ptr @.str.3, !44, !DIExpression(), !52)
    #dbg_value(i32 99, !50, !DIExpression(), !52)
    #dbg_value(i32 0, !51, !DIExpression(), !52)
  br label %3, !dbg !54

3:                                                ; preds = %3, %0
  %4 = phi i32 [ %7, %3 ], [ 0, %0 ]
  %5 = phi ptr [ %6, %3 ], [ @.str.3, %0 ]
    #dbg_value(i32 %4, !51, !DIExpression(), !52)
    #dbg_value(ptr %5, !44, !DIExpression(), !52)
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 1, !dbg !55
    #dbg_value(ptr %6, !44, !DIExpression(), !52)
  %7 = add nuw nsw i32 %4, 1, !dbg !57
    #dbg_value(i32 %7, !51, !DIExpression(), !52)
  %8 = load i8, ptr %6, align 1, !dbg !58, !tbaa !59
  switch i8 %8, label %3 [
    i8 99, label %9
    i8 0, label %9
  ], !dbg !60

9:                                                ; preds = %3, %3
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: nofree nounwind
declare !dbg !63 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @f(ptr noundef captures(none) %0) local_unnamed_addr #2 !dbg !70 {
    #dbg_value(ptr %0, !75, !DIExpression(), !76)
  %2 = load i32, ptr %0, align 4, !dbg !77, !tbaa !29
  %3 = add nsw i32 %2, 1, !dbg !78
  store i32 %3, ptr %0, align 4, !dbg !79, !tbaa !29
  %4 = shl nsw i32 %3, 1, !dbg !80
  ret i32 %4, !dbg !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @scale(i32 noundef %0, double noundef %1) local_unnamed_addr #3 !dbg !82 {
  %3 = fptrunc double %1 to float
    #dbg_value(i32 %0, !88, !DIExpression(), !90)
    #dbg_value(float %3, !89, !DIExpression(), !90)
  %4 = sitofp i32 %0 to float, !dbg !91
  %5 = fmul float %4, %3, !dbg !92
  %6 = fpext float %5 to double, !dbg !93
  ret double %6, !dbg !94
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 !dbg !45 {
    #dbg_value(ptr %0, !44, !DIExpression(), !95)
    #dbg_value(i32 %1, !50, !DIExpression(), !95)
    #dbg_value(i32 0, !51, !DIExpression(), !95)
  %3 = load i8, ptr %0, align 1, !dbg !96, !tbaa !59
  %4 = icmp eq i8 %3, 0, !dbg !97
  %5 = sext i8 %3 to i32
  %6 = icmp eq i32 %1, %5
  %7 = or i1 %4, %6, !dbg !98
  br i1 %7, label %18, label %8, !dbg !98

8:                                                ; preds = %2, %8
  %9 = phi i32 [ %12, %8 ], [ 0, %2 ]
  %10 = phi ptr [ %11, %8 ], [ %0, %2 ]
    #dbg_value(i32 %9, !51, !DIExpression(), !95)
    #dbg_value(ptr %10, !44, !DIExpression(), !95)
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 1, !dbg !99
    #dbg_value(ptr %11, !44, !DIExpression(), !95)
  %12 = add nuw nsw i32 %9, 1, !dbg !100
    #dbg_value(i32 %12, !51, !DIExpression(), !95)
  %13 = load i8, ptr %11, align 1, !dbg !96, !tbaa !59
  %14 = icmp eq i8 %13, 0, !dbg !101
  %15 = sext i8 %13 to i32
  %16 = icmp eq i32 %1, %15
  %17 = or i1 %14, %16, !dbg !102
  br i1 %17, label %18, label %8, !dbg !102, !llvm.loop !103

18:                                               ; preds = %8, %2
  %19 = phi i32 [ 0, %2 ], [ %12, %8 ], !dbg !95
  ret i32 %19, !dbg !107
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}
!llvm.errno.tbaa = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "knr.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "b47bc6cd38e82247af17bf35b9270281")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 10)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 7)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !9, !14}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !34, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !37, keyInstructions: true)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38, !40}
!38 = !DILocalVariable(name: "l", scope: !33, file: !2, line: 13, type: !39)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DILocalVariable(name: "r", scope: !33, file: !2, line: 14, type: !36)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 15, column: 3, scope: !33)
!43 = !DILocation(line: 16, column: 3, scope: !33)
!44 = !DILocalVariable(name: "s", arg: 1, scope: !45, file: !2, line: 34, type: !48)
!45 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 33, type: !46, scopeLine: 36, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !49, keyInstructions: true)
!46 = !DISubroutineType(types: !47)
!47 = !{!36, !48, !36}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!49 = !{!44, !50, !51}
!50 = !DILocalVariable(name: "c", arg: 2, scope: !45, file: !2, line: 35, type: !36)
!51 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 37, type: !36)
!52 = !DILocation(line: 0, scope: !45, inlinedAt: !53)
!53 = distinct !DILocation(line: 17, column: 24, scope: !33)
!54 = !DILocation(line: 38, column: 13, scope: !45, inlinedAt: !53, atomGroup: 8, atomRank: 1)
!55 = !DILocation(line: 38, column: 28, scope: !56, inlinedAt: !53, atomGroup: 4, atomRank: 2)
!56 = distinct !DILexicalBlock(scope: !45, file: !2, line: 38, column: 25)
!57 = !DILocation(line: 38, column: 33, scope: !56, inlinedAt: !53, atomGroup: 5, atomRank: 2)
!58 = !DILocation(line: 38, column: 10, scope: !45, inlinedAt: !53)
!59 = !{!31, !31, i64 0}
!60 = !DILocation(line: 38, column: 13, scope: !45, inlinedAt: !53, atomGroup: 2, atomRank: 1)
!61 = !DILocation(line: 17, column: 3, scope: !33)
!62 = !DILocation(line: 18, column: 3, scope: !33, atomGroup: 4, atomRank: 1)
!63 = !DISubprogram(name: "printf", scope: !64, file: !64, line: 356, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!65 = !DISubroutineType(types: !66)
!66 = !{!36, !67, null}
!67 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!70 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 21, type: !71, scopeLine: 21, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !74, keyInstructions: true)
!71 = !DISubroutineType(types: !72)
!72 = !{!36, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!74 = !{!75}
!75 = !DILocalVariable(name: "p", arg: 1, scope: !70, file: !2, line: 21, type: !73)
!76 = !DILocation(line: 0, scope: !70)
!77 = !DILocation(line: 22, column: 6, scope: !70)
!78 = !DILocation(line: 22, column: 6, scope: !70, atomGroup: 1, atomRank: 2)
!79 = !DILocation(line: 22, column: 6, scope: !70, atomGroup: 1, atomRank: 1)
!80 = !DILocation(line: 23, column: 13, scope: !70, atomGroup: 2, atomRank: 2)
!81 = !DILocation(line: 23, column: 3, scope: !70, atomGroup: 2, atomRank: 1)
!82 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 26, type: !83, scopeLine: 29, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !87, keyInstructions: true)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !36, !86}
!85 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!86 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!87 = !{!88, !89}
!88 = !DILocalVariable(name: "n", arg: 1, scope: !82, file: !2, line: 27, type: !36)
!89 = !DILocalVariable(name: "x", arg: 2, scope: !82, file: !2, line: 28, type: !86)
!90 = !DILocation(line: 0, scope: !82)
!91 = !DILocation(line: 30, column: 10, scope: !82)
!92 = !DILocation(line: 30, column: 12, scope: !82, atomGroup: 1, atomRank: 3)
!93 = !DILocation(line: 30, column: 10, scope: !82, atomGroup: 1, atomRank: 2)
!94 = !DILocation(line: 30, column: 3, scope: !82, atomGroup: 1, atomRank: 1)
!95 = !DILocation(line: 0, scope: !45)
!96 = !DILocation(line: 38, column: 10, scope: !45)
!97 = !DILocation(line: 38, column: 10, scope: !45, atomGroup: 8, atomRank: 2)
!98 = !DILocation(line: 38, column: 13, scope: !45, atomGroup: 8, atomRank: 1)
!99 = !DILocation(line: 38, column: 28, scope: !56, atomGroup: 4, atomRank: 2)
!100 = !DILocation(line: 38, column: 33, scope: !56, atomGroup: 5, atomRank: 2)
!101 = !DILocation(line: 38, column: 10, scope: !45, atomGroup: 2, atomRank: 2)
!102 = !DILocation(line: 38, column: 13, scope: !45, atomGroup: 2, atomRank: 1)
!103 = distinct !{!103, !104, !105, !106}
!104 = !DILocation(line: 38, column: 3, scope: !45)
!105 = !DILocation(line: 38, column: 37, scope: !45)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !DILocation(line: 39, column: 3, scope: !45, atomGroup: 7, atomRank: 1)
