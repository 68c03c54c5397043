package ptrtype

import "testing"

// A tagged union: a source holds a buffer or a stream at its start (the
// union's IR type shows the larger, the stream), and passes itself as
// the buffer to the buffer's functions. Its own accesses are the
// source's; the base both the source and the buffer start with is no
// better than either (it would need a cast at every access of the
// source's own fields), and the common-base bonus it earns from the two
// must not outvote the source.
func TestNestedCandidatesThroughUnion(t *testing.T) {
	const types = `
%struct.base = type { ptr, i64 }
%struct.buffer = type { %struct.base, i32 }
%struct.stream = type { %struct.base, i64, i64 }
%union.anon = type { %struct.stream }
%struct.source = type { %union.anon, i32, i32, i32 }
`
	const fns = `
define i32 @buffer_len(ptr %b) {
  %f = getelementptr %struct.buffer, ptr %b, i32 0, i32 1
  %n = load i32, ptr %f
  ret i32 %n
}

define i32 @source_len(ptr %s) {
  %f1 = getelementptr %struct.source, ptr %s, i32 0, i32 1
  %a = load i32, ptr %f1
  %f2 = getelementptr %struct.source, ptr %s, i32 0, i32 2
  %b = load i32, ptr %f2
  %f3 = getelementptr %struct.source, ptr %s, i32 0, i32 3
  %c = load i32, ptr %f3
  %n = call i32 @buffer_len(ptr %s)
  %x = add i32 %a, %b
  %y = add i32 %x, %c
  %z = add i32 %y, %n
  ret i32 %z
}
`
	m, r := infer(t, types+fns)
	if got := r.TypeOf(m.Func("buffer_len").Params[0]).String(); got != "%struct.buffer*" {
		t.Fatalf("@buffer_len's %%b: %s, want %%struct.buffer* (the premise)", got)
	}
	if got := r.TypeOf(m.Func("source_len").Params[0]).String(); got != "%struct.source*" {
		t.Errorf("@source_len's %%s: %s, want %%struct.source*", got)
	}

	// A union too small to hold the buffer: the buffer is not one of its
	// members, and the shared base keeps its bonus.
	m, r = infer(t, `
%struct.base = type { ptr, i64 }
%struct.buffer = type { %struct.base, i64, i64, i64, i64 }
%struct.stream = type { %struct.base, i64 }
%union.anon = type { %struct.stream }
%struct.source = type { %union.anon, i32, i32, i32 }
`+fns)
	if got := r.TypeOf(m.Func("source_len").Params[0]).String(); got != "%struct.base*" {
		t.Errorf("@source_len's %%s with a union smaller than the buffer: %s, want %%struct.base* (the common base, as before)", got)
	}
}
