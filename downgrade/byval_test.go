package downgrade_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/irfix/irfix/target"
)

// byvalSrc: clang -O2 passes a struct's first field on by value using the
// outer struct's own byval pointer (the field is at offset 0), so the same
// pointer carries byval(%struct.Out) where it is received and
// byval(%struct.In) where it is passed on; sret and byref the same way.
// Typed IR requires each parameter to be exactly a pointer to its
// attribute's type, so the lowering must keep the attributes and cast the
// pointer at the call.
const byvalSrc = `
%struct.In = type { i64, i64, i64 }
%struct.Out = type { %struct.In, i64 }

@o = private unnamed_addr constant %struct.Out { %struct.In { i64 1, i64 2, i64 3 }, i64 4 }, align 8
@.str = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1

define internal i64 @g(ptr nocapture noundef readonly byval(%struct.In) align 8 %0) noinline {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds %struct.In, ptr %0, i64 0, i32 1
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.In, ptr %0, i64 0, i32 2
  %6 = load i64, ptr %5, align 8
  %7 = mul nsw i64 %6, %4
  %8 = add nsw i64 %7, %2
  ret i64 %8
}

define internal i64 @f(ptr nocapture noundef readonly byval(%struct.Out) align 8 %0) noinline {
  %2 = tail call i64 @g(ptr noundef nonnull byval(%struct.In) align 8 %0)
  %3 = getelementptr inbounds %struct.Out, ptr %0, i64 0, i32 1
  %4 = load i64, ptr %3, align 8
  %5 = add nsw i64 %4, %2
  ret i64 %5
}

define internal void @mkin(ptr noalias nocapture writeonly sret(%struct.In) align 8 %0) noinline {
  store i64 5, ptr %0, align 8
  %2 = getelementptr inbounds %struct.In, ptr %0, i64 0, i32 1
  store i64 6, ptr %2, align 8
  %3 = getelementptr inbounds %struct.In, ptr %0, i64 0, i32 2
  store i64 7, ptr %3, align 8
  ret void
}

define internal void @mk(ptr noalias nocapture writeonly sret(%struct.Out) align 8 %0) noinline {
  call void @mkin(ptr sret(%struct.In) align 8 %0)
  %2 = getelementptr inbounds %struct.Out, ptr %0, i64 0, i32 1
  store i64 8, ptr %2, align 8
  ret void
}

define internal i64 @rin(ptr noundef byref(%struct.In) align 8 %0) noinline {
  %2 = getelementptr inbounds %struct.In, ptr %0, i64 0, i32 2
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

define internal i64 @r(ptr noundef byref(%struct.Out) align 8 %0) noinline {
  %2 = call i64 @rin(ptr byref(%struct.In) align 8 %0)
  %3 = getelementptr inbounds %struct.Out, ptr %0, i64 0, i32 1
  %4 = load i64, ptr %3, align 8
  %5 = sub i64 %2, %4
  ret i64 %5
}

declare i32 @printf(ptr nocapture noundef readonly, ...)

define i32 @main() {
  %s = alloca %struct.Out, align 8
  %1 = call i64 @f(ptr noundef nonnull byval(%struct.Out) align 8 @o)
  call void @mk(ptr sret(%struct.Out) align 8 %s)
  %2 = call i64 @f(ptr noundef nonnull byval(%struct.Out) align 8 %s)
  %3 = call i64 @r(ptr byref(%struct.Out) align 8 @o)
  %4 = call i32 (ptr, ...) @printf(ptr @.str, i64 %1, i64 %2, i64 %3)
  ret i32 0
}
`

// TestPointeeAttrsPinned: every typed reader accepts the lowering (the
// attributes name the parameters' pointees exactly) and lli prints what
// it prints for the opaque original: 1+2*3 + 4, 5+6*7 + 8, 3 - 4.
func TestPointeeAttrsPinned(t *testing.T) {
	want := "11 55 -1\n"
	if got := runLLI(t, "lli-16", nil, []byte(byvalSrc)); got != want {
		t.Fatalf("lli-16 on the original prints %q, want %q", got, want)
	}
	attr := regexp.MustCompile(`(%struct\.\w+)\* [^,()\n]*\b(byval|sret|byref)\((%struct\.\w+)\)`)
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		text, _ := lowerText(t, "byval.ll", byvalSrc, tg)
		n := 0
		for _, m := range attr.FindAllStringSubmatch(text, -1) {
			n++
			if m[1] != m[3] {
				t.Errorf("%s: %s(%s) on a %s* parameter:\n%s", ts, m[2], m[3], m[1], text)
			}
		}
		if n < 12 {
			t.Errorf("%s: %d typed pointer parameters with byval/sret/byref found, want 12 (6 definitions, 6 calls):\n%s", ts, n, text)
		}
		bc := oracleAccepts(t, tg, text)
		var flags []string
		if tg.Major >= 15 {
			flags = []string{"-opaque-pointers=0"}
		}
		if got := runLLI(t, fmt.Sprint("lli-", tg.Major), flags, bc); got != want {
			t.Errorf("%s: lli prints %q, want %q", ts, got, want)
		}
	}
}
