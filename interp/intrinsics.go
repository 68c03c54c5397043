package interp

import (
	"math"
	"math/big"
	"math/bits"
	"strings"

	"github.com/irfix/irfix/ir"
)

var bigOne = big.NewInt(1)

// lookupBuiltin returns the Go implementation of an intrinsic or external
// function, or nil.
func lookupBuiltin(name string) builtinFn {
	if strings.HasPrefix(name, "llvm.") {
		return lookupIntrinsic(name)
	}
	if f, ok := libcFuncs[name]; ok {
		return f
	}
	if f, ok := mathFuncs[name]; ok {
		return f
	}
	if f, ok := rustAllocFuncs[rustShimName(name)]; ok {
		return f
	}
	return nil
}

func lookupIntrinsic(name string) builtinFn {
	// Try the longest dotted prefix first: llvm.memcpy.p0i8.p0i8.i64 ->
	// llvm.memcpy, llvm.sadd.with.overflow.i8 -> llvm.sadd.with.overflow.
	for base := name; strings.Count(base, ".") >= 1; base = base[:strings.LastIndexByte(base, '.')] {
		if f, ok := intrinsics[base]; ok {
			return f
		}
		for _, p := range []string{"llvm.vector.reduce.", "llvm.experimental.vector.reduce.v2.", "llvm.experimental.vector.reduce."} {
			if strings.HasPrefix(base, p) && !strings.Contains(base[len(p):], ".") {
				return reduceIntrinsic(base[len(p):])
			}
		}
	}
	if isNoop(name) {
		return func(*Machine, *callCtx) (V, error) { return V{}, nil }
	}
	return nil
}

var intrinsics map[string]builtinFn

func init() {
	intrinsics = map[string]builtinFn{
		"llvm.memcpy":        bMemcpy,
		"llvm.memcpy.inline": bMemcpy,
		"llvm.memmove":       bMemcpy,
		"llvm.memset":        bMemset,
		"llvm.memset.inline": bMemset,
		"llvm.va_start":      bVaStart,
		"llvm.va_end":        func(*Machine, *callCtx) (V, error) { return V{}, nil },
		"llvm.va_copy":       bVaCopy,
		"llvm.stacksave":     bStackSave,
		"llvm.stackrestore":  bStackRestore,
		"llvm.trap":          bTrap,
		"llvm.debugtrap":     bTrap,
		"llvm.ubsantrap":     bTrap,
		"llvm.assume":        bAssume,
		"llvm.expect":        func(_ *Machine, c *callCtx) (V, error) { return c.args[0], nil },
		"llvm.expect.with.probability": func(_ *Machine, c *callCtx) (V, error) {
			return c.args[0], nil
		},
		"llvm.is.constant":             func(*Machine, *callCtx) (V, error) { return V{}, nil },
		"llvm.objectsize":              bObjectSize,
		"llvm.threadlocal.address":     func(_ *Machine, c *callCtx) (V, error) { return c.args[0], nil },
		"llvm.launder.invariant.group": func(_ *Machine, c *callCtx) (V, error) { return c.args[0], nil },
		"llvm.strip.invariant.group":   func(_ *Machine, c *callCtx) (V, error) { return c.args[0], nil },
		"llvm.invariant.start":         func(*Machine, *callCtx) (V, error) { return V{}, nil },
		"llvm.prefetch":                func(*Machine, *callCtx) (V, error) { return V{}, nil },
		"llvm.load.relative":           bLoadRelative,
		"llvm.modf":                    bModfIntr,
		"llvm.frexp":                   bFrexpIntr,
		"llvm.ldexp":                   bLdexpIntr,
		"llvm.sincos":                  bSincosIntr,
		"llvm.ptrmask":                 bPtrMask,
		"llvm.eh.typeid.for":           bTypeIDFor,

		"llvm.sqrt":         fp1(sqrtX86),
		"llvm.fabs":         bFabs,
		"llvm.copysign":     bCopysign,
		"llvm.floor":        fp1(math.Floor),
		"llvm.ceil":         fp1(math.Ceil),
		"llvm.trunc":        fp1(math.Trunc),
		"llvm.round":        fp1(math.Round),
		"llvm.roundeven":    fp1(math.RoundToEven),
		"llvm.rint":         fp1(math.RoundToEven),
		"llvm.nearbyint":    fp1(math.RoundToEven),
		"llvm.fma":          bFMA,
		"llvm.fmuladd":      bFMulAdd,
		"llvm.minnum":       minmaxIntr("minnum"),
		"llvm.maxnum":       minmaxIntr("maxnum"),
		"llvm.minimum":      minmaxIntr("minimum"),
		"llvm.maximum":      minmaxIntr("maximum"),
		"llvm.minimumnum":   minmaxIntr("minnum"),
		"llvm.maximumnum":   minmaxIntr("maxnum"),
		"llvm.pow":          fp2(libmPow),
		"llvm.powi":         bPowi,
		"llvm.exp":          fp1(libmExp),
		"llvm.exp2":         fp1(libmExp2),
		"llvm.exp10":        fp1(libmExp10),
		"llvm.log":          fp1(libmLog),
		"llvm.log2":         fp1(libmLog2),
		"llvm.log10":        fp1(libmLog10),
		"llvm.sin":          fp1(libmSin),
		"llvm.cos":          fp1(libmCos),
		"llvm.tan":          fp1(libmTan),
		"llvm.asin":         fp1(libmAsin),
		"llvm.acos":         fp1(libmAcos),
		"llvm.atan":         fp1(libmAtan),
		"llvm.atan2":        fp2(libmAtan2),
		"llvm.sinh":         fp1(libmSinh),
		"llvm.cosh":         fp1(libmCosh),
		"llvm.tanh":         fp1(libmTanh),
		"llvm.canonicalize": fp1(func(x float64) float64 { return x }),
		"llvm.lround":       bLround,
		"llvm.llround":      bLround,
		"llvm.lrint":        bLrint,
		"llvm.llrint":       bLrint,
		"llvm.fptosi.sat":   bFPToIntSat(true),
		"llvm.fptoui.sat":   bFPToIntSat(false),
		"llvm.is.fpclass":   bIsFPClass,

		"llvm.ctpop":              int1(func(x uint64, w uint32) uint64 { return uint64(bits.OnesCount64(x)) }, bigPopcount),
		"llvm.ctlz":               bCtlz,
		"llvm.cttz":               bCttz,
		"llvm.bswap":              int1(bswapN, nil),
		"llvm.bitreverse":         int1(func(x uint64, w uint32) uint64 { return bits.Reverse64(x) >> (64 - w) }, nil),
		"llvm.abs":                bAbs,
		"llvm.smax":               intMinMax(ir.ICmpSGT),
		"llvm.smin":               intMinMax(ir.ICmpSLT),
		"llvm.umax":               intMinMax(ir.ICmpUGT),
		"llvm.umin":               intMinMax(ir.ICmpULT),
		"llvm.fshl":               bFunnel(true),
		"llvm.fshr":               bFunnel(false),
		"llvm.sadd.with.overflow": withOverflow(ir.OpAdd, true),
		"llvm.uadd.with.overflow": withOverflow(ir.OpAdd, false),
		"llvm.ssub.with.overflow": withOverflow(ir.OpSub, true),
		"llvm.usub.with.overflow": withOverflow(ir.OpSub, false),
		"llvm.smul.with.overflow": withOverflow(ir.OpMul, true),
		"llvm.umul.with.overflow": withOverflow(ir.OpMul, false),
		"llvm.sadd.sat":           saturating(ir.OpAdd, true),
		"llvm.uadd.sat":           saturating(ir.OpAdd, false),
		"llvm.ssub.sat":           saturating(ir.OpSub, true),
		"llvm.usub.sat":           saturating(ir.OpSub, false),
		"llvm.sshl.sat":           saturating(ir.OpShl, true),
		"llvm.ushl.sat":           saturating(ir.OpShl, false),
		"llvm.scmp":               threeWay(true),
		"llvm.ucmp":               threeWay(false),
	}
}

// lanes maps a scalar function over the lanes of vector arguments.
func lanes(t *ir.Type, args []V, f func(et *ir.Type, a []V) (V, error)) (V, error) {
	if t.Kind != ir.VectorKind {
		return f(t, args)
	}
	n := int(t.Len)
	ex := make([][]V, len(args))
	for i, a := range args {
		ex[i] = expand(a, n)
	}
	out := make([]V, n)
	la := make([]V, len(args))
	for l := 0; l < n; l++ {
		for i := range args {
			la[i] = ex[i][l]
		}
		r, err := f(t.Elem, la)
		if err != nil {
			return V{}, err
		}
		out[l] = r
	}
	return aggV(out), nil
}

// scalarArgs checks scalars for poison/undef: poison in gives poison out.
func anyPoison(a []V) bool {
	for _, v := range a {
		if v.isPoison() {
			return true
		}
	}
	return false
}

func anyBad(a []V) bool {
	for _, v := range a {
		if v.bad() {
			return true
		}
	}
	return false
}

// fpN wraps a float64 function of n arguments as a lane-wise intrinsic on
// half/bfloat/float/double, with x86 NaN propagation.
func fpN(n int, f func(a []float64) float64) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		t := c.types[0]
		return lanes(t, c.args[:n], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return poisonV(), nil
			}
			ff := fmtOf(et)
			if ff == nil {
				return V{}, unsupported("%s on %s", c.name, et)
			}
			if anyBad(a) {
				return undefV(), nil
			}
			xs := make([]float64, n)
			raw := make([]uint64, n)
			for i := range xs {
				xs[i] = ff.toF64(a[i].U)
				raw[i] = a[i].U
			}
			r := f(xs)
			return V{U: ff.nanResult(ff.fromF64(r), raw...)}, nil
		})
	}
}

func fp1(f func(float64) float64) builtinFn {
	return fpN(1, func(a []float64) float64 { return f(a[0]) })
}

func fp2(f func(x, y float64) float64) builtinFn {
	return fpN(2, func(a []float64) float64 { return f(a[0], a[1]) })
}

// sqrtX86 is sqrt with the x86 default NaN for negative inputs.
func sqrtX86(x float64) float64 { return math.Sqrt(x) }

func bFabs(_ *Machine, c *callCtx) (V, error) {
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() {
			return a[0], nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("fabs on %s", et)
		}
		if a[0].bad() {
			return undefV(), nil
		}
		return V{U: a[0].U &^ ff.sign()}, nil
	})
}

func bCopysign(_ *Machine, c *callCtx) (V, error) {
	return lanes(c.types[0], c.args[:2], func(et *ir.Type, a []V) (V, error) {
		if anyPoison(a) {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("copysign on %s", et)
		}
		if anyBad(a) {
			return undefV(), nil
		}
		return V{U: a[0].U&^ff.sign() | a[1].U&ff.sign()}, nil
	})
}

func minmaxIntr(kind string) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		return m.floatMinMax(kind, c.types[0], c.args[0], c.args[1])
	}
}

// floatMinMax implements minnum/maxnum (a NaN operand is ignored) and
// minimum/maximum (NaN wins; -0 < +0).
func (m *Machine) floatMinMax(kind string, t *ir.Type, a, b V) (V, error) {
	return lanes(t, []V{a, b}, func(et *ir.Type, v []V) (V, error) {
		if anyPoison(v) {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("%s on %s", kind, et)
		}
		if anyBad(v) {
			return undefV(), nil
		}
		x, y := ff.toF64(v[0].U), ff.toF64(v[1].U)
		xn, yn := x != x, y != y
		isMax := kind == "maxnum" || kind == "maximum"
		if kind == "minnum" || kind == "maxnum" {
			switch {
			case xn && yn:
				return V{U: v[0].U | ff.quiet}, nil
			case xn:
				return v[1], nil
			case yn:
				return v[0], nil
			}
		} else if xn || yn {
			if xn {
				return V{U: v[0].U | ff.quiet}, nil
			}
			return V{U: v[1].U | ff.quiet}, nil
		}
		if x == y {
			// Order the zeros: -0 < +0.
			xs := v[0].U&ff.sign() != 0
			if isMax {
				if xs {
					return v[1], nil
				}
				return v[0], nil
			}
			if xs {
				return v[0], nil
			}
			return v[1], nil
		}
		if (x > y) == isMax {
			return v[0], nil
		}
		return v[1], nil
	})
}

func bPowi(_ *Machine, c *callCtx) (V, error) {
	e := c.args[1]
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() || e.isPoison() {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("powi on %s", et)
		}
		if a[0].bad() || e.bad() {
			return undefV(), nil
		}
		n := sext(e.U, c.types[1].Bits)
		// Repeated squaring, as compiler-rt's __powidf2 does.
		x := ff.toF64(a[0].U)
		r := 1.0
		neg := n < 0
		if neg {
			n = -n
		}
		for {
			if n&1 != 0 {
				r = float64(r * x)
			}
			n >>= 1
			if n == 0 {
				break
			}
			x = float64(x * x)
		}
		if neg {
			r = 1 / r
		}
		return V{U: ff.fromF64(r)}, nil
	})
}

func bLround(_ *Machine, c *callCtx) (V, error) {
	rt := c.ret()
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		ff := fmtOf(et)
		if ff == nil || a[0].bad() {
			return poisonV(), nil
		}
		x := math.Round(ff.toF64(a[0].U))
		w := rt.Scalar().Bits
		if x != x || x < -math.Ldexp(1, int(w-1)) || x >= math.Ldexp(1, int(w-1)) {
			return V{U: 1 << (w - 1) & mask(w)}, nil // x86's "integer indefinite"
		}
		return V{U: uint64(int64(x)) & mask(w)}, nil
	})
}

func bLrint(_ *Machine, c *callCtx) (V, error) {
	rt := c.ret()
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		ff := fmtOf(et)
		if ff == nil || a[0].bad() {
			return poisonV(), nil
		}
		x := math.RoundToEven(ff.toF64(a[0].U))
		w := rt.Scalar().Bits
		if x != x || x < -math.Ldexp(1, int(w-1)) || x >= math.Ldexp(1, int(w-1)) {
			return V{U: 1 << (w - 1) & mask(w)}, nil
		}
		return V{U: uint64(int64(x)) & mask(w)}, nil
	})
}

func bFPToIntSat(signed bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		rt := c.ret()
		w := rt.Scalar().Bits
		return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
			if a[0].isPoison() {
				return poisonV(), nil
			}
			ff := fmtOf(et)
			if ff == nil {
				return V{}, unsupported("fpto*i.sat on %s", et)
			}
			if a[0].bad() {
				return undefV(), nil
			}
			x := math.Trunc(ff.toF64(a[0].U))
			if x != x {
				return V{}, nil
			}
			var lo, hi *big.Int
			if signed {
				lo = new(big.Int).Neg(pow2(w - 1))
				hi = new(big.Int).Sub(pow2(w-1), bigOne)
			} else {
				lo = new(big.Int)
				hi = new(big.Int).Sub(pow2(w), bigOne)
			}
			var bi *big.Int
			if math.IsInf(x, 1) {
				bi = hi
			} else if math.IsInf(x, -1) {
				bi = lo
			} else {
				bi, _ = new(big.Float).SetFloat64(x).Int(nil)
				if bi.Cmp(lo) < 0 {
					bi = lo
				} else if bi.Cmp(hi) > 0 {
					bi = hi
				}
			}
			return normBig(wrapBig(bi, w)), nil
		})
	}
}

func bIsFPClass(_ *Machine, c *callCtx) (V, error) {
	test := c.args[1].U
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil || a[0].bad() {
			return undefV(), nil
		}
		u := a[0].U
		neg := u&ff.sign() != 0
		exp := u & ff.expMask
		man := u & ff.manMask
		var cls uint64
		switch {
		case exp == ff.expMask && man != 0:
			if u&ff.quiet != 0 {
				cls = ir.FPQNan
			} else {
				cls = ir.FPSNan
			}
		case exp == ff.expMask:
			cls = ir.FPPosInf
			if neg {
				cls = ir.FPNegInf
			}
		case exp == 0 && man == 0:
			cls = ir.FPPosZero
			if neg {
				cls = ir.FPNegZero
			}
		case exp == 0:
			cls = ir.FPPosSubnorm
			if neg {
				cls = ir.FPNegSubnorm
			}
		default:
			cls = ir.FPPosNormal
			if neg {
				cls = ir.FPNegNormal
			}
		}
		return boolV(cls&test != 0), nil
	})
}

// Integer intrinsics.

func int1(f func(x uint64, w uint32) uint64, fbig func(x *big.Int, w uint32) *big.Int) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
			if a[0].isPoison() {
				return poisonV(), nil
			}
			if a[0].bad() {
				return undefV(), nil
			}
			w := et.Bits
			if w > 64 {
				if fbig == nil {
					fbig = bigViaBytes(f)
				}
				return normBig(fbig(a[0].bigOf(), w)), nil
			}
			return V{U: f(a[0].U&mask(w), w) & mask(w)}, nil
		})
	}
}

func bigPopcount(x *big.Int, w uint32) *big.Int {
	n := 0
	for _, word := range x.Bits() {
		n += bits.OnesCount(uint(word))
	}
	return big.NewInt(int64(n))
}

// bigViaBytes is only used for bswap/bitreverse of wide integers.
func bigViaBytes(f func(x uint64, w uint32) uint64) func(*big.Int, uint32) *big.Int {
	return func(x *big.Int, w uint32) *big.Int {
		nb := int(w / 8)
		buf := make([]byte, nb)
		x.FillBytes(buf)
		if f(0x0102, 16) == 0x0201 { // bswap
			for i, j := 0, nb-1; i < j; i, j = i+1, j-1 {
				buf[i], buf[j] = buf[j], buf[i]
			}
			return new(big.Int).SetBytes(buf)
		}
		r := new(big.Int)
		for i := 0; i < int(w); i++ {
			if x.Bit(i) == 1 {
				r.SetBit(r, int(w)-1-i, 1)
			}
		}
		return r
	}
}

func bswapN(x uint64, w uint32) uint64 { return bits.ReverseBytes64(x) >> (64 - w) }

func bCtlz(_ *Machine, c *callCtx) (V, error) {
	zeroPoison := c.args[1].U&1 != 0
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() {
			return poisonV(), nil
		}
		if a[0].bad() {
			return undefV(), nil
		}
		w := et.Bits
		x := a[0].bigOf()
		if x.Sign() == 0 && zeroPoison {
			return poisonV(), nil
		}
		return V{U: uint64(int(w) - x.BitLen())}, nil
	})
}

func bCttz(_ *Machine, c *callCtx) (V, error) {
	zeroPoison := c.args[1].U&1 != 0
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() {
			return poisonV(), nil
		}
		if a[0].bad() {
			return undefV(), nil
		}
		w := et.Bits
		x := a[0].bigOf()
		if x.Sign() == 0 {
			if zeroPoison {
				return poisonV(), nil
			}
			return V{U: uint64(w)}, nil
		}
		return V{U: uint64(x.TrailingZeroBits())}, nil
	})
}

func bAbs(_ *Machine, c *callCtx) (V, error) {
	minPoison := c.args[1].U&1 != 0
	return lanes(c.types[0], c.args[:1], func(et *ir.Type, a []V) (V, error) {
		if a[0].isPoison() {
			return poisonV(), nil
		}
		if a[0].bad() {
			return undefV(), nil
		}
		w := et.Bits
		s := toSigned(a[0].bigOf(), w)
		if s.Sign() >= 0 {
			return a[0], nil
		}
		if minPoison && s.Cmp(new(big.Int).Neg(pow2(w-1))) == 0 {
			return poisonV(), nil
		}
		return normBig(wrapBig(new(big.Int).Neg(s), w)), nil
	})
}

func intMinMax(p ir.Pred) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		return lanes(c.types[0], c.args[:2], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return poisonV(), nil
			}
			if anyBad(a) {
				return undefV(), nil
			}
			if icmpScalar(p, et.Bits, 0, a[0], a[1]).U == 1 {
				return a[0], nil
			}
			return a[1], nil
		})
	}
}

func bFunnel(left bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		return lanes(c.types[0], c.args[:3], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return poisonV(), nil
			}
			if anyBad(a) {
				return undefV(), nil
			}
			w := et.Bits
			hi, lo := a[0].bigOf(), a[1].bigOf()
			sh := new(big.Int).Mod(a[2].bigOf(), big.NewInt(int64(w))).Uint64()
			cat := new(big.Int).Lsh(hi, uint(w))
			cat.Or(cat, lo)
			var r *big.Int
			if left {
				r = new(big.Int).Rsh(new(big.Int).Lsh(cat, uint(sh)), uint(w))
			} else {
				r = new(big.Int).Rsh(cat, uint(sh))
			}
			return normBig(wrapBig(r, w)), nil
		})
	}
}

func withOverflow(op ir.Opcode, signed bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		t := c.types[0]
		res, err := lanes(t, c.args[:2], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return aggV([]V{poisonV(), poisonV()}), nil
			}
			if anyBad(a) {
				return aggV([]V{undefV(), undefV()}), nil
			}
			w := et.Bits
			x, y := a[0].bigOf(), a[1].bigOf()
			if signed {
				x, y = toSigned(x, w), toSigned(y, w)
			}
			r := new(big.Int)
			switch op {
			case ir.OpAdd:
				r.Add(x, y)
			case ir.OpSub:
				r.Sub(x, y)
			default:
				r.Mul(x, y)
			}
			var of bool
			if signed {
				of = !inSigned(r, w)
			} else {
				of = r.Sign() < 0 || r.Cmp(pow2(w)) >= 0
			}
			return aggV([]V{normBig(wrapBig(r, w)), boolV(of)}), nil
		})
		if err != nil || t.Kind != ir.VectorKind {
			return res, err
		}
		// Vector form returns { <N x T>, <N x i1> }: transpose the lanes.
		ls := res.X.elems
		vals, ofs := make([]V, len(ls)), make([]V, len(ls))
		for i, l := range ls {
			e := expand(l, 2)
			vals[i], ofs[i] = e[0], e[1]
		}
		return aggV([]V{aggV(vals), aggV(ofs)}), nil
	}
}

func saturating(op ir.Opcode, signed bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		return lanes(c.types[0], c.args[:2], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return poisonV(), nil
			}
			if anyBad(a) {
				return undefV(), nil
			}
			w := et.Bits
			x, y := a[0].bigOf(), a[1].bigOf()
			if signed {
				x = toSigned(x, w)
				if op != ir.OpShl {
					y = toSigned(y, w)
				}
			}
			r := new(big.Int)
			switch op {
			case ir.OpAdd:
				r.Add(x, y)
			case ir.OpSub:
				r.Sub(x, y)
			default:
				if y.Cmp(big.NewInt(int64(w))) >= 0 {
					return poisonV(), nil
				}
				r.Lsh(x, uint(y.Uint64()))
			}
			var lo, hi *big.Int
			if signed {
				lo, hi = new(big.Int).Neg(pow2(w-1)), new(big.Int).Sub(pow2(w-1), bigOne)
			} else {
				lo, hi = new(big.Int), new(big.Int).Sub(pow2(w), bigOne)
			}
			if r.Cmp(lo) < 0 {
				r = lo
			} else if r.Cmp(hi) > 0 {
				r = hi
			}
			return normBig(wrapBig(r, w)), nil
		})
	}
}

func threeWay(signed bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		rw := c.ret().Scalar().Bits
		return lanes(c.types[0], c.args[:2], func(et *ir.Type, a []V) (V, error) {
			if anyPoison(a) {
				return poisonV(), nil
			}
			if anyBad(a) {
				return undefV(), nil
			}
			lt, gt := ir.ICmpULT, ir.ICmpUGT
			if signed {
				lt, gt = ir.ICmpSLT, ir.ICmpSGT
			}
			switch {
			case icmpScalar(lt, et.Bits, 0, a[0], a[1]).U == 1:
				return V{U: mask(rw)}, nil
			case icmpScalar(gt, et.Bits, 0, a[0], a[1]).U == 1:
				return V{U: 1}, nil
			}
			return V{}, nil
		})
	}
}

// reduceIntrinsic implements llvm.vector.reduce.OP.
func reduceIntrinsic(op string) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		// fadd/fmul take a start value first.
		vi := 0
		var acc V
		hasAcc := false
		if op == "fadd" || op == "fmul" {
			vi, acc, hasAcc = 1, c.args[0], true
		}
		vt := c.types[vi]
		if vt.Kind != ir.VectorKind {
			return V{}, unsupported("%s on %s", c.name, vt)
		}
		et := vt.Elem
		els := expand(c.args[vi], int(vt.Len))
		var err error
		for _, e := range els {
			if !hasAcc {
				acc, hasAcc = e, true
				continue
			}
			switch op {
			case "add":
				acc, err = m.binop(ir.OpAdd, 0, et, acc, e)
			case "mul":
				acc, err = m.binop(ir.OpMul, 0, et, acc, e)
			case "and":
				acc, err = m.binop(ir.OpAnd, 0, et, acc, e)
			case "or":
				acc, err = m.binop(ir.OpOr, 0, et, acc, e)
			case "xor":
				acc, err = m.binop(ir.OpXor, 0, et, acc, e)
			case "fadd":
				acc, err = m.binop(ir.OpFAdd, 0, et, acc, e)
			case "fmul":
				acc, err = m.binop(ir.OpFMul, 0, et, acc, e)
			case "smax", "smin", "umax", "umin":
				p := map[string]ir.Pred{"smax": ir.ICmpSGT, "smin": ir.ICmpSLT, "umax": ir.ICmpUGT, "umin": ir.ICmpULT}[op]
				if acc.bad() || e.bad() {
					acc = undefV()
				} else if icmpScalar(p, et.Bits, 0, e, acc).U == 1 {
					acc = e
				}
			case "fmax":
				acc, err = m.floatMinMax("maxnum", et, acc, e)
			case "fmin":
				acc, err = m.floatMinMax("minnum", et, acc, e)
			case "fmaximum":
				acc, err = m.floatMinMax("maximum", et, acc, e)
			case "fminimum":
				acc, err = m.floatMinMax("minimum", et, acc, e)
			default:
				return V{}, unsupported("llvm.vector.reduce.%s", op)
			}
			if err != nil {
				return V{}, err
			}
		}
		return acc, nil
	}
}

// Memory intrinsics.

func lenArg(v V, t *ir.Type) (uint64, error) {
	if v.bad() {
		return 0, ub("length argument is undefined or poison")
	}
	if t.Bits > 64 {
		return v.bigOf().Uint64(), nil
	}
	return v.U & mask(t.Bits), nil
}

func bMemcpy(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	if n == 0 {
		return V{}, nil
	}
	if err := checkPtr(c.args[0], c.name); err != nil {
		return V{}, err
	}
	if err := checkPtr(c.args[1], c.name); err != nil {
		return V{}, err
	}
	return V{}, m.mem.copyBytes(c.args[0].U, c.args[1].U, n, c.name)
}

func bMemset(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	if n == 0 {
		return V{}, nil
	}
	if err := checkPtr(c.args[0], c.name); err != nil {
		return V{}, err
	}
	o, off, err := m.mem.writable(c.args[0].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	b := c.args[1]
	for i := off; i < off+n; i++ {
		o.data[i] = byte(b.U)
	}
	if b.bad() {
		o.markUndef(off, n)
	} else {
		o.setDefined(off, n)
	}
	return V{}, nil
}

func bVaStart(m *Machine, c *callCtx) (V, error) { return V{}, m.vaStart(c.fr, c.args[0]) }

func bVaCopy(m *Machine, c *callCtx) (V, error) {
	return V{}, m.mem.copyBytes(c.args[0].U, c.args[1].U, 24, "va_copy")
}

func bStackSave(_ *Machine, c *callCtx) (V, error) {
	if c.fr == nil {
		return V{}, nil
	}
	// The token is the number of stack objects the frame owns; it is not
	// dereferenceable (object 0 is never allocated).
	return V{U: uint64(len(c.fr.allocs))}, nil
}

func bStackRestore(m *Machine, c *callCtx) (V, error) {
	fr := c.fr
	if fr == nil {
		return V{}, nil
	}
	n := c.args[0].U
	if c.args[0].bad() || n > uint64(len(fr.allocs)) {
		return V{}, ub("llvm.stackrestore with a token that llvm.stacksave did not return")
	}
	for i := len(fr.allocs) - 1; i >= int(n); i-- {
		m.mem.release(fr.allocs[i])
	}
	fr.allocs = fr.allocs[:n]
	return V{}, nil
}

func bTrap(_ *Machine, c *callCtx) (V, error) {
	return V{}, ub("%s was executed (a trap the program asked for)", c.name)
}

func bAssume(_ *Machine, c *callCtx) (V, error) {
	if c.args[0].bad() {
		return V{}, ub("llvm.assume on an undefined or poison condition")
	}
	if c.args[0].U&1 == 0 {
		return V{}, ub("llvm.assume(false): an assumption the program made does not hold")
	}
	return V{}, nil
}

func bObjectSize(m *Machine, c *callCtx) (V, error) {
	w := c.ret().Bits
	p := c.args[0]
	minMode := c.args[1].U&1 != 0
	if o := m.mem.object(p.U); o != nil && !p.bad() && !o.freed && o.kind != objFunc {
		off := p.U - o.base
		if off <= uint64(len(o.data)) {
			return V{U: (uint64(len(o.data)) - off) & mask(w)}, nil
		}
		return V{}, nil
	}
	if minMode {
		return V{}, nil
	}
	return V{U: mask(w)}, nil
}

func bPtrMask(_ *Machine, c *callCtx) (V, error) {
	p, mk := c.args[0], c.args[1]
	if p.bad() || mk.bad() {
		return undefV(), nil
	}
	return V{U: p.U & (mk.U | ^mask(c.types[1].Bits))}, nil
}

// llvm.load.relative(p, off): p + sext(i32 load at p+off).
func bLoadRelative(m *Machine, c *callCtx) (V, error) {
	p, off := c.args[0], c.args[1]
	if err := checkPtr(p, c.name); err != nil {
		return V{}, err
	}
	if off.bad() {
		return V{}, ub("%s with an undefined offset", c.name)
	}
	v, err := m.loadTyped(ir.I32, p.U+off.U, c.name)
	if err != nil {
		return V{}, err
	}
	if v.bad() {
		return V{}, ub("%s loads an undefined offset", c.name)
	}
	return V{U: p.U + uint64(int64(int32(v.U)))}, nil
}

// pairLanes applies a two-result float function lane by lane and returns
// { T, T } (or { <N x T>, <N x T> } for vectors).
func pairLanes(t *ir.Type, a V, f func(ff *ffmt, x uint64) (V, V, error)) (V, error) {
	one := func(et *ir.Type, v V) (V, V, error) {
		if v.isPoison() {
			return poisonV(), poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, V{}, unsupported("%s operand", et)
		}
		if v.bad() {
			return undefV(), undefV(), nil
		}
		return f(ff, v.U)
	}
	if t.Kind != ir.VectorKind {
		x, y, err := one(t, a)
		return aggV([]V{x, y}), err
	}
	ls := expand(a, int(t.Len))
	xs, ys := make([]V, len(ls)), make([]V, len(ls))
	for i, l := range ls {
		var err error
		if xs[i], ys[i], err = one(t.Elem, l); err != nil {
			return V{}, err
		}
	}
	return aggV([]V{aggV(xs), aggV(ys)}), nil
}

func bModfIntr(_ *Machine, c *callCtx) (V, error) {
	return pairLanes(c.types[0], c.args[0], func(ff *ffmt, u uint64) (V, V, error) {
		x := ff.toF64(u)
		ip, fp := math.Modf(x)
		if math.IsInf(x, 0) {
			ip, fp = x, math.Copysign(0, x)
		}
		return V{U: ff.nanResult(ff.fromF64(fp), u)}, V{U: ff.nanResult(ff.fromF64(ip), u)}, nil
	})
}

func bFrexpIntr(_ *Machine, c *callCtx) (V, error) {
	return pairLanes(c.types[0], c.args[0], func(ff *ffmt, u uint64) (V, V, error) {
		x := ff.toF64(u)
		fr, e := math.Frexp(x)
		if math.IsInf(x, 0) || x != x {
			fr, e = x, 0
		}
		return V{U: ff.nanResult(ff.fromF64(fr), u)}, V{U: uint64(uint32(int32(e)))}, nil
	})
}

func bSincosIntr(_ *Machine, c *callCtx) (V, error) {
	return pairLanes(c.types[0], c.args[0], func(ff *ffmt, u uint64) (V, V, error) {
		x := ff.toF64(u)
		return V{U: ff.nanResult(ff.fromF64(libmSin(x)), u)}, V{U: ff.nanResult(ff.fromF64(libmCos(x)), u)}, nil
	})
}

func bLdexpIntr(m *Machine, c *callCtx) (V, error) {
	ew := c.types[1].Scalar().Bits
	return lanes(c.types[0], c.args[:2], func(et *ir.Type, a []V) (V, error) {
		if anyPoison(a) {
			return poisonV(), nil
		}
		ff := fmtOf(et)
		if ff == nil {
			return V{}, unsupported("llvm.ldexp on %s", et)
		}
		if anyBad(a) {
			return undefV(), nil
		}
		n := sext(a[1].U, ew)
		if n > 1<<20 {
			n = 1 << 20
		} else if n < -(1 << 20) {
			n = -(1 << 20)
		}
		return V{U: ff.nanResult(ff.fromF64(math.Ldexp(ff.toF64(a[0].U), int(n))), a[0].U)}, nil
	})
}
