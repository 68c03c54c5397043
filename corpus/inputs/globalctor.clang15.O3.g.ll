; ModuleID = 'globalctor.cpp'
source_filename = "globalctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Registry = type { i32, %struct.Vec3 }
%struct.Vec3 = type { double, double, double }
%class.Buffer = type <{ ptr, i32, [4 x i8] }>

$_ZN8RegistryD2Ev = comdat any

$_ZN6BufferD2Ev = comdat any

@_ZN6Buffer5aliveE = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@registry = dso_local global %struct.Registry zeroinitializer, align 8, !dbg !82
@__dso_handle = external hidden global i8
@greeting = dso_local global %class.Buffer zeroinitializer, align 8, !dbg !89
@.str = private unnamed_addr constant [20 x i8] c"hello from a global\00", align 1, !dbg !84
@.str.2 = private unnamed_addr constant [44 x i8] c"c=(%.1f,%.1f,%.1f) dot=%.1f eq=%d idx=%.1f\0A\00", align 1, !dbg !91
@.str.4 = private unnamed_addr constant [25 x i8] c"sizes=%u %u %u alive=%d\0A\00", align 1, !dbg !101
@.str.5 = private unnamed_addr constant [22 x i8] c"greeting=%s alive=%d\0A\00", align 1, !dbg !106
@.str.7 = private unnamed_addr constant [20 x i8] c"~Registry count=%d\0A\00", align 1, !dbg !116
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !118
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_globalctor.cpp, ptr null }]
@str = private unnamed_addr constant [11 x i8] c"Registry()\00", align 1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 personality ptr @__gxx_personality_v0 !dbg !445 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !447, metadata !DIExpression()), !dbg !449
  %2 = load i32, ptr %0, align 8, !dbg !450, !tbaa !452
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.7, i32 noundef %2), !dbg !459
  ret void, !dbg !460
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 !dbg !461 {
  call void @llvm.dbg.value(metadata ptr %0, metadata !463, metadata !DIExpression()), !dbg !465
  %2 = load ptr, ptr %0, align 8, !dbg !466, !tbaa !468
  %3 = icmp eq ptr %2, null, !dbg !471
  br i1 %3, label %5, label %4, !dbg !471

4:                                                ; preds = %1
  tail call void @_ZdaPv(ptr noundef nonnull %2) #11, !dbg !471
  br label %5, !dbg !471

5:                                                ; preds = %4, %1
  %6 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !dbg !472, !tbaa !473
  %7 = add nsw i32 %6, -1, !dbg !472
  store i32 %7, ptr @_ZN6Buffer5aliveE, align 4, !dbg !472, !tbaa !473
  ret void, !dbg !474
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 !dbg !475 {
  call void @llvm.dbg.declare(metadata ptr undef, metadata !480, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !484
  call void @llvm.dbg.declare(metadata ptr undef, metadata !482, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !485
  call void @llvm.dbg.declare(metadata ptr undef, metadata !483, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !486
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !477, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !477, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !477, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !478, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 5.000000e+00, metadata !478, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 6.000000e+00, metadata !478, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 9.000000e+00, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 1.200000e+01, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !487
  call void @llvm.dbg.value(metadata double 1.500000e+01, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !487
  call void @llvm.dbg.value(metadata ptr undef, metadata !488, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.value(metadata ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1), metadata !491, metadata !DIExpression()), !dbg !493
  %1 = load double, ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1), align 8, !dbg !495, !tbaa !496
  %2 = fadd double %1, 9.000000e+00, !dbg !497
  call void @llvm.dbg.value(metadata double %2, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !487
  %3 = load double, ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1, i32 1), align 8, !dbg !498, !tbaa !499
  %4 = fadd double %3, 1.200000e+01, !dbg !500
  call void @llvm.dbg.value(metadata double %4, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !487
  %5 = load double, ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1, i32 2), align 8, !dbg !501, !tbaa !502
  %6 = fadd double %5, 1.500000e+01, !dbg !503
  call void @llvm.dbg.value(metadata double %6, metadata !479, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !487
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %2, double noundef %4, double noundef %6, double noundef 3.200000e+01, i32 noundef 1, double noundef %6), !dbg !504
  call void @llvm.dbg.value(metadata ptr undef, metadata !505, metadata !DIExpression()), !dbg !509
  call void @llvm.dbg.value(metadata i32 3, metadata !480, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  %8 = tail call noalias noundef nonnull dereferenceable(4) ptr @_Znam(i64 noundef 4) #12, !dbg !512, !heapallocsite !52
  call void @llvm.dbg.value(metadata ptr %8, metadata !480, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !511
  store i32 6513249, ptr %8, align 1, !dbg !514
  %9 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !dbg !515, !tbaa !473
  call void @llvm.dbg.value(metadata ptr undef, metadata !516, metadata !DIExpression()), !dbg !520
  call void @llvm.dbg.value(metadata ptr undef, metadata !519, metadata !DIExpression()), !dbg !520
  call void @llvm.dbg.value(metadata ptr undef, metadata !505, metadata !DIExpression()), !dbg !522
  call void @llvm.dbg.value(metadata ptr %8, metadata !508, metadata !DIExpression()), !dbg !522
  call void @llvm.dbg.value(metadata i64 undef, metadata !482, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  %10 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #13, !dbg !524
  call void @llvm.dbg.value(metadata i64 %10, metadata !482, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  %11 = trunc i64 %10 to i32, !dbg !524
  call void @llvm.dbg.value(metadata i32 %11, metadata !482, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  call void @llvm.dbg.value(metadata ptr undef, metadata !482, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !511
  call void @llvm.dbg.value(metadata ptr undef, metadata !525, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata ptr undef, metadata !528, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata ptr undef, metadata !483, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !511
  call void @llvm.dbg.value(metadata i64 undef, metadata !483, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  call void @llvm.dbg.value(metadata ptr null, metadata !482, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !511
  call void @llvm.dbg.value(metadata i32 0, metadata !482, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !511
  %12 = add nsw i32 %9, 3, !dbg !531
  store i32 %12, ptr @_ZN6Buffer5aliveE, align 4, !dbg !531, !tbaa !473
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef 0, i32 noundef %11, i32 noundef %12), !dbg !533
  call void @llvm.dbg.value(metadata ptr undef, metadata !463, metadata !DIExpression()), !dbg !534
  %14 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !dbg !536, !tbaa !473
  call void @llvm.dbg.value(metadata ptr undef, metadata !463, metadata !DIExpression()), !dbg !537
  %15 = add nsw i32 %14, -2, !dbg !539
  store i32 %15, ptr @_ZN6Buffer5aliveE, align 4, !dbg !539, !tbaa !473
  call void @llvm.dbg.value(metadata ptr undef, metadata !463, metadata !DIExpression()), !dbg !540
  tail call void @_ZdaPv(ptr noundef nonnull %8) #11, !dbg !542
  %16 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !dbg !543, !tbaa !473
  %17 = add nsw i32 %16, -1, !dbg !543
  store i32 %17, ptr @_ZN6Buffer5aliveE, align 4, !dbg !543, !tbaa !473
  %18 = load i32, ptr @registry, align 8, !dbg !544, !tbaa !452
  %19 = add nsw i32 %18, 1, !dbg !544
  store i32 %19, ptr @registry, align 8, !dbg !544, !tbaa !452
  call void @llvm.dbg.value(metadata ptr @greeting, metadata !545, metadata !DIExpression()), !dbg !549
  %20 = load ptr, ptr @greeting, align 8, !dbg !551, !tbaa !468
  %21 = icmp eq ptr %20, null, !dbg !551
  %22 = select i1 %21, ptr @.str.8, ptr %20, !dbg !551
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, ptr noundef %22, i32 noundef %17), !dbg !552
  ret i32 0, !dbg !553
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: uwtable
define internal void @_GLOBAL__sub_I_globalctor.cpp() #9 section ".text.startup" !dbg !554 {
  call void @llvm.dbg.value(metadata ptr @registry, metadata !557, metadata !DIExpression()), !dbg !560
  store i32 3, ptr @registry, align 8, !dbg !567, !tbaa !452
  call void @llvm.dbg.value(metadata ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1), metadata !568, metadata !DIExpression()), !dbg !574
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !571, metadata !DIExpression()), !dbg !574
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !572, metadata !DIExpression()), !dbg !574
  call void @llvm.dbg.value(metadata double 3.000000e+00, metadata !573, metadata !DIExpression()), !dbg !574
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1), align 8, !dbg !576, !tbaa !577
  store double 3.000000e+00, ptr getelementptr inbounds (%struct.Registry, ptr @registry, i64 0, i32 1, i32 2), align 8, !dbg !578, !tbaa !502
  %1 = tail call i32 @puts(ptr nonnull @str), !dbg !579
  %2 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN8RegistryD2Ev, ptr nonnull @registry, ptr nonnull @__dso_handle) #14, !dbg !581
  call void @llvm.dbg.value(metadata ptr @greeting, metadata !505, metadata !DIExpression()), !dbg !582
  call void @llvm.dbg.value(metadata ptr @.str, metadata !508, metadata !DIExpression()), !dbg !582
  store i32 19, ptr getelementptr inbounds (%class.Buffer, ptr @greeting, i64 0, i32 1), align 8, !dbg !587, !tbaa !588
  %3 = tail call noalias noundef nonnull dereferenceable(20) ptr @_Znam(i64 noundef 20) #12, !dbg !589, !heapallocsite !52
  store ptr %3, ptr @greeting, align 8, !dbg !590, !tbaa !468
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %3, ptr noundef nonnull align 1 dereferenceable(20) @.str, i64 20, i1 false), !dbg !591
  %4 = load i32, ptr @_ZN6Buffer5aliveE, align 4, !dbg !592, !tbaa !473
  %5 = add nsw i32 %4, 1, !dbg !592
  store i32 %5, ptr @_ZN6Buffer5aliveE, align 4, !dbg !592, !tbaa !473
  %6 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN6BufferD2Ev, ptr nonnull @greeting, ptr nonnull @__dso_handle) #14, !dbg !593
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { builtin nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { nounwind readonly willreturn }
attributes #14 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!438, !439, !440, !441, !442, !443}
!llvm.ident = !{!444}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "alive", linkageName: "_ZN6Buffer5aliveE", scope: !2, file: !3, line: 34, type: !8, isLocal: false, isDefinition: true, declaration: !55)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 15.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !81, imports: !123, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globalctor.cpp", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "7e4467cbcc349f832b5fd61c0522e663")
!4 = !{!5, !48, !10}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Registry", file: !3, line: 36, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !6, identifier: "_ZTS8Registry")
!6 = !{!7, !9, !43, !47}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !5, file: !3, line: 37, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "origin", scope: !5, file: !3, line: 38, baseType: !10, size: 192, offset: 64)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec3", file: !3, line: 6, size: 192, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !11, identifier: "_ZTS4Vec3")
!11 = !{!12, !14, !15, !16, !20, !26, !29, !32, !36, !40}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !10, file: !3, line: 7, baseType: !13, size: 64)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !10, file: !3, line: 7, baseType: !13, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !10, file: !3, line: 7, baseType: !13, size: 64, offset: 128)
!16 = !DISubprogram(name: "Vec3", scope: !10, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !13, !13, !13}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = !DISubprogram(name: "operator+", linkageName: "_ZNK4Vec3plERKS_", scope: !10, file: !3, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!21 = !DISubroutineType(types: !22)
!22 = !{!10, !23, !25}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!25 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
!26 = !DISubprogram(name: "operator*", linkageName: "_ZNK4Vec3mlEd", scope: !10, file: !3, line: 10, type: !27, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{!10, !23, !13}
!29 = !DISubprogram(name: "operator|", linkageName: "_ZNK4Vec3orERKS_", scope: !10, file: !3, line: 11, type: !30, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubroutineType(types: !31)
!31 = !{!13, !23, !25}
!32 = !DISubprogram(name: "operator+=", linkageName: "_ZN4Vec3pLERKS_", scope: !10, file: !3, line: 12, type: !33, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !19, !25}
!35 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!36 = !DISubprogram(name: "operator==", linkageName: "_ZNK4Vec3eqERKS_", scope: !10, file: !3, line: 13, type: !37, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !23, !25}
!39 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!40 = !DISubprogram(name: "operator[]", linkageName: "_ZNK4Vec3ixEi", scope: !10, file: !3, line: 14, type: !41, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!13, !23, !8}
!43 = !DISubprogram(name: "Registry", scope: !5, file: !3, line: 39, type: !44, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "~Registry", scope: !5, file: !3, line: 40, type: !44, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Buffer", file: !3, line: 17, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, identifier: "_ZTS6Buffer")
!49 = !{!50, !53, !55, !56, !62, !67, !71, !74, !78}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !48, file: !3, line: 18, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "len_", scope: !48, file: !3, line: 19, baseType: !54, size: 32, offset: 64)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !48, file: !3, line: 22, baseType: !8, flags: DIFlagPublic | DIFlagStaticMember)
!56 = !DISubprogram(name: "Buffer", scope: !48, file: !3, line: 23, type: !57, scopeLine: 23, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !60}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!62 = !DISubprogram(name: "Buffer", scope: !48, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !59, !65}
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!67 = !DISubprogram(name: "Buffer", scope: !48, file: !3, line: 29, type: !68, scopeLine: 29, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !59, !70}
!70 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !48, size: 64)
!71 = !DISubprogram(name: "~Buffer", scope: !48, file: !3, line: 30, type: !72, scopeLine: 30, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !59}
!74 = !DISubprogram(name: "size", linkageName: "_ZNK6Buffer4sizeEv", scope: !48, file: !3, line: 31, type: !75, scopeLine: 31, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!54, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!78 = !DISubprogram(name: "c_str", linkageName: "_ZNK6Buffer5c_strEv", scope: !48, file: !3, line: 32, type: !79, scopeLine: 32, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubroutineType(types: !80)
!80 = !{!60, !77}
!81 = !{!0, !82, !84, !89, !91, !96, !101, !106, !111, !116, !118}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "registry", scope: !2, file: !3, line: 43, type: !5, isLocal: false, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 44, type: !48, isLocal: false, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 352, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 44)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 32, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 4)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 200, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 25)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 176, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 22)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 96, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 12)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !86, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 8, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 1)
!123 = !{!124, !182, !188, !193, !197, !199, !201, !203, !205, !212, !217, !222, !226, !230, !234, !239, !243, !245, !249, !255, !259, !266, !268, !273, !277, !281, !283, !287, !291, !293, !297, !299, !301, !305, !309, !313, !317, !321, !325, !327, !334, !338, !342, !347, !349, !351, !355, !359, !360, !361, !362, !363, !364, !370, !374, !378, !382, !386, !390, !392, !394, !396, !400, !404, !408, !412, !416, !418, !420, !422, !426, !430, !434, !436}
!124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !126, file: !181, line: 98)
!125 = !DINamespace(name: "std", scope: null)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !127, line: 7, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!128 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !129, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !130, identifier: "_ZTS8_IO_FILE")
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!130 = !{!131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !146, !148, !149, !150, !154, !156, !158, !160, !163, !165, !168, !171, !172, !174, !178, !179}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !128, file: !129, line: 51, baseType: !8, size: 32)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !128, file: !129, line: 54, baseType: !51, size: 64, offset: 64)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !128, file: !129, line: 55, baseType: !51, size: 64, offset: 128)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !128, file: !129, line: 56, baseType: !51, size: 64, offset: 192)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !128, file: !129, line: 57, baseType: !51, size: 64, offset: 256)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !128, file: !129, line: 58, baseType: !51, size: 64, offset: 320)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !128, file: !129, line: 59, baseType: !51, size: 64, offset: 384)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !128, file: !129, line: 60, baseType: !51, size: 64, offset: 448)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !128, file: !129, line: 61, baseType: !51, size: 64, offset: 512)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !128, file: !129, line: 64, baseType: !51, size: 64, offset: 576)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !128, file: !129, line: 65, baseType: !51, size: 64, offset: 640)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !128, file: !129, line: 66, baseType: !51, size: 64, offset: 704)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !128, file: !129, line: 68, baseType: !144, size: 64, offset: 768)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !129, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !128, file: !129, line: 70, baseType: !147, size: 64, offset: 832)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !128, file: !129, line: 72, baseType: !8, size: 32, offset: 896)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !128, file: !129, line: 73, baseType: !8, size: 32, offset: 928)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !128, file: !129, line: 74, baseType: !151, size: 64, offset: 960)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !152, line: 152, baseType: !153)
!152 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!153 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !128, file: !129, line: 77, baseType: !155, size: 16, offset: 1024)
!155 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !128, file: !129, line: 78, baseType: !157, size: 8, offset: 1040)
!157 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !128, file: !129, line: 79, baseType: !159, size: 8, offset: 1048)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 8, elements: !121)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !128, file: !129, line: 81, baseType: !161, size: 64, offset: 1088)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !129, line: 43, baseType: null)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !128, file: !129, line: 89, baseType: !164, size: 64, offset: 1152)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !152, line: 153, baseType: !153)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !128, file: !129, line: 91, baseType: !166, size: 64, offset: 1216)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !129, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!168 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !128, file: !129, line: 92, baseType: !169, size: 64, offset: 1280)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !129, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!171 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !128, file: !129, line: 93, baseType: !147, size: 64, offset: 1344)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !128, file: !129, line: 94, baseType: !173, size: 64, offset: 1408)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !128, file: !129, line: 95, baseType: !175, size: 64, offset: 1472)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !176, line: 46, baseType: !177)
!176 = !DIFile(filename: "/usr/lib/llvm-15/lib/clang/15.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "b76978376d35d5cd171876ac58ac1256")
!177 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !128, file: !129, line: 96, baseType: !8, size: 32, offset: 1536)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !128, file: !129, line: 98, baseType: !180, size: 160, offset: 1568)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 160, elements: !87)
!181 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!182 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !183, file: !181, line: 99)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !184, line: 84, baseType: !185)
!184 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !186, line: 14, baseType: !187)
!186 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!187 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !186, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !189, file: !181, line: 101)
!189 = !DISubprogram(name: "clearerr", scope: !184, file: !184, line: 786, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !194, file: !181, line: 102)
!194 = !DISubprogram(name: "fclose", scope: !184, file: !184, line: 178, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!8, !192}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !198, file: !181, line: 103)
!198 = !DISubprogram(name: "feof", scope: !184, file: !184, line: 788, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !200, file: !181, line: 104)
!200 = !DISubprogram(name: "ferror", scope: !184, file: !184, line: 790, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !202, file: !181, line: 105)
!202 = !DISubprogram(name: "fflush", scope: !184, file: !184, line: 230, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !204, file: !181, line: 106)
!204 = !DISubprogram(name: "fgetc", scope: !184, file: !184, line: 513, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !206, file: !181, line: 107)
!206 = !DISubprogram(name: "fgetpos", scope: !184, file: !184, line: 760, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!8, !209, !210}
!209 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !213, file: !181, line: 108)
!213 = !DISubprogram(name: "fgets", scope: !184, file: !184, line: 592, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!51, !216, !8, !209}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!217 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !218, file: !181, line: 109)
!218 = !DISubprogram(name: "fopen", scope: !184, file: !184, line: 258, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!192, !221, !221}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !223, file: !181, line: 110)
!223 = !DISubprogram(name: "fprintf", scope: !184, file: !184, line: 350, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!8, !209, !221, null}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !227, file: !181, line: 111)
!227 = !DISubprogram(name: "fputc", scope: !184, file: !184, line: 549, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!8, !8, !192}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !231, file: !181, line: 112)
!231 = !DISubprogram(name: "fputs", scope: !184, file: !184, line: 655, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!8, !221, !209}
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !235, file: !181, line: 113)
!235 = !DISubprogram(name: "fread", scope: !184, file: !184, line: 675, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!175, !238, !175, !175, !209}
!238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !240, file: !181, line: 114)
!240 = !DISubprogram(name: "freopen", scope: !184, file: !184, line: 265, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubroutineType(types: !242)
!242 = !{!192, !221, !221, !209}
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !244, file: !181, line: 115)
!244 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !184, file: !184, line: 434, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !246, file: !181, line: 116)
!246 = !DISubprogram(name: "fseek", scope: !184, file: !184, line: 713, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{!8, !192, !153, !8}
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !250, file: !181, line: 117)
!250 = !DISubprogram(name: "fsetpos", scope: !184, file: !184, line: 765, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!8, !192, !253}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !183)
!255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !256, file: !181, line: 118)
!256 = !DISubprogram(name: "ftell", scope: !184, file: !184, line: 718, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!153, !192}
!259 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !260, file: !181, line: 119)
!260 = !DISubprogram(name: "fwrite", scope: !184, file: !184, line: 681, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!175, !263, !175, !175, !209}
!263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !267, file: !181, line: 120)
!267 = !DISubprogram(name: "getc", scope: !184, file: !184, line: 514, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !269, file: !181, line: 121)
!269 = !DISubprogram(name: "getchar", scope: !270, file: !270, line: 47, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!271 = !DISubroutineType(types: !272)
!272 = !{!8}
!273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !274, file: !181, line: 126)
!274 = !DISubprogram(name: "perror", scope: !184, file: !184, line: 804, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{null, !60}
!277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !278, file: !181, line: 127)
!278 = !DISubprogram(name: "printf", scope: !184, file: !184, line: 356, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!8, !221, null}
!281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !282, file: !181, line: 128)
!282 = !DISubprogram(name: "putc", scope: !184, file: !184, line: 550, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !284, file: !181, line: 129)
!284 = !DISubprogram(name: "putchar", scope: !270, file: !270, line: 82, type: !285, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!285 = !DISubroutineType(types: !286)
!286 = !{!8, !8}
!287 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !288, file: !181, line: 130)
!288 = !DISubprogram(name: "puts", scope: !184, file: !184, line: 661, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!8, !60}
!291 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !292, file: !181, line: 131)
!292 = !DISubprogram(name: "remove", scope: !184, file: !184, line: 152, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !294, file: !181, line: 132)
!294 = !DISubprogram(name: "rename", scope: !184, file: !184, line: 154, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{!8, !60, !60}
!297 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !298, file: !181, line: 133)
!298 = !DISubprogram(name: "rewind", scope: !184, file: !184, line: 723, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !300, file: !181, line: 134)
!300 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !184, file: !184, line: 437, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !302, file: !181, line: 135)
!302 = !DISubprogram(name: "setbuf", scope: !184, file: !184, line: 328, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !209, !216}
!305 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !306, file: !181, line: 136)
!306 = !DISubprogram(name: "setvbuf", scope: !184, file: !184, line: 332, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{!8, !209, !216, !8, !175}
!309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !310, file: !181, line: 137)
!310 = !DISubprogram(name: "sprintf", scope: !184, file: !184, line: 358, type: !311, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{!8, !216, !221, null}
!313 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !314, file: !181, line: 138)
!314 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !184, file: !184, line: 439, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{!8, !221, !221, null}
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !318, file: !181, line: 139)
!318 = !DISubprogram(name: "tmpfile", scope: !184, file: !184, line: 188, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{!192}
!321 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !322, file: !181, line: 141)
!322 = !DISubprogram(name: "tmpnam", scope: !184, file: !184, line: 205, type: !323, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!51, !51}
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !326, file: !181, line: 143)
!326 = !DISubprogram(name: "ungetc", scope: !184, file: !184, line: 668, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!327 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !328, file: !181, line: 144)
!328 = !DISubprogram(name: "vfprintf", scope: !184, file: !184, line: 365, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{!8, !209, !221, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !333, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!333 = !DIFile(filename: "globalctor.cpp", directory: "/irfix/corpus/src")
!334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !335, file: !181, line: 145)
!335 = !DISubprogram(name: "vprintf", scope: !270, file: !270, line: 39, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{!8, !221, !331}
!338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !339, file: !181, line: 146)
!339 = !DISubprogram(name: "vsprintf", scope: !184, file: !184, line: 373, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!8, !216, !221, !331}
!342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !343, entity: !344, file: !181, line: 175)
!343 = !DINamespace(name: "__gnu_cxx", scope: null)
!344 = !DISubprogram(name: "snprintf", scope: !184, file: !184, line: 378, type: !345, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!8, !216, !175, !221, null}
!347 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !343, entity: !348, file: !181, line: 176)
!348 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !184, file: !184, line: 479, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !343, entity: !350, file: !181, line: 177)
!350 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !184, file: !184, line: 484, type: !336, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !343, entity: !352, file: !181, line: 178)
!352 = !DISubprogram(name: "vsnprintf", scope: !184, file: !184, line: 382, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!8, !216, !175, !221, !331}
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !343, entity: !356, file: !181, line: 179)
!356 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !184, file: !184, line: 487, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{!8, !221, !221, !331}
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !344, file: !181, line: 185)
!360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !348, file: !181, line: 186)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !350, file: !181, line: 187)
!362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !352, file: !181, line: 188)
!363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !356, file: !181, line: 189)
!364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !365, file: !369, line: 77)
!365 = !DISubprogram(name: "memchr", scope: !366, file: !366, line: 100, type: !367, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!367 = !DISubroutineType(types: !368)
!368 = !{!264, !264, !8, !175}
!369 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstring", directory: "")
!370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !371, file: !369, line: 78)
!371 = !DISubprogram(name: "memcmp", scope: !366, file: !366, line: 64, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!8, !264, !264, !175}
!374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !375, file: !369, line: 79)
!375 = !DISubprogram(name: "memcpy", scope: !366, file: !366, line: 43, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubroutineType(types: !377)
!377 = !{!173, !238, !263, !175}
!378 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !379, file: !369, line: 80)
!379 = !DISubprogram(name: "memmove", scope: !366, file: !366, line: 47, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!173, !173, !264, !175}
!382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !383, file: !369, line: 81)
!383 = !DISubprogram(name: "memset", scope: !366, file: !366, line: 61, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!173, !173, !8, !175}
!386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !387, file: !369, line: 82)
!387 = !DISubprogram(name: "strcat", scope: !366, file: !366, line: 149, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{!51, !216, !221}
!390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !391, file: !369, line: 83)
!391 = !DISubprogram(name: "strcmp", scope: !366, file: !366, line: 156, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !393, file: !369, line: 84)
!393 = !DISubprogram(name: "strcoll", scope: !366, file: !366, line: 163, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !395, file: !369, line: 85)
!395 = !DISubprogram(name: "strcpy", scope: !366, file: !366, line: 141, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !397, file: !369, line: 86)
!397 = !DISubprogram(name: "strcspn", scope: !366, file: !366, line: 293, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!175, !60, !60}
!400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !401, file: !369, line: 87)
!401 = !DISubprogram(name: "strerror", scope: !366, file: !366, line: 419, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!51, !8}
!404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !405, file: !369, line: 88)
!405 = !DISubprogram(name: "strlen", scope: !366, file: !366, line: 407, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!175, !60}
!408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !409, file: !369, line: 89)
!409 = !DISubprogram(name: "strncat", scope: !366, file: !366, line: 152, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!51, !216, !221, !175}
!412 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !413, file: !369, line: 90)
!413 = !DISubprogram(name: "strncmp", scope: !366, file: !366, line: 159, type: !414, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!8, !60, !60, !175}
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !417, file: !369, line: 91)
!417 = !DISubprogram(name: "strncpy", scope: !366, file: !366, line: 144, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !419, file: !369, line: 92)
!419 = !DISubprogram(name: "strspn", scope: !366, file: !366, line: 297, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !421, file: !369, line: 93)
!421 = !DISubprogram(name: "strtok", scope: !366, file: !366, line: 356, type: !388, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !423, file: !369, line: 94)
!423 = !DISubprogram(name: "strxfrm", scope: !366, file: !366, line: 166, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!175, !216, !221, !175}
!426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !427, file: !369, line: 95)
!427 = !DISubprogram(name: "strchr", scope: !366, file: !366, line: 239, type: !428, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!60, !60, !8}
!430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !431, file: !369, line: 96)
!431 = !DISubprogram(name: "strpbrk", scope: !366, file: !366, line: 316, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!60, !60, !60}
!434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !435, file: !369, line: 97)
!435 = !DISubprogram(name: "strrchr", scope: !366, file: !366, line: 266, type: !428, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !125, entity: !437, file: !369, line: 98)
!437 = !DISubprogram(name: "strstr", scope: !366, file: !366, line: 343, type: !432, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !{i32 7, !"Dwarf Version", i32 5}
!439 = !{i32 2, !"Debug Info Version", i32 3}
!440 = !{i32 1, !"wchar_size", i32 4}
!441 = !{i32 7, !"PIC Level", i32 2}
!442 = !{i32 7, !"PIE Level", i32 2}
!443 = !{i32 7, !"uwtable", i32 2}
!444 = !{!"Debian clang version 15.0.6"}
!445 = distinct !DISubprogram(name: "~Registry", linkageName: "_ZN8RegistryD2Ev", scope: !5, file: !3, line: 40, type: !44, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !47, retainedNodes: !446)
!446 = !{!447}
!447 = !DILocalVariable(name: "this", arg: 1, scope: !445, type: !448, flags: DIFlagArtificial | DIFlagObjectPointer)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!449 = !DILocation(line: 0, scope: !445)
!450 = !DILocation(line: 40, column: 53, scope: !451)
!451 = distinct !DILexicalBlock(scope: !445, file: !3, line: 40, column: 15)
!452 = !{!453, !454, i64 0}
!453 = !{!"_ZTS8Registry", !454, i64 0, !457, i64 8}
!454 = !{!"int", !455, i64 0}
!455 = !{!"omnipotent char", !456, i64 0}
!456 = !{!"Simple C++ TBAA"}
!457 = !{!"_ZTS4Vec3", !458, i64 0, !458, i64 8, !458, i64 16}
!458 = !{!"double", !455, i64 0}
!459 = !DILocation(line: 40, column: 17, scope: !451)
!460 = !DILocation(line: 40, column: 61, scope: !445)
!461 = distinct !DISubprogram(name: "~Buffer", linkageName: "_ZN6BufferD2Ev", scope: !48, file: !3, line: 30, type: !72, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !71, retainedNodes: !462)
!462 = !{!463}
!463 = !DILocalVariable(name: "this", arg: 1, scope: !461, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!465 = !DILocation(line: 0, scope: !461)
!466 = !DILocation(line: 30, column: 24, scope: !467)
!467 = distinct !DILexicalBlock(scope: !461, file: !3, line: 30, column: 13)
!468 = !{!469, !470, i64 0}
!469 = !{!"_ZTS6Buffer", !470, i64 0, !454, i64 8}
!470 = !{!"any pointer", !455, i64 0}
!471 = !DILocation(line: 30, column: 15, scope: !467)
!472 = !DILocation(line: 30, column: 36, scope: !467)
!473 = !{!454, !454, i64 0}
!474 = !DILocation(line: 30, column: 40, scope: !461)
!475 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !271, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !476)
!476 = !{!477, !478, !479, !480, !482, !483}
!477 = !DILocalVariable(name: "a", scope: !475, file: !3, line: 47, type: !10)
!478 = !DILocalVariable(name: "b", scope: !475, file: !3, line: 47, type: !10)
!479 = !DILocalVariable(name: "c", scope: !475, file: !3, line: 48, type: !10)
!480 = !DILocalVariable(name: "x", scope: !481, file: !3, line: 52, type: !48)
!481 = distinct !DILexicalBlock(scope: !475, file: !3, line: 51, column: 3)
!482 = !DILocalVariable(name: "y", scope: !481, file: !3, line: 53, type: !48)
!483 = !DILocalVariable(name: "z", scope: !481, file: !3, line: 54, type: !48)
!484 = !DILocation(line: 52, column: 12, scope: !481)
!485 = !DILocation(line: 53, column: 12, scope: !481)
!486 = !DILocation(line: 54, column: 12, scope: !481)
!487 = !DILocation(line: 0, scope: !475)
!488 = !DILocalVariable(name: "this", arg: 1, scope: !489, type: !492, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = distinct !DISubprogram(name: "operator+=", linkageName: "_ZN4Vec3pLERKS_", scope: !10, file: !3, line: 12, type: !33, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !32, retainedNodes: !490)
!490 = !{!488, !491}
!491 = !DILocalVariable(name: "o", arg: 2, scope: !489, file: !3, line: 12, type: !25)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!493 = !DILocation(line: 0, scope: !489, inlinedAt: !494)
!494 = distinct !DILocation(line: 49, column: 5, scope: !475)
!495 = !DILocation(line: 12, column: 44, scope: !489, inlinedAt: !494)
!496 = !{!457, !458, i64 0}
!497 = !DILocation(line: 12, column: 39, scope: !489, inlinedAt: !494)
!498 = !DILocation(line: 12, column: 54, scope: !489, inlinedAt: !494)
!499 = !{!457, !458, i64 8}
!500 = !DILocation(line: 12, column: 49, scope: !489, inlinedAt: !494)
!501 = !DILocation(line: 12, column: 64, scope: !489, inlinedAt: !494)
!502 = !{!457, !458, i64 16}
!503 = !DILocation(line: 12, column: 59, scope: !489, inlinedAt: !494)
!504 = !DILocation(line: 50, column: 3, scope: !475)
!505 = !DILocalVariable(name: "this", arg: 1, scope: !506, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!506 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2EPKc", scope: !48, file: !3, line: 23, type: !57, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !56, retainedNodes: !507)
!507 = !{!505, !508}
!508 = !DILocalVariable(name: "s", arg: 2, scope: !506, file: !3, line: 23, type: !60)
!509 = !DILocation(line: 0, scope: !506, inlinedAt: !510)
!510 = distinct !DILocation(line: 52, column: 12, scope: !481)
!511 = !DILocation(line: 0, scope: !481)
!512 = !DILocation(line: 24, column: 13, scope: !513, inlinedAt: !510)
!513 = distinct !DILexicalBlock(scope: !506, file: !3, line: 23, column: 57)
!514 = !DILocation(line: 25, column: 5, scope: !513, inlinedAt: !510)
!515 = !DILocation(line: 26, column: 10, scope: !513, inlinedAt: !510)
!516 = !DILocalVariable(name: "this", arg: 1, scope: !517, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!517 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2ERKS_", scope: !48, file: !3, line: 28, type: !63, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !62, retainedNodes: !518)
!518 = !{!516, !519}
!519 = !DILocalVariable(name: "o", arg: 2, scope: !517, file: !3, line: 28, type: !65)
!520 = !DILocation(line: 0, scope: !517, inlinedAt: !521)
!521 = distinct !DILocation(line: 53, column: 12, scope: !481)
!522 = !DILocation(line: 0, scope: !506, inlinedAt: !523)
!523 = distinct !DILocation(line: 28, column: 29, scope: !517, inlinedAt: !521)
!524 = !DILocation(line: 23, column: 41, scope: !506, inlinedAt: !523)
!525 = !DILocalVariable(name: "this", arg: 1, scope: !526, type: !464, flags: DIFlagArtificial | DIFlagObjectPointer)
!526 = distinct !DISubprogram(name: "Buffer", linkageName: "_ZN6BufferC2EOS_", scope: !48, file: !3, line: 29, type: !68, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !67, retainedNodes: !527)
!527 = !{!525, !528}
!528 = !DILocalVariable(name: "o", arg: 2, scope: !526, file: !3, line: 29, type: !70)
!529 = !DILocation(line: 0, scope: !526, inlinedAt: !530)
!530 = distinct !DILocation(line: 54, column: 12, scope: !481)
!531 = !DILocation(line: 29, column: 100, scope: !532, inlinedAt: !530)
!532 = distinct !DILexicalBlock(scope: !526, file: !3, line: 29, column: 62)
!533 = !DILocation(line: 55, column: 5, scope: !481)
!534 = !DILocation(line: 0, scope: !461, inlinedAt: !535)
!535 = distinct !DILocation(line: 56, column: 3, scope: !475)
!536 = !DILocation(line: 30, column: 36, scope: !467, inlinedAt: !535)
!537 = !DILocation(line: 0, scope: !461, inlinedAt: !538)
!538 = distinct !DILocation(line: 56, column: 3, scope: !475)
!539 = !DILocation(line: 30, column: 36, scope: !467, inlinedAt: !538)
!540 = !DILocation(line: 0, scope: !461, inlinedAt: !541)
!541 = distinct !DILocation(line: 56, column: 3, scope: !475)
!542 = !DILocation(line: 30, column: 15, scope: !467, inlinedAt: !541)
!543 = !DILocation(line: 30, column: 36, scope: !467, inlinedAt: !541)
!544 = !DILocation(line: 57, column: 17, scope: !475)
!545 = !DILocalVariable(name: "this", arg: 1, scope: !546, type: !548, flags: DIFlagArtificial | DIFlagObjectPointer)
!546 = distinct !DISubprogram(name: "c_str", linkageName: "_ZNK6Buffer5c_strEv", scope: !48, file: !3, line: 32, type: !79, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !78, retainedNodes: !547)
!547 = !{!545}
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!549 = !DILocation(line: 0, scope: !546, inlinedAt: !550)
!550 = distinct !DILocation(line: 58, column: 50, scope: !475)
!551 = !DILocation(line: 32, column: 38, scope: !546, inlinedAt: !550)
!552 = !DILocation(line: 58, column: 3, scope: !475)
!553 = !DILocation(line: 59, column: 3, scope: !475)
!554 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_globalctor.cpp", scope: !333, file: !333, type: !555, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !556)
!555 = !DISubroutineType(types: !556)
!556 = !{}
!557 = !DILocalVariable(name: "this", arg: 1, scope: !558, type: !448, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = distinct !DISubprogram(name: "Registry", linkageName: "_ZN8RegistryC2Ev", scope: !5, file: !3, line: 39, type: !44, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !43, retainedNodes: !559)
!559 = !{!557}
!560 = !DILocation(line: 0, scope: !558, inlinedAt: !561)
!561 = distinct !DILocation(line: 43, column: 10, scope: !562, inlinedAt: !566)
!562 = !DILexicalBlockFile(scope: !563, file: !3, discriminator: 0)
!563 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !333, file: !333, type: !564, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !556)
!564 = !DISubroutineType(types: !565)
!565 = !{null}
!566 = distinct !DILocation(line: 0, scope: !554)
!567 = !DILocation(line: 39, column: 16, scope: !558, inlinedAt: !561)
!568 = !DILocalVariable(name: "this", arg: 1, scope: !569, type: !492, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = distinct !DISubprogram(name: "Vec3", linkageName: "_ZN4Vec3C2Eddd", scope: !10, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !570)
!570 = !{!568, !571, !572, !573}
!571 = !DILocalVariable(name: "x", arg: 2, scope: !569, file: !3, line: 8, type: !13)
!572 = !DILocalVariable(name: "y", arg: 3, scope: !569, file: !3, line: 8, type: !13)
!573 = !DILocalVariable(name: "z", arg: 4, scope: !569, file: !3, line: 8, type: !13)
!574 = !DILocation(line: 0, scope: !569, inlinedAt: !575)
!575 = distinct !DILocation(line: 39, column: 26, scope: !558, inlinedAt: !561)
!576 = !DILocation(line: 8, column: 52, scope: !569, inlinedAt: !575)
!577 = !{!458, !458, i64 0}
!578 = !DILocation(line: 8, column: 64, scope: !569, inlinedAt: !575)
!579 = !DILocation(line: 39, column: 44, scope: !580, inlinedAt: !561)
!580 = distinct !DILexicalBlock(scope: !558, file: !3, line: 39, column: 42)
!581 = !DILocation(line: 0, scope: !563, inlinedAt: !566)
!582 = !DILocation(line: 0, scope: !506, inlinedAt: !583)
!583 = distinct !DILocation(line: 44, column: 8, scope: !584, inlinedAt: !586)
!584 = !DILexicalBlockFile(scope: !585, file: !3, discriminator: 0)
!585 = distinct !DISubprogram(name: "__cxx_global_var_init.1", scope: !333, file: !333, type: !564, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !556)
!586 = distinct !DILocation(line: 0, scope: !554)
!587 = !DILocation(line: 23, column: 36, scope: !506, inlinedAt: !583)
!588 = !{!469, !454, i64 8}
!589 = !DILocation(line: 24, column: 13, scope: !513, inlinedAt: !583)
!590 = !DILocation(line: 24, column: 11, scope: !513, inlinedAt: !583)
!591 = !DILocation(line: 25, column: 5, scope: !513, inlinedAt: !583)
!592 = !DILocation(line: 26, column: 10, scope: !513, inlinedAt: !583)
!593 = !DILocation(line: 0, scope: !585, inlinedAt: !586)
