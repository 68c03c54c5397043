package irfix

import (
	"bytes"
	"io"
	"testing"

	"github.com/irfix/irfix/target"
)

// dbgTyped is a typed LLVM 16 module (as llvm-dis-16 prints it) with debug intrinsic calls of every
// kind a reader before debug records has: in a row, alone, in front of a
// terminator.
const dbgTyped = `define void @f(i32* %p, i32 %x) !dbg !3 {
entry:
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !6, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.value(metadata i32* %p, metadata !9, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !8
  store i32 %x, i32* %a, align 4, !dbg !8
  call void @llvm.dbg.label(metadata !11), !dbg !8
  %b = bitcast i32* %p to i8*
  call void @llvm.dbg.value(metadata i8* %b, metadata !9, metadata !DIExpression()), !dbg !8
  ret void, !dbg !8
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #0

declare void @llvm.dbg.value(metadata, metadata, metadata) #0

declare void @llvm.dbg.label(metadata) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!9 = !DILocalVariable(name: "p", scope: !3, file: !1, line: 1, type: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!11 = !DILabel(scope: !3, name: "l", file: !1, line: 2)
`

// TestDbgCallsStay: for a reader with debug intrinsics (16), canonicalize
// leaves the calls (dbgCallsStay) and the output is the one of the round
// trip through records that printing after canonicalize forces.
func TestDbgCallsStay(t *testing.T) {
	for _, c := range []struct {
		target string
		stay   bool
	}{{"16", true}, {"17", true}, {"15", false}, {"19", false}, {"22", false}} {
		p := &Pipeline{Target: target.MustParse(c.target), Emit: EmitText}
		if got := p.dbgCallsStay(); got != c.stay {
			t.Errorf("target %s: dbgCallsStay = %v, want %v", c.target, got, c.stay)
		}
	}
	for _, emit := range []Emit{EmitText, EmitBitcode} {
		p := &Pipeline{Target: target.MustParse("16"), Emit: emit}
		direct, err := p.Run("dbg.ll", []byte(dbgTyped))
		if err != nil {
			t.Fatal(err)
		}
		p.PrintAfter, p.Trace = PassCanonicalize, io.Discard
		if p.dbgCallsStay() {
			t.Fatal("printing after canonicalize still keeps the calls")
		}
		round, err := p.Run("dbg.ll", []byte(dbgTyped))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(direct.Output, round.Output) {
			t.Errorf("emit %s: output with the calls kept differs from the round trip through records:\n%s\n---\n%s",
				emit, direct.Output, round.Output)
		}
		if emit == EmitText && bytes.Count(direct.Output, []byte("call void @llvm.dbg.")) != 5 {
			t.Errorf("output lacks the 5 debug calls:\n%s", direct.Output)
		}
	}
}
