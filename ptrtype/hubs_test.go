package ptrtype

import (
	"strings"
	"testing"
)

// A free list (SQLite's lookaside, any pool allocator): objects of
// unrelated types are pushed onto one head (`((Slot*)p)->next = head;
// head = (Slot*)p;`), and popped as the list's nodes. Each push is a
// cast in typed IR: the head stays a Slot*, each freed object keeps its
// own type.
const freeListModule = `%struct.Pool = type { ptr, i32 }
%struct.Slot = type { ptr }
%struct.A = type { i32, i64 }
%struct.B = type { double, i32 }

define ptr @alloc(ptr %pool) {
  %h = getelementptr inbounds %struct.Pool, ptr %pool, i64 0, i32 0
  %s = load ptr, ptr %h, align 8
  %n = getelementptr inbounds %struct.Slot, ptr %s, i64 0, i32 0
  %next = load ptr, ptr %n, align 8
  store ptr %next, ptr %h, align 8
  ret ptr %s
}

define void @freeA(ptr %pool, ptr %a) {
  %x = getelementptr inbounds %struct.A, ptr %a, i64 0, i32 1
  store i64 0, ptr %x, align 8
  %h = getelementptr inbounds %struct.Pool, ptr %pool, i64 0, i32 0
  %old = load ptr, ptr %h, align 8
  store ptr %old, ptr %a, align 8
  store ptr %a, ptr %h, align 8
  ret void
}

define void @freeB(ptr %pool, ptr %b) {
  %x = getelementptr inbounds %struct.B, ptr %b, i64 0, i32 1
  store i32 0, ptr %x, align 8
  %h = getelementptr inbounds %struct.Pool, ptr %pool, i64 0, i32 0
  %old = load ptr, ptr %h, align 8
  store ptr %old, ptr %b, align 8
  store ptr %b, ptr %h, align 8
  ret void
}
`

func TestFreeListPushIsACast(t *testing.T) {
	m, r := infer(t, freeListModule)
	if got := r.Body(m.NamedType("struct.Pool"))[0].String(); got != "%struct.Slot*" {
		t.Errorf("%%struct.Pool field 0: %s, want %%struct.Slot* (the free list's head, popped as its nodes)", got)
	}
	if got := r.Body(m.NamedType("struct.Slot"))[0].String(); got != "%struct.Slot*" {
		t.Errorf("%%struct.Slot field 0: %s, want %%struct.Slot* (the link the pop reads back into the head)", got)
	}
	for fn, want := range map[string]string{"freeA": "%struct.A*", "freeB": "%struct.B*"} {
		f := m.Func(fn)
		if got := r.TypeOf(f.Params[1]).String(); got != want {
			t.Errorf("@%s param 1: %s, want %s (the object freed; the push casts it)", fn, got, want)
		}
	}
	f := m.Func("freeA")
	if ex := r.Explain(f.Params[1]).String(); strings.Contains(ex, "store (same pointee") || !strings.Contains(ex, "pushed onto a free list") {
		t.Errorf("@freeA's %%a: the push onto the free list still votes, or the explanation does not say it does not:\n%s", ex)
	}
}
