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
