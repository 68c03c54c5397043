package ptrtype

import "testing"

// A library's memory functions with the user's hooks: mc_malloc returns
// the hook's result or malloc's, mc_free hands its pointer to the hook or
// to free. Both are void*: the context and its buffer, allocated and
// freed through them, keep their own types.
func TestAllocatorHooks(t *testing.T) {
	m, r := infer(t, `%struct.mem = type { ptr, ptr, ptr }
%struct.ctx = type { ptr, i64 }

declare ptr @malloc(i64)
declare void @free(ptr)

define ptr @mc_malloc(i64 %n, ptr %mem) {
  %ap = getelementptr inbounds %struct.mem, ptr %mem, i64 0, i32 0
  %a = load ptr, ptr %ap
  %c = icmp ne ptr %a, null
  br i1 %c, label %hook, label %lib
hook:
  %op = getelementptr inbounds %struct.mem, ptr %mem, i64 0, i32 2
  %o = load ptr, ptr %op
  %r1 = call ptr %a(ptr %o, i64 %n)
  ret ptr %r1
lib:
  %r2 = call ptr @malloc(i64 %n)
  ret ptr %r2
}

define void @mc_free(ptr %p, ptr %mem) {
  %fp = getelementptr inbounds %struct.mem, ptr %mem, i64 0, i32 1
  %f = load ptr, ptr %fp
  %c = icmp ne ptr %f, null
  br i1 %c, label %hook, label %lib
hook:
  %op = getelementptr inbounds %struct.mem, ptr %mem, i64 0, i32 2
  %o = load ptr, ptr %op
  call void %f(ptr %o, ptr %p)
  ret void
lib:
  call void @free(ptr %p)
  ret void
}

define ptr @ctx_new(ptr %mem, i64 %size) {
  %c = call ptr @mc_malloc(i64 16, ptr %mem)
  %np = getelementptr inbounds %struct.ctx, ptr %c, i64 0, i32 1
  store i64 %size, ptr %np
  %b = call ptr @mc_malloc(i64 %size, ptr %mem)
  %bp = getelementptr inbounds %struct.ctx, ptr %c, i64 0, i32 0
  store ptr %b, ptr %bp
  ret ptr %c
}

define void @ctx_free(ptr %c, ptr %mem) {
  %bp = getelementptr inbounds %struct.ctx, ptr %c, i64 0, i32 0
  %b = load ptr, ptr %bp
  call void @mc_free(ptr %b, ptr %mem)
  call void @mc_free(ptr %c, ptr %mem)
  ret void
}
`)
	if got := r.TypeOf(m.Func("mc_free").Params[0]).String(); got != "i8*" {
		t.Errorf("@mc_free's pointer: %s, want i8*", got)
	}
	if got := r.Sig(m.Func("mc_malloc")).Ret.String(); got != "i8*" {
		t.Errorf("@mc_malloc returns %s, want i8*", got)
	}
	if got := r.Body(m.NamedType("struct.ctx"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.ctx field 0 (the buffer): %s, want i8*", got)
	}
	if got := r.TypeOf(m.Func("ctx_free").Params[0]).String(); got != "%struct.ctx*" {
		t.Errorf("@ctx_free's context: %s, want %%struct.ctx*", got)
	}
}
