package ir

import "sync"

// chunkPool hands out short empty slices cut from shared chunks of size
// elements, so that many small slices (operand lists, first use-list
// slots) are not one heap object each. Each slice's capacity is what was
// asked for, so appending to it copies it out and never writes into a
// neighbour's elements. The pool makes carving safe from concurrent
// goroutines: Get hands a chunk to one caller at a time.
type chunkPool[T any] struct {
	size int
	pool sync.Pool
}

type chunk[T any] struct{ free []T }

// carve returns an empty slice with capacity n (n ≤ size).
func (p *chunkPool[T]) carve(n int) []T {
	c, _ := p.pool.Get().(*chunk[T])
	if c == nil {
		c = new(chunk[T])
	}
	if len(c.free) < n {
		c.free = make([]T, p.size)
	}
	s := c.free[:0:n]
	c.free = c.free[n:]
	p.pool.Put(c)
	return s
}
