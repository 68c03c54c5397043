package main

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const (
	seedLL = "../../../shared/seed/numba_cos.opaque16.ll"
	seedBC = "../../../shared/seed/numba_cos.opaque16.bc"
)

// seedPath returns a seed file, skipping when shared/ is not beside the
// checkout.
func seedPath(t *testing.T, p string) string {
	t.Helper()
	if _, err := os.Stat(p); err != nil {
		p = testenv.Seed(t, filepath.Base(p))
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// disWith runs llvm-dis (with flags) on a file and returns its output or
// the error with stderr.
func disWith(t *testing.T, tool string, file string, flags ...string) (string, error) {
	t.Helper()
	p := llvmTool(t, tool)
	out, err := exec.Command(p, append(flags, "-o", "-", file)...).CombinedOutput()
	return string(out), err
}

// TestDowngradeSeedBitcode is issue 6's end-to-end acceptance: the seed
// downgraded to bitcode for Julia's readers is read by them, where the
// unconverted file is not.
func TestDowngradeSeedBitcode(t *testing.T) {
	ll, bc := seedPath(t, seedLL), seedPath(t, seedBC)
	dir := t.TempDir()
	typed := []string{"-opaque-pointers=0"}

	// The bug we fix: no typed or old reader accepts the seed as it is.
	for _, c := range []struct {
		tool  string
		flags []string
	}{{"llvm-dis-16", typed}, {"llvm-dis-15", typed}, {"llvm-dis-14", nil}} {
		if out, err := disWith(t, c.tool, bc, c.flags...); err == nil {
			t.Errorf("%s accepted the unconverted seed:\n%s", c.tool, out)
		}
	}

	// 16-typed from the .ll, with --emit bc.
	r := runIrfix(t, dir, nil, "downgrade", ll, "-o", "f16.bc", "--target", "16-typed", "--emit", "bc")
	if r.code != 0 {
		t.Fatalf("downgrade --target 16-typed: exit %d: %s", r.code, r.stderr)
	}
	out, err := disWith(t, "llvm-dis-16", filepath.Join(dir, "f16.bc"), typed...)
	if err != nil || !strings.Contains(out, "double* %retptr") {
		t.Errorf("llvm-dis-16 -opaque-pointers=0 of the 16-typed bitcode: %v\n%s", err, out)
	}

	// 15-typed from the .bc: bitcode in means bitcode out.
	r = runIrfix(t, dir, nil, "downgrade", bc, "-o", "f15.bc", "--target", "15-typed")
	if r.code != 0 {
		t.Fatalf("downgrade --target 15-typed: exit %d: %s", r.code, r.stderr)
	}
	for _, tool := range []string{"llvm-dis-15", "llvm-dis-16"} {
		out, err := disWith(t, tool, filepath.Join(dir, "f15.bc"), typed...)
		if err != nil || !strings.Contains(out, "double* %retptr") {
			t.Errorf("%s -opaque-pointers=0 of the 15-typed bitcode: %v\n%s", tool, err, out)
		}
	}

	// 14 (typed by default).
	r = runIrfix(t, dir, nil, "downgrade", bc, "-o", "f14.bc", "--target", "14")
	if r.code != 0 {
		t.Fatalf("downgrade --target 14: exit %d: %s", r.code, r.stderr)
	}
	if out, err := disWith(t, "llvm-dis-14", filepath.Join(dir, "f14.bc")); err != nil || !strings.Contains(out, "double* %retptr") {
		t.Errorf("llvm-dis-14 of the 14 bitcode: %v\n%s", err, out)
	}
}

// TestAs checks `irfix as`: its targets, LLVM's --bitcode-version
// spelling, and its errors.
func TestAs(t *testing.T) {
	ll := seedPath(t, seedLL)
	dir := t.TempDir()
	for _, c := range []struct {
		args  []string
		tool  string
		flags []string
		want  string
	}{
		{[]string{"--bitcode-version=14.0"}, "llvm-dis-14", nil, "double* %retptr"},
		{[]string{"--bitcode-version", "16.0"}, "llvm-dis-16", nil, "ptr %retptr"},
		{[]string{"--target", "16-typed"}, "llvm-dis-16", []string{"-opaque-pointers=0"}, "double* %retptr"},
		{nil, "llvm-dis-22", nil, "ptr %retptr"},
	} {
		args := append([]string{"as", ll, "-o", "out.bc"}, c.args...)
		r := runIrfix(t, dir, nil, args...)
		if r.code != 0 {
			t.Errorf("irfix %s: exit %d: %s", strings.Join(args, " "), r.code, r.stderr)
			continue
		}
		out, err := disWith(t, c.tool, filepath.Join(dir, "out.bc"), c.flags...)
		if err != nil || !strings.Contains(out, c.want) {
			t.Errorf("irfix %s | %s: %v\n%s", strings.Join(c.args, " "), c.tool, err, out)
		}
	}

	// Bitcode on stdout, read back from stdin by `irfix dis`.
	r := runIrfix(t, dir, nil, "as", ll, "--target", "19")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "BC\xc0\xde") {
		t.Fatalf("as to stdout: exit %d, %d bytes: %s", r.code, len(r.stdout), r.stderr)
	}
	d := runIrfix(t, dir, []byte(r.stdout), "dis", "-")
	if d.code != 0 || !strings.Contains(d.stdout, "@llvm.cos.f64") {
		t.Errorf("dis of as output: exit %d: %s", d.code, d.stderr)
	}

	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--bitcode-version=x"}, 2, "MAJOR.MINOR"},
		{[]string{"--bitcode-version=16.0", "--target", "15"}, 2, "disagree"},
		{[]string{"--target", "23"}, 2, "irfix writes for LLVM 14 to 22"},
		{[]string{"--target", "17-typed"}, 2, "no typed pointers"},
	} {
		args := append([]string{"as", ll, "-o", "bad.bc"}, c.args...)
		r := runIrfix(t, dir, nil, args...)
		if r.code != c.code || !strings.Contains(r.stderr, c.msg) {
			t.Errorf("irfix %s: exit %d (want %d), stderr %q (want %q)", strings.Join(args, " "), r.code, c.code, r.stderr, c.msg)
		}
		if fileExists(filepath.Join(dir, "bad.bc")) {
			t.Errorf("irfix %s left an output file", strings.Join(args, " "))
		}
	}

	// A construct the reader cannot express: exit 3, nothing written.
	te := filepath.Join(dir, "te.ll")
	if err := os.WriteFile(te, []byte("define void @f(target(\"spirv.Event\") %e) {\n  ret void\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r = runIrfix(t, dir, nil, "as", te, "--target", "15", "-o", "te.bc")
	if r.code != 3 || !strings.Contains(r.stderr, "needs LLVM >= 16") || fileExists(filepath.Join(dir, "te.bc")) {
		t.Errorf("as of a target type for 15: exit %d, stderr %q", r.code, r.stderr)
	}
}
