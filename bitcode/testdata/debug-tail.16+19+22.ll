; debug-tail.16+19+22.ll: DI kinds and fields C compilers on Linux seldom
; emit (Fortran modules, common blocks, generic subranges, ObjC
; properties, assumed-rank arrays, string types, pointer address spaces,
; annotations, macros, template packs, SDK fields, GenericDINode with
; operands), valid for the verifier of LLVM 16, 19 and 22.
; DIObjCProperty checks the getter/setter operand order, which LLVM 22
; swapped.
define void @f(i32 %n) !dbg !5 {
  ret void, !dbg !30
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_Fortran90, file: !1, producer: "x", isOptimized: true, runtimeVersion: 2, emissionKind: FullDebug, imports: !20, splitDebugInlining: false, nameTableKind: None, sysroot: "/", sdk: "s.sdk")
!1 = !DIFile(filename: "a.f90", directory: "/d", checksumkind: CSK_SHA256, checksum: "0000000000000000000000000000000000000000000000000000000000000000", source: "program x")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(cc: DW_CC_pass_by_value, types: !4)
!4 = !{null}
!5 = distinct !DISubprogram(name: "f", linkageName: "f_", scope: !6, file: !1, line: 1, type: !3, scopeLine: 2, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagPure | DISPFlagElemental | DISPFlagRecursive, unit: !0, retainedNodes: !37)
!6 = !DIModule(scope: !1, name: "mymod", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 3, isDecl: true)
!7 = !DICommonBlock(scope: !5, declaration: !8, name: "blk", file: !1, line: 4)
!8 = distinct !DIGlobalVariable(name: "v", scope: !7, file: !1, line: 4, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed, flags: DIFlagBigEndian)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !11, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_constu, 1), allocated: !15, rank: !DIExpression(DW_OP_constu, 2))
!11 = !{!12, !13, !14}
!12 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 5), lowerBound: !DIExpression(DW_OP_constu, 1), stride: !DIExpression(DW_OP_constu, 4))
!13 = !DISubrange(count: !15, lowerBound: 2, stride: !DIExpression(DW_OP_constu, 8))
!14 = !DISubrange(lowerBound: !DIExpression(DW_OP_lit0), upperBound: !15)
!15 = !DILocalVariable(name: "n", arg: 1, scope: !5, file: !1, line: 1, type: !9, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32, annotations: !19)
!16 = !DIObjCProperty(name: "p", file: !1, line: 7, setter: "setP:", getter: "p", attributes: 7, type: !9)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 9, size: 64, elements: !18, identifier: "_S", runtimeLang: DW_LANG_ObjC, vtableHolder: !9, templateParams: !38, annotations: !19)
!18 = !{!16}
!19 = !{!{!"btf_decl_tag", !"tag"}}
!20 = !{!21, !22}
!21 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !5, entity: !6, file: !1, line: 10, elements: !4)
!22 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !7, file: !1, line: 11)
!23 = !{!10, !17, !24, !25, !26}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, dwarfAddressSpace: 1, extraData: !9, annotations: !19)
!25 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !9, size: 64, extraData: !17)
!26 = !DIStringType(name: "ch", stringLength: !15, stringLengthExpression: !DIExpression(DW_OP_constu, 8), stringLocationExpression: !DIExpression(), size: 80, encoding: DW_ATE_UTF)
!27 = !DILabel(scope: !5, name: "l", file: !1, line: 12)
!28 = !DILexicalBlockFile(scope: !5, file: !1, discriminator: 3)
!29 = distinct !DILexicalBlock(scope: !28, file: !1, line: 1, column: 2)
!30 = !DILocation(line: 1, column: 1, scope: !29)
!named = !{!23, !27, !7, !31, !32, !33}
!31 = !DIMacroFile(file: !1, nodes: !34)
!32 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "pk", value: !4)
!33 = !DITemplateTypeParameter(name: "T", type: !9, defaulted: true)
!34 = !{!35}
!35 = !DIMacro(type: DW_MACINFO_undef, line: 4, name: "X")
!36 = !DIExpression(DW_OP_LLVM_fragment, 0, 16)
!37 = !{}
!38 = !{!33}
!generic = !{!40, !42}
!40 = !GenericDINode(tag: 16384, header: "x", operands: {!41, null, !42})
!41 = !{}
!42 = distinct !GenericDINode(tag: DW_TAG_entry_point)
