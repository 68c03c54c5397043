package ptrtype

import (
	"strings"
	"testing"
)

// An encoding table's type array ends in zeros, so clang lays the
// global out as a literal struct (the array a packed pair); the scanner
// members the initializer leaves null are read through pointers to the
// named struct, whose member the call through it types. The global's
// member takes that type.
func TestLiteralStructGlobalTakesNamedMembers(t *testing.T) {
	m, r := infer(t, initLayoutModule+`
@ascii = internal constant { ptr, <{ [4 x i8], [4 x i8] }>, ptr } { ptr @scan, <{ [4 x i8], [4 x i8] }> <{ [4 x i8] c"\01\02\03\04", [4 x i8] zeroinitializer }>, ptr null }, align 8
`)
	got := r.ValueType(m.Global("ascii")).String()
	if want := "{ i32 (%struct.enc*, i8*)*, <{ [4 x i8], [4 x i8] }>, i32 (%struct.enc*, i8*)* }"; got != want {
		t.Errorf("@ascii: %s, want %s", got, want)
	}
	e := r.Explain(m.Global("ascii")).String()
	if !strings.Contains(e, "initlayout.go") {
		t.Errorf("explain does not name initlayout.go:\n%s", e)
	}
}

// A literal struct whose differing member is not of the named struct's
// size lays out nothing: the null member keeps no type (i8*).
func TestLiteralStructGlobalOtherLayoutUntouched(t *testing.T) {
	m, r := infer(t, initLayoutModule+`
@other = internal constant { ptr, <{ [4 x i8], [8 x i8] }>, ptr } { ptr @scan, <{ [4 x i8], [8 x i8] }> <{ [4 x i8] c"\01\02\03\04", [8 x i8] zeroinitializer }>, ptr null }, align 8
`)
	got := r.ValueType(m.Global("other")).String()
	if want := "{ i32 (%struct.enc*, i8*)*, <{ [4 x i8], [8 x i8] }>, i8* }"; got != want {
		t.Errorf("@other: %s, want %s", got, want)
	}
}

// Two named structs of the global's layout whose members were given
// different types decide nothing.
func TestLiteralStructGlobalDisagreeingStructs(t *testing.T) {
	m, r := infer(t, initLayoutModule+`
%struct.twin = type { ptr, [8 x i8], ptr }

@ascii = internal constant { ptr, <{ [4 x i8], [4 x i8] }>, ptr } { ptr @scan, <{ [4 x i8], [4 x i8] }> <{ [4 x i8] c"\01\02\03\04", [4 x i8] zeroinitializer }>, ptr null }, align 8

define void @twin(ptr %t) {
  %p = getelementptr inbounds %struct.twin, ptr %t, i64 0, i32 2
  %q = load ptr, ptr %p, align 8
  store double 1.0, ptr %q, align 8
  ret void
}
`)
	got := r.ValueType(m.Global("ascii")).String()
	if want := "{ i32 (%struct.enc*, i8*)*, <{ [4 x i8], [4 x i8] }>, i8* }"; got != want {
		t.Errorf("@ascii: %s, want %s", got, want)
	}
}

// The named struct: a scanner read at member 0 and member 2 and called
// with the encoding and a string; @scan reads the string and the
// encoding's type array.
const initLayoutModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.enc = type { ptr, [8 x i8], ptr }

define i32 @scan(ptr %e, ptr %s) {
  %c = load i8, ptr %s, align 1
  %i = zext i8 %c to i64
  %t = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 1, i64 %i
  %k = load i8, ptr %t, align 1
  %x = sext i8 %k to i32
  ret i32 %x
}

define i32 @run(ptr %e, ptr %s) {
  %p0 = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 0
  %f0 = load ptr, ptr %p0, align 8
  %a = call i32 %f0(ptr %e, ptr %s)
  %p2 = getelementptr inbounds %struct.enc, ptr %e, i64 0, i32 2
  %f2 = load ptr, ptr %p2, align 8
  %b = call i32 %f2(ptr %e, ptr %s)
  %r = add i32 %a, %b
  ret i32 %r
}
`
