package main

import (
	"math"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// The README's Differentiation examples, run as written: the C call of
// the seed's gradient (examples/wave_grad.c), the Python call through
// llvmlite and ctypes, and the Numba workflow (examples/numba_wave.py).

func runIn(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

func absExample(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "examples", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkNamed checks "NAME = VALUE" lines of out against want.
func checkNamed(t *testing.T, what, out string, want map[string]float64) {
	t.Helper()
	for _, line := range strings.Split(out, "\n") {
		name, val, ok := strings.Cut(line, " = ")
		if !ok {
			continue
		}
		w, known := want[name]
		if !known {
			continue
		}
		got, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil || math.Abs(got-w) > 4e-16 {
			t.Errorf("%s: %q, want %v", what, line, w)
		}
		delete(want, name)
	}
	if len(want) != 0 {
		t.Errorf("%s: missing %v in\n%s", what, want, out)
	}
}

func seedDerivatives() map[string]float64 {
	return map[string]float64{"d/da": cos2, "d/dw": negSin2, "d/dp": negSin2, "d/dt": negSin2}
}

func TestReadmeGradC(t *testing.T) {
	clang := testenv.Tool(t, "clang-22")
	dir := t.TempDir()
	r := runIrfix(t, dir, nil, "grad", absExample(t, "numba_cos.typed.ll"), "--fn", seedCfunc, "--name", "wave_grad", "-o", "g.ll")
	if r.code != 0 {
		t.Fatalf("grad: exit %d, stderr %q", r.code, r.stderr)
	}
	runIn(t, dir, clang, "-Wno-override-module", "g.ll", absExample(t, "wave_grad.c"), "-lm", "-o", "wave_grad")
	out := runIn(t, dir, filepath.Join(dir, "wave_grad"))
	want := seedDerivatives()
	want["f"] = cos2
	checkNamed(t, "wave_grad.c", out, want)
}

// python returns /usr/bin/python3 when it has numba and llvmlite.
func python(t *testing.T) string {
	t.Helper()
	py := testenv.Tool(t, "/usr/bin/python3")
	if out, err := exec.Command(py, "-c", "import numba, llvmlite.binding").CombinedOutput(); err != nil {
		testenv.Missing(t, "python3-numba not usable: %v\n%s", err, out)
	}
	return py
}

func TestReadmeGradPython(t *testing.T) {
	py := python(t)
	dir := t.TempDir()
	r := runIrfix(t, dir, nil, "grad", absExample(t, "numba_cos.typed.ll"), "--fn", seedCfunc, "--name", "wave_grad", "--target", "14", "-o", "wave_grad.ll")
	if r.code != 0 {
		t.Fatalf("grad: exit %d, stderr %q", r.code, r.stderr)
	}
	out := runIn(t, dir, py, absExample(t, "numba_wave.py"), "call", "wave_grad.ll")
	checkNamed(t, "llvmlite + ctypes", out, seedDerivatives())
}

// TestReadmeNumbaWorkflow: Numba compiles the function now, irfix
// differentiates inspect_llvm()'s text for LLVM 14, llvmlite runs it.
func TestReadmeNumbaWorkflow(t *testing.T) {
	py := python(t)
	dir := t.TempDir()
	name := strings.TrimSpace(runIn(t, dir, py, absExample(t, "numba_wave.py"), "export", "wave.ll"))
	if !strings.HasPrefix(name, "cfunc.") {
		t.Fatalf("export printed %q, want the cfunc's native name", name)
	}
	r := runIrfix(t, dir, nil, "grad", "wave.ll", "--fn", name, "--name", "wave_grad", "--target", "14", "-o", "wave_grad.ll")
	if r.code != 0 {
		t.Fatalf("grad: exit %d, stderr %q", r.code, r.stderr)
	}
	out := runIn(t, dir, py, absExample(t, "numba_wave.py"), "call", "wave_grad.ll")
	checkNamed(t, "numba workflow", out, seedDerivatives())
}

// TestReadmeGradSharedLibrary: the canonical output built into a shared
// library by clang-22 (what Julia's ccall and Python's ctypes.CDLL load),
// called through ctypes.
func TestReadmeGradSharedLibrary(t *testing.T) {
	clang := testenv.Tool(t, "clang-22")
	py := python(t)
	dir := t.TempDir()
	r := runIrfix(t, dir, nil, "grad", absExample(t, "numba_cos.typed.ll"), "--fn", seedCfunc, "--name", "wave_grad", "-o", "g.ll")
	if r.code != 0 {
		t.Fatalf("grad: exit %d, stderr %q", r.code, r.stderr)
	}
	runIn(t, dir, clang, "-Wno-override-module", "-shared", "-fPIC", "g.ll", "-o", "libwave_grad.so")
	out := runIn(t, dir, py, absExample(t, "numba_wave.py"), "call", "libwave_grad.so")
	checkNamed(t, "ctypes.CDLL", out, seedDerivatives())
}
