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

// A Reusable hands out the same memory again after Reset, cleared, and
// gives carved slices capacity equal to their length.
func TestReusableReset(t *testing.T) {
	r := Reusable[int]{Size: 4}
	a := r.Carve(3)
	if len(a) != 3 || cap(a) != 3 {
		t.Fatalf("Carve(3): len %d cap %d", len(a), cap(a))
	}
	a[0], a[2] = 7, 9
	b := r.Carve(2) // does not fit in the one element left: a second chunk
	b[1] = 5
	if r.InUse() != 2 || len(r.Chunks()) != 2 {
		t.Fatalf("after two carves: %d chunks in use, %d kept; want 2, 2", r.InUse(), len(r.Chunks()))
	}
	r.Reset()
	if r.InUse() != 0 {
		t.Fatalf("after Reset: %d chunks in use", r.InUse())
	}
	c := r.Carve(4)
	if &c[0] != &a[0] {
		t.Error("after Reset the first chunk was not reused")
	}
	for k, x := range c {
		if x != 0 {
			t.Errorf("element %d after Reset = %d, want 0", k, x)
		}
	}
	if d := r.Carve(2); &d[0] != &b[0] || d[1] != 0 {
		t.Error("after Reset the second chunk was not reused cleared")
	}
	if len(r.Chunks()) != 2 {
		t.Errorf("%d chunks kept, want 2 (no new chunk after Reset)", len(r.Chunks()))
	}
}
