package ptrtype

import (
	"strings"
	"testing"
)

// A handle declared `typedef void source;`: the generic code reads the
// table of functions at its first word and calls through it, and hands
// the handle to a function that takes any object (a void*: its callers
// pass unrelated structs). The only access to the handle is that read,
// so the vote would make it a pointer to the table's pointer; typed IR
// has the void*. Without the void* around it (the same reads in a
// function that passes the pointer nowhere) the pointer keeps the vote.
func TestVoidHandles(t *testing.T) {
	const types = `
%struct.vtable = type { ptr, ptr }
%struct.A = type { i32, i32 }
%struct.B = type { double }
`
	const generic = `
define void @generic(ptr %p) {
  ret void
}

define void @callers() {
  %a = alloca %struct.A
  %b = alloca %struct.B
  call void @generic(ptr %a)
  call void @generic(ptr %b)
  ret void
}
`
	const read = `
define i32 @source_read(ptr %h) {
  %vt = load ptr, ptr %h
  %fp = getelementptr %struct.vtable, ptr %vt, i32 0, i32 0
  %f = load ptr, ptr %fp
  %r = call i32 %f(i32 1)
  call void @generic(ptr %h)
  ret i32 %r
}
`
	m, r := infer(t, types+generic+read)
	if got := r.TypeOf(m.Func("generic").Params[0]).String(); got != "i8*" {
		t.Fatalf("@generic's %%p: %s, want i8* (the premise: a void* its callers pass unrelated structs to)", got)
	}
	h := m.Func("source_read").Params[0]
	if got := r.TypeOf(h).String(); got != "i8*" {
		t.Errorf("@source_read's handle: %s, want i8*", got)
	}
	if ex := r.Explain(h).String(); !strings.Contains(ex, "handle.go") {
		t.Errorf("@source_read's handle: the explanation does not name the rule:\n%s", ex)
	}

	// Passed to nothing that is a void*: the read says what it points to.
	m, r = infer(t, types+strings.Replace(read, "  call void @generic(ptr %h)\n", "", 1))
	if got := r.TypeOf(m.Func("source_read").Params[0]).String(); got != "%struct.vtable**" {
		t.Errorf("@source_read's pointer without a void* around it: %s, want %%struct.vtable**", got)
	}

	// Indexed (a table of table pointers, h[i]): not a handle.
	m, r = infer(t, types+generic+`
define i32 @tables(ptr %h, i64 %i) {
  %e = getelementptr ptr, ptr %h, i64 %i
  %vt = load ptr, ptr %e
  %fp = getelementptr %struct.vtable, ptr %vt, i32 0, i32 0
  %f = load ptr, ptr %fp
  %r = call i32 %f(i32 1)
  call void @generic(ptr %h)
  ret i32 %r
}
`)
	if got := r.TypeOf(m.Func("tables").Params[0]).String(); got != "%struct.vtable**" {
		t.Errorf("@tables's indexed pointer: %s, want %%struct.vtable**", got)
	}
}
