package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

var valgrind = flag.Bool("valgrind", false, "also run the C program under valgrind and check for leaks (slow)")

// buildDir holds what buildLib builds, once for all tests.
var (
	buildDir  string
	buildOnce sync.Once
	built     struct {
		lib, prog, cc string
		skip, err     string
	}
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// buildLib builds libirfix.so and the C test program testdata/threads.c
// (once per test run) and returns their paths and the C compiler.
func buildLib(t *testing.T) (lib, prog, cc string) {
	t.Helper()
	buildOnce.Do(func() {
		goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
		if _, err := os.Stat(goTool); err != nil {
			goTool = "go"
		}
		env, err := exec.Command(goTool, "env", "CGO_ENABLED", "CC").Output()
		if err != nil {
			built.err = fmt.Sprintf("go env: %v", err)
			return
		}
		fields := strings.Fields(string(env))
		if len(fields) < 2 || fields[0] != "1" {
			built.skip = fmt.Sprintf("cgo is disabled (go env CGO_ENABLED CC = %q): libirfix.so cannot be built", env)
			return
		}
		if built.cc, err = exec.LookPath(fields[1]); err != nil {
			built.skip = fmt.Sprintf("C compiler %s not found", fields[1])
			return
		}
		if buildDir, err = os.MkdirTemp("", "libirfix-test"); err != nil {
			built.err = err.Error()
			return
		}
		built.lib = filepath.Join(buildDir, "libirfix.so")
		if out, err := exec.Command(goTool, "build", "-buildmode=c-shared", "-o", built.lib, ".").CombinedOutput(); err != nil {
			built.err = fmt.Sprintf("go build -buildmode=c-shared: %v\n%s", err, out)
			return
		}
		built.prog = filepath.Join(buildDir, "threads")
		if out, err := exec.Command(built.cc, "-Wall", "-Werror", "-g", "-I.", "-o", built.prog, "testdata/threads.c", "-ldl", "-lpthread").CombinedOutput(); err != nil {
			built.err = fmt.Sprintf("%s testdata/threads.c: %v\n%s", built.cc, err, out)
		}
	})
	switch {
	case built.err != "":
		t.Fatal(built.err)
	case built.skip != "" && testenv.RequireLLVM():
		t.Fatalf("%s (and IRFIX_REQUIRE_LLVM=1)", built.skip)
	case built.skip != "":
		t.Skip(built.skip)
	}
	return built.lib, built.prog, built.cc
}

// TestCLibraryThreads: a C program dlopens libirfix.so and converts the
// seed's opaque LLVM 16 bitcode from 8 threads at once through
// irfix_convert ("16-typed") and LLVMDGDowngrade (14.0), and checks the
// error paths; every result is read back by the reader it is for.
func TestCLibraryThreads(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.opaque16.bc")
	lib, prog, _ := buildLib(t)
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
	lib, prog, _ := buildLib(t)
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

// TestCLibraryExamples runs the C and Python examples the README shows
// (examples/libirfix) against the library: the seed converted for
// 16-typed is read by llvm-dis-16 -opaque-pointers=0 with its typed
// pointers, and an error comes back with its exit code and class.
func TestCLibraryExamples(t *testing.T) {
	seed := testenv.Seed(t, "numba_cos.opaque16.bc")
	lib, _, cc := buildLib(t)
	dis16 := testenv.Tool(t, "llvm-dis-16")
	dir := t.TempDir()
	ex := filepath.Join("..", "..", "examples", "libirfix")
	conv := filepath.Join(dir, "convert")
	if out, err := exec.Command(cc, "-Wall", "-Werror", "-I.", "-o", conv, filepath.Join(ex, "convert.c"),
		"-L"+filepath.Dir(lib), "-lirfix", "-Wl,-rpath,"+filepath.Dir(lib)).CombinedOutput(); err != nil {
		t.Fatalf("compile convert.c: %v\n%s", err, out)
	}
	py := testenv.Tool(t, "python3")
	for _, c := range []struct {
		name string
		cmd  []string
	}{
		{"C", []string{conv, seed, "16-typed", filepath.Join(dir, "c.bc")}},
		{"Python", []string{py, filepath.Join(ex, "convert.py"), lib, seed, "16-typed", filepath.Join(dir, "py.bc")}},
	} {
		if out, err := exec.Command(c.cmd[0], c.cmd[1:]...).CombinedOutput(); err != nil {
			t.Errorf("%s example: %v\n%s", c.name, err, out)
			continue
		}
		out := c.cmd[len(c.cmd)-1]
		text, err := exec.Command(dis16, "-opaque-pointers=0", "-o", "-", out).CombinedOutput()
		if err != nil || !strings.Contains(string(text), "double* noalias nocapture writeonly %retptr") {
			t.Errorf("%s example: llvm-dis-16 -opaque-pointers=0: %v\n%.300s", c.name, err, text)
		}
	}
	// Errors: exit code 2 (usage) for a bad target, message with the class.
	cmd := exec.Command(conv, seed, "9", filepath.Join(dir, "bad.bc"))
	out, err := cmd.CombinedOutput()
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 2 || !strings.HasPrefix(string(out), "irfix: error: usage: ") {
		t.Errorf("C example with target 9: %v, %q", err, out)
	}
	cmd = exec.Command(py, filepath.Join(ex, "convert.py"), lib, seed, "5", filepath.Join(dir, "bad.bc"))
	out, _ = cmd.CombinedOutput()
	if !strings.Contains(string(out), "RuntimeError: irfix exit 2: usage: ") {
		t.Errorf("Python example with target 5: %q", out)
	}
}
