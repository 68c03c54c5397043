package main

import (
	"github.com/irfix/irfix/internal/testenv"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// llvmTool returns the path of an LLVM tool, skipping the test when it is
// missing (failing instead under IRFIX_REQUIRE_LLVM=1).
func llvmTool(t *testing.T, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// mains print julia_f(1,1,1,1); they are appended to the module under test.
var mains = map[string]string{
	"opaque16": `
@.fmt = private constant [7 x i8] c"%.17g\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call double @julia_f(double 1.0, double 1.0, double 1.0, double 1.0)
  %c = call i32 (ptr, ...) @printf(ptr @.fmt, double %r)
  ret i32 0
}
`,
	"typed": `
@.fmt = private constant [7 x i8] c"%.17g\0A\00"
declare i32 @printf(i8*, ...)
define i32 @main() {
  %r = call double @julia_f(double 1.0, double 1.0, double 1.0, double 1.0)
  %p = getelementptr [7 x i8], [7 x i8]* @.fmt, i64 0, i64 0
  %c = call i32 (i8*, ...) @printf(i8* %p, double %r)
  ret i32 0
}
`,
}

func TestFixcallsSeedReport(t *testing.T) {
	for _, form := range []string{"opaque16", "typed"} {
		t.Run(form, func(t *testing.T) {
			in := testenv.Seed(t, "julia_ccall_mismatch."+form+".ll")
			r := runIrfix(t, "", nil, "fixcalls", in)
			if r.code != 1 {
				t.Fatalf("exit %d, want 1 (a wrong call remains)\n%s%s", r.code, r.stdout, r.stderr)
			}
			for _, want := range []string{
				"error: call to @_ZN8__main__4funcB2v1 does not match its definition",
				"numba-nopython", "return  double", "retptr", "excinfo",
				"the call passes 4 arguments, the function takes 6 parameters",
				"irfix fixcalls --fix",
			} {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("report lacks %q:\n%s", want, r.stdout)
				}
			}
			if n := strings.Count(r.stdout, "does not match its definition"); n != 1 {
				t.Errorf("%d mismatches reported, want exactly 1", n)
			}
		})
	}
}

// TestFixcallsSeedRepair is issue 4's acceptance: the repaired module is
// accepted by the target's LLVM and computes a*cos(w*t+p) at (1,1,1,1).
func TestFixcallsSeedRepair(t *testing.T) {
	want := math.Cos(2) // a*cos(w*t+p) at a=w=p=t=1
	for _, form := range []string{"opaque16", "typed"} {
		t.Run(form, func(t *testing.T) {
			dir := t.TempDir()
			in := testenv.Seed(t, "julia_ccall_mismatch."+form+".ll")
			out := filepath.Join(dir, "fixed.ll")
			r := runIrfix(t, "", nil, "fixcalls", "--fix", in, "-o", out)
			if r.code != 0 {
				t.Fatalf("fixcalls --fix: exit %d\n%s", r.code, r.stderr)
			}
			fixed, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if r := runIrfix(t, "", nil, "fixcalls", out); r.code != 0 {
				t.Errorf("the repaired module still has mismatches:\n%s", r.stdout)
			}
			flags := []string{}
			if form == "typed" {
				flags = []string{"-opaque-pointers=0"}
				// 15-typed output: LLVM 15 must read it too.
				asm15 := llvmTool(t, "llvm-as-15")
				if b, err := exec.Command(asm15, append(flags, out, "-o", filepath.Join(dir, "f15.bc"))...).CombinedOutput(); err != nil {
					t.Fatalf("llvm-as-15 rejects the repair: %v\n%s", err, b)
				}
			}
			opt := llvmTool(t, "opt-16")
			if b, err := exec.Command(opt, append(flags, "-passes=verify", "-disable-output", out)...).CombinedOutput(); err != nil {
				t.Fatalf("opt-16 -passes=verify rejects the repair: %v\n%s", err, b)
			}
			got := runLLI(t, dir, "fixed-main.ll", string(fixed)+mains[form], flags)
			v, err := strconv.ParseFloat(strings.TrimSpace(got), 64)
			if err != nil || math.Abs(v-want) > 1e-15 {
				t.Fatalf("lli-16 printed %q, want %.17g", got, want)
			}
			// The unrepaired module must not compute it (UB: garbage or crash).
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			bad := runLLI(t, dir, "broken-main.ll", string(src)+mains[form], flags)
			if v, err := strconv.ParseFloat(strings.TrimSpace(bad), 64); err == nil && math.Abs(v-want) <= 1e-15 {
				t.Fatalf("the unrepaired module also printed %s: the test cannot tell repair from luck", bad)
			}
		})
	}
}

// runLLI writes text to dir/name and runs lli-16 on it, returning stdout
// (empty when lli fails, as the broken module may).
func runLLI(t *testing.T, dir, name, text string, flags []string) string {
	t.Helper()
	lli := llvmTool(t, "lli-16")
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(lli, append(flags, p)...).Output()
	return string(out)
}

func TestFixcallsRefusesWrongCall(t *testing.T) {
	dir := t.TempDir()
	src := `define i32 @take2(i32 %a, i32 %b) {
  ret i32 %a
}
define i32 @caller() {
  %r = call i32 @take2(double 2.0)
  ret i32 %r
}
`
	in := filepath.Join(dir, "wrong.ll")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.ll")
	r := runIrfix(t, "", nil, "fixcalls", "--fix", in, "-o", out)
	if r.code != 1 || !strings.Contains(r.stderr, "cannot repair") || !strings.Contains(r.stderr, "wrong: undefined behaviour") {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("a refused repair left an output file (stat: %v)", err)
	}
}

// TestCheckRefusesWrongCalls: check runs callsig too, because every LLVM
// reader accepts the seed's mismatched call and it is still UB.
func TestCheckRefusesWrongCalls(t *testing.T) {
	in := testenv.Seed(t, "julia_ccall_mismatch.opaque16.ll")
	r := runIrfix(t, "", nil, "check", in, "--reader", "16")
	if r.code != 1 || !strings.Contains(r.stderr, "julia_ccall_mismatch.opaque16.ll:22:3: error: call to @_ZN8__main__4funcB2v1") ||
		!strings.Contains(r.stderr, "1 call with a wrong signature") {
		t.Fatalf("check on the mismatch: exit %d\n%s", r.code, r.stderr)
	}
	dir := t.TempDir()
	fixed := filepath.Join(dir, "fixed.ll")
	if r := runIrfix(t, "", nil, "fixcalls", "--fix", in, "-o", fixed); r.code != 0 {
		t.Fatalf("fixcalls --fix: %s", r.stderr)
	}
	if r := runIrfix(t, "", nil, "check", fixed, "--reader", "16"); r.code != 0 {
		t.Fatalf("check on the repaired module: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
