package ptrtype

import (
	"strings"
	"testing"
)

// A library function given a callback and its data (hashfp, or its
// built-in hash when null) hands the data on, unread; a client passes
// its struct and a callback that reads the data at byte offsets (the
// void* it converts, as clang before 18 keeps the source's char*
// arithmetic). The data parameter is the void* of the callback's
// type, and the built-in hash's unused parameter follows (tablevoid.go).
// A function handing its struct on to callbacks that read it as that
// struct keeps the struct.
func TestHandedOnToVoidCallbacks(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.tally = type { i32, i32, [32 x i8] }
%struct.job = type { i64, i64 }

@hash_default = constant ptr @builtin

define internal i32 @builtin(ptr %out, ptr %data) {
  store i8 0, ptr %out
  ret i32 1
}

define internal i32 @xy(ptr %out, ptr %data) {
  %p = getelementptr inbounds i8, ptr %data, i64 4
  %n = load i32, ptr %p, align 4
  %q = add i32 %n, 1
  store i32 %q, ptr %p, align 4
  store i8 1, ptr %out
  ret i32 1
}

define i32 @ecdh(ptr %out, ptr %hashfp, ptr %data) {
  %z = icmp eq ptr %hashfp, null
  %fn = select i1 %z, ptr @builtin, ptr %hashfp
  %r = call i32 %fn(ptr %out, ptr %data)
  ret i32 %r
}

define internal i64 @work(ptr %j) {
  %p = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  %n = load i64, ptr %p
  ret i64 %n
}

define i64 @run(ptr %fn, ptr %j) {
  %r = call i64 %fn(ptr %j)
  ret i64 %r
}

define i32 @main() {
  %t = alloca %struct.tally
  %u = alloca %struct.tally
  %j = alloca %struct.job
  %out = alloca [64 x i8]
  %fn = load ptr, ptr @hash_default
  %a = call i32 @ecdh(ptr %out, ptr @xy, ptr %t)
  %b = call i32 @ecdh(ptr %out, ptr @xy, ptr %u)
  %c = call i32 @ecdh(ptr %out, ptr %fn, ptr %u)
  %d = call i64 @run(ptr @work, ptr %j)
  ret i32 %a
}

!llvm.ident = !{!0}
!0 = !{!"clang version 16.0.6"}
`)
	for _, c := range []struct {
		fn   string
		k    int
		want string
	}{
		{"ecdh", 2, "i8*"},
		{"builtin", 1, "i8*"},
		{"run", 1, "%struct.job*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[c.k]).String(); got != c.want {
			t.Errorf("@%s param %d: %s, want %s", c.fn, c.k, got, c.want)
		}
	}
	if ex := r.Explain(m.Func("ecdh").Params[2]).String(); !strings.Contains(ex, "indirectvoid.go") {
		t.Errorf("@ecdh's data: the explanation does not name the rule:\n%s", ex)
	}
}
