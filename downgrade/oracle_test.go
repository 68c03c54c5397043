package downgrade_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// typedTargets are the typed readers every lowering test asks.
var typedTargets = []string{"14", "15-typed", "16-typed"}

// lowerText parses src, canonicalizes it, lowers it for tg and prints it,
// running ir.Verify after each step.
func lowerText(t *testing.T, name, src string, tg target.Target) (string, *downgrade.Report) {
	t.Helper()
	m, err := lltext.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		t.Fatalf("canonicalize: %v", err)
	}
	rep, err := downgrade.Lower(m, tg, downgrade.Options{})
	if err != nil {
		t.Fatalf("lower to %s: %v", tg, err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("verify after lowering to %s: %v", tg, err)
	}
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, downgrade.PrintOptions(tg)); err != nil {
		t.Fatal(err)
	}
	return b.String(), rep
}

// runLLI runs tool (an lli) with flags on the module in (text or
// bitcode, from stdin) and returns what it prints; the test stops if it
// fails.
func runLLI(t *testing.T, tool string, flags []string, in []byte) string {
	t.Helper()
	cmd := exec.Command(testenv.Tool(t, tool), append(flags, "-")...)
	cmd.Stdin = bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", tool, err, errb.String())
	}
	return out.String()
}

// oracleAccepts has tg's llvm-as and opt -passes=verify accept text and
// returns the bitcode.
func oracleAccepts(t *testing.T, tg target.Target, text string) []byte {
	t.Helper()
	var flags []string
	if tg.Typed && tg.Major >= 15 {
		flags = []string{"-opaque-pointers=0"}
	}
	n := fmt.Sprint(tg.Major)
	run := func(tool string, in []byte, args ...string) []byte {
		cmd := exec.Command(testenv.Tool(t, tool), append(flags, args...)...)
		cmd.Stdin = bytes.NewReader(in)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s rejects the output for %s: %v\n%s\n%s", tool, tg, err, errb.String(), text)
		}
		// opt drops debug info it cannot read with only a warning.
		if strings.Contains(errb.String(), "invalid debug info") {
			t.Fatalf("%s ignores the output's debug info for %s:\n%s\n%s", tool, tg, errb.String(), text)
		}
		return out.Bytes()
	}
	bc := run("llvm-as-"+n, []byte(text), "-o", "-", "-")
	run("opt-"+n, bc, "-passes=verify", "-disable-output", "-")
	return bc
}

// TestIntrinsicGlobalsTyped: llvm.global_ctors/dtors, llvm.used and
// llvm.compiler.used have the one typed form the verifier accepts,
// whatever the pointers' evidence (an empty ctors array, as clang -O2
// leaves after folding every constructor, has none); intrinsics with a
// fixed non-i8* pointer type keep it and are mangled on the overloaded
// pointer only.
func TestIntrinsicGlobalsTyped(t *testing.T) {
	src := `@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @d, ptr @x }]
@x = global i32 0
@tab = global [2 x ptr] [ptr @x, ptr @d]
@llvm.used = appending global [2 x ptr] [ptr @x, ptr @d], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"

define internal void @d() {
  store i32 1, ptr @x
  ret void
}

define void @f(ptr %p) {
  %v = load i32, ptr %p
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  call void @llvm.invariant.end.p0(ptr %t, i64 4, ptr %p)
  ret void
}

declare ptr @llvm.invariant.start.p0(i64, ptr)
declare void @llvm.invariant.end.p0(ptr, i64, ptr)
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "intrinsic_globals.ll", src, tg)
			for _, want := range []string{
				`@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer`,
				`@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @d, i8* bitcast (i32* @x to i8*) }]`,
				`@llvm.used = appending global [2 x i8*] [i8* bitcast (i32* @x to i8*), i8* bitcast (void ()* @d to i8*)]`,
				`@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32* @x to i8*)]`,
				`declare {}* @llvm.invariant.start.p0i8(i64, i8*)`,
				`declare void @llvm.invariant.end.p0i8({}*, i64, i8*)`,
			} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %s:\n%s", want, out)
				}
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestPointerVectorsTyped: vectors of pointers as clang -O2/-O3 writes
// them (SLP-vectorized pointer pairs loaded and stored as <2 x ptr>,
// vector getelementptrs, lanes inserted, extracted and shuffled) get one
// element type per vector, with a vector bitcast where a vector is used
// at another one; every typed reader accepts the result.
func TestPointerVectorsTyped(t *testing.T) {
	src := `%struct.node = type { ptr, ptr, double }

define void @bump(ptr %0) {
  %2 = load <2 x ptr>, ptr %0, align 8
  %3 = getelementptr i8, <2 x ptr> %2, i64 8
  store <2 x ptr> %3, ptr %0, align 8
  ret void
}

define double @lanes(ptr %a, ptr %b, ptr %out) {
  %v0 = insertelement <2 x ptr> poison, ptr %a, i64 0
  %v1 = insertelement <2 x ptr> %v0, ptr %b, i64 1
  %g = getelementptr inbounds %struct.node, <2 x ptr> %v1, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 2>
  %s = shufflevector <2 x ptr> %g, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  store <2 x ptr> %s, ptr %out, align 8
  %e = extractelement <2 x ptr> %s, i64 0
  %x = load double, ptr %e, align 8
  %n = extractelement <2 x ptr> %v1, i64 1
  %nx = load ptr, ptr %n, align 8
  %y = load double, ptr %nx, align 8
  %r = fadd double %x, %y
  ret double %r
}
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "ptrvec.ll", src, tg)
			for _, want := range []string{
				`getelementptr inbounds %struct.node, <2 x %struct.node*> %v1`,
				`shufflevector <2 x double*> %g, <2 x double*>`,
				`%e = extractelement <2 x double*> %s, i64 0`,
			} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %s:\n%s", want, out)
				}
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestNewDebugTagsLowered: clang 19+ declares static members (and, from
// 22, a class's vtable as the artificial _vtable$) with DIDerivedType
// DW_TAG_variable, and -gtemplate-alias writes DW_TAG_template_alias;
// LLVM 14–16 reject both ("invalid tag") and opt then silently drops all
// debug info. Check names them; Lower writes the older tags and says so
// in Report.Losses.
func TestNewDebugTagsLowered(t *testing.T) {
	src := `@_ZTV1S = constant { [3 x ptr] } zeroinitializer, align 8, !dbg !5
@x = global i32 0, !dbg !12

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "a.cpp", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "_vtable$", linkageName: "_ZTV1S", scope: !0, file: !1, type: !7, isLocal: false, isDefinition: true, declaration: !8)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_variable, name: "_vtable$", scope: !9, file: !1, baseType: !7, flags: DIFlagPrivate | DIFlagArtificial | DIFlagStaticMember)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 64, elements: !10, identifier: "_ZTS1S")
!10 = !{!8}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "x", scope: !0, file: !1, line: 3, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_template_alias, name: "A<int>", file: !1, line: 2, baseType: !11)
`
	m, err := lltext.Parse("tags.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	probs := downgrade.Check(m, target.MustParse("16"))
	var names []string
	for _, p := range probs {
		names = append(names, p.Construct)
	}
	if got := strings.Join(names, "; "); !strings.Contains(got, "DW_TAG_variable in DIDerivedType") || !strings.Contains(got, "DW_TAG_template_alias") {
		t.Errorf("Check for 16 = %q, want both new tags", got)
	}
	if p := downgrade.Check(m, target.MustParse("19")); len(p) != 0 {
		t.Errorf("Check for 19 = %v, want nothing (19 reads both tags)", p)
	}
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, rep := lowerText(t, "tags.ll", src, tg)
			for _, want := range []string{
				`!DIDerivedType(tag: DW_TAG_member, name: "_vtable$"`,
				`!DIDerivedType(tag: DW_TAG_typedef, name: "A<int>"`,
			} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %s:\n%s", want, out)
				}
			}
			losses := strings.Join(rep.Losses, "\n")
			if !strings.Contains(losses, "1 DIDerivedType DW_TAG_variable written as DW_TAG_member") ||
				!strings.Contains(losses, "1 DIDerivedType DW_TAG_template_alias written as DW_TAG_typedef") {
				t.Errorf("Report.Losses = %q, want both lowerings stated", rep.Losses)
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestInvokeResultCastOnEdge: a phi takes an invoke's result, which
// needs a cast for the phi's type; the cast cannot go before the invoke
// (the value does not exist yet) and the normal destination has other
// predecessors, so the edge gets a block of its own (clang++-19 -O2 -g
// with libstdc++: operator new's result flowing into a vector's buffer).
func TestInvokeResultCastOnEdge(t *testing.T) {
	src := `define i32 @f(i1 %c, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %alloc, label %join
alloc:
  %m = invoke noalias nonnull ptr @_Znwm(i64 %n)
          to label %join unwind label %lp
join:
  %r = phi ptr [ null, %entry ], [ %m, %alloc ]
  %z = phi i64 [ 0, %entry ], [ %n, %alloc ]
  %g = getelementptr inbounds i32, ptr %r, i64 %z
  %v = load i32, ptr %g, align 4
  ret i32 %v
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

declare ptr @_Znwm(i64)
declare i32 @__gxx_personality_v0(...)
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "invoke_edge.ll", src, tg)
			if !strings.Contains(out, "%r = phi i32* [ null, %entry ]") {
				t.Fatalf("want the phi typed i32* (a cast of operator new's i8* result):\n%s", out)
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestDIExpressionCompareKilled: a variable location whose expression
// uses a DWARF comparison (clang 22 -O2) is written as optimized out for
// readers before 19 (which reject the expression and then drop all debug
// info), and the loss is stated.
func TestDIExpressionCompareKilled(t *testing.T) {
	src := `define void @f(i32 %x) !dbg !4 {
    #dbg_value(i32 %x, !6, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !8)
    #dbg_value(i32 %x, !9, !DIExpression(), !8)
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cpp", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "neg", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!8 = !DILocation(line: 1, scope: !4)
!9 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 1, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, rep := lowerText(t, "dicmp.ll", src, tg)
			if strings.Contains(out, "DW_OP_lt") {
				t.Errorf("DW_OP_lt left for %s:\n%s", tg, out)
			}
			if !strings.Contains(out, "metadata i32 undef, metadata !") || !strings.Contains(out, "metadata i32 %x, metadata !") {
				t.Errorf("want the comparison's location undef and the other kept:\n%s", out)
			}
			if l := strings.Join(rep.Losses, "\n"); !strings.Contains(l, "1 variable locations use a DWARF comparison") {
				t.Errorf("Report.Losses = %q, want the killed location stated", rep.Losses)
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestLossesInStepOrder: Report.Losses lists what was lost in the order
// the lowering steps run — debug-info tags rewritten before variable
// locations killed — although Lower rewrites the tags in its one metadata
// walk at the end (the CLI prints the sentences in this order).
func TestLossesInStepOrder(t *testing.T) {
	src := `@x = global i32 0, !dbg !12

define void @f(i32 %x) !dbg !4 {
    #dbg_value(i32 %x, !6, !DIExpression(DW_OP_consts, 0, DW_OP_lt, DW_OP_stack_value), !8)
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "a.cpp", directory: "/")
!2 = !{!12}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "neg", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!8 = !DILocation(line: 1, scope: !4)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "x", scope: !0, file: !1, line: 3, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_template_alias, name: "A<int>", file: !1, line: 2, baseType: !11)
`
	for _, ts := range []string{"14", "16"} {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, rep := lowerText(t, "order.ll", src, tg)
			tag, loc := -1, -1
			for k, l := range rep.Losses {
				if strings.Contains(l, "DW_TAG_template_alias written as DW_TAG_typedef") {
					tag = k
				}
				if strings.Contains(l, "variable locations use a DWARF comparison") {
					loc = k
				}
			}
			if tag < 0 || loc < 0 || tag > loc {
				t.Errorf("Report.Losses = %q, want the tag rewrite, then the killed location", rep.Losses)
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestPersonalityCastOnlyWithLandingPad: clang writes a personality as
// i8* (a bitcast of __gxx_personality_v0); LLVM's inliner gives a caller
// that had none its callee's personality without the cast, and at -O2
// those are the functions with no landing pad of their own. A function
// with a landing pad keeps clang's i8* form, one without keeps the
// personality's own type: no bitcast the producer did not write.
// Typed readers accept both.
func TestPersonalityCastOnlyWithLandingPad(t *testing.T) {
	src := `define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g()
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

define void @inlined() personality ptr @__gxx_personality_v0 {
  call void @g()
  ret void
}

declare void @g()
declare i32 @__gxx_personality_v0(...)
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "personality.ll", src, tg)
			for _, want := range []string{
				"@eh() personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*)",
				"@inlined() personality i32 (...)* @__gxx_personality_v0 {",
			} {
				if !strings.Contains(out, want) {
					t.Errorf("want %q:\n%s", want, out)
				}
			}
			oracleAccepts(t, tg, out)
		})
	}
}

// TestDbgAssignDeclDropped: call-form assignment tracking (LLVM 16-18
// IR, a declared llvm.dbg.assign) lowered for a reader before 16 keeps
// no declaration of the intrinsic nothing calls any more; 16-typed keeps
// it, called. The readers accept each, and lli prints what the program
// prints.
func TestDbgAssignDeclDropped(t *testing.T) {
	const src = `@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main() !dbg !4 {
  %a = alloca i32, align 4, !DIAssignID !9
  store i32 7, ptr %a, align 4, !DIAssignID !10
  call void @llvm.dbg.assign(metadata i32 7, metadata !6, metadata !DIExpression(), metadata !10, metadata ptr %a, metadata !DIExpression()), !dbg !8
  %v = load i32, ptr %a, align 4
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0, !dbg !8
}

declare i32 @printf(ptr, ...)
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !4)
!9 = distinct !DIAssignID()
!10 = distinct !DIAssignID()
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "assign.ll", src, tg)
			if has, want := strings.Contains(out, "@llvm.dbg.assign("), tg.Has(target.DIAssignID); has != want {
				t.Errorf("llvm.dbg.assign in the output = %v, want %v:\n%s", has, want, out)
			}
			bc := oracleAccepts(t, tg, out)
			var flags []string
			if tg.Typed && tg.Major >= 15 {
				flags = []string{"-opaque-pointers=0"}
			}
			cmd := exec.Command(testenv.Tool(t, fmt.Sprint("lli-", tg.Major)), append(flags, "-")...)
			cmd.Stdin = bytes.NewReader(bc)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil || stdout.String() != "7\n" {
				t.Errorf("lli-%d: %q, %v\n%s", tg.Major, stdout.String(), err, stderr.String())
			}
		})
	}
}
