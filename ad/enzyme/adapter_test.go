package enzyme

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// fakeEngine builds, by hand and with the engine's documented ABI, the
// derivatives of the functions in testdata/adapter.c: products of float
// scalars (mul2, mul3, mulf) and sq2(x) = x[0]*x[1]. It lets the adapter
// be tested against derivatives known to be right, whatever state the
// engine is in.
func fakeEngine(m *ir.Module, fn string, opts ad.Options) (*ir.Func, *ad.Report, error) {
	f := m.Func(fn)
	if f == nil {
		return nil, nil, fmt.Errorf("fake engine: no @%s", fn)
	}
	konst := map[int]bool{}
	for _, c := range opts.Const {
		n, err := strconv.Atoi(c)
		if err != nil {
			return nil, nil, fmt.Errorf("fake engine: Const %q is not a position", c)
		}
		konst[n] = true
	}
	var params []*ir.Type
	ret := f.Sig.Ret
	switch {
	case fn == "mul2" || fn == "mul3" || fn == "mulf":
		for i, p := range f.Params {
			params = append(params, p.Type())
			if opts.Mode == ad.Forward && !konst[i] {
				params = append(params, p.Type())
			}
		}
		if opts.Mode == ad.Reverse {
			for i := range f.Params {
				if !konst[i] {
					params = append(params, ir.Ptr)
				}
			}
		}
	case fn == "sq2":
		params = []*ir.Type{ir.Ptr}
		if !konst[0] {
			params = append(params, ir.Ptr)
		}
	default:
		return nil, nil, fmt.Errorf("fake engine: cannot differentiate @%s: %w", fn, ad.ErrNotDifferentiable)
	}
	d := ir.NewFunc(opts.Name, ir.FuncOf(ret, params, false))
	d.Parent = m
	m.AddFunc(d)
	bd := ir.NewBuilder(d.NewBlock("entry"))
	if fn == "sq2" {
		x := d.Params[0]
		x0 := bd.Load(ir.Double, x, 8)
		x1 := bd.Load(ir.Double, bd.GEP(ir.Double, x, true, ir.Int(ir.I64, 1)), 8)
		prod := bd.FMul(x0, x1)
		if !konst[0] {
			dx := d.Params[1]
			dx1p := bd.GEP(ir.Double, dx, true, ir.Int(ir.I64, 1))
			if opts.Mode == ad.Reverse {
				bd.Store(bd.FAdd(bd.Load(ir.Double, dx, 8), x1), dx, 8)
				bd.Store(bd.FAdd(bd.Load(ir.Double, dx1p, 8), x0), dx1p, 8)
			} else {
				t := bd.FAdd(bd.FMul(bd.Load(ir.Double, dx, 8), x1), bd.FMul(x0, bd.Load(ir.Double, dx1p, 8)))
				bd.Ret(t)
				return d, &ad.Report{}, nil
			}
		}
		bd.Ret(prod)
		return d, &ad.Report{}, nil
	}
	// Products: collect the primal values (and tangents / out-params).
	var xs, ts []ir.Value
	var outs []ir.Value
	k := 0
	for i := range f.Params {
		xs = append(xs, d.Params[k])
		k++
		var t ir.Value
		if opts.Mode == ad.Forward && !konst[i] {
			t = d.Params[k]
			k++
		}
		ts = append(ts, t)
	}
	for i := range f.Params {
		if opts.Mode == ad.Reverse && !konst[i] {
			outs = append(outs, d.Params[k])
			k++
		} else {
			outs = append(outs, nil)
		}
	}
	prodExcept := func(skip int) ir.Value {
		var p ir.Value = ir.FloatOf(ret, 1)
		for j, x := range xs {
			if j != skip {
				p = bd.FMul(p, x)
			}
		}
		return p
	}
	if opts.Mode == ad.Reverse {
		for i, o := range outs {
			if o != nil {
				bd.Store(prodExcept(i), o, 0)
			}
		}
		bd.Ret(prodExcept(-1))
		return d, &ad.Report{}, nil
	}
	var sum ir.Value = ir.FloatOf(ret, 0)
	for i, t := range ts {
		if t != nil {
			sum = bd.FAdd(sum, bd.FMul(t, prodExcept(i)))
		}
	}
	bd.Ret(sum)
	return d, &ad.Report{}, nil
}

// compileC compiles a C or C++ file with clang-N at opt to LLVM assembly.
func compileC(t *testing.T, major int, opt, src, dir string) []byte {
	t.Helper()
	clang := testenv.Tool(t, fmt.Sprintf("clang-%d", major))
	out := filepath.Join(dir, fmt.Sprintf("%s.%d%s.ll", filepath.Base(src), major, strings.ReplaceAll(opt, " ", "")))
	args := append(strings.Fields(opt), "-S", "-emit-llvm", "-I", filepath.Dir(src), src, "-o", out)
	if strings.HasSuffix(src, ".cpp") {
		args = append([]string{"-x", "c++", "-std=c++17"}, args...)
	}
	cmd := exec.Command(clang, args...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", clang, strings.Join(args, " "), err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// lowerText reads a module, brings it to the canonical form, runs Lower
// and the IR verifier, and returns the module and how many calls Lower
// replaced.
func lowerText(t *testing.T, name string, text []byte) (*ir.Module, int, error) {
	t.Helper()
	m, err := lltext.Parse(name, text)
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		t.Fatalf("canonicalize %s: %v", name, err)
	}
	n, err := Lower(m)
	if err != nil {
		return m, n, err
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("%s: the lowered module does not verify: %v", name, err)
	}
	return m, n, nil
}

// printModule prints m as it is (canonical form).
func printModule(t *testing.T, m *ir.Module) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, lltext.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// writeFor converts canonical text for reader tg and writes it to a file
// in dir, whose path it returns.
func writeFor(t *testing.T, canonical []byte, tg target.Target, dir, stem string) (string, error) {
	t.Helper()
	m, err := lltext.Parse(stem, canonical)
	if err != nil {
		return "", fmt.Errorf("the lowered module, printed, does not parse again: %w", err)
	}
	if _, err := downgrade.Lower(m, tg, downgrade.Options{}); err != nil {
		return "", fmt.Errorf("converting for %s: %w", tg, err)
	}
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, downgrade.PrintOptions(tg)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fmt.Sprintf("%s.%s.ll", stem, tg))
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, nil
}

// runFor converts canonical text for reader tg and runs it under that
// reader's lli; it returns the combined output and the error of the run.
func runFor(t *testing.T, canonical []byte, tg target.Target, dir, stem string) (string, error) {
	t.Helper()
	path, err := writeFor(t, canonical, tg, dir, stem)
	if err != nil {
		return "", err
	}
	lli := testenv.Tool(t, fmt.Sprintf("lli-%d", tg.Major))
	var args []string
	if tg.Typed {
		args = append(args, "-opaque-pointers=0")
	}
	out, err := exec.Command(lli, append(args, path)...).CombinedOutput()
	return string(out), err
}

func TestAdapterWithHandBuiltDerivatives(t *testing.T) {
	saved := differentiate
	differentiate = fakeEngine
	defer func() { differentiate = saved }()
	dir := t.TempDir()
	for _, tc := range []struct {
		major int
		opt   string
	}{{22, "-O0"}, {22, "-O2"}, {16, "-O2"}, {19, "-O0"}, {22, "-g -O1"}, {16, "-g -O0"}, {15, "-Xclang -no-opaque-pointers -O0"}, {15, "-Xclang -no-opaque-pointers -O2"}} {
		t.Run(fmt.Sprintf("clang-%d%s", tc.major, tc.opt), func(t *testing.T) {
			for _, prog := range []struct {
				file  string
				calls int
			}{{"adapter.c", 13}, {"adapter_invoke.cpp", 4}} {
				src := compileC(t, tc.major, tc.opt, filepath.Join("testdata", prog.file), dir)
				m, n, err := lowerText(t, prog.file+".ll", src)
				if err != nil {
					t.Fatal(err)
				}
				if n != prog.calls {
					t.Errorf("%s: Lower replaced %d calls, want %d", prog.file, n, prog.calls)
				}
				text := printModule(t, m)
				if bytes.Contains(text, []byte("__enzyme_")) || bytes.Contains(text, []byte("@enzyme_")) {
					t.Errorf("%s: Enzyme names remain after Lower", prog.file)
				}
				stem := fmt.Sprintf("%s%d%s", prog.file, tc.major, strings.ReplaceAll(tc.opt, " ", ""))
				for _, tg := range []target.Target{{Major: tc.major}, {Major: 16, Typed: true}} {
					if out, err := runFor(t, text, tg, dir, stem); err != nil {
						t.Errorf("%s: lli for %s: %v\n%s", prog.file, tg, err, out)
					}
				}
			}
		})
	}
}
