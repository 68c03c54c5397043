package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// invalidModule parses but does not verify: %x is used on line 8 where it
// is not defined on every path.
const invalidModule = `define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}
`

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// noFile fails the test when path exists.
func noFile(t *testing.T, path string) {
	t.Helper()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("%s was written (stat: %v)", path, err)
	}
}

// TestConvertingCommandsVerifyInput: every command that converts refuses
// input the verifier rejects, with the verifier's located message, exit
// 1, nothing written.
func TestConvertingCommandsVerifyInput(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "bad.ll", invalidModule)
	out := filepath.Join(dir, "out")
	for _, args := range [][]string{
		{"convert", in},
		{"convert", in, "--target", "15-typed"},
		{"downgrade", in},
		{"upgrade", in, "--emit", "bc"},
		{"as", in},
		{"fixcalls", "--fix", in},
		{"grad", in, "--fn", "f"},
	} {
		r := runIrfix(t, "", nil, append(args, "-o", out)...)
		if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: "+in+":8:") || !strings.Contains(r.stderr, "%x") {
			t.Errorf("%v: exit %d, stderr:\n%s", args[0], r.code, r.stderr)
		}
		noFile(t, out)
	}
	// verify says the same.
	r := runIrfix(t, "", nil, "verify", in)
	if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: "+in+":8:") {
		t.Errorf("verify: exit %d, stderr:\n%s", r.code, r.stderr)
	}
}

func TestPrintAfterFlag(t *testing.T) {
	r := runIrfix(t, "", nil, "downgrade", example, "--target", "16-typed", "--print-after", "canonicalize")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.HasPrefix(r.stderr, "; *** IR after pass canonicalize ***\n") || !strings.Contains(r.stderr, "ptr %") {
		t.Errorf("stderr does not hold the canonical module:\n%.300s", r.stderr)
	}
	if !strings.Contains(r.stdout, "double*") {
		t.Errorf("stdout is not the typed output:\n%.300s", r.stdout)
	}
	plain := runIrfix(t, "", nil, "downgrade", example, "--target", "16-typed")
	if plain.stdout != r.stdout || plain.stderr != "" {
		t.Error("--print-after changed the output")
	}
	// All passes: one header per pass that ran.
	r = runIrfix(t, "", nil, "convert", example, "--target", "22", "--print-after", "all")
	if n := strings.Count(r.stderr, "; *** IR after pass "); r.code != 0 || n != 5 {
		t.Errorf("--print-after all: exit %d, %d headers (want 5: load verify-input canonicalize lower write)", r.code, n)
	}
	for _, args := range [][]string{
		{"convert", example, "--print-after", "nonsense"},
		{"convert", example, "--target", "22", "--print-after", "ad"},
	} {
		r := runIrfix(t, "", nil, args...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "irfix: usage: convert: --print-after") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

func TestVerifyEachFlag(t *testing.T) {
	// With the environment's switch off, the flag alone turns the
	// verifier on; the output is the same either way.
	t.Setenv("IRFIX_VERIFY_EACH", "0")
	a := runIrfix(t, "", nil, "convert", example, "--target", "16-typed", "--verify-each")
	b := runIrfix(t, "", nil, "convert", example, "--target", "16-typed")
	if a.code != 0 || b.code != 0 || a.stdout != b.stdout || a.stdout == "" {
		t.Errorf("exit %d/%d, outputs equal: %v", a.code, b.code, a.stdout == b.stdout)
	}
}

// mysteryModule's @f hands its input to an external function nothing is
// known about: no exact derivative exists, with or without the engine.
const mysteryModule = `declare double @mystery(double)

define double @f(double %x) {
  %y = call double @mystery(double %x)
  ret double %y
}
`

func TestGradUsage(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "m.ll", mysteryModule)
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"grad", in}, "missing required flag --fn"},
		{[]string{"grad", in, "--fn", "f", "--mode", "sideways"}, "--mode must be reverse or forward"},
		{[]string{"grad", in, "--enzyme", "--fn", "f"}, "--fn does not go with --enzyme"},
		{[]string{"grad", in, "--fn", "f", "--typed-pointers", "--target", "15-typed"}, "not both"},
		{[]string{"grad", in, "--fn", "f", "--emit", "bc"}, "--emit bc needs --target"},
		{[]string{"grad", in, "--fn", "f", "--target", "13"}, "grad:"},
		{[]string{"grad", "--fn", "f"}, "missing input"},
		{[]string{"gradcheck", in}, "missing required flag --fn"},
		{[]string{"gradcheck", in, "--fn", "f", "--at", "1,x"}, `--at: "x" is not a number`},
		{[]string{"gradcheck", in, "--fn", "f", "--array", "novalues"}, "--array wants NAME=v1,v2"},
		{[]string{"gradcheck", in, "--fn", "f", "--array", "a=1", "--array", "a=2"}, "given twice"},
		{[]string{"gradcheck", in, "--fn", "f", "--random", "-1"}, "must not be negative"},
	} {
		r := runIrfix(t, "", nil, c.args...)
		if r.code != 2 || !strings.HasPrefix(r.stderr, "irfix: usage: ") || !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v: exit %d, stderr %q; want usage error with %q", c.args[1:], r.code, r.stderr, c.msg)
		}
	}
}

func TestGradErrors(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "m.ll", mysteryModule)
	out := filepath.Join(dir, "out.ll")
	r := runIrfix(t, "", nil, "grad", in, "--fn", "f", "--typed-pointers", "-o", out)
	if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: "+in+": ") || !strings.Contains(r.stderr, "not differentiable") {
		t.Errorf("grad of a call to an unknown function: exit %d, stderr %q", r.code, r.stderr)
	}
	noFile(t, out)
	r = runIrfix(t, "", nil, "gradcheck", in, "--fn", "f", "--at", "1")
	if r.code != 1 || r.stdout != "" {
		t.Errorf("gradcheck of a call to an unknown function: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	// A wrong call stops grad before differentiation, with callsig's
	// explanation.
	wrong := writeFile(t, dir, "wrong.ll", "define double @take2(double %a, double %b) {\n  ret double %a\n}\ndefine double @caller(double %x) {\n  %r = call double @take2(double %x)\n  ret double %r\n}\n")
	r = runIrfix(t, "", nil, "grad", wrong, "--fn", "caller", "-o", out)
	if r.code != 1 || !strings.Contains(r.stderr, "cannot repair") || !strings.Contains(r.stderr, "@take2") {
		t.Errorf("grad over a wrong call: exit %d, stderr %q", r.code, r.stderr)
	}
	noFile(t, out)
}
