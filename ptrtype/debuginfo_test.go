package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// diModule is a C module compiled with -g: @keep's parameter and the
// struct's link have no evidence in the code (passed on, never
// accessed); the debug info declares them struct Node*. @inl holds an
// inlined callee's parameter (scope !40) declared struct Node* whose
// value is @inl's own parameter: a conversion the optimizer dropped
// (C's void* converts implicitly), no declaration of %q.
const diModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Node = type { ptr, i32 }

declare void @use(ptr)

define void @keep(ptr %p) !dbg !10 {
  call void @llvm.dbg.value(metadata ptr %p, metadata !20, metadata !DIExpression()), !dbg !30
  call void @use(ptr %p)
  ret void
}

define void @inl(ptr %q) !dbg !41 {
  call void @llvm.dbg.value(metadata ptr %q, metadata !43, metadata !DIExpression()), !dbg !44
  call void @use(ptr %q)
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = distinct !DISubprogram(name: "keep", scope: !2, file: !2, line: 1, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 1, size: 128, elements: !15)
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !14, file: !2, line: 1, baseType: !13, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !14, file: !2, line: 1, baseType: !18, size: 32, offset: 64)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !2, line: 1, type: !13)
!30 = !DILocation(line: 1, scope: !10)
!40 = distinct !DISubprogram(name: "callee", scope: !2, file: !2, line: 2, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!41 = distinct !DISubprogram(name: "inl", scope: !2, file: !2, line: 3, type: !46, unit: !0, spFlags: DISPFlagDefinition)
!43 = !DILocalVariable(name: "n", arg: 1, scope: !40, file: !2, line: 2, type: !13)
!44 = !DILocation(line: 2, scope: !40, inlinedAt: !45)
!45 = distinct !DILocation(line: 3, scope: !41)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !19}
`

// The declared types of parameters and struct members decide their
// pointees.
func TestDebugInfoDeclaredTypes(t *testing.T) {
	m, r := infer(t, diModule)
	node := m.NamedType("struct.Node")
	if got := r.Body(node)[0].String(); got != "%struct.Node*" {
		t.Errorf("%%struct.Node field 0: %s, want %%struct.Node* (member next declared struct Node*)", got)
	}
	p := m.Func("keep").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Node*" {
		t.Errorf("@keep's parameter: %s, want %%struct.Node* (declared struct Node*)", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "debug info: parameter p declared as Node*") {
		t.Errorf("the explanation does not name the declaration:\n%s", ex)
	}
	// An inlined callee's parameter located at @inl's parameter says
	// nothing about it; @inl's own signature says void*.
	q := m.Func("inl").Params[0]
	if got := r.TypeOf(q).String(); got != "i8*" {
		t.Errorf("@inl's parameter: %s, want i8* (its own declaration; the inlined callee's n is a converted copy)", got)
	}
}

// A composite whose layout is not the named struct's (another struct of
// that name, as a C program's two translation units may have) names no
// type.
func TestDebugInfoLayoutMismatch(t *testing.T) {
	src := strings.Replace(diModule, `size: 32, offset: 64)`, `size: 32, offset: 0)`, 1)
	src = strings.Replace(src, `name: "next", scope: !14, file: !2, line: 1, baseType: !13, size: 64)`,
		`name: "next", scope: !14, file: !2, line: 1, baseType: !13, size: 64, offset: 64)`, 1)
	m, r := infer(t, src)
	if got := r.Body(m.NamedType("struct.Node"))[0].String(); got == "%struct.Node*" {
		t.Errorf("%%struct.Node field 0: %s from a composite whose int sits where the struct has a pointer", got)
	}
}

// A C struct the translation unit only declares (`struct Stmt;`, used
// through pointers) was `%struct.Stmt = type opaque` in clang's typed
// module; llvm-dis dropped it. CompleteTypes gives it back from the
// debug info's declaration, and the parameter declared struct Stmt*
// points to it.
func TestDebugInfoDeclaredOnlyStruct(t *testing.T) {
	src := `declare void @use(ptr)

define void @step(ptr %s) !dbg !10 {
  call void @llvm.dbg.value(metadata ptr %s, metadata !20, metadata !DIExpression()), !dbg !30
  call void @use(ptr %s)
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 1, type: !11, unit: !0, spFlags: DISPFlagDefinition)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stmt", file: !2, line: 1, flags: DIFlagFwdDecl)
!20 = !DILocalVariable(name: "s", arg: 1, scope: !10, file: !2, line: 1, type: !13)
!30 = !DILocation(line: 1, scope: !10)
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	added := CompleteTypes(m)
	if len(added) != 1 || added[0].Name != "struct.Stmt" || !added[0].Opaque {
		t.Fatalf("CompleteTypes added %v, want the opaque %%struct.Stmt", added)
	}
	r := Infer(m)
	if got := r.TypeOf(m.Func("step").Params[0]).String(); got != "%struct.Stmt*" {
		t.Errorf("@step's parameter: %s, want %%struct.Stmt*", got)
	}
	// C++: a class the debug info only declares may be complete in the
	// module (clang omits definitions of classes defined elsewhere).
	cxx := strings.Replace(src, "DW_LANG_C11", "DW_LANG_C_plus_plus_14", 1)
	m2, err := lltext.Parse("t.ll", []byte(cxx))
	if err != nil {
		t.Fatal(err)
	}
	if added := CompleteTypes(m2); len(added) != 0 {
		t.Errorf("CompleteTypes added %v to a C++ module", added)
	}
}

// A C function-pointer member declared `int (*init)(void)` is i32 ()*,
// one declared `int (*old)()` (no prototype: DWARF's unspecified
// parameter) i32 (...)*.
func TestDebugInfoFunctionPointerMembers(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Methods = type { ptr, ptr }

@methods = global %struct.Methods zeroinitializer, !dbg !20

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug, globals: !21)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Methods", file: !2, line: 1, size: 128, elements: !12)
!12 = !{!13, !14}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !11, file: !2, line: 1, baseType: !15, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "old", scope: !11, file: !2, line: 1, baseType: !17, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !{!10})
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DISubroutineType(types: !{!10, null})
!20 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!21 = !{!20}
!22 = distinct !DIGlobalVariable(name: "methods", scope: !0, file: !2, line: 2, type: !11, isLocal: false, isDefinition: true)
`)
	body := r.Body(m.NamedType("struct.Methods"))
	if got := body[0].String(); got != "i32 ()*" {
		t.Errorf("field init: %s, want i32 ()*", got)
	}
	if got := body[1].String(); got != "i32 (...)*" {
		t.Errorf("field old: %s, want i32 (...)*", got)
	}
}

// A struct reached only as a by-value member of a global's struct
// (SQLite's sqlite3Config.mutex) has its members declared too.
func TestDebugInfoByValueMember(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Config = type { i32, %struct.Methods }
%struct.Methods = type { ptr }

@config = global %struct.Config zeroinitializer, !dbg !20

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug, globals: !21)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Methods", file: !2, line: 1, size: 64, elements: !12)
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "init", scope: !11, file: !2, line: 1, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !{!10})
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Config", file: !2, line: 1, size: 128, elements: !18)
!18 = !{!19, !23}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !17, file: !2, line: 1, baseType: !10, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !17, file: !2, line: 1, baseType: !11, size: 64, offset: 64)
!20 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!21 = !{!20}
!22 = distinct !DIGlobalVariable(name: "config", scope: !0, file: !2, line: 2, type: !17, isLocal: false, isDefinition: true)
`)
	if got := r.Body(m.NamedType("struct.Methods"))[0].String(); got != "i32 ()*" {
		t.Errorf("%%struct.Methods field 0: %s, want i32 ()*", got)
	}
}

// A flexible array member of pointers (SQLite's HiddenIndexInfo:
// `sqlite3_value *aRhs[]`, DWARF count -1, clang's [0 x ptr]) and a
// fixed array of pointers are declared arrays of those pointers.
func TestDebugInfoArrayOfPointersMembers(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Info = type { i32, [2 x ptr], [0 x ptr] }
%struct.Value = type { i64 }

@info = global %struct.Info zeroinitializer, !dbg !20

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug, globals: !21)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Info", file: !2, line: 1, size: 192, elements: !12)
!12 = !{!13, !14, !24}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !2, line: 1, baseType: !10, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "two", scope: !11, file: !2, line: 1, baseType: !30, size: 128, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "rest", scope: !11, file: !2, line: 1, baseType: !31, offset: 192)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !2, line: 1, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Value", file: !2, line: 1, size: 64, elements: !18)
!18 = !{!19}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !2, line: 1, baseType: !9, size: 64)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !{!DISubrange(count: 2)})
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !{!DISubrange(count: -1)})
!20 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!21 = !{!20}
!22 = distinct !DIGlobalVariable(name: "info", scope: !0, file: !2, line: 2, type: !11, isLocal: false, isDefinition: true)
`)
	body := r.Body(m.NamedType("struct.Info"))
	if got := body[1].String(); got != "[2 x %struct.Value*]" {
		t.Errorf("field two: %s, want [2 x %%struct.Value*]", got)
	}
	if got := body[2].String(); got != "[0 x %struct.Value*]" {
		t.Errorf("field rest: %s, want [0 x %%struct.Value*] (a flexible array member)", got)
	}
}

// SQLite's sqlite3VtabOverloadFunction at -O2 -g: `void (*xSFunc)(...)
// = 0;` whose address is passed to a callback keeps its alloca, and
// LLVM describes the variable as dbg.value(%alloca, DW_OP_deref) — a
// dbg.declare in another form: the alloca holds the declared type.
func TestDebugInfoDerefValueDeclaresAlloca(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
declare void @find(ptr)

define void @f() !dbg !30 {
  %x = alloca ptr, align 8
  store ptr null, ptr %x, align 8
  call void @llvm.dbg.value(metadata ptr %x, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @find(ptr %x)
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !{null, !10})
!30 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !31, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DISubroutineType(types: !{null})
!33 = !DILocalVariable(name: "xFunc", scope: !30, file: !2, line: 4, type: !15)
!35 = !DILocation(line: 4, scope: !30)
`)
	x := m.Func("f").Blocks[0].Instrs[0]
	if got := r.TypeOf(x).String(); got != "void (i32)**" {
		t.Errorf("%%x: %s, want void (i32)** (the variable a DW_OP_deref dbg.value puts in it)\n%s", got, r.Explain(x))
	}
}

// A struct that is only ever a local variable the optimizer split into
// its members (SQLite's `WalHashLoc sLoc;`, described by dbg.value
// fragments) still has its members declared: a local's type names the
// composites it reaches, whatever its records say of values.
func TestDebugInfoSplitLocalDeclaresMembers(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.Loc = type { ptr, ptr, i32 }

define i16 @f(ptr %h) !dbg !30 {
  call void @llvm.dbg.value(metadata ptr %h, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !35
  %v = load i16, ptr %h, align 2
  ret i16 %v
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !DIFile(filename: "t.c", directory: "/")
!9 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Loc", file: !2, line: 1, size: 192, elements: !12)
!12 = !{!13, !14, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "aHash", scope: !11, file: !2, line: 1, baseType: !16, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "aPgno", scope: !11, file: !2, line: 1, baseType: !17, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "iZero", scope: !11, file: !2, line: 1, baseType: !10, size: 32, offset: 128)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !9)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!30 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !31, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DISubroutineType(types: !{null})
!33 = !DILocalVariable(name: "sLoc", scope: !30, file: !2, line: 4, type: !11)
!35 = !DILocation(line: 4, scope: !30)
`)
	body := r.Body(m.NamedType("struct.Loc"))
	if got := body[0].String(); got != "i16*" {
		t.Errorf("field aHash: %s, want i16* (volatile unsigned short*)", got)
	}
	if got := body[1].String(); got != "i32*" {
		t.Errorf("field aPgno: %s, want i32*", got)
	}
}
