package ptrtype

import (
	"strings"
	"testing"
)

// tbaaAnonTail is clang -O2's struct-path TBAA for two C typedefs of
// structs without a tag,
//
//	typedef struct { int n; struct Item *pItem; } Box;         // !5
//	typedef struct { double d; struct Item *pItem; } Crate;   // !9
//
// whose base type nodes have an empty name (!6, !10: the access tags of
// their pointer members).
const tbaaAnonTail = `
!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!4 = !{!"double", !1, i64 0}
!5 = !{!"", !3, i64 0, !2, i64 8}
!6 = !{!5, !2, i64 8}
!9 = !{!"", !4, i64 0, !2, i64 8}
!10 = !{!9, !2, i64 8}
`

// A struct without a C tag (`typedef struct { ... } Box;`) has a TBAA
// base type node with no name; the node still says where its members
// are and what they are, and only %struct.Box has an int at 0 and a
// pointer at 8 (%struct.Crate has a double there). A callback given a
// Box as its void* reads pItem at byte 8 and uses it as an Item: the
// member is an Item*.
func TestTBAAUntaggedStruct(t *testing.T) {
	m, r := infer(t, `%struct.Box = type { i32, ptr }
%struct.Crate = type { double, ptr }
%struct.Item = type { i64, i32 }

define i32 @visit(ptr %ud) {
  %a = getelementptr inbounds i8, ptr %ud, i64 8
  %i = load ptr, ptr %a, align 8, !tbaa !6
  %k = getelementptr inbounds %struct.Item, ptr %i, i64 0, i32 1
  %v = load i32, ptr %k, align 4
  ret i32 %v
}

define double @weigh(ptr %c) {
  %d = getelementptr inbounds %struct.Crate, ptr %c, i64 0, i32 0
  %v = load double, ptr %d, align 8
  ret double %v
}
`+tbaaAnonTail)
	box := m.NamedType("struct.Box")
	if got := r.Body(box)[1].String(); got != "%struct.Item*" {
		t.Errorf("%%struct.Box field 1: %s, want %%struct.Item* (the untagged TBAA node describes Box alone)\n%s", got, r.ExplainField(box, 1))
	}
	if ex := r.ExplainField(box, 1).String(); !strings.Contains(ex, "at byte 8 of a %struct.Box as its TBAA tag names it") {
		t.Errorf("the explanation does not name the member TBAA tags:\n%s", ex)
	}
	if got := r.Body(m.NamedType("struct.Crate"))[1].String(); got != "i8*" {
		t.Errorf("%%struct.Crate field 1: %s, want i8* (nothing reads it)", got)
	}
}

// Two typedefs of one layout: an untagged node fits both, so it names
// neither and the member keeps what its own evidence says (none: i8*).
func TestTBAAUntaggedStructAmbiguous(t *testing.T) {
	m, r := infer(t, `%struct.Box = type { i32, ptr }
%struct.Bin = type { i32, ptr }
%struct.Item = type { i64, i32 }

define i32 @visit(ptr %ud) {
  %a = getelementptr inbounds i8, ptr %ud, i64 8
  %i = load ptr, ptr %a, align 8, !tbaa !6
  %k = getelementptr inbounds %struct.Item, ptr %i, i64 0, i32 1
  %v = load i32, ptr %k, align 4
  ret i32 %v
}

define i32 @count(ptr %b, ptr %c) {
  %n = getelementptr inbounds %struct.Box, ptr %b, i64 0, i32 0
  %v = load i32, ptr %n, align 4
  %m = getelementptr inbounds %struct.Bin, ptr %c, i64 0, i32 0
  %w = load i32, ptr %m, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
`+tbaaAnonTail)
	for _, n := range []string{"struct.Box", "struct.Bin"} {
		if got := r.Body(m.NamedType(n))[1].String(); got != "i8*" {
			t.Errorf("%%%s field 1: %s, want i8* (the node fits two structs: it names neither)", n, got)
		}
	}
}

// A function-pointer member read at a byte offset of a callback's
// void* and called (`pMP3->onRead(pMP3->pUserData, &n)`): TBAA names
// the member, and the load is tied to it during the vote, so the call
// types it — the rule after the vote takes only members some load of
// which is dereferenced, which a call is not.
func TestTBAALoadTiesMember(t *testing.T) {
	m, r := infer(t, `%struct.Reader = type { i32, ptr, ptr }

define i32 @onRead(ptr %ud) {
  %n = alloca i64, align 8
  %a = getelementptr inbounds i8, ptr %ud, i64 8
  %f = load ptr, ptr %a, align 8, !tbaa !6
  %b = getelementptr inbounds i8, ptr %ud, i64 16
  %u = load ptr, ptr %b, align 8, !tbaa !7
  %r = call i32 %f(ptr %u, ptr %n)
  ret i32 %r
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!5 = !{!"Reader", !3, i64 0, !2, i64 8, !2, i64 16}
!6 = !{!5, !2, i64 8}
!7 = !{!5, !2, i64 16}
`)
	s := m.NamedType("struct.Reader")
	if got := r.Body(s)[1].String(); got != "i32 (i8*, i64*)*" {
		t.Errorf("%%struct.Reader field 1: %s, want i32 (i8*, i64*)* (the call through what TBAA names it)\n%s", got, r.ExplainField(s, 1))
	}
	if ex := r.ExplainField(s, 1).String(); !strings.Contains(ex, "at byte 8 of a %struct.Reader as its TBAA tag names it") {
		t.Errorf("the explanation does not name the tie:\n%s", ex)
	}
}

// A function pointer passed on into a member nothing else types (an
// onTell callback stored at a byte offset of the state it allocates,
// never called) is no void* user data: C converts no function pointer
// to void* implicitly, so the parameter keeps the function type its
// callers pass.
func TestPassThroughNotFunctionPointer(t *testing.T) {
	m, r := infer(t, `%struct.Bs = type { ptr, ptr }

declare ptr @malloc(i64)

define i32 @tell(ptr %u, ptr %c) {
  store i64 0, ptr %c, align 8
  ret i32 1
}

define ptr @open(ptr %onTell) {
  %s = call ptr @malloc(i64 16)
  %a = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %onTell, ptr %a, align 8, !tbaa !6
  ret ptr %s
}

define ptr @openDefault() {
  %s = call ptr @open(ptr @tell)
  ret ptr %s
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!5 = !{!"Bs", !2, i64 0, !2, i64 8}
!6 = !{!5, !2, i64 8}
`)
	p := m.Func("open").Params[0]
	if got := r.TypeOf(p).String(); got != "i32 (i8*, i64*)*" {
		t.Errorf("@open's %%onTell: %s, want i32 (i8*, i64*)* (what its caller passes)\n%s", got, r.Explain(p))
	}
}

// A union typed as its largest member: a load through a typed
// getelementptr to the largest member's field (D's callback) that TBAA
// tags as another member's (B's data pointer, at the same address) is
// left to its address; tied to B's member too, it would merge B's data
// pointer with D's callback.
func TestTBAALoadThroughUnion(t *testing.T) {
	m, r := infer(t, `%struct.D = type { i64, ptr }
%struct.B = type { i64, ptr }
%struct.Holder = type { i32, %struct.D }

define i32 @cb(i64 %x) {
  ret i32 0
}

define void @setD(ptr %d, ptr %fn) {
  %f = getelementptr inbounds %struct.D, ptr %d, i64 0, i32 1
  store ptr %fn, ptr %f, align 8, !tbaa !7
  ret void
}

define void @init(ptr %d) {
  call void @setD(ptr %d, ptr @cb)
  ret void
}

define i32 @readB(ptr %ud) {
  %a = getelementptr inbounds i8, ptr %ud, i64 8
  %p = load ptr, ptr %a, align 8, !tbaa !8
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define void @readUnion(ptr %h) {
  %a = getelementptr inbounds %struct.Holder, ptr %h, i64 0, i32 1, i32 1
  %p = load ptr, ptr %a, align 8, !tbaa !8
  call void @release(ptr %p)
  ret void
}

define void @release(ptr %p) {
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"long", !1, i64 0}
!5 = !{!"D", !3, i64 0, !2, i64 8}
!6 = !{!"B", !3, i64 0, !2, i64 8}
!7 = !{!5, !2, i64 8}
!8 = !{!6, !2, i64 8}
`)
	b := m.NamedType("struct.B")
	if got := r.Body(b)[1].String(); got != "i32*" {
		t.Errorf("%%struct.B field 1: %s, want i32* (its own load; not D's callback)\n%s", got, r.ExplainField(b, 1))
	}
	d := m.NamedType("struct.D")
	if got := r.Body(d)[1].String(); got != "i32 (i64)*" {
		t.Errorf("%%struct.D field 1: %s, want i32 (i64)* (the callback stored there; not B's data)\n%s", got, r.ExplainField(d, 1))
	}
}

// A callback handed in as a parameter and stored into a member that
// nothing reads (an onMeta kept for later) at a byte offset of a
// pointer the vote decided points to the struct: the member holds what
// is stored, the function type its callers pass. A stored pointer
// counts for a member only when its own accesses type it (a void*
// user-data parameter says only what its callers pass) — or when it is
// a function pointer, which C never converts to a void* implicitly.
func TestFieldFromStoredCallback(t *testing.T) {
	m, r := infer(t, `%struct.Bs = type { i32, ptr }

define i32 @tell(ptr %u, ptr %c) {
  store i64 0, ptr %c, align 8
  ret i32 1
}

define void @init(ptr %s, ptr %cb) {
  %n = getelementptr inbounds %struct.Bs, ptr %s, i64 0, i32 0
  store i32 0, ptr %n, align 8
  %a = getelementptr inbounds i8, ptr %s, i64 8
  store ptr %cb, ptr %a, align 8
  ret void
}

define void @open(ptr %s) {
  call void @init(ptr %s, ptr @tell)
  ret void
}
`)
	s := m.NamedType("struct.Bs")
	if got := r.Body(s)[1].String(); got != "i32 (i8*, i64*)*" {
		t.Errorf("%%struct.Bs field 1: %s, want i32 (i8*, i64*)* (the callback stored there)\n%s", got, r.ExplainField(s, 1))
	}
	if ex := r.ExplainField(s, 1).String(); !strings.Contains(ex, "fieldaccess.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// `WebPGetWorkerInterface()->Init(&dec->worker_)` on a decoder just
// allocated passes the member by its byte offset (`getelementptr i8,
// ptr %dec, i64 8`): that i8* was cast to Worker* in typed IR, and says
// nothing about the function type of the interface's slot, which the
// table's Init and the typed call give.
func TestIndirectCallMemberByBytes(t *testing.T) {
	m, r := infer(t, `%struct.Worker = type { ptr, i32 }
%struct.Iface = type { ptr }
%struct.Dec = type { i64, %struct.Worker }

@iface = internal global %struct.Iface { ptr @Init }

declare ptr @calloc(i64, i64)

define internal void @Init(ptr %w) {
  %s = getelementptr inbounds %struct.Worker, ptr %w, i64 0, i32 1
  store i32 0, ptr %s, align 8
  ret void
}

define ptr @getIface() {
  ret ptr @iface
}

define ptr @New() {
  %d = call ptr @calloc(i64 1, i64 24)
  %i = call ptr @getIface()
  %p = getelementptr inbounds %struct.Iface, ptr %i, i64 0, i32 0
  %f = load ptr, ptr %p, align 8
  %b = getelementptr inbounds i8, ptr %d, i64 8
  call void %f(ptr %b)
  ret ptr %d
}

define void @Other(ptr %d) {
  %i = call ptr @getIface()
  %p = getelementptr inbounds %struct.Iface, ptr %i, i64 0, i32 0
  %f = load ptr, ptr %p, align 8
  %w = getelementptr inbounds %struct.Dec, ptr %d, i64 0, i32 1
  call void %f(ptr %w)
  ret void
}
`)
	s := m.NamedType("struct.Iface")
	if got := r.Body(s)[0].String(); got != "void (%struct.Worker*)*" {
		t.Errorf("%%struct.Iface field 0: %s, want void (%%struct.Worker*)* (Init's and the typed call's; not the byte offset's i8*)\n%s", got, r.ExplainField(s, 0))
	}
}
