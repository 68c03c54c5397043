source_filename = "floatconv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"f=%.9g l=%ld u=%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"u64=%.1f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [27 x i8] c"round=%.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"clamp=%.2f %.2f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [11 x i8] c"fma=%.17g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"smooth=%.6f %.6f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"class=%d %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [34 x i8] c"nan<1=%d fabs=%.2f copysign=%.2f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [23 x i8] c"hypot=%.6f atan2=%.6f\0A\00", align 1, !dbg !39

define dso_local float @to_float(double noundef %0) #0 !dbg !59 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !63, metadata !DIExpression()), !dbg !64
  %3 = load double, double* %2, align 8, !dbg !65
  %4 = fptrunc double %3 to float, !dbg !66
  ret float %4, !dbg !67
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

define dso_local i64 @trunc_to_long(double noundef %0) #0 !dbg !68 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !71, metadata !DIExpression()), !dbg !72
  %3 = load double, double* %2, align 8, !dbg !73
  %4 = fptosi double %3 to i64, !dbg !74
  ret i64 %4, !dbg !75
}

define dso_local i32 @to_unsigned(float noundef %0) #0 !dbg !76 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !79, metadata !DIExpression()), !dbg !80
  %3 = load float, float* %2, align 4, !dbg !81
  %4 = fptoui float %3 to i32, !dbg !82
  ret i32 %4, !dbg !83
}

define dso_local double @from_u64(i64 noundef %0) #0 !dbg !84 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !88, metadata !DIExpression()), !dbg !89
  %3 = load i64, i64* %2, align 8, !dbg !90
  %4 = uitofp i64 %3 to double, !dbg !91
  ret double %4, !dbg !92
}

define dso_local double @clampd(double noundef %0, double noundef %1, double noundef %2) #0 !dbg !93 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !96, metadata !DIExpression()), !dbg !97
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !98, metadata !DIExpression()), !dbg !99
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !100, metadata !DIExpression()), !dbg !101
  %7 = load double, double* %4, align 8, !dbg !102
  %8 = load double, double* %5, align 8, !dbg !103
  %9 = call double @llvm.maxnum.f64(double %7, double %8), !dbg !104
  %10 = load double, double* %6, align 8, !dbg !105
  %11 = call double @llvm.minnum.f64(double %9, double %10), !dbg !106
  ret double %11, !dbg !107
}

declare double @llvm.maxnum.f64(double, double) #1

declare double @llvm.minnum.f64(double, double) #1

define dso_local double @smooth(double noundef %0) #0 !dbg !108 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !111, metadata !DIExpression()), !dbg !112
  %3 = load double, double* %2, align 8, !dbg !113
  %4 = fcmp olt double %3, 0.000000e+00, !dbg !114
  br i1 %4, label %5, label %9, !dbg !113

5:
  %6 = load double, double* %2, align 8, !dbg !115
  %7 = call double @exp(double noundef %6) #2, !dbg !116
  %8 = fsub double %7, 1.000000e+00, !dbg !117
  br label %11, !dbg !113

9:
  %10 = load double, double* %2, align 8, !dbg !118
  br label %11, !dbg !113

11:
  %12 = phi double [ %8, %5 ], [ %10, %9 ], !dbg !113
  ret double %12, !dbg !119
}

declare double @exp(double noundef) #3

define dso_local i32 @classify(double noundef %0) #0 !dbg !120 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !124, metadata !DIExpression()), !dbg !125
  %4 = load double, double* %3, align 8, !dbg !126
  %5 = fcmp uno double %4, %4, !dbg !126
  br i1 %5, label %6, label %7, !dbg !128

6:
  store i32 0, i32* %2, align 4, !dbg !129
  br label %22, !dbg !129

7:
  %8 = load double, double* %3, align 8, !dbg !130
  %9 = call double @llvm.fabs.f64(double %8) #4, !dbg !130
  %10 = fcmp oeq double %9, 0x7FF0000000000000, !dbg !130
  %11 = bitcast double %8 to i64, !dbg !130
  %12 = icmp slt i64 %11, 0, !dbg !130
  %13 = select i1 %12, i32 -1, i32 1, !dbg !130
  %14 = select i1 %10, i32 %13, i32 0, !dbg !130
  %15 = icmp ne i32 %14, 0, !dbg !130
  br i1 %15, label %16, label %17, !dbg !132

16:
  store i32 1, i32* %2, align 4, !dbg !133
  br label %22, !dbg !133

17:
  %18 = load double, double* %3, align 8, !dbg !134
  %19 = fcmp oeq double %18, 0.000000e+00, !dbg !136
  br i1 %19, label %20, label %21, !dbg !137

20:
  store i32 2, i32* %2, align 4, !dbg !138
  br label %22, !dbg !138

21:
  store i32 3, i32* %2, align 4, !dbg !139
  br label %22, !dbg !139

22:
  %23 = load i32, i32* %2, align 4, !dbg !140
  ret i32 %23, !dbg !140
}

declare double @llvm.fabs.f64(double) #1

define dso_local i32 @main() #0 !dbg !141 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  %3 = call float @to_float(double noundef 1.000000e-01), !dbg !144
  %4 = fpext float %3 to double, !dbg !144
  %5 = call i64 @trunc_to_long(double noundef -3.990000e+00), !dbg !145
  %6 = call i32 @to_unsigned(float noundef 0x401F9999A0000000), !dbg !146
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %4, i64 noundef %5, i32 noundef %6), !dbg !147
  %8 = call double @from_u64(i64 noundef -1), !dbg !148
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %8), !dbg !149
  %10 = call double @llvm.floor.f64(double -2.500000e+00), !dbg !150
  %11 = call double @llvm.ceil.f64(double -2.500000e+00), !dbg !151
  %12 = call double @llvm.round.f64(double -2.500000e+00), !dbg !152
  %13 = call double @llvm.trunc.f64(double -2.500000e+00), !dbg !153
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), double noundef %10, double noundef %11, double noundef %12, double noundef %13), !dbg !154
  %15 = call double @clampd(double noundef 5.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00), !dbg !155
  %16 = call double @clampd(double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00), !dbg !156
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %15, double noundef %16), !dbg !157
  %18 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00), !dbg !158
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), double noundef %18), !dbg !159
  %20 = call double @smooth(double noundef -1.000000e+00), !dbg !160
  %21 = call double @smooth(double noundef 2.000000e+00), !dbg !161
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), double noundef %20, double noundef %21), !dbg !162
  call void @llvm.dbg.declare(metadata double* %2, metadata !163, metadata !DIExpression()), !dbg !164
  store double 0.000000e+00, double* %2, align 8, !dbg !164
  %23 = load double, double* %2, align 8, !dbg !165
  %24 = load double, double* %2, align 8, !dbg !166
  %25 = fdiv double %23, %24, !dbg !167
  %26 = call i32 @classify(double noundef %25), !dbg !168
  %27 = load double, double* %2, align 8, !dbg !169
  %28 = fdiv double 1.000000e+00, %27, !dbg !170
  %29 = call i32 @classify(double noundef %28), !dbg !171
  %30 = load double, double* %2, align 8, !dbg !172
  %31 = call i32 @classify(double noundef %30), !dbg !173
  %32 = call i32 @classify(double noundef 2.000000e+00), !dbg !174
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %26, i32 noundef %29, i32 noundef %31, i32 noundef %32), !dbg !175
  %34 = load double, double* %2, align 8, !dbg !176
  %35 = load double, double* %2, align 8, !dbg !177
  %36 = fdiv double %34, %35, !dbg !178
  %37 = fcmp olt double %36, 1.000000e+00, !dbg !179
  %38 = zext i1 %37 to i32, !dbg !179
  %39 = call double @llvm.fabs.f64(double -3.250000e+00), !dbg !180
  %40 = call double @llvm.copysign.f64(double 2.000000e+00, double -0.000000e+00), !dbg !181
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.7, i64 0, i64 0), i32 noundef %38, double noundef %39, double noundef %40), !dbg !182
  %42 = call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #2, !dbg !183
  %43 = call double @atan2(double noundef 1.000000e+00, double noundef -1.000000e+00) #2, !dbg !184
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), double noundef %42, double noundef %43), !dbg !185
  ret i32 0, !dbg !186
}

declare i32 @printf(i8* noundef, ...) #5

declare double @llvm.floor.f64(double) #1

declare double @llvm.ceil.f64(double) #1

declare double @llvm.round.f64(double) #1

declare double @llvm.trunc.f64(double) #1

declare double @llvm.fma.f64(double, double, double) #1

declare double @llvm.copysign.f64(double, double) #1

declare double @hypot(double noundef, double noundef) #3

declare double @atan2(double noundef, double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { readnone }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "floatconv.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "de73275c0727546ff49002d55b695822")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 34)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 23)
!44 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "Debian clang version 15.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !50, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47, !48, !49}
!46 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 7, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 15.0.6"}
!59 = distinct !DISubprogram(name: "to_float", scope: !2, file: !2, line: 6, type: !60, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!46, !49}
!62 = !{}
!63 = !DILocalVariable(name: "d", arg: 1, scope: !59, file: !2, line: 6, type: !49)
!64 = !DILocation(line: 6, column: 23, scope: !59)
!65 = !DILocation(line: 6, column: 42, scope: !59)
!66 = !DILocation(line: 6, column: 35, scope: !59)
!67 = !DILocation(line: 6, column: 28, scope: !59)
!68 = distinct !DISubprogram(name: "trunc_to_long", scope: !2, file: !2, line: 7, type: !69, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!69 = !DISubroutineType(types: !70)
!70 = !{!47, !49}
!71 = !DILocalVariable(name: "d", arg: 1, scope: !68, file: !2, line: 7, type: !49)
!72 = !DILocation(line: 7, column: 27, scope: !68)
!73 = !DILocation(line: 7, column: 45, scope: !68)
!74 = !DILocation(line: 7, column: 39, scope: !68)
!75 = !DILocation(line: 7, column: 32, scope: !68)
!76 = distinct !DISubprogram(name: "to_unsigned", scope: !2, file: !2, line: 8, type: !77, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!77 = !DISubroutineType(types: !78)
!78 = !{!48, !46}
!79 = !DILocalVariable(name: "f", arg: 1, scope: !76, file: !2, line: 8, type: !46)
!80 = !DILocation(line: 8, column: 28, scope: !76)
!81 = !DILocation(line: 8, column: 50, scope: !76)
!82 = !DILocation(line: 8, column: 40, scope: !76)
!83 = !DILocation(line: 8, column: 33, scope: !76)
!84 = distinct !DISubprogram(name: "from_u64", scope: !2, file: !2, line: 9, type: !85, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!85 = !DISubroutineType(types: !86)
!86 = !{!49, !87}
!87 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!88 = !DILocalVariable(name: "u", arg: 1, scope: !84, file: !2, line: 9, type: !87)
!89 = !DILocation(line: 9, column: 36, scope: !84)
!90 = !DILocation(line: 9, column: 56, scope: !84)
!91 = !DILocation(line: 9, column: 48, scope: !84)
!92 = !DILocation(line: 9, column: 41, scope: !84)
!93 = distinct !DISubprogram(name: "clampd", scope: !2, file: !2, line: 11, type: !94, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!94 = !DISubroutineType(types: !95)
!95 = !{!49, !49, !49, !49}
!96 = !DILocalVariable(name: "x", arg: 1, scope: !93, file: !2, line: 11, type: !49)
!97 = !DILocation(line: 11, column: 22, scope: !93)
!98 = !DILocalVariable(name: "lo", arg: 2, scope: !93, file: !2, line: 11, type: !49)
!99 = !DILocation(line: 11, column: 32, scope: !93)
!100 = !DILocalVariable(name: "hi", arg: 3, scope: !93, file: !2, line: 11, type: !49)
!101 = !DILocation(line: 11, column: 43, scope: !93)
!102 = !DILocation(line: 11, column: 66, scope: !93)
!103 = !DILocation(line: 11, column: 69, scope: !93)
!104 = !DILocation(line: 11, column: 61, scope: !93)
!105 = !DILocation(line: 11, column: 74, scope: !93)
!106 = !DILocation(line: 11, column: 56, scope: !93)
!107 = !DILocation(line: 11, column: 49, scope: !93)
!108 = distinct !DISubprogram(name: "smooth", scope: !2, file: !2, line: 13, type: !109, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!109 = !DISubroutineType(types: !110)
!110 = !{!49, !49}
!111 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !2, line: 13, type: !49)
!112 = !DILocation(line: 13, column: 22, scope: !108)
!113 = !DILocation(line: 13, column: 34, scope: !108)
!114 = !DILocation(line: 13, column: 36, scope: !108)
!115 = !DILocation(line: 13, column: 46, scope: !108)
!116 = !DILocation(line: 13, column: 42, scope: !108)
!117 = !DILocation(line: 13, column: 49, scope: !108)
!118 = !DILocation(line: 13, column: 55, scope: !108)
!119 = !DILocation(line: 13, column: 27, scope: !108)
!120 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 15, type: !121, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !49}
!123 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!124 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !2, line: 15, type: !49)
!125 = !DILocation(line: 15, column: 21, scope: !120)
!126 = !DILocation(line: 16, column: 7, scope: !127)
!127 = distinct !DILexicalBlock(scope: !120, file: !2, line: 16, column: 7)
!128 = !DILocation(line: 16, column: 7, scope: !120)
!129 = !DILocation(line: 16, column: 17, scope: !127)
!130 = !DILocation(line: 17, column: 7, scope: !131)
!131 = distinct !DILexicalBlock(scope: !120, file: !2, line: 17, column: 7)
!132 = !DILocation(line: 17, column: 7, scope: !120)
!133 = !DILocation(line: 17, column: 17, scope: !131)
!134 = !DILocation(line: 18, column: 7, scope: !135)
!135 = distinct !DILexicalBlock(scope: !120, file: !2, line: 18, column: 7)
!136 = !DILocation(line: 18, column: 9, scope: !135)
!137 = !DILocation(line: 18, column: 7, scope: !120)
!138 = !DILocation(line: 18, column: 15, scope: !135)
!139 = !DILocation(line: 19, column: 3, scope: !120)
!140 = !DILocation(line: 20, column: 1, scope: !120)
!141 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !142, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !62)
!142 = !DISubroutineType(types: !143)
!143 = !{!123}
!144 = !DILocation(line: 23, column: 33, scope: !141)
!145 = !DILocation(line: 23, column: 48, scope: !141)
!146 = !DILocation(line: 23, column: 70, scope: !141)
!147 = !DILocation(line: 23, column: 3, scope: !141)
!148 = !DILocation(line: 24, column: 24, scope: !141)
!149 = !DILocation(line: 24, column: 3, scope: !141)
!150 = !DILocation(line: 25, column: 41, scope: !141)
!151 = !DILocation(line: 25, column: 54, scope: !141)
!152 = !DILocation(line: 25, column: 66, scope: !141)
!153 = !DILocation(line: 25, column: 79, scope: !141)
!154 = !DILocation(line: 25, column: 3, scope: !141)
!155 = !DILocation(line: 26, column: 31, scope: !141)
!156 = !DILocation(line: 26, column: 48, scope: !141)
!157 = !DILocation(line: 26, column: 3, scope: !141)
!158 = !DILocation(line: 27, column: 25, scope: !141)
!159 = !DILocation(line: 27, column: 3, scope: !141)
!160 = !DILocation(line: 28, column: 32, scope: !141)
!161 = !DILocation(line: 28, column: 44, scope: !141)
!162 = !DILocation(line: 28, column: 3, scope: !141)
!163 = !DILocalVariable(name: "z", scope: !141, file: !2, line: 29, type: !49)
!164 = !DILocation(line: 29, column: 10, scope: !141)
!165 = !DILocation(line: 30, column: 42, scope: !141)
!166 = !DILocation(line: 30, column: 46, scope: !141)
!167 = !DILocation(line: 30, column: 44, scope: !141)
!168 = !DILocation(line: 30, column: 33, scope: !141)
!169 = !DILocation(line: 30, column: 63, scope: !141)
!170 = !DILocation(line: 30, column: 61, scope: !141)
!171 = !DILocation(line: 30, column: 50, scope: !141)
!172 = !DILocation(line: 30, column: 76, scope: !141)
!173 = !DILocation(line: 30, column: 67, scope: !141)
!174 = !DILocation(line: 30, column: 80, scope: !141)
!175 = !DILocation(line: 30, column: 3, scope: !141)
!176 = !DILocation(line: 31, column: 49, scope: !141)
!177 = !DILocation(line: 31, column: 53, scope: !141)
!178 = !DILocation(line: 31, column: 51, scope: !141)
!179 = !DILocation(line: 31, column: 56, scope: !141)
!180 = !DILocation(line: 31, column: 61, scope: !141)
!181 = !DILocation(line: 31, column: 74, scope: !141)
!182 = !DILocation(line: 31, column: 3, scope: !141)
!183 = !DILocation(line: 32, column: 37, scope: !141)
!184 = !DILocation(line: 32, column: 50, scope: !141)
!185 = !DILocation(line: 32, column: 3, scope: !141)
!186 = !DILocation(line: 33, column: 3, scope: !141)
