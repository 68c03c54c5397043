source_filename = "integer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"rotl=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"sat=%d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"mulhi=%llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"bits=%d clz=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"bswap=%08x %016llx\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [17 x i8] c"div=%d %d %u %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [14 x i8] c"narrow=%d %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c"of=%d\0A\00", align 1, !dbg !34

define dso_local i32 @rotl(i32 noundef %0, i32 noundef %1) #0 !dbg !64 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !73, !DIExpression(), !74)
  %5 = load i32, ptr %3, align 4, !dbg !75
  %6 = load i32, ptr %4, align 4, !dbg !76
  %7 = and i32 %6, 31, !dbg !77
  %8 = shl i32 %5, %7, !dbg !78
  %9 = load i32, ptr %3, align 4, !dbg !79
  %10 = load i32, ptr %4, align 4, !dbg !80
  %11 = sub i32 32, %10, !dbg !81
  %12 = and i32 %11, 31, !dbg !82
  %13 = lshr i32 %9, %12, !dbg !83
  %14 = or i32 %8, %13, !dbg !84
  ret i32 %14, !dbg !85
}

define dso_local signext i8 @sat_add8(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !86 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
    #dbg_declare(ptr %4, !92, !DIExpression(), !93)
  store i8 %1, ptr %5, align 1
    #dbg_declare(ptr %5, !94, !DIExpression(), !95)
    #dbg_declare(ptr %6, !96, !DIExpression(), !97)
  %7 = load i8, ptr %4, align 1, !dbg !98
  %8 = load i8, ptr %5, align 1, !dbg !100
  %9 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %7, i8 %8), !dbg !101
  %10 = extractvalue { i8, i1 } %9, 1, !dbg !101
  %11 = extractvalue { i8, i1 } %9, 0, !dbg !101
  store i8 %11, ptr %6, align 1, !dbg !101
  br i1 %10, label %12, label %19, !dbg !101

12:
  %13 = load i8, ptr %4, align 1, !dbg !102
  %14 = sext i8 %13 to i32, !dbg !102
  %15 = icmp sgt i32 %14, 0, !dbg !103
  %16 = zext i1 %15 to i64, !dbg !102
  %17 = select i1 %15, i32 127, i32 -128, !dbg !102
  %18 = trunc i32 %17 to i8, !dbg !102
  store i8 %18, ptr %3, align 1, !dbg !104
  br label %21, !dbg !104

19:
  %20 = load i8, ptr %6, align 1, !dbg !105
  store i8 %20, ptr %3, align 1, !dbg !106
  br label %21, !dbg !106

21:
  %22 = load i8, ptr %3, align 1, !dbg !107
  ret i8 %22, !dbg !107
}

declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #1

define dso_local i64 @mulhi(i64 noundef %0, i64 noundef %1) #0 !dbg !108 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !111, !DIExpression(), !112)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !113, !DIExpression(), !114)
  %5 = load i64, ptr %3, align 8, !dbg !115
  %6 = zext i64 %5 to i128, !dbg !116
  %7 = load i64, ptr %4, align 8, !dbg !117
  %8 = zext i64 %7 to i128, !dbg !117
  %9 = mul i128 %6, %8, !dbg !118
  %10 = lshr i128 %9, 64, !dbg !119
  %11 = trunc i128 %10 to i64, !dbg !120
  ret i64 %11, !dbg !121
}

define dso_local i32 @bits(i64 noundef %0) #0 !dbg !122 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !126, !DIExpression(), !127)
  %3 = load i64, ptr %2, align 8, !dbg !128
  %4 = call i64 @llvm.ctpop.i64(i64 %3), !dbg !129
  %5 = trunc i64 %4 to i32, !dbg !129
  %6 = mul nsw i32 %5, 100, !dbg !130
  %7 = load i64, ptr %2, align 8, !dbg !131
  %8 = or i64 %7, -9223372036854775808, !dbg !132
  %9 = call i64 @llvm.cttz.i64(i64 %8, i1 true), !dbg !133
  %10 = trunc i64 %9 to i32, !dbg !133
  %11 = add nsw i32 %6, %10, !dbg !134
  ret i32 %11, !dbg !135
}

declare i64 @llvm.ctpop.i64(i64) #1

declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

define dso_local signext i16 @narrow(i64 noundef %0) #0 !dbg !136 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !142, !DIExpression(), !143)
  %3 = load i64, ptr %2, align 8, !dbg !144
  %4 = trunc i64 %3 to i16, !dbg !145
  ret i16 %4, !dbg !146
}

define dso_local i32 @main() #0 !dbg !147 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 @rotl(i32 noundef -2147483647, i32 noundef 3), !dbg !150
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4), !dbg !151
  %6 = call signext i8 @sat_add8(i8 noundef signext 100, i8 noundef signext 100), !dbg !152
  %7 = sext i8 %6 to i32, !dbg !152
  %8 = call signext i8 @sat_add8(i8 noundef signext -100, i8 noundef signext -100), !dbg !153
  %9 = sext i8 %8 to i32, !dbg !153
  %10 = call signext i8 @sat_add8(i8 noundef signext 5, i8 noundef signext 6), !dbg !154
  %11 = sext i8 %10 to i32, !dbg !154
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7, i32 noundef %9, i32 noundef %11), !dbg !155
  %13 = call i64 @mulhi(i64 noundef -1, i64 noundef 3), !dbg !156
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %13), !dbg !157
  %15 = call i32 @bits(i64 noundef 61680), !dbg !158
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %15, i32 noundef 21), !dbg !159
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 1144201745, i64 noundef 578437695752307201), !dbg !160
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -3, i32 noundef -1, i32 noundef 2147483644, i32 noundef -4), !dbg !161
  %19 = call signext i16 @narrow(i64 noundef 70000), !dbg !162
  %20 = sext i16 %19 to i32, !dbg !162
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %20, i32 noundef 44), !dbg !163
    #dbg_declare(ptr %2, !164, !DIExpression(), !166)
  store i64 0, ptr %2, align 8, !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !168)
  %22 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1099511627776, i64 1073741824), !dbg !169
  %23 = extractvalue { i64, i1 } %22, 1, !dbg !169
  %24 = extractvalue { i64, i1 } %22, 0, !dbg !169
  store i64 %24, ptr %2, align 8, !dbg !169
  %25 = zext i1 %23 to i32, !dbg !169
  store i32 %25, ptr %3, align 4, !dbg !168
  %26 = load i32, ptr %3, align 4, !dbg !170
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %26), !dbg !171
  ret i32 0, !dbg !172
}

declare i32 @printf(ptr noundef, ...) #3

declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "integer.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "184bb1ce7aa324b9f3f2ed25d256636b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 17)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 7)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !55, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !46, !47, !51, !52}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !44, line: 45, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !48, line: 25, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !44, line: 39, baseType: !50)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !42, line: 24, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !44, line: 38, baseType: !54)
!54 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!55 = !{!0, !7, !12, !17, !22, !27, !32, !34}
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"frame-pointer", i32 2}
!63 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!64 = distinct !DISubprogram(name: "rotl", scope: !2, file: !2, line: 6, type: !65, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67, !69}
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !42, line: 26, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !44, line: 42, baseType: !69)
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !{}
!71 = !DILocalVariable(name: "x", arg: 1, scope: !64, file: !2, line: 6, type: !67)
!72 = !DILocation(line: 6, column: 24, scope: !64)
!73 = !DILocalVariable(name: "r", arg: 2, scope: !64, file: !2, line: 6, type: !69)
!74 = !DILocation(line: 6, column: 36, scope: !64)
!75 = !DILocation(line: 6, column: 49, scope: !64)
!76 = !DILocation(line: 6, column: 55, scope: !64)
!77 = !DILocation(line: 6, column: 57, scope: !64)
!78 = !DILocation(line: 6, column: 51, scope: !64)
!79 = !DILocation(line: 6, column: 67, scope: !64)
!80 = !DILocation(line: 6, column: 79, scope: !64)
!81 = !DILocation(line: 6, column: 77, scope: !64)
!82 = !DILocation(line: 6, column: 82, scope: !64)
!83 = !DILocation(line: 6, column: 69, scope: !64)
!84 = !DILocation(line: 6, column: 64, scope: !64)
!85 = !DILocation(line: 6, column: 41, scope: !64)
!86 = distinct !DISubprogram(name: "sat_add8", scope: !2, file: !2, line: 8, type: !87, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !89, !89}
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !48, line: 24, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !44, line: 37, baseType: !91)
!91 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!92 = !DILocalVariable(name: "a", arg: 1, scope: !86, file: !2, line: 8, type: !89)
!93 = !DILocation(line: 8, column: 24, scope: !86)
!94 = !DILocalVariable(name: "b", arg: 2, scope: !86, file: !2, line: 8, type: !89)
!95 = !DILocation(line: 8, column: 34, scope: !86)
!96 = !DILocalVariable(name: "r", scope: !86, file: !2, line: 9, type: !89)
!97 = !DILocation(line: 9, column: 10, scope: !86)
!98 = !DILocation(line: 10, column: 30, scope: !99)
!99 = distinct !DILexicalBlock(scope: !86, file: !2, line: 10, column: 7)
!100 = !DILocation(line: 10, column: 33, scope: !99)
!101 = !DILocation(line: 10, column: 7, scope: !99)
!102 = !DILocation(line: 10, column: 48, scope: !99)
!103 = !DILocation(line: 10, column: 50, scope: !99)
!104 = !DILocation(line: 10, column: 41, scope: !99)
!105 = !DILocation(line: 11, column: 10, scope: !86)
!106 = !DILocation(line: 11, column: 3, scope: !86)
!107 = !DILocation(line: 12, column: 1, scope: !86)
!108 = distinct !DISubprogram(name: "mulhi", scope: !2, file: !2, line: 14, type: !109, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!109 = !DISubroutineType(types: !110)
!110 = !{!41, !41, !41}
!111 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !2, line: 14, type: !41)
!112 = !DILocation(line: 14, column: 25, scope: !108)
!113 = !DILocalVariable(name: "b", arg: 2, scope: !108, file: !2, line: 14, type: !41)
!114 = !DILocation(line: 14, column: 37, scope: !108)
!115 = !DILocation(line: 15, column: 41, scope: !108)
!116 = !DILocation(line: 15, column: 22, scope: !108)
!117 = !DILocation(line: 15, column: 45, scope: !108)
!118 = !DILocation(line: 15, column: 43, scope: !108)
!119 = !DILocation(line: 15, column: 48, scope: !108)
!120 = !DILocation(line: 15, column: 10, scope: !108)
!121 = !DILocation(line: 15, column: 3, scope: !108)
!122 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 18, type: !123, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !41}
!125 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!126 = !DILocalVariable(name: "x", arg: 1, scope: !122, file: !2, line: 18, type: !41)
!127 = !DILocation(line: 18, column: 19, scope: !122)
!128 = !DILocation(line: 18, column: 52, scope: !122)
!129 = !DILocation(line: 18, column: 31, scope: !122)
!130 = !DILocation(line: 18, column: 55, scope: !122)
!131 = !DILocation(line: 18, column: 79, scope: !122)
!132 = !DILocation(line: 18, column: 81, scope: !122)
!133 = !DILocation(line: 18, column: 63, scope: !122)
!134 = !DILocation(line: 18, column: 61, scope: !122)
!135 = !DILocation(line: 18, column: 24, scope: !122)
!136 = distinct !DISubprogram(name: "narrow", scope: !2, file: !2, line: 20, type: !137, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!137 = !DISubroutineType(types: !138)
!138 = !{!47, !139}
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !48, line: 27, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !44, line: 44, baseType: !141)
!141 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!142 = !DILocalVariable(name: "x", arg: 1, scope: !136, file: !2, line: 20, type: !139)
!143 = !DILocation(line: 20, column: 24, scope: !136)
!144 = !DILocation(line: 20, column: 45, scope: !136)
!145 = !DILocation(line: 20, column: 36, scope: !136)
!146 = !DILocation(line: 20, column: 29, scope: !136)
!147 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !148, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !39, retainedNodes: !70)
!148 = !DISubroutineType(types: !149)
!149 = !{!125}
!150 = !DILocation(line: 23, column: 25, scope: !147)
!151 = !DILocation(line: 23, column: 3, scope: !147)
!152 = !DILocation(line: 24, column: 28, scope: !147)
!153 = !DILocation(line: 24, column: 48, scope: !147)
!154 = !DILocation(line: 24, column: 70, scope: !147)
!155 = !DILocation(line: 24, column: 3, scope: !147)
!156 = !DILocation(line: 25, column: 46, scope: !147)
!157 = !DILocation(line: 25, column: 3, scope: !147)
!158 = !DILocation(line: 26, column: 30, scope: !147)
!159 = !DILocation(line: 26, column: 3, scope: !147)
!160 = !DILocation(line: 27, column: 3, scope: !147)
!161 = !DILocation(line: 29, column: 3, scope: !147)
!162 = !DILocation(line: 30, column: 28, scope: !147)
!163 = !DILocation(line: 30, column: 3, scope: !147)
!164 = !DILocalVariable(name: "m", scope: !147, file: !2, line: 31, type: !165)
!165 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!166 = !DILocation(line: 31, column: 13, scope: !147)
!167 = !DILocalVariable(name: "of", scope: !147, file: !2, line: 32, type: !125)
!168 = !DILocation(line: 32, column: 7, scope: !147)
!169 = !DILocation(line: 32, column: 12, scope: !147)
!170 = !DILocation(line: 33, column: 21, scope: !147)
!171 = !DILocation(line: 33, column: 3, scope: !147)
!172 = !DILocation(line: 34, column: 3, scope: !147)
