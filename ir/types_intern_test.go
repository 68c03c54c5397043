package ir

import "testing"

func TestInternHitDoesNotAllocate(t *testing.T) {
	_ = IntType(37)
	_ = ArrayOf(4, Double)
	if n := testing.AllocsPerRun(100, func() { _ = IntType(37); _ = ArrayOf(4, Double); _ = PtrType(3) }); n != 0 {
		t.Fatalf("interning existing scalar/array/pointer types allocates %.1f times per call", n)
	}
}
