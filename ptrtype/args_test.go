package ptrtype

import (
	"strings"
	"testing"
)

// A parameter the calls pass pointers to unrelated structs, used as no
// struct inside (a hash table's generic payload, stored into its
// element: `void *data`), is a void*; the vote alone would take the
// struct most calls pass.
func TestArgumentsOfUnrelatedStructsMakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.Elem = type { ptr, ptr }
%struct.Table = type { i32, ptr }
%struct.Index = type { double, i64 }

define void @insert(ptr %e, ptr %data) {
  %f = getelementptr inbounds %struct.Elem, ptr %e, i64 0, i32 1
  store ptr %data, ptr %f, align 8
  ret void
}

define void @addTable(ptr %e, ptr %t) {
  %n = getelementptr inbounds %struct.Table, ptr %t, i64 0, i32 0
  store i32 1, ptr %n, align 4
  call void @insert(ptr %e, ptr %t)
  call void @insert(ptr %e, ptr %t)
  ret void
}

define void @addIndex(ptr %e, ptr %x) {
  %d = getelementptr inbounds %struct.Index, ptr %x, i64 0, i32 0
  store double 1.0, ptr %d, align 8
  call void @insert(ptr %e, ptr %x)
  ret void
}
`)
	p := m.Func("insert").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@insert's %%data: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "unrelated structs") || !strings.Contains(ex, "%struct.Index") || !strings.Contains(ex, "%struct.Table") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
	if got := r.Body(m.NamedType("struct.Elem")); len(got) != 2 || got[1].String() != "i8*" {
		t.Errorf("struct.Elem body %v, want { ?, i8* }", got)
	}
	// The callers keep their structs.
	if got := r.TypeOf(m.Func("addTable").Params[1]).String(); got != "%struct.Table*" {
		t.Errorf("@addTable's %%t: %s, want %%struct.Table*", got)
	}
}
