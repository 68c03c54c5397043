package ptrtype

import (
	"strings"
	"testing"
)

// An intrusive link: base's fields point to base, though the code reads
// them as the node that starts with a base (typed IR casts after the
// load).
func TestStructFieldKeepsItsOwnType(t *testing.T) {
	m, r := infer(t, `%struct.base = type { i32, ptr, ptr }
%struct.node = type { %struct.base, double }

define double @leftValue(ptr %b) {
  %l = getelementptr inbounds %struct.base, ptr %b, i64 0, i32 1
  %n = load ptr, ptr %l, align 8
  %v = getelementptr inbounds %struct.node, ptr %n, i64 0, i32 1
  %d = load double, ptr %v, align 8
  ret double %d
}
`)
	base := m.NamedType("struct.base")
	if got := r.Body(base)[1].String(); got != "%struct.base*" {
		t.Errorf("%%struct.base field 1: %s, want %%struct.base* (a struct's link to its own kind)", got)
	}
	f := m.Func("leftValue")
	var load = f.Blocks[0].Instrs[1]
	if ex := r.Explain(load).String(); !strings.Contains(ex, "a pointer field of %struct.base") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// A field whose votes name a type that does not start with its struct
// keeps that type.
func TestStructFieldOtherTypeKept(t *testing.T) {
	m, r := infer(t, `%struct.base = type { i32, ptr }
%struct.other = type { i64, double }

define double @get(ptr %b) {
  %l = getelementptr inbounds %struct.base, ptr %b, i64 0, i32 1
  %n = load ptr, ptr %l, align 8
  %v = getelementptr inbounds %struct.other, ptr %n, i64 0, i32 1
  %d = load double, ptr %v, align 8
  ret double %d
}
`)
	if got := r.Body(m.NamedType("struct.base"))[1].String(); got != "%struct.other*" {
		t.Errorf("%%struct.base field 1: %s, want %%struct.other*", got)
	}
}
