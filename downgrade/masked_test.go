package downgrade_test

import (
	"strings"
	"testing"

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
