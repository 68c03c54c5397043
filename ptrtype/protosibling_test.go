package ptrtype

import (
	"strconv"
	"strings"
	"testing"
)

// libwebp's WebPWorker hook: FinishRow's assert spells `int
// FinishRow(void *, void *)`; DoSegmentsJob, stored into the same
// member, converts its second void* to the iterator it walks (-O2 folds
// the cast, so its body names only the iterator). Both are void*, and
// so is the member's function type.
func TestPrototypeSiblingMakesVoidPtr(t *testing.T) {
	proto := "int FinishRow(void *, void *)"
	m, r := infer(t, `%struct.Worker = type { ptr, ptr, ptr, ptr }
%struct.Iter = type { i32, i32, ptr }
%struct.Io = type { i64, double }

@__PRETTY_FUNCTION__.FinishRow = private unnamed_addr constant [`+strconv.Itoa(len(proto)+1)+` x i8] c"`+proto+`\00"
@.str = private constant [2 x i8] c"n\00"
@.file = private constant [4 x i8] c"a.c\00"

define internal i32 @FinishRow(ptr %a, ptr %b) {
  %ok = icmp ne ptr %b, null
  br i1 %ok, label %done, label %fail
fail:
  call void @__assert_fail(ptr @.str, ptr @.file, i32 3, ptr @__PRETTY_FUNCTION__.FinishRow)
  unreachable
done:
  %d = getelementptr inbounds %struct.Io, ptr %b, i64 0, i32 1
  store double 1.0, ptr %d, align 8
  ret i32 1
}

define internal i32 @DoSegmentsJob(ptr %a, ptr %it) {
  %n = getelementptr inbounds %struct.Iter, ptr %it, i64 0, i32 1
  %v = load i32, ptr %n, align 4
  call void @step(ptr %it)
  ret i32 %v
}

define void @step(ptr %it) {
  %n = getelementptr inbounds %struct.Iter, ptr %it, i64 0, i32 0
  store i32 0, ptr %n, align 4
  ret void
}

define void @init(ptr %w, i1 %dec) {
  %hook = getelementptr inbounds %struct.Worker, ptr %w, i64 0, i32 1
  br i1 %dec, label %d, label %e
d:
  store ptr @FinishRow, ptr %hook, align 8
  ret void
e:
  store ptr @DoSegmentsJob, ptr %hook, align 8
  ret void
}

define i32 @execute(ptr %w) {
  %hook = getelementptr inbounds %struct.Worker, ptr %w, i64 0, i32 1
  %fn = load ptr, ptr %hook, align 8
  %p2 = getelementptr inbounds %struct.Worker, ptr %w, i64 0, i32 2
  %d1 = load ptr, ptr %p2, align 8
  %p3 = getelementptr inbounds %struct.Worker, ptr %w, i64 0, i32 3
  %d2 = load ptr, ptr %p3, align 8
  %r = call i32 %fn(ptr %d1, ptr %d2)
  ret i32 %r
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`)
	p := m.Func("DoSegmentsJob").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@DoSegmentsJob's %%it: %s, want i8*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "a sibling's prototype spells a void*") || !strings.Contains(ex, "@FinishRow") {
		t.Errorf("the explanation does not name the rule and the sibling:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("step").Params[0]).String(); got != "%struct.Iter*" {
		t.Errorf("@step's %%it: %s, want %%struct.Iter*", got)
	}
	if got := r.Body(m.NamedType("struct.Worker")); len(got) != 4 || got[1].String() != "i32 (i8*, i8*)*" {
		t.Errorf("struct.Worker body %v, want the hook i32 (i8*, i8*)*", got)
	}
}
