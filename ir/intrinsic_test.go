package ir_test

import (
	"math"
	"os/exec"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

func TestMangleType(t *testing.T) {
	s := ir.NewNamedStruct("struct.S")
	cases := map[string]*ir.Type{
		"p0":              ir.Ptr,
		"p0i8":            ir.TypedPtr(ir.I8, 0),
		"p1f64":           ir.TypedPtr(ir.Double, 1),
		"p0s_struct.Ss":   ir.TypedPtr(s, 0),
		"a4i32":           ir.ArrayOf(4, ir.I32),
		"v4f32":           ir.VectorOf(4, ir.Float, false),
		"nxv2i64":         ir.VectorOf(2, ir.I64, true),
		"sl_i32f64s":      ir.StructOf(false, ir.I32, ir.Double),
		"f_i32p0i8f":      ir.FuncOf(ir.I32, []*ir.Type{ir.TypedPtr(ir.I8, 0)}, false),
		"f_f64f64varargf": ir.FuncOf(ir.Double, []*ir.Type{ir.Double}, true),
	}
	for want, ty := range cases {
		if got := ir.MangleType(ty); got != want {
			t.Errorf("MangleType(%s) = %q, want %q", ty, got, want)
		}
	}
}

// The names below are written as LLVM spells them (LangRef, clang and
// rustc output); the split is the base name LangRef documents and the
// overload types in order.
func TestSplitIntrinsicName(t *testing.T) {
	cases := []struct {
		name, base string
		types      []string
	}{
		{"llvm.sin.f64", "llvm.sin", []string{"f64"}},
		{"llvm.memcpy.p0i8.p0i8.i64", "llvm.memcpy", []string{"p0i8", "p0i8", "i64"}},
		{"llvm.memcpy.p0.p0.i64", "llvm.memcpy", []string{"p0", "p0", "i64"}},
		{"llvm.memcpy.inline.p0.p0.i64", "llvm.memcpy.inline", []string{"p0", "p0", "i64"}},
		{"llvm.vector.reduce.fadd.v4f64", "llvm.vector.reduce.fadd", []string{"v4f64"}},
		{"llvm.experimental.vector.reduce.v2.fadd.f64.v4f64", "llvm.experimental.vector.reduce.v2.fadd", []string{"f64", "v4f64"}},
		{"llvm.sadd.with.overflow.i32", "llvm.sadd.with.overflow", []string{"i32"}},
		{"llvm.powi.f64.i32", "llvm.powi", []string{"f64", "i32"}},
		{"llvm.masked.load.nxv2f64.p0", "llvm.masked.load", []string{"nxv2f64", "p0"}},
		{"llvm.lifetime.start.p0", "llvm.lifetime.start", []string{"p0"}},
		{"llvm.fma.v2bf16", "llvm.fma", []string{"v2bf16"}},
		{"llvm.ssa.copy.sl_i32f64s", "llvm.ssa.copy", []string{"sl_i32f64s"}},
		{"llvm.ssa.copy.f_i32p0f", "llvm.ssa.copy", []string{"f_i32p0f"}},
		{"llvm.trap", "llvm.trap", nil},
		{"llvm.dbg.value", "llvm.dbg.value", nil},
		{"llvm.x86.sse2.pause", "llvm.x86.sse2.pause", nil},
		{"llvm.x86.avx.vzeroupper", "llvm.x86.avx.vzeroupper", nil},
		{"sin", "sin", nil},
	}
	for _, c := range cases {
		base, types := ir.SplitIntrinsicName(c.name)
		if base != c.base || strings.Join(types, ",") != strings.Join(c.types, ",") {
			t.Errorf("SplitIntrinsicName(%q) = %q %q, want %q %q", c.name, base, types, c.base, c.types)
		}
		if got := ir.IntrinsicBase(c.name); got != c.base {
			t.Errorf("IntrinsicBase(%q) = %q", c.name, got)
		}
	}
	if got := ir.IntrinsicName("llvm.powi", ir.Double, ir.I32); got != "llvm.powi.f64.i32" {
		t.Errorf("IntrinsicName = %q", got)
	}
}

func TestDeclareFunc(t *testing.T) {
	m := &ir.Module{}
	sig := ir.FuncOf(ir.Double, []*ir.Type{ir.Double}, false)
	f, err := m.DeclareIntrinsic("llvm.sin", sig, ir.Double)
	if err != nil || f.Name != "llvm.sin.f64" || f.Sig != sig {
		t.Fatalf("DeclareIntrinsic = %v, %v", f, err)
	}
	again, err := m.DeclareFunc("llvm.sin.f64", ir.FuncOf(ir.Double, []*ir.Type{ir.Double}, false))
	if err != nil || again != f || len(m.Funcs) != 1 {
		t.Fatalf("second declaration: %v %v (%d functions)", again, err, len(m.Funcs))
	}
	if _, err := m.DeclareFunc("llvm.sin.f64", ir.FuncOf(ir.Float, []*ir.Type{ir.Float}, false)); err == nil {
		t.Error("redeclaring with another signature is not an error")
	}
	m.AddGlobal(ir.NewGlobal("g", ir.I32, ir.Int(ir.I32, 0)))
	if _, err := m.DeclareFunc("g", sig); err == nil {
		t.Error("declaring over a global variable is not an error")
	}
	if _, err := m.DeclareIntrinsic("sin", sig); err == nil {
		t.Error("DeclareIntrinsic accepts a name without llvm.")
	}
}

// Code built with the Builder's fast-math flags, float constants and
// intrinsic calls must be accepted by LLVM's own reader and verifier.
func TestBuilderFMFAndIntrinsicsOracle(t *testing.T) {
	m := &ir.Module{}
	v2 := ir.VectorOf(2, ir.Double, false)
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Double, []*ir.Type{ir.Double, v2}, false)))
	bd := ir.NewBuilder(f.NewBlock("entry"))
	bd.FMF = ir.FMFNoNaNs | ir.FMFContract
	x, v := f.Params[0], f.Params[1]
	neg := bd.FNeg(x)
	s, err := bd.CallMath("llvm.sin", neg)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bd.CallIntrinsic("llvm.powi", ir.Double, []*ir.Type{ir.Double, ir.I32}, s, ir.Int(ir.I32, 3))
	if err != nil {
		t.Fatal(err)
	}
	vs := bd.FMul(v, ir.FloatConst(v2, 0.5))
	r, err := bd.CallIntrinsic("llvm.vector.reduce.fadd", ir.Double, []*ir.Type{v2}, ir.FloatConst(ir.Double, math.Copysign(0, -1)), vs)
	if err != nil {
		t.Fatal(err)
	}
	c := bd.FCmp(ir.FCmpOLT, p, r)
	sel := bd.Select(c, p, r)
	i := bd.Add(ir.Int(ir.I32, 1), ir.Int(ir.I32, 2))
	ret := bd.Ret(bd.FAdd(sel, bd.Cast(ir.OpSIToFP, i, ir.Double)))
	for _, in := range []*ir.Instr{neg, s, p, vs, r, c, sel} {
		if in.FMF != bd.FMF {
			t.Errorf("%s has fast-math flags %v, want %v", lltext.FormatInstr(in), in.FMF, bd.FMF)
		}
	}
	if i.FMF != 0 {
		t.Errorf("integer add got fast-math flags")
	}
	if n := len(m.Funcs); n != 4 {
		t.Errorf("%d functions, want f and three intrinsic declarations", n)
	}
	bd.SetInsertBefore(ret)
	if _, err := bd.CallMath("llvm.sin", neg); err != nil || len(m.Funcs) != 4 {
		t.Errorf("second llvm.sin call declared again (%v)", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	text := lltext.Format(m)
	for _, want := range []string{"fneg nnan contract double", "call nnan contract double @llvm.sin.f64(", "@llvm.powi.f64.i32(", "fmul nnan contract <2 x double>", "@llvm.vector.reduce.fadd.v2f64(double -0.000000e+00", "fcmp nnan contract olt", "select nnan contract i1"} {
		if !strings.Contains(text, want) {
			t.Errorf("printed module lacks %q:\n%s", want, text)
		}
	}
	opt := testenv.Tool(t, "opt-19")
	cmd := exec.Command(opt, "-passes=verify", "-disable-output")
	cmd.Stdin = strings.NewReader(text)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("opt-19 rejects the built module: %v\n%s\n%s", err, out, text)
	}
}

// Inserting before one point many times keeps every instruction's index
// right (the cached positions are checked before use).
func TestInsertIndex(t *testing.T) {
	m := &ir.Module{}
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false)))
	b := f.NewBlock("entry")
	bd := ir.NewBuilder(b)
	x := ir.Value(f.Params[0])
	for k := 0; k < 50; k++ {
		x = bd.Add(x, ir.Int(ir.I32, 1))
	}
	ret := bd.Ret(x)
	bd.SetInsertBefore(ret)
	for k := 0; k < 50; k++ {
		bd.Mul(f.Params[0], ir.Int(ir.I32, int64(k)))
	}
	mid := b.Instrs[25]
	bd.SetInsertBefore(mid)
	bd.Sub(f.Params[0], f.Params[0])
	b.Instrs[3].Remove()
	b.Instrs = append(b.Instrs[:10:10], b.Instrs[11:]...) // edited by hand
	for n, i := range b.Instrs {
		if got := i.Index(); got != n {
			t.Fatalf("instruction %d: Index() = %d", n, got)
		}
	}
	if b.Instrs[len(b.Instrs)-1] != ret {
		t.Fatal("ret is not last")
	}
}

// SetInsertAfter puts new instructions right after the given one, in
// creation order, also after the last instruction of a block.
func TestSetInsertAfter(t *testing.T) {
	m := &ir.Module{}
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false)))
	b := f.NewBlock("entry")
	bd := ir.NewBuilder(b)
	a := bd.Add(f.Params[0], ir.Int(ir.I32, 1))
	c := bd.Add(a, ir.Int(ir.I32, 2))
	bd.SetInsertAfter(a)
	x := bd.Mul(a, a)
	y := bd.Mul(x, a)
	bd.SetInsertAfter(c)
	bd.Ret(c)
	want := []*ir.Instr{a, x, y, c}
	if len(b.Instrs) != 5 || b.Instrs[4].Op != ir.OpRet {
		t.Fatalf("block has %d instructions, last %v", len(b.Instrs), b.Instrs[len(b.Instrs)-1].Op)
	}
	for n, i := range want {
		if b.Instrs[n] != i {
			t.Fatalf("instruction %d is %s", n, lltext.FormatInstr(b.Instrs[n]))
		}
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
}
