; ModuleID = 'unions_bitfields.c'
source_filename = "unions_bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%struct.flags = type { i16, i64 }
%union.pun = type { double }

@.str = private unnamed_addr constant [25 x i8] c"bits=%016llx byte7=%02x\0A\00", align 1, !dbg !0
@__const.main.f = private unnamed_addr constant { i8, i8, [6 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 0, i8 0, [6 x i8] undef, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [2 x i8] undef }, align 8
@.str.1 = private unnamed_addr constant [29 x i8] c"pack=%u level=%d sizeof=%zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !12
@__const.main.vs = private unnamed_addr constant <{ %struct.value, { i32, { double } }, { i32, { ptr } } }> <{ %struct.value { i32 0, %union.anon { i64 42 } }, { i32, { double } } { i32 1, { double } { double 3.250000e+00 } }, { i32, { ptr } } { i32 2, { ptr } { ptr @.str.2 } } }>, align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"dbl %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pack(ptr noundef %0, i32 noundef %1) #0 !dbg !51 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !71, !DIExpression(), !72)
  %5 = load ptr, ptr %3, align 8, !dbg !73
  %6 = load i16, ptr %5, align 8, !dbg !74
  %7 = and i16 %6, -2, !dbg !74
  %8 = or i16 %7, 1, !dbg !74
  store i16 %8, ptr %5, align 8, !dbg !74
  %9 = load ptr, ptr %3, align 8, !dbg !75
  %10 = load i16, ptr %9, align 8, !dbg !76
  %11 = and i16 %10, -15, !dbg !76
  %12 = or i16 %11, 10, !dbg !76
  store i16 %12, ptr %9, align 8, !dbg !76
  %13 = load i32, ptr %4, align 4, !dbg !77
  %14 = load ptr, ptr %3, align 8, !dbg !78
  %15 = trunc i32 %13 to i16, !dbg !79
  %16 = load i16, ptr %14, align 8, !dbg !79
  %17 = and i16 %15, 31, !dbg !79
  %18 = shl i16 %17, 4, !dbg !79
  %19 = and i16 %16, -497, !dbg !79
  %20 = or i16 %19, %18, !dbg !79
  store i16 %20, ptr %14, align 8, !dbg !79
  %21 = shl i16 %17, 11, !dbg !79
  %22 = ashr i16 %21, 11, !dbg !79
  %23 = sext i16 %22 to i32, !dbg !79
  %24 = load ptr, ptr %3, align 8, !dbg !80
  %25 = getelementptr inbounds %struct.flags, ptr %24, i32 0, i32 1, !dbg !81
  %26 = load i64, ptr %25, align 8, !dbg !82
  %27 = and i64 %26, -1099511627776, !dbg !82
  %28 = or i64 %27, 78187493547, !dbg !82
  store i64 %28, ptr %25, align 8, !dbg !82
  %29 = load ptr, ptr %3, align 8, !dbg !83
  %30 = getelementptr inbounds %struct.flags, ptr %29, i32 0, i32 1, !dbg !84
  %31 = load i64, ptr %30, align 8, !dbg !85
  %32 = and i64 %31, -16492674416641, !dbg !85
  %33 = or i64 %32, 9895604649984, !dbg !85
  store i64 %33, ptr %30, align 8, !dbg !85
  %34 = load ptr, ptr %3, align 8, !dbg !86
  %35 = load i16, ptr %34, align 8, !dbg !87
  %36 = and i16 %35, 1, !dbg !87
  %37 = zext i16 %36 to i32, !dbg !87
  %38 = load ptr, ptr %3, align 8, !dbg !88
  %39 = load i16, ptr %38, align 8, !dbg !89
  %40 = lshr i16 %39, 1, !dbg !89
  %41 = and i16 %40, 7, !dbg !89
  %42 = zext i16 %41 to i32, !dbg !89
  %43 = mul nsw i32 %42, 2, !dbg !90
  %44 = add nsw i32 %37, %43, !dbg !91
  %45 = load ptr, ptr %3, align 8, !dbg !92
  %46 = load i16, ptr %45, align 8, !dbg !93
  %47 = shl i16 %46, 7, !dbg !93
  %48 = ashr i16 %47, 11, !dbg !93
  %49 = sext i16 %48 to i32, !dbg !93
  %50 = add i32 %44, %49, !dbg !94
  %51 = load ptr, ptr %3, align 8, !dbg !95
  %52 = getelementptr inbounds %struct.flags, ptr %51, i32 0, i32 1, !dbg !96
  %53 = load i64, ptr %52, align 8, !dbg !96
  %54 = and i64 %53, 1099511627775, !dbg !96
  %55 = lshr i64 %54, 20, !dbg !97
  %56 = trunc i64 %55 to i32, !dbg !98
  %57 = add i32 %50, %56, !dbg !99
  %58 = load ptr, ptr %3, align 8, !dbg !100
  %59 = getelementptr inbounds %struct.flags, ptr %58, i32 0, i32 1, !dbg !101
  %60 = load i64, ptr %59, align 8, !dbg !101
  %61 = lshr i64 %60, 40, !dbg !101
  %62 = and i64 %61, 15, !dbg !101
  %63 = trunc i64 %62 to i8, !dbg !101
  %64 = zext i8 %63 to i32, !dbg !100
  %65 = add i32 %57, %64, !dbg !102
  ret i32 %65, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !104 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pun, align 8
  %3 = alloca %struct.flags, align 8
  %4 = alloca [3 x %struct.value], align 16
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !107, !DIExpression(), !118)
  store double -2.500000e+00, ptr %2, align 8, !dbg !119
  %6 = load i64, ptr %2, align 8, !dbg !120
  %7 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 7, !dbg !121
  %8 = load i8, ptr %7, align 1, !dbg !121
  %9 = zext i8 %8 to i32, !dbg !121
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6, i32 noundef %9), !dbg !122
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.f, i64 16, i1 false), !dbg !124
  %11 = call i32 @pack(ptr noundef %3, i32 noundef -7), !dbg !125
  %12 = load i16, ptr %3, align 8, !dbg !126
  %13 = shl i16 %12, 7, !dbg !126
  %14 = ashr i16 %13, 11, !dbg !126
  %15 = sext i16 %14 to i32, !dbg !126
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11, i32 noundef %15, i64 noundef 16), !dbg !127
    #dbg_declare(ptr %4, !128, !DIExpression(), !144)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.vs, i64 48, i1 false), !dbg !144
    #dbg_declare(ptr %5, !145, !DIExpression(), !147)
  store i32 0, ptr %5, align 4, !dbg !147
  br label %17, !dbg !148

17:                                               ; preds = %24, %0
  %18 = load i32, ptr %5, align 4, !dbg !149
  %19 = icmp slt i32 %18, 3, !dbg !151
  br i1 %19, label %20, label %27, !dbg !152

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4, !dbg !153
  %22 = sext i32 %21 to i64, !dbg !154
  %23 = getelementptr inbounds [3 x %struct.value], ptr %4, i64 0, i64 %22, !dbg !154
  call void @print_value(ptr noundef %23), !dbg !155
  br label %24, !dbg !155

24:                                               ; preds = %20
  %25 = load i32, ptr %5, align 4, !dbg !156
  %26 = add nsw i32 %25, 1, !dbg !156
  store i32 %26, ptr %5, align 4, !dbg !156
  br label %17, !dbg !157, !llvm.loop !158

27:                                               ; preds = %17
  ret i32 0, !dbg !161
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_value(ptr noundef %0) #0 !dbg !162 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !167, !DIExpression(), !168)
  %3 = load ptr, ptr %2, align 8, !dbg !169
  %4 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 0, !dbg !170
  %5 = load i32, ptr %4, align 8, !dbg !170
  switch i32 %5, label %21 [
    i32 0, label %6
    i32 1, label %11
    i32 2, label %16
  ], !dbg !171

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !172
  %8 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !174
  %9 = load i64, ptr %8, align 8, !dbg !175
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %9), !dbg !176
  br label %21, !dbg !177

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8, !dbg !178
  %13 = getelementptr inbounds %struct.value, ptr %12, i32 0, i32 1, !dbg !179
  %14 = load double, ptr %13, align 8, !dbg !180
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %14), !dbg !181
  br label %21, !dbg !182

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8, !dbg !183
  %18 = getelementptr inbounds %struct.value, ptr %17, i32 0, i32 1, !dbg !184
  %19 = load ptr, ptr %18, align 8, !dbg !185
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %19), !dbg !186
  br label %21, !dbg !187

21:                                               ; preds = %1, %16, %11, %6
  ret void, !dbg !188
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

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
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !33, retainedTypes: !40, globals: !42, splitDebugInlining: false, nameTableKind: None)
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
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 30, type: !52, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !32, retainedNodes: !68)
!52 = !DISubroutineType(types: !53)
!53 = !{!35, !54, !60}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 7, size: 128, elements: !56)
!56 = !{!57, !58, !59, !61, !62}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "ready", scope: !55, file: !2, line: 8, baseType: !35, size: 1, flags: DIFlagBitField, extraData: i64 0)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !55, file: !2, line: 9, baseType: !35, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !55, file: !2, line: 10, baseType: !60, size: 5, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !55, file: !2, line: 12, baseType: !41, size: 40, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !55, file: !2, line: 13, baseType: !63, size: 4, offset: 104, flags: DIFlagBitField, extraData: i64 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !64, line: 24, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !66, line: 38, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !{}
!69 = !DILocalVariable(name: "f", arg: 1, scope: !51, file: !2, line: 30, type: !54)
!70 = !DILocation(line: 30, column: 29, scope: !51)
!71 = !DILocalVariable(name: "level", arg: 2, scope: !51, file: !2, line: 30, type: !60)
!72 = !DILocation(line: 30, column: 36, scope: !51)
!73 = !DILocation(line: 31, column: 3, scope: !51)
!74 = !DILocation(line: 31, column: 12, scope: !51)
!75 = !DILocation(line: 32, column: 3, scope: !51)
!76 = !DILocation(line: 32, column: 11, scope: !51)
!77 = !DILocation(line: 33, column: 14, scope: !51)
!78 = !DILocation(line: 33, column: 3, scope: !51)
!79 = !DILocation(line: 33, column: 12, scope: !51)
!80 = !DILocation(line: 34, column: 3, scope: !51)
!81 = !DILocation(line: 34, column: 6, scope: !51)
!82 = !DILocation(line: 34, column: 10, scope: !51)
!83 = !DILocation(line: 35, column: 3, scope: !51)
!84 = !DILocation(line: 35, column: 6, scope: !51)
!85 = !DILocation(line: 35, column: 11, scope: !51)
!86 = !DILocation(line: 36, column: 10, scope: !51)
!87 = !DILocation(line: 36, column: 13, scope: !51)
!88 = !DILocation(line: 36, column: 21, scope: !51)
!89 = !DILocation(line: 36, column: 24, scope: !51)
!90 = !DILocation(line: 36, column: 29, scope: !51)
!91 = !DILocation(line: 36, column: 19, scope: !51)
!92 = !DILocation(line: 36, column: 45, scope: !51)
!93 = !DILocation(line: 36, column: 48, scope: !51)
!94 = !DILocation(line: 36, column: 33, scope: !51)
!95 = !DILocation(line: 36, column: 67, scope: !51)
!96 = !DILocation(line: 36, column: 70, scope: !51)
!97 = !DILocation(line: 36, column: 74, scope: !51)
!98 = !DILocation(line: 36, column: 56, scope: !51)
!99 = !DILocation(line: 36, column: 54, scope: !51)
!100 = !DILocation(line: 36, column: 83, scope: !51)
!101 = !DILocation(line: 36, column: 86, scope: !51)
!102 = !DILocation(line: 36, column: 81, scope: !51)
!103 = !DILocation(line: 36, column: 3, scope: !51)
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 39, type: !105, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !32, retainedNodes: !68)
!105 = !DISubroutineType(types: !106)
!106 = !{!60}
!107 = !DILocalVariable(name: "p", scope: !104, file: !2, line: 40, type: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun", file: !2, line: 5, size: 64, elements: !109)
!109 = !{!110, !112, !116}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !108, file: !2, line: 5, baseType: !111, size: 64)
!111 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !108, file: !2, line: 5, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !64, line: 27, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !66, line: 45, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !108, file: !2, line: 5, baseType: !117, size: 64)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 64, elements: !30)
!118 = !DILocation(line: 40, column: 13, scope: !104)
!119 = !DILocation(line: 41, column: 7, scope: !104)
!120 = !DILocation(line: 42, column: 61, scope: !104)
!121 = !DILocation(line: 42, column: 64, scope: !104)
!122 = !DILocation(line: 42, column: 3, scope: !104)
!123 = !DILocalVariable(name: "f", scope: !104, file: !2, line: 43, type: !55)
!124 = !DILocation(line: 43, column: 16, scope: !104)
!125 = !DILocation(line: 44, column: 43, scope: !104)
!126 = !DILocation(line: 44, column: 59, scope: !104)
!127 = !DILocation(line: 44, column: 3, scope: !104)
!128 = !DILocalVariable(name: "vs", scope: !104, file: !2, line: 45, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 384, elements: !142)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 17, size: 128, elements: !131)
!131 = !{!132, !133}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !130, file: !2, line: 18, baseType: !34, size: 32)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !130, file: !2, line: 19, baseType: !134, size: 64, offset: 64)
!134 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !130, file: !2, line: 19, size: 64, elements: !135)
!135 = !{!136, !138, !139}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !134, file: !2, line: 19, baseType: !137, size: 64)
!137 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !134, file: !2, line: 19, baseType: !111, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !134, file: !2, line: 19, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!142 = !{!143}
!143 = !DISubrange(count: 3)
!144 = !DILocation(line: 45, column: 16, scope: !104)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 46, type: !60)
!146 = distinct !DILexicalBlock(scope: !104, file: !2, line: 46, column: 3)
!147 = !DILocation(line: 46, column: 12, scope: !146)
!148 = !DILocation(line: 46, column: 8, scope: !146)
!149 = !DILocation(line: 46, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 46, column: 3)
!151 = !DILocation(line: 46, column: 21, scope: !150)
!152 = !DILocation(line: 46, column: 3, scope: !146)
!153 = !DILocation(line: 46, column: 47, scope: !150)
!154 = !DILocation(line: 46, column: 44, scope: !150)
!155 = !DILocation(line: 46, column: 31, scope: !150)
!156 = !DILocation(line: 46, column: 27, scope: !150)
!157 = !DILocation(line: 46, column: 3, scope: !150)
!158 = distinct !{!158, !152, !159, !160}
!159 = !DILocation(line: 46, column: 49, scope: !146)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !DILocation(line: 47, column: 3, scope: !104)
!162 = distinct !DISubprogram(name: "print_value", scope: !2, file: !2, line: 22, type: !163, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !68)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!167 = !DILocalVariable(name: "v", arg: 1, scope: !162, file: !2, line: 22, type: !165)
!168 = !DILocation(line: 22, column: 45, scope: !162)
!169 = !DILocation(line: 23, column: 11, scope: !162)
!170 = !DILocation(line: 23, column: 14, scope: !162)
!171 = !DILocation(line: 23, column: 3, scope: !162)
!172 = !DILocation(line: 24, column: 35, scope: !173)
!173 = distinct !DILexicalBlock(scope: !162, file: !2, line: 23, column: 19)
!174 = !DILocation(line: 24, column: 38, scope: !173)
!175 = !DILocation(line: 24, column: 41, scope: !173)
!176 = !DILocation(line: 24, column: 15, scope: !173)
!177 = !DILocation(line: 24, column: 45, scope: !173)
!178 = !DILocation(line: 25, column: 36, scope: !173)
!179 = !DILocation(line: 25, column: 39, scope: !173)
!180 = !DILocation(line: 25, column: 42, scope: !173)
!181 = !DILocation(line: 25, column: 15, scope: !173)
!182 = !DILocation(line: 25, column: 46, scope: !173)
!183 = !DILocation(line: 26, column: 34, scope: !173)
!184 = !DILocation(line: 26, column: 37, scope: !173)
!185 = !DILocation(line: 26, column: 40, scope: !173)
!186 = !DILocation(line: 26, column: 15, scope: !173)
!187 = !DILocation(line: 26, column: 44, scope: !173)
!188 = !DILocation(line: 28, column: 1, scope: !162)
