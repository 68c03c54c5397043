// Package slab cuts short slices from shared chunks, so that many small
// slices cost one heap object per chunk instead of one each (the bitcode
// reader's successor lists, metadata nodes and fields; downgrade's debug
// record calls).
//
// A carved slice has capacity equal to its length: appending to it copies
// it out and never writes into a neighbour. A chunk stays reachable while
// any slice of it is, so a Slab should carve only values that live about
// as long as each other (one module's).
package slab

// Chunk is the number of elements a Slab allocates at a time; requests
// longer than Max get their own array.
const (
	Chunk = 1024
	Max   = 64
)

// Slab hands out slices carved from chunks. The zero value is ready to
// use; it is not safe for concurrent use.
type Slab[T any] struct{ free []T }

// Carve returns a zeroed slice of length and capacity n.
func (s *Slab[T]) Carve(n int) []T {
	if n > Max {
		return make([]T, n)
	}
	if len(s.free) < n {
		s.free = make([]T, Chunk)
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}
