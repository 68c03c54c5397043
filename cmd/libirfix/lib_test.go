package main

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

var valgrind = flag.Bool("valgrind", false, "also run the C program under valgrind and check for leaks (slow)")

// buildLib builds libirfix.so and the C test program testdata/threads.c
// into a temporary directory and returns their paths.
func buildLib(t *testing.T) (lib, prog string) {
	t.Helper()
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool = "go"
	}
	env, err := exec.Command(goTool, "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	fields := strings.Fields(string(env))
	if len(fields) < 2 || fields[0] != "1" {
		if testenv.RequireLLVM() {
			t.Fatalf("cgo is disabled (go env CGO_ENABLED = %q): libirfix.so cannot be built", env)
		}
		t.Skip("cgo disabled: the C library is not built")
	}
	cc := testenv.Tool(t, fields[1])
	dir := t.TempDir()
	lib = filepath.Join(dir, "libirfix.so")
	if out, err := exec.Command(goTool, "build", "-buildmode=c-shared", "-o", lib, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -buildmode=c-shared: %v\n%s", err, out)
	}
	prog = filepath.Join(dir, "threads")
	if out, err := exec.Command(cc, "-Wall", "-Werror", "-g", "-I.", "-o", prog, "testdata/threads.c", "-ldl", "-lpthread").CombinedOutput(); err != nil {
		t.Fatalf("%s testdata/threads.c: %v\n%s", cc, err, out)
	}
	return lib, prog
}

// TestCLibraryThreads: a C program dlopens libirfix.so and converts the
// seed's opaque LLVM 16 bitcode from 8 threads at once through
// irfix_convert ("16-typed") and LLVMDGDowngrade (14.0), and checks the
// error paths; every result is read back by the reader it is for.
func TestCLibraryThreads(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.opaque16.bc")
	lib, prog := buildLib(t)
	out := t.TempDir()
	res, err := exec.Command(prog, lib, seed, out).CombinedOutput()
	t.Logf("%s", res)
	if err != nil || !strings.Contains(string(res), "\n0 failures\n") {
		t.Fatalf("threads: %v", err)
	}

	data, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}
	want16, err := irfix.Hook("<input>", data, target.MustParse("16-typed"))
	if err != nil {
		t.Fatal(err)
	}
	dis16 := testenv.Tool(t, "llvm-dis-16")
	dis14 := testenv.Tool(t, "llvm-dis-14")
	opt14 := testenv.Tool(t, "opt-14")
	opt16 := testenv.Tool(t, "opt-16")
	var first14 []byte
	for n := range 8 {
		c := filepath.Join(out, "convert-"+string(rune('0'+n))+".bc")
		got, err := os.ReadFile(c)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want16) {
			t.Errorf("%s: differs from irfix.Hook's output for 16-typed", c)
		}
		text, err := exec.Command(dis16, "-opaque-pointers=0", "-o", "-", c).CombinedOutput()
		if err != nil || !strings.Contains(string(text), "double* noalias nocapture writeonly %retptr") {
			t.Errorf("llvm-dis-16 -opaque-pointers=0 %s: %v\n%.400s", c, err, text)
		}
		d := filepath.Join(out, "downgrade-"+string(rune('0'+n))+".bc")
		got14, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		if first14 == nil {
			first14 = got14
		} else if !bytes.Equal(got14, first14) {
			t.Errorf("%s differs from downgrade-0.bc", d)
		}
		text, err = exec.Command(dis14, "-o", "-", d).CombinedOutput()
		if err != nil || !strings.Contains(string(text), "double* noalias nocapture writeonly %retptr") {
			t.Errorf("llvm-dis-14 %s: %v\n%.400s", d, err, text)
		}
	}
	if o, err := exec.Command(opt16, "-opaque-pointers=0", "-passes=verify", "-disable-output", filepath.Join(out, "convert-0.bc")).CombinedOutput(); err != nil {
		t.Errorf("opt-16 -opaque-pointers=0 -passes=verify: %v\n%s", err, o)
	}
	if o, err := exec.Command(opt14, "-passes=verify", "-disable-output", filepath.Join(out, "downgrade-0.bc")).CombinedOutput(); err != nil {
		t.Errorf("opt-14 -passes=verify: %v\n%s", err, o)
	}
}

var lostRE = regexp.MustCompile(`(definitely|indirectly) lost: ([0-9,]+) bytes`)

// TestCLibraryValgrind (-valgrind) runs the C program under valgrind's
// leak checker: nothing the library hands out may be definitely or
// indirectly lost. Memcheck's other reports inside the Go runtime and Go
// code are not looked at: valgrind does not model Go's heap and stacks
// (Go's -tags valgrind instrumentation needs a newer valgrind than 3.19).
// The same run with one result deliberately not freed must show the leak,
// so the check can fail.
func TestCLibraryValgrind(t *testing.T) {
	if !*valgrind {
		t.Skip("valgrind run is behind -valgrind (slow)")
	}
	vg := testenv.Tool(t, "valgrind")
	seed := testenv.Seed(t, "numba_cos.opaque16.bc")
	lib, prog := buildLib(t)
	lost := func(extra ...string) (map[string]string, string) {
		args := append([]string{"--leak-check=full", prog, lib, seed, t.TempDir()}, extra...)
		out, err := exec.Command(vg, args...).CombinedOutput()
		if err != nil {
			t.Fatalf("valgrind: %v\n%s", err, out)
		}
		m := map[string]string{}
		for _, s := range lostRE.FindAllStringSubmatch(string(out), -1) {
			m[s[1]] = s[2]
		}
		return m, string(out)
	}
	m, out := lost()
	if m["definitely"] != "0" || m["indirectly"] != "0" {
		t.Errorf("leaks: definitely lost %s, indirectly lost %s bytes\n%s", m["definitely"], m["indirectly"], out)
	}
	m, out = lost("leak")
	if m["definitely"] == "0" || m["definitely"] == "" {
		t.Errorf("a result deliberately not freed was not reported as lost:\n%s", out)
	}
}
