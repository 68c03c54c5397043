package ptrtype

import (
	"strings"
	"testing"
)

// Two worker hooks at -O0, `int hook(void *arg1, void *arg2)`, each
// converting its arguments in copies (`struct job *j = arg1;`): arg1
// is a job in one and an enc in the other (callbacks.go makes it the
// void*), arg2 is what the worker passes, its data2: a void* given the
// addresses of members of unrelated structs (fieldvoid_addr.go). The
// parameters are void*, the locals they are copied into keep the
// structs they are used as, and the slot is int (*)(void*, void*).
func TestParamCopies(t *testing.T) {
	m, r := infer(t, `%struct.worker = type { ptr, ptr, ptr }
%struct.job = type { i32, i32 }
%struct.enc = type { double, double }
%struct.it = type { i64, i64 }
%struct.io = type { float, float }
%struct.ja = type { %struct.worker, %struct.it }
%struct.jb = type { %struct.worker, %struct.io }

define void @init_a(ptr %x) {
  %m = getelementptr inbounds %struct.ja, ptr %x, i32 0, i32 1
  %w = getelementptr inbounds %struct.ja, ptr %x, i32 0, i32 0
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 2
  store ptr %m, ptr %d
  ret void
}

define void @init_b(ptr %x) {
  %m = getelementptr inbounds %struct.jb, ptr %x, i32 0, i32 1
  %w = getelementptr inbounds %struct.jb, ptr %x, i32 0, i32 0
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 2
  store ptr %m, ptr %d
  ret void
}

define i32 @job_hook(ptr %0, ptr %1) {
  %3 = alloca ptr
  %4 = alloca ptr
  %5 = alloca ptr
  %6 = alloca ptr
  store ptr %0, ptr %3
  store ptr %1, ptr %4
  %7 = load ptr, ptr %3
  store ptr %7, ptr %5
  %8 = load ptr, ptr %4
  store ptr %8, ptr %6
  %9 = load ptr, ptr %5
  %10 = getelementptr inbounds %struct.job, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10
  %12 = load ptr, ptr %6
  %13 = getelementptr inbounds %struct.it, ptr %12, i32 0, i32 1
  store i64 0, ptr %13
  ret i32 %11
}

define i32 @enc_hook(ptr %0, ptr %1) {
  %3 = alloca ptr
  %4 = alloca ptr
  %5 = alloca ptr
  store ptr %0, ptr %3
  store ptr %1, ptr %4
  %6 = load ptr, ptr %3
  store ptr %6, ptr %5
  %7 = load ptr, ptr %5
  %8 = getelementptr inbounds %struct.enc, ptr %7, i32 0, i32 1
  store double 1.0, ptr %8
  ret i32 0
}

define void @init(ptr %w) {
  %h = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 0
  store ptr @job_hook, ptr %h
  store ptr @enc_hook, ptr %h
  ret void
}

define i32 @run(ptr %w) {
  %h = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 0
  %hook = load ptr, ptr %h
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 1
  %data = load ptr, ptr %d
  %d2 = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 2
  %m = load ptr, ptr %d2
  %r = call i32 %hook(ptr %data, ptr %m)
  ret i32 %r
}
`)
	job, enc := m.Func("job_hook"), m.Func("enc_hook")
	for _, c := range []struct {
		what string
		got  string
		want string
	}{
		{"@job_hook's arg1", r.TypeOf(job.Params[0]).String(), "i8*"},
		{"@job_hook's arg2", r.TypeOf(job.Params[1]).String(), "i8*"},
		{"@enc_hook's arg1", r.TypeOf(enc.Params[0]).String(), "i8*"},
		{"@job_hook's job local", r.TypeOf(job.Blocks[0].Instrs[2]).String(), "%struct.job**"},
		{"@job_hook's it local", r.TypeOf(job.Blocks[0].Instrs[3]).String(), "%struct.it**"},
		{"@enc_hook's enc local", r.TypeOf(enc.Blocks[0].Instrs[2]).String(), "%struct.enc**"},
		{"%struct.worker field 0", r.Body(m.NamedType("struct.worker"))[0].String(), "i32 (i8*, i8*)*"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s, want %s", c.what, c.got, c.want)
		}
	}
	if ex := r.Explain(job.Params[1]).String(); !strings.Contains(ex, "paramcopy.go") {
		t.Errorf("@job_hook's arg2: the explanation does not name the rule:\n%s", ex)
	}
	if ex := r.Explain(job.Blocks[0].Instrs[2]).String(); !strings.Contains(ex, "paramcopy.go") {
		t.Errorf("@job_hook's job local: the explanation does not name the rule:\n%s", ex)
	}
}
