package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
)

// irfixBin is the CLI built once by TestMain; the tests run it as a user
// would.
var irfixBin string

// headRev and headRevAfter are `git rev-parse HEAD` just before and after
// the build ("" outside a git checkout).
var headRev, headRevAfter string

func TestMain(m *testing.M) {
	// Every pipeline the tests run checks the module between passes.
	os.Setenv("IRFIX_VERIFY_EACH", "1")
	dir, err := os.MkdirTemp("", "irfix-cli-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if out, err := exec.Command("git", "rev-parse", "HEAD").Output(); err == nil {
		headRev = strings.TrimSpace(string(out))
	}
	irfixBin = filepath.Join(dir, "irfix")
	// -buildvcs=auto overrides a GOFLAGS=-buildvcs=false in the
	// environment, so --version shows the revision as a user's build would.
	build := exec.Command("go", "build", "-buildvcs=auto", "-o", irfixBin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	// Another commit may land while the binary builds; either revision
	// is then right.
	if out, err := exec.Command("git", "rev-parse", "HEAD").Output(); err == nil {
		headRevAfter = strings.TrimSpace(string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	code           int
	stdout, stderr string
}

// runIrfix runs the binary with args and stdin in dir ("" = the test's cwd).
func runIrfix(t *testing.T, dir string, stdin []byte, args ...string) result {
	t.Helper()
	cmd := exec.Command(irfixBin, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("run irfix: %v", err)
		}
		code = ee.ExitCode()
	}
	return result{code, out.String(), errb.String()}
}

const example = "../../examples/numba_cos.typed.ll"

// expectedPrint is what convert must print for the example: the library's
// own Load + Convert.
func expectedPrint(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := irfix.Load(example, src)
	if err != nil {
		t.Fatal(err)
	}
	out, err := irfix.Convert(m, irfix.ConvertOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestConvertOK(t *testing.T) {
	want := expectedPrint(t)
	src, _ := os.ReadFile(example)
	dir := t.TempDir()
	outFile := filepath.Join(dir, "out.ll")

	for _, tc := range []struct {
		name  string
		stdin []byte
		args  []string
	}{
		{"default stdout", nil, []string{"convert", example}},
		{"-o -", nil, []string{"convert", example, "-o", "-"}},
		{"flags first", nil, []string{"convert", "--emit", "ll", "-o", "-", example}},
		{"stdin", src, []string{"convert", "-"}},
		{"stdin, flag after", src, []string{"convert", "-", "--emit=ll"}},
	} {
		r := runIrfix(t, "", tc.stdin, tc.args...)
		if r.code != 0 || r.stderr != "" {
			t.Errorf("%s: exit %d, stderr %q", tc.name, r.code, r.stderr)
			continue
		}
		if r.stdout != string(want) {
			t.Errorf("%s: stdout differs from the library's print", tc.name)
		}
	}

	r := runIrfix(t, "", nil, "convert", example, "-o", outFile)
	if r.code != 0 || r.stdout != "" || r.stderr != "" {
		t.Fatalf("-o FILE: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if got, _ := os.ReadFile(outFile); !bytes.Equal(got, want) {
		t.Error("-o FILE: file content differs from the library's print")
	}
	if es, _ := os.ReadDir(dir); len(es) != 1 {
		t.Errorf("output directory holds %d entries, want just out.ll", len(es))
	}
}

// brokenLL has an unknown opcode; counting by hand, `frobnicate` starts at
// line 3, column 8.
const brokenLL = "define i32 @f() {\nentry:\n  %x = frobnicate i32 1\n  ret i32 %x\n}\n"

func TestSyntaxErrorFormat(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.ll"), []byte(brokenLL), 0o644)
	for _, tc := range []struct {
		name, file string
		stdin      []byte
		args       []string
	}{
		{"file", "bad.ll", nil, []string{"convert", "bad.ll"}},
		{"stdin", "<stdin>", []byte(brokenLL), []string{"convert", "-"}},
		{"verify", "bad.ll", nil, []string{"verify", "bad.ll"}},
	} {
		r := runIrfix(t, dir, tc.stdin, tc.args...)
		if r.code != 1 || r.stdout != "" {
			t.Errorf("%s: exit %d, stdout %q; want exit 1, no output", tc.name, r.code, r.stdout)
		}
		lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
		if len(lines) != 3 {
			t.Fatalf("%s: stderr has %d lines, want message, source line, caret:\n%s", tc.name, len(lines), r.stderr)
		}
		if prefix := "irfix: " + tc.file + ":3:8: "; !strings.HasPrefix(lines[0], prefix) || len(lines[0]) == len(prefix) {
			t.Errorf("%s: first line %q, want %q followed by a message", tc.name, lines[0], prefix)
		}
		if lines[1] != "  %x = frobnicate i32 1" || lines[2] != "       ^" {
			t.Errorf("%s: detail\n%s\n%s\nwant the source line and a caret under column 8", tc.name, lines[1], lines[2])
		}
	}
}

func TestAtomicOutput(t *testing.T) {
	dir := t.TempDir()
	example, err := filepath.Abs(example)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "bad.ll"), []byte(brokenLL), 0o644)

	// A failing conversion creates no file...
	r := runIrfix(t, dir, nil, "convert", "bad.ll", "-o", "new.ll")
	if r.code != 1 {
		t.Fatalf("exit %d, want 1", r.code)
	}
	if _, err := os.Stat(filepath.Join(dir, "new.ll")); err == nil {
		t.Error("a failed conversion created its output file")
	}
	// ...and leaves an existing one alone.
	os.WriteFile(filepath.Join(dir, "old.ll"), []byte("precious\n"), 0o644)
	if r := runIrfix(t, dir, nil, "convert", "bad.ll", "-o", "old.ll"); r.code != 1 {
		t.Fatalf("exit %d, want 1", r.code)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "old.ll")); string(got) != "precious\n" {
		t.Errorf("existing output clobbered: %q", got)
	}
	// A construct the target cannot express: exit 3, nothing written.
	os.WriteFile(filepath.Join(dir, "rmw.ll"), []byte(rmwLL), 0o644)
	if r := runIrfix(t, dir, nil, "convert", "rmw.ll", "--target", "15-typed", "-o", "old.ll"); r.code != 3 {
		t.Errorf("not expressible: exit %d, stderr %q", r.code, r.stderr)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "old.ll")); string(got) != "precious\n" {
		t.Errorf("existing output clobbered by a failed conversion: %q", got)
	}
	// Output into a missing directory fails cleanly.
	if r := runIrfix(t, dir, nil, "convert", example, "-o", "nodir/x.ll"); r.code != 1 ||
		!strings.HasPrefix(r.stderr, "irfix: ") || !strings.Contains(r.stderr, "nodir") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("missing dir: exit %d, stderr %q", r.code, r.stderr)
	}
	es, _ := os.ReadDir(dir)
	if len(es) != 3 {
		var names []string
		for _, e := range es {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only bad.ll, old.ll and rmw.ll", names)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"--no-such-flag"},
		{"convert"},
		{"convert", "a.ll", "b.ll"},
		{"convert", "--no-such-flag", example},
		{"convert", example, "--emit", "asm"},
		{"convert", example, "--emit", "bc"},
		{"convert", example, "--target", "17-typed"},
		{"convert", example, "-o"},
		{"verify"},
	} {
		r := runIrfix(t, "", nil, args...)
		if r.code != 2 || r.stdout != "" {
			t.Errorf("irfix %q: exit %d, stdout %q; want 2 and no output", args, r.code, r.stdout)
		}
		if !strings.HasPrefix(r.stderr, "irfix: usage: ") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("irfix %q: stderr %q, want one `irfix: usage:` line", args, r.stderr)
		}
	}
}

func TestMissingInputFile(t *testing.T) {
	r := runIrfix(t, t.TempDir(), nil, "convert", "nope.ll")
	if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: ") || !strings.Contains(r.stderr, "nope.ll") ||
		strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestBitcodeInput(t *testing.T) {
	as := llvmTool(t, "llvm-as-16")
	bc, err := exec.Command(as, "-o", "-", "../../examples/numba_cos.opaque16.ll").Output()
	if err != nil {
		t.Fatal(err)
	}
	r := runIrfix(t, "", bc, "convert", "-")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("convert bitcode: exit %d, stderr %q", r.code, r.stderr)
	}
	// The text irfix prints for the bitcode must assemble back.
	cmd := exec.Command(as, "-o", os.DevNull, "-")
	cmd.Stdin = strings.NewReader(r.stdout)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("llvm-as-16 rejects irfix's text for the bitcode: %v\n%s", err, out)
	}

	r = runIrfix(t, "", bc[:len(bc)/2], "convert", "-")
	if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: <stdin>: bit ") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("truncated bitcode: exit %d, stderr %q; want 1 and one `irfix: <stdin>: bit N ...` line", r.code, r.stderr)
	}
}

func TestVerify(t *testing.T) {
	r := runIrfix(t, "", nil, "verify", example)
	if r.code != 0 || r.stdout != "ok\n" || r.stderr != "" {
		t.Errorf("verify example: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestVersion(t *testing.T) {
	r := runIrfix(t, "", nil, "--version")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stdout, "irfix version ") || !strings.Contains(r.stdout, runtime.Version()) ||
		strings.Count(r.stdout, "\n") != 1 {
		t.Errorf("--version printed %q", r.stdout)
	}
	if headRev != "" && !strings.Contains(r.stdout, "rev "+headRev[:12]) &&
		(len(headRevAfter) < 12 || !strings.Contains(r.stdout, "rev "+headRevAfter[:12])) {
		t.Errorf("--version printed %q, want it to name revision %s", r.stdout, headRev[:12])
	}
}

func TestHelp(t *testing.T) {
	r := runIrfix(t, "", nil, "--help")
	if r.code != 0 || !strings.Contains(r.stdout, "convert") || !strings.Contains(r.stdout, "verify") {
		t.Errorf("--help: exit %d, stdout %q", r.code, r.stdout)
	}
}

// TestExitCodes checks the error-class to exit-code mapping in process,
// including 3, which no command can produce until downgrade exists.
func TestExitCodes(t *testing.T) {
	var buf bytes.Buffer
	for _, tc := range []struct {
		err  error
		code int
	}{
		{nil, 0},
		{fmt.Errorf("x: %w", irfix.ErrBadInput), 1},
		{fmt.Errorf("x: %w", irfix.ErrUnsupported), 1},
		{errors.New("disk full"), 1},
		{usagef("missing input"), 2},
		{fmt.Errorf("f.ll: @g: %w", irfix.ErrNotExpressible), 3},
	} {
		buf.Reset()
		if got := report(&buf, tc.err); got != tc.code {
			t.Errorf("report(%v) = %d, want %d", tc.err, got, tc.code)
		}
		if tc.err != nil && !strings.HasPrefix(buf.String(), "irfix: ") {
			t.Errorf("report(%v) printed %q", tc.err, buf.String())
		}
	}
}

func TestVerifyProblems(t *testing.T) {
	// Parses (the syntax is fine) but %x, defined in %a, is used in %b,
	// which %a does not dominate.
	src := "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n}\n"
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "dom.ll"), []byte(src), 0o644)
	r := runIrfix(t, dir, nil, "verify", "dom.ll")
	if r.code != 1 || r.stdout != "" {
		t.Fatalf("exit %d, stdout %q; want 1 and nothing on stdout", r.code, r.stdout)
	}
	for _, line := range strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n") {
		if !strings.HasPrefix(line, "irfix: dom.ll:") || !strings.Contains(line, "@f") {
			t.Errorf("problem line %q, want `irfix: dom.ll:...@f...`", line)
		}
	}
	if !strings.Contains(r.stderr, "%x") {
		t.Errorf("stderr %q does not mention %%x", r.stderr)
	}
}

// TestRequiredFlags checks, in process, that a missing required flag is a
// one-line usage error rather than urfave/cli's help dump.
func TestRequiredFlags(t *testing.T) {
	app := newApp(nil, nil, nil)
	app.Commands = append(app.Commands, &cli.Command{
		Name:  "needs",
		Flags: []cli.Flag{&cli.StringFlag{Name: "fn", Aliases: []string{"f"}, Required: true}},
	})
	for _, tc := range []struct {
		args    []string
		missing bool
	}{
		{[]string{"irfix", "needs", "x.ll"}, true},
		{[]string{"irfix", "needs", "--fn", "g", "x.ll"}, false},
		{[]string{"irfix", "needs", "-f=g", "x.ll"}, false},
		{[]string{"irfix", "needs", "--help"}, false},
		{[]string{"irfix", "needs", "--", "--fn"}, true},
		{[]string{"irfix", "--version"}, false},
	} {
		err := missingRequired(app, tc.args)
		var ue *usageError
		if got := errors.As(err, &ue); got != tc.missing {
			t.Errorf("%q: err = %v, want missing = %v", tc.args, err, tc.missing)
		}
		if tc.missing && !strings.Contains(err.Error(), "--fn") {
			t.Errorf("%q: err = %v does not name --fn", tc.args, err)
		}
	}
}

// rmwLL uses atomicrmw usub_sat, which LLVM readers before 20 lack; the
// instruction starts at line 2, column 3.
const rmwLL = "define void @f(ptr %p) {\n  %x = atomicrmw usub_sat ptr %p, i32 1 seq_cst, align 4\n  ret void\n}\n"

func TestConvertTarget(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "rmw.ll"), []byte(rmwLL), 0o644)
	r := runIrfix(t, dir, nil, "convert", "rmw.ll", "--target", "15-typed")
	if r.code != 3 || r.stdout != "" {
		t.Fatalf("exit %d, stdout %q; want 3 and no output", r.code, r.stdout)
	}
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	for _, l := range lines {
		if !strings.HasPrefix(l, "irfix: rmw.ll:") || !strings.Contains(l, "15-typed") {
			t.Errorf("line %q, want `irfix: rmw.ll:...` naming the target", l)
		}
	}
	if !strings.Contains(r.stderr, "atomicrmw usub_sat") {
		t.Errorf("stderr %q does not name the construct", r.stderr)
	}

	// The seed's opaque module for Julia 1.11 (typed LLVM 16), as text and
	// as bitcode, both read by llvm-as-16 / llvm-dis-16 in typed mode.
	opaque, err := filepath.Abs("../../examples/numba_cos.opaque16.ll")
	if err != nil {
		t.Fatal(err)
	}
	r = runIrfix(t, dir, nil, "convert", opaque, "--target", "16-typed")
	if r.code != 0 || !strings.Contains(r.stdout, "double* ") {
		t.Fatalf("--target 16-typed: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runIrfix(t, dir, nil, "convert", opaque, "--target", "16-typed", "--emit", "bc", "-o", "jl.bc")
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("--emit bc: exit %d, stderr %q", r.code, r.stderr)
	}
	dis := llvmTool(t, "llvm-dis-16")
	out, err := exec.Command(dis, "-opaque-pointers=0", "-o", "-", filepath.Join(dir, "jl.bc")).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "double* ") {
		t.Errorf("llvm-dis-16 -opaque-pointers=0 on irfix's bitcode: %v\n%s", err, out)
	}
}
