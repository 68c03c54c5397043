package ptrtype

import (
	"strings"
	"testing"
)

// A C function called with pointers to two structs that both start with
// one base (miniaudio's ma_node, `typedef void ma_node`, passed a
// ma_splitter_node* and a ma_lpf_node*) takes a void*: C has no
// implicit upcast, so a parameter typed as the base would need a cast
// at every call. It reads the base's first member through the folded
// conversion, which names no struct.
func TestRelatedArgumentsTakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.base = type { i32, i32 }
%struct.A = type { %struct.base, double }
%struct.B = type { %struct.base, i64 }

define i32 @kind(ptr %n) {
  %k = load i32, ptr %n, align 4
  ret i32 %k
}

define i32 @_Z4kindPv(ptr %n) {
  %k = load i32, ptr %n, align 4
  ret i32 %k
}

define i32 @named(ptr %n) {
  %f = getelementptr inbounds %struct.base, ptr %n, i64 0, i32 1
  %k = load i32, ptr %f, align 4
  ret i32 %k
}

define i32 @useNamed(ptr %a, ptr %b) {
  %fa = getelementptr inbounds %struct.A, ptr %a, i64 0, i32 1
  store double 0.0, ptr %fa, align 8
  %fb = getelementptr inbounds %struct.B, ptr %b, i64 0, i32 1
  store i64 0, ptr %fb, align 8
  %r = call i32 @named(ptr %a)
  %s = call i32 @named(ptr %b)
  ret i32 %r
}

define i32 @useA(ptr %a) {
  %f = getelementptr inbounds %struct.A, ptr %a, i64 0, i32 1
  store double 0.0, ptr %f, align 8
  %r = call i32 @kind(ptr %a)
  %s = call i32 @_Z4kindPv(ptr %a)
  ret i32 %r
}

define i32 @useB(ptr %b) {
  %f = getelementptr inbounds %struct.B, ptr %b, i64 0, i32 1
  store i64 0, ptr %f, align 8
  %r = call i32 @kind(ptr %b)
  %s = call i32 @_Z4kindPv(ptr %b)
  ret i32 %r
}
`)
	p := m.Func("kind").Params[0]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@kind's %%n: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "argsbase.go") || !strings.Contains(ex, "%struct.A, %struct.B") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
	// C++ upcasts implicitly (and the mangled name spells the type), and
	// a function that reaches the base's members by name is declared
	// with it: neither is this rule's.
	for _, fn := range []string{"_Z4kindPv", "named"} {
		if ex := r.Explain(m.Func(fn).Params[0]).String(); strings.Contains(ex, "argsbase.go") {
			t.Errorf("@%s's %%n decided by the rule:\n%s", fn, ex)
		}
	}
	if got := r.TypeOf(m.Func("named").Params[0]).String(); got != "%struct.base*" {
		t.Errorf("@named's %%n: %s, want %%struct.base*", got)
	}
}
