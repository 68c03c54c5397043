source_filename = "rust_nomain.2c5c6789ca4c38e4-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5b35a48f97e4c2cd879d81ec877f95ca = private unnamed_addr constant [19 x i8] c"total=%.6f neg=%d\0A\00", align 1
@alloc_f87c7406c9b0efd27afa848bdcfe1e74 = private unnamed_addr constant [21 x i8] c"sumsq=%llu acc=%.6f\0A\00", align 1

define dso_local noundef i32 @main(i32 noundef %_argc, ptr noundef readnone captures(none) %_argv) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !8 {
_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2e2ac3aed7a14179E.exit.i.2:
    #dbg_value(i32 %_argc, !19, !DIExpression(), !100)
    #dbg_value(ptr %_argv, !20, !DIExpression(), !100)
    #dbg_value(i64 0, !21, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !101)
    #dbg_value(double 1.000000e+00, !21, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !101)
    #dbg_value(i64 1, !21, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !101)
    #dbg_value(double 2.000000e+00, !21, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !101)
    #dbg_value(double 3.500000e+00, !21, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !101)
    #dbg_value(i64 2, !21, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !101)
    #dbg_value(double 0x4024487ED5110B46, !45, !DIExpression(), !102)
    #dbg_value(i32 4, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !103)
    #dbg_value(i32 8, !47, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !103)
    #dbg_value(i32 -15, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !103)
    #dbg_value(i32 16, !47, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !103)
    #dbg_value(i32 23, !47, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !103)
    #dbg_value(i32 -42, !47, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !103)
    #dbg_value(i32 2, !52, !DIExpression(), !104)
    #dbg_value(double 0.000000e+00, !57, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !105)
    #dbg_value(double 0x3FE6282FD3219B23, !57, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !105)
    #dbg_value(double 0x3FED5AA9C28C378C, !57, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !105)
    #dbg_value(double 0x3FEFF5BBA7F1B6B7, !57, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !105)
    #dbg_value(double 0x3FEE83A7150703E6, !57, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !105)
    #dbg_value(double 0x3FE8C1695E4CE4D2, !57, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !105)
    #dbg_value(double 0x3FD80ACDDA96A5CD, !57, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !105)
    #dbg_value(double 0x3FE2F3DF49021B6D, !57, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !105)
    #dbg_value(double 0x401536DD7CE81C0F, !98, !DIExpression(), !106)
  %_38 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5b35a48f97e4c2cd879d81ec877f95ca, double noundef 0x4024487ED5110B46, i32 noundef 2) #1, !dbg !107
  %_41 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_f87c7406c9b0efd27afa848bdcfe1e74, i64 noundef 385, double noundef 0x401536DD7CE81C0F) #1, !dbg !108
  ret i32 0, !dbg !109
}

define dso_local noundef i64 @rn_sum_squares(i32 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !110 {
bb35.i.i:
    #dbg_value(ptr poison, !116, !DIExpression(), !182)
    #dbg_value(ptr poison, !189, !DIExpression(), !244)
    #dbg_value(i32 %n, !115, !DIExpression(), !245)
    #dbg_value(i64 0, !222, !DIExpression(), !246)
    #dbg_declare(ptr poison, !223, !DIExpression(), !247)
  %end = zext i32 %n to i64, !dbg !248
    #dbg_value(i64 1, !242, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !249)
    #dbg_value(i64 1, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !250)
    #dbg_value(i64 1, !221, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !246)
    #dbg_value(i64 1, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !251)
    #dbg_value(i64 %end, !242, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !249)
    #dbg_value(i64 %end, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !250)
    #dbg_value(i64 %end, !221, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !246)
    #dbg_value(i64 %end, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !251)
    #dbg_value(i8 0, !242, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !249)
    #dbg_value(i8 0, !232, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !250)
    #dbg_value(i8 0, !221, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !246)
    #dbg_value(i8 0, !201, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !251)
    #dbg_value(i64 0, !202, !DIExpression(), !251)
    #dbg_value(i64 0, !190, !DIExpression(), !244)
    #dbg_declare(ptr poison, !203, !DIExpression(), !252)
    #dbg_declare(ptr poison, !191, !DIExpression(), !253)
    #dbg_value(ptr undef, !189, !DIExpression(), !244)
    #dbg_value(ptr undef, !116, !DIExpression(), !182)
    #dbg_value(i64 0, !163, !DIExpression(), !182)
    #dbg_declare(ptr poison, !164, !DIExpression(), !254)
  switch i32 %n, label %bb14.thread.i.i [
    i32 0, label %_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit
    i32 1, label %bb16.i.i
  ], !dbg !255

bb14.thread.i.i:
    #dbg_value(i64 poison, !165, !DIExpression(), !256)
    #dbg_value(i64 poison, !257, !DIExpression(), !268)
    #dbg_value(i64 poison, !266, !DIExpression(), !268)
    #dbg_value(i64 poison, !270, !DIExpression(), !282)
    #dbg_value(i64 poison, !279, !DIExpression(), !282)
    #dbg_value(ptr poison, !284, !DIExpression(), !291)
    #dbg_value(i64 poison, !290, !DIExpression(), !291)
    #dbg_value(ptr poison, !293, !DIExpression(), !301)
    #dbg_value(i64 poison, !299, !DIExpression(), !301)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !301)
  %0 = add nsw i64 %end, -2, !dbg !303
  %1 = shl nuw nsw i64 %0, 2, !dbg !303
  %2 = or disjoint i64 %1, 1, !dbg !303
  %3 = zext nneg i64 %0 to i65, !dbg !303
  %4 = add nsw i64 %end, -3, !dbg !303
  %5 = zext i64 %4 to i65, !dbg !303
  %6 = mul i65 %3, %5, !dbg !303
  %7 = lshr i65 %6, 1, !dbg !303
  %8 = trunc nuw i65 %7 to i64, !dbg !303
  %9 = mul i64 %8, 5, !dbg !303
  %10 = add i64 %2, %9, !dbg !303
  %11 = add nsw i64 %end, -4, !dbg !303
  %12 = zext i64 %11 to i65, !dbg !303
  %13 = mul i65 %6, %12, !dbg !303
  %14 = lshr i65 %13, 1, !dbg !303
  %15 = trunc nuw i65 %14 to i64, !dbg !303
  %16 = mul i64 %15, 6148914691236517206, !dbg !303
  %17 = add i64 %10, %16, !dbg !303
  br label %bb16.i.i, !dbg !304

bb16.i.i:
  %accum.sroa.0.0.lcssa27.i.i = phi i64 [ %17, %bb14.thread.i.i ], [ 0, %bb35.i.i ]
    #dbg_value(i64 %accum.sroa.0.0.lcssa27.i.i, !257, !DIExpression(), !305)
    #dbg_value(i64 poison, !266, !DIExpression(), !305)
    #dbg_value(i64 %accum.sroa.0.0.lcssa27.i.i, !270, !DIExpression(), !307)
    #dbg_value(i64 poison, !279, !DIExpression(), !307)
    #dbg_value(ptr poison, !284, !DIExpression(), !309)
    #dbg_value(i64 poison, !290, !DIExpression(), !309)
  %_0.i.i.i17.i.i = mul nuw i64 %end, %end, !dbg !311
    #dbg_value(ptr poison, !293, !DIExpression(), !312)
    #dbg_value(i64 %accum.sroa.0.0.lcssa27.i.i, !299, !DIExpression(), !312)
    #dbg_value(i64 %_0.i.i.i17.i.i, !300, !DIExpression(), !312)
  %_4.0.i.i.i18.i.i = add i64 %accum.sroa.0.0.lcssa27.i.i, %_0.i.i.i17.i.i, !dbg !314
    #dbg_value(i64 %_4.0.i.i.i18.i.i, !165, !DIExpression(), !256)
  br label %_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit, !dbg !315

_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit:
  %_0.sroa.0.0.i.i = phi i64 [ 0, %bb35.i.i ], [ %_4.0.i.i.i18.i.i, %bb16.i.i ], !dbg !182
  ret i64 %_0.sroa.0.0.i.i, !dbg !316
}

declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) unnamed_addr #0

attributes #0 = { nofree nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}
!llvm.dbg.cu = !{!6}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!6 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !7, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "rust_nomain.rs/@/rust_nomain.2c5c6789ca4c38e4-cgu.0", directory: "/irfix/corpus/src")
!8 = distinct !DISubprogram(name: "main", scope: !9, file: !10, line: 36, type: !11, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !17, retainedNodes: !18)
!9 = !DINamespace(name: "rust_nomain", scope: null)
!10 = !DIFile(filename: "rust_nomain.rs", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "d74e70879f078cee08c5e8d297e47e56")
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const *const i8", baseType: !15, size: 64, align: 64, dwarfAddressSpace: 0)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i8", baseType: !16, size: 64, align: 64, dwarfAddressSpace: 0)
!16 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_signed)
!17 = !{}
!18 = !{!19, !20, !21, !45, !47, !52, !54, !57, !62, !95, !97, !98}
!19 = !DILocalVariable(name: "_argc", arg: 1, scope: !8, file: !10, line: 36, type: !13)
!20 = !DILocalVariable(name: "_argv", arg: 2, scope: !8, file: !10, line: 36, type: !14)
!21 = !DILocalVariable(name: "shapes", scope: !22, file: !10, line: 37, type: !23, align: 64)
!22 = distinct !DILexicalBlock(scope: !8, file: !10, line: 37, column: 5)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 576, align: 64, elements: !43)
!24 = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !9, file: !25, size: 192, align: 64, flags: DIFlagPrivate, elements: !26, templateParams: !17, identifier: "9f42ff6e5d58b037c0fb34f4567951a2")
!25 = !DIFile(filename: "<unknown>", directory: "")
!26 = !{!27}
!27 = !DICompositeType(tag: DW_TAG_variant_part, scope: !24, file: !25, size: 192, align: 64, elements: !28, templateParams: !17, identifier: "4c596079ee80c33eb5bfe43deb2ec28c", discriminator: !41)
!28 = !{!29, !34, !39}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "Circle", scope: !27, file: !25, baseType: !30, size: 192, align: 64, extraData: i64 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !24, file: !25, size: 192, align: 64, flags: DIFlagPrivate, elements: !31, templateParams: !17, identifier: "239d082edd1b5d935c22ed6a6b8bfbea")
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !30, file: !25, baseType: !33, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!33 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "Rect", scope: !27, file: !25, baseType: !35, size: 192, align: 64, extraData: i64 1)
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !24, file: !25, size: 192, align: 64, flags: DIFlagPrivate, elements: !36, templateParams: !17, identifier: "90334dcae17a21a0d610c50ae50e6780")
!36 = !{!37, !38}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !35, file: !25, baseType: !33, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !35, file: !25, baseType: !33, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "Empty", scope: !27, file: !25, baseType: !40, size: 192, align: 64, extraData: i64 2)
!40 = !DICompositeType(tag: DW_TAG_structure_type, name: "Empty", scope: !24, file: !25, size: 192, align: 64, flags: DIFlagPrivate, elements: !17, identifier: "9bfd888ae83523f6aa316c6a082e4984")
!41 = !DIDerivedType(tag: DW_TAG_member, scope: !24, file: !25, baseType: !42, size: 64, align: 64, flags: DIFlagArtificial)
!42 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!43 = !{!44}
!44 = !DISubrange(count: 3, lowerBound: 0)
!45 = !DILocalVariable(name: "total", scope: !46, file: !10, line: 38, type: !33, align: 64)
!46 = distinct !DILexicalBlock(scope: !22, file: !10, line: 38, column: 5)
!47 = !DILocalVariable(name: "data", scope: !48, file: !10, line: 39, type: !49, align: 32)
!48 = distinct !DILexicalBlock(scope: !46, file: !10, line: 39, column: 5)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 6, lowerBound: 0)
!52 = !DILocalVariable(name: "neg", scope: !53, file: !10, line: 40, type: !13, align: 32)
!53 = distinct !DILexicalBlock(scope: !48, file: !10, line: 40, column: 5)
!54 = !DILocalVariable(name: "i", scope: !55, file: !10, line: 41, type: !56, align: 64)
!55 = distinct !DILexicalBlock(scope: !48, file: !10, line: 41, column: 9)
!56 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "acc", scope: !58, file: !10, line: 44, type: !59, align: 64)
!58 = distinct !DILexicalBlock(scope: !53, file: !10, line: 44, column: 5)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 512, align: 64, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 8, lowerBound: 0)
!62 = !DILocalVariable(name: "iter", scope: !63, file: !10, line: 45, type: !64, align: 64)
!63 = distinct !DILexicalBlock(scope: !58, file: !10, line: 45, column: 5)
!64 = !DICompositeType(tag: DW_TAG_structure_type, name: "Enumerate<core::slice::iter::IterMut<f64>>", scope: !65, file: !25, size: 192, align: 64, flags: DIFlagPublic, elements: !69, templateParams: !93, identifier: "fe724ccaf3d96d8e80db2d282cd3a838")
!65 = !DINamespace(name: "enumerate", scope: !66)
!66 = !DINamespace(name: "adapters", scope: !67)
!67 = !DINamespace(name: "iter", scope: !68)
!68 = !DINamespace(name: "core", scope: null)
!69 = !{!70, !92}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !64, file: !25, baseType: !71, size: 128, align: 64, flags: DIFlagPrivate)
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "IterMut<f64>", scope: !72, file: !25, size: 128, align: 64, flags: DIFlagPublic, elements: !74, templateParams: !82, identifier: "99ce3aefc61bf6059503da387745b64a")
!72 = !DINamespace(name: "iter", scope: !73)
!73 = !DINamespace(name: "slice", scope: !68)
!74 = !{!75, !84, !86}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !71, file: !25, baseType: !76, size: 64, align: 64, flags: DIFlagPrivate)
!76 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !77, file: !25, size: 64, align: 64, flags: DIFlagPublic, elements: !79, templateParams: !82, identifier: "1ecac679bc3ea27f618623550abeeec7")
!77 = !DINamespace(name: "non_null", scope: !78)
!78 = !DINamespace(name: "ptr", scope: !68)
!79 = !{!80}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !76, file: !25, baseType: !81, size: 64, align: 64, flags: DIFlagPrivate)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!82 = !{!83}
!83 = !DITemplateTypeParameter(name: "T", type: !33)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !71, file: !25, baseType: !85, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !71, file: !25, baseType: !87, align: 8, offset: 128, flags: DIFlagPrivate)
!87 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut f64>", scope: !88, file: !25, align: 8, flags: DIFlagPublic, elements: !17, templateParams: !89, identifier: "976de26c2f4e7f5012e45ce572a57140")
!88 = !DINamespace(name: "marker", scope: !68)
!89 = !{!90}
!90 = !DITemplateTypeParameter(name: "T", type: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut f64", baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !64, file: !25, baseType: !56, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!93 = !{!94}
!94 = !DITemplateTypeParameter(name: "I", type: !71)
!95 = !DILocalVariable(name: "i", scope: !96, file: !10, line: 45, type: !56, align: 64)
!96 = distinct !DILexicalBlock(scope: !63, file: !10, line: 45, column: 5)
!97 = !DILocalVariable(name: "a", scope: !96, file: !10, line: 45, type: !91, align: 64)
!98 = !DILocalVariable(name: "s", scope: !99, file: !10, line: 48, type: !33, align: 64)
!99 = distinct !DILexicalBlock(scope: !58, file: !10, line: 48, column: 5)
!100 = !DILocation(line: 0, scope: !8)
!101 = !DILocation(line: 0, scope: !22)
!102 = !DILocation(line: 0, scope: !46)
!103 = !DILocation(line: 0, scope: !48)
!104 = !DILocation(line: 0, scope: !53)
!105 = !DILocation(line: 0, scope: !58)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 50, column: 9, scope: !99)
!108 = !DILocation(line: 51, column: 9, scope: !99)
!109 = !DILocation(line: 54, column: 2, scope: !8)
!110 = distinct !DISubprogram(name: "rn_sum_squares", scope: !9, file: !10, line: 27, type: !111, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !17, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!42, !113}
!113 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!114 = !{!115}
!115 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !10, line: 27, type: !113)
!116 = !DILocalVariable(name: "self", arg: 1, scope: !117, file: !120, line: 1180, type: !130)
!117 = distinct !DISubprogram(name: "spec_try_fold<u64, u64, core::ops::try_trait::{impl#2}::wrap_mut_2::{closure_env#0}<u64, u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>, core::ops::try_trait::NeverShortCircuit<u64>>", linkageName: "_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h3b817ab4213eb9f4E", scope: !118, file: !120, line: 1180, type: !121, scopeLine: 1180, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !158, retainedNodes: !162)
!118 = !DINamespace(name: "{impl#14}", scope: !119)
!119 = !DINamespace(name: "range", scope: !67)
!120 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !130, !42, !140}
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "NeverShortCircuit<u64>", scope: !124, file: !25, size: 64, align: 64, flags: DIFlagProtected, elements: !126, templateParams: !128, identifier: "85a73c5a502bc5a14b178241cdec3040")
!124 = !DINamespace(name: "try_trait", scope: !125)
!125 = !DINamespace(name: "ops", scope: !68)
!126 = !{!127}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !123, file: !25, baseType: !42, size: 64, align: 64, flags: DIFlagPublic)
!128 = !{!129}
!129 = !DITemplateTypeParameter(name: "T", type: !42)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::RangeInclusive<u64>", baseType: !131, size: 64, align: 64, dwarfAddressSpace: 0)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "RangeInclusive<u64>", scope: !132, file: !25, size: 192, align: 64, flags: DIFlagPublic, elements: !133, templateParams: !138, identifier: "2209ca21d6a6c4c1accd884134ffe03e")
!132 = !DINamespace(name: "range", scope: !125)
!133 = !{!134, !135, !136}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !131, file: !25, baseType: !42, size: 64, align: 64, flags: DIFlagProtected)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !131, file: !25, baseType: !42, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "exhausted", scope: !131, file: !25, baseType: !137, size: 8, align: 8, offset: 128, flags: DIFlagProtected)
!137 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!138 = !{!139}
!139 = !DITemplateTypeParameter(name: "Idx", type: !42)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>", scope: !141, file: !25, align: 8, elements: !143, templateParams: !17, identifier: "f1f2c5396e46fab1143f86da878d8f32")
!141 = !DINamespace(name: "wrap_mut_2", scope: !142)
!142 = !DINamespace(name: "{impl#2}", scope: !124)
!143 = !{!144}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !140, file: !25, baseType: !145, align: 8)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>", scope: !146, file: !25, align: 8, elements: !148, templateParams: !17, identifier: "55568b2efdd8000e74201fc7a1cab6de")
!146 = !DINamespace(name: "map_fold", scope: !147)
!147 = !DINamespace(name: "map", scope: !66)
!148 = !{!149, !155}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !145, file: !25, baseType: !150, align: 8)
!150 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>", scope: !151, file: !25, align: 8, elements: !17, identifier: "5b57a29c3942afb2b5023aa012e65283")
!151 = !DINamespace(name: "sum", scope: !152)
!152 = !DINamespace(name: "{impl#40}", scope: !153)
!153 = !DINamespace(name: "accum", scope: !154)
!154 = !DINamespace(name: "traits", scope: !67)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !145, file: !25, baseType: !156, align: 8)
!156 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !157, file: !25, align: 8, elements: !17, identifier: "bdf087f7c492a9573224e8838721be93")
!157 = !DINamespace(name: "rn_sum_squares", scope: !9)
!158 = !{!129, !159, !160, !161}
!159 = !DITemplateTypeParameter(name: "B", type: !42)
!160 = !DITemplateTypeParameter(name: "F", type: !140)
!161 = !DITemplateTypeParameter(name: "R", type: !123)
!162 = !{!116, !163, !164, !165, !167, !169, !171, !176, !178, !180}
!163 = !DILocalVariable(name: "init", arg: 2, scope: !117, file: !120, line: 1180, type: !42)
!164 = !DILocalVariable(name: "f", arg: 3, scope: !117, file: !120, line: 1180, type: !140)
!165 = !DILocalVariable(name: "accum", scope: !166, file: !120, line: 1190, type: !42, align: 64)
!166 = distinct !DILexicalBlock(scope: !117, file: !120, line: 1190, column: 9)
!167 = !DILocalVariable(name: "n", scope: !168, file: !120, line: 1194, type: !42, align: 64)
!168 = distinct !DILexicalBlock(scope: !166, file: !120, line: 1194, column: 13)
!169 = !DILocalVariable(name: "n", scope: !170, file: !120, line: 1195, type: !42, align: 64)
!170 = distinct !DILexicalBlock(scope: !168, file: !120, line: 1195, column: 13)
!171 = !DILocalVariable(name: "residual", scope: !172, file: !120, line: 1196, type: !173, align: 8)
!172 = distinct !DILexicalBlock(scope: !170, file: !120, line: 1196, column: 32)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "NeverShortCircuitResidual", scope: !124, file: !25, align: 8, flags: DIFlagProtected, elements: !174, templateParams: !17, identifier: "abbe0761a27d51cb1edab55a5fe276c0")
!174 = !{!175}
!175 = !DICompositeType(tag: DW_TAG_variant_part, scope: !173, file: !25, align: 8, elements: !17, identifier: "9a87d0a80365b4fda8801b9233c9e7c2")
!176 = !DILocalVariable(name: "val", scope: !177, file: !120, line: 1196, type: !42, align: 64)
!177 = distinct !DILexicalBlock(scope: !170, file: !120, line: 1196, column: 32)
!178 = !DILocalVariable(name: "residual", scope: !179, file: !120, line: 1202, type: !173, align: 8)
!179 = distinct !DILexicalBlock(scope: !166, file: !120, line: 1202, column: 41)
!180 = !DILocalVariable(name: "val", scope: !181, file: !120, line: 1202, type: !42, align: 64)
!181 = distinct !DILexicalBlock(scope: !166, file: !120, line: 1202, column: 41)
!182 = !DILocation(line: 0, scope: !117, inlinedAt: !183)
!183 = distinct !DILocation(line: 1320, column: 14, scope: !184, inlinedAt: !192)
!184 = distinct !DISubprogram(name: "try_fold<u64, u64, core::ops::try_trait::{impl#2}::wrap_mut_2::{closure_env#0}<u64, u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>, core::ops::try_trait::NeverShortCircuit<u64>>", linkageName: "_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$8try_fold17h6f61fc969f4d8357E", scope: !185, file: !120, line: 1314, type: !121, scopeLine: 1314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !186, retainedNodes: !188)
!185 = !DINamespace(name: "{impl#15}", scope: !119)
!186 = !{!187, !159, !160, !161}
!187 = !DITemplateTypeParameter(name: "A", type: !42)
!188 = !{!189, !190, !191}
!189 = !DILocalVariable(name: "self", arg: 1, scope: !184, file: !120, line: 1314, type: !130)
!190 = !DILocalVariable(name: "init", arg: 2, scope: !184, file: !120, line: 1314, type: !42)
!191 = !DILocalVariable(name: "f", arg: 3, scope: !184, file: !120, line: 1314, type: !140)
!192 = distinct !DILocation(line: 380, column: 18, scope: !193, inlinedAt: !204)
!193 = distinct !DISubprogram(name: "fold<u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>", linkageName: "_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE", scope: !185, file: !194, line: 374, type: !195, scopeLine: 374, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !197, retainedNodes: !200)
!194 = !DIFile(filename: "library/core/src/iter/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "20d83cc3e02b8a8debc301b85898f940")
!195 = !DISubroutineType(types: !196)
!196 = !{!42, !131, !42, !145}
!197 = !{!187, !198, !199}
!198 = !DITemplateTypeParameter(name: "AAA", type: !42)
!199 = !DITemplateTypeParameter(name: "FFF", type: !145)
!200 = !{!201, !202, !203}
!201 = !DILocalVariable(name: "self", arg: 1, scope: !193, file: !194, line: 374, type: !131)
!202 = !DILocalVariable(name: "init", arg: 2, scope: !193, file: !194, line: 374, type: !42)
!203 = !DILocalVariable(name: "fold", arg: 3, scope: !193, file: !194, line: 374, type: !145)
!204 = distinct !DILocation(line: 128, column: 19, scope: !205, inlinedAt: !224)
!205 = distinct !DISubprogram(name: "fold<u64, core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}, u64, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h401a62ad420bdfb5E", scope: !206, file: !207, line: 124, type: !208, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !217, retainedNodes: !220)
!206 = !DINamespace(name: "{impl#2}", scope: !147)
!207 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!208 = !DISubroutineType(types: !209)
!209 = !{!42, !210, !42, !150}
!210 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>", scope: !147, file: !25, size: 192, align: 64, flags: DIFlagPublic, elements: !211, templateParams: !214, identifier: "5976ac66fa91d8fc4e9bd2345dcb5699")
!211 = !{!212, !213}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !210, file: !25, baseType: !131, size: 192, align: 64, flags: DIFlagProtected)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !210, file: !25, baseType: !156, align: 8, offset: 192, flags: DIFlagPrivate)
!214 = !{!215, !216}
!215 = !DITemplateTypeParameter(name: "I", type: !131)
!216 = !DITemplateTypeParameter(name: "F", type: !156)
!217 = !{!159, !215, !216, !218, !219}
!218 = !DITemplateTypeParameter(name: "Acc", type: !42)
!219 = !DITemplateTypeParameter(name: "G", type: !150)
!220 = !{!221, !221, !222, !223}
!221 = !DILocalVariable(name: "self", scope: !205, file: !207, line: 124, type: !210, align: 64)
!222 = !DILocalVariable(name: "init", scope: !205, file: !207, line: 124, type: !42, align: 64)
!223 = !DILocalVariable(name: "g", scope: !205, file: !207, line: 124, type: !150, align: 8)
!224 = !DILocation(line: 50, column: 22, scope: !225, inlinedAt: !233)
!225 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>", linkageName: "_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he94a30c54d58bfe8E", scope: !152, file: !226, line: 49, type: !227, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !229, retainedNodes: !231)
!226 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!227 = !DISubroutineType(types: !228)
!228 = !{!42, !210}
!229 = !{!230}
!230 = !DITemplateTypeParameter(name: "I", type: !210)
!231 = !{!232, !232}
!232 = !DILocalVariable(name: "iter", scope: !225, file: !226, line: 49, type: !210, align: 64)
!233 = !DILocation(line: 3658, column: 9, scope: !234, inlinedAt: !243)
!234 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>, u64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h27ffb72a2f7dbac6E", scope: !235, file: !237, line: 3653, type: !227, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !238, retainedNodes: !241)
!235 = !DINamespace(name: "Iterator", scope: !236)
!236 = !DINamespace(name: "iterator", scope: !154)
!237 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!238 = !{!239, !240}
!239 = !DITemplateTypeParameter(name: "Self", type: !210)
!240 = !DITemplateTypeParameter(name: "S", type: !42)
!241 = !{!242, !242}
!242 = !DILocalVariable(name: "self", scope: !234, file: !237, line: 3653, type: !210, align: 64)
!243 = !DILocation(line: 28, column: 35, scope: !110)
!244 = !DILocation(line: 0, scope: !184, inlinedAt: !192)
!245 = !DILocation(line: 0, scope: !110)
!246 = !DILocation(line: 0, scope: !205, inlinedAt: !224)
!247 = !DILocation(line: 124, column: 38, scope: !205, inlinedAt: !224)
!248 = !DILocation(line: 28, column: 10, scope: !110)
!249 = !DILocation(line: 0, scope: !234, inlinedAt: !243)
!250 = !DILocation(line: 0, scope: !225, inlinedAt: !233)
!251 = !DILocation(line: 0, scope: !193, inlinedAt: !204)
!252 = !DILocation(line: 374, column: 49, scope: !193, inlinedAt: !204)
!253 = !DILocation(line: 1314, column: 46, scope: !184, inlinedAt: !192)
!254 = !DILocation(line: 1180, column: 51, scope: !117, inlinedAt: !183)
!255 = !DILocation(line: 1186, column: 12, scope: !117, inlinedAt: !183)
!256 = !DILocation(line: 0, scope: !166, inlinedAt: !183)
!257 = !DILocalVariable(name: "a", arg: 2, scope: !258, file: !259, line: 436, type: !42)
!258 = distinct !DISubprogram(name: "{closure#0}<u64, u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>", linkageName: "_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17hf329a9667454ae43E", scope: !141, file: !259, line: 436, type: !260, scopeLine: 436, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !263, retainedNodes: !265)
!259 = !DIFile(filename: "library/core/src/ops/try_trait.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "335edf7dc4f730de066f28da87d0a7cf")
!260 = !DISubroutineType(types: !261)
!261 = !{!123, !262, !42, !42}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::try_trait::{impl#2}::wrap_mut_2::{closure_env#0}<u64, u64, u64, core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>>", baseType: !140, size: 64, align: 64, dwarfAddressSpace: 0)
!263 = !{!129, !187, !159, !264}
!264 = !DITemplateTypeParameter(name: "impl FnMut(A, B) -> T", type: !145)
!265 = !{!257, !266, !267}
!266 = !DILocalVariable(name: "b", arg: 3, scope: !258, file: !259, line: 436, type: !42)
!267 = !DILocalVariable(name: "f", scope: !258, file: !259, line: 435, type: !145, align: 8)
!268 = !DILocation(line: 0, scope: !258, inlinedAt: !269)
!269 = distinct !DILocation(line: 1196, column: 21, scope: !170, inlinedAt: !183)
!270 = !DILocalVariable(name: "acc", arg: 2, scope: !271, file: !207, line: 88, type: !42)
!271 = distinct !DISubprogram(name: "{closure#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hde648b8bce89474eE", scope: !146, file: !207, line: 88, type: !272, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !275, retainedNodes: !278)
!272 = !DISubroutineType(types: !273)
!273 = !{!42, !274, !42, !42}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<u64, u64, u64, rust_nomain::rn_sum_squares::{closure_env#0}, core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>>", baseType: !145, size: 64, align: 64, dwarfAddressSpace: 0)
!275 = !{!129, !159, !218, !276, !277}
!276 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !156)
!277 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !150)
!278 = !{!270, !279, !280, !281}
!279 = !DILocalVariable(name: "elt", arg: 3, scope: !271, file: !207, line: 88, type: !42)
!280 = !DILocalVariable(name: "g", scope: !271, file: !207, line: 86, type: !150, align: 8)
!281 = !DILocalVariable(name: "f", scope: !271, file: !207, line: 85, type: !156, align: 8)
!282 = !DILocation(line: 0, scope: !271, inlinedAt: !283)
!283 = distinct !DILocation(line: 436, column: 39, scope: !258, inlinedAt: !269)
!284 = !DILocalVariable(arg: 1, scope: !285, file: !10, line: 28, type: !288)
!285 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN11rust_nomain14rn_sum_squares28_$u7b$$u7b$closure$u7d$$u7d$17h2b7ba23e0e269defE", scope: !157, file: !10, line: 28, type: !286, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !17, retainedNodes: !289)
!286 = !DISubroutineType(types: !287)
!287 = !{!42, !288, !42}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut rust_nomain::rn_sum_squares::{closure_env#0}", baseType: !156, size: 64, align: 64, dwarfAddressSpace: 0)
!289 = !{!290, !284}
!290 = !DILocalVariable(name: "i", arg: 2, scope: !285, file: !10, line: 28, type: !42)
!291 = !DILocation(line: 0, scope: !285, inlinedAt: !292)
!292 = distinct !DILocation(line: 88, column: 28, scope: !271, inlinedAt: !283)
!293 = !DILocalVariable(arg: 1, scope: !294, file: !226, line: 53, type: !297)
!294 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>", linkageName: "_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h36174938acd17e93E", scope: !151, file: !226, line: 53, type: !295, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, templateParams: !229, retainedNodes: !298)
!295 = !DISubroutineType(types: !296)
!296 = !{!42, !297, !42, !42}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#40}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::RangeInclusive<u64>, rust_nomain::rn_sum_squares::{closure_env#0}>>", baseType: !150, size: 64, align: 64, dwarfAddressSpace: 0)
!298 = !{!299, !300, !293}
!299 = !DILocalVariable(name: "a", arg: 2, scope: !294, file: !226, line: 53, type: !42)
!300 = !DILocalVariable(name: "b", arg: 3, scope: !294, file: !226, line: 53, type: !42)
!301 = !DILocation(line: 0, scope: !294, inlinedAt: !302)
!302 = distinct !DILocation(line: 88, column: 21, scope: !271, inlinedAt: !283)
!303 = !DILocation(line: 1192, column: 15, scope: !166, inlinedAt: !183)
!304 = !DILocation(line: 1201, column: 12, scope: !166, inlinedAt: !183)
!305 = !DILocation(line: 0, scope: !258, inlinedAt: !306)
!306 = distinct !DILocation(line: 1202, column: 21, scope: !166, inlinedAt: !183)
!307 = !DILocation(line: 0, scope: !271, inlinedAt: !308)
!308 = distinct !DILocation(line: 436, column: 39, scope: !258, inlinedAt: !306)
!309 = !DILocation(line: 0, scope: !285, inlinedAt: !310)
!310 = distinct !DILocation(line: 88, column: 28, scope: !271, inlinedAt: !308)
!311 = !DILocation(line: 28, column: 28, scope: !285, inlinedAt: !310)
!312 = !DILocation(line: 0, scope: !294, inlinedAt: !313)
!313 = distinct !DILocation(line: 88, column: 21, scope: !271, inlinedAt: !308)
!314 = !DILocation(line: 53, column: 28, scope: !294, inlinedAt: !313)
!315 = !DILocation(line: 1201, column: 9, scope: !166, inlinedAt: !183)
!316 = !DILocation(line: 29, column: 2, scope: !110)
