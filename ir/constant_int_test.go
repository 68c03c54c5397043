package ir

import (
	"math/big"
	"testing"
)

// TestIntSmallShared checks Int's shared small constants: equal width and
// value give one object, other widths or values do not, and every value
// is the two's-complement truncation to the width (computed here with
// math/big, not with the function under test).
func TestIntSmallShared(t *testing.T) {
	if Int(I32, 7) != Int(I32, 7) {
		t.Error("Int(i32, 7) is not shared")
	}
	if Int(I32, 7) == Int(I64, 7) || Int(I32, 7) == Int(I32, 8) {
		t.Error("Int shares constants of different width or value")
	}
	for _, ty := range []*Type{I1, I8, I16, I32, I64, IntType(3), IntType(48), I128} {
		for _, v := range []int64{-129, -2, -1, 0, 1, 2, 127, 128, 255, 256, 1 << 40} {
			c := Int(ty, v)
			if c.Typ != ty {
				t.Errorf("Int(%s, %d).Typ = %s", ty, v, c.Typ)
			}
			mod := new(big.Int).Lsh(big.NewInt(1), uint(ty.Bits))
			want := new(big.Int).Mod(big.NewInt(v), mod)
			if got := c.BigValue(); got.Cmp(want) != 0 {
				t.Errorf("Int(%s, %d) = %s, want %s", ty, v, got, want)
			}
		}
	}
}
