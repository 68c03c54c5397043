package ad_test

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
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
