; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.scene = type { ptr, [3 x %struct.rect], ptr, ptr }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.vec2 = type { double, double }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1, !dbg !0
@__const.main.root = private unnamed_addr constant %struct.scene { ptr @.str, [3 x %struct.rect] [%struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1 }, %struct.rect { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2 }, %struct.rect { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3 }], ptr null, ptr null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @center(ptr noundef byval(%struct.rect) align 8 %0) #0 !dbg !32 {
  %2 = alloca %struct.vec2, align 8
  call void @llvm.dbg.declare(metadata ptr %0, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata ptr %2, metadata !49, metadata !DIExpression()), !dbg !50
  %3 = getelementptr inbounds %struct.vec2, ptr %2, i32 0, i32 0, !dbg !51
  %4 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !52
  %5 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 0, !dbg !53
  %6 = load double, ptr %5, align 8, !dbg !53
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !54
  %8 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 0, !dbg !55
  %9 = load double, ptr %8, align 8, !dbg !55
  %10 = fadd double %6, %9, !dbg !56
  %11 = fdiv double %10, 2.000000e+00, !dbg !57
  store double %11, ptr %3, align 8, !dbg !51
  %12 = getelementptr inbounds %struct.vec2, ptr %2, i32 0, i32 1, !dbg !51
  %13 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !58
  %14 = getelementptr inbounds %struct.vec2, ptr %13, i32 0, i32 1, !dbg !59
  %15 = load double, ptr %14, align 8, !dbg !59
  %16 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !60
  %17 = getelementptr inbounds %struct.vec2, ptr %16, i32 0, i32 1, !dbg !61
  %18 = load double, ptr %17, align 8, !dbg !61
  %19 = fadd double %15, %18, !dbg !62
  %20 = fdiv double %19, 2.000000e+00, !dbg !63
  store double %20, ptr %12, align 8, !dbg !51
  %21 = load { double, double }, ptr %2, align 8, !dbg !64
  ret { double, double } %21, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(ptr noundef %0, double noundef %1) #0 !dbg !65 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  call void @llvm.dbg.declare(metadata ptr %3, metadata !69, metadata !DIExpression()), !dbg !70
  store double %1, ptr %4, align 8
  call void @llvm.dbg.declare(metadata ptr %4, metadata !71, metadata !DIExpression()), !dbg !72
  %5 = load double, ptr %4, align 8, !dbg !73
  %6 = load ptr, ptr %3, align 8, !dbg !74
  %7 = getelementptr inbounds %struct.rect, ptr %6, i32 0, i32 0, !dbg !75
  %8 = getelementptr inbounds %struct.vec2, ptr %7, i32 0, i32 0, !dbg !76
  %9 = load double, ptr %8, align 8, !dbg !77
  %10 = fsub double %9, %5, !dbg !77
  store double %10, ptr %8, align 8, !dbg !77
  %11 = load double, ptr %4, align 8, !dbg !78
  %12 = load ptr, ptr %3, align 8, !dbg !79
  %13 = getelementptr inbounds %struct.rect, ptr %12, i32 0, i32 0, !dbg !80
  %14 = getelementptr inbounds %struct.vec2, ptr %13, i32 0, i32 1, !dbg !81
  %15 = load double, ptr %14, align 8, !dbg !82
  %16 = fsub double %15, %11, !dbg !82
  store double %16, ptr %14, align 8, !dbg !82
  %17 = load double, ptr %4, align 8, !dbg !83
  %18 = load ptr, ptr %3, align 8, !dbg !84
  %19 = getelementptr inbounds %struct.rect, ptr %18, i32 0, i32 1, !dbg !85
  %20 = getelementptr inbounds %struct.vec2, ptr %19, i32 0, i32 0, !dbg !86
  %21 = load double, ptr %20, align 8, !dbg !87
  %22 = fadd double %21, %17, !dbg !87
  store double %22, ptr %20, align 8, !dbg !87
  %23 = load double, ptr %4, align 8, !dbg !88
  %24 = load ptr, ptr %3, align 8, !dbg !89
  %25 = getelementptr inbounds %struct.rect, ptr %24, i32 0, i32 1, !dbg !90
  %26 = getelementptr inbounds %struct.vec2, ptr %25, i32 0, i32 1, !dbg !91
  %27 = load double, ptr %26, align 8, !dbg !92
  %28 = fadd double %27, %23, !dbg !92
  store double %28, ptr %26, align 8, !dbg !92
  ret void, !dbg !93
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total_area(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !111, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.declare(metadata ptr %3, metadata !113, metadata !DIExpression()), !dbg !114
  store double 0.000000e+00, ptr %3, align 8, !dbg !114
  call void @llvm.dbg.declare(metadata ptr %4, metadata !115, metadata !DIExpression()), !dbg !117
  store i32 0, ptr %4, align 4, !dbg !117
  br label %5, !dbg !118

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4, !dbg !119
  %7 = icmp slt i32 %6, 3, !dbg !121
  br i1 %7, label %8, label %20, !dbg !122

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8, !dbg !123
  %10 = getelementptr inbounds %struct.scene, ptr %9, i32 0, i32 1, !dbg !124
  %11 = load i32, ptr %4, align 4, !dbg !125
  %12 = sext i32 %11 to i64, !dbg !123
  %13 = getelementptr inbounds [3 x %struct.rect], ptr %10, i64 0, i64 %12, !dbg !123
  %14 = call double @area(ptr noundef %13), !dbg !126
  %15 = load double, ptr %3, align 8, !dbg !127
  %16 = fadd double %15, %14, !dbg !127
  store double %16, ptr %3, align 8, !dbg !127
  br label %17, !dbg !128

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !129
  %19 = add nsw i32 %18, 1, !dbg !129
  store i32 %19, ptr %4, align 4, !dbg !129
  br label %5, !dbg !130, !llvm.loop !131

20:                                               ; preds = %5
  %21 = load ptr, ptr %2, align 8, !dbg !134
  %22 = getelementptr inbounds %struct.scene, ptr %21, i32 0, i32 3, !dbg !136
  %23 = load ptr, ptr %22, align 8, !dbg !136
  %24 = icmp ne ptr %23, null, !dbg !134
  br i1 %24, label %25, label %32, !dbg !137

25:                                               ; preds = %20
  %26 = load ptr, ptr %2, align 8, !dbg !138
  %27 = getelementptr inbounds %struct.scene, ptr %26, i32 0, i32 3, !dbg !139
  %28 = load ptr, ptr %27, align 8, !dbg !139
  %29 = call double @total_area(ptr noundef %28), !dbg !140
  %30 = load double, ptr %3, align 8, !dbg !141
  %31 = fadd double %30, %29, !dbg !141
  store double %31, ptr %3, align 8, !dbg !141
  br label %32, !dbg !142

32:                                               ; preds = %25, %20
  %33 = load double, ptr %3, align 8, !dbg !143
  ret double %33, !dbg !144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @area(ptr noundef %0) #0 !dbg !145 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.dbg.declare(metadata ptr %2, metadata !150, metadata !DIExpression()), !dbg !151
  %3 = load ptr, ptr %2, align 8, !dbg !152
  %4 = getelementptr inbounds %struct.rect, ptr %3, i32 0, i32 1, !dbg !153
  %5 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 0, !dbg !154
  %6 = load double, ptr %5, align 8, !dbg !154
  %7 = load ptr, ptr %2, align 8, !dbg !155
  %8 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 0, !dbg !156
  %9 = getelementptr inbounds %struct.vec2, ptr %8, i32 0, i32 0, !dbg !157
  %10 = load double, ptr %9, align 8, !dbg !157
  %11 = fsub double %6, %10, !dbg !158
  %12 = load ptr, ptr %2, align 8, !dbg !159
  %13 = getelementptr inbounds %struct.rect, ptr %12, i32 0, i32 1, !dbg !160
  %14 = getelementptr inbounds %struct.vec2, ptr %13, i32 0, i32 1, !dbg !161
  %15 = load double, ptr %14, align 8, !dbg !161
  %16 = load ptr, ptr %2, align 8, !dbg !162
  %17 = getelementptr inbounds %struct.rect, ptr %16, i32 0, i32 0, !dbg !163
  %18 = getelementptr inbounds %struct.vec2, ptr %17, i32 0, i32 1, !dbg !164
  %19 = load double, ptr %18, align 8, !dbg !164
  %20 = fsub double %15, %19, !dbg !165
  %21 = fmul double %11, %20, !dbg !166
  ret double %21, !dbg !167
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !168 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.scene, align 8
  %3 = alloca %struct.scene, align 8
  %4 = alloca %struct.vec2, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.dbg.declare(metadata ptr %2, metadata !171, metadata !DIExpression()), !dbg !172
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.root, i64 144, i1 false), !dbg !172
  call void @llvm.dbg.declare(metadata ptr %3, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 144, i1 false), !dbg !175
  %5 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 0, !dbg !176
  store ptr @.str.1, ptr %5, align 8, !dbg !177
  %6 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 3, !dbg !178
  store ptr %2, ptr %6, align 8, !dbg !179
  %7 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 1, !dbg !180
  %8 = getelementptr inbounds [3 x %struct.rect], ptr %7, i64 0, i64 1, !dbg !181
  %9 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 2, !dbg !182
  store ptr %8, ptr %9, align 8, !dbg !183
  %10 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 2, !dbg !184
  %11 = load ptr, ptr %10, align 8, !dbg !184
  call void @grow(ptr noundef %11, double noundef 5.000000e-01), !dbg !185
  call void @llvm.dbg.declare(metadata ptr %4, metadata !186, metadata !DIExpression()), !dbg !187
  %12 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 2, !dbg !188
  %13 = load ptr, ptr %12, align 8, !dbg !188
  %14 = call { double, double } @center(ptr noundef byval(%struct.rect) align 8 %13), !dbg !189
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0, !dbg !189
  %16 = extractvalue { double, double } %14, 0, !dbg !189
  store double %16, ptr %15, align 8, !dbg !189
  %17 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1, !dbg !189
  %18 = extractvalue { double, double } %14, 1, !dbg !189
  store double %18, ptr %17, align 8, !dbg !189
  %19 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 0, !dbg !190
  %20 = load ptr, ptr %19, align 8, !dbg !190
  %21 = getelementptr inbounds %struct.scene, ptr %3, i32 0, i32 2, !dbg !191
  %22 = load ptr, ptr %21, align 8, !dbg !191
  %23 = getelementptr inbounds %struct.rect, ptr %22, i32 0, i32 2, !dbg !192
  %24 = load i32, ptr %23, align 8, !dbg !192
  %25 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 0, !dbg !193
  %26 = load double, ptr %25, align 8, !dbg !193
  %27 = getelementptr inbounds %struct.vec2, ptr %4, i32 0, i32 1, !dbg !194
  %28 = load double, ptr %27, align 8, !dbg !194
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %20, i32 noundef %24, double noundef %26, double noundef %28), !dbg !195
  %30 = call double @total_area(ptr noundef %2), !dbg !196
  %31 = call double @total_area(ptr noundef %3), !dbg !197
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %30, double noundef %31), !dbg !198
  ret i32 0, !dbg !199
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "dbda3fcf002c954e725e3e7d9f34d6f6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "Debian clang version 15.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !23, splitDebugInlining: false, nameTableKind: None)
!23 = !{!0, !7, !12, !17}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 15.0.6"}
!32 = distinct !DISubprogram(name: "center", scope: !2, file: !2, line: 17, type: !33, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !46)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !40}
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec2", file: !2, line: 4, size: 128, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !35, file: !2, line: 4, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !35, file: !2, line: 4, baseType: !38, size: 64, offset: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 5, size: 320, elements: !41)
!41 = !{!42, !43, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !40, file: !2, line: 5, baseType: !35, size: 128)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !40, file: !2, line: 5, baseType: !35, size: 128, offset: 128)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !40, file: !2, line: 5, baseType: !45, size: 32, offset: 256)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{}
!47 = !DILocalVariable(name: "r", arg: 1, scope: !32, file: !2, line: 17, type: !40)
!48 = !DILocation(line: 17, column: 32, scope: !32)
!49 = !DILocalVariable(name: "c", scope: !32, file: !2, line: 18, type: !35)
!50 = !DILocation(line: 18, column: 15, scope: !32)
!51 = !DILocation(line: 18, column: 19, scope: !32)
!52 = !DILocation(line: 18, column: 23, scope: !32)
!53 = !DILocation(line: 18, column: 26, scope: !32)
!54 = !DILocation(line: 18, column: 32, scope: !32)
!55 = !DILocation(line: 18, column: 35, scope: !32)
!56 = !DILocation(line: 18, column: 28, scope: !32)
!57 = !DILocation(line: 18, column: 38, scope: !32)
!58 = !DILocation(line: 18, column: 46, scope: !32)
!59 = !DILocation(line: 18, column: 49, scope: !32)
!60 = !DILocation(line: 18, column: 55, scope: !32)
!61 = !DILocation(line: 18, column: 58, scope: !32)
!62 = !DILocation(line: 18, column: 51, scope: !32)
!63 = !DILocation(line: 18, column: 61, scope: !32)
!64 = !DILocation(line: 19, column: 3, scope: !32)
!65 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 22, type: !66, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !46)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !38}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!69 = !DILocalVariable(name: "r", arg: 1, scope: !65, file: !2, line: 22, type: !68)
!70 = !DILocation(line: 22, column: 24, scope: !65)
!71 = !DILocalVariable(name: "d", arg: 2, scope: !65, file: !2, line: 22, type: !38)
!72 = !DILocation(line: 22, column: 34, scope: !65)
!73 = !DILocation(line: 23, column: 14, scope: !65)
!74 = !DILocation(line: 23, column: 3, scope: !65)
!75 = !DILocation(line: 23, column: 6, scope: !65)
!76 = !DILocation(line: 23, column: 9, scope: !65)
!77 = !DILocation(line: 23, column: 11, scope: !65)
!78 = !DILocation(line: 23, column: 28, scope: !65)
!79 = !DILocation(line: 23, column: 17, scope: !65)
!80 = !DILocation(line: 23, column: 20, scope: !65)
!81 = !DILocation(line: 23, column: 23, scope: !65)
!82 = !DILocation(line: 23, column: 25, scope: !65)
!83 = !DILocation(line: 24, column: 14, scope: !65)
!84 = !DILocation(line: 24, column: 3, scope: !65)
!85 = !DILocation(line: 24, column: 6, scope: !65)
!86 = !DILocation(line: 24, column: 9, scope: !65)
!87 = !DILocation(line: 24, column: 11, scope: !65)
!88 = !DILocation(line: 24, column: 28, scope: !65)
!89 = !DILocation(line: 24, column: 17, scope: !65)
!90 = !DILocation(line: 24, column: 20, scope: !65)
!91 = !DILocation(line: 24, column: 23, scope: !65)
!92 = !DILocation(line: 24, column: 25, scope: !65)
!93 = !DILocation(line: 25, column: 1, scope: !65)
!94 = distinct !DISubprogram(name: "total_area", scope: !2, file: !2, line: 27, type: !95, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !46)
!95 = !DISubroutineType(types: !96)
!96 = !{!38, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "scene", file: !2, line: 6, size: 1152, elements: !100)
!100 = !{!101, !104, !108, !109}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !99, file: !2, line: 7, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "rects", scope: !99, file: !2, line: 8, baseType: !105, size: 960, offset: 64)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 960, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 3)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "selected", scope: !99, file: !2, line: 9, baseType: !68, size: 64, offset: 1024)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "parent", scope: !99, file: !2, line: 10, baseType: !110, size: 64, offset: 1088)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!111 = !DILocalVariable(name: "s", arg: 1, scope: !94, file: !2, line: 27, type: !97)
!112 = !DILocation(line: 27, column: 39, scope: !94)
!113 = !DILocalVariable(name: "a", scope: !94, file: !2, line: 28, type: !38)
!114 = !DILocation(line: 28, column: 10, scope: !94)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 29, type: !45)
!116 = distinct !DILexicalBlock(scope: !94, file: !2, line: 29, column: 3)
!117 = !DILocation(line: 29, column: 12, scope: !116)
!118 = !DILocation(line: 29, column: 8, scope: !116)
!119 = !DILocation(line: 29, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 29, column: 3)
!121 = !DILocation(line: 29, column: 21, scope: !120)
!122 = !DILocation(line: 29, column: 3, scope: !116)
!123 = !DILocation(line: 29, column: 42, scope: !120)
!124 = !DILocation(line: 29, column: 45, scope: !120)
!125 = !DILocation(line: 29, column: 51, scope: !120)
!126 = !DILocation(line: 29, column: 36, scope: !120)
!127 = !DILocation(line: 29, column: 33, scope: !120)
!128 = !DILocation(line: 29, column: 31, scope: !120)
!129 = !DILocation(line: 29, column: 27, scope: !120)
!130 = !DILocation(line: 29, column: 3, scope: !120)
!131 = distinct !{!131, !122, !132, !133}
!132 = !DILocation(line: 29, column: 53, scope: !116)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 30, column: 7, scope: !135)
!135 = distinct !DILexicalBlock(scope: !94, file: !2, line: 30, column: 7)
!136 = !DILocation(line: 30, column: 10, scope: !135)
!137 = !DILocation(line: 30, column: 7, scope: !94)
!138 = !DILocation(line: 30, column: 34, scope: !135)
!139 = !DILocation(line: 30, column: 37, scope: !135)
!140 = !DILocation(line: 30, column: 23, scope: !135)
!141 = !DILocation(line: 30, column: 20, scope: !135)
!142 = !DILocation(line: 30, column: 18, scope: !135)
!143 = !DILocation(line: 31, column: 10, scope: !94)
!144 = !DILocation(line: 31, column: 3, scope: !94)
!145 = distinct !DISubprogram(name: "area", scope: !2, file: !2, line: 13, type: !146, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !22, retainedNodes: !46)
!146 = !DISubroutineType(types: !147)
!147 = !{!38, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!150 = !DILocalVariable(name: "r", arg: 1, scope: !145, file: !2, line: 13, type: !148)
!151 = !DILocation(line: 13, column: 39, scope: !145)
!152 = !DILocation(line: 14, column: 11, scope: !145)
!153 = !DILocation(line: 14, column: 14, scope: !145)
!154 = !DILocation(line: 14, column: 17, scope: !145)
!155 = !DILocation(line: 14, column: 21, scope: !145)
!156 = !DILocation(line: 14, column: 24, scope: !145)
!157 = !DILocation(line: 14, column: 27, scope: !145)
!158 = !DILocation(line: 14, column: 19, scope: !145)
!159 = !DILocation(line: 14, column: 33, scope: !145)
!160 = !DILocation(line: 14, column: 36, scope: !145)
!161 = !DILocation(line: 14, column: 39, scope: !145)
!162 = !DILocation(line: 14, column: 43, scope: !145)
!163 = !DILocation(line: 14, column: 46, scope: !145)
!164 = !DILocation(line: 14, column: 49, scope: !145)
!165 = !DILocation(line: 14, column: 41, scope: !145)
!166 = !DILocation(line: 14, column: 30, scope: !145)
!167 = !DILocation(line: 14, column: 3, scope: !145)
!168 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !169, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !46)
!169 = !DISubroutineType(types: !170)
!170 = !{!45}
!171 = !DILocalVariable(name: "root", scope: !168, file: !2, line: 35, type: !99)
!172 = !DILocation(line: 35, column: 16, scope: !168)
!173 = !DILocalVariable(name: "child", scope: !168, file: !2, line: 36, type: !99)
!174 = !DILocation(line: 36, column: 16, scope: !168)
!175 = !DILocation(line: 36, column: 24, scope: !168)
!176 = !DILocation(line: 37, column: 9, scope: !168)
!177 = !DILocation(line: 37, column: 14, scope: !168)
!178 = !DILocation(line: 38, column: 9, scope: !168)
!179 = !DILocation(line: 38, column: 16, scope: !168)
!180 = !DILocation(line: 39, column: 27, scope: !168)
!181 = !DILocation(line: 39, column: 21, scope: !168)
!182 = !DILocation(line: 39, column: 9, scope: !168)
!183 = !DILocation(line: 39, column: 18, scope: !168)
!184 = !DILocation(line: 40, column: 14, scope: !168)
!185 = !DILocation(line: 40, column: 3, scope: !168)
!186 = !DILocalVariable(name: "c", scope: !168, file: !2, line: 41, type: !35)
!187 = !DILocation(line: 41, column: 15, scope: !168)
!188 = !DILocation(line: 41, column: 33, scope: !168)
!189 = !DILocation(line: 41, column: 19, scope: !168)
!190 = !DILocation(line: 42, column: 50, scope: !168)
!191 = !DILocation(line: 42, column: 62, scope: !168)
!192 = !DILocation(line: 42, column: 72, scope: !168)
!193 = !DILocation(line: 42, column: 78, scope: !168)
!194 = !DILocation(line: 42, column: 83, scope: !168)
!195 = !DILocation(line: 42, column: 3, scope: !168)
!196 = !DILocation(line: 43, column: 41, scope: !168)
!197 = !DILocation(line: 43, column: 60, scope: !168)
!198 = !DILocation(line: 43, column: 3, scope: !168)
!199 = !DILocation(line: 44, column: 3, scope: !168)
