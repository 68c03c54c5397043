package interp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Corpus modules without a main (Numba kernels, Rust libraries) are
// checked by appending a small driver main that calls their functions and
// prints the results exactly (%a), then comparing the interpreter with
// the producer's own lli on the combined module.

type kernelCase struct {
	glob   string // corpus/inputs file pattern
	typed  bool   // typed-pointer syntax (Numba: LLVM 14)
	lli    string
	finder string // regexp finding the function names the driver uses ($1, $2, ...)
	driver string // body of main; {0}, {1}, ... are the found names
}

var kernelCases = []kernelCase{
	{"numba_cos.numba14.*.ll", true, "lli-14", `define double @(cfunc\.[^(]*cos_model[^(]*)\(`, `
  %r0 = call double @"{0}"(double 1.0, double 1.0, double 1.0, double 1.0)
  call void @irfix.print(double %r0)
  %r1 = call double @"{0}"(double 2.5, double 0.3, double -1.25, double 7.0)
  call void @irfix.print(double %r1)`},
	{"numba_piecewise.numba14.*.ll", true, "lli-14", `define double @(cfunc\.[^(]*piecewise[^(]*)\(`, `
  %r0 = call double @"{0}"(double 2.5, i64 3)
  call void @irfix.print(double %r0)
  %r1 = call double @"{0}"(double -3.0, i64 4)
  call void @irfix.print(double %r1)
  %r2 = call double @"{0}"(double 0.375, i64 2)
  call void @irfix.print(double %r2)`},
	{"numba_sumsq.numba14.*.ll", true, "lli-14", `define double @(cfunc\.[^(]*sumsq[^(]*)\(`, `
  %a = alloca [5 x double], align 8
  %a0 = getelementptr [5 x double], [5 x double]* %a, i64 0, i64 0
  store double 1.5, double* %a0
  %a1 = getelementptr [5 x double], [5 x double]* %a, i64 0, i64 1
  store double -2.0, double* %a1
  %a2 = getelementptr [5 x double], [5 x double]* %a, i64 0, i64 2
  store double 0.1, double* %a2
  %a3 = getelementptr [5 x double], [5 x double]* %a, i64 0, i64 3
  store double 3.0, double* %a3
  %a4 = getelementptr [5 x double], [5 x double]* %a, i64 0, i64 4
  store double 1.0e10, double* %a4
  %s0 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } undef, i8* null, 0
  %s1 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s0, i8* null, 1
  %s2 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s1, i64 5, 2
  %s3 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s2, i64 8, 3
  %s4 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s3, double* %a0, 4
  %s5 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s4, [1 x i64] [i64 5], 5
  %s6 = insertvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s5, [1 x i64] [i64 8], 6
  %r = call double @"{0}"({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %s6)
  call void @irfix.print(double %r)`},
	{"rust_lib.rustc22.*.ll", false, "lli-22", `(?s)@(rl_cos_model)\(.*`, `
  %r0 = call double @{0}(double 1.0, double 1.0, double 1.0, double 1.0)
  call void @irfix.print(double %r0)
  %r1 = call double @rl_poly(double -0.75)
  call void @irfix.print(double %r1)
  %x = alloca [4 x double], align 8
  store double 2.5, ptr %x
  %x1 = getelementptr double, ptr %x, i64 1
  store double -1.0, ptr %x1
  %x2 = getelementptr double, ptr %x, i64 2
  store double 4.25, ptr %x2
  %x3 = getelementptr double, ptr %x, i64 3
  store double 0.5, ptr %x3
  %st = alloca [3 x double], align 8
  %ok = call i32 @rl_stats(ptr %x, i64 4, ptr %st)
  %ok64 = sext i32 %ok to i64
  call void @irfix.printi(i64 %ok64)
  %m0 = load double, ptr %st
  call void @irfix.print(double %m0)
  %st1 = getelementptr double, ptr %st, i64 1
  %m1 = load double, ptr %st1
  call void @irfix.print(double %m1)
  %st2 = getelementptr double, ptr %st, i64 2
  %m2 = load double, ptr %st2
  call void @irfix.print(double %m2)
  %empty = call i32 @rl_stats(ptr null, i64 0, ptr %st)
  %e64 = sext i32 %empty to i64
  call void @irfix.printi(i64 %e64)
  %ints = alloca [3 x i32], align 4
  store i32 7, ptr %ints
  %i1 = getelementptr i32, ptr %ints, i64 1
  store i32 9, ptr %i1
  %i2 = getelementptr i32, ptr %ints, i64 2
  store i32 11, ptr %i2
  %f0 = call i64 @rl_find(ptr %ints, i64 3, i32 11)
  call void @irfix.printi(i64 %f0)
  %f1 = call i64 @rl_find(ptr %ints, i64 3, i32 8)
  call void @irfix.printi(i64 %f1)
  %q = call double @rl_integrate(double 0.0, double 2.0, i32 1000)
  call void @irfix.print(double %q)
  %c = call double @rl_checked_index(ptr %x, i64 4, i64 2)
  call void @irfix.print(double %c)`},
}

func kernelDriver(typed bool, body string) string {
	ptr := "ptr"
	fmtPtr := "ptr @irfix.fa"
	fmtPtrI := "ptr @irfix.fd"
	if typed {
		ptr = "i8*"
		fmtPtr = "i8* getelementptr ([4 x i8], [4 x i8]* @irfix.fa, i64 0, i64 0)"
		fmtPtrI = "i8* getelementptr ([6 x i8], [6 x i8]* @irfix.fd, i64 0, i64 0)"
	}
	return `
@irfix.fa = private unnamed_addr constant [4 x i8] c"%a\0A\00"
@irfix.fd = private unnamed_addr constant [6 x i8] c"%lld\0A\00"
declare i32 @printf(` + ptr + `, ...)
define void @irfix.print(double %v) {
  call i32 (` + ptr + `, ...) @printf(` + fmtPtr + `, double %v)
  ret void
}
define void @irfix.printi(i64 %v) {
  call i32 (` + ptr + `, ...) @printf(` + fmtPtrI + `, i64 %v)
  ret void
}
define i32 @main() {` + body + `
  ret i32 0
}
`
}

func TestCorpusKernels(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "corpus", "inputs")
	for _, kc := range kernelCases {
		files, _ := filepath.Glob(filepath.Join(dir, kc.glob))
		if len(files) == 0 {
			t.Errorf("no corpus files match %s", kc.glob)
		}
		for _, f := range files {
			kc, f := kc, f
			t.Run(filepath.Base(f), func(t *testing.T) {
				lli := needTool(t, kc.lli)
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				mm := regexp.MustCompile(kc.finder).FindSubmatch(src)
				if mm == nil {
					t.Fatalf("no function matching %s", kc.finder)
				}
				body := kc.driver
				for i, name := range mm[1:] {
					body = strings.ReplaceAll(body, "{"+strconv.Itoa(i)+"}", string(name))
				}
				if bytes.Contains(src, []byte("@printf(")) {
					t.Fatalf("module already declares printf; the driver would clash")
				}
				text := stubRuntime(t, string(src)) + kernelDriver(kc.typed, body)
				path := filepath.Join(t.TempDir(), "driver.ll")
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
				var want bytes.Buffer
				cmd := exec.Command(lli, path)
				cmd.Stdout = &want
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				if err := cmd.Run(); err != nil {
					t.Fatalf("%s: %v\n%s", kc.lli, err, stderr.String())
				}
				m := parseText(t, text)
				var got bytes.Buffer
				mc, err := New(m, Options{Stdout: &got})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := mc.RunMain(nil); err != nil {
					t.Fatalf("run: %v\noutput:\n%s", err, got.String())
				}
				if got.String() != want.String() {
					t.Errorf("output differs from %s\n%s", kc.lli, lineDiff(want.String(), got.String()))
				}
				if want.Len() == 0 {
					t.Errorf("the driver printed nothing")
				}
			})
		}
	}
}

// stubRuntime replaces what lli cannot link and the driver never calls by
// trivial definitions: the Python C API and Numba runtime that Numba's
// CPython wrappers use, and Rust's core::panicking entry points (panic
// paths the driver's in-range arguments do not take).
func stubRuntime(t *testing.T, src string) string {
	m := parseText(t, src)
	python := func(name string) bool {
		for _, p := range []string{"Py", "_Py", "numba_", "NRT_"} {
			if strings.HasPrefix(name, p) {
				return true
			}
		}
		return strings.Contains(name, "4core9panicking")
	}
	lines := strings.Split(src, "\n")
	for _, f := range m.Funcs {
		if !f.IsDeclaration() || !python(f.Name) {
			continue
		}
		var ps []string
		for _, p := range f.Sig.Params() {
			ps = append(ps, lltext.FormatType(p))
		}
		if f.Sig.Variadic {
			ps = append(ps, "...")
		}
		ret := "ret void"
		if f.Sig.Ret.Kind != ir.VoidKind {
			ret = "ret " + lltext.FormatType(f.Sig.Ret) + " zeroinitializer"
		}
		stub := "define " + lltext.FormatType(f.Sig.Ret) + " @" + f.Name + "(" + strings.Join(ps, ", ") + ") {\n  " + ret + "\n}"
		for i, l := range lines {
			if strings.HasPrefix(l, "declare ") && strings.Contains(l, "@"+f.Name+"(") {
				lines[i] = stub
			}
		}
	}
	ext := regexp.MustCompile(`^(@[^ ]+ = )external (.*?global )([^,]+)(,.*)?$`)
	for _, g := range m.Globals {
		if g.Init != nil || !python(g.Name) {
			continue
		}
		for i, l := range lines {
			if strings.HasPrefix(l, "@"+g.Name+" = external") {
				lines[i] = ext.ReplaceAllString(l, "${1}${2}${3} zeroinitializer${4}")
			}
		}
	}
	return strings.Join(lines, "\n")
}
