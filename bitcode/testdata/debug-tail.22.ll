; debug-tail.22.ll: DI fields of LLVM 21/22 that C compilers seldom emit:
; DISubrangeType, num_extra_inhabitants, dataSize, enumKind, specification,
; bitStride, pointer authentication, DILabel column/isArtificial/
; coroSuspendIdx, key instructions and atom groups.
define void @f() !dbg !5 {
  ret void, !dbg !30
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_Ada95, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.adb", directory: "/d")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !4)
!4 = !{null}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !3, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22, keyInstructions: true)
!9 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed, num_extra_inhabitants: 3, dataSize: 24)
!10 = !DISubrangeType(name: "small", scope: !5, file: !1, line: 5, size: 8, align: 8, flags: DIFlagArtificial, baseType: !9, lowerBound: i64 1, upperBound: i64 10, stride: i64 1, bias: i64 4)
!11 = !DISubrangeType(name: "dyn", baseType: !9, lowerBound: !12, upperBound: !DIExpression(DW_OP_constu, 3))
!12 = !DILocalVariable(name: "lb", scope: !5, file: !1, line: 6, type: !9)
!13 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 7, baseType: !9, size: 32, elements: !22, enumKind: DW_APPLE_ENUM_KIND_Closed, num_extra_inhabitants: 2, specification: !14, bitStride: i32 4)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 8, size: 64, flags: DIFlagFwdDecl)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234, ptrAuthIsaPointer: true, ptrAuthAuthenticatesNullValues: true)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !14, baseType: !9, size: 3, offset: 5, flags: DIFlagBitField, extraData: i64 0)
!17 = !DILabel(scope: !5, name: "L", file: !1, line: 9, column: 3, isArtificial: true, coroSuspendIdx: 7)
!18 = !DIDerivedType(tag: DW_TAG_set_type, baseType: !9, size: 32)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10, lowerBound: 1)
!30 = !DILocation(line: 1, column: 1, scope: !5, atomGroup: 1, atomRank: 2)
!named = !{!9, !10, !11, !13, !15, !16, !17, !18, !19}
!22 = !{}
