package lltext

import (
	"strings"
	"testing"
)

// TestPrintSlotsAcrossFunctions prints functions of different sizes whose
// unnamed values and blocks are numbered (the printer reuses one
// function's numbering maps for the next), with blockaddresses into
// numbered blocks of functions printed later (llvm-as accepts a numbered
// label only before its function), and checks the result against
// llvm-dis-16 of the same source.
func TestPrintSlotsAcrossFunctions(t *testing.T) {
	src := `@ba = global ptr blockaddress(@big, %4)

define i32 @big(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = mul i32 %3, %3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:
  %8 = sub i32 %5, 1
  br label %9

9:
  %10 = phi i32 [ %5, %4 ], [ %8, %7 ]
  ret i32 %10
}

define ptr @small(i32 %0) {
  %2 = add i32 %0, 1
  br label %3

3:
  ret ptr blockaddress(@last, %2)
}

define ptr @later() {
  br label %1

1:
  ret ptr blockaddress(@last, %3)
}

define void @last(i1 %0) {
  br i1 %0, label %2, label %3

2:
  br label %3

3:
  ret void
}
`
	want, err := prAssemble(t, "16", false, src)
	if err != nil {
		t.Fatalf("llvm-as-16 rejects the test input: %v", err)
	}
	m := pMustParse(t, src)
	printed := Format(m)
	got, err := prAssemble(t, "16", false, printed)
	if err != nil {
		t.Fatalf("llvm-as-16 rejects the printed module: %v\n%s", err, printed)
	}
	if g, w := prStripModuleID(got), prStripModuleID(want); g != w {
		t.Errorf("llvm-dis-16 output differs (printed vs source):\n%s", prFirstDiff(w, g))
	}
	for _, s := range []string{"blockaddress(@big, %4)", "blockaddress(@last, %2)", "blockaddress(@last, %3)", "%10 = phi i32 [ %5, %4 ], [ %8, %7 ]"} {
		if !strings.Contains(printed, s) {
			t.Errorf("printed module lacks %q:\n%s", s, printed)
		}
	}
}
