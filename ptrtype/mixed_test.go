package ptrtype

import (
	"strings"
	"testing"
)

// A void* argument that each case of a switch reads or writes as its
// own type (SQLite's xFileControl: `*(int*)pArg = n`, `*(char**)pArg =
// z`, `*(i64*)pArg`) is an i8* in typed IR, converted at each access;
// the vote alone would take the most frequent access type (i32*).
func TestMixedAccessIsVoidPtr(t *testing.T) {
	m, r := infer(t, `define i32 @ctl(i32 %op, ptr %arg, ptr %name) {
entry:
  switch i32 %op, label %other [
    i32 1, label %int
    i32 2, label %str
    i32 3, label %wide
  ]
int:
  store i32 7, ptr %arg, align 4
  %n = load i32, ptr %arg, align 4
  store i32 %n, ptr %arg, align 4
  ret i32 0
str:
  %c = load i8, ptr %name, align 1
  store ptr %name, ptr %arg, align 8
  %ci = zext i8 %c to i32
  ret i32 %ci
wide:
  %w = load i64, ptr %arg, align 8
  %t = trunc i64 %w to i32
  ret i32 %t
other:
  ret i32 1
}
`)
	p := m.Func("ctl").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("%%arg: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, whatMixed) {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// An array indexed as i16 keeps its type though a pointer is once
// written into it (memory reused), and an int* written with a constant
// (a memset the optimizer wrote as an i64 store) stays an int*.
func TestMixedAccessNotForArrays(t *testing.T) {
	m, r := infer(t, `define void @fill(ptr %a, i64 %i, ptr %p) {
  %e = getelementptr inbounds i16, ptr %a, i64 %i
  store i16 1, ptr %e, align 2
  %v = load i16, ptr %a, align 2
  store ptr %p, ptr %a, align 8
  ret void
}

define void @zero(ptr %q) {
  store i64 0, ptr %q, align 4
  %v = load i32, ptr %q, align 4
  %x = add i32 %v, 1
  store i32 %x, ptr %q, align 4
  ret void
}
`)
	if got := r.TypeOf(m.Func("fill").Params[0]).String(); got != "i16*" {
		t.Errorf("@fill's %%a: %s, want i16*", got)
	}
	if got := r.TypeOf(m.Func("zero").Params[0]).String(); got != "i32*" {
		t.Errorf("@zero's %%q: %s, want i32*", got)
	}
}

// A void* callback argument converted to a struct and read at constant
// byte offsets as integers and pointers (clang-16 typed -O2 folds the
// struct getelementptrs on the cast into byte getelementptrs: SQLite's
// sqlite3_get_table_cb) is not an array of i32 for reading i32s at
// multiples of 4: it stays the i8* the byte getelementptrs say.
func TestByteOffsetsOfSeveralKindsAreNoArray(t *testing.T) {
	m, r := infer(t, `define i32 @cb(ptr %arg, i32 %n) {
  %a = getelementptr inbounds i8, ptr %arg, i64 20
  %x = load i32, ptr %a, align 4
  %b = getelementptr inbounds i8, ptr %arg, i64 16
  store i32 %n, ptr %b, align 8
  %c = getelementptr inbounds i8, ptr %arg, i64 8
  %p = load ptr, ptr %c, align 8
  %y = load i32, ptr %p, align 4
  %s = add i32 %x, %y
  ret i32 %s
}
`)
	p := m.Func("cb").Params[0]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("%%arg: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "a struct seen through a void*") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
