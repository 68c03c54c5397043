package interp

import (
	"testing"

	"github.com/irfix/irfix/ir"
)

// The expected sizes and alignments follow LLVM's DataLayout rules
// (LangRef "Data Layout"; DataLayout.cpp): an integer without its own
// specification takes the next wider integer's alignment (or the widest
// one's), vectors without one are naturally aligned, aggregates take their
// largest member's alignment, packed structs have alignment 1.
func TestLayout(t *testing.T) {
	x86 := "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	pairI8I64 := ir.StructOf(false, ir.I8, ir.I64)
	cases := []struct {
		dl          string
		typ         *ir.Type
		size, align uint64
	}{
		{"", ir.I64, 8, 4},     // default i64:32:64
		{"", pairI8I64, 12, 4}, // so { i8, i64 } packs tighter by default
		{x86, pairI8I64, 16, 8},
		{x86, ir.I128, 16, 8}, // no i128 spec before LLVM 18: widest integer's
		{x86 + "-i128:128", ir.I128, 16, 16},
		{x86, ir.IntType(17), 4, 4},
		{x86, ir.IntType(65), 16, 8},
		{x86, ir.IntType(1), 1, 1},
		{x86, ir.X86FP80, 16, 16},
		{x86, ir.Half, 2, 2},
		{x86, ir.VectorOf(3, ir.Float, false), 16, 16}, // natural: store size 12 rounded to 16
		{x86, ir.VectorOf(8, ir.I1, false), 1, 1},
		{x86, ir.VectorOf(2, ir.I64, false), 16, 16},
		{x86, ir.ArrayOf(3, pairI8I64), 48, 8},
		{x86, ir.StructOf(true, ir.I8, ir.I64), 9, 1},
		{x86, ir.StructOf(false, ir.I8, ir.StructOf(true, ir.I32, ir.I8), ir.I16), 8, 2},
		{x86, ir.PtrType(270), 4, 4},
		{"e-p:32:32", ir.Ptr, 4, 4},
		{"e-a:0:64", ir.StructOf(false, ir.I8), 1, 1}, // a:<abi 0> means 1
		{"e-a:32", ir.StructOf(false, ir.I8), 4, 4},
	}
	for _, c := range cases {
		l, err := ParseLayout(c.dl)
		if err != nil {
			t.Fatalf("%q: %v", c.dl, err)
		}
		size, err := l.Size(c.typ)
		if err != nil {
			t.Fatalf("%q %s: %v", c.dl, c.typ, err)
		}
		align, _ := l.Align(c.typ)
		if size != c.size || align != c.align {
			t.Errorf("%q %s: size %d align %d, want %d %d", c.dl, c.typ, size, align, c.size, c.align)
		}
	}
	l, _ := ParseLayout(x86)
	if off, _ := l.FieldOffset(ir.StructOf(false, ir.I8, ir.Double, ir.I16, ir.I32), 3); off != 20 {
		t.Errorf("offset of field 3 = %d, want 20", off)
	}
	for _, bad := range []string{"e-p:64:12", "x", "i64:64:32:7:7:7-i", "e-p"} {
		if _, err := ParseLayout(bad); err == nil {
			t.Errorf("ParseLayout(%q) accepted", bad)
		}
	}
}

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
