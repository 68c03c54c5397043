package main

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// hookErrLine is the machine-readable first stderr line of a failure.
var hookErrLine = regexp.MustCompile(`^irfix: error: (bad-input|unsupported|not-expressible|usage): \S`)

// runAs runs the CLI binary under another name (a symlink in dir, as a
// caller installs it) with args and stdin.
func runAs(t *testing.T, dir, name string, stdin []byte, args ...string) result {
	t.Helper()
	link := filepath.Join(dir, name)
	if _, err := os.Lstat(link); err != nil {
		if err := os.Symlink(irfixBin, link); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(link, args...)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	code := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("run %s: %v", name, err)
		}
		code = ee.ExitCode()
	}
	return result{code, out.String(), errb.String()}
}

// reads checks that the reader of bitcode version ver (llvm-dis-N with
// the pointer mode the compat mapping gives) reads bc and that opt-N
// -passes=verify accepts it; it returns the disassembly.
func reads(t *testing.T, what string, bc []byte, major string, typed bool) string {
	t.Helper()
	flags := []string{}
	if typed && major != "14" {
		flags = append(flags, "-opaque-pointers=0")
	}
	dis := testenv.Tool(t, "llvm-dis-"+major)
	opt := testenv.Tool(t, "opt-"+major)
	f := filepath.Join(t.TempDir(), "out.bc")
	if err := os.WriteFile(f, bc, 0o644); err != nil {
		t.Fatal(err)
	}
	text, err := exec.Command(dis, append(flags, "-o", "-", f)...).CombinedOutput()
	if err != nil {
		t.Errorf("%s: llvm-dis-%s %v rejects the output: %v\n%s", what, major, flags, err, firstN(string(text), 5))
		return ""
	}
	if out, err := exec.Command(opt, append(flags, "-passes=verify", "-disable-output", f)...).CombinedOutput(); err != nil {
		t.Errorf("%s: opt-%s -passes=verify rejects the output: %v\n%s", what, major, err, firstN(string(out), 5))
	}
	return string(text)
}

func firstN(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// hookCorpus are corpus modules of several producers and pointer modes.
var hookCorpus = []string{
	"atomics.clang15typed.O2.g.bc",
	"complex.clang16.O2.bc",
	"complex.clang19.O0.g.bc",
	"callmismatch.clang22.O2.bc",
	"callmismatch.clang16typed.O2.ll",
}

func corpusFile(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "corpus", "inputs", name))
	if err != nil {
		t.Fatal(err)
	}
	if !fileExists(p) {
		t.Fatalf("corpus module %s missing", p)
	}
	return p
}

func TestHookSeedTyped16(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-16")
	bc, err := exec.Command(as, seedPath(t, "../../../shared/seed/numba_cos.typed.ll"), "-o", "-").Output()
	if err != nil {
		t.Fatalf("llvm-as-16: %v", err)
	}
	r := runIrfix(t, "", bc, "hook", "--reader", "16-typed")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("hook: exit %d, stderr %q", r.code, r.stderr)
	}
	text := reads(t, "hook --reader 16-typed", []byte(r.stdout), "16", true)
	if !strings.Contains(text, "double* noalias nocapture writeonly %retptr") {
		t.Errorf("llvm-dis-16 -opaque-pointers=0 of the hook's output lacks `double* ... %%retptr`:\n%s", text)
	}
}

// TestHookIdempotent: the hook's output fed back gives the same bytes, for
// the seed (text and bitcode) and corpus modules, for typed and opaque
// readers; every output is read by its reader.
func TestHookIdempotent(t *testing.T) {
	inputs := []string{seedPath(t, seedBC), seedPath(t, seedLL)}
	for _, c := range hookCorpus {
		inputs = append(inputs, corpusFile(t, c))
	}
	for _, in := range inputs {
		for _, rd := range []struct {
			name, major string
			typed       bool
		}{{"14", "14", true}, {"16-typed", "16", true}, {"22", "22", false}} {
			what := filepath.Base(in) + " --reader " + rd.name
			r1 := runIrfix(t, "", nil, "hook", "--reader", rd.name, in)
			if r1.code != 0 || r1.stderr != "" {
				t.Errorf("%s: exit %d, stderr %q", what, r1.code, r1.stderr)
				continue
			}
			r2 := runIrfix(t, "", []byte(r1.stdout), "hook", "--reader", rd.name)
			if r2.code != 0 || r2.stdout != r1.stdout {
				t.Errorf("%s: output fed back differs (exit %d, %d vs %d bytes, stderr %q)", what, r2.code, len(r2.stdout), len(r1.stdout), r2.stderr)
			}
			if !strings.HasPrefix(r1.stdout, "BC\xc0\xde") {
				t.Errorf("%s: stdout is not raw bitcode", what)
			}
			reads(t, what, []byte(r1.stdout), rd.major, rd.typed)
		}
	}
}

// TestHookErrors: every failure is exit 1, 2 or 3 with nothing on stdout
// and the machine-readable first line.
func TestHookErrors(t *testing.T) {
	dir := t.TempDir()
	te := filepath.Join(dir, "te.ll")
	if err := os.WriteFile(te, []byte("define void @f(target(\"spirv.Event\") %e) {\n  ret void\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seed := seedPath(t, seedBC)
	for _, c := range []struct {
		stdin []byte
		args  []string
		code  int
		class string
	}{
		{nil, []string{"hook", seed}, 2, "usage"},                                   // no reader
		{nil, []string{"hook", "--reader", "16-typed", "--frob", seed}, 2, "usage"}, // unknown option
		{nil, []string{"hook", "--reader", "9", seed}, 2, "usage"},                  // no such reader
		{nil, []string{"hook", "--reader", "16-typed", seed, seed}, 2, "usage"},     // two inputs
		{[]byte(brokenLL), []string{"hook", "-t", "14"}, 1, "bad-input"},
		{nil, []string{"hook", "-t", "14", filepath.Join(dir, "missing.ll")}, 1, "bad-input"},
		{[]byte("BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c"), []string{"hook", "-t", "14"}, 1, "bad-input"},
		{nil, []string{"hook", "--reader", "15", te}, 3, "not-expressible"},
		{nil, []string{"llvm-downgrade", "--bitcode-version=7.0", seed}, 1, "unsupported"},
		{nil, []string{"llvm-downgrade", seed}, 2, "usage"}, // --bitcode-version is required
		{nil, []string{"llvm-downgrade", "--bitcode-version=14.0", "-O3", seed}, 2, "usage"},
		{nil, []string{"llvm-downgrade", "--bitcode-version=fourteen", seed}, 2, "usage"},
		{nil, []string{"llvm-as", "--bitcode-version=14.0", "--opaque-pointers", seed}, 1, "unsupported"}, // 14 has no opaque mode
		{nil, []string{"llvm-as", "--bitcode-version=19.0", "--opaque-pointers=0", seed}, 1, "unsupported"},
	} {
		what := strings.Join(c.args, " ")
		r := runIrfix(t, dir, c.stdin, c.args...)
		if r.code != c.code || r.stdout != "" {
			t.Errorf("irfix %s: exit %d (want %d), %d bytes on stdout", what, r.code, c.code, len(r.stdout))
		}
		first, _, _ := strings.Cut(r.stderr, "\n")
		if !hookErrLine.MatchString(first) || !strings.HasPrefix(first, "irfix: error: "+c.class+": ") {
			t.Errorf("irfix %s: first stderr line %q, want `irfix: error: %s: ...`", what, first, c.class)
		}
	}
	if fileExists(filepath.Join(dir, "te.bc")) {
		t.Error("a failed run left an output file")
	}
}

// TestLLVMCompatCallers runs each caller's exact command line through a
// symlink named as the tool it calls, on the seed's opaque LLVM 16
// bitcode and corpus modules; the output must be read by that version's
// reader (llvm-dis-N, typed for 14.0/15.0/16.0) and pass its verifier.
func TestLLVMCompatCallers(t *testing.T) {
	dir := t.TempDir()
	seed := seedPath(t, seedBC)
	seedData, err := os.ReadFile(seed)
	if err != nil {
		t.Fatal(err)
	}

	// Metal.jl: llvm-as --bitcode-version=5.0 -o -, text on stdin. irfix
	// cannot write LLVM 5 bitcode: a clear unsupported error naming the
	// versions it can write.
	typedLL, err := os.ReadFile(seedPath(t, "../../../shared/seed/numba_cos.typed.ll"))
	if err != nil {
		t.Fatal(err)
	}
	r := runAs(t, dir, "llvm-as", typedLL, "--bitcode-version=5.0", "-o", "-")
	if first, _, _ := strings.Cut(r.stderr, "\n"); r.code != 1 || r.stdout != "" ||
		!strings.HasPrefix(first, "irfix: error: unsupported: bitcode version 5.0") || !strings.Contains(first, "14.0") || !strings.Contains(first, "22.0") {
		t.Errorf("llvm-as --bitcode-version=5.0: exit %d, stderr %q", r.code, r.stderr)
	}

	inputs := []string{seed}
	for _, c := range hookCorpus {
		inputs = append(inputs, corpusFile(t, c))
	}
	for _, in := range inputs {
		data, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		// GPUCompiler.jl (Metal): bitcode on stdin, bitcode on stdout.
		r := runAs(t, dir, "llvm-downgrade", data, "--bitcode-version=14.0", "-o", "-", "-")
		if r.code != 0 || r.stderr != "" {
			t.Errorf("%s: llvm-downgrade --bitcode-version=14.0 -o - -: exit %d, stderr %q", in, r.code, r.stderr)
		} else {
			reads(t, filepath.Base(in)+" (GPUCompiler)", []byte(r.stdout), "14", true)
		}
		// AMDGPU.jl: file to file, for each version it may ask for.
		for _, v := range []struct {
			version, major string
			typed          bool
		}{{"14.0", "14", true}, {"15.0", "15", true}, {"16.0", "16", true}, {"19.0", "19", false}, {"22.0", "22", false}} {
			out := filepath.Join(dir, "out.bc")
			os.Remove(out)
			r := runAs(t, dir, "llvm-downgrade", nil, "--bitcode-version="+v.version, "-o", out, in)
			bc, err := os.ReadFile(out)
			if r.code != 0 || r.stderr != "" || r.stdout != "" || err != nil {
				t.Errorf("%s: llvm-downgrade --bitcode-version=%s -o OUT IN: exit %d, stderr %q, stdout %d bytes, %v", in, v.version, r.code, r.stderr, len(r.stdout), err)
				continue
			}
			reads(t, filepath.Base(in)+" (AMDGPU "+v.version+")", bc, v.major, v.typed)
		}
	}

	// The same through `irfix llvm-downgrade`, and 16.0 asked opaque by
	// flag and by environment: LLVM 16's default reader reads it, the
	// typed one does not.
	r = runIrfix(t, dir, seedData, "llvm-downgrade", "--bitcode-version=16.0", "--opaque-pointers", "-o", "-", "-")
	if r.code != 0 {
		t.Fatalf("irfix llvm-downgrade --opaque-pointers: exit %d, %s", r.code, r.stderr)
	}
	if text := reads(t, "16.0 --opaque-pointers", []byte(r.stdout), "16", false); !strings.Contains(text, "ptr noalias") {
		t.Errorf("16.0 --opaque-pointers: not opaque:\n%s", text)
	}
	cmd := exec.Command(filepath.Join(dir, "llvm-downgrade"), "--bitcode-version=16.0", "-o", "-", seed)
	cmd.Env = append(os.Environ(), "IRFIX_OPAQUE_POINTERS=1")
	env, err := cmd.Output()
	if err != nil || string(env) != r.stdout {
		t.Errorf("IRFIX_OPAQUE_POINTERS=1 llvm-downgrade --bitcode-version=16.0 differs from --opaque-pointers (%v)", err)
	}

	// llvm-as-16 (a version-suffixed link) writes what llvm-as-16 does by
	// default: opaque LLVM 16; a plain llvm-as with an input file and no
	// -o writes IN.bc beside it, as llvm-as does.
	r = runAs(t, dir, "llvm-as-16", typedLL, "-o", "-")
	if r.code != 0 {
		t.Fatalf("llvm-as-16: exit %d, %s", r.code, r.stderr)
	}
	reads(t, "llvm-as-16", []byte(r.stdout), "16", false)
	if err := os.WriteFile(filepath.Join(dir, "m.ll"), typedLL, 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runAs(t, dir, "llvm-as", nil, "--bitcode-version=16.0", "m.ll"); r.code != 0 || r.stdout != "" {
		t.Errorf("llvm-as m.ll: exit %d, stdout %d bytes, %s", r.code, len(r.stdout), r.stderr)
	} else if bc, err := os.ReadFile(filepath.Join(dir, "m.bc")); err != nil {
		t.Errorf("llvm-as m.ll did not write m.bc: %v", err)
	} else {
		reads(t, "llvm-as m.ll", bc, "16", true)
	}
}

// TestCompatCommandLines: the option spellings LLVM's tools take, and the
// link names that select a tool.
func TestCompatCommandLines(t *testing.T) {
	opts := optionSet{"bitcode-version": {value: true}, "o": {value: true}, "f": {}, "opaque-pointers": {}}
	for _, c := range []struct {
		args []string
		want map[string]string
		pos  []string
	}{
		{[]string{"--bitcode-version=14.0", "-o", "-", "-"}, map[string]string{"bitcode-version": "14.0", "o": "-"}, []string{"-"}},
		{[]string{"-bitcode-version", "15.0", "-o=out.bc", "in.ll"}, map[string]string{"bitcode-version": "15.0", "o": "out.bc"}, []string{"in.ll"}},
		{[]string{"in.bc", "--o", "x", "-opaque-pointers=0", "-f"}, map[string]string{"o": "x", "opaque-pointers": "0", "f": "true"}, []string{"in.bc"}},
		{[]string{"--", "-o"}, map[string]string{}, []string{"-o"}},
	} {
		got, pos, err := opts.parse("t", c.args)
		if err != nil || !maps.Equal(got, c.want) || !slices.Equal(pos, c.pos) {
			t.Errorf("%q: got %v %q %v, want %v %q", c.args, got, pos, err, c.want, c.pos)
		}
	}
	for _, bad := range [][]string{{"-O3"}, {"-o"}, {"-f=yes"}, {"--bitcode-versions=14.0"}} {
		if _, _, err := opts.parse("t", bad); err == nil {
			t.Errorf("%q: accepted", bad)
		}
	}
	for name, want := range map[string]compat{
		"llvm-as": {tool: "llvm-as"}, "/usr/bin/llvm-downgrade": {tool: "llvm-downgrade"},
		"llvm-as-16": {tool: "llvm-as", suffix: "16"}, `C:\bin\llvm-downgrade.exe`: {tool: "llvm-downgrade"},
	} {
		if name[0] == 'C' && filepath.Separator != '\\' {
			continue
		}
		if got, ok := compatTool(name); !ok || got != want {
			t.Errorf("compatTool(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
	for _, name := range []string{"irfix", "llvm-as-x", "llvm-dis", "llvm-assembler"} {
		if _, ok := compatTool(name); ok {
			t.Errorf("compatTool(%q) recognised", name)
		}
	}
}
