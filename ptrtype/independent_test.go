package ptrtype

import "testing"

// A callback in a table takes a function pointer it only hands on to a
// helper that keeps it; the calls through the table's slot say what
// function it is (paramsFromTables types the callback's parameter after
// the vote). The helper's parameter is then typed by that flow: a rule
// that typed the callback's parameter is evidence of its own, not an
// echo of the helper.
func TestRuleTypedNeighbourIsIndependent(t *testing.T) {
	m, r := infer(t, `
%struct.ops = type { ptr }
%struct.holder = type { ptr, i32 }

@tbl = internal constant %struct.ops { ptr @cb }
@h = internal global %struct.holder zeroinitializer

define internal void @cb(ptr %fn) {
  call void @keep(ptr %fn)
  ret void
}

define internal void @keep(ptr %f) {
  store ptr %f, ptr @h
  ret void
}

define i32 @on_byte(i32 %x) {
  ret i32 %x
}

define void @install(ptr %o) {
  %fpp = getelementptr %struct.ops, ptr %o, i32 0, i32 0
  %fp = load ptr, ptr %fpp
  call void %fp(ptr @on_byte)
  ret void
}

define void @main() {
  call void @install(ptr @tbl)
  ret void
}
`)
	if got := r.TypeOf(m.Func("cb").Params[0]).String(); got != "i32 (i32)*" {
		t.Fatalf("@cb's %%fn: %s, want i32 (i32)* (the premise: the table's calls type it)", got)
	}
	if got := r.TypeOf(m.Func("keep").Params[0]).String(); got != "i32 (i32)*" {
		t.Errorf("@keep's %%f: %s, want i32 (i32)*", got)
	}
}
