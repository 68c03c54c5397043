; ModuleID = 'globals_ptr.c'
source_filename = "globals_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, [4 x double], ptr }

@buf = dso_local global [16 x i8] c"0123456789abcdef", align 16, !dbg !0
@p = dso_local local_unnamed_addr global ptr getelementptr inbounds ([16 x i8], ptr @buf, i64 0, i64 8), align 8, !dbg !7
@s = dso_local global %struct.S { i32 1, i32 2, [4 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00], ptr @s }, align 8, !dbg !11
@q = dso_local local_unnamed_addr global ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 1), align 8, !dbg !25
@pc = dso_local local_unnamed_addr global ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 2, i64 2), align 8, !dbg !28
@ptrs = dso_local local_unnamed_addr constant [4 x ptr] [ptr @buf, ptr getelementptr (i8, ptr @buf, i64 4), ptr getelementptr (i8, ptr @buf, i64 12), ptr @s], align 16, !dbg !31
@ints = dso_local local_unnamed_addr global [3 x ptr] [ptr @s, ptr getelementptr (i8, ptr @s, i64 4), ptr null], align 16, !dbg !35
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !40
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !45
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !50
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !52
@names = dso_local global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16, !dbg !54
@name_end = dso_local local_unnamed_addr global ptr getelementptr inbounds ([4 x ptr], ptr @names, i64 1, i64 0), align 8, !dbg !59
@table = internal constant [3 x [8 x i8]] [[8 x i8] c"one\00\00\00\00\00", [8 x i8] c"two\00\00\00\00\00", [8 x i8] c"three\00\00\00"], align 16, !dbg !107
@third = dso_local local_unnamed_addr global ptr getelementptr inbounds ([3 x [8 x i8]], ptr @table, i64 0, i64 2, i64 0), align 8, !dbg !63
@diff = dso_local local_unnamed_addr global i64 4, align 8, !dbg !65
@arr = dso_local global [2 x %struct.S] [%struct.S { i32 10, i32 20, [4 x double] zeroinitializer, ptr getelementptr (i8, ptr @arr, i64 48) }, %struct.S { i32 30, i32 40, [4 x double] zeroinitializer, ptr @arr }], align 16, !dbg !68
@arr_b = dso_local local_unnamed_addr global ptr getelementptr inbounds ([2 x %struct.S], ptr @arr, i64 0, i64 1, i32 1), align 8, !dbg !73
@self_ptr = dso_local global ptr @self_ptr, align 8, !dbg !75
@.str.4 = private unnamed_addr constant [21 x i8] c"p=%.8s q=%d pc=%.1f\0A\00", align 1, !dbg !77
@.str.5 = private unnamed_addr constant [13 x i8] c"ptrs[%d]=%c\0A\00", align 1, !dbg !82
@.str.6 = private unnamed_addr constant [20 x i8] c"ints=%d %d null=%d\0A\00", align 1, !dbg !87
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !92
@.str.8 = private unnamed_addr constant [20 x i8] c"\0Athird=%s diff=%ld\0A\00", align 1, !dbg !95
@.str.9 = private unnamed_addr constant [19 x i8] c"arr=%d %d self=%d\0A\00", align 1, !dbg !97
@.str.10 = private unnamed_addr constant [16 x i8] c"s.self==&s: %d\0A\00", align 1, !dbg !102

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !119 {
  %1 = load ptr, ptr @p, align 8, !dbg !127, !tbaa !128
  %2 = load ptr, ptr @q, align 8, !dbg !132, !tbaa !128
  %3 = load i32, ptr %2, align 4, !dbg !133, !tbaa !134
  %4 = load ptr, ptr @pc, align 8, !dbg !136, !tbaa !128
  %5 = load double, ptr %4, align 8, !dbg !137, !tbaa !138
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %1, i32 noundef %3, double noundef %5), !dbg !140
  call void @llvm.dbg.value(metadata i64 0, metadata !123, metadata !DIExpression()), !dbg !141
  %7 = load i8, ptr @buf, align 16, !dbg !142, !tbaa !144
  %8 = sext i8 %7 to i32, !dbg !142
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef %8), !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !123, metadata !DIExpression()), !dbg !141
  %10 = load i8, ptr getelementptr inbounds ([16 x i8], ptr @buf, i64 0, i64 4), align 4, !dbg !142, !tbaa !144
  %11 = sext i8 %10 to i32, !dbg !142
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %11), !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !123, metadata !DIExpression()), !dbg !141
  %13 = load i8, ptr getelementptr inbounds ([16 x i8], ptr @buf, i64 0, i64 12), align 4, !dbg !142, !tbaa !144
  %14 = sext i8 %13 to i32, !dbg !142
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, i32 noundef %14), !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !123, metadata !DIExpression()), !dbg !141
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 63), !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !123, metadata !DIExpression()), !dbg !141
  %17 = load ptr, ptr @ints, align 16, !dbg !146, !tbaa !128
  %18 = load i32, ptr %17, align 4, !dbg !147, !tbaa !134
  %19 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @ints, i64 0, i64 1), align 8, !dbg !148, !tbaa !128
  %20 = load i32, ptr %19, align 4, !dbg !149, !tbaa !134
  %21 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @ints, i64 0, i64 2), align 16, !dbg !150, !tbaa !128
  %22 = icmp eq ptr %21, null, !dbg !151
  %23 = zext i1 %22 to i32, !dbg !151
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %18, i32 noundef %20, i32 noundef %23), !dbg !152
  call void @llvm.dbg.value(metadata ptr @names, metadata !125, metadata !DIExpression()), !dbg !153
  %25 = load ptr, ptr @name_end, align 8, !dbg !154, !tbaa !128
  %26 = icmp eq ptr %25, @names, !dbg !156
  br i1 %26, label %27, label %43, !dbg !157

27:                                               ; preds = %43, %0
  %28 = load ptr, ptr @third, align 8, !dbg !158, !tbaa !128
  %29 = load i64, ptr @diff, align 8, !dbg !159, !tbaa !160
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %28, i64 noundef %29), !dbg !162
  %31 = load ptr, ptr getelementptr inbounds ([2 x %struct.S], ptr @arr, i64 0, i64 0, i32 3), align 8, !dbg !163, !tbaa !164
  %32 = load i32, ptr %31, align 8, !dbg !166, !tbaa !167
  %33 = load ptr, ptr @arr_b, align 8, !dbg !168, !tbaa !128
  %34 = load i32, ptr %33, align 4, !dbg !169, !tbaa !134
  %35 = load ptr, ptr @self_ptr, align 8, !dbg !170, !tbaa !128
  %36 = icmp eq ptr %35, @self_ptr, !dbg !171
  %37 = zext i1 %36 to i32, !dbg !171
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %32, i32 noundef %34, i32 noundef %37), !dbg !172
  %39 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 3), align 8, !dbg !173, !tbaa !164
  %40 = icmp eq ptr %39, @s, !dbg !174
  %41 = zext i1 %40 to i32, !dbg !174
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %41), !dbg !175
  ret i32 0, !dbg !176

43:                                               ; preds = %0, %43
  %44 = phi ptr [ %47, %43 ], [ @names, %0 ]
  call void @llvm.dbg.value(metadata ptr %44, metadata !125, metadata !DIExpression()), !dbg !153
  %45 = load ptr, ptr %44, align 8, !dbg !177, !tbaa !128
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %45), !dbg !178
  %47 = getelementptr inbounds ptr, ptr %44, i64 1, !dbg !179
  call void @llvm.dbg.value(metadata ptr %47, metadata !125, metadata !DIExpression()), !dbg !153
  %48 = load ptr, ptr @name_end, align 8, !dbg !154, !tbaa !128
  %49 = icmp eq ptr %47, %48, !dbg !156
  br i1 %49, label %27, label %43, !dbg !157, !llvm.loop !180
}

; Function Attrs: nofree nounwind
declare !dbg !183 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!112, !113, !114, !115, !116, !117}
!llvm.ident = !{!118}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 8, type: !104, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals_ptr.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "5b5f56fa2697082a41036c8f935cae8c")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !25, !28, !31, !35, !40, !45, !50, !52, !54, !59, !63, !65, !68, !73, !75, !77, !82, !87, !92, !95, !97, !102, !107}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 10, type: !13, isLocal: false, isDefinition: true)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 6, size: 384, elements: !14)
!14 = !{!15, !17, !18, !23}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !13, file: !3, line: 6, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !13, file: !3, line: 6, baseType: !16, size: 32, offset: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !13, file: !3, line: 6, baseType: !19, size: 256, offset: 64)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !21)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "self", scope: !13, file: !3, line: 6, baseType: !24, size: 64, offset: 320)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "q", scope: !2, file: !3, line: 11, type: !27, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "pc", scope: !2, file: !3, line: 12, type: !30, isLocal: false, isDefinition: true)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "ptrs", scope: !2, file: !3, line: 13, type: !33, isLocal: false, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, elements: !21)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "ints", scope: !2, file: !3, line: 14, type: !37, isLocal: false, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 3)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 6)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 5)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !42, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !42, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 15, type: !56, isLocal: false, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 256, elements: !21)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "name_end", scope: !2, file: !3, line: 16, type: !61, isLocal: false, isDefinition: true)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "third", scope: !2, file: !3, line: 18, type: !57, isLocal: false, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "diff", scope: !2, file: !3, line: 19, type: !67, isLocal: false, isDefinition: true)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 20, type: !70, isLocal: false, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 768, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 2)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "arr_b", scope: !2, file: !3, line: 21, type: !27, isLocal: false, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "self_ptr", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 168, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 21)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 13)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 20)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !21)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !89, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 19)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 16)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 17, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 192, elements: !110)
!110 = !{!39, !111}
!111 = !DISubrange(count: 8)
!112 = !{i32 7, !"Dwarf Version", i32 5}
!113 = !{i32 2, !"Debug Info Version", i32 3}
!114 = !{i32 1, !"wchar_size", i32 4}
!115 = !{i32 8, !"PIC Level", i32 2}
!116 = !{i32 7, !"PIE Level", i32 2}
!117 = !{i32 7, !"uwtable", i32 2}
!118 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !120, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!16}
!122 = !{!123, !125}
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 26, type: !16)
!124 = distinct !DILexicalBlock(scope: !119, file: !3, line: 26, column: 3)
!125 = !DILocalVariable(name: "n", scope: !126, file: !3, line: 28, type: !61)
!126 = distinct !DILexicalBlock(scope: !119, file: !3, line: 28, column: 3)
!127 = !DILocation(line: 25, column: 35, scope: !119)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !130, i64 0}
!130 = !{!"omnipotent char", !131, i64 0}
!131 = !{!"Simple C/C++ TBAA"}
!132 = !DILocation(line: 25, column: 39, scope: !119)
!133 = !DILocation(line: 25, column: 38, scope: !119)
!134 = !{!135, !135, i64 0}
!135 = !{!"int", !130, i64 0}
!136 = !DILocation(line: 25, column: 43, scope: !119)
!137 = !DILocation(line: 25, column: 42, scope: !119)
!138 = !{!139, !139, i64 0}
!139 = !{!"double", !130, i64 0}
!140 = !DILocation(line: 25, column: 3, scope: !119)
!141 = !DILocation(line: 0, scope: !124)
!142 = !DILocation(line: 26, column: 66, scope: !143)
!143 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 3)
!144 = !{!130, !130, i64 0}
!145 = !DILocation(line: 26, column: 31, scope: !143)
!146 = !DILocation(line: 27, column: 35, scope: !119)
!147 = !DILocation(line: 27, column: 34, scope: !119)
!148 = !DILocation(line: 27, column: 45, scope: !119)
!149 = !DILocation(line: 27, column: 44, scope: !119)
!150 = !DILocation(line: 27, column: 54, scope: !119)
!151 = !DILocation(line: 27, column: 62, scope: !119)
!152 = !DILocation(line: 27, column: 3, scope: !119)
!153 = !DILocation(line: 0, scope: !126)
!154 = !DILocation(line: 28, column: 43, scope: !155)
!155 = distinct !DILexicalBlock(scope: !126, file: !3, line: 28, column: 3)
!156 = !DILocation(line: 28, column: 40, scope: !155)
!157 = !DILocation(line: 28, column: 3, scope: !126)
!158 = !DILocation(line: 29, column: 35, scope: !119)
!159 = !DILocation(line: 29, column: 42, scope: !119)
!160 = !{!161, !161, i64 0}
!161 = !{!"long", !130, i64 0}
!162 = !DILocation(line: 29, column: 3, scope: !119)
!163 = !DILocation(line: 30, column: 40, scope: !119)
!164 = !{!165, !129, i64 40}
!165 = !{!"S", !135, i64 0, !135, i64 4, !130, i64 8, !129, i64 40}
!166 = !DILocation(line: 30, column: 46, scope: !119)
!167 = !{!165, !135, i64 0}
!168 = !DILocation(line: 30, column: 50, scope: !119)
!169 = !DILocation(line: 30, column: 49, scope: !119)
!170 = !DILocation(line: 30, column: 57, scope: !119)
!171 = !DILocation(line: 30, column: 66, scope: !119)
!172 = !DILocation(line: 30, column: 3, scope: !119)
!173 = !DILocation(line: 31, column: 32, scope: !119)
!174 = !DILocation(line: 31, column: 37, scope: !119)
!175 = !DILocation(line: 31, column: 3, scope: !119)
!176 = !DILocation(line: 32, column: 3, scope: !119)
!177 = !DILocation(line: 28, column: 72, scope: !155)
!178 = !DILocation(line: 28, column: 58, scope: !155)
!179 = !DILocation(line: 28, column: 54, scope: !155)
!180 = distinct !{!180, !157, !181, !182}
!181 = !DILocation(line: 28, column: 74, scope: !126)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DISubprogram(name: "printf", scope: !184, file: !184, line: 356, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !188)
!184 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!185 = !DISubroutineType(types: !186)
!186 = !{!16, !187, null}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!188 = !{}
