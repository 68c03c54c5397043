package irfix

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
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

// dbgAssign is dbgTyped's kind of module with assignment tracking: a
// store with a DIAssignID and the dbg.assign call naming it.
const dbgAssign = `define void @f(i32 %x) !dbg !3 {
entry:
  %a = alloca i32, align 4, !DIAssignID !12
  call void @llvm.dbg.assign(metadata i1 undef, metadata !6, metadata !DIExpression(), metadata !12, metadata i32* %a, metadata !DIExpression()), !dbg !8
  store i32 %x, i32* %a, align 4, !DIAssignID !13, !dbg !8
  call void @llvm.dbg.assign(metadata i32 %x, metadata !6, metadata !DIExpression(), metadata !13, metadata i32* %a, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !8
  ret void, !dbg !8
}

declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata) #0

declare void @llvm.dbg.value(metadata, metadata, metadata) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!12 = distinct !DIAssignID()
!13 = distinct !DIAssignID()
`

// TestDbgCallsStay: for a reader with debug intrinsics (before 19),
// canonicalize leaves the calls (dbgCallsStay) and the output is the one
// of the round trip through records that printing after canonicalize
// forces. For a reader without assignment tracking (before 16) the calls
// stay only in a module without dbg.assign, which lowering turns into
// dbg.value on records only.
func TestDbgCallsStay(t *testing.T) {
	// dbgOpaque is dbgTyped as an LLVM 17 module: opaque pointers.
	dbgOpaque := strings.NewReplacer("i32*", "ptr", "i8*", "ptr").Replace(dbgTyped)
	load := func(name, src string) *ir.Module {
		m, _, err := Load(name, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	typed, opaque, assign := load("dbg.ll", dbgTyped), load("opaque.ll", dbgOpaque), load("assign.ll", dbgAssign)
	for _, c := range []struct {
		target              string
		stayT, stayO, stayA bool // typed, opaque, with dbg.assign (typed)
	}{{"16", true, true, true}, {"17", true, true, true}, {"16-typed", false, true, false},
		{"15", true, true, false}, {"14", false, true, false}, {"19", false, false, false}, {"22", false, false, false}} {
		p := &Pipeline{Target: target.MustParse(c.target), Emit: EmitText}
		for _, x := range []struct {
			what string
			m    *ir.Module
			want bool
		}{{"typed", typed, c.stayT}, {"opaque", opaque, c.stayO}, {"with dbg.assign", assign, c.stayA}} {
			// What canonicalize does with the options: the calls stay
			// when DbgCalls is set, unless TypedDbgRecords is and the
			// module is typed.
			o := p.canonOptions(x.m)
			if got := o.DbgCalls && !(o.TypedDbgRecords && x.m.HasTypedPointers()); got != x.want {
				t.Errorf("target %s, %s module: calls stay = %v (options %+v), want %v", c.target, x.what, got, o, x.want)
			}
		}
	}
	for _, tg := range []string{"16", "16-typed", "15", "14"} {
		for _, src := range []string{dbgTyped, dbgOpaque} {
			for _, emit := range []Emit{EmitText, EmitBitcode} {
				p := &Pipeline{Target: target.MustParse(tg), Emit: emit}
				direct, err := p.Run("dbg.ll", []byte(src))
				if err != nil {
					t.Fatal(err)
				}
				p.PrintAfter, p.Trace = PassCanonicalize, io.Discard
				round, err := p.Run("dbg.ll", []byte(src))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(direct.Output, round.Output) {
					t.Errorf("target %s, emit %s: output with the calls kept differs from the round trip through records:\n%s\n---\n%s",
						tg, emit, direct.Output, round.Output)
				}
				if emit == EmitText && bytes.Count(direct.Output, []byte("call void @llvm.dbg.")) != 5 {
					t.Errorf("target %s: output lacks the 5 debug calls:\n%s", tg, direct.Output)
				}
			}
		}
	}
	// Before 16, dbg.assign becomes dbg.value and DIAssignID goes.
	for _, tg := range []string{"15", "14"} {
		r, err := (&Pipeline{Target: target.MustParse(tg), Emit: EmitText}).Run("assign.ll", []byte(dbgAssign))
		if err != nil {
			t.Fatal(err)
		}
		out := string(r.Output)
		if strings.Contains(out, "call void @llvm.dbg.assign") || strings.Contains(out, "DIAssignID") || strings.Count(out, "call void @llvm.dbg.value(") != 3 {
			t.Errorf("target %s: assignment tracking not lowered to 3 dbg.value calls:\n%s", tg, out)
		}
	}
}
