package ir

import "sort"

// FoldedCast records a pointer-to-pointer bitcast instruction that the
// upgrade to opaque pointers removed (with opaque pointers it is a no-op).
// It is kept as a key of TypedHints.Values, mapped to the typed type the
// cast produced, so that lowering the module back to typed pointers can
// re-create the cast where the producer had it: same block, same position,
// same name, same users — which keeps typed → opaque → typed text
// identical.
//
// A FoldedCast is a hint, never an operand: it implements Value only so it
// can live in TypedHints.Values. Users are operand positions as they were
// right after the fold; a pass that rewrites those instructions makes the
// hint stale, and lowering checks each use still refers to Src before
// relying on it.
type FoldedCast struct {
	Src    Value  // the value that was cast (after earlier folds)
	Name   string // the cast's name ("" if unnamed)
	Block  *Block // the block the cast was in
	Before *Instr // the instruction that followed it (nil: a later cast or end of block)
	Seq    int    // global order in which casts were folded
	Users  []Use  // operands that used the cast
	MD     []MDAttachment
	// Of is the folded cast this one cast (a chain `bitcast (bitcast x)`),
	// nil when Src is the value that was cast.
	Of *FoldedCast
}

// Type returns the opaque pointer type of the folded value.
func (c *FoldedCast) Type() *Type { return c.Src.Type() }

// FoldedCasts returns the folded-cast hints of h in the order they were
// recorded (nil for a nil h).
func (h *TypedHints) FoldedCasts() []*FoldedCast {
	if h == nil {
		return nil
	}
	var out []*FoldedCast
	for v := range h.Values {
		if c, ok := v.(*FoldedCast); ok {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Seq < out[j].Seq })
	return out
}
