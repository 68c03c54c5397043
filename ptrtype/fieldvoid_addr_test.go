package ptrtype

import (
	"strings"
	"testing"
)

// A worker's `void* data` given `&job->it` by one user and `&dec->io`
// by another (addresses of members of unrelated structs, unoptimized
// code's usual way to hand a hook its argument) is a void*, and the hook
// that ignores its argument takes the void* the calls through the
// worker pass, not one of the structs.
func TestMemberAddressesVoid(t *testing.T) {
	m, r := infer(t, `%struct.worker = type { ptr, ptr }
%struct.iter = type { i32, i32 }
%struct.io = type { double, double }
%struct.job = type { %struct.worker, %struct.iter }
%struct.dec = type { %struct.worker, i64, %struct.io }

define void @init_job(ptr %j) {
  %it = getelementptr inbounds %struct.job, ptr %j, i32 0, i32 1
  %w = getelementptr inbounds %struct.job, ptr %j, i32 0, i32 0
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 1
  store ptr %it, ptr %d
  %h = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 0
  store ptr @job_hook, ptr %h
  ret void
}

define void @init_dec(ptr %x) {
  %io = getelementptr inbounds %struct.dec, ptr %x, i32 0, i32 2
  %w = getelementptr inbounds %struct.dec, ptr %x, i32 0, i32 0
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 1
  store ptr %io, ptr %d
  %h = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 0
  store ptr @dec_hook, ptr %h
  ret void
}

define i32 @job_hook(ptr %arg) {
  ret i32 0
}

define i32 @dec_hook(ptr %arg) {
  ret i32 1
}

define i32 @run(ptr %w) {
  %h = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 0
  %hook = load ptr, ptr %h
  %d = getelementptr inbounds %struct.worker, ptr %w, i32 0, i32 1
  %data = load ptr, ptr %d
  %r = call i32 %hook(ptr %data)
  ret i32 %r
}
`)
	w := m.NamedType("struct.worker")
	if got := r.Body(w)[1].String(); got != "i8*" {
		t.Errorf("%%struct.worker field 1: %s, want i8*\n%s", got, r.ExplainField(w, 1))
	}
	if ex := r.ExplainField(w, 1).String(); !strings.Contains(ex, "fieldvoid_addr.go") {
		t.Errorf("%%struct.worker field 1: the explanation does not name the rule:\n%s", ex)
	}
	for _, fn := range []string{"job_hook", "dec_hook"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != "i8*" {
			t.Errorf("@%s's %%arg: %s, want i8*\n%s", fn, got, r.Explain(m.Func(fn).Params[0]))
		}
	}
}
