package ptrtype

import (
	"strings"
	"testing"
)

// tbaaTail is the struct-path TBAA of clang -O2 for
//
//	struct Ret { struct Parse *pParse; struct Item *pItem; int n; };
//
// (!5 the base type node, !6 and !7 the access tags of its two pointer
// members), and a scalar tag (!8).
const tbaaTail = `
!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!5 = !{!"Ret", !2, i64 0, !2, i64 8, !3, i64 16}
!6 = !{!5, !2, i64 0}
!7 = !{!5, !2, i64 8}
!8 = !{!2, !2, i64 0}
`

// SQLite's sqlite3AddReturning: `pRet->pParse = pParse` on memory from
// an allocator is a plain store at the allocation's start (typed IR
// casts the i8* there), and `pRet->pItem->k` reads the second member at
// byte 8: nothing ties either access to %struct.Ret, but the TBAA tags
// name the member. A member that the code only stores and passes on
// (a void* user-data pointer), a pointer computed over another type and
// stored there (`(ht_slot*)&aPgno[n]`), and accesses with scalar tags
// or tags whose base node does not describe the module's struct give no
// type.
func TestFieldsFromTBAA(t *testing.T) {
	m, r := infer(t, `%struct.Ret = type { ptr, ptr, i32 }
%struct.Parse = type { i32, ptr }
%struct.Item = type { i64, i32 }
%struct.Box = type { ptr, ptr, ptr }

declare ptr @alloc(i64)
declare void @callback(ptr)

define void @add(ptr %pParse) {
  %n = getelementptr inbounds %struct.Parse, ptr %pParse, i64 0, i32 0
  store i32 1, ptr %n, align 4
  %r = call ptr @alloc(i64 24)
  store ptr %pParse, ptr %r, align 8, !tbaa !6
  ret void
}

define i32 @item(ptr %r) {
  %a = getelementptr inbounds i8, ptr %r, i64 8
  %i = load ptr, ptr %a, align 8, !tbaa !7
  %k = getelementptr inbounds %struct.Item, ptr %i, i64 0, i32 1
  %v = load i32, ptr %k, align 4
  ret i32 %v
}
`+tbaaTail)
	s := m.NamedType("struct.Ret")
	if got := r.Body(s)[0].String(); got != "%struct.Parse*" {
		t.Errorf("%%struct.Ret field 0: %s, want %%struct.Parse* (TBAA tags the store of a Parse* as Ret's member at byte 0)", got)
	}
	if got := r.Body(s)[1].String(); got != "%struct.Item*" {
		t.Errorf("%%struct.Ret field 1: %s, want %%struct.Item* (TBAA tags a load at byte 8 used as an Item)", got)
	}
	ex := r.ExplainField(s, 0).String()
	if !strings.Contains(ex, "tbaa.go") || !strings.Contains(ex, "%struct.Ret at byte 0") {
		t.Errorf("the explanation does not name the TBAA rule:\n%s", ex)
	}
}

// What TBAA does not decide: a void* member stored a pointer whose type
// only the calls say and read only to be passed on, a pointer computed
// over i32 stored where C casts it, a scalar tag, and a base type node
// that does not describe the module's struct of that name.
func TestFieldsFromTBAANot(t *testing.T) {
	m, r := infer(t, `%struct.Ret = type { ptr, ptr, i32 }
%struct.Other = type { ptr, i64 }
%struct.Parse = type { i32, ptr }

declare void @callback(ptr)

define void @user(ptr %r, ptr %aux, ptr %o) {
  store ptr %aux, ptr %r, align 8, !tbaa !6
  %x = load ptr, ptr %r, align 8, !tbaa !6
  call void @callback(ptr %x)
  %h = getelementptr inbounds i32, ptr %o, i64 4096
  %b = getelementptr inbounds i8, ptr %r, i64 8
  store ptr %h, ptr %b, align 8, !tbaa !7
  %w = load i32, ptr %o, align 4
  ret void
}

define void @caller(ptr %r, ptr %p) {
  %n = getelementptr inbounds %struct.Parse, ptr %p, i64 0, i32 0
  store i32 1, ptr %n, align 4
  call void @user(ptr %r, ptr %p, ptr null)
  ret void
}

define void @scalar(ptr %o, ptr %p) {
  %n = getelementptr inbounds %struct.Parse, ptr %p, i64 0, i32 0
  store i32 1, ptr %n, align 4
  store ptr %p, ptr %o, align 8, !tbaa !8
  store ptr %p, ptr %o, align 8, !tbaa !9
  ret void
}
`+tbaaTail+`!10 = !{!"Other", !2, i64 0, !2, i64 16}
!9 = !{!10, !2, i64 0}
`)
	s := m.NamedType("struct.Ret")
	if got := r.Body(s)[0].String(); got != "i8*" {
		t.Errorf("%%struct.Ret field 0: %s, want i8* (a void*: stored what only calls type, read only to be passed on)", got)
	}
	if got := r.Body(s)[1].String(); got != "i8*" {
		t.Errorf("%%struct.Ret field 1: %s, want i8* (a pointer computed over i32 stored: C casts it)", got)
	}
	if got := r.Body(m.NamedType("struct.Other"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.Other field 0: %s, want i8* (its TBAA node lists a member at byte 16, where the struct has none: not this struct)", got)
	}
}

// SQLite's sqlite3VtabOverloadFunction: `void (*xSFunc)(...) = 0;` is
// filled through its address by a callback, then `pNew->xSFunc =
// xSFunc` stores it at a byte offset of a FuncDef just allocated. The
// local has no evidence of its own; the store's TBAA tag names
// FuncDef's member, which the calls through it typed.
func TestValueStoredIntoTBAAMember(t *testing.T) {
	m, r := infer(t, `%struct.Def = type { i32, ptr }

declare ptr @alloc(i64)
declare void @find(ptr)

define void @call(ptr %d) {
  %f = getelementptr inbounds %struct.Def, ptr %d, i64 0, i32 1
  %fn = load ptr, ptr %f, align 8
  call void %fn(i32 1, double 2.0)
  ret void
}

define ptr @overload() {
  %x = alloca ptr, align 8
  store ptr null, ptr %x, align 8
  call void @find(ptr %x)
  %v = load ptr, ptr %x, align 8
  %d = call ptr @alloc(i64 16)
  %a = getelementptr inbounds i8, ptr %d, i64 8
  store ptr %v, ptr %a, align 8, !tbaa !6
  ret ptr %d
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!5 = !{!"Def", !3, i64 0, !2, i64 8}
!6 = !{!5, !2, i64 8}
`)
	x := m.Func("overload").Blocks[0].Instrs[0]
	if got := r.TypeOf(x).String(); got != "void (i32, double)**" {
		t.Errorf("%%x: %s, want void (i32, double)** (what it holds is stored as Def's member)\n%s", got, r.Explain(x))
	}
	if ex := r.Explain(x).String(); !strings.Contains(ex, "tbaa.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
