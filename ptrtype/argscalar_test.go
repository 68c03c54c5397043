package ptrtype

import (
	"strings"
	"testing"
)

// A buffer parameter filled with bytes, passed an int's address at
// more calls than an i64's (SQLite's sqlite3_randomness(int, void*)):
// the vote alone takes the int the most calls pass; C's parameter is a
// void*, converted at each call.
func TestArgumentsOfDifferentScalarsMakeVoidPtr(t *testing.T) {
	m, r := infer(t, `define void @fill(i32 %n, ptr %buf) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i8, ptr %buf, i64 %x
  store i8 7, ptr %p, align 1
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define i32 @int1() {
  %a = alloca i32, align 4
  call void @fill(i32 4, ptr %a)
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @int2() {
  %a = alloca i32, align 4
  call void @fill(i32 4, ptr %a)
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i64 @wide() {
  %a = alloca i64, align 8
  call void @fill(i32 8, ptr %a)
  %v = load i64, ptr %a, align 8
  ret i64 %v
}
`)
	p := m.Func("fill").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@fill's %%buf: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "different scalar types (i32, i64)") {
		t.Errorf("the explanation does not name the rule and the scalars:\n%s", ex)
	}
}

// A function that reads its parameter as one integer keeps it, though
// one call passes a wider integer's address (with a cast in C).
func TestArgumentsOfDifferentScalarsKeepOwnAccess(t *testing.T) {
	m, r := infer(t, `define i32 @get(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @narrow() {
  %a = alloca i32, align 4
  store i32 1, ptr %a, align 4
  %v = call i32 @get(ptr %a)
  ret i32 %v
}

define i32 @wide() {
  %a = alloca i64, align 8
  store i64 1, ptr %a, align 8
  %v = call i32 @get(ptr %a)
  ret i32 %v
}
`)
	if got := r.TypeOf(m.Func("get").Params[0]).String(); got != "i32*" {
		t.Errorf("@get's %%p: %s, want i32*", got)
	}
}
