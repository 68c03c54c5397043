package bitstream

import (
	"errors"
	"strconv"
	"strings"
)

// Sentinel errors. Every error the Reader returns is an *Error whose Unwrap
// yields exactly one of these, so callers can classify with errors.Is.
var (
	// ErrTruncated: the input ends before the structure being read does.
	ErrTruncated = errors.New("bitstream truncated")
	// ErrMalformed: the bits are present but break the format's rules
	// (undefined abbreviation, bad encoding, record crossing its block's end).
	ErrMalformed = errors.New("malformed bitstream")
	// ErrLimit: the input is well formed so far but exceeds a safety limit of
	// this reader (nesting depth).
	ErrLimit = errors.New("bitstream limit exceeded")
)

// BlockFrame describes one open block on the path from the top level to the
// reader's current position.
type BlockFrame struct {
	ID   uint32
	Name string // from WithBlockNames, a BLOCKINFO BLOCKNAME, LLVM's names, or "BLOCK_<id>"
	// Index is the 0-based position of this block among the blocks with the
	// same ID inside the same parent: the fourth FUNCTION_BLOCK of a module
	// has Index 3.
	Index       int
	AbbrevWidth uint32
	StartBit    uint64 // first bit of the block body (after the length word)
	EndBit      uint64 // first bit after the block, from its declared length
}

func (f BlockFrame) String() string {
	if f.Index == 0 {
		return f.Name
	}
	return f.Name + " #" + strconv.Itoa(f.Index)
}

// Error is a failure to read the bitstream, located by bit offset and block
// path. Its text has the form
//
//	bit 1234 in MODULE_BLOCK > FUNCTION_BLOCK #3: reading operand 2 of record (abbrev 5): bitstream truncated
//
// where "#3" is the 0-based index among same-ID siblings, omitted for the
// first one.
type Error struct {
	BitOffset uint64
	Path      []BlockFrame
	Msg       string // what was being read and what went wrong
	Kind      error  // ErrTruncated, ErrMalformed or ErrLimit
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("bit ")
	b.WriteString(strconv.FormatUint(e.BitOffset, 10))
	b.WriteString(" ")
	b.WriteString(PathString(e.Path))
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns the sentinel (ErrTruncated, ErrMalformed or ErrLimit).
func (e *Error) Unwrap() error { return e.Kind }

// PathString formats a block path as "in A > B #1", or "at top level" when
// the path is empty.
func PathString(path []BlockFrame) string {
	if len(path) == 0 {
		return "at top level"
	}
	var b strings.Builder
	b.WriteString("in ")
	for i, f := range path {
		if i > 0 {
			b.WriteString(" > ")
		}
		b.WriteString(f.String())
	}
	return b.String()
}

// readErr is the cursor-level failure: which sentinel and a short detail.
// The Reader turns it into an *Error with position, path and context.
type readErr struct {
	kind   error
	detail string
	// at is where the offending field starts, when the failing function
	// knows it (a field that cannot be read, an overflowing VBR); otherwise
	// the Reader reports the start of the entry being read.
	at    uint64
	hasAt bool
}

func (e *readErr) Error() string { return e.detail + ": " + e.kind.Error() }
func (e *readErr) Unwrap() error { return e.kind }
