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

// Reusable hands out slices carved from chunks it keeps: Reset clears
// what was carved since the last Reset and hands the same chunks out
// again, so a reader that drops its values in groups (one function body
// at a time) reuses their memory instead of making garbage. Size is the
// chunk length (Chunk when 0); NewChunk, when set, makes each new chunk.
// The zero value is ready to use; a Reusable is not safe for concurrent
// use.
type Reusable[T any] struct {
	Size     int
	NewChunk func(n int) []T

	chunks [][]T
	used   int // chunks carved from since the last Reset
	free   []T // the uncarved rest of chunks[used-1]
}

// Carve returns a zeroed slice of length and capacity n, which must not
// exceed the chunk length.
func (s *Reusable[T]) Carve(n int) []T {
	if len(s.free) < n {
		if s.used == len(s.chunks) {
			size := s.Size
			if size == 0 {
				size = Chunk
			}
			var ch []T
			if s.NewChunk != nil {
				ch = s.NewChunk(size)
			} else {
				ch = make([]T, size)
			}
			s.chunks = append(s.chunks, ch)
		}
		s.free = s.chunks[s.used]
		s.used++
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}

// Reset clears what was carved since the last Reset (only that: the
// uncarved rest of the last chunk is still zero, and a reader resetting
// per function body would otherwise clear whole chunks for bodies of a
// few values) and makes it available again.
func (s *Reusable[T]) Reset() {
	for k, ch := range s.chunks[:s.used] {
		if k == s.used-1 {
			ch = ch[:len(ch)-len(s.free)]
		}
		clear(ch)
	}
	s.used = 0
	s.free = nil
}

// InUse is the number of chunks carved from since the last Reset.
func (s *Reusable[T]) InUse() int { return s.used }

// Chunks returns every chunk s keeps, in the order they are handed out.
func (s *Reusable[T]) Chunks() [][]T { return s.chunks }
