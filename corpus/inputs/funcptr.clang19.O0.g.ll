; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.op = type { ptr, ptr }

@table = internal constant [3 x ptr] [ptr @twice, ptr @square, ptr @negate], align 16, !dbg !0
@ops = internal global [2 x %struct.op] [%struct.op { ptr @.str.4, ptr @add }, %struct.op { ptr @.str.3, ptr @mul }], align 16, !dbg !28
@__const.main.v = private unnamed_addr constant [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 16
@.str = private unnamed_addr constant [19 x i8] c"apply_all(3)=%.3f\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [9 x i8] c"pick=%d\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @apply_all(double noundef %0) #0 !dbg !61 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
    #dbg_declare(ptr %3, !65, !DIExpression(), !68)
  store i32 0, ptr %3, align 4, !dbg !68
  br label %4, !dbg !69

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4, !dbg !70
  %6 = zext i32 %5 to i64, !dbg !70
  %7 = icmp ult i64 %6, 3, !dbg !72
  br i1 %7, label %8, label %18, !dbg !73

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !dbg !74
  %10 = zext i32 %9 to i64, !dbg !75
  %11 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %10, !dbg !75
  %12 = load ptr, ptr %11, align 8, !dbg !75
  %13 = load double, ptr %2, align 8, !dbg !76
  %14 = call double %12(double noundef %13), !dbg !75
  store double %14, ptr %2, align 8, !dbg !77
  br label %15, !dbg !78

15:                                               ; preds = %8
  %16 = load i32, ptr %3, align 4, !dbg !79
  %17 = add i32 %16, 1, !dbg !79
  store i32 %17, ptr %3, align 4, !dbg !79
  br label %4, !dbg !80, !llvm.loop !81

18:                                               ; preds = %4
  %19 = load double, ptr %2, align 8, !dbg !84
  ret double %19, !dbg !85
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fold(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !86 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !91, !DIExpression(), !92)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !93, !DIExpression(), !94)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !95, !DIExpression(), !96)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !97, !DIExpression(), !98)
    #dbg_declare(ptr %9, !99, !DIExpression(), !101)
  store i32 0, ptr %9, align 4, !dbg !101
  br label %10, !dbg !102

10:                                               ; preds = %23, %4
  %11 = load i32, ptr %9, align 4, !dbg !103
  %12 = load i32, ptr %7, align 4, !dbg !105
  %13 = icmp slt i32 %11, %12, !dbg !106
  br i1 %13, label %14, label %26, !dbg !107

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !108
  %16 = load i32, ptr %8, align 4, !dbg !109
  %17 = load ptr, ptr %6, align 8, !dbg !110
  %18 = load i32, ptr %9, align 4, !dbg !111
  %19 = sext i32 %18 to i64, !dbg !110
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !110
  %21 = load i32, ptr %20, align 4, !dbg !110
  %22 = call i32 %15(i32 noundef %16, i32 noundef %21), !dbg !108
  store i32 %22, ptr %8, align 4, !dbg !112
  br label %23, !dbg !113

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4, !dbg !114
  %25 = add nsw i32 %24, 1, !dbg !114
  store i32 %25, ptr %9, align 4, !dbg !114
  br label %10, !dbg !115, !llvm.loop !116

26:                                               ; preds = %10
  %27 = load i32, ptr %8, align 4, !dbg !118
  ret i32 %27, !dbg !119
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick(ptr noundef %0) #0 !dbg !120 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
  %3 = load ptr, ptr %2, align 8, !dbg !125
  %4 = getelementptr inbounds i8, ptr %3, i64 0, !dbg !125
  %5 = load i8, ptr %4, align 1, !dbg !125
  %6 = sext i8 %5 to i32, !dbg !125
  %7 = icmp eq i32 %6, 97, !dbg !126
  br i1 %7, label %8, label %10, !dbg !125

8:                                                ; preds = %1
  %9 = load ptr, ptr getelementptr inbounds (%struct.op, ptr @ops, i32 0, i32 1), align 8, !dbg !127
  br label %12, !dbg !125

10:                                               ; preds = %1
  %11 = load ptr, ptr getelementptr inbounds (%struct.op, ptr getelementptr inbounds ([2 x %struct.op], ptr @ops, i64 0, i64 1), i32 0, i32 1), align 8, !dbg !128
  br label %12, !dbg !125

12:                                               ; preds = %10, %8
  %13 = phi ptr [ %9, %8 ], [ %11, %10 ], !dbg !125
  ret ptr %13, !dbg !129
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !130 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i32], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(), !137)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 20, i1 false), !dbg !137
  %4 = call double @apply_all(double noundef 3.000000e+00), !dbg !138
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %4), !dbg !139
    #dbg_declare(ptr %3, !140, !DIExpression(), !142)
  store i32 0, ptr %3, align 4, !dbg !142
  br label %6, !dbg !143

6:                                                ; preds = %24, %0
  %7 = load i32, ptr %3, align 4, !dbg !144
  %8 = icmp slt i32 %7, 2, !dbg !146
  br i1 %8, label %9, label %27, !dbg !147

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !148
  %11 = sext i32 %10 to i64, !dbg !149
  %12 = getelementptr inbounds [2 x %struct.op], ptr @ops, i64 0, i64 %11, !dbg !149
  %13 = getelementptr inbounds %struct.op, ptr %12, i32 0, i32 0, !dbg !150
  %14 = load ptr, ptr %13, align 16, !dbg !150
  %15 = load i32, ptr %3, align 4, !dbg !151
  %16 = sext i32 %15 to i64, !dbg !152
  %17 = getelementptr inbounds [2 x %struct.op], ptr @ops, i64 0, i64 %16, !dbg !152
  %18 = getelementptr inbounds %struct.op, ptr %17, i32 0, i32 1, !dbg !153
  %19 = load ptr, ptr %18, align 8, !dbg !153
  %20 = getelementptr inbounds [5 x i32], ptr %2, i64 0, i64 0, !dbg !154
  %21 = load i32, ptr %3, align 4, !dbg !155
  %22 = call i32 @fold(ptr noundef %19, ptr noundef %20, i32 noundef 5, i32 noundef %21), !dbg !156
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %14, i32 noundef %22), !dbg !157
  br label %24, !dbg !157

24:                                               ; preds = %9
  %25 = load i32, ptr %3, align 4, !dbg !158
  %26 = add nsw i32 %25, 1, !dbg !158
  store i32 %26, ptr %3, align 4, !dbg !158
  br label %6, !dbg !159, !llvm.loop !160

27:                                               ; preds = %6
  %28 = call ptr @pick(ptr noundef @.str.3), !dbg !162
  %29 = call i32 %28(i32 noundef 6, i32 noundef 7), !dbg !162
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %29), !dbg !163
  ret i32 0, !dbg !164
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @twice(double noundef %0) #0 !dbg !165 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !166, !DIExpression(), !167)
  %3 = load double, ptr %2, align 8, !dbg !168
  %4 = fmul double 2.000000e+00, %3, !dbg !169
  ret double %4, !dbg !170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @square(double noundef %0) #0 !dbg !171 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !172, !DIExpression(), !173)
  %3 = load double, ptr %2, align 8, !dbg !174
  %4 = load double, ptr %2, align 8, !dbg !175
  %5 = fmul double %3, %4, !dbg !176
  ret double %5, !dbg !177
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @negate(double noundef %0) #0 !dbg !178 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !179, !DIExpression(), !180)
  %3 = load double, ptr %2, align 8, !dbg !181
  %4 = fneg double %3, !dbg !182
  ret double %4, !dbg !183
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !184 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !185, !DIExpression(), !186)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !187, !DIExpression(), !188)
  %5 = load i32, ptr %3, align 4, !dbg !189
  %6 = load i32, ptr %4, align 4, !dbg !190
  %7 = add nsw i32 %5, %6, !dbg !191
  ret i32 %7, !dbg !192
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 !dbg !193 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !194, !DIExpression(), !195)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !196, !DIExpression(), !197)
  %5 = load i32, ptr %3, align 4, !dbg !198
  %6 = load i32, ptr %4, align 4, !dbg !199
  %7 = mul nsw i32 %5, %6, !dbg !200
  ret i32 %7, !dbg !201
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 13, type: !44, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "funcptr.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "777e70f2e7b7d7f3005487e41bfb66ea")
!4 = !{!5, !11, !16, !21, !0, !26, !28}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 19)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 9)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !23, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 15, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !42)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "op", file: !3, line: 14, size: 128, elements: !32)
!32 = !{!33, !36}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !31, file: !3, line: 14, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !31, file: !3, line: 14, baseType: !37, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 5, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41, !41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 192, elements: !51)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "unop", file: !3, line: 4, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !{!52}
!52 = !DISubrange(count: 3)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 2}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 17, type: !48, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!62 = !{}
!63 = !DILocalVariable(name: "x", arg: 1, scope: !61, file: !3, line: 17, type: !50)
!64 = !DILocation(line: 17, column: 25, scope: !61)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 18, type: !67)
!66 = distinct !DILexicalBlock(scope: !61, file: !3, line: 18, column: 3)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 18, column: 17, scope: !66)
!69 = !DILocation(line: 18, column: 8, scope: !66)
!70 = !DILocation(line: 18, column: 24, scope: !71)
!71 = distinct !DILexicalBlock(scope: !66, file: !3, line: 18, column: 3)
!72 = !DILocation(line: 18, column: 26, scope: !71)
!73 = !DILocation(line: 18, column: 3, scope: !66)
!74 = !DILocation(line: 18, column: 75, scope: !71)
!75 = !DILocation(line: 18, column: 69, scope: !71)
!76 = !DILocation(line: 18, column: 78, scope: !71)
!77 = !DILocation(line: 18, column: 67, scope: !71)
!78 = !DILocation(line: 18, column: 65, scope: !71)
!79 = !DILocation(line: 18, column: 61, scope: !71)
!80 = !DILocation(line: 18, column: 3, scope: !71)
!81 = distinct !{!81, !73, !82, !83}
!82 = !DILocation(line: 18, column: 79, scope: !66)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 19, column: 10, scope: !61)
!85 = !DILocation(line: 19, column: 3, scope: !61)
!86 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 22, type: !87, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!87 = !DISubroutineType(types: !88)
!88 = !{!41, !37, !89, !41, !41}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!91 = !DILocalVariable(name: "f", arg: 1, scope: !86, file: !3, line: 22, type: !37)
!92 = !DILocation(line: 22, column: 16, scope: !86)
!93 = !DILocalVariable(name: "v", arg: 2, scope: !86, file: !3, line: 22, type: !89)
!94 = !DILocation(line: 22, column: 30, scope: !86)
!95 = !DILocalVariable(name: "n", arg: 3, scope: !86, file: !3, line: 22, type: !41)
!96 = !DILocation(line: 22, column: 37, scope: !86)
!97 = !DILocalVariable(name: "init", arg: 4, scope: !86, file: !3, line: 22, type: !41)
!98 = !DILocation(line: 22, column: 44, scope: !86)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 23, type: !41)
!100 = distinct !DILexicalBlock(scope: !86, file: !3, line: 23, column: 3)
!101 = !DILocation(line: 23, column: 12, scope: !100)
!102 = !DILocation(line: 23, column: 8, scope: !100)
!103 = !DILocation(line: 23, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 23, column: 3)
!105 = !DILocation(line: 23, column: 23, scope: !104)
!106 = !DILocation(line: 23, column: 21, scope: !104)
!107 = !DILocation(line: 23, column: 3, scope: !100)
!108 = !DILocation(line: 23, column: 38, scope: !104)
!109 = !DILocation(line: 23, column: 40, scope: !104)
!110 = !DILocation(line: 23, column: 46, scope: !104)
!111 = !DILocation(line: 23, column: 48, scope: !104)
!112 = !DILocation(line: 23, column: 36, scope: !104)
!113 = !DILocation(line: 23, column: 31, scope: !104)
!114 = !DILocation(line: 23, column: 27, scope: !104)
!115 = !DILocation(line: 23, column: 3, scope: !104)
!116 = distinct !{!116, !107, !117, !83}
!117 = !DILocation(line: 23, column: 50, scope: !100)
!118 = !DILocation(line: 24, column: 10, scope: !86)
!119 = !DILocation(line: 24, column: 3, scope: !86)
!120 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 27, type: !121, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!121 = !DISubroutineType(types: !122)
!122 = !{!37, !34}
!123 = !DILocalVariable(name: "name", arg: 1, scope: !120, file: !3, line: 27, type: !34)
!124 = !DILocation(line: 27, column: 24, scope: !120)
!125 = !DILocation(line: 28, column: 10, scope: !120)
!126 = !DILocation(line: 28, column: 18, scope: !120)
!127 = !DILocation(line: 28, column: 34, scope: !120)
!128 = !DILocation(line: 28, column: 46, scope: !120)
!129 = !DILocation(line: 28, column: 3, scope: !120)
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !131, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!131 = !DISubroutineType(types: !132)
!132 = !{!41}
!133 = !DILocalVariable(name: "v", scope: !130, file: !3, line: 32, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 160, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 5)
!137 = !DILocation(line: 32, column: 7, scope: !130)
!138 = !DILocation(line: 33, column: 33, scope: !130)
!139 = !DILocation(line: 33, column: 3, scope: !130)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 34, type: !41)
!141 = distinct !DILexicalBlock(scope: !130, file: !3, line: 34, column: 3)
!142 = !DILocation(line: 34, column: 12, scope: !141)
!143 = !DILocation(line: 34, column: 8, scope: !141)
!144 = !DILocation(line: 34, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 34, column: 3)
!146 = !DILocation(line: 34, column: 21, scope: !145)
!147 = !DILocation(line: 34, column: 3, scope: !141)
!148 = !DILocation(line: 35, column: 27, scope: !145)
!149 = !DILocation(line: 35, column: 23, scope: !145)
!150 = !DILocation(line: 35, column: 30, scope: !145)
!151 = !DILocation(line: 35, column: 45, scope: !145)
!152 = !DILocation(line: 35, column: 41, scope: !145)
!153 = !DILocation(line: 35, column: 48, scope: !145)
!154 = !DILocation(line: 35, column: 52, scope: !145)
!155 = !DILocation(line: 35, column: 58, scope: !145)
!156 = !DILocation(line: 35, column: 36, scope: !145)
!157 = !DILocation(line: 35, column: 5, scope: !145)
!158 = !DILocation(line: 34, column: 27, scope: !145)
!159 = !DILocation(line: 34, column: 3, scope: !145)
!160 = distinct !{!160, !147, !161, !83}
!161 = !DILocation(line: 35, column: 60, scope: !141)
!162 = !DILocation(line: 36, column: 23, scope: !130)
!163 = !DILocation(line: 36, column: 3, scope: !130)
!164 = !DILocation(line: 37, column: 3, scope: !130)
!165 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 7, type: !48, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !62)
!166 = !DILocalVariable(name: "x", arg: 1, scope: !165, file: !3, line: 7, type: !50)
!167 = !DILocation(line: 7, column: 28, scope: !165)
!168 = !DILocation(line: 7, column: 44, scope: !165)
!169 = !DILocation(line: 7, column: 42, scope: !165)
!170 = !DILocation(line: 7, column: 33, scope: !165)
!171 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 8, type: !48, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !62)
!172 = !DILocalVariable(name: "x", arg: 1, scope: !171, file: !3, line: 8, type: !50)
!173 = !DILocation(line: 8, column: 29, scope: !171)
!174 = !DILocation(line: 8, column: 41, scope: !171)
!175 = !DILocation(line: 8, column: 45, scope: !171)
!176 = !DILocation(line: 8, column: 43, scope: !171)
!177 = !DILocation(line: 8, column: 34, scope: !171)
!178 = distinct !DISubprogram(name: "negate", scope: !3, file: !3, line: 9, type: !48, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !62)
!179 = !DILocalVariable(name: "x", arg: 1, scope: !178, file: !3, line: 9, type: !50)
!180 = !DILocation(line: 9, column: 29, scope: !178)
!181 = !DILocation(line: 9, column: 42, scope: !178)
!182 = !DILocation(line: 9, column: 41, scope: !178)
!183 = !DILocation(line: 9, column: 34, scope: !178)
!184 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 10, type: !39, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !62)
!185 = !DILocalVariable(name: "a", arg: 1, scope: !184, file: !3, line: 10, type: !41)
!186 = !DILocation(line: 10, column: 20, scope: !184)
!187 = !DILocalVariable(name: "b", arg: 2, scope: !184, file: !3, line: 10, type: !41)
!188 = !DILocation(line: 10, column: 27, scope: !184)
!189 = !DILocation(line: 10, column: 39, scope: !184)
!190 = !DILocation(line: 10, column: 43, scope: !184)
!191 = !DILocation(line: 10, column: 41, scope: !184)
!192 = !DILocation(line: 10, column: 32, scope: !184)
!193 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !62)
!194 = !DILocalVariable(name: "a", arg: 1, scope: !193, file: !3, line: 11, type: !41)
!195 = !DILocation(line: 11, column: 20, scope: !193)
!196 = !DILocalVariable(name: "b", arg: 2, scope: !193, file: !3, line: 11, type: !41)
!197 = !DILocation(line: 11, column: 27, scope: !193)
!198 = !DILocation(line: 11, column: 39, scope: !193)
!199 = !DILocation(line: 11, column: 43, scope: !193)
!200 = !DILocation(line: 11, column: 41, scope: !193)
!201 = !DILocation(line: 11, column: 32, scope: !193)
