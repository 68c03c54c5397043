package interp

import (
	"math"
	"strings"

	"github.com/irfix/irfix/ir"
)

// libm. The functions IEEE 754 requires to be correctly rounded — sqrt,
// fma, fabs, copysign, floor, ceil, trunc, round, rint, nearbyint, fmod,
// remainder, fmin, fmax, fdim, ldexp, scalbn, frexp, modf, logb, ilogb,
// nextafter — give exactly glibc's results. The transcendental functions
// (sin cos tan asin acos atan atan2 sinh cosh tanh asinh acosh atanh exp
// exp2 exp10 expm1 log log2 log10 log1p pow cbrt hypot erf erfc tgamma
// lgamma) use Go's math package: both it and glibc are accurate to within
// one ulp but neither is correctly rounded in every case, so results may
// differ from glibc's in the last ulp for some inputs (see doc.go for the
// measured rates). Float variants (sinf, ...) compute in double and round
// once to float.

func libmExp(x float64) float64   { return crExp(x) }
func libmExp2(x float64) float64  { return crExp2(x) }
func libmExp10(x float64) float64 { return crExp10(x) }
func libmLog(x float64) float64   { return crLog(x) }
func libmLog2(x float64) float64  { return crLog2(x) }
func libmLog10(x float64) float64 { return crLog10(x) }
func libmSin(x float64) float64   { return crSin(x) }
func libmCos(x float64) float64   { return crCos(x) }
func libmTan(x float64) float64   { return crTan(x) }
func libmAsin(x float64) float64  { return crAsin(x) }
func libmAcos(x float64) float64  { return crAcos(x) }
func libmAtan(x float64) float64  { return crAtan(x) }
func libmSinh(x float64) float64  { return crSinh(x) }
func libmCosh(x float64) float64  { return crCosh(x) }
func libmTanh(x float64) float64  { return crTanh(x) }

func libmAtan2(y, x float64) float64 { return crAtan2(y, x) }
func libmPow(x, y float64) float64   { return crPow(x, y) }

// remainderIEEE is C's remainder(): x - n*y with n = x/y rounded to even.
func remainderIEEE(x, y float64) float64 { return math.Remainder(x, y) }

func fdim(x, y float64) float64 {
	if x != x || y != y {
		return x + y
	}
	if x > y {
		return x - y
	}
	return 0
}

func cmin(x, y float64) float64 {
	switch {
	case x != x:
		return y
	case y != y:
		return x
	case x == y && math.Signbit(x):
		return x
	case x == y:
		return y
	case x < y:
		return x
	}
	return y
}

func cmax(x, y float64) float64 {
	switch {
	case x != x:
		return y
	case y != y:
		return x
	case x == y && math.Signbit(x):
		return y
	case x == y:
		return x
	case x > y:
		return x
	}
	return y
}

// cMath wraps a float64 function of n double (or float) arguments as a C
// library function: arguments and result take the call site's types.
func cMath(n int, f func(a []float64) float64) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		if len(c.args) < n {
			return V{}, ub("%s called with %d arguments, it takes %d", c.name, len(c.args), n)
		}
		xs := make([]float64, n)
		raw := make([]uint64, n)
		for i := 0; i < n; i++ {
			ff := fmtOf(c.types[i])
			if ff == nil {
				return V{}, unsupported("%s with a %s argument", c.name, c.types[i])
			}
			if c.args[i].bad() {
				return V{}, ub("argument %d of %s is undefined or poison", i+1, c.name)
			}
			xs[i] = ff.toF64(c.args[i].U)
			raw[i] = convertFloat(ff, fDouble, c.args[i].U)
		}
		rf := fmtOf(c.ret())
		if rf == nil {
			return V{}, unsupported("%s returning %s", c.name, c.ret())
		}
		r := f(xs)
		u := fDouble.nanResult(math.Float64bits(r), raw...)
		return V{U: convertFloat(fDouble, rf, u)}, nil
	}
}

func c1(f func(float64) float64) builtinFn {
	return cMath(1, func(a []float64) float64 { return f(a[0]) })
}

func c2(f func(x, y float64) float64) builtinFn {
	return cMath(2, func(a []float64) float64 { return f(a[0], a[1]) })
}

var mathFuncs = map[string]builtinFn{}

func init() {
	one := map[string]func(float64) float64{
		"sin": libmSin, "cos": libmCos, "tan": libmTan, "asin": libmAsin, "acos": libmAcos,
		"atan": libmAtan, "sinh": libmSinh, "cosh": libmCosh, "tanh": libmTanh,
		"asinh": crAsinh, "acosh": crAcosh, "atanh": crAtanh,
		"exp": libmExp, "exp2": libmExp2, "exp10": libmExp10, "expm1": crExpm1,
		"log": libmLog, "log2": libmLog2, "log10": libmLog10, "log1p": crLog1p,
		"sqrt": math.Sqrt, "cbrt": crCbrt, "fabs": math.Abs, "floor": math.Floor,
		"ceil": math.Ceil, "trunc": math.Trunc, "round": math.Round, "rint": math.RoundToEven,
		"nearbyint": math.RoundToEven, "roundeven": math.RoundToEven,
		"erf": math.Erf, "erfc": math.Erfc, "tgamma": math.Gamma,
		"lgamma": func(x float64) float64 { r, _ := math.Lgamma(x); return r },
		"logb": func(x float64) float64 {
			switch {
			case x == 0:
				return math.Inf(-1)
			case math.IsInf(x, 0):
				return math.Inf(1)
			case x != x:
				return x
			}
			return float64(math.Ilogb(x))
		},
	}
	two := map[string]func(x, y float64) float64{
		"atan2": libmAtan2, "pow": libmPow, "fmod": math.Mod, "remainder": remainderIEEE,
		"hypot": crHypot, "fmin": cmin, "fmax": cmax, "fdim": fdim, "copysign": math.Copysign,
		"nextafter": math.Nextafter,
	}
	for name, f := range one {
		mathFuncs[name] = c1(f)
		mathFuncs[name+"f"] = c1(f)
	}
	for name, f := range two {
		mathFuncs[name] = c2(f)
		mathFuncs[name+"f"] = c2(f)
	}
	mathFuncs["fma"] = bFMAC
	mathFuncs["fmaf"] = bFMAC
	for _, n := range []string{"ldexp", "ldexpf", "scalbn", "scalbnf"} {
		mathFuncs[n] = bLdexp
	}
	for _, n := range []string{"lround", "llround", "lroundf", "llroundf"} {
		mathFuncs[n] = bLround
	}
	for _, n := range []string{"lrint", "llrint", "lrintf", "llrintf"} {
		mathFuncs[n] = bLrint
	}
	mathFuncs["frexp"] = bFrexp
	mathFuncs["modf"] = bModf
	mathFuncs["ilogb"] = bIlogb
	mathFuncs["sincos"] = bSincos
}

// bFMA implements llvm.fma/llvm.fmuladd exactly for every format.
func bFMA(_ *Machine, c *callCtx) (V, error) {
	return lanes(c.types[0], c.args[:3], func(et *ir.Type, a []V) (V, error) {
		if anyPoison(a) {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("fma on %s", et)
		}
		if anyBad(a) {
			return undefV(), nil
		}
		x, y, z := ff.toF64(a[0].U), ff.toF64(a[1].U), ff.toF64(a[2].U)
		var u uint64
		if ff == fDouble {
			u = math.Float64bits(math.FMA(x, y, z))
		} else {
			u = ff.fromExact(x, y, z)
		}
		return V{U: ff.nanResult(u, a[0].U, a[1].U, a[2].U)}, nil
	})
}

// bFMulAdd implements llvm.fmuladd the way the code generator does for
// the calling function's target: one fused operation when the target has
// FMA, a multiply then an add otherwise (see fusesMulAdd).
func bFMulAdd(m *Machine, c *callCtx) (V, error) {
	if c.fr == nil || fusesMulAdd(c.fr.fc.fn) {
		return bFMA(m, c)
	}
	t := c.types[0]
	p, err := m.binop(ir.OpFMul, 0, t, c.args[0], c.args[1])
	if err != nil {
		return V{}, err
	}
	return m.binop(ir.OpFAdd, 0, t, p, c.args[2])
}

// fmaCPUs are x86 CPU names (prefixes) whose feature set includes FMA.
var fmaCPUs = []string{"x86-64-v3", "x86-64-v4", "haswell", "broadwell", "skylake", "cascadelake", "cooperlake",
	"cannonlake", "icelake", "tigerlake", "rocketlake", "alderlake", "raptorlake", "meteorlake", "arrowlake",
	"lunarlake", "pantherlake", "sapphirerapids", "emeraldrapids", "graniterapids", "diamondrapids", "clearwaterforest",
	"sierraforest", "grandridge", "znver", "bdver2", "bdver3", "bdver4", "native"}

// fusesMulAdd reports whether llvm.fmuladd in fn becomes a fused
// multiply-add: when its "target-features" include FMA, when its
// "target-cpu" has FMA, and — with neither attribute — when the host has
// it, as lli's JIT decides (every x86-64 CPU of the last decade).
func fusesMulAdd(fn *function) bool {
	if fn.fuse != 0 {
		return fn.fuse > 0
	}
	fuse := true
	attrs := fn.ir.Attrs.Fn
	if fs, ok := attrs.GetString("target-features"); ok {
		fuse = false
		for _, f := range strings.Split(fs, ",") {
			if f == "+fma" || f == "+fma4" || f == "+avx512f" {
				fuse = true
			}
		}
	} else if cpu, ok := attrs.GetString("target-cpu"); ok {
		fuse = false
		for _, p := range fmaCPUs {
			if strings.HasPrefix(cpu, p) {
				fuse = true
			}
		}
	}
	fn.fuse = -1
	if fuse {
		fn.fuse = 1
	}
	return fuse
}

func bFMAC(m *Machine, c *callCtx) (V, error) {
	if len(c.args) != 3 || fmtOf(c.types[0]) == nil || c.types[0] != c.ret() {
		return V{}, unsupported("%s with argument types %v", c.name, c.types)
	}
	return bFMA(m, c)
}

func bLdexp(_ *Machine, c *callCtx) (V, error) {
	ff := fmtOf(c.types[0])
	if ff == nil || len(c.args) != 2 || c.args[0].bad() || c.args[1].bad() {
		return V{}, unsupported("%s with these arguments", c.name)
	}
	e := sext(c.args[1].U, c.types[1].Bits)
	if e > 1<<20 {
		e = 1 << 20
	} else if e < -(1 << 20) {
		e = -(1 << 20)
	}
	x := ff.toF64(c.args[0].U)
	if ff == fDouble {
		return V{U: ff.nanResult(math.Float64bits(math.Ldexp(x, int(e))), c.args[0].U)}, nil
	}
	// Narrow formats: scale exactly, then round once (Ldexp of a narrow
	// value in float64 is exact unless it underflows float64).
	return V{U: ff.nanResult(ff.fromF64(math.Ldexp(x, int(e))), c.args[0].U)}, nil
}

func bFrexp(m *Machine, c *callCtx) (V, error) {
	ff := fmtOf(c.types[0])
	if ff == nil || len(c.args) != 2 || c.args[0].bad() {
		return V{}, unsupported("%s with these arguments", c.name)
	}
	x := ff.toF64(c.args[0].U)
	fr, e := math.Frexp(x)
	if math.IsInf(x, 0) || x != x {
		fr, e = x, 0
	}
	if err := checkPtr(c.args[1], c.name); err != nil {
		return V{}, err
	}
	if err := m.storeTyped(ir.I32, c.args[1].U, V{U: uint64(uint32(int32(e)))}, c.name); err != nil {
		return V{}, err
	}
	return V{U: ff.nanResult(ff.fromF64(fr), c.args[0].U)}, nil
}

func bModf(m *Machine, c *callCtx) (V, error) {
	ff := fmtOf(c.types[0])
	if ff == nil || len(c.args) != 2 || c.args[0].bad() {
		return V{}, unsupported("%s with these arguments", c.name)
	}
	x := ff.toF64(c.args[0].U)
	ip, fp := math.Modf(x)
	if math.IsInf(x, 0) {
		ip, fp = x, math.Copysign(0, x)
	}
	if err := checkPtr(c.args[1], c.name); err != nil {
		return V{}, err
	}
	if err := m.storeTyped(c.types[0], c.args[1].U, V{U: ff.fromF64(ip)}, c.name); err != nil {
		return V{}, err
	}
	return V{U: ff.nanResult(ff.fromF64(fp), c.args[0].U)}, nil
}

func bIlogb(_ *Machine, c *callCtx) (V, error) {
	ff := fmtOf(c.types[0])
	if ff == nil || c.args[0].bad() {
		return V{}, unsupported("%s with these arguments", c.name)
	}
	x := ff.toF64(c.args[0].U)
	var r int32
	switch {
	case x == 0:
		r = math.MinInt32 // FP_ILOGB0 in glibc
	case x != x:
		r = math.MinInt32 // FP_ILOGBNAN
	case math.IsInf(x, 0):
		r = math.MaxInt32
	default:
		r = int32(math.Ilogb(x))
	}
	return V{U: uint64(uint32(r))}, nil
}

func bSincos(m *Machine, c *callCtx) (V, error) {
	ff := fmtOf(c.types[0])
	if ff == nil || len(c.args) != 3 || c.args[0].bad() {
		return V{}, unsupported("%s with these arguments", c.name)
	}
	x := ff.toF64(c.args[0].U)
	s := ff.nanResult(ff.fromF64(libmSin(x)), c.args[0].U)
	co := ff.nanResult(ff.fromF64(libmCos(x)), c.args[0].U)
	if err := m.storeTyped(c.types[0], c.args[1].U, V{U: s}, c.name); err != nil {
		return V{}, err
	}
	return V{}, m.storeTyped(c.types[0], c.args[2].U, V{U: co}, c.name)
}
