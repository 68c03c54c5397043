package ptrtype

import (
	"strings"
	"testing"
)

// A field that static initializers fill with pointers to unrelated
// structs is a void* (clang-16 -O2 of
//
//	struct F { const char *name; void *p; };
//	struct F tab[] = {{"a", &ga}, {"b", &gb}};  // struct A ga; struct B gb;
//	void *get(int i) { return tab[i].p; }
//	void set(int i, void *p) { tab[i].p = p; }
//
// types F as { i8*, i8* }, get as i8* (i32) and set's p as i8*); the
// vote alone would pick one of the two structs for it.
func TestDisagreeingInitializersMakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.A = type { i32 }
%struct.B = type { double }
%struct.F = type { ptr, ptr }

@ga = global %struct.A { i32 1 }, align 4
@gb = global %struct.B { double 2.000000e+00 }, align 8
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@tab = local_unnamed_addr global [2 x %struct.F] [%struct.F { ptr @.str, ptr @ga }, %struct.F { ptr @.str.1, ptr @gb }], align 16

define ptr @get(i32 noundef %0) {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [2 x %struct.F], ptr @tab, i64 0, i64 %2, i32 1
  %4 = load ptr, ptr %3, align 8
  ret ptr %4
}

define void @set(i32 noundef %0, ptr noundef %1) {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [2 x %struct.F], ptr @tab, i64 0, i64 %3, i32 1
  store ptr %1, ptr %4, align 8
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.F")); len(got) != 2 || got[1].String() != "i8*" {
		t.Errorf("struct.F body %v, want { i8*, i8* }", got)
	}
	if got := r.Sig(m.Func("get")).String(); got != "i8* (i32)" {
		t.Errorf("@get: %s, want i8* (i32)", got)
	}
	p := m.Func("set").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@set's p: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "unrelated structs") || !strings.Contains(ex, "%struct.A") || !strings.Contains(ex, "%struct.B") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
}

// Structs with a common struct at their start are related (a C base):
// the field keeps what the vote gives.
func TestRelatedInitializersKeepTheirType(t *testing.T) {
	m, r := infer(t, `%struct.Base = type { i32 }
%struct.A = type { %struct.Base, i32 }
%struct.F = type { ptr }

@ga = global %struct.A zeroinitializer, align 4
@gb = global %struct.Base zeroinitializer, align 4
@tab = global [2 x %struct.F] [%struct.F { ptr @ga }, %struct.F { ptr @gb }], align 16

define i32 @get(i64 %i) {
  %p = getelementptr inbounds [2 x %struct.F], ptr @tab, i64 0, i64 %i, i32 0
  %b = load ptr, ptr %p, align 8
  %x = getelementptr inbounds %struct.Base, ptr %b, i64 0, i32 0
  %v = load i32, ptr %x, align 4
  ret i32 %v
}
`)
	if got := r.Body(m.NamedType("struct.F")); len(got) != 1 || got[0].String() == "i8*" {
		t.Errorf("struct.F body %v: related structs made it a void*", got)
	}
}

// A field that static initializers fill with functions of different
// signatures (a table of system calls, each entry cast to the table's
// type: SQLite's `sqlite3_syscall_ptr pCurrent`) is C's generic function
// pointer void (*)(void), and so is what is stored into it and read from
// it; functions that differ only in their pointers' pointees do not make
// one (they are callbacks of one type taking different structs).
func TestFunctionsOfDifferentSignaturesMakeGenericFuncPtr(t *testing.T) {
	m, r := infer(t, `%struct.S = type { ptr, ptr }

@.s0 = private constant [5 x i8] c"open\00"
@.s1 = private constant [6 x i8] c"close\00"
@.s2 = private constant [7 x i8] c"getpid\00"
@calls = internal global [3 x %struct.S] [%struct.S { ptr @.s0, ptr @open }, %struct.S { ptr @.s1, ptr @close }, %struct.S { ptr @.s2, ptr @getpid }]

declare i32 @open(ptr, i32, ...)
declare i32 @close(i32)
declare i32 @getpid()

define void @setCall(i32 %i, ptr %f) {
  %x = sext i32 %i to i64
  %slot = getelementptr inbounds [3 x %struct.S], ptr @calls, i64 0, i64 %x, i32 1
  store ptr %f, ptr %slot, align 8
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.S")); len(got) != 2 || got[1].String() != "void ()*" {
		t.Errorf("struct.S body %v, want { ?, void ()* }", got)
	}
	p := m.Func("setCall").Params[1]
	if got := r.TypeOf(p).String(); got != "void ()*" {
		t.Errorf("@setCall's %%f (stored into the field): %s, want void ()*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "functions of different signatures") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}

	// Callbacks of one signature taking different structs: not this rule.
	m, r = infer(t, `%struct.S = type { ptr, ptr }
@.s0 = private constant [2 x i8] c"a\00"
@.s1 = private constant [2 x i8] c"b\00"
@same = internal global [2 x %struct.S] [%struct.S { ptr @.s0, ptr @useA }, %struct.S { ptr @.s1, ptr @useB }]

define void @useA(ptr %p) {
  store i32 0, ptr %p, align 4
  ret void
}

define void @useB(ptr %p) {
  store double 0.0, ptr %p, align 8
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.S")); len(got) != 2 || got[1].String() == "void ()*" {
		t.Errorf("struct.S body %v: callbacks of one signature made a generic function pointer", got)
	}
}
