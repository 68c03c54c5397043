package ptrtype

import (
	"strings"
	"testing"
)

// A list's head read and written only atomically
// (`__atomic_load_n(&l->head, ...)`, `__atomic_exchange_n`): integer
// words of a pointer's width at the member, turned into and made of
// pointers used as struct item. The member is an item*; a word also
// handed to free as a void* says nothing of it. A member whose words
// are made into no typed pointer stays i8*.
func TestPointerWordMember(t *testing.T) {
	m, r := infer(t, `
%struct.list = type { i32, ptr, ptr }
%struct.item = type { i64, i32 }

define i32 @first(ptr %l) {
  %h = getelementptr inbounds %struct.list, ptr %l, i64 0, i32 1
  %w = load atomic i64, ptr %h seq_cst, align 8
  %p = inttoptr i64 %w to ptr
  %n = getelementptr inbounds %struct.item, ptr %p, i64 0, i32 1
  %v = load i32, ptr %n
  ret i32 %v
}

define void @push(ptr %l, ptr %it) {
  %k = getelementptr inbounds %struct.item, ptr %it, i64 0, i32 0
  store i64 0, ptr %k
  %h = getelementptr inbounds %struct.list, ptr %l, i64 0, i32 1
  %w = ptrtoint ptr %it to i64
  %old = atomicrmw xchg ptr %h, i64 %w seq_cst, align 8
  %o = inttoptr i64 %old to ptr
  call void @free(ptr %o)
  ret void
}

define void @spare(ptr %l, ptr %buf) {
  %s = getelementptr inbounds %struct.list, ptr %l, i64 0, i32 2
  %w = ptrtoint ptr %buf to i64
  store atomic i64 %w, ptr %s seq_cst, align 8
  call void @free(ptr %buf)
  ret void
}

declare void @free(ptr)
`)
	list := m.NamedType("struct.list")
	body := r.Body(list)
	if got := body[1].String(); got != "%struct.item*" {
		t.Errorf("%%struct.list field 1: %s, want %%struct.item*\n%s", got, r.ExplainField(list, 1))
	}
	if got := body[2].String(); got != "i8*" {
		t.Errorf("%%struct.list field 2: %s, want i8*", got)
	}
	if ex := r.ExplainField(list, 1).String(); !strings.Contains(ex, whatPtrWord+"%struct.item*") {
		t.Errorf("%%struct.list field 1: the explanation does not name the rule:\n%s", ex)
	}
}
