package downgrade_test

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/target"
)

// LLVM 22's masked memory intrinsics carry their alignment as an align
// attribute; older readers expect an i32 immarg operand after the pointer
// ("immarg operand has non-immediate parameter" from opt-14/15/16 on
// Zstandard's huf_decompress.c built by clang-22 -O2 -g
// -march=x86-64-v3, after irfix exited 0; found by corpus/sweep.sh). The
// operand comes from the call's align, else 1.
const maskedSrc = `define void @f(ptr %p, ptr %q, <8 x i1> %m, <4 x ptr> %ps, <4 x i1> %m4) {
  %v = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 %p, <8 x i1> %m, <8 x i32> poison)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr align 16 %q, <8 x i1> %m)
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> align 8 %ps, <4 x i1> %m4, <4 x i32> zeroinitializer)
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %g, <4 x ptr> %ps, <4 x i1> %m4)
  ret void
}
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, <8 x i1>, <8 x i32>)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr, <8 x i1>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, <4 x i1>)
`

func TestLowerMaskedAlign(t *testing.T) {
	for _, name := range append([]string{"16", "19"}, typedTargets...) {
		tg := target.MustParse(name)
		out, _ := lowerText(t, "masked.ll", maskedSrc, tg)
		for _, want := range []string{" i32 4, <8 x i1> %m", " i32 16, <8 x i1> %m", "i32 8, <4 x i1> %m4, <4 x i32> zeroinitializer", "i32 1, <4 x i1> %m4)"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no %q in\n%s", name, want, out)
			}
		}
		oracleAccepts(t, tg, out)
	}
	out, _ := lowerText(t, "masked.ll", maskedSrc, target.MustParse("22"))
	if strings.Contains(out, "i32 4, <8 x i1>") {
		t.Errorf("22 reads the attribute form; an operand was added:\n%s", out)
	}
}

// maskedRun loads lanes 0,2,4,5,7 of @a (others -1), stores all lanes but
// 6 to @b and prints their sum plus b[6]: 1+3+5+6+8-3+0 = 20.
const maskedRun = `@a = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 32
@b = global [8 x i32] zeroinitializer, align 32
@fmt = private constant [4 x i8] c"%d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %v = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 4 @a, <8 x i1> <i1 1, i1 0, i1 1, i1 0, i1 1, i1 1, i1 0, i1 1>, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %v, ptr align 32 @b, <8 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 0, i1 1>)
  %s = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %v)
  %p = getelementptr i32, ptr @b, i64 6
  %x = load i32, ptr %p
  %t = add i32 %s, %x
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  ret i32 0
}
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr, <8 x i1>, <8 x i32>)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr, <8 x i1>)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
`

func TestLowerMaskedAlignRuns(t *testing.T) {
	for _, name := range []string{"14", "16-typed"} {
		tg := target.MustParse(name)
		out, _ := lowerText(t, "maskedrun.ll", maskedRun, tg)
		bc := oracleAccepts(t, tg, out)
		got, err := oracle.Interpret(t, tg, bc)
		if err != nil || string(got) != "20\n" {
			t.Errorf("%s: lli printed %q (%v), want 20", name, got, err)
		}
	}
}
