package downgrade_test

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/target"
)

// ASan (clang 17+) marks a renamed alloca with an !annotation tuple;
// LLVM 14-16 verifiers require string operands ("operands must be
// strings"), so irfix wrote modules they reject, with exit 0 (found by
// corpus/sweep.sh on tree-sitter's bindings.c, clang-22 -O2 -g
// -fsanitize=address). String operands stay; a tuple goes, and the
// attachment with it when nothing is left.
const annotationSrc = `define void @f(ptr %p) {
  %a = alloca i32, align 4, !annotation !0
  %b = alloca i32, align 4, !annotation !2
  store i32 1, ptr %p, align 4, !annotation !3
  ret void
}
!0 = !{!1}
!1 = !{!"alloca_name_altered", !"a"}
!2 = !{!"auto-init", !1}
!3 = !{!"auto-init"}
`

func TestLowerAnnotationTuples(t *testing.T) {
	for _, name := range append([]string{"16"}, typedTargets...) {
		tg := target.MustParse(name)
		out, rep := lowerText(t, "ann.ll", annotationSrc, tg)
		if strings.Contains(out, "alloca_name_altered") || rep.AnnotationOpsDropped != 2 {
			t.Errorf("%s: %d operands dropped, want 2; tuple left:\n%s", name, rep.AnnotationOpsDropped, out)
		}
		if !strings.Contains(out, "%a = alloca i32, align 4\n") || strings.Count(out, "!annotation") != 2 {
			t.Errorf("%s: want the emptied attachment gone and the two string ones kept:\n%s", name, out)
		}
		oracleAccepts(t, tg, out)
	}
	out, rep := lowerText(t, "ann.ll", annotationSrc, target.MustParse("19"))
	if !strings.Contains(out, "alloca_name_altered") || rep.AnnotationOpsDropped != 0 {
		t.Errorf("19 reads tuples; lowering dropped %d operands:\n%s", rep.AnnotationOpsDropped, out)
	}
}
