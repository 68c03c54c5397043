package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// A worker's `void* data1` is given a struct job* by one user and a
// struct enc* by another, and handed to the hook the worker runs: a
// void*, each store converting, not the struct one store's flow lends
// it.
func TestDisagreeingStoresVoid(t *testing.T) {
	m, r := infer(t, `%struct.worker = type { ptr, ptr }
%struct.job = type { i32, i32 }
%struct.enc = type { double, ptr }

define void @use_job(ptr %w, ptr %jh) {
  %j = load ptr, ptr %jh
  %x = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  store i32 1, ptr %x
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  store ptr %j, ptr %d
  ret void
}

define void @use_enc(ptr %w, ptr %eh) {
  %e = load ptr, ptr %eh
  %x = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 0
  store double 1.0, ptr %x
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  store ptr %e, ptr %d
  ret void
}

define i32 @run(ptr %w) {
  %h = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 0
  %hook = load ptr, ptr %h
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  %data = load ptr, ptr %d
  %r = call i32 %hook(ptr %data)
  ret i32 %r
}
`)
	var w *ir.Type
	for _, s := range m.Types {
		if s.Name == "struct.worker" {
			w = s
		}
	}
	if got := r.Body(w)[1].String(); got != "i8*" {
		t.Errorf("%%struct.worker field 1: %s, want i8*", got)
	}
	if got := r.TypeOf(m.Func("use_job").Params[1]).String(); got != "%struct.job**" {
		t.Errorf("@use_job's job holder: %s, want %%struct.job**", got)
	}
	d := m.Func("run").Blocks[0].Instrs[3]
	if ex := r.Explain(d).String(); !strings.Contains(ex, whatFieldVoid) {
		t.Errorf("@run's %%data: the explanation does not name the rule:\n%s", ex)
	}
}

// A free list's head is given objects of unrelated structs too, but
// each push converts explicitly (`head = (Slot*)p`): this rule leaves
// it to the other evidence, no void* (SQLite's lookaside pFree, whose
// pop reads the link at offset 0 without a getelementptr, became i8*
// without the exclusion). (What that evidence makes of this small
// module's head, %struct.A*, is not this rule's business.)
func TestDisagreeingStoresNotFreeList(t *testing.T) {
	src := strings.Replace(freeListModule, `  %n = getelementptr inbounds %struct.Slot, ptr %s, i64 0, i32 0
  %next = load ptr, ptr %n, align 8`, `  %next = load ptr, ptr %s, align 8`, 1) + `
define void @carve(ptr %pool, ptr %start, i64 %k) {
  %h = getelementptr inbounds %struct.Pool, ptr %pool, i64 0, i32 0
  %p = getelementptr inbounds %struct.Slot, ptr %start, i64 %k
  %q = getelementptr inbounds %struct.Slot, ptr %start, i64 1
  %l = getelementptr inbounds %struct.Slot, ptr %q, i64 0, i32 0
  store ptr %p, ptr %l, align 8
  store ptr %q, ptr %h, align 8
  ret void
}
`
	m, r := infer(t, src)
	if got := r.Body(m.NamedType("struct.Pool"))[0].String(); got == "i8*" {
		t.Errorf("%%struct.Pool field 0 (a free list's head): %s", got)
	}
	alloc := m.Func("alloc").Blocks[0].Instrs[1]
	if ex := r.Explain(alloc).String(); strings.Contains(ex, whatFieldVoid) {
		t.Errorf("@alloc's %%s (popped from the free list): decided by the rule:\n%s", ex)
	}
}

// The same member where the job's hook reads it back as its own struct
// (`struct job *j = w->data1; j->n`): typed IR converts at the load
// (-O2 folds the bitcast into it), the member stays the void* its
// stores of unrelated structs imply.
func TestDisagreeingStoresVoidReadAsStruct(t *testing.T) {
	m, r := infer(t, `%struct.worker = type { ptr, ptr }
%struct.job = type { i32, i32 }
%struct.enc = type { double, ptr }

define void @use_job(ptr %w, ptr %jh) {
  %j = load ptr, ptr %jh
  %x = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  store i32 1, ptr %x
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  store ptr %j, ptr %d
  ret void
}

define void @use_enc(ptr %w, ptr %eh) {
  %e = load ptr, ptr %eh
  %x = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 0
  store double 1.0, ptr %x
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  store ptr %e, ptr %d
  ret void
}

define i32 @job_hook(ptr %w) {
  %d = getelementptr inbounds %struct.worker, ptr %w, i64 0, i32 1
  %data = load ptr, ptr %d
  %n = getelementptr inbounds %struct.job, ptr %data, i64 0, i32 1
  %v = load i32, ptr %n
  ret i32 %v
}
`)
	if got := r.Body(m.NamedType("struct.worker"))[1].String(); got != "i8*" {
		t.Errorf("%%struct.worker field 1: %s, want i8*\n%s", got, r.ExplainField(m.NamedType("struct.worker"), 1))
	}
	if ex := r.ExplainField(m.NamedType("struct.worker"), 1).String(); !strings.Contains(ex, whatFieldVoid) {
		t.Errorf("%%struct.worker field 1: the explanation does not name the rule:\n%s", ex)
	}
}
