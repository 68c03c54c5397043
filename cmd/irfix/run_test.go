package main

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeLL(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRunSeedCfunc(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.typed.ll")
	r := runIrfix(t, "", nil, "run", seed, "--fn",
		"cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd", "--args", "1,1,1,1")
	if r.code != 0 || r.stdout != "-0.4161468365471424\n" || r.stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestRunSeedMismatch(t *testing.T) {
	seed := testenv.Seed(t, "julia_ccall_mismatch.opaque16.ll")
	r := runIrfix(t, "", nil, "run", seed, "--fn", "julia_f", "--args", "1,1,1,1")
	if r.code != 1 || r.stdout != "" || !strings.Contains(r.stderr, "call-signature mismatch") ||
		!strings.HasPrefix(r.stderr, "irfix: "+seed+":22:") ||
		!strings.Contains(r.stderr, "@julia_f: %4 = call double @_ZN8__main__4funcB2v1(") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

const runModule = `
@.fmt = private constant [10 x i8] c"argc=%d!\0A\00"
declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
  %1 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %argc)
  %2 = add i32 %argc, 40
  ret i32 %2
}

define void @scale(ptr %x, i32 %n, double %k) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i32 %i
  %v = load double, ptr %p
  %w = fmul double %v, %k
  store double %w, ptr %p
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define i64 @spin(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp ne i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %i1
}

define i32 @big() {
  %a = alloca [100000 x i64]
  ret i32 0
}
`

func TestRunMainStatusAndArgs(t *testing.T) {
	p := writeLL(t, runModule)
	r := runIrfix(t, "", nil, "run", p, "a", "b")
	if r.code != 43 || r.stdout != "argc=3!\n" || r.stderr != "irfix: run: "+p+": program exited with status 43\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q (want exit 43, argc=3)", r.code, r.stdout, r.stderr)
	}
}

func TestRunFnArray(t *testing.T) {
	p := writeLL(t, runModule)
	r := runIrfix(t, "", nil, "run", p, "--fn", "scale", "--array", "x=1,2,3", "--args", "3,2.5")
	if r.code != 0 || r.stdout != "x = [2.5, 5, 7.5]\n" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = runIrfix(t, "", nil, "run", p, "--fn", "spin", "--args", "1000")
	if r.code != 0 || r.stdout != "1000\n" {
		t.Fatalf("spin: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestRunLimits(t *testing.T) {
	p := writeLL(t, runModule)
	r := runIrfix(t, "", nil, "run", p, "--fn", "spin", "--args", "1000000", "--max-steps", "5000")
	if r.code != 1 || !strings.Contains(r.stderr, "step limit exceeded") {
		t.Fatalf("steps: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runIrfix(t, "", nil, "run", p, "--fn", "big", "--max-memory", "64K")
	if r.code != 1 || !strings.Contains(r.stderr, "memory limit exceeded") {
		t.Fatalf("memory: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestRunUsage(t *testing.T) {
	p := writeLL(t, runModule)
	for _, args := range [][]string{
		{"run", p, "--args", "1"},
		{"run", p, "--fn", "scale", "--args", "1,2,3"},
		{"run", p, "--fn", "scale", "--array", "y=1", "--args", "1,2"},
		{"run", p, "--fn", "spin", "--args", "x"},
		{"run", p, "--max-memory", "lots"},
		{"run"},
	} {
		r := runIrfix(t, "", nil, args...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "irfix: usage: run") {
			t.Errorf("%v: exit %d, stderr %q (want a usage error)", args, r.code, r.stderr)
		}
	}
}
