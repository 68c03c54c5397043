package interp

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"
)

// hostileValues are modules whose main builds values or buffers outside
// the modelled heap (registers, constants, shadow, printf's output). Under
// a 64 MiB limit each must end with ErrMemoryLimit, without the host
// growing past the limit (TestHostileValuesRSS checks that part).
var hostileValues = []struct{ name, src string }{
	{"vector arithmetic", `
define i32 @main() {
  %a = add <100000000 x i32> zeroinitializer, splat (i32 1)
  %e = extractelement <100000000 x i32> %a, i32 7
  ret i32 %e
}`},
	{"vector arithmetic on registers", `
define i32 @main() {
entry:
  br label %l
l:
  %v = phi <100000000 x i32> [ zeroinitializer, %entry ], [ %w, %l ]
  %w = add <100000000 x i32> %v, %v
  %e = extractelement <100000000 x i32> %w, i32 0
  %c = icmp eq i32 %e, 1
  br i1 %c, label %l, label %d
d:
  ret i32 0
}`},
	{"insertvalue into a huge array", `
define i32 @main() {
  %a = insertvalue [100000000 x i64] undef, i64 1, 5
  %b = extractvalue [100000000 x i64] %a, 5
  %r = trunc i64 %b to i32
  ret i32 %r
}`},
	{"insertvalue in a loop", `
define i32 @main() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %a = phi [1000000 x i64] [ zeroinitializer, %entry ], [ %b, %l ]
  %b = insertvalue [1000000 x i64] %a, i64 %i, 3
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, 1000
  br i1 %c, label %l, label %d
d:
  ret i32 0
}`},
	{"shufflevector widening", `
define i32 @main() {
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> poison, <1000000 x i32> zeroinitializer
  %u = add <1000000 x i32> %s, %s
  %e = extractelement <1000000 x i32> %u, i32 9
  ret i32 %e
}`},
	{"huge alloca", `
define i32 @main() {
  %a = alloca [100000000 x i64]
  store i64 1, ptr %a
  ret i32 0
}`},
	{"huge vector alloca and store", `
define i32 @main() {
  %a = alloca <100000000 x i32>
  store <100000000 x i32> splat (i32 7), ptr %a
  ret i32 0
}`},
	{"huge constant initializer", `
@g = global <100000000 x i32> splat (i32 3)
define i32 @main() {
  %v = load i32, ptr @g
  ret i32 %v
}`},
	{"huge constant operand", `
@g = global i32 0
define i32 @main() {
  %v = load i32, ptr @g
  %w = insertelement <100000000 x i32> splat (i32 5), i32 %v, i32 0
  %e = extractelement <100000000 x i32> %w, i32 1
  ret i32 %e
}`},
	{"recursion with vector registers", `
define <4096 x i64> @f(<4096 x i64> %v) {
  %w = add <4096 x i64> %v, splat (i64 1)
  %r = call <4096 x i64> @f(<4096 x i64> %w)
  ret <4096 x i64> %r
}
define i32 @main() {
  %r = call <4096 x i64> @f(<4096 x i64> zeroinitializer)
  ret i32 0
}`},
	{"undefined stores into calloc'd memory", `
declare ptr @calloc(i64, i64)
define i32 @main() {
entry:
  br label %l
l:
  %p = call ptr @calloc(i64 1, i64 4000000)
  store i32 undef, ptr %p
  br label %l
}`},
	{"printf star precision", `
@fmt = constant [5 x i8] c"%.*f\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 2000000000, double 1.0)
  ret i32 0
}`},
	{"printf star width", `
@fmt = constant [4 x i8] c"%*d\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 2000000000, i32 1)
  ret i32 0
}`},
	{"printf negative star width", `
@fmt = constant [4 x i8] c"%*d\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 -2147483648, i32 1)
  ret i32 0
}`},
	{"printf output buffer", fmt.Sprintf(`
@fmt = constant [%d x i8] c"%s\00"
@buf = global [16 x i8] zeroinitializer
declare i32 @snprintf(ptr, i64, ptr, ...)
define i32 @main() {
  %%r = call i32 (ptr, i64, ptr, ...) @snprintf(ptr @buf, i64 16, ptr @fmt%s)
  ret i32 0
}`, 70*len("%1000000c")+1, strings.Repeat("%1000000c", 70), strings.Repeat(", i32 65", 70))},
	{"strncpy with a huge count", `
@s = constant [2 x i8] c"a\00"
declare ptr @malloc(i64)
declare ptr @strncpy(ptr, ptr, i64)
define i32 @main() {
  %p = call ptr @malloc(i64 16)
  %r = call ptr @strncpy(ptr %p, ptr @s, i64 17179869184)
  ret i32 0
}`},
}

// wantLimitOrUB lists the cases whose natural end is undefined behaviour
// rather than the memory limit (the bound is checked before the buffer is
// made).
var wantUB = map[string]bool{"strncpy with a huge count": true}

func TestHostileValues(t *testing.T) {
	for _, tc := range hostileValues {
		t.Run(tc.name, func(t *testing.T) {
			m := parseText(t, tc.src)
			start := time.Now()
			var out strings.Builder
			mc, err := New(m, Options{MaxMemory: 64 << 20, MaxSteps: 100_000_000, Stdout: &out})
			if err == nil {
				_, err = mc.RunMain([]string{"prog"})
			}
			want := ErrMemoryLimit
			if wantUB[tc.name] {
				want = ErrUB
			}
			if !errors.Is(err, want) {
				t.Fatalf("got %v, want %v", err, want)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("internal error: %v", err)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v to stop", d)
			}
			t.Logf("%v", err)
		})
	}
}

// The printf bounds are the same for a literal width and one from *:
// both fields of 1 MiB print; both of 1 MiB + 1 are refused.
func TestPrintfStarBound(t *testing.T) {
	for _, tc := range []struct {
		fmt  string
		args string
		ok   bool
	}{
		{"%1048576d", "i32 1", true},
		{"%*d", "i32 1048576, i32 1", true},
		{"%1048577d", "i32 1", false},
		{"%*d", "i32 1048577, i32 1", false},
		{"%.1048576f", "double 1.0", true},
		{"%.*f", "i32 1048576, double 1.0", true},
		{"%.1048577f", "double 1.0", false},
		{"%.*f", "i32 1048577, double 1.0", false},
		{"%.*f", "i32 -5, double 1.0", true}, // negative precision: as if omitted
	} {
		src := fmt.Sprintf(`@fmt = constant [%d x i8] c"%s\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %%r = call i32 (ptr, ...) @printf(ptr @fmt, %s)
  ret i32 0
}`, len(tc.fmt)+1, tc.fmt, tc.args)
		var out strings.Builder
		mc, err := New(parseText(t, src), Options{Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		_, err = mc.RunMain(nil)
		if tc.ok && err != nil {
			t.Errorf("%s (%s): %v", tc.fmt, tc.args, err)
		}
		if !tc.ok && !errors.Is(err, ErrMemoryLimit) {
			t.Errorf("%s (%s): got %v, want ErrMemoryLimit", tc.fmt, tc.args, err)
		}
		if tc.ok && out.Len() < 1<<20 && !strings.HasPrefix(tc.args, "i32 -") {
			t.Errorf("%s (%s): printed %d bytes, want at least 1 MiB", tc.fmt, tc.args, out.Len())
		}
	}
}

// malloc(n) costs 2n+64 against the limit (the bytes and their
// undefined-bit shadow): 16 blocks of 1 MiB fit 40 MiB; 16 of 2 MiB do
// not. The same for calloc, whose shadow is made on the first undefined
// store.
func TestMallocCost(t *testing.T) {
	for _, tc := range []struct {
		fn    string
		size  int
		fits  bool
		calls string
	}{
		{"malloc", 1 << 20, true, "i64 %n"},
		{"malloc", 2 << 20, false, "i64 %n"},
		{"calloc", 1 << 20, true, "i64 1, i64 %n"},
		{"calloc", 2 << 20, false, "i64 1, i64 %n"},
	} {
		sig := "i64"
		if tc.fn == "calloc" {
			sig = "i64, i64"
		}
		src := fmt.Sprintf(`declare ptr @%s(%s)
define i32 @main() {
entry:
  br label %%l
l:
  %%i = phi i32 [ 0, %%entry ], [ %%j, %%l ]
  %%n = add i64 0, %d
  %%p = call ptr @%s(%s)
  store i8 undef, ptr %%p
  %%j = add i32 %%i, 1
  %%c = icmp ult i32 %%j, 16
  br i1 %%c, label %%l, label %%d
d:
  ret i32 0
}`, tc.fn, sig, tc.size, tc.fn, tc.calls)
		mc, err := New(parseText(t, src), Options{MaxMemory: 40 << 20})
		if err != nil {
			t.Fatal(err)
		}
		_, err = mc.RunMain(nil)
		if tc.fits && err != nil {
			t.Errorf("%s(%d) x16: %v", tc.fn, tc.size, err)
		}
		if !tc.fits && !errors.Is(err, ErrMemoryLimit) {
			t.Errorf("%s(%d) x16: got %v, want ErrMemoryLimit", tc.fn, tc.size, err)
		}
	}
}

// churnValues run to completion under the 64 MiB limit while building
// and dropping large values and blocks all the time: the collector must
// keep the host near the limit.
var churnValues = []struct{ name, src string }{
	{"insertvalue churn", `
define i32 @main() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %a = phi [200000 x i64] [ zeroinitializer, %entry ], [ %b, %l ]
  %b = insertvalue [200000 x i64] %a, i64 %i, 3
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, 300
  br i1 %c, label %l, label %d
d:
  ret i32 0
}`},
	{"vector churn", `
define i32 @main() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %v = phi <100000 x i32> [ zeroinitializer, %entry ], [ %w, %l ]
  %s = insertelement <100000 x i32> poison, i32 %i, i32 0
  %t = shufflevector <100000 x i32> %s, <100000 x i32> poison, <100000 x i32> zeroinitializer
  %w = add <100000 x i32> %v, %t
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 300
  br i1 %c, label %l, label %d
d:
  ret i32 0
}`},
	{"malloc churn", `
declare ptr @malloc(i64)
declare void @free(ptr)
declare ptr @memset(ptr, i32, i64)
define i32 @main() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %p = call ptr @malloc(i64 8000000)
  %q = call ptr @memset(ptr %p, i32 1, i64 8000000)
  call void @free(ptr %p)
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 300
  br i1 %c, label %l, label %d
d:
  ret i32 0
}`},
}

func TestChurnValues(t *testing.T) {
	for _, tc := range churnValues {
		mc, err := New(parseText(t, tc.src), Options{MaxMemory: 64 << 20})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := mc.RunMain(nil); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// rssOverhead is what the host may use beyond MaxMemory: the Go runtime,
// the test binary, the parsed module and garbage the collector has not
// reclaimed yet.
const rssOverhead = 160 << 20

// TestHostileValuesRSS runs every hostile and churning module in a child
// process and checks the child's peak resident set (VmHWM) stays under
// the limit plus rssOverhead.
func TestHostileValuesRSS(t *testing.T) {
	all := append(append([]struct{ name, src string }{}, hostileValues...), churnValues...)
	if name := os.Getenv("IRFIX_HOSTILE_CHILD"); name != "" {
		for _, tc := range all {
			if tc.name != name {
				continue
			}
			mc, err := New(parseText(t, tc.src), Options{MaxMemory: 64 << 20, MaxSteps: 100_000_000})
			if err == nil {
				_, err = mc.RunMain(nil)
			}
			st, _ := os.ReadFile("/proc/self/status")
			for _, l := range strings.Split(string(st), "\n") {
				if strings.HasPrefix(l, "VmHWM:") {
					fmt.Printf("HWM %s\n", strings.Fields(l)[1])
				}
			}
			fmt.Printf("result: %v\n", err)
		}
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read from Linux's /proc/self/status")
	}
	if testing.Short() {
		t.Skip("runs a child process per case")
	}
	for _, tc := range all {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHostileValuesRSS$")
		cmd.Env = append(os.Environ(), "IRFIX_HOSTILE_CHILD="+tc.name)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: child failed: %v\n%s", tc.name, err, out)
			continue
		}
		var kib int64
		for _, l := range strings.Split(string(out), "\n") {
			if rest, ok := strings.CutPrefix(l, "HWM "); ok {
				fmt.Sscan(rest, &kib)
			}
		}
		if kib == 0 {
			t.Errorf("%s: the child did not report its peak RSS:\n%s", tc.name, out)
			continue
		}
		rss := kib << 10
		t.Logf("%s: peak RSS %d MiB", tc.name, rss>>20)
		if rss > 64<<20+rssOverhead {
			t.Errorf("%s: peak RSS %d MiB exceeds the 64 MiB limit + %d MiB", tc.name, rss>>20, rssOverhead>>20)
		}
	}
}

// A C library function declared with fewer parameters than it reads
// (found by FuzzRun: `declare ptr @malloc()`) is undefined behaviour, not
// an interpreter failure.
func TestBuiltinTooFewArgs(t *testing.T) {
	for _, src := range []string{
		"declare ptr @malloc()\ndefine i64 @f() {\n  %p = call ptr @malloc()\n  ret i64 0\n}\n",
		"declare i32 @strcmp(ptr)\n@s = constant [2 x i8] c\"a\\00\"\ndefine i64 @f() {\n  %r = call i32 @strcmp(ptr @s)\n  ret i64 0\n}\n",
		"declare double @pow(double)\ndefine i64 @f() {\n  %r = call double @pow(double 2.0)\n  ret i64 0\n}\n",
	} {
		mc, err := New(parseText(t, src), Options{})
		if err != nil {
			t.Fatal(err)
		}
		_, err = mc.Call("f")
		if !errors.Is(err, ErrUB) || strings.Contains(err.Error(), "internal error") {
			t.Errorf("got %v, want ErrUB naming the short call", err)
		}
	}
}
