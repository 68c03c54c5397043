package upgrade

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// opaqueWork is an opaque module with one function for each kind of work
// Canonicalize has in an opaque module, one with none, and a call of a
// debug intrinsic through a no-op cast, which becomes a debug call (and
// then a record) only once the cast is folded.
const opaqueWork = `define void @cast(ptr %p) {
  %c = bitcast ptr %p to ptr
  store i32 0, ptr %c, align 4
  ret void
}

define void @attrs(ptr %p) {
  call void @g(ptr nocapture %p)
  ret void
}

define void @memattrs(ptr %p) {
  call void @g(ptr %p) readonly
  ret void
}

define void @dbg(i32 %x) !dbg !4 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !8
  ret void, !dbg !8
}

define void @castdbg(i32 %x) !dbg !9 {
  %c = bitcast ptr @llvm.dbg.value to ptr
  call void %c(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !10
  ret void, !dbg !10
}

define i32 @none(i32 %x) {
  %y = add i32 %x, 1
  call void @g(ptr null)
  ret i32 %y
}

declare void @g(ptr)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "dbg", scope: !1, file: !1, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !7)
!6 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 1, type: !11)
!7 = !{}
!8 = !DILocation(line: 1, scope: !4)
!9 = distinct !DISubprogram(name: "castdbg", scope: !1, file: !1, line: 2, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 2, scope: !9)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`

// TestCanonicalizeOpaqueScan: on an opaque module Canonicalize does its
// steps only in the functions scan flags; the module it makes is the one
// the steps make run on every function.
func TestCanonicalizeOpaqueScan(t *testing.T) {
	parse := func() *ir.Module {
		m, err := lltext.Parse("work.ll", []byte(opaqueWork))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := parse()
	typed, todo := scan(m)
	if typed || m.HasTypedPointers() {
		t.Fatalf("scan says typed %v, HasTypedPointers %v; want false", typed, m.HasTypedPointers())
	}
	for _, f := range m.Funcs {
		if f.Name == "none" && todo[f] != 0 {
			t.Errorf("@none flagged %b: nothing in it changes", todo[f])
		}
	}
	rep, err := CanonicalizeWith(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := lltext.Format(m)

	// Every step on every function, as before scan.
	full := parse()
	o := &opaquer{m: full, cache: map[ir.Constant]ir.Constant{}}
	for _, f := range full.Funcs {
		o.foldCasts(f)
	}
	modernAttrs(full, nil)
	remangleIntrinsics(full, nil)
	dbgToRecords(full, nil)
	if want := lltext.Format(full); got != want {
		t.Errorf("Canonicalize:\n%s\nevery step on every function:\n%s", got, want)
	}
	if rep.FoldedCasts != 2 || rep.ModernAttrs != 2 || rep.DbgRecords != 2 {
		t.Errorf("report %+v; want 2 folded casts, 2 attribute sets, 2 records", *rep)
	}
	if strings.Contains(got, "call void @llvm.dbg.value") || strings.Count(got, "#dbg_value(") != 2 {
		t.Errorf("both debug calls must be records:\n%s", got)
	}
}

// TestScanTyped: scan's typed answer is m.HasTypedPointers'.
func TestScanTyped(t *testing.T) {
	for _, src := range []string{typedModule, opaqueWork,
		"define void @f() {\n  %a = alloca i32*\n  ret void\n}\n",
		"define void @f(ptr %p) {\n  %v = load i8*, ptr %p\n  ret void\n}\n",
		"%s = type { i8* }\n"} {
		m, err := lltext.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if typed, _ := scan(m); typed != m.HasTypedPointers() {
			t.Errorf("scan typed %v, HasTypedPointers %v for\n%s", typed, m.HasTypedPointers(), src)
		}
	}
}

// typedWork is typedModule with a call of a debug intrinsic through a
// cast instruction, which step 2 folds.
const typedWork = typedModule + `
define void @castdbg(i32 %x) !dbg !9 {
  %c = bitcast void (metadata, metadata, metadata)* @llvm.dbg.value to void (metadata, metadata, metadata)*
  call void %c(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !10
  ret void, !dbg !10
}

define void @attrs(i8* %p) {
  call void @callee(i8* nocapture %p)
  ret void
}

declare void @callee(i8*)

!9 = distinct !DISubprogram(name: "castdbg", scope: !1, file: !1, line: 2, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 2, scope: !9)
`

// TestCanonicalizeTypedWork: on a typed module the steps after step 2
// run only in the functions step 1 found work for; the module is the one
// they make run on every function.
func TestCanonicalizeTypedWork(t *testing.T) {
	parse := func() *ir.Module {
		m, err := lltext.Parse("typed.ll", []byte(typedWork))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := parse()
	rep, err := CanonicalizeWith(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := lltext.Format(m)

	full := parse()
	o := &opaquer{m: full, cache: map[ir.Constant]ir.Constant{}, h: ensureHints(full)}
	typedFns := map[*ir.Func]*ir.Type{}
	for _, f := range full.Funcs {
		typedFns[f] = f.Typ
	}
	o.run()
	modernAttrs(full, nil)
	remangleIntrinsics(full, typedFns)
	dbgToRecords(full, nil)
	if want := lltext.Format(full); got != want {
		t.Errorf("Canonicalize:\n%s\nevery step on every function:\n%s", got, want)
	}
	if !rep.WasTyped || rep.DbgRecords != 2 || rep.ModernAttrs < 2 {
		t.Errorf("report %+v; want typed, 2 records, at least 2 attribute sets", *rep)
	}
	if strings.Contains(got, "call void @llvm.dbg.value") {
		t.Errorf("debug calls must be records:\n%s", got)
	}
}
