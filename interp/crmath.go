package interp

import (
	"math"
	"math/big"
	"sync"
)

// Correctly rounded elementary functions.
//
// glibc's exp, log, pow, sin, cos and friends return the correctly rounded
// result for practically every input; Go's math package is only accurate
// to about one ulp (pow differs from glibc in most cases). To print what a
// native run prints, the interpreter evaluates these functions in 200-bit
// arithmetic (math/big) and rounds once to double: the result is the
// correctly rounded one unless the exact value lies within 2^-190 of a
// rounding boundary, which for transcendental results does not happen for
// double inputs in practice. Special values (NaN, infinities, zeros,
// overflow) follow C99 Annex F through Go's math package, which implements
// the same rules. exp, log, pow, sin and cos first try the double-double
// path of ddmath.go (well under a microsecond); the rest cost a few
// microseconds per call.

const crPrec = 128

func newF() *big.Float { return new(big.Float).SetPrec(crPrec) }

func bfv(x float64) *big.Float { return newF().SetFloat64(x) }

func toF64(x *big.Float) float64 {
	f, _ := x.Float64()
	return f
}

var (
	crOnce sync.Once
	crLn2  *big.Float
	crPi   *big.Float // to piBits, for reducing huge arguments
	crPiHi *big.Float
)

const piBits = 1400 // enough to reduce |x| < 2^1024 to 200 good bits

func crInit() {
	crOnce.Do(func() {
		// ln 2 = 2 atanh(1/3), atanh(z) = sum z^(2k+1)/(2k+1).
		crLn2 = atanhSeries(newF().Quo(bfv(1), bfv(3)), crPrec+20)
		crLn2.Mul(crLn2, bfv(2))
		// pi = 16 atan(1/5) - 4 atan(1/239) (Machin), at piBits.
		a := atanSmall(new(big.Float).SetPrec(piBits+20).Quo(new(big.Float).SetPrec(piBits+20).SetInt64(1), new(big.Float).SetPrec(piBits+20).SetInt64(5)), piBits+20)
		b := atanSmall(new(big.Float).SetPrec(piBits+20).Quo(new(big.Float).SetPrec(piBits+20).SetInt64(1), new(big.Float).SetPrec(piBits+20).SetInt64(239)), piBits+20)
		a.Mul(a, new(big.Float).SetInt64(16))
		b.Mul(b, new(big.Float).SetInt64(4))
		crPiHi = new(big.Float).SetPrec(piBits).Sub(a, b)
		crPi = new(big.Float).SetPrec(crPrec + 20).Set(crPiHi)
	})
}

// atanhSeries returns sum z^(2k+1)/(2k+1) at prec bits (|z| small).
func atanhSeries(z *big.Float, prec uint) *big.Float {
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	term := new(big.Float).SetPrec(prec).Set(z)
	sum := new(big.Float).SetPrec(prec).Set(z)
	t := new(big.Float).SetPrec(prec)
	for k := int64(1); ; k++ {
		term.Mul(term, z2)
		t.Quo(term, new(big.Float).SetInt64(2*k+1))
		if t.Sign() == 0 || t.MantExp(nil)-sum.MantExp(nil) < -int(prec) {
			break
		}
		sum.Add(sum, t)
	}
	return sum
}

// atanSmall returns atan(z) by its Taylor series (|z| well below 1).
func atanSmall(z *big.Float, prec uint) *big.Float {
	z2 := new(big.Float).SetPrec(prec).Mul(z, z)
	term := new(big.Float).SetPrec(prec).Set(z)
	sum := new(big.Float).SetPrec(prec).Set(z)
	t := new(big.Float).SetPrec(prec)
	for k := int64(1); ; k++ {
		term.Mul(term, z2)
		term.Neg(term)
		t.Quo(term, new(big.Float).SetInt64(2*k+1))
		if t.Sign() == 0 || t.MantExp(nil)-sum.MantExp(nil) < -int(prec) {
			break
		}
		sum.Add(sum, t)
	}
	return sum
}

var (
	factOnce sync.Once
	invFact  []*big.Float // 1/n! at crPrec+16 bits
)

func invFactorial(n int) *big.Float {
	factOnce.Do(func() {
		f := new(big.Float).SetPrec(crPrec + 16).SetInt64(1)
		for i := 0; i < 80; i++ {
			if i > 0 {
				f.Mul(f, new(big.Float).SetInt64(int64(i)))
			}
			invFact = append(invFact, new(big.Float).SetPrec(crPrec+16).Quo(new(big.Float).SetInt64(1), f))
		}
	})
	return invFact[n]
}

// bigExp returns e^x for a big x of moderate size (|x| < 2^11).
func bigExp(x *big.Float) *big.Float {
	crInit()
	// x = k ln2 + r, |r| <= ln2/2; e^r by Taylor on r/2^8, squared back.
	xf := toF64(x)
	k := math.Round(xf / math.Ln2)
	r := newF().Mul(crLn2, bfv(k))
	r.Sub(x, r)
	const halvings = 8
	r.SetMantExp(r, -halvings)
	sum := newF().SetInt64(1)
	pow := newF().SetInt64(1)
	term := newF()
	for n := 1; n < 80; n++ {
		pow.Mul(pow, r)
		term.Mul(pow, invFactorial(n))
		if term.Sign() == 0 || term.MantExp(nil) < -crPrec-8 {
			break
		}
		sum.Add(sum, term)
	}
	for i := 0; i < halvings; i++ {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// bigLog returns ln x for x > 0: Halley's iteration on e^y = x from the
// double estimate (each step triples the correct bits), or the atanh
// series next to 1 where the iteration would lose precision.
func bigLog(x *big.Float) *big.Float {
	crInit()
	d := newF().Sub(x, bfv(1))
	if d.Sign() == 0 {
		return newF()
	}
	if d.MantExp(nil) < -20 {
		z := newF().Quo(d, newF().Add(x, bfv(1)))
		l := atanhSeries(z, crPrec+10)
		return l.SetMantExp(l, 1)
	}
	y := bfv(math.Log(toF64(x)))
	for i := 0; i < 2; i++ {
		e := bigExp(y)
		num := newF().Sub(x, e)
		num.SetMantExp(num, 1)
		den := newF().Add(x, e)
		y.Add(y, num.Quo(num, den))
	}
	return y
}

func crExp(x float64) float64 {
	switch {
	case x != x || math.IsInf(x, 0) || x == 0:
		return math.Exp(x)
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	case math.Abs(x) < 0x1p-60:
		return 1 + x // rounds to 1, or the neighbour for |x| near 2^-53
	}
	if r, ok := fastExp(x); ok {
		return r
	}
	return toF64(bigExp(bfv(x)))
}

func crExp2(x float64) float64 {
	if x == math.Trunc(x) || x != x || math.IsInf(x, 0) {
		return math.Exp2(x)
	}
	if x > 1025 {
		return math.Inf(1)
	}
	if x < -1076 {
		return 0
	}
	crInit()
	return toF64(bigExp(newF().Mul(bfv(x), crLn2)))
}

func crExp10(x float64) float64 {
	if x != x || math.IsInf(x, 0) {
		return math.Pow(10, x)
	}
	if x == math.Trunc(x) && x >= 0 && x <= 22 {
		return math.Pow(10, x) // exact
	}
	if x > 309 {
		return math.Inf(1)
	}
	if x < -324 {
		return 0
	}
	return toF64(bigExp(newF().Mul(bfv(x), bigLog(bfv(10)))))
}

func crExpm1(x float64) float64 {
	switch {
	case x != x || math.IsInf(x, 0) || x == 0 || math.Abs(x) < 0x1p-60:
		return math.Expm1(x)
	case x > 710:
		return math.Inf(1)
	case x < -40:
		return -1 + 0x1p-60 // rounds to -1
	}
	e := bigExp(bfv(x))
	return toF64(e.Sub(e, bfv(1)))
}

func crLog(x float64) float64 {
	if x <= 0 || x != x || math.IsInf(x, 0) || x == 1 {
		return math.Log(x)
	}
	if r, ok := fastLog(x); ok {
		return r
	}
	return toF64(bigLog(bfv(x)))
}

func crLog2(x float64) float64 {
	if x <= 0 || x != x || math.IsInf(x, 0) {
		return math.Log2(x)
	}
	if fr, e := math.Frexp(x); fr == 0.5 {
		return float64(e - 1) // exact for powers of two
	}
	crInit()
	l := bigLog(bfv(x))
	return toF64(l.Quo(l, crLn2))
}

func crLog10(x float64) float64 {
	if x <= 0 || x != x || math.IsInf(x, 0) {
		return math.Log10(x)
	}
	l := bigLog(bfv(x))
	return toF64(l.Quo(l, bigLog(bfv(10))))
}

func crLog1p(x float64) float64 {
	if x <= -1 || x != x || math.IsInf(x, 0) || x == 0 || math.Abs(x) < 0x1p-60 {
		return math.Log1p(x)
	}
	return toF64(bigLog(newF().Add(bfv(1), bfv(x))))
}

// crPow implements pow with C99's special cases (shared with Go's
// math.Pow) and a correctly rounded exp(y ln|x|) otherwise.
func crPow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case x != x || y != y || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 1:
		return math.Pow(x, y)
	}
	neg := false
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		x = -x
		neg = math.Mod(y, 2) != 0
	}
	var r float64
	if f, ok := fastPow(x, y); ok {
		r = f
	} else if y == math.Trunc(y) && math.Abs(y) <= 64 {
		// Small integer powers: exact with enough bits, then one rounding.
		p := new(big.Float).SetPrec(64 * 54).SetFloat64(1)
		b := new(big.Float).SetPrec(64 * 54).SetFloat64(x)
		n := int64(math.Abs(y))
		for n > 0 {
			if n&1 != 0 {
				p.Mul(p, b)
			}
			b.Mul(b, b)
			n >>= 1
		}
		if y < 0 {
			p.Quo(new(big.Float).SetPrec(crPrec).SetFloat64(1), p)
		}
		r = toF64(p)
	} else {
		l := bigLog(bfv(x))
		l.Mul(l, bfv(y))
		lf := toF64(l)
		switch {
		case lf > 710:
			r = math.Inf(1)
		case lf < -746:
			r = 0
		default:
			r = toF64(bigExp(l))
		}
	}
	if neg {
		return -r
	}
	return r
}

// reduceQuarter returns r and q with x = q*(pi/2) + r, |r| <= pi/4, using
// enough bits of pi for the size of x.
func reduceQuarter(x float64) (*big.Float, int64) {
	crInit()
	_, e := math.Frexp(x)
	prec := uint(crPrec + 20)
	if e > 0 {
		prec += uint(e)
	}
	if prec > piBits {
		prec = piBits
	}
	xb := new(big.Float).SetPrec(prec).SetFloat64(x)
	halfPi := new(big.Float).SetPrec(prec).Set(crPiHi)
	halfPi.SetMantExp(halfPi, -1)
	qf := new(big.Float).SetPrec(prec).Quo(xb, halfPi)
	// round to nearest integer
	qi, _ := qf.Int(nil)
	frac := new(big.Float).SetPrec(prec).Sub(qf, new(big.Float).SetPrec(prec).SetInt(qi))
	if frac.Cmp(big.NewFloat(0.5)) > 0 {
		qi.Add(qi, big.NewInt(1))
	} else if frac.Cmp(big.NewFloat(-0.5)) < 0 {
		qi.Sub(qi, big.NewInt(1))
	}
	r := new(big.Float).SetPrec(prec).Mul(halfPi, new(big.Float).SetPrec(prec).SetInt(qi))
	r.Sub(xb, r)
	q := new(big.Int).And(qi, big.NewInt(3)).Int64()
	return newF().Set(r), q
}

// sinCosSeries returns sin r and cos r for |r| <= pi/4.
func sinCosSeries(r *big.Float) (*big.Float, *big.Float) {
	r2 := newF().Mul(r, r)
	s, c := newF().Set(r), newF().SetInt64(1)
	po, pe := newF().Set(r), newF().SetInt64(1) // r^(2n+1), r^(2n)
	t := newF()
	for n := 1; 2*n+1 < 80; n++ {
		po.Mul(po, r2)
		pe.Mul(pe, r2)
		t.Mul(po, invFactorial(2*n+1))
		if n&1 == 1 {
			s.Sub(s, t)
		} else {
			s.Add(s, t)
		}
		t.Mul(pe, invFactorial(2*n))
		if n&1 == 1 {
			c.Sub(c, t)
		} else {
			c.Add(c, t)
		}
		if t.Sign() == 0 || t.MantExp(nil) < -crPrec-8 {
			break
		}
	}
	return s, c
}

func crSinCos(x float64) (float64, float64) {
	if x != x || math.IsInf(x, 0) {
		return math.NaN(), math.NaN()
	}
	if x == 0 {
		return x, 1
	}
	if math.Abs(x) < 0x1p-30 {
		// sin x = x - x^3/6, cos x = 1 - x^2/2: finish in big arithmetic.
		xb := bfv(x)
		x3 := newF().Mul(xb, xb)
		x3.Mul(x3, xb)
		x3.Quo(x3, bfv(6))
		c := newF().Mul(xb, xb)
		c.Quo(c, bfv(2))
		return toF64(newF().Sub(xb, x3)), toF64(newF().Sub(bfv(1), c))
	}
	if s, c, ok := fastSinCos(x); ok {
		return s, c
	}
	r, q := reduceQuarter(x)
	s, c := sinCosSeries(r)
	switch q {
	case 1:
		s, c = c, s.Neg(s)
	case 2:
		s, c = s.Neg(s), c.Neg(c)
	case 3:
		s, c = c.Neg(c), s
	}
	return toF64(s), toF64(c)
}

func crSin(x float64) float64 { s, _ := crSinCos(x); return s }
func crCos(x float64) float64 { _, c := crSinCos(x); return c }

func crTan(x float64) float64 {
	if x != x || math.IsInf(x, 0) {
		return math.NaN()
	}
	if x == 0 || math.Abs(x) < 0x1p-30 {
		xb := bfv(x)
		x3 := newF().Mul(xb, xb)
		x3.Mul(x3, xb)
		x3.Quo(x3, bfv(3))
		return toF64(newF().Add(xb, x3))
	}
	r, q := reduceQuarter(x)
	s, c := sinCosSeries(r)
	if q&1 == 1 {
		return toF64(newF().Quo(c.Neg(c), s))
	}
	return toF64(newF().Quo(s, c))
}

// bigAtan returns atan z: for |z| <= 1 two Newton steps on tan y = z
// from the double estimate, y <- y - cos y (sin y - z cos y); beyond 1,
// pi/2 - atan(1/z).
func bigAtan(z *big.Float) *big.Float {
	crInit()
	neg := z.Sign() < 0
	a := newF().Abs(z)
	inv := a.Cmp(bfv(1)) > 0
	if inv {
		a.Quo(bfv(1), a)
	}
	var r *big.Float
	if a.Sign() == 0 {
		r = newF()
	} else {
		r = bfv(math.Atan(toF64(a)))
		for i := 0; i < 2; i++ {
			s, c := sinCosSeries(r)
			t := newF().Mul(a, c)
			t.Sub(s, t)
			t.Mul(t, c)
			r.Sub(r, t)
		}
	}
	if inv {
		hp := newF().Set(crPi)
		hp.SetMantExp(hp, -1)
		r = hp.Sub(hp, r)
	}
	if neg {
		r.Neg(r)
	}
	return r
}

func crAtan(x float64) float64 {
	if x != x || x == 0 || math.IsInf(x, 0) || math.Abs(x) < 0x1p-30 {
		return math.Atan(x) // |x| < 2^-30: atan x rounds to x
	}
	return toF64(bigAtan(bfv(x)))
}

func crAsin(x float64) float64 {
	if x != x || x == 0 || math.Abs(x) > 1 || math.Abs(x) < 0x1p-60 {
		return math.Asin(x)
	}
	crInit()
	if math.Abs(x) == 1 {
		hp := newF().Set(crPi)
		hp.SetMantExp(hp, -1)
		return math.Copysign(toF64(hp), x)
	}
	xb := bfv(x)
	d := newF().Mul(xb, xb)
	d.Sub(bfv(1), d)
	d.Sqrt(d)
	return toF64(bigAtan(newF().Quo(xb, d)))
}

func crAcos(x float64) float64 {
	if x != x || math.Abs(x) > 1 {
		return math.Acos(x)
	}
	if x == 1 {
		return 0
	}
	crInit()
	// acos x = 2 atan(sqrt((1-x)/(1+x))).
	xb := bfv(x)
	t := newF().Sub(bfv(1), xb)
	t.Quo(t, newF().Add(bfv(1), xb))
	t.Sqrt(t)
	r := bigAtan(t)
	r.SetMantExp(r, 1)
	return toF64(r)
}

func crAtan2(y, x float64) float64 {
	if y != y || x != x || math.IsInf(x, 0) || math.IsInf(y, 0) || y == 0 || x == 0 {
		return math.Atan2(y, x)
	}
	crInit()
	r := bigAtan(newF().Quo(bfv(y), bfv(x)))
	if x < 0 {
		if y >= 0 {
			r.Add(r, crPi)
		} else {
			r.Sub(r, crPi)
		}
	}
	return toF64(r)
}

func crSinh(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 || math.Abs(x) < 0x1p-30 {
		if math.Abs(x) < 0x1p-30 && x != 0 {
			xb := bfv(x)
			x3 := newF().Mul(xb, xb)
			x3.Mul(x3, xb)
			x3.Quo(x3, bfv(6))
			return toF64(x3.Add(x3, xb))
		}
		return math.Sinh(x)
	}
	if math.Abs(x) > 711 {
		return math.Copysign(math.Inf(1), x)
	}
	e := bigExp(bfv(x))
	ie := newF().Quo(bfv(1), e)
	e.Sub(e, ie)
	e.SetMantExp(e, -1)
	return toF64(e)
}

func crCosh(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return math.Cosh(x)
	}
	if math.Abs(x) > 711 {
		return math.Inf(1)
	}
	e := bigExp(bfv(x))
	ie := newF().Quo(bfv(1), e)
	e.Add(e, ie)
	e.SetMantExp(e, -1)
	return toF64(e)
}

func crTanh(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return math.Tanh(x)
	}
	if math.Abs(x) > 40 {
		return math.Copysign(1, x)
	}
	if math.Abs(x) < 0x1p-30 {
		xb := bfv(x)
		x3 := newF().Mul(xb, xb)
		x3.Mul(x3, xb)
		x3.Quo(x3, bfv(3))
		return toF64(xb.Sub(xb, x3))
	}
	// tanh x = (e^2x - 1) / (e^2x + 1)
	e := bigExp(bfv(2 * x))
	num := newF().Sub(e, bfv(1))
	return toF64(num.Quo(num, e.Add(e, bfv(1))))
}

func crAsinh(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 || math.Abs(x) < 0x1p-30 {
		return math.Asinh(x)
	}
	// asinh x = sign(x) ln(|x| + sqrt(x^2 + 1))
	a := bfv(math.Abs(x))
	t := newF().Mul(a, a)
	t.Add(t, bfv(1))
	t.Sqrt(t)
	t.Add(t, a)
	return math.Copysign(toF64(bigLog(t)), x)
}

func crAcosh(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x < 1 {
		return math.Acosh(x)
	}
	if x == 1 {
		return 0
	}
	a := bfv(x)
	t := newF().Mul(a, a)
	t.Sub(t, bfv(1))
	t.Sqrt(t)
	t.Add(t, a)
	return toF64(bigLog(t))
}

func crAtanh(x float64) float64 {
	if x != x || math.Abs(x) >= 1 || x == 0 || math.Abs(x) < 0x1p-30 {
		return math.Atanh(x)
	}
	// atanh x = ln((1+x)/(1-x)) / 2
	a := bfv(x)
	t := newF().Add(bfv(1), a)
	t.Quo(t, newF().Sub(bfv(1), a))
	l := bigLog(t)
	l.SetMantExp(l, -1)
	return toF64(l)
}

func crCbrt(x float64) float64 {
	if x != x || math.IsInf(x, 0) || x == 0 {
		return math.Cbrt(x)
	}
	// Newton on y^3 = x from Go's estimate: each step doubles the bits.
	a := bfv(x)
	y := bfv(math.Cbrt(x))
	for i := 0; i < 3; i++ {
		y2 := newF().Mul(y, y)
		y3 := newF().Mul(y2, y)
		y3.Sub(y3, a)
		y2.Mul(y2, bfv(3))
		y.Sub(y, y3.Quo(y3, y2))
	}
	return toF64(y)
}

func crHypot(x, y float64) float64 {
	if math.IsInf(x, 0) || math.IsInf(y, 0) || x != x || y != y {
		return math.Hypot(x, y)
	}
	// x^2 + y^2 is exact with 2200 bits; its square root is rounded to
	// crPrec bits and then to double.
	a := new(big.Float).SetPrec(2200).SetFloat64(x)
	b := new(big.Float).SetPrec(2200).SetFloat64(y)
	a.Mul(a, a)
	b.Mul(b, b)
	a.Add(a, b)
	return toF64(newF().Sqrt(a))
}
