package ptrtype

import (
	"strings"
	"testing"
)

// A reader keeps its stream in a void* (the user data its callbacks
// get): the callback converts it for fread, the closers for fclose.
// Typed IR has the library's FILE* on the declarations and a cast at
// each call; the callback's parameter and the member stay void*. A
// function's own FILE* parameter that it writes to (fprintf) is a
// FILE*.
func TestStdioDeclarations(t *testing.T) {
	m, r := infer(t, `
%struct._IO_FILE = type opaque
%struct.Reader = type { ptr, ptr }

@fmt = private constant [4 x i8] c"%d\0A\00"

define i64 @on_read(ptr %user, ptr %buf, i64 %n) {
  %k = call i64 @fread(ptr %buf, i64 1, i64 %n, ptr %user)
  ret i64 %k
}

define void @reader_open(ptr %r, ptr %path, ptr %mode) {
  %f = call ptr @fopen(ptr %path, ptr %mode)
  %ud = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  store ptr %f, ptr %ud
  store ptr @on_read, ptr %r
  ret void
}

define void @reader_close(ptr %r) {
  %ud = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  %f = load ptr, ptr %ud
  %c = call i32 @fclose(ptr %f)
  ret void
}

define void @reader_abort(ptr %r) {
  %ud = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  %f = load ptr, ptr %ud
  %c = call i32 @fclose(ptr %f)
  ret void
}

define void @reader_reset(ptr %r) {
  %ud = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  %f = load ptr, ptr %ud
  %c = call i32 @fclose(ptr %f)
  store ptr null, ptr %ud
  ret void
}

define i64 @reader_pull(ptr %r, ptr %buf, i64 %n) {
  %cb = load ptr, ptr %r
  %ud = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  %f = load ptr, ptr %ud
  %k = call i64 %cb(ptr %f, ptr %buf, i64 %n)
  ret i64 %k
}

define void @dump(ptr %out, i32 %v) {
  %c = call i32 (ptr, ptr, ...) @fprintf(ptr %out, ptr @fmt, i32 %v)
  ret void
}

declare ptr @fopen(ptr, ptr)
declare i64 @fread(ptr, i64, i64, ptr)
declare i32 @fclose(ptr)
declare i32 @fprintf(ptr, ptr, ...)
`)
	for _, c := range []struct {
		what, got, want string
	}{
		{"@fclose param 0", r.TypeOf(m.Func("fclose").Params[0]).String(), "%struct._IO_FILE*"},
		{"@fread param 3", r.TypeOf(m.Func("fread").Params[3]).String(), "%struct._IO_FILE*"},
		{"@on_read's %user", r.TypeOf(m.Func("on_read").Params[0]).String(), "i8*"},
		{"@dump's %out", r.TypeOf(m.Func("dump").Params[0]).String(), "%struct._IO_FILE*"},
		{"%struct.Reader field 1", r.Body(m.NamedType("struct.Reader"))[1].String(), "i8*"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s, want %s", c.what, c.got, c.want)
		}
	}
	if ex := r.Explain(m.Func("fclose").Params[0]).String(); !strings.Contains(ex, "C library prototype of fclose") {
		t.Errorf("@fclose's stream: the explanation does not name the prototype:\n%s", ex)
	}
}
