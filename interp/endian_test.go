package interp

import "testing"

// Big-endian modules store the most significant byte first.
func TestBigEndian(t *testing.T) {
	m := parseText(t, `
target datalayout = "E-m:e-i64:64-n32:64"
@g = global i32 287454020
define i32 @f() {
  %b = load i8, ptr @g
  %b3p = getelementptr i8, ptr @g, i64 3
  %b3 = load i8, ptr %b3p
  %h = alloca i64
  store i64 1, ptr %h
  %lo = getelementptr i8, ptr %h, i64 7
  %one = load i8, ptr %lo
  %x = zext i8 %b to i32
  %y = zext i8 %b3 to i32
  %z = zext i8 %one to i32
  %xy = shl i32 %x, 16
  %s = or i32 %xy, %y
  %t = shl i32 %z, 8
  %r = or i32 %s, %t
  ret i32 %r
}`)
	mc, err := New(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := mc.Call("f")
	if err != nil {
		t.Fatal(err)
	}
	// @g = 0x11223344: first byte 0x11, last 0x44; i64 1 ends in 0x01.
	if r.Int64() != 0x110144 {
		t.Errorf("got %#x, want 0x110144", r.Int64())
	}
}
