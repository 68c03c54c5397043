package interp

import (
	"math"
	"math/big"
	"sync"
)

// Fast path for the correctly rounded functions of crmath.go: exp, log,
// sin, cos and pow are first evaluated in double-double arithmetic (about
// 100 bits). The double nearest to the double-double result is the
// correctly rounded one unless the result lies within 2^-12 ulp of a
// rounding boundary (a tie between two doubles), where the error of the
// double-double evaluation could matter; those rare cases, and arguments
// near overflow, underflow or needing large range reductions, go to the
// 128-bit math/big evaluation. TestDDAgreesWithBig checks the two paths
// agree.

type dd struct{ hi, lo float64 }

func twoSum(a, b float64) (float64, float64) {
	s := a + b
	bb := s - a
	return s, (a - (s - bb)) + (b - bb)
}

func fastTwoSum(a, b float64) (float64, float64) {
	s := a + b
	return s, b - (s - a)
}

func twoProd(a, b float64) (float64, float64) {
	p := a * b
	return p, math.FMA(a, b, -p)
}

func ddAdd(x, y dd) dd {
	s, e := twoSum(x.hi, y.hi)
	t, f := twoSum(x.lo, y.lo)
	e += t
	s, e = fastTwoSum(s, e)
	e += f
	s, e = fastTwoSum(s, e)
	return dd{s, e}
}

func ddMul(x, y dd) dd {
	p, e := twoProd(x.hi, y.hi)
	e += x.hi*y.lo + x.lo*y.hi
	p, e = fastTwoSum(p, e)
	return dd{p, e}
}

func ddMulF(x dd, f float64) dd {
	p, e := twoProd(x.hi, f)
	e += x.lo * f
	p, e = fastTwoSum(p, e)
	return dd{p, e}
}

func ddNeg(x dd) dd { return dd{-x.hi, -x.lo} }

// ddFromBig splits a big value into a double-double.
func ddFromBig(x *big.Float) dd {
	hi, _ := x.Float64()
	r := new(big.Float).SetPrec(x.Prec()).Sub(x, new(big.Float).SetFloat64(hi))
	lo, _ := r.Float64()
	return dd{hi, lo}
}

var (
	ddOnce    sync.Once
	ddInvFact [30]dd // 1/n!
	ddLn2     [3]float64
	ddHalfPi  [4]float64 // pi/2 = sum, the first three with 33 significant bits
)

func ddInit() {
	ddOnce.Do(func() {
		crInit()
		for n := 0; n < len(ddInvFact); n++ {
			ddInvFact[n] = ddFromBig(invFactorial(n))
		}
		split := func(x *big.Float, parts []float64, bits uint) {
			rest := new(big.Float).SetPrec(piBits).Set(x)
			for i := range parts {
				var p float64
				if i < len(parts)-1 {
					t := new(big.Float).SetPrec(bits).SetMode(big.ToZero).Set(rest)
					p, _ = t.Float64()
				} else {
					p, _ = rest.Float64()
				}
				parts[i] = p
				rest.Sub(rest, new(big.Float).SetFloat64(p))
			}
		}
		split(new(big.Float).SetPrec(crPrec).Set(crLn2), ddLn2[:], 40)
		hp := new(big.Float).SetPrec(piBits).Set(crPiHi)
		hp.SetMantExp(hp, -1)
		split(hp, ddHalfPi[:], 33)
	})
}

// roundable reports whether rounding the double-double x to x.hi is
// certainly correct: x.lo is not within 2^-12 ulp of half an ulp.
func roundable(x dd) bool {
	if x.hi == 0 || math.IsInf(x.hi, 0) || x.hi != x.hi {
		return false
	}
	if math.Abs(x.hi) < 0x1p-1000 {
		return false // subnormal territory: let big arithmetic round
	}
	u := math.Abs(math.Nextafter(x.hi, math.Inf(1)) - x.hi)
	half := u / 2
	return math.Abs(math.Abs(x.lo)-half) > u*0x1p-12
}

// ddExp returns e^x for a double-double x with |x.hi| < 708.
func ddExp(x dd) dd {
	ddInit()
	k := math.Round(x.hi * math.Log2E)
	// r = x - k ln2, with k*ln2[0] and k*ln2[1] exact (40-bit parts).
	r := dd{x.hi - k*ddLn2[0], 0}
	r = ddAdd(r, dd{x.lo, 0})
	r = ddAdd(r, dd{-k * ddLn2[1], 0})
	r = ddAdd(r, ddMulF(dd{-ddLn2[2], 0}, k))
	const halvings = 10
	r = dd{math.Ldexp(r.hi, -halvings), math.Ldexp(r.lo, -halvings)}
	// Horner: sum r^n/n!, n <= 12 (|r| < 2^-10: the tail is below 2^-130).
	p := ddInvFact[12]
	for n := 11; n >= 0; n-- {
		p = ddAdd(ddMul(p, r), ddInvFact[n])
	}
	for i := 0; i < halvings; i++ {
		p = ddMul(p, p)
	}
	return dd{math.Ldexp(p.hi, int(k)), math.Ldexp(p.lo, int(k))}
}

// ddLog returns ln x for a normal positive double.
func ddLog(x float64) dd {
	u := x - 1
	if math.Abs(u) < 0x1p-20 {
		// ln(1+u) = u - u^2/2 + u^3/3 - ... (u is exact here)
		du := dd{u, 0}
		p := dd{0, 0}
		for n := 9; n >= 1; n-- {
			// 1/n is rounded for n > 2, but those terms are below
			// 2^-60 of the result, so the error stays under 2^-110.
			c := dd{1 / float64(n), 0}
			if n%2 == 0 {
				c = ddNeg(c)
			}
			p = ddAdd(ddMul(p, du), c)
		}
		return ddMul(p, du)
	}
	// One Newton step from the double estimate: y + ln(x e^-y), with
	// ln(1+t) = t - t^2/2 for the tiny t = x e^-y - 1.
	y := math.Log(x)
	e := ddExp(dd{-y, 0})
	t := ddAdd(ddMulF(e, x), dd{-1, 0})
	t2 := ddMul(t, t)
	t = ddAdd(t, dd{-t2.hi / 2, -t2.lo / 2})
	return ddAdd(dd{y, 0}, t)
}

// ddReduce reduces x modulo pi/2 for |x| < 2^20: x = q pi/2 + r.
func ddReduce(x float64) (dd, int) {
	ddInit()
	k := math.Round(x / (math.Pi / 2))
	r := dd{x - k*ddHalfPi[0], 0}
	r = ddAdd(r, dd{-k * ddHalfPi[1], 0})
	r = ddAdd(r, dd{-k * ddHalfPi[2], 0})
	r = ddAdd(r, ddMulF(dd{-ddHalfPi[3], 0}, k))
	return r, int(int64(k) & 3)
}

// ddSinCos returns sin and cos of r, |r| <= pi/4 (+ a little).
func ddSinCos(r dd) (dd, dd) {
	ddInit()
	r2 := ddMul(r, r)
	// sin r = r (1 - r^2/3! + r^4/5! - ...), cos r = 1 - r^2/2! + ...
	s := ddInvFact[27]
	for n := 25; n >= 1; n -= 2 {
		s = ddMul(s, r2)
		s = ddNeg(s)
		s = ddAdd(s, ddInvFact[n])
	}
	s = ddMul(s, r)
	c := ddInvFact[28]
	for n := 26; n >= 0; n -= 2 {
		c = ddMul(c, r2)
		c = ddNeg(c)
		c = ddAdd(c, ddInvFact[n])
	}
	return s, c
}

// fastExp and the others return (result, true) when the double-double
// evaluation settles the correctly rounded result.
func fastExp(x float64) (float64, bool) {
	if x != x || math.Abs(x) > 700 || math.Abs(x) < 0x1p-40 {
		return 0, false
	}
	r := ddExp(dd{x, 0})
	return r.hi, roundable(r)
}

func fastLog(x float64) (float64, bool) {
	if !(x > 0x1p-1000) || math.IsInf(x, 0) || x == 1 {
		return 0, false
	}
	r := ddLog(x)
	return r.hi, roundable(r)
}

func fastSinCos(x float64) (float64, float64, bool) {
	if x != x || math.Abs(x) > 0x1p20 || math.Abs(x) < 0x1p-20 {
		return 0, 0, false
	}
	r, q := ddReduce(x)
	if math.Abs(r.hi) < 0x1p-30 {
		return 0, 0, false // close to a multiple of pi/2: cancellation
	}
	s, c := ddSinCos(r)
	switch q {
	case 1:
		s, c = c, ddNeg(s)
	case 2:
		s, c = ddNeg(s), ddNeg(c)
	case 3:
		s, c = ddNeg(c), s
	}
	return s.hi, c.hi, roundable(s) && roundable(c)
}

func fastPow(x, y float64) (float64, bool) {
	if !(x > 0x1p-1000) || math.IsInf(x, 0) || y != y || math.IsInf(y, 0) || x == 1 || y == 0 {
		return 0, false
	}
	if y == math.Trunc(y) && math.Abs(y) <= 64 {
		return 0, false // exact integer powers: crPow computes them exactly
	}
	l := ddLog(x)
	e := ddMulF(l, y)
	if math.Abs(e.hi) > 700 || math.Abs(e.hi) < 0x1p-40 {
		return 0, false
	}
	r := ddExp(e)
	return r.hi, roundable(r)
}
