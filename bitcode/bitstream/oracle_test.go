package bitstream

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Oracle tests: LLVM's own tools produce the bitcode and count its blocks
// and records; the Reader must walk the same file to the same counts.

const oracleSmallLL = `
define i32 @add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
`

// oracleRichLL exercises most blocks: globals, constants, several
// functions, metadata with attachments, value names, attributes, strings
// that go into blobs, a sync scope and an operand bundle.
const oracleRichLL = `
source_filename = "rich.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@msg = private unnamed_addr constant [14 x i8] c"hello, world\0A\00", align 1
@counter = internal global i64 0

declare i32 @printf(ptr, ...)
declare double @llvm.cos.f64(double)

define double @wave(double %a, double %w, double %p, double %t) #0 !dbg !5 {
entry:
  %m = fmul double %w, %t, !dbg !9
  %x = fadd double %m, %p
  %c = call double @llvm.cos.f64(double %x)
  %r = fmul double %a, %c
  ret double %r
}

define i32 @loop(i32 %n) #1 {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %exit
body:
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i32 %i
  %v = load i32, ptr %p, align 4
  %acc1 = add nsw i32 %acc, %v
  %i1 = add nuw nsw i32 %i, 1
  %old = atomicrmw add ptr @counter, i64 1 syncscope("singlethread") monotonic
  br label %head
exit:
  %z = call i32 (ptr, ...) @printf(ptr @msg) [ "deopt"(i32 %acc) ]
  ret i32 %acc
}

attributes #0 = { nounwind readnone "frame-pointer"="none" }
attributes #1 = { noinline optnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "irfix", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "rich.c", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "wave", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8, !8, !8, !8}
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DILocation(line: 2, column: 3, scope: !5)
`

// bcanalyzerStats parses the "Per-block Summary" of llvm-bcanalyzer.
func bcanalyzerStats(t *testing.T, out []byte) map[uint32]*blockStats {
	t.Helper()
	head := regexp.MustCompile(`^\s*Block ID #(\d+)`)
	// One instance: "Num Records: 5"; several: "Tot/Avg Records: 5/2.5e+00".
	field := regexp.MustCompile(`^\s*(?:Num|Tot/Avg) (Instances|SubBlocks|Abbrevs|Records):\s*(\d+)`)
	stats := map[uint32]*blockStats{}
	var cur *blockStats
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if m := head.FindStringSubmatch(line); m != nil {
			id, _ := strconv.ParseUint(m[1], 10, 32)
			cur = &blockStats{}
			stats[uint32(id)] = cur
			continue
		}
		if m := field.FindStringSubmatch(line); m != nil && cur != nil {
			n, _ := strconv.Atoi(m[2])
			switch m[1] {
			case "Instances":
				cur.Instances = n
			case "SubBlocks":
				cur.SubBlocks = n
			case "Abbrevs":
				cur.Abbrevs = n
			case "Records":
				cur.Records = n
			}
		}
	}
	if len(stats) == 0 {
		t.Fatalf("no per-block summary in llvm-bcanalyzer output:\n%s", out)
	}
	return stats
}

func TestOracleLLVMAs16(t *testing.T) {
	llvmAs := requireTool(t, "llvm-as-16")
	analyzer := requireTool(t, "llvm-bcanalyzer-16")
	for name, ll := range map[string]string{"small": oracleSmallLL, "rich": oracleRichLL} {
		t.Run(name, func(t *testing.T) {
			bc := assemble(t, llvmAs, ll)
			compareWithAnalyzer(t, analyzer, bc)
		})
	}
}

// TestOracleOtherVersions runs the same comparison with whichever other
// LLVM versions are installed (their bitcode differs in abbreviations and
// records). It does not require them.
func TestOracleOtherVersions(t *testing.T) {
	ran := 0
	for _, v := range []string{"14", "15", "19", "22"} {
		llvmAs, err1 := exec.LookPath("llvm-as-" + v)
		analyzer, err2 := exec.LookPath("llvm-bcanalyzer-" + v)
		if err1 != nil || err2 != nil {
			continue
		}
		ll := oracleRichLL
		if v == "14" {
			// LLVM 14 needs typed pointers: use the small module, which
			// has none.
			ll = oracleSmallLL
		}
		ran++
		t.Run("llvm"+v, func(t *testing.T) {
			compareWithAnalyzer(t, analyzer, assemble(t, llvmAs, ll))
		})
	}
	if ran == 0 {
		t.Skip("no llvm-as-{14,15,19,22} installed")
	}
}

func compareWithAnalyzer(t *testing.T, analyzer string, bc []byte) {
	t.Helper()
	path := t.TempDir() + "/x.bc"
	if err := writeFile(path, bc); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(analyzer, path).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", analyzer, err, out)
	}
	want := bcanalyzerStats(t, out)
	got, r, err := walk(bc)
	if err != nil {
		t.Fatalf("walk: %v", err)
	}
	if pos, end := r.BitPos(), uint64(len(bc))*8; pos != end {
		t.Errorf("walk stopped at bit %d, file ends at bit %d", pos, end)
	}
	var diffs []string
	for id, w := range want {
		g := got[id]
		if g == nil {
			g = &blockStats{}
		}
		if *g != *w {
			diffs = append(diffs, fmt.Sprintf("block %d (%s): reader %+v, llvm-bcanalyzer %+v", id, r.BlockName(id), *g, *w))
		}
	}
	for id := range got {
		if want[id] == nil {
			diffs = append(diffs, fmt.Sprintf("block %d seen by the reader but not by llvm-bcanalyzer", id))
		}
	}
	if len(diffs) > 0 {
		t.Errorf("counts differ:\n%s", strings.Join(diffs, "\n"))
	}
}
