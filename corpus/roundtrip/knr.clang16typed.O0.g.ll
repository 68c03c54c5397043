source_filename = "knr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"f=%d l=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"scale=%.3f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !14

define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !34, metadata !DIExpression()), !dbg !36
  store i64 41, i64* %2, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %3, metadata !37, metadata !DIExpression()), !dbg !38
  %4 = call i32 (i64*, ...) bitcast (i32 (i32*)* @f to i32 (i64*, ...)*)(i64* noundef %2), !dbg !39
  store i32 %4, i32* %3, align 4, !dbg !38
  %5 = load i32, i32* %3, align 4, !dbg !40
  %6 = load i64, i64* %2, align 8, !dbg !41
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5, i64 noundef %6), !dbg !42
  %8 = call double @scale(i32 noundef 3, double noundef 1.500000e+00), !dbg !43
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %8), !dbg !44
  %10 = call i32 @count(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef 99), !dbg !45
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %10), !dbg !46
  ret i32 0, !dbg !47
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

define dso_local i32 @f(i32* noundef %0) #0 !dbg !48 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !52, metadata !DIExpression()), !dbg !53
  %3 = load i32*, i32** %2, align 8, !dbg !54
  %4 = load i32, i32* %3, align 4, !dbg !55
  %5 = add nsw i32 %4, 1, !dbg !55
  store i32 %5, i32* %3, align 4, !dbg !55
  %6 = load i32*, i32** %2, align 8, !dbg !56
  %7 = load i32, i32* %6, align 4, !dbg !57
  %8 = mul nsw i32 %7, 2, !dbg !58
  ret i32 %8, !dbg !59
}

define dso_local double @scale(i32 noundef %0, double noundef %1) #0 !dbg !60 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = fptrunc double %1 to float
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !65, metadata !DIExpression()), !dbg !66
  store float %5, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !67, metadata !DIExpression()), !dbg !68
  %6 = load i32, i32* %3, align 4, !dbg !69
  %7 = sitofp i32 %6 to float, !dbg !69
  %8 = load float, float* %4, align 4, !dbg !70
  %9 = fmul float %7, %8, !dbg !71
  %10 = fpext float %9 to double, !dbg !69
  ret double %10, !dbg !72
}

define dso_local i32 @count(i8* noundef %0, i32 noundef %1) #0 !dbg !73 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %5, align 4, !dbg !82
  br label %6, !dbg !83

6:
  %7 = load i8*, i8** %3, align 8, !dbg !84
  %8 = load i8, i8* %7, align 1, !dbg !85
  %9 = sext i8 %8 to i32, !dbg !85
  %10 = icmp ne i32 %9, 0, !dbg !85
  br i1 %10, label %11, label %17, !dbg !86

11:
  %12 = load i8*, i8** %3, align 8, !dbg !87
  %13 = load i8, i8* %12, align 1, !dbg !88
  %14 = sext i8 %13 to i32, !dbg !88
  %15 = load i32, i32* %4, align 4, !dbg !89
  %16 = icmp ne i32 %14, %15, !dbg !90
  br label %17

17:
  %18 = phi i1 [ false, %6 ], [ %16, %11 ], !dbg !91
  br i1 %18, label %19, label %24, !dbg !83

19:
  %20 = load i8*, i8** %3, align 8, !dbg !92
  %21 = getelementptr inbounds i8, i8* %20, i32 1, !dbg !92
  store i8* %21, i8** %3, align 8, !dbg !92
  %22 = load i32, i32* %5, align 4, !dbg !94
  %23 = add nsw i32 %22, 1, !dbg !94
  store i32 %23, i32* %5, align 4, !dbg !94
  br label %6, !dbg !83, !llvm.loop !95

24:
  %25 = load i32, i32* %5, align 4, !dbg !98
  ret i32 %25, !dbg !99
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

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
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !9, !14}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !30, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{}
!34 = !DILocalVariable(name: "l", scope: !29, file: !2, line: 13, type: !35)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocation(line: 13, column: 8, scope: !29)
!37 = !DILocalVariable(name: "r", scope: !29, file: !2, line: 14, type: !32)
!38 = !DILocation(line: 14, column: 7, scope: !29)
!39 = !DILocation(line: 14, column: 11, scope: !29)
!40 = !DILocation(line: 15, column: 26, scope: !29)
!41 = !DILocation(line: 15, column: 29, scope: !29)
!42 = !DILocation(line: 15, column: 3, scope: !29)
!43 = !DILocation(line: 16, column: 26, scope: !29)
!44 = !DILocation(line: 16, column: 3, scope: !29)
!45 = !DILocation(line: 17, column: 24, scope: !29)
!46 = !DILocation(line: 17, column: 3, scope: !29)
!47 = !DILocation(line: 18, column: 3, scope: !29)
!48 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 21, type: !49, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!49 = !DISubroutineType(types: !50)
!50 = !{!32, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!52 = !DILocalVariable(name: "p", arg: 1, scope: !48, file: !2, line: 21, type: !51)
!53 = !DILocation(line: 21, column: 12, scope: !48)
!54 = !DILocation(line: 22, column: 4, scope: !48)
!55 = !DILocation(line: 22, column: 6, scope: !48)
!56 = !DILocation(line: 23, column: 11, scope: !48)
!57 = !DILocation(line: 23, column: 10, scope: !48)
!58 = !DILocation(line: 23, column: 13, scope: !48)
!59 = !DILocation(line: 23, column: 3, scope: !48)
!60 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 26, type: !61, scopeLine: 29, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !32, !64}
!63 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!64 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!65 = !DILocalVariable(name: "n", arg: 1, scope: !60, file: !2, line: 27, type: !32)
!66 = !DILocation(line: 27, column: 5, scope: !60)
!67 = !DILocalVariable(name: "x", arg: 2, scope: !60, file: !2, line: 28, type: !64)
!68 = !DILocation(line: 28, column: 7, scope: !60)
!69 = !DILocation(line: 30, column: 10, scope: !60)
!70 = !DILocation(line: 30, column: 14, scope: !60)
!71 = !DILocation(line: 30, column: 12, scope: !60)
!72 = !DILocation(line: 30, column: 3, scope: !60)
!73 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 33, type: !74, scopeLine: 36, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !33)
!74 = !DISubroutineType(types: !75)
!75 = !{!32, !76, !32}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!77 = !DILocalVariable(name: "s", arg: 1, scope: !73, file: !2, line: 34, type: !76)
!78 = !DILocation(line: 34, column: 7, scope: !73)
!79 = !DILocalVariable(name: "c", arg: 2, scope: !73, file: !2, line: 35, type: !32)
!80 = !DILocation(line: 35, column: 5, scope: !73)
!81 = !DILocalVariable(name: "n", scope: !73, file: !2, line: 37, type: !32)
!82 = !DILocation(line: 37, column: 7, scope: !73)
!83 = !DILocation(line: 38, column: 3, scope: !73)
!84 = !DILocation(line: 38, column: 11, scope: !73)
!85 = !DILocation(line: 38, column: 10, scope: !73)
!86 = !DILocation(line: 38, column: 13, scope: !73)
!87 = !DILocation(line: 38, column: 17, scope: !73)
!88 = !DILocation(line: 38, column: 16, scope: !73)
!89 = !DILocation(line: 38, column: 22, scope: !73)
!90 = !DILocation(line: 38, column: 19, scope: !73)
!91 = !DILocation(line: 0, scope: !73)
!92 = !DILocation(line: 38, column: 28, scope: !93)
!93 = distinct !DILexicalBlock(scope: !73, file: !2, line: 38, column: 25)
!94 = !DILocation(line: 38, column: 33, scope: !93)
!95 = distinct !{!95, !83, !96, !97}
!96 = !DILocation(line: 38, column: 37, scope: !73)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 39, column: 10, scope: !73)
!99 = !DILocation(line: 39, column: 3, scope: !73)
