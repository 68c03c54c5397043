; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@moves = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"fib(20)=%lu\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [24 x i8] c"even(17)=%d odd(17)=%d\0A\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [9 x i8] c"gcd=%ld\0A\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [13 x i8] c"ack(2,3)=%d\0A\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [12 x i8] c"power=%.3f\0A\00", align 1, !dbg !28

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fib(i32 noundef %0) #0 !dbg !42 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %3 = load i32, ptr %2, align 4, !dbg !50
  %4 = icmp ult i32 %3, 2, !dbg !51
  br i1 %4, label %5, label %8, !dbg !50

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !52
  %7 = zext i32 %6 to i64, !dbg !52
  br label %16, !dbg !50

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !53
  %10 = sub i32 %9, 1, !dbg !54
  %11 = call i64 @fib(i32 noundef %10), !dbg !55
  %12 = load i32, ptr %2, align 4, !dbg !56
  %13 = sub i32 %12, 2, !dbg !57
  %14 = call i64 @fib(i32 noundef %13), !dbg !58
  %15 = add i64 %11, %14, !dbg !59
  br label %16, !dbg !50

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ], !dbg !50
  ret i64 %17, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @gcd(i64 noundef %0, i64 noundef %1) #0 !dbg !61 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !67, !DIExpression(), !68)
  %5 = load i64, ptr %4, align 8, !dbg !69
  %6 = icmp eq i64 %5, 0, !dbg !70
  br i1 %6, label %7, label %9, !dbg !69

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !71
  br label %15, !dbg !69

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8, !dbg !72
  %11 = load i64, ptr %3, align 8, !dbg !73
  %12 = load i64, ptr %4, align 8, !dbg !74
  %13 = srem i64 %11, %12, !dbg !75
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13), !dbg !76
  br label %15, !dbg !69

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ], !dbg !69
  ret i64 %16, !dbg !77
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ack(i32 noundef %0, i32 noundef %1) #0 !dbg !78 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !83, !DIExpression(), !84)
  %6 = load i32, ptr %4, align 4, !dbg !85
  %7 = icmp eq i32 %6, 0, !dbg !87
  br i1 %7, label %8, label %11, !dbg !88

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !89
  %10 = add nsw i32 %9, 1, !dbg !90
  store i32 %10, ptr %3, align 4, !dbg !91
  br label %26, !dbg !91

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !92
  %13 = icmp eq i32 %12, 0, !dbg !94
  br i1 %13, label %14, label %18, !dbg !95

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !96
  %16 = sub nsw i32 %15, 1, !dbg !97
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1), !dbg !98
  store i32 %17, ptr %3, align 4, !dbg !99
  br label %26, !dbg !99

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !100
  %20 = sub nsw i32 %19, 1, !dbg !101
  %21 = load i32, ptr %4, align 4, !dbg !102
  %22 = load i32, ptr %5, align 4, !dbg !103
  %23 = sub nsw i32 %22, 1, !dbg !104
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23), !dbg !105
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24), !dbg !106
  store i32 %25, ptr %3, align 4, !dbg !107
  br label %26, !dbg !107

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !108
  ret i32 %27, !dbg !108
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !109 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !112, !DIExpression(), !113)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !114, !DIExpression(), !115)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !116, !DIExpression(), !117)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !118, !DIExpression(), !119)
  %9 = load i32, ptr %5, align 4, !dbg !120
  %10 = icmp eq i32 %9, 0, !dbg !122
  br i1 %10, label %11, label %12, !dbg !123

11:                                               ; preds = %4
  br label %25, !dbg !124

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 4, !dbg !125
  %14 = sub nsw i32 %13, 1, !dbg !126
  %15 = load i32, ptr %6, align 4, !dbg !127
  %16 = load i32, ptr %8, align 4, !dbg !128
  %17 = load i32, ptr %7, align 4, !dbg !129
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17), !dbg !130
  %18 = load i32, ptr @moves, align 4, !dbg !131
  %19 = add nsw i32 %18, 1, !dbg !131
  store i32 %19, ptr @moves, align 4, !dbg !131
  %20 = load i32, ptr %5, align 4, !dbg !132
  %21 = sub nsw i32 %20, 1, !dbg !133
  %22 = load i32, ptr %8, align 4, !dbg !134
  %23 = load i32, ptr %7, align 4, !dbg !135
  %24 = load i32, ptr %6, align 4, !dbg !136
  call void @hanoi(i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24), !dbg !137
  br label %25, !dbg !138

25:                                               ; preds = %12, %11
  ret void, !dbg !138
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @power(double noundef %0, i32 noundef %1) #0 !dbg !139 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
    #dbg_declare(ptr %4, !143, !DIExpression(), !144)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !145, !DIExpression(), !146)
  %7 = load i32, ptr %5, align 4, !dbg !147
  %8 = icmp eq i32 %7, 0, !dbg !149
  br i1 %8, label %9, label %10, !dbg !150

9:                                                ; preds = %2
  store double 1.000000e+00, ptr %3, align 8, !dbg !151
  br label %30, !dbg !151

10:                                               ; preds = %2
    #dbg_declare(ptr %6, !152, !DIExpression(), !153)
  %11 = load double, ptr %4, align 8, !dbg !154
  %12 = load i32, ptr %5, align 4, !dbg !155
  %13 = sdiv i32 %12, 2, !dbg !156
  %14 = call double @power(double noundef %11, i32 noundef %13), !dbg !157
  store double %14, ptr %6, align 8, !dbg !153
  %15 = load i32, ptr %5, align 4, !dbg !158
  %16 = srem i32 %15, 2, !dbg !159
  %17 = icmp ne i32 %16, 0, !dbg !159
  br i1 %17, label %18, label %24, !dbg !158

18:                                               ; preds = %10
  %19 = load double, ptr %6, align 8, !dbg !160
  %20 = load double, ptr %6, align 8, !dbg !161
  %21 = fmul double %19, %20, !dbg !162
  %22 = load double, ptr %4, align 8, !dbg !163
  %23 = fmul double %21, %22, !dbg !164
  br label %28, !dbg !158

24:                                               ; preds = %10
  %25 = load double, ptr %6, align 8, !dbg !165
  %26 = load double, ptr %6, align 8, !dbg !166
  %27 = fmul double %25, %26, !dbg !167
  br label %28, !dbg !158

28:                                               ; preds = %24, %18
  %29 = phi double [ %23, %18 ], [ %27, %24 ], !dbg !158
  store double %29, ptr %3, align 8, !dbg !168
  br label %30, !dbg !168

30:                                               ; preds = %28, %9
  %31 = load double, ptr %3, align 8, !dbg !169
  ret double %31, !dbg !169
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !170 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @fib(i32 noundef 20), !dbg !173
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2), !dbg !174
  %4 = call i32 @is_even(i32 noundef 17), !dbg !175
  %5 = call i32 @is_odd(i32 noundef 17), !dbg !176
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4, i32 noundef %5), !dbg !177
  %7 = call i64 @gcd(i64 noundef 1071, i64 noundef 462), !dbg !178
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %7), !dbg !179
  %9 = call i32 @ack(i32 noundef 2, i32 noundef 3), !dbg !180
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9), !dbg !181
  call void @hanoi(i32 noundef 8, i32 noundef 1, i32 noundef 3, i32 noundef 2), !dbg !182
  %11 = load i32, ptr @moves, align 4, !dbg !183
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %11), !dbg !184
  %13 = call double @power(double noundef 1.500000e+00, i32 noundef 11), !dbg !185
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %13), !dbg !186
  ret i32 0, !dbg !187
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 !dbg !188 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !191, !DIExpression(), !192)
  %3 = load i32, ptr %2, align 4, !dbg !193
  %4 = icmp eq i32 %3, 0, !dbg !194
  br i1 %4, label %5, label %6, !dbg !193

5:                                                ; preds = %1
  br label %10, !dbg !193

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !195
  %8 = sub i32 %7, 1, !dbg !196
  %9 = call i32 @is_odd(i32 noundef %8), !dbg !197
  br label %10, !dbg !193

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !193
  ret i32 %11, !dbg !198
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 !dbg !199 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !200, !DIExpression(), !201)
  %3 = load i32, ptr %2, align 4, !dbg !202
  %4 = icmp eq i32 %3, 0, !dbg !203
  br i1 %4, label %5, label %6, !dbg !202

5:                                                ; preds = %1
  br label %10, !dbg !202

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !204
  %8 = sub i32 %7, 1, !dbg !205
  %9 = call i32 @is_even(i32 noundef %8), !dbg !206
  br label %10, !dbg !202

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ], !dbg !202
  ret i32 %11, !dbg !207
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "moves", scope: !2, file: !3, line: 18, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "recursion.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "5719b1d2d85a412da1d643dd568a2594")
!4 = !{!5, !11, !16, !21, !23, !28, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 24)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 9)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !7, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 16)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 12)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "fib", scope: !3, file: !3, line: 4, type: !43, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !46}
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !{}
!48 = !DILocalVariable(name: "n", arg: 1, scope: !42, file: !3, line: 4, type: !46)
!49 = !DILocation(line: 4, column: 28, scope: !42)
!50 = !DILocation(line: 4, column: 40, scope: !42)
!51 = !DILocation(line: 4, column: 42, scope: !42)
!52 = !DILocation(line: 4, column: 48, scope: !42)
!53 = !DILocation(line: 4, column: 56, scope: !42)
!54 = !DILocation(line: 4, column: 58, scope: !42)
!55 = !DILocation(line: 4, column: 52, scope: !42)
!56 = !DILocation(line: 4, column: 69, scope: !42)
!57 = !DILocation(line: 4, column: 71, scope: !42)
!58 = !DILocation(line: 4, column: 65, scope: !42)
!59 = !DILocation(line: 4, column: 63, scope: !42)
!60 = !DILocation(line: 4, column: 33, scope: !42)
!61 = distinct !DISubprogram(name: "gcd", scope: !3, file: !3, line: 10, type: !62, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64, !64}
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocalVariable(name: "a", arg: 1, scope: !61, file: !3, line: 10, type: !64)
!66 = !DILocation(line: 10, column: 15, scope: !61)
!67 = !DILocalVariable(name: "b", arg: 2, scope: !61, file: !3, line: 10, type: !64)
!68 = !DILocation(line: 10, column: 23, scope: !61)
!69 = !DILocation(line: 10, column: 35, scope: !61)
!70 = !DILocation(line: 10, column: 37, scope: !61)
!71 = !DILocation(line: 10, column: 44, scope: !61)
!72 = !DILocation(line: 10, column: 52, scope: !61)
!73 = !DILocation(line: 10, column: 55, scope: !61)
!74 = !DILocation(line: 10, column: 59, scope: !61)
!75 = !DILocation(line: 10, column: 57, scope: !61)
!76 = !DILocation(line: 10, column: 48, scope: !61)
!77 = !DILocation(line: 10, column: 28, scope: !61)
!78 = distinct !DISubprogram(name: "ack", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!79 = !DISubroutineType(types: !80)
!80 = !{!33, !33, !33}
!81 = !DILocalVariable(name: "m", arg: 1, scope: !78, file: !3, line: 12, type: !33)
!82 = !DILocation(line: 12, column: 13, scope: !78)
!83 = !DILocalVariable(name: "n", arg: 2, scope: !78, file: !3, line: 12, type: !33)
!84 = !DILocation(line: 12, column: 20, scope: !78)
!85 = !DILocation(line: 13, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !78, file: !3, line: 13, column: 7)
!87 = !DILocation(line: 13, column: 9, scope: !86)
!88 = !DILocation(line: 13, column: 7, scope: !78)
!89 = !DILocation(line: 13, column: 22, scope: !86)
!90 = !DILocation(line: 13, column: 24, scope: !86)
!91 = !DILocation(line: 13, column: 15, scope: !86)
!92 = !DILocation(line: 14, column: 7, scope: !93)
!93 = distinct !DILexicalBlock(scope: !78, file: !3, line: 14, column: 7)
!94 = !DILocation(line: 14, column: 9, scope: !93)
!95 = !DILocation(line: 14, column: 7, scope: !78)
!96 = !DILocation(line: 14, column: 26, scope: !93)
!97 = !DILocation(line: 14, column: 28, scope: !93)
!98 = !DILocation(line: 14, column: 22, scope: !93)
!99 = !DILocation(line: 14, column: 15, scope: !93)
!100 = !DILocation(line: 15, column: 14, scope: !78)
!101 = !DILocation(line: 15, column: 16, scope: !78)
!102 = !DILocation(line: 15, column: 25, scope: !78)
!103 = !DILocation(line: 15, column: 28, scope: !78)
!104 = !DILocation(line: 15, column: 30, scope: !78)
!105 = !DILocation(line: 15, column: 21, scope: !78)
!106 = !DILocation(line: 15, column: 10, scope: !78)
!107 = !DILocation(line: 15, column: 3, scope: !78)
!108 = !DILocation(line: 16, column: 1, scope: !78)
!109 = distinct !DISubprogram(name: "hanoi", scope: !3, file: !3, line: 19, type: !110, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !33, !33, !33, !33}
!112 = !DILocalVariable(name: "n", arg: 1, scope: !109, file: !3, line: 19, type: !33)
!113 = !DILocation(line: 19, column: 16, scope: !109)
!114 = !DILocalVariable(name: "from", arg: 2, scope: !109, file: !3, line: 19, type: !33)
!115 = !DILocation(line: 19, column: 23, scope: !109)
!116 = !DILocalVariable(name: "to", arg: 3, scope: !109, file: !3, line: 19, type: !33)
!117 = !DILocation(line: 19, column: 33, scope: !109)
!118 = !DILocalVariable(name: "via", arg: 4, scope: !109, file: !3, line: 19, type: !33)
!119 = !DILocation(line: 19, column: 41, scope: !109)
!120 = !DILocation(line: 20, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !109, file: !3, line: 20, column: 7)
!122 = !DILocation(line: 20, column: 9, scope: !121)
!123 = !DILocation(line: 20, column: 7, scope: !109)
!124 = !DILocation(line: 20, column: 15, scope: !121)
!125 = !DILocation(line: 21, column: 9, scope: !109)
!126 = !DILocation(line: 21, column: 11, scope: !109)
!127 = !DILocation(line: 21, column: 16, scope: !109)
!128 = !DILocation(line: 21, column: 22, scope: !109)
!129 = !DILocation(line: 21, column: 27, scope: !109)
!130 = !DILocation(line: 21, column: 3, scope: !109)
!131 = !DILocation(line: 22, column: 8, scope: !109)
!132 = !DILocation(line: 23, column: 9, scope: !109)
!133 = !DILocation(line: 23, column: 11, scope: !109)
!134 = !DILocation(line: 23, column: 16, scope: !109)
!135 = !DILocation(line: 23, column: 21, scope: !109)
!136 = !DILocation(line: 23, column: 25, scope: !109)
!137 = !DILocation(line: 23, column: 3, scope: !109)
!138 = !DILocation(line: 24, column: 1, scope: !109)
!139 = distinct !DISubprogram(name: "power", scope: !3, file: !3, line: 26, type: !140, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!140 = !DISubroutineType(types: !141)
!141 = !{!142, !142, !33}
!142 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!143 = !DILocalVariable(name: "x", arg: 1, scope: !139, file: !3, line: 26, type: !142)
!144 = !DILocation(line: 26, column: 21, scope: !139)
!145 = !DILocalVariable(name: "n", arg: 2, scope: !139, file: !3, line: 26, type: !33)
!146 = !DILocation(line: 26, column: 28, scope: !139)
!147 = !DILocation(line: 27, column: 7, scope: !148)
!148 = distinct !DILexicalBlock(scope: !139, file: !3, line: 27, column: 7)
!149 = !DILocation(line: 27, column: 9, scope: !148)
!150 = !DILocation(line: 27, column: 7, scope: !139)
!151 = !DILocation(line: 27, column: 15, scope: !148)
!152 = !DILocalVariable(name: "h", scope: !139, file: !3, line: 28, type: !142)
!153 = !DILocation(line: 28, column: 10, scope: !139)
!154 = !DILocation(line: 28, column: 20, scope: !139)
!155 = !DILocation(line: 28, column: 23, scope: !139)
!156 = !DILocation(line: 28, column: 25, scope: !139)
!157 = !DILocation(line: 28, column: 14, scope: !139)
!158 = !DILocation(line: 29, column: 10, scope: !139)
!159 = !DILocation(line: 29, column: 12, scope: !139)
!160 = !DILocation(line: 29, column: 18, scope: !139)
!161 = !DILocation(line: 29, column: 22, scope: !139)
!162 = !DILocation(line: 29, column: 20, scope: !139)
!163 = !DILocation(line: 29, column: 26, scope: !139)
!164 = !DILocation(line: 29, column: 24, scope: !139)
!165 = !DILocation(line: 29, column: 30, scope: !139)
!166 = !DILocation(line: 29, column: 34, scope: !139)
!167 = !DILocation(line: 29, column: 32, scope: !139)
!168 = !DILocation(line: 29, column: 3, scope: !139)
!169 = !DILocation(line: 30, column: 1, scope: !139)
!170 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !171, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!171 = !DISubroutineType(types: !172)
!172 = !{!33}
!173 = !DILocation(line: 33, column: 27, scope: !170)
!174 = !DILocation(line: 33, column: 3, scope: !170)
!175 = !DILocation(line: 34, column: 38, scope: !170)
!176 = !DILocation(line: 34, column: 51, scope: !170)
!177 = !DILocation(line: 34, column: 3, scope: !170)
!178 = !DILocation(line: 35, column: 23, scope: !170)
!179 = !DILocation(line: 35, column: 3, scope: !170)
!180 = !DILocation(line: 36, column: 27, scope: !170)
!181 = !DILocation(line: 36, column: 3, scope: !170)
!182 = !DILocation(line: 37, column: 3, scope: !170)
!183 = !DILocation(line: 38, column: 30, scope: !170)
!184 = !DILocation(line: 38, column: 3, scope: !170)
!185 = !DILocation(line: 39, column: 26, scope: !170)
!186 = !DILocation(line: 39, column: 3, scope: !170)
!187 = !DILocation(line: 40, column: 3, scope: !170)
!188 = distinct !DISubprogram(name: "is_even", scope: !3, file: !3, line: 7, type: !189, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!189 = !DISubroutineType(types: !190)
!190 = !{!33, !46}
!191 = !DILocalVariable(name: "n", arg: 1, scope: !188, file: !3, line: 7, type: !46)
!192 = !DILocation(line: 7, column: 29, scope: !188)
!193 = !DILocation(line: 7, column: 41, scope: !188)
!194 = !DILocation(line: 7, column: 43, scope: !188)
!195 = !DILocation(line: 7, column: 61, scope: !188)
!196 = !DILocation(line: 7, column: 63, scope: !188)
!197 = !DILocation(line: 7, column: 54, scope: !188)
!198 = !DILocation(line: 7, column: 34, scope: !188)
!199 = distinct !DISubprogram(name: "is_odd", scope: !3, file: !3, line: 8, type: !189, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!200 = !DILocalVariable(name: "n", arg: 1, scope: !199, file: !3, line: 8, type: !46)
!201 = !DILocation(line: 8, column: 28, scope: !199)
!202 = !DILocation(line: 8, column: 40, scope: !199)
!203 = !DILocation(line: 8, column: 42, scope: !199)
!204 = !DILocation(line: 8, column: 61, scope: !199)
!205 = !DILocation(line: 8, column: 63, scope: !199)
!206 = !DILocation(line: 8, column: 53, scope: !199)
!207 = !DILocation(line: 8, column: 33, scope: !199)
