package ptrtype

import (
	"strings"
	"testing"
)

// Three backends' init functions in one slot of a table of methods. The
// first takes a void* handle, reads its table and hands it back to a
// method (handle_self.go); the second only passes it on to a function that
// takes a Dec, so the vote makes it a Dec*; the third writes through
// it. C gives the three the slot's one type: the second's parameter is
// the void* too. The third, which uses its parameter as a Dec itself,
// keeps the vote.
func TestSiblingVoidParams(t *testing.T) {
	m, r := infer(t, `%struct.vt = type { ptr }
%struct.Dec = type { i32, i32 }
%struct.ops = type { ptr }

@vt_a = constant %struct.vt { ptr @init_a }
@vt_b = constant %struct.vt { ptr @init_b }
@vt_c = constant %struct.vt { ptr @init_c }

define i32 @init_a(ptr %h, ptr %ud) {
  %ops = load ptr, ptr %ud
  %fp = getelementptr %struct.ops, ptr %ops, i32 0, i32 0
  %f = load ptr, ptr %fp
  %r = call i32 %f(ptr %ud)
  ret i32 %r
}

define i32 @dec_init(ptr %d) {
  %f = getelementptr inbounds %struct.Dec, ptr %d, i64 0, i32 1
  store i32 1, ptr %f
  ret i32 0
}

define i32 @init_b(ptr %h, ptr %ud) {
  %r = call i32 @dec_init(ptr %ud)
  ret i32 %r
}

define i32 @init_c(ptr %h, ptr %ud) {
  %f = getelementptr inbounds %struct.Dec, ptr %ud, i64 0, i32 0
  store i32 2, ptr %f
  ret i32 0
}
`)
	if got := r.TypeOf(m.Func("init_a").Params[1]).String(); got != "i8*" {
		t.Fatalf("the premise: @init_a's user data: %s, want i8* (handle_self.go)\n%s", got, r.Explain(m.Func("init_a").Params[1]))
	}
	p := m.Func("init_b").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@init_b's user data: %s, want i8*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "siblingvoid.go") {
		t.Errorf("@init_b's user data: the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("init_c").Params[1]).String(); got != "%struct.Dec*" {
		t.Errorf("@init_c's parameter, written through: %s, want %%struct.Dec*", got)
	}
	if got := r.TypeOf(m.Func("dec_init").Params[0]).String(); got != "%struct.Dec*" {
		t.Errorf("@dec_init's %%d: %s, want %%struct.Dec*", got)
	}
}
