package interp

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/irfix/irfix/ir"
)

const apiModule = `
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
@counter = global i32 0
@.s = private constant [6 x i8] c"%s|%d\00"
@.bye = private constant [5 x i8] c"bye\0A\00"
declare i32 @printf(ptr, ...)
declare i32 @atexit(ptr)
declare void @exit(i32)

define { i32, double, <2 x i8> } @triple(i32 %a, float %b) {
  %d = fpext float %b to double
  %r0 = insertvalue { i32, double, <2 x i8> } undef, i32 %a, 0
  %r1 = insertvalue { i32, double, <2 x i8> } %r0, double %d, 1
  %r2 = insertvalue { i32, double, <2 x i8> } %r1, <2 x i8> <i8 -1, i8 2>, 2
  ret { i32, double, <2 x i8> } %r2
}

define void @bump() {
  %v = load i32, ptr @counter
  %w = add i32 %v, 1
  store i32 %w, ptr @counter
  ret void
}

define i32 @get() {
  %v = load i32, ptr @counter
  ret i32 %v
}

define i128 @wide(i128 %x) {
  %y = mul i128 %x, %x
  ret i128 %y
}

define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %s = phi i32 [ 0, %entry ], [ %s1, %l ]
  %q = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %q
  %d = shl i32 %v, 1
  store i32 %d, ptr %q
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %s1
}

define i32 @vsum(i32 %n, ...) {
  ret i32 %n
}

define void @bye() {
  call i32 (ptr, ...) @printf(ptr @.bye)
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
  call i32 @atexit(ptr @bye)
  %a1p = getelementptr ptr, ptr %argv, i64 1
  %a1 = load ptr, ptr %a1p
  call i32 (ptr, ...) @printf(ptr @.s, ptr %a1, i32 %argc)
  %c = icmp eq i32 %argc, 3
  br i1 %c, label %quit, label %ret
quit:
  call void @exit(i32 7)
  unreachable
ret:
  ret i32 300
}
`

func TestCallAPI(t *testing.T) {
	mc, err := New(parseText(t, apiModule), Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := mc.Call("triple", IntValue(-4), FloatValue(0.1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.String(), "{ -4, 0.10000000149011612, < -1, 2 > }"; got != want {
		t.Errorf("triple = %s, want %s", got, want)
	}
	if len(r.Elems) != 3 || r.Elems[1].Float64() != float64(float32(0.1)) {
		t.Errorf("triple elements: %+v", r.Elems)
	}
	for i := 0; i < 3; i++ {
		if v, err := mc.Call("bump"); err != nil || v.String() != "void" {
			t.Fatalf("bump: %v %v", v, err)
		}
	}
	if v, err := mc.Call("get"); err != nil || v.Int64() != 3 {
		t.Fatalf("state does not persist across calls: %v %v", v, err)
	}
	w, err := mc.Call("wide", Value{Type: ir.I128, Bits: 1 << 40})
	if err != nil || w.String() != "1208925819614629174706176" {
		t.Fatalf("wide = %v %v", w, err)
	}
	arr, err := mc.NewArray(ir.I32, []Value{IntValue(1), IntValue(2), IntValue(-3)})
	if err != nil {
		t.Fatal(err)
	}
	s, err := mc.Call("sum", arr, IntValue(3))
	if err != nil || s.Int64() != 0 {
		t.Fatalf("sum = %v %v", s, err)
	}
	back, err := mc.ReadArray(arr, ir.I32, 3)
	if err != nil || back[0].Int64() != 2 || back[2].Int64() != -6 {
		t.Fatalf("array after the call: %v %v", back, err)
	}
	if v, err := mc.Call("vsum", IntValue(5), Value{Type: ir.Double, Bits: math.Float64bits(1)}); err != nil || v.Int64() != 5 {
		t.Fatalf("variadic call: %v %v", v, err)
	}
	if _, err := mc.Call("nosuch"); err == nil {
		t.Error("calling a missing function succeeded")
	}
	if _, err := mc.Call("sum", IntValue(1)); err == nil {
		t.Error("calling with too few arguments succeeded")
	}
	if _, err := mc.Call("triple", FloatValue(1), FloatValue(2)); err == nil {
		t.Error("a float for an i32 parameter was accepted")
	}
}

func TestRunMainExitAndAtexit(t *testing.T) {
	for _, tc := range []struct {
		argv []string
		code int
		out  string
	}{
		{[]string{"prog", "hello"}, 44, "hello|2bye\n"}, // main returns 300: status 300 & 0xff
		{[]string{"prog", "a", "b"}, 7, "a|3bye\n"},     // exit(7) still runs atexit handlers
	} {
		var out bytes.Buffer
		mc, err := New(parseText(t, apiModule), Options{Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		code, err := mc.RunMain(tc.argv)
		if err != nil {
			t.Fatal(err)
		}
		if code != tc.code || out.String() != tc.out {
			t.Errorf("%v: exit %d output %q, want %d %q", tc.argv, code, out.String(), tc.code, tc.out)
		}
	}
}

func TestParseValue(t *testing.T) {
	for _, tc := range []struct {
		t    *ir.Type
		in   string
		want string
	}{
		{ir.I32, "-7", "-7"}, {ir.I8, "0xff", "-1"}, {ir.I1, "true", "true"},
		{ir.Double, "1.5", "1.5"}, {ir.Float, "0.1", "0.1"}, {ir.Half, "65504", "65504"},
		{ir.I128, "-1", "-1"}, {ir.Ptr, "null", "null"}, {ir.Ptr, "0x1000", "0x1000"},
	} {
		v, err := ParseValue(tc.t, tc.in)
		if err != nil {
			t.Errorf("%s %q: %v", tc.t, tc.in, err)
			continue
		}
		if v.String() != tc.want {
			t.Errorf("%s %q = %s, want %s", tc.t, tc.in, v, tc.want)
		}
	}
	for _, bad := range []struct {
		t  *ir.Type
		in string
	}{{ir.I8, "300000"}, {ir.I32, "x"}, {ir.Double, "one"}} {
		if _, err := ParseValue(bad.t, bad.in); err == nil {
			t.Errorf("%s %q accepted", bad.t, bad.in)
		}
	}
}

// An invalid module is refused by New with ErrInvalid.
func TestInvalidModule(t *testing.T) {
	m := parseText(t, `define i32 @f() {
  ret i32 0
}`)
	// Break it: an instruction after the terminator.
	f := m.Func("f")
	ir.NewBuilder(f.Blocks[0]).Ret(ir.Int(ir.I32, 1))
	if _, err := New(m, Options{}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("New = %v, want ErrInvalid", err)
	}
}

// Undefined extern_weak symbols have the null address, as after linking.
func TestExternWeak(t *testing.T) {
	mc, err := New(parseText(t, `
declare extern_weak void @maybe()
@wg = extern_weak global i32
define i32 @f() {
  %c = icmp eq ptr @maybe, null
  %d = icmp eq ptr @wg, null
  %a = and i1 %c, %d
  %r = zext i1 %a to i32
  ret i32 %r
}
define void @g() {
  call void @maybe()
  ret void
}`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r, err := mc.Call("f"); err != nil || r.Int64() != 1 {
		t.Fatalf("f = %v, %v; want 1", r, err)
	}
	if _, err := mc.Call("g"); !errors.Is(err, ErrUB) {
		t.Fatalf("calling an undefined weak function: %v, want ErrUB", err)
	}
}
