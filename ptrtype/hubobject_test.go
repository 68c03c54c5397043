package ptrtype

import (
	"strings"
	"testing"
)

// A file opened into a local (`FILE *f; if (open_file(&f, path) != 0)
// ...`) and kept as a job's void* user data, a member that holds
// pointers of several types: the store converts it there, and the local
// stays the FILE* fclose takes and open_file fills. The void* of the
// member counts for what is stored only where nothing else names a
// type; the member itself stays a void*.
func TestHubStoreObjectKeepsNamedType(t *testing.T) {
	m, r := infer(t, `
%struct._IO_FILE = type opaque
%struct.Job = type { ptr, i32 }
%struct.A = type { i32, i64 }
%struct.B = type { double, i8 }

@mode = private constant [3 x i8] c"rb\00"

define i32 @open_file(ptr %pp, ptr %path) {
  %x = call ptr @fopen(ptr %path, ptr @mode)
  store ptr %x, ptr %pp
  ret i32 0
}

define void @job_a(ptr %job, ptr %ha) {
  %a = load ptr, ptr %ha
  %n = getelementptr %struct.A, ptr %a, i32 0, i32 1
  store i64 1, ptr %n
  %sa = getelementptr %struct.Job, ptr %job, i32 0, i32 0
  store ptr %a, ptr %sa
  ret void
}

define void @job_b(ptr %job, ptr %hb) {
  %b = load ptr, ptr %hb
  %d = getelementptr %struct.B, ptr %b, i32 0, i32 1
  store i8 1, ptr %d
  %sb = getelementptr %struct.Job, ptr %job, i32 0, i32 0
  store ptr %b, ptr %sb
  ret void
}

define i32 @job_file(ptr %job, ptr %path) {
  %f = alloca ptr
  %c = call i32 @open_file(ptr %f, ptr %path)
  %p = load ptr, ptr %f
  %sp = getelementptr %struct.Job, ptr %job, i32 0, i32 0
  store ptr %p, ptr %sp
  %k = getelementptr %struct.Job, ptr %job, i32 0, i32 1
  %v = load i32, ptr %k
  %bad = icmp ne i32 %v, 0
  br i1 %bad, label %close, label %done
close:
  %q = load ptr, ptr %f
  %e = call i32 @fclose(ptr %q)
  br label %done
done:
  ret i32 %c
}

declare ptr @fopen(ptr, ptr)
declare i32 @fclose(ptr)
`)
	var f = m.Func("job_file").Blocks[0].Instrs[0]
	if got := r.ElemType(f).String(); got != "%struct._IO_FILE*" {
		t.Errorf("@job_file's %%f holds %s, want %%struct._IO_FILE*\n%s", got, r.Explain(f))
	}
	if got := r.Body(m.NamedType("struct.Job"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.Job field 0: %s, want i8* (the void* member)", got)
	}
	if ex := r.Explain(f).String(); !strings.Contains(ex, "only where no other candidate names a type (hubs.go)") {
		t.Errorf("@job_file's %%f: the explanation does not say the member's void* counts only where nothing names a type:\n%s", ex)
	}
}
