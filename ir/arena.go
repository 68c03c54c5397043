package ir

import (
	"github.com/irfix/irfix/internal/prefault"
	"github.com/irfix/irfix/internal/slab"
)

// A BodyArena holds the operand lists of instructions that are dropped
// all together, and the first use lists of the instructions they use, so
// that their memory is reused for the next such group instead of
// becoming garbage. The bitcode reader's body-at-a-time mode (the
// self-check reads every function body of the module it wrote, compares
// it and lets it go) gives each body's instructions their operands from
// one; on libclc that was 58 MiB of the check's 151 MiB of allocation.
//
// The zero value is ready to use. A BodyArena is not safe for concurrent
// use.
type BodyArena struct {
	ops  arenaChunks[Value]
	uses arenaChunks[Use]
	// counts is LinkUses' scratch, kept for the next body.
	counts []int32
	// module: NewModuleArena's, never reset.
	module bool
}

// NewModuleArena returns an arena for the instructions of a whole
// module being read, never reset: it carves from chunks of
// moduleChunkLen elements (128 KiB) instead of opChunkLen, and maps in
// each new chunk's pages at once (package prefault), as the readers do
// for their instruction slabs. A module's operand and use lists are
// about a fifth of its memory (60 MB of libclc-16's 300), and each
// first touch of a 4 KiB page costs a trap into the kernel.
func NewModuleArena() *BodyArena {
	a := &BodyArena{module: true}
	a.ops.Size, a.ops.NewChunk = moduleChunkLen, prefaulted[Value]
	a.uses.Size, a.uses.NewChunk = moduleChunkLen, prefaulted[Use]
	return a
}

// prefaulted returns a new slice of n elements whose pages are mapped in.
func prefaulted[T any](n int) []T {
	ch := make([]T, n)
	prefault.Slice(ch)
	return ch
}

const moduleChunkLen = 8192

// SetOperandsIn is SetOperands with the new operand list, and the first
// use list of each operand that is an instruction without uses yet,
// carved from a. Until a.Reset, i and those instructions must be
// dropped before a is reset: Reset hands their memory out again.
// Appending to such a list copies it out of the arena, as with
// SetOperands' lists.
func (i *Instr) SetOperandsIn(a *BodyArena, vs []Value) {
	i.DropOperands()
	i.operands = a.ops.list(len(vs), opChunkLen)
	for _, v := range vs {
		i.operands = append(i.operands, v)
		u := Use{i, len(i.operands) - 1}
		if x, ok := v.(*Instr); ok && x != nil {
			if x.uses == nil {
				x.uses = a.uses.carve(useFirstCap, useChunkLen)
			}
			x.uses = append(x.uses, u)
		} else if t, ok := v.(Tracked); ok {
			t.addUse(u)
		}
	}
}

// Reset makes all of a's memory free for reuse. Every instruction given
// operands by SetOperandsIn since the last Reset, and every instruction
// they used, must be unreachable or have been cleared (its operand and
// use lists no longer refer to a's memory).
func (a *BodyArena) Reset() {
	a.ops.reset()
	a.uses.reset()
}

// arenaChunks carves short slices out of chunks it keeps for reuse
// (slab.Reusable); its Size, when set (NewModuleArena), replaces the
// chunk size callers pass, and otherwise becomes the first one passed
// (each arena's callers pass one size).
type arenaChunks[T any] struct{ slab.Reusable[T] }

// list returns an empty slice of capacity n, carved from c when
// 0 < n ≤ limit (limit ≤ the chunk size), allocated on its own otherwise.
func (c *arenaChunks[T]) list(n, limit int) []T {
	if n == 0 || n > limit {
		return make([]T, 0, n)
	}
	return c.carve(n, limit)
}

// carve returns an empty slice of capacity n (n ≤ size, the chunk size).
func (c *arenaChunks[T]) carve(n, size int) []T {
	if c.Size == 0 {
		c.Size = size
	}
	return c.Carve(n)[:0]
}

// reset clears the chunks handed out (dropping what they point to) and
// makes them available again.
func (c *arenaChunks[T]) reset() { c.Reset() }
