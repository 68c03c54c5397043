package ptrtype

import (
	"strconv"
	"strings"
	"testing"
)

// A table of predictors over byte rows (`void (*Pred[6])(uint8_t*)`),
// filled at init: five read and write bytes, one copies eight bytes at a
// time (a memcpy folded to i64 loads and stores at byte offsets). The
// copier has the table's type, i8*, a candidate of its own (its
// getelementptrs over the row are i8), not the i64* of its accesses.
func TestSlotSignatureForStoredFunction(t *testing.T) {
	src := "@pred = global [6 x ptr] zeroinitializer\n"
	init := "define void @init() {\n"
	for k := 0; k < 5; k++ {
		n := strconv.Itoa(k)
		src += "define void @byte" + n + "(ptr %dst) {\n  %p = getelementptr inbounds i8, ptr %dst, i64 " + n + "\n  %v = load i8, ptr %p\n  store i8 %v, ptr %dst\n  ret void\n}\n"
		init += "  store ptr @byte" + n + ", ptr getelementptr inbounds ([6 x ptr], ptr @pred, i64 0, i64 " + n + ")\n"
	}
	m, r := infer(t, src+`
define void @copy8(ptr %dst) {
  %top = getelementptr inbounds i8, ptr %dst, i64 -32
  %v = load i64, ptr %top
  store i64 %v, ptr %dst
  %r1 = getelementptr inbounds i8, ptr %dst, i64 32
  store i64 %v, ptr %r1
  %r2 = getelementptr inbounds i8, ptr %dst, i64 64
  store i64 %v, ptr %r2
  ret void
}
`+init+`  store ptr @copy8, ptr getelementptr inbounds ([6 x ptr], ptr @pred, i64 0, i64 5)
  ret void
}
`)
	if got := r.TypeOf(m.Global("pred")).String(); got != "[6 x void (i8*)*]*" {
		t.Errorf("@pred: %s, want [6 x void (i8*)*]*", got)
	}
	p := m.Func("copy8").Params[0]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@copy8's row: %s, want i8*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, whatSlotSig) {
		t.Errorf("@copy8's row: the explanation does not name the slot:\n%s", ex)
	}
}
