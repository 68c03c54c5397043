package ptrtype

import "testing"

// Two callbacks of one predicate slot, one reading its context pointer
// as a double, the other comparing it as a C string: the slot's
// parameter is a void*, in both functions, in the slot's type and in
// the function that only hands its own parameter on to the calls.
// Without cstring.go the string comparison is no evidence, and @named's
// parameter takes the double* the calls pass; without
// callbacks_scalar.go the two disagree.
func TestCallbacksDifferentScalars(t *testing.T) {
	m, r := infer(t, `%struct.edge = type { ptr, double }

declare i32 @strcmp(ptr, ptr)

define i32 @heavier(ptr %e, ptr %arg) {
  %w = getelementptr inbounds %struct.edge, ptr %e, i64 0, i32 1
  %wv = load double, ptr %w
  %lim = load double, ptr %arg
  %c = fcmp ogt double %wv, %lim
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @named(ptr %e, ptr %arg) {
  %np = getelementptr inbounds %struct.edge, ptr %e, i64 0, i32 0
  %n = load ptr, ptr %np
  %c = call i32 @strcmp(ptr %n, ptr %arg)
  ret i32 %c
}

define i32 @count(ptr %e, ptr %pred, ptr %arg) {
  %r = call i32 %pred(ptr %e, ptr %arg)
  ret i32 %r
}

define i32 @main(ptr %e) {
  %lim = alloca double
  store double 2.0, ptr %lim
  %a = call i32 @count(ptr %e, ptr @heavier, ptr %lim)
  %b = call i32 @count(ptr %e, ptr @named, ptr %lim)
  %s = add i32 %a, %b
  ret i32 %s
}
`)
	for fn, want := range map[string]string{"heavier": "i8*", "named": "i8*", "count": "i8*"} {
		f := m.Func(fn)
		if got := r.TypeOf(f.Params[len(f.Params)-1]).String(); got != want {
			t.Errorf("@%s's context parameter: %s, want %s", fn, got, want)
		}
	}
	if got := r.TypeOf(m.Func("count").Params[1]).String(); got != "i32 (%struct.edge*, i8*)*" {
		t.Errorf("@count's predicate: %s, want i32 (%%struct.edge*, i8*)*", got)
	}
}
