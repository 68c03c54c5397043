package ptrtype

import (
	"strings"
	"testing"
)

// A slot written with a pointer nothing types still holds a pointer
// (Numba -O0 -g: the function's return value, Python's None, copied
// through two locals that only ever held null before it is stored
// through the return slot — typed, `store i8* %v, i8** %retptr`).
func TestHoldsPointerNothingTypes(t *testing.T) {
	m, r := infer(t, `define i32 @f(ptr noalias nocapture %retptr) {
entry:
  %c = alloca ptr, align 8
  store ptr null, ptr %c, align 8
  %rv = alloca ptr, align 8
  store ptr null, ptr %rv, align 8
  %v = load ptr, ptr %c, align 8
  store ptr %v, ptr %rv, align 8
  %w = load ptr, ptr %rv, align 8
  store ptr %w, ptr %retptr, align 8
  ret i32 0
}
`)
	p := m.Func("f").Params[0]
	if got := r.TypeOf(p).String(); got != "i8**" {
		t.Errorf("%%retptr: %s, want i8** (it holds a pointer)", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, whatHoldsPointer) {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	// The locals copied through keep their own evidence: i8**.
	for _, name := range []string{"c", "rv"} {
		if got := r.TypeOf(instrNamed(m.Func("f"), name)).String(); got != "i8**" {
			t.Errorf("%%%s: %s, want i8**", name, got)
		}
	}
}
