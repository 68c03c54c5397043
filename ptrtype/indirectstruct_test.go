package ptrtype

import (
	"strings"
	"testing"
)

// LMDB's comparators: a Dbx's cmp member holds @cmpMem or @cmpInt, both
// reading an MDB_val, and @cmp hands its two parameters to the call
// through the member and does nothing else with them. They are the
// slot's Val*, not i8*. @cmpOne's slot holds one function only: one
// implementation's struct may be a handle, so @one's parameter keeps
// the i8* of no evidence.
func TestParamPassedToAgreeingSlot(t *testing.T) {
	m, r := infer(t, `%struct.Val = type { i64, ptr }
%struct.Dbx = type { ptr, ptr }

define internal i32 @cmpMem(ptr %a, ptr %b) {
  %ad = getelementptr inbounds %struct.Val, ptr %a, i64 0, i32 1
  %pa = load ptr, ptr %ad, align 8
  %bd = getelementptr inbounds %struct.Val, ptr %b, i64 0, i32 1
  %pb = load ptr, ptr %bd, align 8
  %x = load i8, ptr %pa, align 1
  %y = load i8, ptr %pb, align 1
  %d = sub i8 %x, %y
  %r = sext i8 %d to i32
  ret i32 %r
}

define internal i32 @cmpInt(ptr %a, ptr %b) {
  %as = getelementptr inbounds %struct.Val, ptr %a, i64 0, i32 0
  %x = load i64, ptr %as, align 8
  %bs = getelementptr inbounds %struct.Val, ptr %b, i64 0, i32 0
  %y = load i64, ptr %bs, align 8
  %c = icmp ult i64 %x, %y
  %r = zext i1 %c to i32
  ret i32 %r
}

define internal i32 @cmpOne(ptr %a, ptr %b) {
  %as = getelementptr inbounds %struct.Val, ptr %a, i64 0, i32 0
  %x = load i64, ptr %as, align 8
  %r = trunc i64 %x to i32
  ret i32 %r
}

define void @setupInt(ptr %d) {
  %f = getelementptr inbounds %struct.Dbx, ptr %d, i64 0, i32 0
  store ptr @cmpInt, ptr %f, align 8
  ret void
}

define void @setup(ptr %d) {
  %f = getelementptr inbounds %struct.Dbx, ptr %d, i64 0, i32 0
  store ptr @cmpMem, ptr %f, align 8
  %g = getelementptr inbounds %struct.Dbx, ptr %d, i64 0, i32 1
  store ptr @cmpOne, ptr %g, align 8
  ret void
}

define i32 @cmp(ptr %d, ptr %a, ptr %b) {
  %f = getelementptr inbounds %struct.Dbx, ptr %d, i64 0, i32 0
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %a, ptr %b)
  ret i32 %r
}

define i32 @one(ptr %d, ptr %a, ptr %b) {
  %g = getelementptr inbounds %struct.Dbx, ptr %d, i64 0, i32 1
  %fn = load ptr, ptr %g, align 8
  %r = call i32 %fn(ptr %a, ptr %b)
  ret i32 %r
}
`)
	for k := 1; k <= 2; k++ {
		p := m.Func("cmp").Params[k]
		if got := r.TypeOf(p).String(); got != "%struct.Val*" {
			t.Errorf("@cmp's parameter #%d: %s, want %%struct.Val*\n%s", k, got, r.Explain(p))
		}
	}
	if ex := r.Explain(m.Func("cmp").Params[1]).String(); !strings.Contains(ex, "(2 functions of i32 (%struct.Val*, %struct.Val*), by accesses of their own) at @cmp, as its argument #0 (indirectstruct.go)") {
		t.Errorf("the explanation does not name the rule and the slot:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("one").Params[1]).String(); got != "i8*" {
		t.Errorf("@one's %%a: %s, want i8* (one function in the slot)", got)
	}
}
