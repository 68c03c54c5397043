package ptrtype

import "testing"

// Static initializers holding the addresses of other globals' members,
// folded into byte offsets: &days[5] (a char*), &chain[3].next (a struct
// node*), &w[2] (a double), &chain[1] (a struct, not its first member),
// &pal[1].rgb[2] (an array member inside a struct); an offset into the
// middle of a double names no member and stays byte arithmetic.
func TestConstMemberAddresses(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.node = type { i32, ptr, double }
%struct.color = type { ptr, [3 x i8] }

@.s0 = private constant [4 x i8] c"mon\00"
@.s1 = private constant [4 x i8] c"tue\00"
@days = internal constant [2 x ptr] [ptr @.s0, ptr @.s1]
@chain = internal global [4 x %struct.node] zeroinitializer
@w = internal global [5 x double] zeroinitializer
@pal = internal global [2 x %struct.color] zeroinitializer
@weekend = internal global ptr getelementptr (i8, ptr @days, i64 8)
@tail = internal global ptr getelementptr (i8, ptr @chain, i64 80)
@mid = internal global ptr getelementptr (i8, ptr @w, i64 16)
@second = internal global ptr getelementptr (i8, ptr @chain, i64 24)
@blue = internal global ptr getelementptr (i8, ptr @pal, i64 26)
@odd = internal global ptr getelementptr (i8, ptr @w, i64 3)

define i32 @walk() {
  %h = load ptr, ptr @second
  %k = getelementptr inbounds %struct.node, ptr %h, i64 0, i32 0
  %v = load i32, ptr %k
  %n = getelementptr inbounds %struct.node, ptr %h, i64 0, i32 1
  %x = load ptr, ptr %n
  %k2 = getelementptr inbounds %struct.node, ptr %x, i64 0, i32 0
  %v2 = load i32, ptr %k2
  %s = add i32 %v, %v2
  ret i32 %s
}
`)
	for g, want := range map[string]string{
		"weekend": "i8**",
		"tail":    "%struct.node**",
		"mid":     "double*",
		"second":  "%struct.node*",
		"blue":    "i8*",
		"odd":     "i8*",
	} {
		if got := r.ValueType(m.Global(g)).String(); got != want {
			t.Errorf("@%s holds %s, want %s", g, got, want)
		}
	}
}
