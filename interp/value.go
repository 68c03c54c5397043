package interp

import (
	"math/big"
)

// V is the interpreter's register value. A plain scalar (integer of at
// most 64 bits, float, pointer) is just U with X == nil — the fast path
// every hot instruction checks first:
//
//   - integers: zero-extended and truncated to their width;
//   - floats: the IEEE bits (half/bfloat in the low 16 bits, float in the
//     low 32);
//   - pointers: the address (see memory.go for the encoding).
//
// Everything else hangs off X: poison, partially or wholly undefined
// bits, integers wider than 64 bits, vector and aggregate elements.
type V struct {
	U uint64
	X *ext
}

// ext holds what does not fit a plain scalar. Only one of elems / big is
// set; poison overrides everything.
type ext struct {
	elems  []V      // vector or aggregate elements
	big    *big.Int // integer wider than 64 bits: non-negative, < 2^width
	undef  uint64   // scalars: mask of undefined bits (^0 = all; wide integers: any nonzero = all)
	poison bool
}

var (
	poisonX = &ext{poison: true}
	undefX  = &ext{undef: ^uint64(0)}
	// poisonGEPX marks the poison result of an inbounds getelementptr that
	// left its object; U keeps the address so a later access can say
	// where it went.
	poisonGEPX = &ext{poison: true}
)

func poisonV() V { return V{X: poisonX} }
func undefV() V  { return V{X: undefX} }

func (v V) isPoison() bool { return v.X != nil && v.X.poison }

// isUndef reports whether any bit of a scalar is undefined.
func (v V) isUndef() bool { return v.X != nil && !v.X.poison && v.X.elems == nil && v.X.undef != 0 }

// undefMask returns the undefined bits of a scalar of width bits.
func (v V) undefMask(bits uint32) uint64 {
	if v.X == nil || v.X.elems != nil {
		return 0
	}
	return v.X.undef & mask(bits)
}

// bad reports whether the scalar is poison or has any undefined bit.
func (v V) bad() bool { return v.X != nil && (v.X.poison || (v.X.elems == nil && v.X.undef != 0)) }

func aggV(elems []V) V { return V{X: &ext{elems: elems}} }

func bigV(b *big.Int) V { return V{X: &ext{big: b}} }

// withUndef returns the scalar u with the undefined bits m (m == 0 gives a
// plain value).
func withUndef(u, m uint64) V {
	if m == 0 {
		return V{U: u}
	}
	if m == ^uint64(0) {
		return V{U: u, X: undefX}
	}
	return V{U: u, X: &ext{undef: m}}
}

func mask(bits uint32) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<bits - 1
}

// sext sign-extends the low bits of u to 64 bits.
func sext(u uint64, bits uint32) int64 {
	if bits >= 64 {
		return int64(u)
	}
	s := 64 - bits
	return int64(u<<s) >> s
}

// bigOf returns the value of a wide integer (or a narrow one as big.Int).
func (v V) bigOf() *big.Int {
	if v.X != nil && v.X.big != nil {
		return v.X.big
	}
	return new(big.Int).SetUint64(v.U)
}

// expand returns the n elements of a vector or aggregate value. V{} is the
// zero value of every type and poison/undef values of aggregate type stand
// for all their elements, so those expand to n copies.
func expand(v V, n int) []V {
	if v.X != nil && v.X.elems != nil {
		return v.X.elems
	}
	out := make([]V, n)
	if v.X != nil {
		switch {
		case v.X.poison:
			for i := range out {
				out[i] = poisonV()
			}
		case v.X.undef != 0:
			for i := range out {
				out[i] = undefV()
			}
		}
	}
	return out
}

// elemAt returns element i of a vector or aggregate value without
// expanding a zero, undef or poison value into all its elements.
func elemAt(v V, i int) V {
	if v.X == nil {
		return V{}
	}
	if v.X.elems != nil {
		return v.X.elems[i]
	}
	switch {
	case v.X.poison:
		return poisonV()
	case v.X.undef != 0:
		return undefV()
	}
	return V{}
}
