package ptrtype

import (
	"strings"
	"testing"
)

// A parameter the calls pass pointers to unrelated structs, used as no
// struct inside (a hash table's generic payload, stored into its
// element: `void *data`), is a void*; the vote alone would take the
// struct most calls pass.
func TestArgumentsOfUnrelatedStructsMakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.Elem = type { ptr, ptr }
%struct.Table = type { i32, ptr }
%struct.Index = type { double, i64 }

define void @insert(ptr %e, ptr %data) {
  %f = getelementptr inbounds %struct.Elem, ptr %e, i64 0, i32 1
  store ptr %data, ptr %f, align 8
  ret void
}

define void @addTable(ptr %e, ptr %t) {
  %n = getelementptr inbounds %struct.Table, ptr %t, i64 0, i32 0
  store i32 1, ptr %n, align 4
  call void @insert(ptr %e, ptr %t)
  call void @insert(ptr %e, ptr %t)
  ret void
}

define void @addIndex(ptr %e, ptr %x) {
  %d = getelementptr inbounds %struct.Index, ptr %x, i64 0, i32 0
  store double 1.0, ptr %d, align 8
  call void @insert(ptr %e, ptr %x)
  ret void
}
`)
	p := m.Func("insert").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@insert's %%data: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "unrelated structs") || !strings.Contains(ex, "%struct.Index") || !strings.Contains(ex, "%struct.Table") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
	if got := r.Body(m.NamedType("struct.Elem")); len(got) != 2 || got[1].String() != "i8*" {
		t.Errorf("struct.Elem body %v, want { ?, i8* }", got)
	}
	// The callers keep their structs.
	if got := r.TypeOf(m.Func("addTable").Params[1]).String(); got != "%struct.Table*" {
		t.Errorf("@addTable's %%t: %s, want %%struct.Table*", got)
	}
}

// SQLite's sqlite3ExprCompareCollSeq(Parse*, ...) in a -g build: one
// call passes another struct (read through a union in typed IR), but
// the debug info declares the parameter, and no rule after the vote
// overrides a declared type.
func TestArgumentsOfUnrelatedStructsKeepDeclaredType(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Parse = type { i32, ptr }
%struct.Index = type { double, i64 }

define void @coll(ptr %p) !dbg !30 {
  call void @llvm.dbg.value(metadata ptr %p, metadata !33, metadata !DIExpression()), !dbg !35
  ret void
}

define void @fromParse(ptr %t) {
  %n = getelementptr inbounds %struct.Parse, ptr %t, i64 0, i32 0
  store i32 1, ptr %n, align 4
  call void @coll(ptr %t)
  ret void
}

define void @fromIndex(ptr %x) {
  %d = getelementptr inbounds %struct.Index, ptr %x, i64 0, i32 0
  store double 1.0, ptr %d, align 8
  call void @coll(ptr %x)
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Parse", file: !2, line: 1, size: 128, elements: !12)
!12 = !{!13, !14}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !2, line: 1, baseType: !10, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "db", scope: !11, file: !2, line: 1, baseType: !15, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!30 = distinct !DISubprogram(name: "coll", scope: !2, file: !2, line: 3, type: !31, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DISubroutineType(types: !{null, !16})
!33 = !DILocalVariable(name: "pParse", arg: 1, scope: !30, file: !2, line: 3, type: !16)
!35 = !DILocation(line: 3, scope: !30)
`)
	p := m.Func("coll").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Parse*" {
		t.Errorf("@coll's %%p: %s, want %%struct.Parse* (declared so in the debug info)\n%s", got, r.Explain(p))
	}
}
