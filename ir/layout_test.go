package ir

import (
	"testing"
)

// The expected sizes and alignments follow LLVM's DataLayout rules
// (LangRef "Data Layout"; DataLayout.cpp): an integer without its own
// specification takes the next wider integer's alignment (or the widest
// one's), vectors without one are naturally aligned, aggregates take their
// largest member's alignment, packed structs have alignment 1.
func TestLayout(t *testing.T) {
	x86 := "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	pairI8I64 := StructOf(false, I8, I64)
	cases := []struct {
		dl          string
		typ         *Type
		size, align uint64
	}{
		{"", I64, 8, 4},        // default i64:32:64
		{"", pairI8I64, 12, 4}, // so { i8, i64 } packs tighter by default
		{x86, pairI8I64, 16, 8},
		{x86, I128, 16, 8}, // no i128 spec before LLVM 18: widest integer's
		{x86 + "-i128:128", I128, 16, 16},
		{x86, IntType(17), 4, 4},
		{x86, IntType(65), 16, 8},
		{x86, IntType(1), 1, 1},
		{x86, X86FP80, 16, 16},
		{x86, Half, 2, 2},
		{x86, VectorOf(3, Float, false), 16, 16}, // natural: store size 12 rounded to 16
		{x86, VectorOf(8, I1, false), 1, 1},
		{x86, VectorOf(2, I64, false), 16, 16},
		{x86, ArrayOf(3, pairI8I64), 48, 8},
		{x86, StructOf(true, I8, I64), 9, 1},
		{x86, StructOf(false, I8, StructOf(true, I32, I8), I16), 8, 2},
		{x86, PtrType(270), 4, 4},
		{"e-p:32:32", Ptr, 4, 4},
		{"e-a:0:64", StructOf(false, I8), 1, 1}, // a:<abi 0> means 1
		{"e-a:32", StructOf(false, I8), 4, 4},
	}
	for _, c := range cases {
		l, err := ParseDataLayout(c.dl)
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
	l, _ := ParseDataLayout(x86)
	if off, _ := l.FieldOffset(StructOf(false, I8, Double, I16, I32), 3); off != 20 {
		t.Errorf("offset of field 3 = %d, want 20", off)
	}
	for _, bad := range []string{"e-p:64:12", "x", "i64:64:32:7:7:7-i", "e-p"} {
		if _, err := ParseDataLayout(bad); err == nil {
			t.Errorf("ParseDataLayout(%q) accepted", bad)
		}
	}
}
