package ptrtype

import (
	"strings"
	"testing"
)

// A filter carves its coefficients out of a caller's heap block and
// keeps the block's base to free it: `f->heap = heap; f->coef =
// (double*)heap;`. The coefficients are read as doubles, the base only
// freed: it is the void* the typed IR converts from.
func TestRawMemberIsVoid(t *testing.T) {
	m, r := infer(t, rawMemberModule+`
define void @fini(ptr %f) {
  %m2 = getelementptr inbounds %struct.filt, ptr %f, i64 0, i32 2
  %h = load ptr, ptr %m2, align 8
  call void @release(ptr %h)
  ret void
}
`)
	body := r.Body(m.NamedType("struct.filt"))
	if got := body[2].String(); got != "i8*" {
		t.Errorf("%%struct.filt field 2 (the heap's base): %s, want i8*", got)
	}
	if got := body[1].String(); got != "double*" {
		t.Errorf("%%struct.filt field 1 (the coefficients): %s, want double*", got)
	}
	e := r.ExplainField(m.NamedType("struct.filt"), 2).String()
	if !strings.Contains(e, "rawmember.go") {
		t.Errorf("explain does not name rawmember.go:\n%s", e)
	}
}

// The base read back as doubles is no raw view: both members keep the
// type.
func TestRawMemberDereferencedKeepsType(t *testing.T) {
	m, r := infer(t, rawMemberModule+`
define double @fini(ptr %f) {
  %m2 = getelementptr inbounds %struct.filt, ptr %f, i64 0, i32 2
  %h = load ptr, ptr %m2, align 8
  %x = load double, ptr %h, align 8
  call void @release(ptr %h)
  ret double %x
}
`)
	if got := r.Body(m.NamedType("struct.filt"))[2].String(); got != "double*" {
		t.Errorf("%%struct.filt field 2: %s, want double* (it is read as doubles)", got)
	}
}

// A queue's `q->head = q->tail = n`, both dereferenced: two typed
// members, no raw view.
func TestRawMemberBothTypedUntouched(t *testing.T) {
	m, r := infer(t, `%struct.queue = type { i32, ptr, ptr }
%struct.item = type { ptr, i32 }

define void @first(ptr %q, ptr %n) {
  %h = getelementptr inbounds %struct.queue, ptr %q, i64 0, i32 1
  store ptr %n, ptr %h, align 8
  %t = getelementptr inbounds %struct.queue, ptr %q, i64 0, i32 2
  store ptr %n, ptr %t, align 8
  ret void
}

define i32 @peek(ptr %q) {
  %h = getelementptr inbounds %struct.queue, ptr %q, i64 0, i32 1
  %a = load ptr, ptr %h, align 8
  %v = getelementptr inbounds %struct.item, ptr %a, i64 0, i32 1
  %x = load i32, ptr %v, align 4
  ret i32 %x
}

define void @push(ptr %q, ptr %n) {
  %t = getelementptr inbounds %struct.queue, ptr %q, i64 0, i32 2
  %b = load ptr, ptr %t, align 8
  %l = getelementptr inbounds %struct.item, ptr %b, i64 0, i32 0
  store ptr %n, ptr %l, align 8
  store ptr %n, ptr %t, align 8
  ret void
}
`)
	body := r.Body(m.NamedType("struct.queue"))
	for k := 1; k <= 2; k++ {
		if got := body[k].String(); got != "%struct.item*" {
			t.Errorf("%%struct.queue field %d: %s, want %%struct.item*", k, got)
		}
	}
}

// The filter's init stores the caller's heap pointer into both members;
// @first reads the coefficients; @release frees what it is given
// (declared elsewhere).
const rawMemberModule = `%struct.filt = type { i32, ptr, ptr }

declare void @release(ptr)

define void @init(ptr %f, ptr %heap) {
  %m2 = getelementptr inbounds %struct.filt, ptr %f, i64 0, i32 2
  store ptr %heap, ptr %m2, align 8
  %m1 = getelementptr inbounds %struct.filt, ptr %f, i64 0, i32 1
  store ptr %heap, ptr %m1, align 8
  ret void
}

define double @first(ptr %f) {
  %m1 = getelementptr inbounds %struct.filt, ptr %f, i64 0, i32 1
  %c = load ptr, ptr %m1, align 8
  %x = load double, ptr %c, align 8
  ret double %x
}
`
