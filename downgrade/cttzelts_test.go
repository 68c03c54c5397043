package downgrade_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfix/irfix/target"
)

// llvm.experimental.cttz.elts (LLVM 18; clang-22 -O2 makes it from loops
// that search an array, libwebp's palette lookup) is a declaration every
// reader before 18 accepts and no code generator before 18 compiles: lli
// stops with "Symbols not found". Lowered, the call is a compare with
// zero (for non-i1 lanes), the lanes as an integer and llvm.cttz: the
// readers accept it and lli prints what lli-19 prints for the original
// (lane indices; the lane count for none). (The masks come from
// compares: lli-14 hangs loading an <N x i1> global, lowered or not.)
const cttzEltsSrc = `@fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"
@m4 = global <4 x i32> <i32 0, i32 0, i32 3, i32 0>
@z4 = global <4 x i32> zeroinitializer
@b8 = global <8 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 7, i8 0, i8 1>
@m16 = global <16 x i8> <i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 1>

define i32 @main() {
  %la = load <4 x i32>, ptr @m4
  %a = icmp ne <4 x i32> %la, zeroinitializer
  %lb = load <4 x i32>, ptr @z4
  %b = icmp ne <4 x i32> %lb, zeroinitializer
  %c = load <8 x i8>, ptr @b8
  %ld = load <16 x i8>, ptr @m16
  %d = icmp ne <16 x i8> %ld, zeroinitializer
  %ra = call i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1> %a, i1 true)
  %rb = call i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1> %b, i1 false)
  %rc = call i32 @llvm.experimental.cttz.elts.i32.v8i8(<8 x i8> %c, i1 false)
  %rd = call i8 @llvm.experimental.cttz.elts.i8.v16i1(<16 x i1> %d, i1 true)
  %ra32 = trunc i64 %ra to i32
  %rb32 = trunc i64 %rb to i32
  %rd32 = zext i8 %rd to i32
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %ra32, i32 %rb32, i32 %rc, i32 %rd32)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare i64 @llvm.experimental.cttz.elts.i64.v4i1(<4 x i1>, i1 immarg)
declare i32 @llvm.experimental.cttz.elts.i32.v8i8(<8 x i8>, i1 immarg)
declare i8 @llvm.experimental.cttz.elts.i8.v16i1(<16 x i1>, i1 immarg)
`

func TestCttzEltsExpanded(t *testing.T) {
	const want = "2 4 5 9\n"
	if got := runLLI(t, "lli-19", nil, []byte(cttzEltsSrc)); got != want {
		t.Fatalf("lli-19 on the original prints %q, want %q", got, want)
	}
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, rep := lowerText(t, "cttzelts.ll", cttzEltsSrc, tg)
			if strings.Contains(out, "cttz.elts") || rep.IntrinsicsExpanded != 4 {
				t.Errorf("cttz.elts left (%d expanded):\n%s", rep.IntrinsicsExpanded, out)
			}
			bc := oracleAccepts(t, tg, out)
			var flags []string
			if tg.Typed && tg.Major >= 15 {
				flags = []string{"-opaque-pointers=0"}
			}
			if got := runLLI(t, fmt.Sprint("lli-", tg.Major), flags, bc); got != want {
				t.Errorf("lli-%d prints %q, want %q\n%s", tg.Major, got, want, out)
			}
		})
	}
}
