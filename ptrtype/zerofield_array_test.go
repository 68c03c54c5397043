package ptrtype

import "testing"

// hooks[0](net, v, "why") at -O0: element 0 of a table of callbacks is
// loaded at the global itself; the call through it types the table's
// function, whose parameters it never uses.
func TestZeroOffsetPointerArray(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.network = type { ptr, i32 }
%struct.vertex = type { ptr, double }

@.s = private constant [5 x i8] c"done\00"
@hooks = internal global [1 x ptr] [ptr @reserved]

define internal i32 @reserved(ptr %n, ptr %v, ptr %why) {
  ret i32 0
}

define i32 @main() {
  %net = alloca %struct.network
  %v = alloca %struct.vertex
  %c = getelementptr inbounds %struct.network, ptr %net, i64 0, i32 1
  store i32 1, ptr %c
  %d = getelementptr inbounds %struct.vertex, ptr %v, i64 0, i32 1
  store double 1.0, ptr %d
  %h = load ptr, ptr @hooks
  %r = call i32 %h(ptr %net, ptr %v, ptr @.s)
  ret i32 %r
}
`)
	f := m.Func("reserved")
	for k, want := range []string{"%struct.network*", "%struct.vertex*"} {
		if got := r.TypeOf(f.Params[k]).String(); got != want {
			t.Errorf("@reserved's parameter %d: %s, want %s", k, got, want)
		}
	}
}
