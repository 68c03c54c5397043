package ir

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// chunkPool hands out short empty slices cut from shared chunks of size
// elements, so that many small slices (operand lists, first use-list
// slots) are not one heap object each. Each slice's capacity is what was
// asked for, so appending to it copies it out and never writes into a
// neighbour's elements. The pool makes carving safe from concurrent
// goroutines: Get hands a chunk to one caller at a time.
//
// A chunk is only carved from until the next garbage collection: slices
// of one chunk share its array, so a module built after another from
// the rest of the first one's chunk would keep the whole earlier module
// reachable through that array, and each module read in a long-running
// process would hold the one before it (a chain, not a bounded cost).
// After a collection a new chunk is started instead.
type chunkPool[T any] struct {
	size int
	pool sync.Pool
}

type chunk[T any] struct {
	free  []T
	epoch uint32
}

// carve returns an empty slice with capacity n (n ≤ size).
func (p *chunkPool[T]) carve(n int) []T {
	c, _ := p.pool.Get().(*chunk[T])
	if c == nil {
		c = new(chunk[T])
	}
	if e := gcEpoch.Load(); len(c.free) < n || c.epoch != e {
		c.free = make([]T, p.size)
		c.epoch = e
	}
	s := c.free[:0:n]
	c.free = c.free[n:]
	p.pool.Put(c)
	return s
}

// gcEpoch counts garbage collections: a sentinel's finalizer runs after
// each collection that found it unreachable, bumps the count and sets up
// the next sentinel.
var gcEpoch atomic.Uint32

// gcSentinel holds a pointer so that it is never a tiny allocation (whose
// finalizers may not run).
type gcSentinel struct{ _ *int }

func armGCEpoch() {
	runtime.SetFinalizer(new(gcSentinel), func(*gcSentinel) {
		gcEpoch.Add(1)
		armGCEpoch()
	})
}

func init() { armGCEpoch() }
