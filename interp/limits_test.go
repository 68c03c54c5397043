package interp

import (
	"errors"
	"testing"
	"time"
)

// Hostile modules must stop with a limit error, quickly, without the host
// running out of memory.
func TestLimits(t *testing.T) {
	cases := []struct {
		name, body string
		opts       Options
		class      error
	}{
		{"infinite loop", `
define i32 @f() {
entry:
  br label %l
l:
  br label %l
}`, Options{MaxSteps: 1_000_000}, ErrStepLimit},
		{"huge alloca", `
define i32 @f() {
  %a = alloca [1000000000 x i64]
  ret i32 0
}`, Options{}, ErrMemoryLimit},
		{"alloca with a huge count", `
define i32 @f() {
  %a = alloca i64, i64 4611686018427387904
  ret i32 0
}`, Options{}, ErrMemoryLimit},
		{"allocas in a loop", `
define i32 @f() {
entry:
  br label %l
l:
  %a = alloca [1024 x i8]
  br label %l
}`, Options{MaxMemory: 16 << 20}, ErrMemoryLimit},
		{"leaking malloc", `
declare ptr @malloc(i64)
define i32 @f() {
entry:
  br label %l
l:
  %p = call ptr @malloc(i64 100000)
  br label %l
}`, Options{MaxMemory: 64 << 20}, ErrMemoryLimit},
		{"deep recursion", `
define i32 @f() {
  %r = call i32 @f()
  ret i32 %r
}`, Options{}, ErrMemoryLimit},
		{"recursion with big frames", `
define i32 @f() {
  %a = alloca [65536 x i8]
  %r = call i32 @f()
  ret i32 %r
}`, Options{MaxMemory: 32 << 20}, ErrMemoryLimit},
		{"mutual recursion through a pointer", `
define i32 @f() {
  %p = alloca ptr
  store ptr @g, ptr %p
  %q = load ptr, ptr %p
  %r = call i32 %q()
  ret i32 %r
}
define i32 @g() {
  %r = call i32 @f()
  ret i32 %r
}`, Options{MaxCallDepth: 1000}, ErrMemoryLimit},
		{"huge global", `
@big = global [600000000 x i64] zeroinitializer
define i32 @f() {
  ret i32 0
}`, Options{}, ErrMemoryLimit},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := parseText(t, tc.body)
			start := time.Now()
			mc, err := New(m, tc.opts)
			if err == nil {
				_, err = mc.Call("f")
			}
			if !errors.Is(err, tc.class) {
				t.Fatalf("got %v, want %v", err, tc.class)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v to stop", d)
			}
			t.Logf("%v", err)
		})
	}
}

// Steps are counted across calls of one Machine.
func TestStepsAccumulate(t *testing.T) {
	m := parseText(t, `
define i64 @f(i64 %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %done
done:
  ret i64 %j
}`)
	mc, err := New(m, Options{MaxSteps: 1000})
	if err != nil {
		t.Fatal(err)
	}
	// entry: 1 instruction; each iteration: 4; done: 1.
	r, err := mc.Call("f", IntValue(100))
	if err != nil || r.Int64() != 100 {
		t.Fatalf("f(100) = %v, %v", r, err)
	}
	if got, want := mc.Steps(), int64(1+4*100+1); got != want {
		t.Errorf("steps = %d, want %d", got, want)
	}
	if _, err := mc.Call("f", IntValue(200)); !errors.Is(err, ErrStepLimit) {
		t.Errorf("second call: %v, want ErrStepLimit", err)
	}
}
