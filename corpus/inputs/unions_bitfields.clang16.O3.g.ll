; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.flags = type { i16, i48 }

@.str = private unnamed_addr constant [25 x i8] c"bits=%016llx byte7=%02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"pack=%u level=%d sizeof=%zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"dbl %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1, !dbg !27

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @pack(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !50 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %1, metadata !69, metadata !DIExpression()), !dbg !70
  %3 = load i16, ptr %0, align 8, !dbg !71
  %4 = and i16 %3, -512, !dbg !72
  %5 = trunc i32 %1 to i16, !dbg !73
  %6 = shl i16 %5, 4, !dbg !73
  %7 = and i16 %6, 496, !dbg !73
  %8 = or i16 %7, %4, !dbg !73
  %9 = or i16 %8, 11, !dbg !73
  store i16 %9, ptr %0, align 8, !dbg !73
  %10 = getelementptr inbounds %struct.flags, ptr %0, i64 0, i32 1, !dbg !74
  %11 = load i64, ptr %10, align 8, !dbg !75
  %12 = and i64 %11, -17592186044416, !dbg !75
  %13 = or i64 %12, 9973792143531, !dbg !76
  store i64 %13, ptr %10, align 8, !dbg !76
  %14 = shl i32 %1, 27, !dbg !77
  %15 = ashr exact i32 %14, 27, !dbg !77
  %16 = add nsw i32 %15, 74585, !dbg !78
  ret i32 %16, !dbg !79
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !80 {
  call void @llvm.dbg.value(metadata double -2.500000e+00, metadata !84, metadata !DIExpression()), !dbg !114
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -4610560118520545280, i32 noundef 192), !dbg !115
  call void @llvm.dbg.value(metadata i16 411, metadata !95, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !114
  call void @llvm.dbg.value(metadata i64 0, metadata !95, metadata !DIExpression(DW_OP_constu, 9973792143531, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !114
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 74578, i32 noundef -7, i64 noundef 16), !dbg !116
  call void @llvm.dbg.value(metadata i64 0, metadata !112, metadata !DIExpression()), !dbg !117
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 42), !dbg !118
  call void @llvm.dbg.value(metadata i64 1, metadata !112, metadata !DIExpression()), !dbg !117
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.250000e+00), !dbg !129
  call void @llvm.dbg.value(metadata i64 2, metadata !112, metadata !DIExpression()), !dbg !117
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2), !dbg !130
  call void @llvm.dbg.value(metadata i64 3, metadata !112, metadata !DIExpression()), !dbg !117
  ret i32 0, !dbg !131
}

; Function Attrs: nofree nounwind
declare !dbg !132 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions_bitfields.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "56387cc8fbf356abc82c8d313d516a3a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !33, retainedTypes: !40, globals: !42, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tag", file: !2, line: 16, baseType: !35, size: 32, elements: !36)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !{!37, !38, !39}
!37 = !DIEnumerator(name: "T_INT", value: 0)
!38 = !DIEnumerator(name: "T_DBL", value: 1)
!39 = !DIEnumerator(name: "T_STR", value: 2)
!40 = !{!35, !41}
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!0, !7, !12, !17, !22, !27}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!50 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 30, type: !51, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !67)
!51 = !DISubroutineType(types: !52)
!52 = !{!35, !53, !59}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 7, size: 128, elements: !55)
!55 = !{!56, !57, !58, !60, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !54, file: !2, line: 8, baseType: !35, size: 1, flags: DIFlagBitField, extraData: i64 0)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !54, file: !2, line: 9, baseType: !35, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !54, file: !2, line: 10, baseType: !59, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !54, file: !2, line: 12, baseType: !41, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !54, file: !2, line: 13, baseType: !62, size: 4, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !63, line: 24, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !65, line: 38, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !{!68, !69}
!68 = !DILocalVariable(name: "f", arg: 1, scope: !50, file: !2, line: 30, type: !53)
!69 = !DILocalVariable(name: "level", arg: 2, scope: !50, file: !2, line: 30, type: !59)
!70 = !DILocation(line: 0, scope: !50)
!71 = !DILocation(line: 31, column: 12, scope: !50)
!72 = !DILocation(line: 32, column: 11, scope: !50)
!73 = !DILocation(line: 33, column: 12, scope: !50)
!74 = !DILocation(line: 34, column: 6, scope: !50)
!75 = !DILocation(line: 34, column: 10, scope: !50)
!76 = !DILocation(line: 35, column: 11, scope: !50)
!77 = !DILocation(line: 36, column: 48, scope: !50)
!78 = !DILocation(line: 36, column: 81, scope: !50)
!79 = !DILocation(line: 36, column: 3, scope: !50)
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !81, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!59}
!83 = !{!84, !95, !96, !112}
!84 = !DILocalVariable(name: "p", scope: !80, file: !2, line: 40, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun", file: !2, line: 5, size: 64, elements: !86)
!86 = !{!87, !89, !93}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !85, file: !2, line: 5, baseType: !88, size: 64)
!88 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !85, file: !2, line: 5, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !63, line: 27, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !65, line: 45, baseType: !92)
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !85, file: !2, line: 5, baseType: !94, size: 64)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 64, elements: !30)
!95 = !DILocalVariable(name: "f", scope: !80, file: !2, line: 43, type: !54)
!96 = !DILocalVariable(name: "vs", scope: !80, file: !2, line: 45, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 384, elements: !110)
!98 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 17, size: 128, elements: !99)
!99 = !{!100, !101}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !98, file: !2, line: 18, baseType: !34, size: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !98, file: !2, line: 19, baseType: !102, size: 64, offset: 64)
!102 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 19, size: 64, elements: !103)
!103 = !{!104, !106, !107}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !102, file: !2, line: 19, baseType: !105, size: 64)
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !102, file: !2, line: 19, baseType: !88, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !102, file: !2, line: 19, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!110 = !{!111}
!111 = !DISubrange(count: 3)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 46, type: !59)
!113 = distinct !DILexicalBlock(scope: !80, file: !2, line: 46, column: 3)
!114 = !DILocation(line: 0, scope: !80)
!115 = !DILocation(line: 42, column: 3, scope: !80)
!116 = !DILocation(line: 44, column: 3, scope: !80)
!117 = !DILocation(line: 0, scope: !113)
!118 = !DILocation(line: 24, column: 15, scope: !119, inlinedAt: !127)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 23, column: 19)
!120 = distinct !DISubprogram(name: "print_value", scope: !2, file: !2, line: 22, type: !121, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!125 = !{!126}
!126 = !DILocalVariable(name: "v", arg: 1, scope: !120, file: !2, line: 22, type: !123)
!127 = distinct !DILocation(line: 46, column: 31, scope: !128)
!128 = distinct !DILexicalBlock(scope: !113, file: !2, line: 46, column: 3)
!129 = !DILocation(line: 25, column: 15, scope: !119, inlinedAt: !127)
!130 = !DILocation(line: 26, column: 15, scope: !119, inlinedAt: !127)
!131 = !DILocation(line: 47, column: 3, scope: !80)
!132 = !DISubprogram(name: "printf", scope: !133, file: !133, line: 356, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !137)
!133 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!134 = !DISubroutineType(types: !135)
!135 = !{!59, !136, null}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!137 = !{}
