package ptrtype

import (
	"strings"
	"testing"
)

// A parameter the calls pass pointers to unrelated structs, used as no
// struct inside (a hash table's generic payload, stored into its
// element: `void *data`), is a void*; the vote alone would take the
// struct most calls pass.
func TestArgumentsOfUnrelatedStructsMakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.Elem = type { ptr, ptr }
%struct.Table = type { i32, ptr }
%struct.Index = type { double, i64 }

define void @insert(ptr %e, ptr %data) {
  %f = getelementptr inbounds %struct.Elem, ptr %e, i64 0, i32 1
  store ptr %data, ptr %f, align 8
  ret void
}

define void @addTable(ptr %e, ptr %t) {
  %n = getelementptr inbounds %struct.Table, ptr %t, i64 0, i32 0
  store i32 1, ptr %n, align 4
  call void @insert(ptr %e, ptr %t)
  call void @insert(ptr %e, ptr %t)
  ret void
}

define void @addIndex(ptr %e, ptr %x) {
  %d = getelementptr inbounds %struct.Index, ptr %x, i64 0, i32 0
  store double 1.0, ptr %d, align 8
  call void @insert(ptr %e, ptr %x)
  ret void
}
`)
	p := m.Func("insert").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@insert's %%data: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "unrelated structs") || !strings.Contains(ex, "%struct.Index") || !strings.Contains(ex, "%struct.Table") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
	if got := r.Body(m.NamedType("struct.Elem")); len(got) != 2 || got[1].String() != "i8*" {
		t.Errorf("struct.Elem body %v, want { ?, i8* }", got)
	}
	// The callers keep their structs.
	if got := r.TypeOf(m.Func("addTable").Params[1]).String(); got != "%struct.Table*" {
		t.Errorf("@addTable's %%t: %s, want %%struct.Table*", got)
	}
}

// A parameter the calls pass pointers to numbers of different types
// (an int at one, an i64 at another), written inside only bytewise
// (a random or checksum buffer: `void *pBuf`), is a void*; one whose
// function reads it as one of those numbers keeps the vote's type (the
// other calls cast), and one passed only ints is an int*.
func TestArgumentsOfDifferentNumbersMakeVoidPtr(t *testing.T) {
	const fill = `
define void @fill(i32 %n, ptr %buf) {
  store i8 7, ptr %buf, align 1
  ret void
}

define void @readInt(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret void
}
`
	m, r := infer(t, fill+`
define void @use() {
  %a = alloca i32, align 4
  %b = alloca i64, align 8
  call void @fill(i32 4, ptr %a)
  call void @fill(i32 8, ptr %b)
  call void @fill(i32 8, ptr %b)
  call void @readInt(ptr %a)
  call void @readInt(ptr %b)
  ret void
}
`)
	p := m.Func("fill").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@fill's %%buf: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "unrelated types") || !strings.Contains(ex, "i32, i64") {
		t.Errorf("the explanation does not name the rule and the types:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("readInt").Params[0]).String(); got != "i32*" {
		t.Errorf("@readInt's %%p (read as an int): %s, want i32*", got)
	}
	if got := r.TypeOf(m.Func("use").Blocks[0].Instrs[1]).String(); got != "i64*" {
		t.Errorf("the callers keep their types: %%b is %s, want i64*", got)
	}

	// Without the second type, the vote: an int*.
	m, r = infer(t, `
define void @keep(ptr %p) {
  ret void
}

define void @use() {
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @keep(ptr %a)
  call void @keep(ptr %b)
  ret void
}
`)
	if got := r.TypeOf(m.Func("keep").Params[0]).String(); got != "i32*" {
		t.Errorf("@keep's %%p passed only ints: %s, want i32*", got)
	}
}
