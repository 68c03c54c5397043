package ptrtype

import (
	"strings"
	"testing"
)

// Two cleanup callbacks passed for one function-pointer parameter use
// their second parameter as different structs: in C that parameter is a
// void* (each function converts it inside), so both take i8*, and the
// parameter of the function they are passed to is void (i8*, i8*)*.
func TestDisagreeingCallbacksTakeVoidPtr(t *testing.T) {
	m, r := infer(t, `%struct.Expr = type { i32, i32 }
%struct.List = type { double, ptr }
%struct.Parse = type { ptr, ptr }

define void @exprDel(ptr %db, ptr %p) {
  %f = getelementptr inbounds %struct.Expr, ptr %p, i64 0, i32 1
  store i32 0, ptr %f, align 4
  ret void
}

define void @listDel(ptr %db, ptr %p) {
  %f = getelementptr inbounds %struct.List, ptr %p, i64 0, i32 0
  store double 0.0, ptr %f, align 8
  ret void
}

define void @addCleanup(ptr %parse, ptr %x, ptr %arg) {
  %slot = getelementptr inbounds %struct.Parse, ptr %parse, i64 0, i32 0
  store ptr %x, ptr %slot, align 8
  call void %x(ptr null, ptr %arg)
  ret void
}

define void @use(ptr %parse, ptr %e, ptr %l) {
  call void @addCleanup(ptr %parse, ptr @exprDel, ptr %e)
  call void @addCleanup(ptr %parse, ptr @listDel, ptr %l)
  ret void
}
`)
	for _, fn := range []string{"exprDel", "listDel"} {
		p := m.Func(fn).Params[1]
		if got := r.TypeOf(p).String(); got != "i8*" {
			t.Errorf("@%s's %%p: %s, want i8* (a void* callback parameter)", fn, got)
		}
		if ex := r.Explain(p).String(); !strings.Contains(ex, "void*") || !strings.Contains(ex, "%struct.Expr") || !strings.Contains(ex, "%struct.List") {
			t.Errorf("@%s's %%p: the explanation does not name the disagreeing callbacks:\n%s", fn, ex)
		}
	}
	if got := r.TypeOf(m.Func("addCleanup").Params[1]).String(); !strings.HasSuffix(got, "(i8*, i8*)*") {
		t.Errorf("@addCleanup's %%x: %s, want a pointer to void (..., i8*)", got)
	}
}

// Callbacks that share a struct at their start (a C "base": every
// module's vtab struct begins with the common one) keep their own
// types: the rule above is for unrelated types only.
func TestRelatedCallbacksKeepTheirTypes(t *testing.T) {
	m, r := infer(t, `%struct.Base = type { ptr, i32 }
%struct.A = type { %struct.Base, i64 }
%struct.B = type { %struct.Base, double }

define void @aClose(ptr %p) {
  %f = getelementptr inbounds %struct.A, ptr %p, i64 0, i32 1
  store i64 0, ptr %f, align 8
  ret void
}

define void @bClose(ptr %p) {
  %f = getelementptr inbounds %struct.B, ptr %p, i64 0, i32 1
  store double 0.0, ptr %f, align 8
  ret void
}

define void @reg(ptr %x) {
  ret void
}

define void @use() {
  call void @reg(ptr @aClose)
  call void @reg(ptr @bClose)
  ret void
}
`)
	if got := r.TypeOf(m.Func("aClose").Params[0]).String(); got != "%struct.A*" {
		t.Errorf("@aClose's %%p: %s, want %%struct.A*", got)
	}
	if got := r.TypeOf(m.Func("bClose").Params[0]).String(); got != "%struct.B*" {
		t.Errorf("@bClose's %%p: %s, want %%struct.B*", got)
	}
}

// An output parameter written with a page on success and cleared with
// null on two failure paths points to a page pointer: the stored null does not
// vote for i8*.
func TestStoredNullDoesNotVote(t *testing.T) {
	m, r := infer(t, `%struct.Page = type { i32, ptr }

define i32 @get(ptr %pp, i1 %ok, i1 %ok2, ptr %pg) {
  %n = getelementptr inbounds %struct.Page, ptr %pg, i64 0, i32 0
  %v = load i32, ptr %n, align 4
  br i1 %ok, label %yes, label %no
yes:
  br i1 %ok2, label %done, label %no2
done:
  store ptr %pg, ptr %pp, align 8
  ret i32 %v
no:
  store ptr null, ptr %pp, align 8
  ret i32 1
no2:
  store ptr null, ptr %pp, align 8
  ret i32 2
}

define void @clear(ptr %q) {
  store ptr null, ptr %q, align 8
  ret void
}
`)
	if got := r.TypeOf(m.Func("get").Params[0]).String(); got != "%struct.Page**" {
		t.Errorf("%%pp: %s, want %%struct.Page**", got)
	}
	if ex := r.Explain(m.Func("get").Params[0]).String(); !strings.Contains(ex, "store of null") {
		t.Errorf("%%pp: the explanation does not mark the null stores:\n%s", ex)
	}
	// Where only a null is stored, it still says "a pointer".
	if got := r.TypeOf(m.Func("clear").Params[0]).String(); got != "i8**" {
		t.Errorf("%%q: %s, want i8** (only a null stored)", got)
	}
}
