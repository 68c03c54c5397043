package interp

import (
	"errors"
	"strings"
	"testing"
)

const ubPrelude = `
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @printf(ptr, ...)
declare void @llvm.trap()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @external_thing()
@.d = private constant [3 x i8] c"%d\00"
@cst = constant i32 7
`

// TestUndefinedBehaviour checks that each kind of undefined behaviour the
// interpreter promises to detect stops the run with ErrUB, a message
// saying what happened, and the instruction that did it.
func TestUndefinedBehaviour(t *testing.T) {
	cases := []struct {
		name, body string
		class      error
		msg, instr string
	}{
		{"out of bounds", `
define i32 @f() {
  %a = alloca [4 x i32]
  %p = getelementptr [4 x i32], ptr %a, i64 0, i64 7
  %v = load i32, ptr %p
  ret i32 %v
}`, ErrUB, "load of 4 bytes at offset 28 is out of bounds of stack object alloca %a in @f (16 bytes)", "%v = load i32, ptr %p"},
		{"inbounds gep out of bounds", `
define i32 @f() {
  %a = alloca [4 x i32]
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 5
  store i32 1, ptr %p
  ret i32 0
}`, ErrUB, "out of bounds", "store i32 1, ptr %p"},
		{"use after free", `
define i32 @f() {
  %p = call ptr @malloc(i64 8)
  store i32 1, ptr %p
  call void @free(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}`, ErrUB, "after it was freed", "%v = load i32, ptr %p"},
		{"double free", `
define i32 @f() {
  %p = call ptr @malloc(i64 8)
  call void @free(ptr %p)
  call void @free(ptr %p)
  ret i32 0
}`, ErrUB, "double free", "call void @free(ptr %p)"},
		{"free of stack memory", `
define i32 @f() {
  %a = alloca i32
  call void @free(ptr %a)
  ret i32 0
}`, ErrUB, "which malloc did not return", "call void @free"},
		{"dangling stack pointer", `
define ptr @g() {
  %a = alloca i32
  store i32 5, ptr %a
  ret ptr %a
}
define i32 @f() {
  %p = call ptr @g()
  %v = load i32, ptr %p
  ret i32 %v
}`, ErrUB, "after it was freed", "%v = load i32, ptr %p"},
		{"null dereference", `
define i32 @f() {
  %v = load i32, ptr null
  ret i32 %v
}`, ErrUB, "load through a null pointer", "%v = load i32, ptr null"},
		{"store to constant", `
define i32 @f() {
  store i32 1, ptr @cst
  ret i32 0
}`, ErrUB, "store to constant global @cst", "store i32 1, ptr @cst"},
		{"misaligned load", `
define i32 @f() {
  %a = alloca [8 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 2
  %v = load i32, ptr %p, align 4
  ret i32 %v
}`, ErrUB, "misaligned", "%v = load i32, ptr %p, align 4"},
		{"branch on poison", `
define i32 @f(i32 %x) {
  %s = add nsw i32 %x, 1
  %c = icmp sgt i32 %s, %x
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}`, ErrUB, "branch on a poison value", "br i1 %c, label %a, label %b"},
		{"branch on uninitialised memory", `
define i32 @f() {
  %a = alloca i32
  %v = load i32, ptr %a
  %c = icmp eq i32 %v, 0
  br i1 %c, label %x, label %y
x:
  ret i32 1
y:
  ret i32 0
}`, ErrUB, "branch on an undefined value", "br i1 %c"},
		{"switch on undef", `
define i32 @f() {
  switch i32 undef, label %d [ i32 1, label %d ]
d:
  ret i32 0
}`, ErrUB, "branch on an undefined value", "switch i32 undef"},
		{"division by zero", `
define i32 @f(i32 %x) {
  %d = sub i32 %x, %x
  %q = sdiv i32 %x, %d
  ret i32 %q
}`, ErrUB, "sdiv by zero", "%q = sdiv i32 %x, %d"},
		{"signed division overflow", `
define i32 @f(i32 %x) {
  %q = srem i32 -2147483648, -1
  ret i32 %q
}`, ErrUB, "INT_MIN / -1", "srem i32 -2147483648, -1"},
		{"division by undefined", `
define i32 @f(i32 %x) {
  %a = alloca i32
  %v = load i32, ptr %a
  %q = udiv i32 %x, %v
  ret i32 %q
}`, ErrUB, "udiv by a value with undefined bits", "%q = udiv i32 %x, %v"},
		{"direct call-signature mismatch", `
define i32 @g(ptr %p, i32 %n) {
  ret i32 %n
}
define i32 @f(i32 %x) {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}`, ErrUB, "call-signature mismatch", "%r = call i32 @g(i32 %x)"},
		{"indirect call-signature mismatch", `
define double @g(double %a) {
  ret double %a
}
define i32 @f(i32 %x) {
  %fp = alloca ptr
  store ptr @g, ptr %fp
  %p = load ptr, ptr %fp
  %r = call i32 %p(i32 %x)
  ret i32 %r
}`, ErrUB, "argument 1 is i32, the parameter is double", "%r = call i32 %p(i32 %x)"},
		{"call through a data pointer", `
define i32 @f(i32 %x) {
  %a = alloca i32
  %r = call i32 %a(i32 %x)
  ret i32 %r
}`, ErrUB, "is not the address of a function", "%r = call i32 %a(i32 %x)"},
		{"poison to noundef parameter", `
define i32 @g(i32 noundef %v) {
  ret i32 %v
}
define i32 @f(i32 %x) {
  %s = shl i32 %x, 40
  %r = call i32 @g(i32 noundef %s)
  ret i32 %r
}`, ErrUB, "argument 1 is poison but the parameter is noundef", "call i32 @g"},
		{"printf of uninitialised", `
define i32 @f() {
  %a = alloca i32
  %v = load i32, ptr %a
  %r = call i32 (ptr, ...) @printf(ptr @.d, i32 %v)
  ret i32 0
}`, ErrUB, "printf %d of an undefined or poison value", "@printf"},
		{"unreachable", `
define i32 @f() {
  unreachable
}`, ErrUB, "unreachable", "unreachable"},
		{"trap", `
define i32 @f() {
  call void @llvm.trap()
  ret i32 0
}`, ErrUB, "llvm.trap was executed", "call void @llvm.trap()"},
		{"memcpy out of bounds", `
define i32 @f() {
  %a = alloca [4 x i8]
  %b = alloca [8 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 6, i1 false)
  ret i32 0
}`, ErrUB, "out of bounds of stack object alloca %a", "@llvm.memcpy"},
		{"external function", `
define i32 @f() {
  call void @external_thing()
  ret i32 0
}`, ErrUnsupported, "call to external function @external_thing", "call void @external_thing()"},
		{"x86_fp80 arithmetic", `
define i32 @f() {
  %a = fadd x86_fp80 0xK3FFF8000000000000000, 0xK3FFF8000000000000000
  ret i32 0
}`, ErrUnsupported, "x86_fp80 arithmetic", "fadd x86_fp80"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := parseText(t, ubPrelude+tc.body)
			mc, err := New(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var args []Value
			if len(m.Func("f").Params) == 1 {
				args = append(args, IntValue(2147483647))
			}
			r, err := mc.Call("f", args...)
			if err == nil {
				t.Fatalf("returned %s, want %v", r, tc.class)
			}
			if !errors.Is(err, tc.class) {
				t.Fatalf("error %v is not %v", err, tc.class)
			}
			var re *RunError
			if !errors.As(err, &re) {
				t.Fatalf("error %T is not a *RunError: %v", err, err)
			}
			if !strings.Contains(re.Msg, tc.msg) {
				t.Errorf("message %q does not say %q", re.Msg, tc.msg)
			}
			if !strings.Contains(re.Instr, tc.instr) {
				t.Errorf("instruction %q does not contain %q", re.Instr, tc.instr)
			}
		})
	}
}

// Bits that are defined must stay usable when their neighbours are not:
// C bit-fields are read-modify-written inside partly initialised words.
func TestPartlyDefinedBits(t *testing.T) {
	m := parseText(t, ubPrelude+`
define i32 @f() {
  %a = alloca i32
  %w = load i32, ptr %a
  %cleared = and i32 %w, -8
  %set = or i32 %cleared, 5
  store i32 %set, ptr %a
  %w2 = load i32, ptr %a
  %low = and i32 %w2, 7
  %c = icmp eq i32 %low, 5
  br i1 %c, label %yes, label %no
yes:
  %b = load i8, ptr %a
  %bl = and i8 %b, 7
  %z = zext i8 %bl to i32
  ret i32 %z
no:
  ret i32 -1
}`)
	mc, err := New(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := mc.Call("f")
	if err != nil {
		t.Fatal(err)
	}
	if r.Int64() != 5 {
		t.Fatalf("got %s, want 5", r)
	}
}
