; debug.22.ll: debug records and the rarer debug-info nodes, LLVM 22 syntax.
source_filename = "debug.22.ll"
target triple = "x86_64-unknown-linux-gnu"

@gv = global i32 0, !dbg !30, !dbg !31

define void @f(i32 %a, ptr %p) !dbg !10 {
entry:
    #dbg_value(i32 %a, !20, !DIExpression(), !25)
    #dbg_declare(ptr %p, !21, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 32), !25)
  %x = add i32 %a, 1, !dbg !25
    #dbg_value(!DIArgList(i32 %a, i32 %x), !20, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !26)
    #dbg_assign(i32 %x, !20, !DIExpression(), !40, ptr %p, !DIExpression(), !25)
    #dbg_label(!22, !25)
  store i32 %x, ptr %p, align 4, !dbg !26, !DIAssignID !40
    #dbg_value(i32 poison, !20, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !25)
    #dbg_value(i32 1, !20, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_consts, 5, DW_OP_plus_uconst, 8, DW_OP_breg3, 4, DW_OP_bregx, 20, 8, DW_OP_deref_size, 4), !25)
    #dbg_value(ptr %p, !20, !DIExpression(DW_OP_LLVM_extract_bits_zext, 0, 8), !25)
  ret void, !dbg !27
}

!llvm.dbg.cu = !{!0, !96, !97}
!llvm.module.flags = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "irfix", isOptimized: true, flags: "-O2", runtimeVersion: 0, splitDebugFilename: "x.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !3, globals: !4, imports: !5, macros: !6, dwoId: 12345, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: GNU, rangesBaseAddress: true, sysroot: "/sys", sdk: "sdk")
!1 = !DIFile(filename: "a.cpp", directory: "/tmp", checksumkind: CSK_SHA256, checksum: "0000000000000000000000000000000000000000000000000000000000000000", source: "int main(){}")
!2 = !{!50}
!3 = !{!52, !53, !54, !55, !56, !57, !58, !59}
!4 = !{!30, !31}
!5 = !{!60, !61}
!6 = !{!62}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fi", scope: !63, file: !1, line: 3, type: !11, scopeLine: 4, containingType: !52, virtualIndex: 2, thisAdjustment: -8, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagVirtual | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !14, declaration: !15, retainedNodes: !16, thrownTypes: !17, annotations: !18, targetFuncName: "g", keyInstructions: true)
!11 = !DISubroutineType(cc: DW_CC_BORLAND_msfastcall, types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!64, !65}
!15 = !DISubprogram(name: "f", scope: !63, file: !1, line: 3, type: !11, spFlags: DISPFlagPureVirtual)
!16 = !{!20}
!17 = !{!13}
!18 = !{!19}
!19 = !{!"annot", i32 1}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 3, type: !13, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32, annotations: !18)
!21 = !DILocalVariable(name: "p", scope: !24, file: !1, line: 4, type: !53)
!22 = !DILabel(scope: !10, name: "lbl", file: !1, line: 5, column: 2, isArtificial: true)
!24 = distinct !DILexicalBlock(scope: !28, file: !1, line: 4, column: 7)
!25 = !DILocation(line: 3, column: 5, scope: !10)
!26 = !DILocation(line: 0, scope: !24, inlinedAt: !29, isImplicitCode: true, atomGroup: 3, atomRank: 2)
!27 = !DILocation(line: 9, column: 1, scope: !10)
!28 = !DILexicalBlockFile(scope: !10, file: !1, discriminator: 4)
!29 = distinct !DILocation(line: 7, column: 3, scope: !10)
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!31 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!32 = distinct !DIGlobalVariable(name: "gv", linkageName: "_Z2gv", scope: !63, file: !1, line: 1, type: !13, isLocal: false, isDefinition: true, declaration: !66, templateParams: !14, align: 64, annotations: !18)
!33 = distinct !DIGlobalVariable(name: "gv2", scope: !0, file: !1, line: 2, type: !13, isLocal: true, isDefinition: true)
!40 = distinct !DIAssignID()
!50 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 1, baseType: !13, size: 32, flags: DIFlagEnumClass, elements: !51, identifier: "_ZTS1E")
!51 = !{!67, !68, !69}
!52 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", scope: !63, file: !1, line: 2, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial | 1048576, elements: !{}, vtableHolder: !52, templateParams: !14, identifier: "_ZTS1C", annotations: !18)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, dwarfAddressSpace: 1)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !52, file: !1, line: 3, baseType: !13, size: 7, offset: 3, flags: DIFlagPublic | DIFlagBitField, extraData: i64 0)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 320, elements: !70, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !71, allocated: !DIExpression(DW_OP_push_object_address), rank: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!56 = !DIStringType(name: "character(*)", stringLength: !71, stringLengthExpression: !DIExpression(DW_OP_push_object_address), size: 32, align: 8, encoding: DW_ATE_ASCII)
!57 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !13, size: 64, flags: DIFlagSingleInheritance, extraData: !52)
!58 = !DICompositeType(tag: DW_TAG_variant_part, scope: !52, file: !1, size: 64, discriminator: !54, elements: !{})
!59 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "decltype(nullptr)")
!60 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !63, file: !1, line: 10)
!61 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !63, entity: !10, file: !1, line: 11, elements: !{})
!62 = !DIMacroFile(file: !1, nodes: !72)
!63 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!64 = !DITemplateTypeParameter(name: "T", type: !13, defaulted: true)
!65 = !DITemplateValueParameter(name: "N", type: !13, defaulted: true, value: i32 3)
!66 = !DIDerivedType(tag: DW_TAG_variable, name: "gv", scope: !52, file: !1, line: 1, baseType: !13, flags: DIFlagStaticMember)
!67 = !DIEnumerator(name: "A", value: -5)
!68 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!69 = !DIEnumerator(name: "C", value: 170141183460469231731687303715884105727)
!70 = !{!73, !74}
!71 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 3, type: !13)
!72 = !{!75, !76}
!73 = !DISubrange(count: 10, lowerBound: 1)
!74 = !DISubrange(count: !71, lowerBound: -2, stride: !DIExpression(DW_OP_constu, 4))
!75 = !DIMacro(type: DW_MACINFO_define, line: 3, name: "X", value: "1")
!76 = !DIMacro(type: DW_MACINFO_undef, line: 4, name: "Y")
; DIFixedPointType (LLVM 21+): wide rational parts print signed only for
; DW_ATE_signed_fixed.
!fixed = !{!90, !91, !92, !93, !94, !95}
!90 = !DIFixedPointType(name: "dec", size: 32, align: 32, encoding: DW_ATE_signed_fixed, kind: Decimal, factor: -4)
!91 = !DIFixedPointType(name: "rat", size: 32, encoding: DW_ATE_unsigned_fixed, kind: Rational, numerator: 1234, denominator: 5678)
!92 = !DIFixedPointType(name: "bin", size: 64, encoding: DW_ATE_unsigned_fixed, kind: Binary, factor: -16, flags: DIFlagArtificial)
!93 = !DIFixedPointType(name: "s", size: 32, encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 1234, denominator: 5)
!94 = !DIFixedPointType(encoding: DW_ATE_unsigned_fixed, kind: Rational)
!95 = !DIFixedPointType(name: "w", size: 128, encoding: DW_ATE_signed_fixed, kind: Rational, numerator: 170141183460469231731687303715884105727, denominator: -170141183460469231731687303715884105728)
; Versioned source language names (LLVM 22: bit 63 of the language).
!96 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C_plus_plus, sourceLanguageVersion: 201703, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
!97 = distinct !DICompileUnit(sourceLanguageName: 65000, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: NoDebug)
