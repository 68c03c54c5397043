package ir

// TypedHints remembers typed-pointer types of an upgraded module. Values
// map to the typed type they had (a pointer type, or a function/struct/
// array type containing typed pointers); named structs map to the typed
// body fields they had.
type TypedHints struct {
	Values  map[Value]*Type
	Structs map[*Type][]*Type
	// Instrs maps calls, GEPs, loads, stores, allocas to the typed form
	// of the type they carried (function type, source element type, ...).
	Instrs map[*Instr]*Type
	// Casts are the pointer-to-pointer bitcasts the upgrade removed, in
	// the order it removed them.
	Casts []*FoldedCast
}

// FoldedCast records a pointer-to-pointer bitcast instruction that the
// upgrade to opaque pointers removed (with opaque pointers it is a no-op),
// so that lowering the module back to typed pointers can re-create the
// cast where the producer had it: same block, same position, same name,
// same users — which keeps typed → opaque → typed text identical. It is
// part of the contract between the upgrade (which records it) and typed
// lowering (which reads it), as TypedHints is.
//
// A FoldedCast is a hint, never an operand. Users are operand positions as
// they were right after the fold; a pass that rewrites those instructions
// makes the hint stale, and lowering checks each use still refers to Src
// before relying on it.
type FoldedCast struct {
	Src    Value  // the value that was cast (after earlier folds)
	Typed  *Type  // the typed pointer type the cast produced
	Name   string // the cast's name ("" if unnamed)
	Block  *Block // the block the cast was in
	Before *Instr // the instruction that followed it (nil: a later cast or end of block)
	Users  []Use  // operands that used the cast
	MD     []MDAttachment
	// Of is the folded cast this one cast (a chain `bitcast (bitcast x)`),
	// nil when Src is the value that was cast.
	Of *FoldedCast
}

// FoldedCasts returns the folded-cast hints of h in the order they were
// recorded (nil for a nil h).
func (h *TypedHints) FoldedCasts() []*FoldedCast {
	if h == nil {
		return nil
	}
	return h.Casts
}
