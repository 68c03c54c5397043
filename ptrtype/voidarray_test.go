package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's `int *aiCol`, indexed as an array of int by the function it
// is passed to, from a void* (a generic allocator's result, a void*
// member): C converts the void* implicitly, so the parameter is the
// int* its own indexing says, as it is the struct pointer its accesses
// say (void.go).
func TestVoidArgumentConvertsToIndexedArray(t *testing.T) {
	m, r := infer(t, `%struct.Page = type { ptr, i32 }

define internal i32 @sum(ptr %a, i64 %n) {
  %e = getelementptr inbounds i32, ptr %a, i64 %n
  %v = load i32, ptr %e, align 4
  ret i32 %v
}

define i32 @use(ptr %pg, i64 %n) {
  %f = getelementptr inbounds %struct.Page, ptr %pg, i64 0, i32 0
  %e = load ptr, ptr %f, align 8
  %b = getelementptr inbounds i8, ptr %e, i64 4
  %v = load i32, ptr %b, align 4
  %b2 = getelementptr inbounds i8, ptr %e, i64 8
  %w = load ptr, ptr %b2, align 8
  %s1 = call i32 @sum(ptr %e, i64 %n)
  %f2 = getelementptr inbounds %struct.Page, ptr %w, i64 0, i32 0
  %e2 = load ptr, ptr %f2, align 8
  %s2 = call i32 @sum(ptr %e2, i64 %n)
  %s = add i32 %s1, %s2
  ret i32 %s
}
`)
	if got := r.Body(m.NamedType("struct.Page"))[0].String(); got != "i8*" {
		t.Fatalf("%%struct.Page field 0: %s, want i8* (the test's premise: a void*)", got)
	}
	f := m.Func("sum")
	if got := r.TypeOf(f.Params[0]).String(); got != "i32*" {
		t.Errorf("@sum param 0: %s, want i32* (indexed as an array of int; its callers' void* converts implicitly)", got)
	}
	if ex := r.Explain(f.Params[0]).String(); !strings.Contains(ex, "void*") {
		t.Errorf("@sum's %%a: the explanation does not say the void* votes were set aside:\n%s", ex)
	}
}
