; DILocations are uniqued module-wide: the call's !dbg !10 is also the
; inlinedAt of !11, so it is written to the metadata block and again as a
; DEBUG_LOC; the reader must make both the same node (one !N, not two).
define void @f() !dbg !5 {
  call void @g(), !dbg !10
  call void @g(), !dbg !11
  ret void, !dbg !10
}
define void @h() !dbg !6 {
  ret void, !dbg !12
}
declare void @g()
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!6 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!7 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!10 = !DILocation(line: 3, column: 4, scope: !5)
!11 = !DILocation(line: 9, column: 2, scope: !7, inlinedAt: !10)
!12 = !DILocation(line: 3, column: 4, scope: !6)
