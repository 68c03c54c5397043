; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec2 = type { double, double }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }
%struct.scene = type { ptr, [3 x %struct.rect], ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"root\00", align 1, !dbg !0
@__const.main.root = private unnamed_addr constant { ptr, [3 x { %struct.vec2, %struct.vec2, i32, [4 x i8] }], ptr, ptr } { ptr @.str, [3 x { %struct.vec2, %struct.vec2, i32, [4 x i8] }] [{ %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 zeroinitializer, %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, i32 1, [4 x i8] zeroinitializer }, { %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 zeroinitializer, %struct.vec2 { double 2.000000e+00, double 3.000000e+00 }, i32 2, [4 x i8] zeroinitializer }, { %struct.vec2, %struct.vec2, i32, [4 x i8] } { %struct.vec2 { double 1.000000e+00, double 1.000000e+00 }, %struct.vec2 { double 4.000000e+00, double 2.000000e+00 }, i32 3, [4 x i8] zeroinitializer }], ptr null, ptr null }, align 8
@.str.1 = private unnamed_addr constant [6 x i8] c"child\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"%s sel=%d center=(%.2f,%.2f)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"area root=%.2f child=%.2f\0A\00", align 1, !dbg !17

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { double, double } @center(ptr noundef readonly byval(%struct.rect) align 8 captures(none) %0) local_unnamed_addr #0 !dbg !36 {
    #dbg_declare(ptr %0, !51, !DIExpression(), !53)
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !54
    #dbg_value(double poison, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !55)
  %3 = load <2 x double>, ptr %0, align 8, !dbg !56, !tbaa !57
  %4 = load <2 x double>, ptr %2, align 8, !dbg !59, !tbaa !57
  %5 = fadd <2 x double> %3, %4, !dbg !60
  %6 = fmul <2 x double> %5, splat (double 5.000000e-01), !dbg !61
    #dbg_value(double poison, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !55)
  %7 = extractelement <2 x double> %6, i64 0, !dbg !62
  %8 = insertvalue { double, double } poison, double %7, 0, !dbg !62
  %9 = extractelement <2 x double> %6, i64 1, !dbg !62
  %10 = insertvalue { double, double } %8, double %9, 1, !dbg !62
  ret { double, double } %10, !dbg !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr noundef captures(none) %0, double noundef %1) local_unnamed_addr #1 !dbg !64 {
    #dbg_value(ptr %0, !69, !DIExpression(), !71)
    #dbg_value(double %1, !70, !DIExpression(), !71)
  %3 = load <2 x double>, ptr %0, align 8, !dbg !72, !tbaa !57
  %4 = insertelement <2 x double> poison, double %1, i64 0, !dbg !73
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !73
  %6 = fsub <2 x double> %3, %5, !dbg !73
  store <2 x double> %6, ptr %0, align 8, !dbg !74, !tbaa !57
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16, !dbg !75
  %8 = load <2 x double>, ptr %7, align 8, !dbg !76, !tbaa !57
  %9 = fadd <2 x double> %5, %8, !dbg !77
  store <2 x double> %9, ptr %7, align 8, !dbg !78, !tbaa !57
  ret void, !dbg !79
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local double @total_area(ptr noundef readonly captures(none) %0) local_unnamed_addr #2 !dbg !80 {
    #dbg_value(ptr %0, !98, !DIExpression(), !102)
    #dbg_value(double 0.000000e+00, !99, !DIExpression(), !102)
    #dbg_value(i32 0, !100, !DIExpression(), !103)
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 8
    #dbg_value(i32 0, !100, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !99, !DIExpression(), !102)
    #dbg_value(i64 0, !100, !DIExpression(), !103)
    #dbg_value(double 0.000000e+00, !99, !DIExpression(), !102)
    #dbg_value(ptr %2, !104, !DIExpression(), !111)
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 24, !dbg !114
  %4 = load <2 x double>, ptr %3, align 8, !dbg !115, !tbaa !57
  %5 = load <2 x double>, ptr %2, align 8, !dbg !116, !tbaa !57
  %6 = fsub <2 x double> %4, %5, !dbg !117
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !118
  %8 = fmul <2 x double> %6, %7, !dbg !118
  %9 = extractelement <2 x double> %8, i64 0, !dbg !118
  %10 = fadd double %9, 0.000000e+00, !dbg !119
    #dbg_value(double %10, !99, !DIExpression(), !102)
    #dbg_value(i64 1, !100, !DIExpression(), !103)
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 48, !dbg !120
    #dbg_value(ptr %11, !104, !DIExpression(), !111)
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 64, !dbg !114
    #dbg_value(double %27, !99, !DIExpression(), !102)
    #dbg_value(i64 2, !100, !DIExpression(), !103)
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 88, !dbg !120
    #dbg_value(ptr %13, !104, !DIExpression(), !111)
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 104, !dbg !114
  %15 = load <2 x double>, ptr %12, align 8, !dbg !115, !tbaa !57
  %16 = load <2 x double>, ptr %11, align 8, !dbg !116, !tbaa !57
  %17 = load <2 x double>, ptr %14, align 8, !dbg !115, !tbaa !57
  %18 = load <2 x double>, ptr %13, align 8, !dbg !116, !tbaa !57
  %19 = shufflevector <2 x double> %15, <2 x double> %17, <2 x i32> <i32 0, i32 2>, !dbg !117
  %20 = shufflevector <2 x double> %16, <2 x double> %18, <2 x i32> <i32 0, i32 2>, !dbg !117
  %21 = fsub <2 x double> %19, %20, !dbg !117
  %22 = shufflevector <2 x double> %15, <2 x double> %17, <2 x i32> <i32 1, i32 3>, !dbg !121
  %23 = shufflevector <2 x double> %16, <2 x double> %18, <2 x i32> <i32 1, i32 3>, !dbg !121
  %24 = fsub <2 x double> %22, %23, !dbg !121
  %25 = fmul <2 x double> %21, %24, !dbg !122
  %26 = extractelement <2 x double> %25, i64 0, !dbg !123
  %27 = fadd double %10, %26, !dbg !123
  %28 = extractelement <2 x double> %25, i64 1, !dbg !124
  %29 = fadd double %27, %28, !dbg !124
    #dbg_value(double %29, !99, !DIExpression(), !102)
    #dbg_value(i64 3, !100, !DIExpression(), !103)
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 136, !dbg !125
  %31 = load ptr, ptr %30, align 8, !dbg !125, !tbaa !127
  %32 = icmp eq ptr %31, null, !dbg !133
  br i1 %32, label %33, label %35, !dbg !134

33:                                               ; preds = %1, %35
  %34 = phi double [ %37, %35 ], [ %29, %1 ]
  ret double %34, !dbg !135

35:                                               ; preds = %1
  %36 = tail call double @total_area(ptr noundef nonnull %31), !dbg !136
  %37 = fadd double %29, %36, !dbg !137
    #dbg_value(double %37, !99, !DIExpression(), !102)
  br label %33, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !138 {
  %1 = alloca %struct.scene, align 8, !DIAssignID !145
    #dbg_assign(i1 poison, !142, !DIExpression(), !145, ptr %1, !DIExpression(), !146)
  %2 = alloca %struct.scene, align 8, !DIAssignID !147
    #dbg_assign(i1 poison, !143, !DIExpression(), !147, ptr %2, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #7, !dbg !148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %1, ptr noundef nonnull align 8 dereferenceable(144) @__const.main.root, i64 144, i1 false), !dbg !149, !DIAssignID !150
    #dbg_assign(i1 poison, !142, !DIExpression(), !150, ptr %1, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #7, !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, ptr noundef nonnull align 8 dereferenceable(128) @__const.main.root, i64 128, i1 false), !dbg !152, !DIAssignID !153
    #dbg_assign(i1 poison, !143, !DIExpression(), !153, ptr %2, !DIExpression(), !146)
    #dbg_assign(i1 poison, !143, !DIExpression(DW_OP_LLVM_fragment, 1024, 128), !154, ptr poison, !DIExpression(), !146)
  store ptr @.str.1, ptr %2, align 8, !dbg !155, !tbaa !156, !DIAssignID !157
    #dbg_assign(ptr @.str.1, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !157, ptr %2, !DIExpression(), !146)
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 136, !dbg !158
  store ptr %1, ptr %3, align 8, !dbg !159, !tbaa !127, !DIAssignID !160
    #dbg_assign(ptr %1, !143, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !160, ptr %3, !DIExpression(), !146)
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 48, !dbg !161
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 128, !dbg !162
  store ptr %4, ptr %5, align 8, !dbg !163, !tbaa !164, !DIAssignID !165
    #dbg_assign(ptr %4, !143, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !165, ptr %5, !DIExpression(), !146)
    #dbg_value(ptr %4, !69, !DIExpression(), !166)
    #dbg_value(double 5.000000e-01, !70, !DIExpression(), !166)
    #dbg_assign(double poison, !143, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !168, ptr %4, !DIExpression(), !146)
  %6 = load <2 x double>, ptr %4, align 8, !dbg !169, !tbaa !57
  %7 = fadd <2 x double> %6, splat (double -5.000000e-01), !dbg !170
  store <2 x double> %7, ptr %4, align 8, !dbg !171, !tbaa !57, !DIAssignID !168
    #dbg_assign(double poison, !143, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !168, ptr %2, !DIExpression(DW_OP_plus_uconst, 56), !146)
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 64, !dbg !172
    #dbg_assign(double poison, !143, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !173, ptr %8, !DIExpression(), !146)
  %9 = load <2 x double>, ptr %8, align 8, !dbg !174, !tbaa !57
  %10 = fadd <2 x double> %9, splat (double 5.000000e-01), !dbg !175
  store <2 x double> %10, ptr %8, align 8, !dbg !176, !tbaa !57, !DIAssignID !173
    #dbg_assign(double poison, !143, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !173, ptr %2, !DIExpression(DW_OP_plus_uconst, 72), !146)
    #dbg_value(double poison, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !177)
    #dbg_value(double poison, !51, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !177)
    #dbg_value(double poison, !51, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !177)
    #dbg_value(double poison, !51, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !177)
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 80, !dbg !179
    #dbg_value(i64 poison, !51, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !177)
  %12 = fadd <2 x double> %7, %10, !dbg !180
  %13 = extractelement <2 x double> %12, i64 0, !dbg !180
  %14 = fmul double %13, 5.000000e-01, !dbg !181
    #dbg_value(double %14, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !177)
  %15 = fadd <2 x double> %7, %10, !dbg !182
  %16 = extractelement <2 x double> %15, i64 1, !dbg !182
  %17 = fmul double %16, 5.000000e-01, !dbg !183
    #dbg_value(double %17, !52, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !177)
    #dbg_value(double %14, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146)
    #dbg_value(double %17, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !146)
  %18 = load i32, ptr %11, align 8, !dbg !184, !tbaa !185
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.1, i32 noundef %18, double noundef %14, double noundef %17), !dbg !188
  %20 = call double @total_area(ptr noundef nonnull %1), !dbg !189
  %21 = call double @total_area(ptr noundef nonnull %2), !dbg !190
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %21), !dbg !191
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #7, !dbg !192
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #7, !dbg !192
  ret i32 0, !dbg !193
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare !dbg !194 noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}
!llvm.errno.tbaa = !{!32}

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
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !23, splitDebugInlining: false, nameTableKind: None)
!23 = !{!0, !7, !12, !17}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = distinct !DISubprogram(name: "center", scope: !2, file: !2, line: 17, type: !37, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !50, keyInstructions: true)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !44}
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec2", file: !2, line: 4, size: 128, elements: !40)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !39, file: !2, line: 4, baseType: !42, size: 64)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !39, file: !2, line: 4, baseType: !42, size: 64, offset: 64)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 5, size: 320, elements: !45)
!45 = !{!46, !47, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !44, file: !2, line: 5, baseType: !39, size: 128)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !44, file: !2, line: 5, baseType: !39, size: 128, offset: 128)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !44, file: !2, line: 5, baseType: !49, size: 32, offset: 256)
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!51, !52}
!51 = !DILocalVariable(name: "r", arg: 1, scope: !36, file: !2, line: 17, type: !44)
!52 = !DILocalVariable(name: "c", scope: !36, file: !2, line: 18, type: !39)
!53 = !DILocation(line: 17, column: 32, scope: !36)
!54 = !DILocation(line: 18, column: 32, scope: !36)
!55 = !DILocation(line: 0, scope: !36)
!56 = !DILocation(line: 18, column: 26, scope: !36)
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !34, i64 0}
!59 = !DILocation(line: 18, column: 35, scope: !36)
!60 = !DILocation(line: 18, column: 28, scope: !36)
!61 = !DILocation(line: 18, column: 38, scope: !36, atomGroup: 1, atomRank: 2)
!62 = !DILocation(line: 19, column: 3, scope: !36, atomGroup: 2, atomRank: 2)
!63 = !DILocation(line: 19, column: 3, scope: !36, atomGroup: 2, atomRank: 1)
!64 = distinct !DISubprogram(name: "grow", scope: !2, file: !2, line: 22, type: !65, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !68, keyInstructions: true)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !67, !42}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "r", arg: 1, scope: !64, file: !2, line: 22, type: !67)
!70 = !DILocalVariable(name: "d", arg: 2, scope: !64, file: !2, line: 22, type: !42)
!71 = !DILocation(line: 0, scope: !64)
!72 = !DILocation(line: 23, column: 11, scope: !64)
!73 = !DILocation(line: 23, column: 11, scope: !64, atomGroup: 1, atomRank: 2)
!74 = !DILocation(line: 23, column: 11, scope: !64, atomGroup: 1, atomRank: 1)
!75 = !DILocation(line: 24, column: 6, scope: !64)
!76 = !DILocation(line: 24, column: 11, scope: !64)
!77 = !DILocation(line: 24, column: 11, scope: !64, atomGroup: 3, atomRank: 2)
!78 = !DILocation(line: 24, column: 11, scope: !64, atomGroup: 3, atomRank: 1)
!79 = !DILocation(line: 25, column: 1, scope: !64, atomGroup: 5, atomRank: 1)
!80 = distinct !DISubprogram(name: "total_area", scope: !2, file: !2, line: 27, type: !81, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !97, keyInstructions: true)
!81 = !DISubroutineType(types: !82)
!82 = !{!42, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "scene", file: !2, line: 6, size: 1152, elements: !86)
!86 = !{!87, !90, !94, !95}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !85, file: !2, line: 7, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "rects", scope: !85, file: !2, line: 8, baseType: !91, size: 960, offset: 64)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 960, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 3)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "selected", scope: !85, file: !2, line: 9, baseType: !67, size: 64, offset: 1024)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "parent", scope: !85, file: !2, line: 10, baseType: !96, size: 64, offset: 1088)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!97 = !{!98, !99, !100}
!98 = !DILocalVariable(name: "s", arg: 1, scope: !80, file: !2, line: 27, type: !83)
!99 = !DILocalVariable(name: "a", scope: !80, file: !2, line: 28, type: !42)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 29, type: !49)
!101 = distinct !DILexicalBlock(scope: !80, file: !2, line: 29, column: 3)
!102 = !DILocation(line: 0, scope: !80)
!103 = !DILocation(line: 0, scope: !101)
!104 = !DILocalVariable(name: "r", arg: 1, scope: !105, file: !2, line: 13, type: !108)
!105 = distinct !DISubprogram(name: "area", scope: !2, file: !2, line: 13, type: !106, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !110, keyInstructions: true)
!106 = !DISubroutineType(types: !107)
!107 = !{!42, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!110 = !{!104}
!111 = !DILocation(line: 0, scope: !105, inlinedAt: !112)
!112 = distinct !DILocation(line: 29, column: 36, scope: !113)
!113 = distinct !DILexicalBlock(scope: !101, file: !2, line: 29, column: 3)
!114 = !DILocation(line: 14, column: 14, scope: !105, inlinedAt: !112)
!115 = !DILocation(line: 14, column: 17, scope: !105, inlinedAt: !112)
!116 = !DILocation(line: 14, column: 27, scope: !105, inlinedAt: !112)
!117 = !DILocation(line: 14, column: 19, scope: !105, inlinedAt: !112)
!118 = !DILocation(line: 14, column: 30, scope: !105, inlinedAt: !112, atomGroup: 1, atomRank: 2)
!119 = !DILocation(line: 29, column: 33, scope: !113, atomGroup: 5, atomRank: 2)
!120 = !DILocation(line: 29, column: 42, scope: !113)
!121 = !DILocation(line: 14, column: 41, scope: !105, inlinedAt: !112)
!122 = !DILocation(line: 14, column: 30, scope: !105, inlinedAt: !112, atomGroup: 14, atomRank: 2)
!123 = !DILocation(line: 29, column: 33, scope: !113, atomGroup: 15, atomRank: 2)
!124 = !DILocation(line: 29, column: 33, scope: !113, atomGroup: 20, atomRank: 2)
!125 = !DILocation(line: 30, column: 10, scope: !126)
!126 = distinct !DILexicalBlock(scope: !80, file: !2, line: 30, column: 7)
!127 = !{!128, !132, i64 136}
!128 = !{!"scene", !129, i64 0, !34, i64 8, !131, i64 128, !132, i64 136}
!129 = !{!"p1 omnipotent char", !130, i64 0}
!130 = !{!"any pointer", !34, i64 0}
!131 = !{!"p1 _ZTS4rect", !130, i64 0}
!132 = !{!"p1 _ZTS5scene", !130, i64 0}
!133 = !DILocation(line: 30, column: 7, scope: !126, atomGroup: 8, atomRank: 2)
!134 = !DILocation(line: 30, column: 7, scope: !126, atomGroup: 8, atomRank: 1)
!135 = !DILocation(line: 31, column: 3, scope: !80, atomGroup: 11, atomRank: 1)
!136 = !DILocation(line: 30, column: 23, scope: !126)
!137 = !DILocation(line: 30, column: 20, scope: !126, atomGroup: 9, atomRank: 2)
!138 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !139, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !141, keyInstructions: true)
!139 = !DISubroutineType(types: !140)
!140 = !{!49}
!141 = !{!142, !143, !144}
!142 = !DILocalVariable(name: "root", scope: !138, file: !2, line: 35, type: !85)
!143 = !DILocalVariable(name: "child", scope: !138, file: !2, line: 36, type: !85)
!144 = !DILocalVariable(name: "c", scope: !138, file: !2, line: 41, type: !39)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !138)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 35, column: 3, scope: !138)
!149 = !DILocation(line: 35, column: 16, scope: !138, atomGroup: 1, atomRank: 1)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 36, column: 3, scope: !138)
!152 = !DILocation(line: 36, column: 24, scope: !138, atomGroup: 2, atomRank: 1)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 37, column: 14, scope: !138, atomGroup: 3, atomRank: 1)
!156 = !{!128, !129, i64 0}
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 38, column: 9, scope: !138)
!159 = !DILocation(line: 38, column: 16, scope: !138, atomGroup: 4, atomRank: 1)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 39, column: 21, scope: !138, atomGroup: 5, atomRank: 2)
!162 = !DILocation(line: 39, column: 9, scope: !138)
!163 = !DILocation(line: 39, column: 18, scope: !138, atomGroup: 5, atomRank: 1)
!164 = !{!128, !131, i64 128}
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !64, inlinedAt: !167)
!167 = distinct !DILocation(line: 40, column: 3, scope: !138)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 23, column: 11, scope: !64, inlinedAt: !167)
!170 = !DILocation(line: 23, column: 11, scope: !64, inlinedAt: !167, atomGroup: 1, atomRank: 2)
!171 = !DILocation(line: 23, column: 11, scope: !64, inlinedAt: !167, atomGroup: 1, atomRank: 1)
!172 = !DILocation(line: 24, column: 6, scope: !64, inlinedAt: !167)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 24, column: 11, scope: !64, inlinedAt: !167)
!175 = !DILocation(line: 24, column: 11, scope: !64, inlinedAt: !167, atomGroup: 3, atomRank: 2)
!176 = !DILocation(line: 24, column: 11, scope: !64, inlinedAt: !167, atomGroup: 3, atomRank: 1)
!177 = !DILocation(line: 0, scope: !36, inlinedAt: !178)
!178 = distinct !DILocation(line: 41, column: 19, scope: !138)
!179 = !DILocation(line: 18, column: 26, scope: !36, inlinedAt: !178)
!180 = !DILocation(line: 18, column: 28, scope: !36, inlinedAt: !178)
!181 = !DILocation(line: 18, column: 38, scope: !36, inlinedAt: !178, atomGroup: 1, atomRank: 2)
!182 = !DILocation(line: 18, column: 51, scope: !36, inlinedAt: !178)
!183 = !DILocation(line: 18, column: 61, scope: !36, inlinedAt: !178, atomGroup: 1, atomRank: 2)
!184 = !DILocation(line: 42, column: 72, scope: !138)
!185 = !{!186, !33, i64 32}
!186 = !{!"rect", !187, i64 0, !187, i64 16, !33, i64 32}
!187 = !{!"vec2", !58, i64 0, !58, i64 8}
!188 = !DILocation(line: 42, column: 3, scope: !138)
!189 = !DILocation(line: 43, column: 41, scope: !138)
!190 = !DILocation(line: 43, column: 60, scope: !138)
!191 = !DILocation(line: 43, column: 3, scope: !138)
!192 = !DILocation(line: 45, column: 1, scope: !138)
!193 = !DILocation(line: 44, column: 3, scope: !138, atomGroup: 8, atomRank: 1)
!194 = !DISubprogram(name: "printf", scope: !195, file: !195, line: 356, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!196 = !DISubroutineType(types: !197)
!197 = !{!49, !198, null}
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
