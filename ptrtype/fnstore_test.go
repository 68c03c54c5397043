package ptrtype

import (
	"strings"
	"testing"
)

// A dispatch pointer (`void (*MultRow)(uint32_t*, int, int)`, set to the
// portable implementation at init) called with rows of bytes cast at each
// call: the calls' uint8_t* outvoted the one assignment; the pointer has
// the type of the function assigned to it, and the calls cast.
func TestStoredFunctionDecidesPointer(t *testing.T) {
	src := `
@mult_row = global ptr null

define void @mult_row_c(ptr %row, i32 %n, i32 %inverse) {
  %v = load i32, ptr %row
  %x = mul i32 %v, %n
  store i32 %x, ptr %row
  ret void
}

define void @init() {
  store ptr @mult_row_c, ptr @mult_row
  ret void
}
`
	for _, f := range []string{"a", "b", "c"} {
		src += `
define void @rows_` + f + `(ptr %bytes, i32 %n) {
  %b = load i8, ptr %bytes
  %p = getelementptr inbounds i8, ptr %bytes, i64 4
  store i8 %b, ptr %p
  %fn = load ptr, ptr @mult_row
  call void %fn(ptr %bytes, i32 %n, i32 0)
  ret void
}
`
	}
	m, r := infer(t, src)
	if got := r.TypeOf(m.Global("mult_row")).String(); got != "void (i32*, i32, i32)**" {
		t.Errorf("@mult_row: %s, want void (i32*, i32, i32)**\n%s", got, r.Explain(m.Global("mult_row")))
	}
	if got := r.TypeOf(m.Func("rows_a").Params[0]).String(); got != "i8*" {
		t.Errorf("@rows_a's bytes: %s, want i8* (cast at the call)", got)
	}
	if ex := r.Explain(m.Global("mult_row")).String(); !strings.Contains(ex, whatStoredFns+"@mult_row_c") {
		t.Errorf("@mult_row: the explanation does not name the function assigned:\n%s", ex)
	}

	// Two functions of different types assigned (one of them through a
	// cast): the vote stands.
	m, r = infer(t, src+`
define void @other(ptr %p, i32 %n, i32 %m) {
  %v = load i8, ptr %p
  ret void
}

define void @init2() {
  store ptr @other, ptr @mult_row
  ret void
}
`)
	if ex := r.Explain(m.Global("mult_row")).String(); strings.Contains(ex, whatStoredFns) {
		t.Errorf("@mult_row with two disagreeing functions assigned: the rule decided it:\n%s", ex)
	}
}
