package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's releasePageOne(MemPage*) is called with the page's extra
// space, a void* (sqlite3PagerGetExtra): C converts it implicitly. The
// parameter is what its own accesses say, not the void* of its callers.
const voidArgModule = `%struct.Page = type { ptr, i32 }
%struct.Mem = type { i32, i32, ptr }

define internal void @release(ptr %m) {
  %x = getelementptr inbounds %struct.Mem, ptr %m, i64 0, i32 1
  store i32 0, ptr %x, align 4
  ret void
}

define void @use(ptr %pg) {
  %f = getelementptr inbounds %struct.Page, ptr %pg, i64 0, i32 0
  %e = load ptr, ptr %f, align 8
  %b = getelementptr inbounds i8, ptr %e, i64 4
  %v = load i32, ptr %b, align 4
  %b2 = getelementptr inbounds i8, ptr %e, i64 8
  %w = load ptr, ptr %b2, align 8
  call void @release(ptr %e)
  %f2 = getelementptr inbounds %struct.Page, ptr %w, i64 0, i32 0
  %e2 = load ptr, ptr %f2, align 8
  call void @release(ptr %e2)
  ret void
}
`

func TestVoidArgumentConverts(t *testing.T) {
	m, r := infer(t, voidArgModule)
	if got := r.Body(m.NamedType("struct.Page"))[0].String(); got != "i8*" {
		t.Fatalf("%%struct.Page field 0: %s, want i8* (the test's premise: a void*)", got)
	}
	f := m.Func("release")
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.Mem*" {
		t.Errorf("@release param 0: %s, want %%struct.Mem* (its callers' void* converts implicitly)", got)
	}
	if ex := r.Explain(f.Params[0]).String(); !strings.Contains(ex, "void*") {
		t.Errorf("@release's %%m: the explanation does not say the void* votes were set aside:\n%s", ex)
	}
}

// A generic destructor, `static void fooDelete(void *p) { ... (Foo*)p
// ... }`, passed as a function pointer: a callback's parameter is its
// function pointer type's, and the void* its callers pass is evidence.
func TestVoidArgumentOfCallbackCounts(t *testing.T) {
	src := strings.Replace(voidArgModule, "define void @use(ptr %pg) {", `declare void @set_destructor(ptr)

define void @register() {
  call void @set_destructor(ptr @release)
  ret void
}

define void @use(ptr %pg) {`, 1)
	m, r := infer(t, src)
	if got := r.TypeOf(m.Func("release").Params[0]).String(); got != "i8*" {
		t.Errorf("@release param 0: %s, want i8* (a callback's void*)", got)
	}
}

// An output parameter that a function fills with a void* (SQLite's
// `*ppFile = pFile` with pFile from sqlite3MallocZero): the store says
// *pp holds a pointer, not which (C converts the void* implicitly); the
// callers' sqlite3_file* say which.
func TestVoidStoredThroughOutParameter(t *testing.T) {
	m, r := infer(t, `%struct.File = type { ptr, i32 }

declare ptr @malloc(i64)

define internal void @open(ptr %pp) {
  %p = call ptr @malloc(i64 16)
  %q = getelementptr inbounds i8, ptr %p, i64 8
  store i32 0, ptr %q, align 4
  store ptr %p, ptr %pp, align 8
  ret void
}

define void @user() {
  %f = alloca ptr, align 8
  call void @open(ptr %f)
  %x = load ptr, ptr %f, align 8
  %y = getelementptr inbounds %struct.File, ptr %x, i64 0, i32 1
  store i32 1, ptr %y, align 4
  ret void
}
`)
	f := m.Func("open")
	if got := r.TypeOf(instrNamed(f, "p")).String(); got != "i8*" {
		t.Fatalf("%%p: %s, want i8* (the test's premise: a void*)", got)
	}
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.File**" {
		t.Errorf("@open param 0: %s, want %%struct.File** (the void* stored converts; the callers say which pointer)", got)
	}
	if ex := r.Explain(f.Params[0]).String(); !strings.Contains(ex, "of a void*") {
		t.Errorf("@open's %%pp: the explanation does not say the void* stored counts only as a pointer:\n%s", ex)
	}
}

// SQLite's sqlite3ParserAddCleanup: a node from a generic allocator,
// filled by byte offsets (a void* in typed IR too), pushed onto a list
// whose readers use it as the list's nodes. Storing the void* converts
// it: the head is a pointer to the node struct its readers say.
func TestVoidStoredAsListHead(t *testing.T) {
	m, r := infer(t, `%struct.Parse = type { ptr, i32 }
%struct.Cleanup = type { ptr, ptr, ptr }

declare ptr @malloc(i64)

define void @add(ptr %parse, ptr %arg, ptr %fn) {
  %n = call ptr @malloc(i64 24)
  %h = getelementptr inbounds %struct.Parse, ptr %parse, i64 0, i32 0
  %old = load ptr, ptr %h, align 8
  store ptr %old, ptr %n, align 8
  store ptr %n, ptr %h, align 8
  %a = getelementptr inbounds i8, ptr %n, i64 8
  store ptr %arg, ptr %a, align 8
  %f = getelementptr inbounds i8, ptr %n, i64 16
  store ptr %fn, ptr %f, align 8
  ret void
}

define void @reset(ptr %parse) {
entry:
  %h = getelementptr inbounds %struct.Parse, ptr %parse, i64 0, i32 0
  %first = load ptr, ptr %h, align 8
  br label %loop

loop:
  %c = phi ptr [ %first, %entry ], [ %next, %loop ]
  %np = getelementptr inbounds %struct.Cleanup, ptr %c, i64 0, i32 0
  %next = load ptr, ptr %np, align 8
  %ap = getelementptr inbounds %struct.Cleanup, ptr %c, i64 0, i32 1
  %x = load ptr, ptr %ap, align 8
  %d = icmp eq ptr %next, null
  br i1 %d, label %done, label %loop

done:
  ret void
}
`)
	add := m.Func("add")
	if got := r.TypeOf(instrNamed(add, "n")).String(); got != "i8*" {
		t.Fatalf("%%n: %s, want i8* (the test's premise: a void* from the allocator)", got)
	}
	if got := r.Body(m.NamedType("struct.Parse"))[0].String(); got != "%struct.Cleanup*" {
		t.Errorf("%%struct.Parse field 0: %s, want %%struct.Cleanup* (the list's head, read as its nodes)", got)
	}
	if ex := r.Explain(instrNamed(m.Func("reset"), "first")).String(); !strings.Contains(ex, "stored there") {
		t.Errorf("the explanation does not say the void* stored counts only where nothing names a type:\n%s", ex)
	}
}
