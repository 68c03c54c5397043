package ptrtype

import (
	"strings"
	"testing"
)

// get_cone(const spatializer*, float* pInner): the float is read
// atomically as its 32 bits and stored through the out-parameter as an
// i32, with the store's TBAA tag naming "float". The out-parameter is
// a float*. The same store tagged "int" is an int*.
func TestFloatsByTBAA(t *testing.T) {
	const src = `%struct.sp = type { i32, i32 }

define void @get_cone(ptr %s, ptr %inner) {
  %f = getelementptr inbounds %struct.sp, ptr %s, i64 0, i32 1
  %bits = load atomic volatile i32, ptr %f seq_cst, align 4
  store i32 %bits, ptr %inner, align 4, !tbaa !3
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"TAG", !1, i64 0}
!3 = !{!2, !2, i64 0}
`
	m, r := infer(t, strings.Replace(src, "TAG", "float", 1))
	p := m.Func("get_cone").Params[1]
	if got := r.TypeOf(p).String(); got != "float*" {
		t.Errorf("@get_cone's %%inner: %s, want float*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "tbaafloat.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	m, r = infer(t, strings.Replace(src, "TAG", "int", 1))
	if got := r.TypeOf(m.Func("get_cone").Params[1]).String(); got != "i32*" {
		t.Errorf("@get_cone's %%inner tagged int: %s, want i32*", got)
	}
}
