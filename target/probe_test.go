package target

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// needTool returns the path of an LLVM tool, skipping the test when it is
// absent (failing instead when IRFIX_REQUIRE_LLVM=1).
func needTool(t *testing.T, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// TestTableAgainstLLVM feeds one-line modules to every installed llvm-as
// and checks that the table predicts which readers accept them.
func TestTableAgainstLLVM(t *testing.T) {
	type probe struct {
		name string
		src  string // PTR is replaced by the version's pointer spelling
		f    Feature
	}
	fnAttr := func(k ir.AttrKind, text string) probe {
		return probe{k.String(), "define void @f() " + text + " { ret void }", Attr(k)}
	}
	probes := []probe{
		fnAttr(ir.AttrMustProgress, "mustprogress"),
		fnAttr(ir.AttrAllocKind, `allockind("alloc")`),
		fnAttr(ir.AttrPresplitCoroutine, "presplitcoroutine"),
		fnAttr(ir.AttrSkipProfile, "skipprofile"),
		fnAttr(ir.AttrMemory, "memory(argmem: read)"),
		fnAttr(ir.AttrOptDebug, "optdebug"),
		fnAttr(ir.AttrSanitizeRealtime, "sanitize_realtime"),
		fnAttr(ir.AttrNoCreateUndefOrPoison, "nocreateundeforpoison"),
		fnAttr(ir.AttrNoOutline, "nooutline"),
		{"nofpclass", "define double @f(double nofpclass(nan) %x) { ret double %x }", Attr(ir.AttrNoFPClass)},
		{"range", "define i32 @f(i32 range(i32 0, 4) %x) { ret i32 %x }", Attr(ir.AttrRange)},
		{"writable", "define void @f(PTR writable %p) { ret void }", Attr(ir.AttrWritable)},
		{"captures", "define void @f(PTR captures(none) %p) { ret void }", Attr(ir.AttrCaptures)},
		{"dead_on_return", "define void @f(PTR dead_on_return %p) { ret void }", Attr(ir.AttrDeadOnReturn)},
		{"zext nneg", "define i64 @f(i32 %x) {\n%y = zext nneg i32 %x to i64\nret i64 %y\n}", Flags[0].Feature},
		{"uitofp nneg", "define double @f(i32 %x) {\n%y = uitofp nneg i32 %x to double\nret double %y\n}", Flags[1].Feature},
		{"or disjoint", "define i32 @f(i32 %x) {\n%y = or disjoint i32 %x, 1\nret i32 %y\n}", Flags[2].Feature},
		{"trunc nuw", "define i8 @f(i32 %x) {\n%y = trunc nuw i32 %x to i8\nret i8 %y\n}", Flags[3].Feature},
		{"icmp samesign", "define i1 @f(i32 %x) {\n%y = icmp samesign ult i32 %x, 1\nret i1 %y\n}", Flags[6].Feature},
		{"fptrunc fmf", "define float @f(double %x) {\n%y = fptrunc nnan double %x to float\nret float %y\n}", FastMathOnFPCasts},
		{"splat", "define <4 x i32> @f() { ret <4 x i32> splat (i32 1) }", Splat},
		{"x86_mmx", "define x86_mmx @f(x86_mmx %x) { ret x86_mmx %x }", X86MMX},
		{"udec_wrap", "define void @f(PTR %p) {\n%y = atomicrmw udec_wrap PTR %p, i32 1 seq_cst\nret void\n}", RMWFeature(ir.RMWUDecWrap)},
		{"usub_sat", "define void @f(PTR %p) {\n%y = atomicrmw usub_sat PTR %p, i32 1 seq_cst\nret void\n}", RMWFeature(ir.RMWUSubSat)},
		{"icmp constexpr", "@g = global i32 0\n@h = global i1 icmp eq (PTR @g, PTR null)", mustCE(ir.OpICmp)},
		{"select constexpr", "@g = global i32 0\n@h = global i32 select (i1 icmp eq (PTR @g, PTR null), i32 1, i32 2)", mustCE(ir.OpSelect)},
		{"mul constexpr", "@g = global i32 0\n@h = global i64 mul (i64 ptrtoint (PTR @g to i64), i64 2)", mustCE(ir.OpMul)},
		{"debug record", dbgModule, DebugRecords},
	}
	for _, v := range []int{14, 15, 16, 19, 22} {
		as := "llvm-as-" + strconv.Itoa(v)
		if _, err := exec.LookPath(as); err != nil {
			needTool(t, as)
			continue
		}
		ptr := "ptr"
		if v == 14 {
			ptr = "i32*"
		}
		for _, p := range probes {
			src := strings.ReplaceAll(p.src, "PTR", ptr)
			cmd := exec.Command(as, "-o", os.DevNull, "-")
			cmd.Stdin = strings.NewReader(src)
			accepted := cmd.Run() == nil
			if want := p.f.In(v); accepted != want {
				t.Errorf("%s: llvm-as-%d accepted=%v, table says %v (%s)", p.name, v, accepted, want, p.f.Source)
			}
		}
	}
}

func mustCE(op ir.Opcode) Feature {
	f, _ := ConstExprFeature(op)
	return f
}

const dbgModule = `define void @f(i32 %x) !dbg !4 {
  #dbg_value(i32 %x, !6, !DIExpression(), !8)
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !4)
`
