package main

import (
	"bytes"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/bitcode/container"
)

// seedBitcode is the seed's LLVM 16 bitcode (shared/seed beside the checkout).
var seedBitcode = filepath.Join(testenv.RepoRoot(), "..", "shared", "seed", "numba_cos.opaque16.bc")

// disOfLLVM returns what llvm-dis-16 prints for bitcode, without the
// ModuleID line.
func disOfLLVM(t *testing.T, bc []byte) string {
	t.Helper()
	cmd := exec.Command(llvmTool(t, "llvm-dis-16"), "-", "-o", "-")
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-dis-16: %v", err)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(l, "; ModuleID") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// assemble runs llvm-as-16 on text.
func assemble(t *testing.T, text string) []byte {
	t.Helper()
	cmd := exec.Command(llvmTool(t, "llvm-as-16"), "-", "-o", "-")
	cmd.Stdin = strings.NewReader(text)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-as-16 rejects irfix's text: %v\n%s", err, errb.String())
	}
	return out
}

// TestDis: `irfix dis X.bc | llvm-as-16 | llvm-dis-16` prints what
// `llvm-dis-16 X.bc` prints, from a file, from stdin and from a bitcode
// wrapper.
func TestDis(t *testing.T) {
	bc, err := os.ReadFile(seedBitcode)
	if err != nil {
		t.Fatalf("seed: %v (shared/seed must sit beside the checkout)", err)
	}
	want := disOfLLVM(t, bc)
	dir := t.TempDir()
	wrapped := filepath.Join(dir, "wrapped.bc")
	if err := os.WriteFile(wrapped, container.Wrap(bc, 0x01000007), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		stdin []byte
		args  []string
	}{
		{"file", nil, []string{"dis", seedBitcode}},
		{"stdin", bc, []string{"dis", "-"}},
		{"wrapper", nil, []string{"dis", wrapped}},
	} {
		r := runIrfix(t, "", c.stdin, c.args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%s: exit %d, stderr %q", c.name, r.code, r.stderr)
		}
		if got := disOfLLVM(t, assemble(t, r.stdout)); got != want {
			t.Errorf("%s: irfix dis | llvm-as-16 | llvm-dis-16 differs from llvm-dis-16:\n--- want\n%s\n--- got\n%s", c.name, want, got)
		}
	}
	out := filepath.Join(dir, "out.ll")
	if r := runIrfix(t, "", nil, "dis", seedBitcode, "-o", out); r.code != 0 {
		t.Fatalf("dis -o: exit %d, stderr %q", r.code, r.stderr)
	}
	if text, err := os.ReadFile(out); err != nil || !strings.Contains(string(text), "define") {
		t.Errorf("dis -o wrote %q (%v)", text, err)
	}
}

// TestDisErrors: corrupt bitcode is one error line with the bit offset
// and block path, exit 1; no output file is left behind.
func TestDisErrors(t *testing.T) {
	bc, err := os.ReadFile(seedBitcode)
	if err != nil {
		t.Fatalf("seed: %v (shared/seed must sit beside the checkout)", err)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.bc")
	if err := os.WriteFile(bad, bc[:len(bc)*2/3], 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.ll")
	r := runIrfix(t, "", nil, "dis", bad, "-o", out)
	errLine := regexp.MustCompile(`^irfix: ` + regexp.QuoteMeta(bad) + `: bit [0-9]+ (at top level|in [A-Z_]+( #[0-9]+)?( > [A-Z_]+( #[0-9]+)?)*): .+\n$`)
	if r.code != 1 || !errLine.MatchString(r.stderr) {
		t.Errorf("truncated bitcode: exit %d, stderr %q; want exit 1 and one `irfix: FILE: bit N in BLOCK > ...: message` line", r.code, r.stderr)
	}
	// Cut inside a function body: the path names the block.
	if err := os.WriteFile(bad, corruptFunction(t, bc), 0o644); err != nil {
		t.Fatal(err)
	}
	r = runIrfix(t, "", nil, "dis", bad)
	if r.code != 1 || !errLine.MatchString(r.stderr) || !strings.Contains(r.stderr, "in MODULE_BLOCK > FUNCTION_BLOCK") {
		t.Errorf("corrupt function body: exit %d, stderr %q; want `... in MODULE_BLOCK > FUNCTION_BLOCK...`", r.code, r.stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed dis left %s behind", out)
	}
	r = runIrfix(t, "", []byte("\x7fELF garbage"), "dis", "-")
	if r.code != 1 || !strings.HasPrefix(r.stderr, "irfix: <stdin>: ") {
		t.Errorf("broken ELF: exit %d, stderr %q", r.code, r.stderr)
	}
}

// corruptFunction returns bc with the first entry of its first function
// body turned into END_BLOCK (a zero abbreviation ID; LLVM writes
// function blocks with 4-bit IDs), so the body ends before its declared
// length: an error inside FUNCTION_BLOCK.
func corruptFunction(t *testing.T, bc []byte) []byte {
	t.Helper()
	r := bitstream.NewReader(bc)
	for {
		e, err := r.Next()
		if err != nil {
			t.Fatalf("no function body found: %v", err)
		}
		if e.Kind == bitstream.KindEnterBlock && e.BlockID == bitstream.FunctionBlockID {
			break
		}
	}
	out := append([]byte(nil), bc...)
	for bit := r.BitPos(); bit < r.BitPos()+4; bit++ {
		out[bit/8] &^= 1 << (bit % 8)
	}
	return out
}

// TestExtractELF builds a shared library with embedded bitcode from the
// seed (clang-16 -O2 -fPIC -fembed-bitcode -shared) and checks that
// `irfix extract` writes exactly what `objcopy --dump-section .llvmbc=`
// writes, that `irfix dis` reads the library directly, and that
// downgrade accepts it.
func TestExtractELF(t *testing.T) {
	clang := llvmTool(t, "clang-16")
	objcopy := llvmTool(t, "objcopy")
	if _, err := os.Stat(seedBitcode); err != nil {
		t.Fatalf("seed: %v (shared/seed must sit beside the checkout)", err)
	}
	dir := t.TempDir()
	lib := filepath.Join(dir, "libfunc.so")
	if out, err := exec.Command(clang, "-O2", "-fPIC", "-fembed-bitcode", "-shared", "-Wno-override-module", seedBitcode, "-o", lib).CombinedOutput(); err != nil {
		t.Fatalf("clang-16: %v\n%s", err, out)
	}
	want := filepath.Join(dir, "objcopy.bc")
	if out, err := exec.Command(objcopy, "--dump-section", ".llvmbc="+want, lib).CombinedOutput(); err != nil {
		t.Fatalf("objcopy: %v\n%s", err, out)
	}
	got := filepath.Join(dir, "irfix.bc")
	if r := runIrfix(t, "", nil, "extract", lib, "-o", got); r.code != 0 {
		t.Fatalf("extract: exit %d, stderr %q", r.code, r.stderr)
	}
	a, _ := os.ReadFile(want)
	b, _ := os.ReadFile(got)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Fatalf("irfix extract wrote %d bytes that differ from objcopy's %d", len(b), len(a))
	}
	r := runIrfix(t, "", nil, "extract", "--list", lib)
	if r.code != 0 || !strings.HasPrefix(r.stdout, ".llvmbc\t") {
		t.Errorf("extract --list: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = runIrfix(t, "", nil, "dis", lib)
	if r.code != 0 || !strings.Contains(r.stdout, "@llvm.cos.f64") {
		t.Errorf("dis of the library: exit %d, stderr %q", r.code, r.stderr)
	}
	if want := disOfLLVM(t, a); disOfLLVM(t, assemble(t, r.stdout)) != want {
		t.Errorf("dis of the library does not round-trip like llvm-dis-16 of its bitcode")
	}
	if r := runIrfix(t, "", nil, "downgrade", lib, "--target", "16-typed"); r.code != 0 {
		t.Errorf("downgrade of the library: exit %d, stderr %q", r.code, r.stderr)
	}
	if r := runIrfix(t, "", nil, "extract", seedBitcode, "--member", "nope"); r.code != 1 || !strings.Contains(r.stderr, "no such bitcode module") {
		t.Errorf("extract --member nope: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestDowngradeBitcode: downgrading a seed's bitcode prints the same text
// as downgrading its .ll form (the seeds' .bc and .ll are the same module).
func TestDowngradeBitcode(t *testing.T) {
	for _, name := range []string{"numba_cos.opaque16", "julia_ccall_mismatch.opaque16"} {
		bc := filepath.Join("../../../shared/seed", name+".bc")
		ll := filepath.Join("../../../shared/seed", name+".ll")
		if _, err := os.Stat(bc); err != nil {
			t.Fatalf("seed: %v (shared/seed must sit beside the checkout)", err)
		}
		fromBC := runIrfix(t, "", nil, "downgrade", bc, "--emit", "ll", "--target", "16-typed")
		fromLL := runIrfix(t, "", nil, "downgrade", ll, "--emit", "ll", "--target", "16-typed")
		if fromBC.code != 0 || fromLL.code != 0 {
			t.Fatalf("%s: downgrade exit %d (bc, stderr %q) and %d (ll, stderr %q)", name, fromBC.code, fromBC.stderr, fromLL.code, fromLL.stderr)
		}
		if fromBC.stdout == "" || fromBC.stdout != fromLL.stdout {
			t.Errorf("%s: downgrade of the .bc differs from downgrade of the .ll:\n--- .ll\n%s\n--- .bc\n%s", name, fromLL.stdout, fromBC.stdout)
		}
	}
}
