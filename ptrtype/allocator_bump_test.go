package ptrtype

import "testing"

// An arena's bump allocator: its result is an edge at one call and a
// string at another; it returns a void*, and the edge's caller keeps
// its struct.
func TestBumpAllocator(t *testing.T) {
	m, r := infer(t, `%struct.arena = type { ptr, i64 }
%struct.edge = type { ptr, double }

declare ptr @memcpy(ptr, ptr, i64)

declare ptr @malloc(i64)

define ptr @arena_new(i64 %cap) {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 %cap)
  %bp = getelementptr inbounds %struct.arena, ptr %a, i64 0, i32 0
  store ptr %b, ptr %bp
  ret ptr %a
}

define ptr @arena_alloc(ptr %a, i64 %n) {
  %a.addr = alloca ptr
  %p = alloca ptr
  store ptr %a, ptr %a.addr
  %a1 = load ptr, ptr %a.addr
  %bp = getelementptr inbounds %struct.arena, ptr %a1, i64 0, i32 0
  %base = load ptr, ptr %bp
  %up = getelementptr inbounds %struct.arena, ptr %a1, i64 0, i32 1
  %used = load i64, ptr %up
  %q = getelementptr inbounds i8, ptr %base, i64 %used
  store ptr %q, ptr %p
  %u2 = add i64 %used, %n
  store i64 %u2, ptr %up
  %r = load ptr, ptr %p
  ret ptr %r
}

define ptr @link(ptr %a, ptr %to) {
  %e = call ptr @arena_alloc(ptr %a, i64 16)
  %tp = getelementptr inbounds %struct.edge, ptr %e, i64 0, i32 0
  store ptr %to, ptr %tp
  %wp = getelementptr inbounds %struct.edge, ptr %e, i64 0, i32 1
  store double 1.0, ptr %wp
  ret ptr %e
}

define ptr @strdup_in(ptr %a, ptr %s, i64 %n) {
  %d = call ptr @arena_alloc(ptr %a, i64 %n)
  %x = call ptr @memcpy(ptr %d, ptr %s, i64 %n)
  ret ptr %d
}
`)
	if got := r.Sig(m.Func("arena_alloc")).Ret.String(); got != "i8*" {
		t.Errorf("@arena_alloc returns %s, want i8*", got)
	}
	if got := r.TypeOf(m.Func("arena_alloc").Blocks[0].Instrs[1]).String(); got != "i8**" {
		t.Errorf("@arena_alloc's local: %s, want i8**", got)
	}
	if got := r.Sig(m.Func("link")).Ret.String(); got != "%struct.edge*" {
		t.Errorf("@link returns %s, want %%struct.edge*", got)
	}
}
