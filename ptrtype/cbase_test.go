package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's virtual table modules: `struct PragmaVtab { sqlite3_vtab
// base; ... }` and `struct JsonEachConnection { sqlite3_vtab base; ...
// }`, each module's xBestIndex declared `int (*)(sqlite3_vtab*, ...)` as
// the sqlite3_module slot it is stored in, and converting inside. The
// callbacks' own accesses name the module's struct; the slot's
// parameter, and theirs, is the base both start with.
func TestCallbacksTakeTheirCommonBase(t *testing.T) {
	m, r := infer(t, `%struct.vtab = type { ptr, i32 }
%struct.PragmaVtab = type { %struct.vtab, ptr, i8 }
%struct.JsonConn = type { %struct.vtab, i64 }
%struct.module = type { i32, ptr }

@pragmaModule = global %struct.module { i32 1, ptr @pragmaBest }, align 8
@jsonModule = global %struct.module { i32 1, ptr @jsonBest }, align 8

define internal i32 @pragmaBest(ptr %v) {
  %n = getelementptr inbounds %struct.PragmaVtab, ptr %v, i64 0, i32 2
  %x = load i8, ptr %n, align 8
  %y = zext i8 %x to i32
  ret i32 %y
}

define internal i32 @jsonBest(ptr %v) {
  %n = getelementptr inbounds %struct.JsonConn, ptr %v, i64 0, i32 1
  %x = load i64, ptr %n, align 8
  %y = trunc i64 %x to i32
  ret i32 %y
}

define i32 @bestIndex(ptr %mod, ptr %tab) {
  %e = getelementptr inbounds %struct.vtab, ptr %tab, i64 0, i32 1
  store i32 0, ptr %e, align 8
  %f = getelementptr inbounds %struct.module, ptr %mod, i64 0, i32 1
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %tab)
  ret i32 %r
}
`)
	for _, fn := range []string{"pragmaBest", "jsonBest"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != "%struct.vtab*" {
			t.Errorf("@%s's %%v: %s, want %%struct.vtab* (the base its slot's callbacks share)", fn, got)
		}
	}
	if got := r.Body(m.NamedType("struct.module"))[1].String(); got != "i32 (%struct.vtab*)*" {
		t.Errorf("%%struct.module field 1: %s, want i32 (%%struct.vtab*)*", got)
	}
	if ex := r.Explain(m.Func("jsonBest").Params[0]).String(); !strings.Contains(ex, "cbase.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// Callbacks of one slot that use the parameter as structs with no
// common start are not given a base (they take a void*: callbacks.go).
func TestCallbacksCommonBaseOnlyWhenShared(t *testing.T) {
	m, r := infer(t, `%struct.A = type { i64, i32 }
%struct.B = type { double, ptr }
%struct.module = type { i32, ptr }

@m1 = global %struct.module { i32 1, ptr @f1 }, align 8
@m2 = global %struct.module { i32 1, ptr @f2 }, align 8
@m3 = global %struct.module { i32 1, ptr @f3 }, align 8

define internal void @f1(ptr %v) {
  %n = getelementptr inbounds %struct.A, ptr %v, i64 0, i32 1
  store i32 0, ptr %n, align 8
  ret void
}

define internal void @f2(ptr %v) {
  %n = getelementptr inbounds %struct.A, ptr %v, i64 0, i32 0
  store i64 0, ptr %n, align 8
  ret void
}

define internal void @f3(ptr %v) {
  %n = getelementptr inbounds %struct.B, ptr %v, i64 0, i32 1
  store ptr null, ptr %n, align 8
  ret void
}
`)
	if got := r.TypeOf(m.Func("f1").Params[0]).String(); got != "i8*" {
		t.Errorf("@f1's %%v: %s, want i8* (the slot's callbacks use it as unrelated structs: a void*)", got)
	}
	if ex := r.Explain(m.Func("f1").Params[0]).String(); strings.Contains(ex, "cbase.go") {
		t.Errorf("@f1's %%v: the base rule applied to unrelated structs:\n%s", ex)
	}
}

// A callback whose debug info declares its own struct keeps it: the
// source spells it (the slot's store casts it), and the base rule does
// not override a declared type.
func TestCallbacksCommonBaseKeepsDeclaredType(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.vtab = type { ptr, i32 }
%struct.PragmaVtab = type { %struct.vtab, ptr, i8 }
%struct.JsonConn = type { %struct.vtab, i64 }
%struct.module = type { i32, ptr }

@pragmaModule = global %struct.module { i32 1, ptr @pragmaBest }, align 8
@jsonModule = global %struct.module { i32 1, ptr @jsonBest }, align 8

define internal i32 @pragmaBest(ptr %v) !dbg !30 {
  call void @llvm.dbg.value(metadata ptr %v, metadata !33, metadata !DIExpression()), !dbg !35
  %n = getelementptr inbounds %struct.PragmaVtab, ptr %v, i64 0, i32 2
  %x = load i8, ptr %n, align 8
  %y = zext i8 %x to i32
  ret i32 %y
}

define internal i32 @jsonBest(ptr %v) {
  %n = getelementptr inbounds %struct.JsonConn, ptr %v, i64 0, i32 1
  %x = load i64, ptr %n, align 8
  %y = trunc i64 %x to i32
  ret i32 %y
}

define i32 @bestIndex(ptr %mod, ptr %tab) {
  %e = getelementptr inbounds %struct.vtab, ptr %tab, i64 0, i32 1
  store i32 0, ptr %e, align 8
  %f = getelementptr inbounds %struct.module, ptr %mod, i64 0, i32 1
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %tab)
  ret i32 %r
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PragmaVtab", file: !2, line: 1, size: 256, elements: !12)
!12 = !{!13, !14, !17}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !11, file: !2, line: 1, baseType: !18, size: 128)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "db", scope: !11, file: !2, line: 1, baseType: !15, size: 64, offset: 128)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !11, file: !2, line: 1, baseType: !9, size: 8, offset: 192)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vtab", file: !2, line: 1, size: 128, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !18, file: !2, line: 1, baseType: !15, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !18, file: !2, line: 1, baseType: !10, size: 32, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!30 = distinct !DISubprogram(name: "pragmaBest", scope: !2, file: !2, line: 3, type: !31, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DISubroutineType(types: !{!10, !16})
!33 = !DILocalVariable(name: "v", arg: 1, scope: !30, file: !2, line: 3, type: !16)
!35 = !DILocation(line: 3, scope: !30)
`)
	if got := r.TypeOf(m.Func("pragmaBest").Params[0]).String(); got != "%struct.PragmaVtab*" {
		t.Errorf("@pragmaBest's %%v: %s, want %%struct.PragmaVtab* (declared so)\n%s", got, r.Explain(m.Func("pragmaBest").Params[0]))
	}
}
