package ad_test

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// A Numba cfunc over an array (CPointer(float64) + length), compiled by
// Debian's python3-numba: its typed LLVM 14 IR is upgraded, both entry
// points are differentiated, and the gradient matches the analytic one.
func TestNumbaArrayKernel(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		t.Skip("python3-numba not installed")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "nb.ll")
	script := `
import sys
from numba import cfunc, types
import numpy as np
@cfunc(types.double(types.CPointer(types.double), types.intc))
def nsum(x, n):
    s = 0.0
    for i in range(n):
        s += np.sin(x[i]) * x[i]
    return s
open(sys.argv[1], "w").write(nsum.inspect_llvm())
`
	cmd := exec.Command(py, "-c", script, out)
	if b, err := cmd.CombinedOutput(); err != nil {
		if os.Getenv("IRFIX_REQUIRE_LLVM") == "1" {
			t.Fatalf("numba: %v\n%s", err, b)
		}
		t.Skipf("numba not usable: %v\n%s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := irfix.Load("nb.ll", data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse("22")}); err != nil {
		t.Fatal(err)
	}
	var cf string
	for _, f := range m.Funcs {
		if len(f.Name) > 6 && f.Name[:6] == "cfunc." {
			cf = f.Name
		}
	}
	for _, mode := range []ad.Mode{ad.Reverse, ad.Forward} {
		g, _, err := ad.Differentiate(m, cf, ad.Options{Mode: mode})
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		mc, err := interp.New(m, interp.Options{})
		if err != nil {
			t.Fatal(err)
		}
		n := 7
		xs := make([]interp.Value, n)
		for k := range xs {
			xs[k] = interp.FloatValue(0.3 * float64(k+1))
		}
		zeros := make([]interp.Value, n)
		for k := range zeros {
			zeros[k] = interp.FloatValue(0)
		}
		for j := 0; j < n; j++ {
			x, _ := mc.NewArray(ir.Double, xs)
			d, _ := mc.NewArray(ir.Double, zeros)
			xj := 0.3 * float64(j+1)
			want := math.Cos(xj)*xj + math.Sin(xj)
			var got float64
			if mode == ad.Reverse {
				if _, err := mc.Call(g.Name, x, d, interp.IntValue(int64(n))); err != nil {
					t.Fatal(err)
				}
				v, _ := mc.ReadArray(d, ir.Double, n)
				got = v[j].Float64()
			} else {
				tan := append([]interp.Value(nil), zeros...)
				tan[j] = interp.FloatValue(1)
				d, _ = mc.NewArray(ir.Double, tan)
				r, err := mc.Call(g.Name, x, d, interp.IntValue(int64(n)))
				if err != nil {
					t.Fatal(err)
				}
				got = r.Float64()
			}
			if math.Abs(got-want) > 1e-14*math.Max(1, math.Abs(want)) {
				t.Errorf("%s: d/dx[%d] = %v, want %v", mode, j, got, want)
			}
			if mode == ad.Reverse {
				break // one reverse call gives every entry; checked below
			}
		}
		if mode == ad.Reverse {
			x, _ := mc.NewArray(ir.Double, xs)
			d, _ := mc.NewArray(ir.Double, zeros)
			if _, err := mc.Call(g.Name, x, d, interp.IntValue(int64(n))); err != nil {
				t.Fatal(err)
			}
			v, _ := mc.ReadArray(d, ir.Double, n)
			for j := range v {
				xj := 0.3 * float64(j+1)
				if want := math.Cos(xj)*xj + math.Sin(xj); math.Abs(v[j].Float64()-want) > 1e-14 {
					t.Errorf("reverse: d/dx[%d] = %v, want %v", j, v[j].Float64(), want)
				}
			}
		}
	}
}

// The Numba workflow for real: python3-numba compiles the seed function,
// its inspect_llvm() text is differentiated and lowered for LLVM 14,
// llvmlite parses and JIT-compiles the result and ctypes calls the
// gradient.
func TestNumbaLlvmliteWorkflow(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		t.Skip("python3-numba not installed")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "seed.ll")
	gen := `
import sys
import numpy as np
from numba import cfunc, float64
@cfunc(float64(float64, float64, float64, float64))
def f(a, w, p, t):
    return a * np.cos(w * t + p)
open(sys.argv[1], "w").write(f.inspect_llvm())
`
	if b, err := exec.Command(py, "-c", gen, src).CombinedOutput(); err != nil {
		if os.Getenv("IRFIX_REQUIRE_LLVM") == "1" {
			t.Fatalf("numba: %v\n%s", err, b)
		}
		t.Skipf("numba not usable: %v\n%s", err, b)
	}
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := irfix.Load("seed.ll", data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse("22")}); err != nil {
		t.Fatal(err)
	}
	var cf string
	for _, f := range m.Funcs {
		if len(f.Name) > 6 && f.Name[:6] == "cfunc." {
			cf = f.Name
		}
	}
	if _, _, err := ad.Differentiate(m, cf, ad.Options{Name: "f_grad"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ad.Differentiate(m, cf, ad.Options{Mode: ad.Forward, Name: "f_jvp"}); err != nil {
		t.Fatal(err)
	}
	out, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse("14")})
	if err != nil {
		t.Fatal(err)
	}
	lowered := filepath.Join(dir, "grad14.ll")
	if err := os.WriteFile(lowered, out, 0o644); err != nil {
		t.Fatal(err)
	}
	run := `
import sys, ctypes
import llvmlite.binding as llvm
llvm.initialize(); llvm.initialize_native_target(); llvm.initialize_native_asmprinter()
mod = llvm.parse_assembly(open(sys.argv[1]).read())
mod.verify()
tm = llvm.Target.from_default_triple().create_target_machine()
ee = llvm.create_mcjit_compiler(mod, tm)
ee.finalize_object()
D = ctypes.c_double
P = ctypes.POINTER(D)
grad = ctypes.CFUNCTYPE(D, D, D, D, D, P, P, P, P)(ee.get_function_address("f_grad"))
jvp = ctypes.CFUNCTYPE(D, D, D, D, D, D, D, D, D)(ee.get_function_address("f_jvp"))
ds = [D(0) for _ in range(4)]
r = grad(1, 1, 1, 1, *[ctypes.byref(d) for d in ds])
print(repr(r))
for d in ds: print(repr(d.value))
for k in range(4):
    t = [0.0] * 4; t[k] = 1.0
    print(repr(jvp(1, t[0], 1, t[1], 1, t[2], 1, t[3])))
`
	res, err := exec.Command(py, "-c", run, lowered).CombinedOutput()
	if err != nil {
		t.Fatalf("llvmlite: %v\n%s", err, res)
	}
	var got []float64
	for _, f := range strings.Fields(string(res)) {
		var v float64
		if _, err := fmt.Sscan(f, &v); err != nil {
			t.Fatalf("llvmlite printed %q", res)
		}
		got = append(got, v)
	}
	want := []float64{math.Cos(2), math.Cos(2), -math.Sin(2), -math.Sin(2), -math.Sin(2), math.Cos(2), -math.Sin(2), -math.Sin(2), -math.Sin(2)}
	if len(got) != len(want) {
		t.Fatalf("llvmlite printed %q", res)
	}
	for k := range want {
		if math.Abs(got[k]-want[k]) > 1e-15 {
			t.Errorf("value %d = %v, want %v", k, got[k], want[k])
		}
	}
}
