package downgrade

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

func TestLegacyFromMemory(t *testing.T) {
	name := func(ks []ir.AttrKind) string {
		var s []string
		for _, k := range ks {
			s = append(s, k.String())
		}
		return strings.Join(s, " ")
	}
	cases := []struct {
		me    ir.MemoryEffects
		want  string
		exact bool
	}{
		{0, "readnone", true},
		{ir.MemoryAll(ir.Ref), "readonly", true},
		{ir.MemoryAll(ir.Mod), "writeonly", true},
		{ir.MemoryAll(ir.ModRefRW), "", true},
		{ir.MemoryEffects(0).With(ir.MemArg, ir.Mod), "argmemonly writeonly", true},
		{ir.MemoryEffects(0).With(ir.MemInaccessible, ir.ModRefRW), "inaccessiblememonly", true},
		{ir.MemoryEffects(0).With(ir.MemArg, ir.Ref).With(ir.MemInaccessible, ir.Ref), "inaccessiblemem_or_argmemonly readonly", true},
		// memory(read, inaccessiblemem: none): no legacy spelling says
		// "not inaccessible memory"; readonly is the true, weaker claim.
		{ir.MemoryAll(ir.Ref).With(ir.MemInaccessible, ir.NoModRef), "readonly", false},
		{ir.MemoryEffects(0).With(ir.MemArg, ir.Ref).With(ir.MemOther, ir.Mod), "", false},
	}
	for _, c := range cases {
		ks, exact := LegacyFromMemory(c.me)
		if got := name(ks); got != c.want || exact != c.exact {
			t.Errorf("LegacyFromMemory(%b) = %q exact=%v, want %q exact=%v", c.me, got, exact, c.want, c.exact)
		}
	}
}

var newSyntax = `@g = global i32 0

define i32 @f(ptr captures(none) %p, i32 %x, <4 x i32> %v) #0 !dbg !4 {
  %a = zext nneg i32 %x to i64
  %b = or disjoint i32 %x, 1
  %c = icmp samesign ult i32 %x, 7
  %d = call i32 @llvm.scmp.i32.i32(i32 %x, i32 %b)
  %e = add <4 x i32> %v, splat (i32 1)
  %q = getelementptr inbounds nuw i8, ptr %p, i64 4
    #dbg_value(i32 %x, !6, !DIExpression(), !8)
  %l = load i32, ptr %q, align 4
  %r = call i64 @h(ptr %p)
  ret i32 %l, !dbg !8
}

define i32 @h(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

declare i32 @llvm.scmp.i32.i32(i32, i32)

attributes #0 = { nounwind memory(argmem: read) }

` + debugInfoTail("x")

func TestLowerTo15Typed(t *testing.T) {
	m, err := lltext.Parse("new.ll", []byte(newSyntax))
	if err != nil {
		t.Fatal(err)
	}
	tg := target.MustParse("15-typed")
	if probs := Check(m, tg); len(probs) < 6 {
		t.Errorf("Check found %d problem kinds, want at least 6 (ptr, captures, memory, nneg, disjoint, samesign, gep nuw, splat, records, scmp): %v", len(probs), probs)
	}
	rep, err := Lower(m, tg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if probs := Check(m, tg); len(probs) != 0 {
		t.Errorf("problems left after lowering: %v", probs)
	}
	text := lltext.Format(m)
	for _, want := range []string{
		// %p is read as i32 at byte offset 4 and passed to @h, which reads
		// an i32 there: the byte GEP only says "byte addressing".
		"define i32 @f(i32* nocapture %p, i32 %x, <4 x i32> %v) #0",
		"zext i32 %x to i64",
		"or i32 %x, 1",
		"icmp ult i32 %x, 7",
		"add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>",
		"call void @llvm.dbg.value(metadata i32 %x, metadata !",
		"declare void @llvm.dbg.value(metadata, metadata, metadata)",
		"%r = call i64 bitcast (i32 (i32*)* @h to i64 (i32*)*)(i32* %p)",
		"argmemonly nounwind readonly",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("lowered text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "llvm.scmp") || strings.Contains(text, "#dbg_") || regexp.MustCompile(`\bptr\b`).MatchString(text) {
		t.Errorf("lowered text keeps scmp, records or ptr:\n%s", text)
	}
	if rep.IntrinsicsExpanded != 1 || rep.DbgRecordsToCalls != 1 {
		t.Errorf("report = %+v", rep)
	}
}

func TestLowerErrors(t *testing.T) {
	m, err := lltext.Parse("typed.ll", []byte("define void @f(i8* %p) {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lower(m, target.MustParse("15-typed"), Options{}); !errors.Is(err, ErrNotCanonical) {
		t.Errorf("typed input: err = %v, want ErrNotCanonical", err)
	}
	m, err = lltext.Parse("tx.ll", []byte("define void @f(target(\"spirv.Event\") %e) {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(m, target.MustParse("15"), Options{})
	var ne *NotExpressibleError
	if !errors.As(err, &ne) || !errors.Is(err, ErrNotExpressible) {
		t.Fatalf("target type for 15: err = %v, want a NotExpressibleError", err)
	}
	if got := ne.Problems[0].Message(); got != "target extension types needs LLVM >= 16; target is 15" {
		t.Errorf("message = %q", got)
	}
}

// Assignment tracking for a reader before LLVM 16 (no !DIAssignID): a
// #dbg_assign becomes llvm.dbg.value of its value, variable, expression
// and location; the store's !DIAssignID attachment goes. Typed 16 keeps
// it as llvm.dbg.assign with all six operands.
func TestLowerAssignTracking(t *testing.T) {
	src := `define void @f(i32 %x) !dbg !4 {
  %a = alloca i32, align 4, !DIAssignID !9
  store i32 %x, ptr %a, align 4, !DIAssignID !10
    #dbg_assign(i32 %x, !6, !DIExpression(), !10, ptr %a, !DIExpression(), !8)
  ret void, !dbg !8
}

` + debugInfoTail("x") + `!9 = distinct !DIAssignID()
!10 = distinct !DIAssignID()
`
	// The declaration call-form IR carries (LLVM 16-18, or upgraded from
	// such): for a reader before 16 nothing calls it once the records
	// are dbg.values, and it goes; typed 16 keeps it, called.
	const decl = "declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)\n"
	for _, c := range []struct {
		target  string
		want    string
		assigns int
	}{
		{"15-typed", "call void @llvm.dbg.value(metadata i32 %x, metadata !", 1},
		{"16-typed", "call void @llvm.dbg.assign(metadata i32 %x, metadata !", 0},
	} {
		m, err := lltext.Parse("assign.ll", []byte(decl+src))
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Lower(m, target.MustParse(c.target), Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.target, err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("%s: %v", c.target, err)
		}
		text := lltext.Format(m)
		if !strings.Contains(text, c.want) {
			t.Errorf("%s: lowered text lacks %q:\n%s", c.target, c.want, text)
		}
		if kept := strings.Contains(text, "!DIAssignID"); kept != (c.assigns == 0) {
			t.Errorf("%s: !DIAssignID kept = %v:\n%s", c.target, kept, text)
		}
		if kept := strings.Contains(text, "@llvm.dbg.assign("); kept != (c.assigns == 0) {
			t.Errorf("%s: llvm.dbg.assign declared or called = %v:\n%s", c.target, kept, text)
		}
		if rep.DbgAssignsLowered != c.assigns || rep.DbgRecordsToCalls != 1 {
			t.Errorf("%s: report = %+v", c.target, rep)
		}
	}
}

// Lower's final check walks the instructions together with the metadata
// walk; what it finds must be what Check finds in the lowered module
// (problems, order, counts and places).
func TestLowerProblemsAreChecks(t *testing.T) {
	src := `define void @f(target("spirv.Event") %e) {
  %a = alloca target("spirv.Event")
  %b = alloca i32
  ret void
}

define void @g(target("spirv.Event") %e) !dbg !4 {
entry:
  %a = alloca target("spirv.Event"), !dbg !6
  ret void
}

` + gDebugTail
	tg := target.MustParse("15")
	m, err := lltext.Parse("tx.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(m, tg, Options{})
	var ne *NotExpressibleError
	if !errors.As(err, &ne) {
		t.Fatalf("err = %v, want a NotExpressibleError", err)
	}
	m2, err := lltext.Parse("tx.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lower(m2, tg, Options{NoCheck: true}); err != nil {
		t.Fatal(err)
	}
	want := Check(m2, tg)
	if len(want) == 0 || want[0].Count < 4 {
		t.Fatalf("Check found %+v, want the target type counted at least 4 times", want)
	}
	if len(ne.Problems) != len(want) {
		t.Fatalf("Lower: %+v\nCheck: %+v", ne.Problems, want)
	}
	for k := range want {
		if ne.Problems[k] != want[k] {
			t.Errorf("problem %d: Lower %+v, Check %+v", k, ne.Problems[k], want[k])
		}
	}
}

// scanner.merge: a construct both scanners found keeps the first's place
// and adds the counts; the rest follow in the second's order.
func TestScannerMerge(t *testing.T) {
	m := &ir.Module{File: "x.ll"}
	tg := target.MustParse("14")
	a, b := newScanner(m, tg), newScanner(m, tg)
	a.where = "debug info"
	a.add("A", target.Feature{Name: "A", Since: 20})
	b.where = "@f"
	b.add("B", target.Feature{Name: "B", Since: 20})
	b.add("A", target.Feature{Name: "A", Since: 20})
	b.add("A", target.Feature{Name: "A", Since: 20})
	a.merge(b)
	if len(a.out) != 2 || a.out[0].Construct != "A" || a.out[0].Count != 3 || a.out[0].Where != "debug info" ||
		a.out[1].Construct != "B" || a.out[1].Count != 1 || a.out[1].Where != "@f" {
		t.Errorf("merged = %+v", a.out)
	}
	a.add("B", target.Feature{Name: "B", Since: 20})
	if a.out[1].Count != 2 {
		t.Errorf("a construct merged in is not counted again: %+v", a.out)
	}
}

// gDebugTail is the debug-info part of the modules whose function @g
// (!4) has one location, !6 (the target-problem tests).
const gDebugTail = `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocation(line: 2, scope: !4)
`

// debugInfoTail is the debug-info part shared by these tests' modules:
// function @f is !4, its int variable v (!6) and location !8.
func debugInfoTail(v string) string {
	return `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "` + v + `", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !4)
`
}

// A debug record attached to an llvm.scmp call the target lacks stays,
// as an llvm.dbg.value call in front of the instructions that replace the
// call (expandNewIntrinsics runs before records become calls).
func TestScmpKeepsItsRecords(t *testing.T) {
	src := `define i8 @f(i32 %x, i32 %y) !dbg !4 {
    #dbg_value(i32 %x, !6, !DIExpression(), !8)
  %c = call i8 @llvm.scmp.i8.i32(i32 %x, i32 %y), !dbg !8
  ret i8 %c, !dbg !8
}

declare i8 @llvm.scmp.i8.i32(i32, i32)

` + debugInfoTail("x")
	m, err := lltext.Parse("scmp.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Lower(m, target.MustParse("15"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	if rep.IntrinsicsExpanded != 1 || rep.DbgRecordsToCalls != 1 {
		t.Errorf("report = %+v", rep)
	}
	body := m.Func("f").Blocks[0].Instrs
	if len(body) < 2 || body[0].CalledFunc() == nil || body[0].CalledFunc().Name != "llvm.dbg.value" || body[1].Op != ir.OpICmp {
		t.Errorf("want the dbg.value call first, then the expansion:\n%s", lltext.Format(m))
	}
}

// Debug info describing an expanded llvm.scmp/ucmp call's result (a
// record after it, and a dbg.value call's metadata argument) describes
// the select that replaces it: clang-19+ -O2 -g writes `(a > b) - (a < b)`
// as scmp with a #dbg_value of the result, and pointing that at the
// erased call left `%<badref>` in the text and made the bitcode writer
// fail.
func TestScmpResultKeepsItsDebugValues(t *testing.T) {
	src := `define i32 @f(i32 %x, i32 %y) !dbg !4 {
  %c = call i32 @llvm.ucmp.i32.i32(i32 %x, i32 %y), !dbg !8
    #dbg_value(i32 %c, !6, !DIExpression(), !8)
    #dbg_value(!DIArgList(i32 %c, i32 %x), !6, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)
  %r = mul i32 %c, 3, !dbg !8
  ret i32 %r, !dbg !8
}

declare i32 @llvm.ucmp.i32.i32(i32, i32)

` + debugInfoTail("c")
	for _, tg := range []string{"14", "16-typed"} {
		m, err := lltext.Parse("ucmp.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Lower(m, target.MustParse(tg), Options{}); err != nil {
			t.Fatalf("%s: %v", tg, err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("%s: %v\n%s", tg, err, lltext.Format(m))
		}
		text := lltext.Format(m)
		if strings.Contains(text, "badref") {
			t.Fatalf("%s: lowered text refers to the erased call:\n%s", tg, text)
		}
		// Both debug values name the select (the call's name moved to it).
		n := 0
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, "@llvm.dbg.value(metadata") && strings.Contains(line, "i32 %c") {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%s: %d dbg.value operands name %%c, want 2:\n%s", tg, n, text)
		}
	}
}
