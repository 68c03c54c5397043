package ptrtype

import (
	"strings"
	"testing"
)

// `h->vtable->onSeek(h, n)` in a public entry nothing in the module
// calls: the handle is read only at its first word and handed back to
// the function it read there. Typed IR has the void*, not a pointer to
// the table's pointer; a constant byte offset from it (another member
// of the base through the void*) does not change that. Without the call
// that passes h back, the read alone keeps the vote (V**), and an
// indexed h (a table of table pointers) is no handle.
func TestSelfPassedHandles(t *testing.T) {
	const types = `
%struct.vtable = type { ptr, ptr }
`
	const seek = `
define i32 @source_seek(ptr %h, i64 %n) {
  %vt = load ptr, ptr %h
  %fp = getelementptr %struct.vtable, ptr %vt, i32 0, i32 1
  %f = load ptr, ptr %fp
  %r = call i32 %f(ptr %h, i64 %n)
  ret i32 %r
}
`
	m, r := infer(t, types+seek)
	h := m.Func("source_seek").Params[0]
	if got := r.TypeOf(h).String(); got != "i8*" {
		t.Errorf("@source_seek's handle: %s, want i8*", got)
	}
	if ex := r.Explain(h).String(); !strings.Contains(ex, "handle_self.go") {
		t.Errorf("@source_seek's handle: the explanation does not name the rule:\n%s", ex)
	}

	// Another member of the base read at a byte offset of the handle.
	m, r = infer(t, types+`
define i32 @source_loop(ptr %h, i32 %on) {
  %lp = getelementptr inbounds i8, ptr %h, i64 64
  %old = atomicrmw xchg ptr %lp, i32 %on seq_cst
  %vt = load ptr, ptr %h
  %fp = getelementptr %struct.vtable, ptr %vt, i32 0, i32 0
  %f = load ptr, ptr %fp
  %r = call i32 %f(ptr %h, i32 %on)
  ret i32 %r
}
`)
	if got := r.TypeOf(m.Func("source_loop").Params[0]).String(); got != "i8*" {
		t.Errorf("@source_loop's handle: %s, want i8*", got)
	}

	// Not passed back: the read says what it points to.
	m, r = infer(t, types+strings.Replace(seek, "call i32 %f(ptr %h, i64 %n)", "call i32 %f(ptr null, i64 %n)", 1))
	if got := r.TypeOf(m.Func("source_seek").Params[0]).String(); got != "%struct.vtable**" {
		t.Errorf("a table pointer's address not passed back: %s, want %%struct.vtable**", got)
	}

	// Indexed: a table of table pointers, each passed to its own method.
	m, r = infer(t, types+`
define i32 @tables(ptr %h, i64 %i) {
  %e = getelementptr ptr, ptr %h, i64 %i
  %vt = load ptr, ptr %e
  %fp = getelementptr %struct.vtable, ptr %vt, i32 0, i32 0
  %f = load ptr, ptr %fp
  %r = call i32 %f(ptr %h)
  ret i32 %r
}
`)
	if got := r.TypeOf(m.Func("tables").Params[0]).String(); got != "%struct.vtable**" {
		t.Errorf("@tables's indexed pointer: %s, want %%struct.vtable**", got)
	}
}
