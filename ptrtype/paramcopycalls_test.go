package ptrtype

import "testing"

// A public API function at -O0 converting its parameter to the internal
// struct (`priv *self = (priv *)_self;`) and handing the parameter,
// unconverted, to a sibling; its one direct call passes the address of a
// local public struct. The parameter (and its spill) is the public
// struct* the call passes, the local the internal one it is used as.
func TestParamCopyDirectCalls(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.pub = type { ptr, ptr, [3 x i32] }
%struct.priv = type { ptr, %struct.stack, i32 }
%struct.stack = type { ptr, i32, i32 }

define i32 @sibling(ptr noundef %p) {
  ret i32 0
}

define i32 @api_depth(ptr noundef %_self) {
  %_self.addr = alloca ptr, align 8
  %self = alloca ptr, align 8
  store ptr %_self, ptr %_self.addr, align 8
  %a = load ptr, ptr %_self.addr, align 8
  %s = call i32 @sibling(ptr noundef %a)
  %b = load ptr, ptr %_self.addr, align 8
  store ptr %b, ptr %self, align 8
  %c = load ptr, ptr %self, align 8
  %d = getelementptr inbounds %struct.priv, ptr %c, i32 0, i32 2
  %v = load i32, ptr %d, align 8
  %e = load ptr, ptr %self, align 8
  %f = getelementptr inbounds %struct.priv, ptr %e, i32 0, i32 1
  %g = getelementptr inbounds %struct.stack, ptr %f, i32 0, i32 1
  %w = load i32, ptr %g, align 8
  %x = add i32 %v, %w
  ret i32 %x
}

define i32 @main() {
  %cur = alloca %struct.pub, align 8
  %n = call i32 @api_depth(ptr noundef %cur)
  ret i32 %n
}
`)
	f := m.Func("api_depth")
	if got := r.TypeOf(f.Params[0]); got == nil || got.String() != "%struct.pub*" {
		t.Errorf("api_depth's parameter: %v, want %%struct.pub* (what its call passes)", got)
	}
	if got := r.TypeOf(instrNamed(f, "_self.addr")); got == nil || got.String() != "%struct.pub**" {
		t.Errorf("its spill: %v, want %%struct.pub**", got)
	}
	if got := r.TypeOf(instrNamed(f, "self")); got == nil || got.String() != "%struct.priv**" {
		t.Errorf("the converted local: %v, want %%struct.priv**", got)
	}
}
