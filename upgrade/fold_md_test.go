package upgrade

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Debug uses of folded casts end at the casts' source, also through a
// cast of a cast whose block is laid out before the block of the cast it
// casts (so it is folded first), and inside a DIArgList.
func TestFoldedCastMetadataUses(t *testing.T) {
	const src = `define void @f(i32* %s) !dbg !4 {
entry:
  br label %b2
b1:
  %c2 = bitcast i8* %c1 to i16*
  call void @llvm.dbg.value(metadata i16* %c2, metadata !6, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.value(metadata !DIArgList(i16* %c2, i8* %c1), metadata !6, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !8
  ret void, !dbg !8
b2:
  %c1 = bitcast i32* %s to i8*
  call void @llvm.dbg.value(metadata i8* %c1, metadata !6, metadata !DIExpression()), !dbg !8
  br label %b1
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !4)
`
	m, err := lltext.Parse("chain.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Canonicalize(m)
	if err != nil {
		t.Fatal(err)
	}
	if rep.FoldedCasts != 2 {
		t.Errorf("folded %d casts, want 2", rep.FoldedCasts)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	text := lltext.Format(m)
	if n := strings.Count(text, "#dbg_value(ptr %s, !"); n != 2 {
		t.Errorf("%d #dbg_value(ptr %%s, ...) records, want 2:\n%s", n, text)
	}
	if !strings.Contains(text, "!DIArgList(ptr %s, ptr %s)") {
		t.Errorf("the DIArgList does not name %%s twice:\n%s", text)
	}
	if strings.Contains(text, "%c1") || strings.Contains(text, "%c2") {
		t.Errorf("a folded cast is still referred to:\n%s", text)
	}
}
