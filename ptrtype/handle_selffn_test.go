package ptrtype

import (
	"strings"
	"testing"
)

// `typedef void notification;` whose implementations start with their
// callbacks: the generic signal reads the first word and calls it with
// the object. The vote would make the object a pointer to a function
// pointer taking that pointer (void (void (i8**)**)**); typed IR has the
// void*. A pointer to a function pointer that is called with something
// else (a real void (*)(int)*) keeps its type.
func TestSelfPassedEmbeddedTable(t *testing.T) {
	m, r := infer(t, `
define void @signal(ptr %h) {
  %f = load ptr, ptr %h
  call void %f(ptr %h)
  ret void
}

define void @call_slot(ptr %pf) {
  %f = load ptr, ptr %pf
  call void %f(i32 1)
  ret void
}
`)
	h := m.Func("signal").Params[0]
	if got := r.TypeOf(h).String(); got != "i8*" {
		t.Errorf("@signal's object: %s, want i8*", got)
	}
	if ex := r.Explain(h).String(); !strings.Contains(ex, whatHandleSelfFn) {
		t.Errorf("@signal's object: the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("call_slot").Params[0]).String(); got != "void (i32)**" {
		t.Errorf("@call_slot's function pointer's address: %s, want void (i32)**", got)
	}
}
