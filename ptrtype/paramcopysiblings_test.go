package ptrtype

import (
	"strings"
	"testing"
)

// Three functions of a public API at -O0 convert their parameter to the
// internal struct; two are called with the address of a local public
// struct (paramcopycalls.go splits them), the third is called by nobody.
// Its parameter (and spill) is the public struct* too, its local the
// internal one. A function copying its parameter into a local of a
// struct nobody converts keeps that struct.
func TestParamCopySiblings(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.pub = type { ptr, ptr, [3 x i32] }
%struct.priv = type { ptr, %struct.stack, i32 }
%struct.stack = type { ptr, i32, i32 }
%struct.node = type { ptr, i32 }

define i32 @api_depth(ptr noundef %_self) {
  %_self.addr = alloca ptr, align 8
  %self = alloca ptr, align 8
  store ptr %_self, ptr %_self.addr, align 8
  %b = load ptr, ptr %_self.addr, align 8
  store ptr %b, ptr %self, align 8
  %c = load ptr, ptr %self, align 8
  %d = getelementptr inbounds %struct.priv, ptr %c, i32 0, i32 2
  %v = load i32, ptr %d, align 8
  ret i32 %v
}

define i32 @api_size(ptr noundef %_self) {
  %_self.addr = alloca ptr, align 8
  %self = alloca ptr, align 8
  store ptr %_self, ptr %_self.addr, align 8
  %b = load ptr, ptr %_self.addr, align 8
  store ptr %b, ptr %self, align 8
  %c = load ptr, ptr %self, align 8
  %f = getelementptr inbounds %struct.priv, ptr %c, i32 0, i32 1
  %g = getelementptr inbounds %struct.stack, ptr %f, i32 0, i32 1
  %w = load i32, ptr %g, align 8
  ret i32 %w
}

define i32 @api_unused(ptr noundef %_self) {
  %_self.addr = alloca ptr, align 8
  %self = alloca ptr, align 8
  store ptr %_self, ptr %_self.addr, align 8
  %b = load ptr, ptr %_self.addr, align 8
  store ptr %b, ptr %self, align 8
  %c = load ptr, ptr %self, align 8
  %f = getelementptr inbounds %struct.priv, ptr %c, i32 0, i32 1
  %g = getelementptr inbounds %struct.stack, ptr %f, i32 0, i32 2
  %w = load i32, ptr %g, align 8
  ret i32 %w
}

define i32 @walk(ptr noundef %head) {
  %head.addr = alloca ptr, align 8
  %it = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
  %b = load ptr, ptr %head.addr, align 8
  store ptr %b, ptr %it, align 8
  %c = load ptr, ptr %it, align 8
  %d = getelementptr inbounds %struct.node, ptr %c, i32 0, i32 1
  %v = load i32, ptr %d, align 8
  ret i32 %v
}

define i32 @main() {
  %cur = alloca %struct.pub, align 8
  %n = call i32 @api_depth(ptr noundef %cur)
  %s = call i32 @api_size(ptr noundef %cur)
  %x = add i32 %n, %s
  ret i32 %x
}
`)
	for _, c := range []struct{ fn, val, want string }{
		{"api_unused", "", "%struct.pub*"},
		{"api_unused", "_self.addr", "%struct.pub**"},
		{"api_unused", "self", "%struct.priv**"},
		{"api_depth", "", "%struct.pub*"},
		{"walk", "", "%struct.node*"},
		{"walk", "it", "%struct.node**"},
	} {
		f := m.Func(c.fn)
		v := instrNamed(f, c.val)
		got := ""
		if c.val == "" {
			got = r.TypeOf(f.Params[0]).String()
		} else if v != nil {
			got = r.TypeOf(v).String()
		}
		if got != c.want {
			t.Errorf("@%s %q: %s, want %s", c.fn, c.val, got, c.want)
		}
	}
	ex := r.Explain(m.Func("api_unused").Params[0]).String()
	if !strings.Contains(ex, "paramcopysiblings.go") {
		t.Errorf("explain does not name the rule:\n%s", ex)
	}
}

// The same with a void*: a scanner's functions convert their `void
// *payload` to the scanner's struct; two are called with a buffer of
// chars, the third by nobody: its parameter is the
// void* (i8*) too (here a char buffer: i8* either way).
func TestParamCopySiblingsVoid(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.scanner = type { ptr, i32, i32 }

@buf = global [16 x i8] zeroinitializer, align 16

define i32 @scan(ptr noundef %0) {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.scanner, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  ret i32 %7
}

define i32 @serialize(ptr noundef %0) {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.scanner, ptr %5, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  ret i32 %7
}

define void @destroy(ptr noundef %0) {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store ptr %4, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.scanner, ptr %5, i32 0, i32 1
  store i32 0, ptr %6, align 8
  ret void
}

define i32 @main() {
  %a = call i32 @scan(ptr noundef @buf)
  %b = call i32 @serialize(ptr noundef @buf)
  %c = add i32 %a, %b
  ret i32 %c
}
`)
	f := m.Func("destroy")
	if got := r.TypeOf(f.Params[0]).String(); got != "i8*" {
		t.Errorf("@destroy's parameter: %s, want i8* (what the other conversions to the scanner start from)", got)
	}
	if got := r.ElemType(f.Blocks[0].Instrs[1]); got == nil || got.String() != "%struct.scanner*" {
		t.Errorf("@destroy's converted local holds %v, want %%struct.scanner*", got)
	}
}
