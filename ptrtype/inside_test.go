package ptrtype

import (
	"strings"
	"testing"
)

// A pointer stored where the vote decided a %struct.node* (the old value
// read back is used as a node) is that node* in typed IR, though nothing
// else says what it points to: without decidedInside it would be i8*,
// cast at the store.
func TestDecidedPointerReachesStoredValue(t *testing.T) {
	m, r := infer(t, `%struct.node = type { i32, ptr }

define void @replace(ptr %pp, ptr %n) {
  %old = load ptr, ptr %pp, align 8
  %v = getelementptr inbounds %struct.node, ptr %old, i64 0, i32 0
  %x = load i32, ptr %v, align 4
  store ptr %n, ptr %pp, align 8
  ret void
}
`)
	f := m.Func("replace")
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.node**" {
		t.Fatalf("%%pp: %s, want %%struct.node** (the setup this test relies on)", got)
	}
	n := f.Params[1]
	if got := r.TypeOf(n).String(); got != "%struct.node*" {
		t.Errorf("%%n: %s, want %%struct.node* (stored where a node* lives)", got)
	}
	if ex := r.Explain(n).String(); !strings.Contains(ex, "no evidence of their own") || !strings.Contains(ex, "%struct.node*") || strings.Contains(ex, "becomes i8") {
		t.Errorf("%%n: the explanation does not name the decided pointer type:\n%s", ex)
	}
}

// A pointer with evidence of its own keeps its type (a cast at the
// store, as the producer wrote one).
func TestDecidedPointerLeavesTypedValues(t *testing.T) {
	m, r := infer(t, `%struct.node = type { i32, ptr }

define void @replace(ptr %pp, ptr %n) {
  %old = load ptr, ptr %pp, align 8
  %v = getelementptr inbounds %struct.node, ptr %old, i64 0, i32 0
  %x = load i32, ptr %v, align 4
  %y = load double, ptr %n, align 8
  store ptr %n, ptr %pp, align 8
  ret void
}
`)
	if got := r.TypeOf(m.Func("replace").Params[1]).String(); got != "double*" {
		t.Errorf("%%n: %s, want double* (its own load says so)", got)
	}
}

// CodeGenPrepare's sunkaddr: a field of a local structure read at a
// constant byte offset (`getelementptr i8, ptr %arr, i64 32`; Numba's
// wrappers read their array structure so at -O3) is that field: the
// pointer loaded there and passed on as a double* makes the field a
// double*, as the struct getelementptr it replaced would.
func TestByteOffsetIntoKnownObject(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

declare void @fill(ptr)

define double @first(ptr %data) {
  %x = load double, ptr %data, align 8
  ret double %x
}

define double @wrap() {
  %arr = alloca { ptr, ptr, i64, i64, ptr }, align 8
  call void @fill(ptr %arr)
  %at = getelementptr inbounds i8, ptr %arr, i64 32
  %data = load ptr, ptr %at, align 8
  %x = call double @first(ptr %data)
  ret double %x
}
`)
	arr := instrNamed(m.Func("wrap"), "arr")
	if got := r.ElemType(arr).String(); got != "{ i8*, i8*, i64, i64, double* }" {
		t.Errorf("%%arr: %s, want { i8*, i8*, i64, i64, double* } (field 4 is read at byte 32)", got)
	}
	if ex := r.Explain(instrNamed(m.Func("wrap"), "data")).String(); !strings.Contains(ex, "at byte 32") {
		t.Errorf("the explanation of %%data does not name the byte-offset tie:\n%s", ex)
	}
}
