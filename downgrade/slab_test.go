package downgrade

import "testing"

// Slices carved from one chunk are separate: appending to one copies it
// out instead of writing into the next one's elements, and a request
// larger than a quarter chunk gets its own array.
func TestSlabCarveSeparate(t *testing.T) {
	var s slab[int]
	a := s.carve(2)
	b := s.carve(3)
	for i := range b {
		b[i] = 10 + i
	}
	a = append(a, 99, 98)
	if b[0] != 10 || b[1] != 11 || b[2] != 12 {
		t.Fatalf("appending to a wrote into b: %v", b)
	}
	if len(a) != 4 || a[2] != 99 {
		t.Fatalf("a = %v", a)
	}
	big := s.carve(slabChunk)
	if len(big) != slabChunk || cap(big) != slabChunk {
		t.Fatalf("a large request: len %d cap %d", len(big), cap(big))
	}
	c := s.carve(1)
	c[0] = 7
	if b[2] != 12 {
		t.Fatal("a later carve overlaps an earlier one")
	}
}
