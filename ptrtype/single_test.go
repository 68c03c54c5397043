package ptrtype

import (
	"strings"
	"testing"
)

// A parameter spelled as a pointer to a class template instantiation
// (f(Box<int>*)) is, when the module has one instantiation of Box, that
// type, as a class that is no template would be: the family rule
// (pick the instantiation the evidence reaches) has nothing to pick
// from when the body does not use the parameter.
func TestOnlyInstantiationIsSpelled(t *testing.T) {
	m, r := infer(t, `%struct.Box = type { i32 }

@keep = global %struct.Box zeroinitializer

define void @_Z4takeP3BoxIiE(ptr %p) {
  ret void
}
`)
	p := m.Func("_Z4takeP3BoxIiE").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Box*" {
		t.Errorf("%%p: %s, want %%struct.Box* (Box<int>*, Box's only instantiation)", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "only instantiation") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
