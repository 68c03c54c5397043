package ptrtype

import (
	"strings"
	"testing"
)

const anonMemberModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.hider = type { ptr }
%class.str = type { %struct.hider, i64, %union.anon }
%union.anon = type { i64, [8 x i8] }

define void @put(ptr %c) {
  store i8 65, ptr %c, align 1
  %n = getelementptr inbounds i8, ptr %c, i64 1
  store i8 0, ptr %n, align 1
  ret void
}

define void @init(ptr %s, i1 %c) {
entry:
  %mp = getelementptr inbounds %class.str, ptr %s, i64 0, i32 0, i32 0
  %buf = getelementptr inbounds %class.str, ptr %s, i64 0, i32 2
  store ptr %buf, ptr %mp, align 8
  store i8 0, ptr %buf, align 8
  br i1 %c, label %heap, label %done

heap:
  %p = load ptr, ptr %mp, align 8
  %local = icmp eq ptr %p, %buf
  %q = load ptr, ptr %mp, align 8
  %same = icmp eq ptr %q, %buf
  call void @put(ptr %q)
  br label %done

done:
  %d = phi ptr [ %buf, %entry ], [ %p, %heap ]
  %r = load ptr, ptr %mp, align 8
  %again = icmp eq ptr %r, %d
  ret void
}
`

// std::string at -O2: _M_p (field 0 of the _Alloc_hider) is set to the
// address of the anonymous member union (the local buffer) and read as
// a char* (a byte written, an argument of a char* parameter). The
// union's address is no declared type: the field is i8*.
func TestAnonMemberUnionAddressIsNoFieldType(t *testing.T) {
	m, r := infer(t, anonMemberModule)
	if got := r.Body(m.NamedType("struct.hider"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.hider field 0: %s, want i8* (the union's address is a char* in the source)", got)
	}
}

// A pointer field whose only evidence is the union keeps it (C's
// `union { ... } *p` declared in place is a pointer to the union).
func TestAnonUnionOnlyEvidenceKept(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.holder = type { ptr, %union.anon }
%union.anon = type { i64, [8 x i8] }

define void @init(ptr %s) {
  %f = getelementptr inbounds %struct.holder, ptr %s, i64 0, i32 0
  %u = getelementptr inbounds %struct.holder, ptr %s, i64 0, i32 1
  store ptr %u, ptr %f, align 8
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.holder"))[0].String(); got != "%union.anon*" {
		t.Errorf("%%struct.holder field 0: %s, want %%union.anon* (nothing else says)", got)
	}
}

// Explain names the rule on the pointers it decided.
func TestAnonMemberExplained(t *testing.T) {
	m, r := infer(t, anonMemberModule)
	if ex := r.Explain(instrNamed(m.Func("init"), "p")).String(); !strings.Contains(ex, "anonymous member union") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// A pointer member that the code indexes as the unnamed aggregate
// itself (`getelementptr %union.anon, ptr %f, 0, 0`: a typedef'd
// unnamed struct, `ma_fence *pFence; pFence->counter`) points to it,
// though the same unnamed type is embedded in a named struct elsewhere:
// the address of an embedded member's member is what the rule sets
// aside, not the aggregate's own uses.
func TestAnonAggregateIndexedAsItself(t *testing.T) {
	m, r := infer(t, `
%union.anon = type { i32 }
%struct.Holder = type { %union.anon, ptr }
%struct.Job = type { ptr, i32 }

define void @acquire(ptr %job) {
  %fp = getelementptr inbounds %struct.Job, ptr %job, i64 0, i32 0
  %f = load ptr, ptr %fp
  %c = getelementptr inbounds %union.anon, ptr %f, i64 0, i32 0
  %o = atomicrmw add ptr %c, i32 1 seq_cst
  ret void
}

define void @release(ptr %job) {
  %fp = getelementptr inbounds %struct.Job, ptr %job, i64 0, i32 0
  %f = load ptr, ptr %fp
  %c = getelementptr inbounds %union.anon, ptr %f, i64 0, i32 0
  %o = atomicrmw sub ptr %c, i32 1 seq_cst
  ret void
}

define i32 @count(ptr %p) {
  %q = getelementptr inbounds i32, ptr %p, i64 2
  %v = load i32, ptr %q
  %r = getelementptr inbounds i32, ptr %p, i64 3
  %w = load i32, ptr %r
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @peek(ptr %job) {
  %fp = getelementptr inbounds %struct.Job, ptr %job, i64 0, i32 0
  %f = load ptr, ptr %fp
  %a = call i32 @count(ptr %f)
  %b = call i32 @count(ptr %f)
  %c = call i32 @count(ptr %f)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @holder(ptr %h) {
  %u = getelementptr inbounds %struct.Holder, ptr %h, i64 0, i32 0, i32 0
  %v = load i32, ptr %u
  ret i32 %v
}
`)
	if got := r.Body(m.NamedType("struct.Job"))[0].String(); got != "%union.anon*" {
		t.Errorf("%%struct.Job field 0: %s, want %%union.anon*\n%s", got, r.ExplainField(m.NamedType("struct.Job"), 0))
	}
}
