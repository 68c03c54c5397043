package ptrtype

import (
	"strings"
	"testing"
)

// openAndAllocFuncs are the out-parameter functions of the tests below:
// open_file stores through its first parameter the stream it opened (and
// rewinds), alloc_buf a malloc'd buffer. The module must define @mode.
const openAndAllocFuncs = `
define i32 @rewind_file(ptr %fp) {
  %e = call i32 @fseek(ptr %fp, i64 0, i32 0)
  ret i32 %e
}

define i32 @open_file(ptr %pp, ptr %path) {
  %x = call ptr @fopen(ptr %path, ptr @mode)
  %e = call i32 @rewind_file(ptr %x)
  store ptr %x, ptr %pp
  ret i32 %e
}

define void @alloc_buf(ptr %pp) {
  %x = call ptr @malloc(i64 64)
  store ptr %x, ptr %pp
  ret void
}
`

// `FILE *f; open_file(&f, path); reader_init(r, f);`: open_file's parameter
// is a FILE** (it stores through it the stream it opened and rewinds),
// so the local whose address it is given is a FILE*, though the
// local's value only goes on as a reader's void* user data (the
// prototype its assert spells says void *). A local filled by an out-parameter
// that gets a void* (a buffer from malloc) stays a void*.
func TestLocalFilledByOutParameter(t *testing.T) {
	m, r := infer(t, `
%struct._IO_FILE = type opaque
%struct.Reader = type { i32, ptr }

@mode = private constant [3 x i8] c"rb\00"
@__PRETTY_FUNCTION__.reader_init = private unnamed_addr constant [35 x i8] c"void reader_init(Reader *, void *)\00"
@.str = private constant [2 x i8] c"r\00"
@.file = private constant [4 x i8] c"a.c\00"

`+openAndAllocFuncs+`
define void @open_reader(ptr %r, ptr %path) {
  %f = alloca ptr
  %b = alloca ptr
  %c = call i32 @open_file(ptr %f, ptr %path)
  %p = load ptr, ptr %f
  call void @reader_init(ptr %r, ptr %p)
  call void @alloc_buf(ptr %b)
  %q = load ptr, ptr %b
  call void @reader_init(ptr %r, ptr %q)
  ret void
}

define void @reader_init(ptr %r, ptr %ud) {
  %ok = icmp ne ptr %r, null
  br i1 %ok, label %done, label %fail
fail:
  call void @__assert_fail(ptr @.str, ptr @.file, i32 3, ptr @__PRETTY_FUNCTION__.reader_init)
  unreachable
done:
  %u = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  store ptr %ud, ptr %u
  ret void
}

declare ptr @fopen(ptr, ptr)
declare i32 @fseek(ptr, i64, i32)
declare ptr @malloc(i64)
declare void @__assert_fail(ptr, ptr, i32, ptr)
`)
	if got := r.TypeOf(m.Func("open_file").Params[0]).String(); got != "%struct._IO_FILE**" {
		t.Fatalf("@open_file's %%pp: %s, want %%struct._IO_FILE**\n%s", got, r.Explain(m.Func("open_file").Params[0]))
	}
	if got := r.Body(m.NamedType("struct.Reader"))[1].String(); got != "i8*" {
		t.Fatalf("%%struct.Reader field 1: %s, want i8* (the void* member)", got)
	}
	f, b := m.Func("open_reader").Blocks[0].Instrs[0], m.Func("open_reader").Blocks[0].Instrs[1]
	if got := r.ElemType(f).String(); got != "%struct._IO_FILE*" {
		t.Errorf("@open_reader's %%f holds %s, want %%struct._IO_FILE*\n%s", got, r.Explain(f))
	}
	if ex := r.Explain(f).String(); !strings.Contains(ex, whatOutLocal+"@open_file parameter") {
		t.Errorf("@open_reader's %%f: the explanation does not name the out-parameter:\n%s", ex)
	}
	if got := r.ElemType(b).String(); got != "i8*" {
		t.Errorf("@open_reader's %%b holds %s, want i8* (malloc's void*)\n%s", got, r.Explain(b))
	}
}

// The same where the user data's parameter is decided a void* only
// after the vote (passthrough.go: stored into a void* member and used as
// nothing else, though it is also passed to fclose on an error path):
// the vote had given the local that parameter's FILE, and choosing the
// local again when the parameter changed must keep what this rule
// decided, not only what a rule changed.
func TestLocalFilledByOutParameterKept(t *testing.T) {
	m, r := infer(t, `
%struct._IO_FILE = type opaque
%struct.Reader = type { i32, ptr }
%struct.A = type { i32, i64 }
%struct.B = type { double, i8 }

@mode = private constant [3 x i8] c"rb\00"

`+openAndAllocFuncs+`
define void @reader_a(ptr %r, ptr %ha) {
  %a = load ptr, ptr %ha
  %n = getelementptr %struct.A, ptr %a, i32 0, i32 1
  store i64 1, ptr %n
  %u = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  store ptr %a, ptr %u
  ret void
}

define void @reader_b(ptr %r, ptr %hb) {
  %b = load ptr, ptr %hb
  %d = getelementptr %struct.B, ptr %b, i32 0, i32 1
  store i8 1, ptr %d
  %u = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  store ptr %b, ptr %u
  ret void
}

define void @open_reader(ptr %r, ptr %path) {
  %f = alloca ptr
  %b = alloca ptr
  %c = call i32 @open_file(ptr %f, ptr %path)
  %p = load ptr, ptr %f
  call void @reader_init(ptr %r, ptr %p)
  call void @alloc_buf(ptr %b)
  %q = load ptr, ptr %b
  call void @reader_init(ptr %r, ptr %q)
  ret void
}

define void @reader_init(ptr %r, ptr %ud) {
  %u = getelementptr %struct.Reader, ptr %r, i32 0, i32 1
  store ptr %ud, ptr %u
  %k = getelementptr %struct.Reader, ptr %r, i32 0, i32 0
  %v = load i32, ptr %k
  %bad = icmp ne i32 %v, 0
  br i1 %bad, label %close, label %done
close:
  %e = call i32 @fclose(ptr %ud)
  br label %done
done:
  ret void
}

declare ptr @fopen(ptr, ptr)
declare i32 @fseek(ptr, i64, i32)
declare ptr @malloc(i64)
declare i32 @fclose(ptr)
`)
	if got := r.TypeOf(m.Func("open_file").Params[0]).String(); got != "%struct._IO_FILE**" {
		t.Fatalf("@open_file's %%pp: %s, want %%struct._IO_FILE**\n%s", got, r.Explain(m.Func("open_file").Params[0]))
	}
	if got := r.Body(m.NamedType("struct.Reader"))[1].String(); got != "i8*" {
		t.Fatalf("%%struct.Reader field 1: %s, want i8* (the void* member)", got)
	}
	f, b := m.Func("open_reader").Blocks[0].Instrs[0], m.Func("open_reader").Blocks[0].Instrs[1]
	if got := r.ElemType(f).String(); got != "%struct._IO_FILE*" {
		t.Errorf("@open_reader's %%f holds %s, want %%struct._IO_FILE*\n%s", got, r.Explain(f))
	}
	if ex := r.Explain(f).String(); !strings.Contains(ex, whatOutLocal+"@open_file parameter") {
		t.Errorf("@open_reader's %%f: the explanation does not name the out-parameter:\n%s", ex)
	}
	if got := r.ElemType(b).String(); got != "i8*" {
		t.Errorf("@open_reader's %%b holds %s, want i8* (malloc's void*)\n%s", got, r.Explain(b))
	}
}
