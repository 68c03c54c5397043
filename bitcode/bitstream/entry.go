package bitstream

// Kind says what an Entry is.
type Kind uint8

const (
	KindEnterBlock   Kind = iota + 1 // ENTER_SUBBLOCK: a block starts
	KindEndBlock                     // END_BLOCK: the innermost block ends
	KindRecord                       // UNABBREV_RECORD or an abbreviated record
	KindDefineAbbrev                 // DEFINE_ABBREV (already registered by the Reader)
)

func (k Kind) String() string {
	switch k {
	case KindEnterBlock:
		return "EnterBlock"
	case KindEndBlock:
		return "EndBlock"
	case KindRecord:
		return "Record"
	case KindDefineAbbrev:
		return "DefineAbbrev"
	}
	return "Kind(?)"
}

// Entry is one item of the stream, as returned by Reader.Next. Which fields
// are set depends on Kind:
//
//	all kinds:        Kind, BitPos, AbbrevID, BlockID
//	KindEnterBlock:   BlockID is the new block; AbbrevWidth, NumWords
//	KindEndBlock:     BlockID is the block that ended
//	KindRecord:       BlockID is the enclosing block; Code, Ops, Blob, and
//	                  Abbrev (nil for UNABBREV_RECORD)
//	KindDefineAbbrev: Abbrev; NewAbbrevID is the ID it was given; BlockID
//	                  is the block it belongs to (for a DEFINE_ABBREV inside
//	                  BLOCKINFO, the block selected by SETBID)
//
// BlockID is 0 for entries at the top level outside any block, the same
// number as BLOCKINFO; use Reader.Depth to tell them apart.
type Entry struct {
	Kind     Kind
	BitPos   uint64 // bit offset of the entry's abbreviation ID
	AbbrevID uint32 // the abbreviation ID that introduced the entry
	BlockID  uint32

	AbbrevWidth uint32 // KindEnterBlock: abbreviation ID width inside the block
	NumWords    uint32 // KindEnterBlock: body length in 32-bit words

	Code uint32   // KindRecord: record code
	Ops  []uint64 // KindRecord: operands (array elements included), freshly allocated
	// Blob is the blob operand of a record whose abbreviation ends in a
	// blob, nil otherwise. It aliases the Reader's input.
	Blob []byte

	Abbrev      *Abbrev // KindRecord (abbreviated) and KindDefineAbbrev
	NewAbbrevID uint32  // KindDefineAbbrev
}
