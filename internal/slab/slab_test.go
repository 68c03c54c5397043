package slab

import "testing"

// Slices carved from one chunk are separate: appending to one copies it
// out instead of writing into the next one's elements, and a request
// longer than Max gets its own array.
func TestCarveSeparate(t *testing.T) {
	var s Slab[int]
	a := s.Carve(2)
	b := s.Carve(3)
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
	big := s.Carve(Chunk)
	if len(big) != Chunk || cap(big) != Chunk {
		t.Fatalf("a large request: len %d cap %d", len(big), cap(big))
	}
	c := s.Carve(1)
	c[0] = 7
	if b[2] != 12 {
		t.Fatal("a later carve overlaps an earlier one")
	}
}
