package bitstream

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// BlockInfo is the content of a BLOCKINFO block ("#0 - BLOCKINFO Block"):
// per block ID, abbreviations that every block with that ID starts with, and
// optional names for the block and its record codes.
type BlockInfo struct {
	blocks map[uint32]*BlockInfoEntry
}

// BlockInfoEntry is what BLOCKINFO says about one block ID.
type BlockInfoEntry struct {
	BlockID     uint32
	Name        string // from BLOCKNAME; empty if none
	RecordNames map[uint32]string
	// Abbrevs receive IDs 4, 5, ... in every block with this ID, before the
	// block's own DEFINE_ABBREVs.
	Abbrevs []*Abbrev
}

// Lookup returns what the BLOCKINFO block said about block ID id, or nil.
func (bi *BlockInfo) Lookup(id uint32) *BlockInfoEntry {
	if bi == nil {
		return nil
	}
	return bi.blocks[id]
}

// BlockIDs lists the block IDs described, in increasing order.
func (bi *BlockInfo) BlockIDs() []uint32 {
	if bi == nil {
		return nil
	}
	ids := make([]uint32, 0, len(bi.blocks))
	for id := range bi.blocks {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	return ids
}

func (bi *BlockInfo) entry(id uint32) *BlockInfoEntry {
	if bi.blocks == nil {
		bi.blocks = make(map[uint32]*BlockInfoEntry)
	}
	e := bi.blocks[id]
	if e == nil {
		e = &BlockInfoEntry{BlockID: id}
		bi.blocks[id] = e
	}
	return e
}

// blockInfoBuilder accumulates a BLOCKINFO block while the Reader walks it.
// The result replaces the Reader's current BlockInfo when the block ends, as
// in LLVM: abbreviations defined there take effect for blocks entered after.
type blockInfoBuilder struct {
	info   BlockInfo
	cur    *BlockInfoEntry // the block SETBID selected; nil before any SETBID
	target uint32
}

// record applies one BLOCKINFO record. Unknown codes are ignored, as LLVM
// does; SETBID must come before anything that refers to it.
func (b *blockInfoBuilder) record(code uint32, ops []uint64) error {
	switch code {
	case BlockInfoCodeSetBID:
		if len(ops) < 1 {
			return fmt.Errorf("SETBID record has no block ID")
		}
		if ops[0] > math.MaxUint32 {
			return fmt.Errorf("SETBID block ID %d does not fit in 32 bits", ops[0])
		}
		b.target = uint32(ops[0])
		b.cur = b.info.entry(b.target)
	case BlockInfoCodeBlockName:
		if b.cur == nil {
			return fmt.Errorf("BLOCKNAME record before any SETBID")
		}
		b.cur.Name = opsString(ops)
	case BlockInfoCodeSetRecordName:
		if b.cur == nil {
			return fmt.Errorf("SETRECORDNAME record before any SETBID")
		}
		if len(ops) < 1 {
			return fmt.Errorf("SETRECORDNAME record has no record code")
		}
		if ops[0] > math.MaxUint32 {
			return fmt.Errorf("SETRECORDNAME record code %d does not fit in 32 bits", ops[0])
		}
		if b.cur.RecordNames == nil {
			b.cur.RecordNames = make(map[uint32]string)
		}
		b.cur.RecordNames[uint32(ops[0])] = opsString(ops[1:])
	}
	return nil
}

// defineAbbrev registers an abbreviation for the SETBID block and returns
// the ID it will have there.
func (b *blockInfoBuilder) defineAbbrev(a *Abbrev) (uint32, error) {
	if b.cur == nil {
		return 0, fmt.Errorf("DEFINE_ABBREV in BLOCKINFO before any SETBID")
	}
	b.cur.Abbrevs = append(b.cur.Abbrevs, a)
	return uint32(FirstApplicationAbbrevID + len(b.cur.Abbrevs) - 1), nil
}

// opsString turns record operands into a name. Names only appear in
// messages, so each operand is taken as a byte and anything that is not
// printable ASCII becomes '?', keeping error lines on one line.
func opsString(ops []uint64) string {
	var sb strings.Builder
	sb.Grow(len(ops))
	for _, v := range ops {
		if v >= 0x20 && v < 0x7f {
			sb.WriteByte(byte(v))
		} else {
			sb.WriteByte('?')
		}
	}
	return sb.String()
}
