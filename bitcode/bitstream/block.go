package bitstream

import (
	"encoding/binary"
	"fmt"
)

// blockHeader is what follows an ENTER_SUBBLOCK abbreviation ID.
type blockHeader struct {
	id       uint32
	width    uint32 // abbreviation ID width inside the block
	numWords uint32 // body length in 32-bit words
}

// readBlockHeader decodes an ENTER_SUBBLOCK after its abbreviation ID
// ("ENTER_SUBBLOCK Encoding"): blockid vbr8, newabbrevlen vbr4, align32,
// blocklen fixed32. It leaves the cursor at the first bit of the body.
func readBlockHeader(c *cursor) (h blockHeader, err error) {
	if h.id, err = c.vbr32(blockIDWidth); err != nil {
		return h, wrapRead(err, "reading block ID")
	}
	if h.width, err = c.vbr32(codeLenWidth); err != nil {
		return h, wrapRead(err, "reading abbreviation width of block %d", h.id)
	}
	if h.width == 0 || h.width > MaxAbbrevWidth {
		return h, &readErr{kind: ErrMalformed, detail: fmt.Sprintf("block %d has abbreviation width %d (must be 1..%d)", h.id, h.width, MaxAbbrevWidth)}
	}
	if err = c.align32(); err != nil {
		return h, wrapRead(err, "aligning header of block %d", h.id)
	}
	n, err := c.fixed(blockSizeWidth)
	if err != nil {
		return h, wrapRead(err, "reading length of block %d", h.id)
	}
	h.numWords = uint32(n)
	if uint64(h.numWords)*32 > c.remaining() {
		e := c.short(uint64(h.numWords) * 32).(*readErr)
		return h, &readErr{kind: e.kind, detail: fmt.Sprintf("length of block %d is %d words: %s", h.id, h.numWords, e.detail)}
	}
	return h, nil
}

// writeBlockHeader encodes ENTER_SUBBLOCK (with its abbreviation ID, in the
// enclosing block's width) and a zero length word to be patched by
// patchBlockLength. It returns the byte offset of that word.
func writeBlockHeader(s *sink, outerWidth uint, id uint32, width uint) int {
	s.fixed(EnterSubblockID, outerWidth)
	s.vbr(uint64(id), blockIDWidth)
	s.vbr(uint64(width), codeLenWidth)
	s.align32()
	at := len(s.buf)
	s.buf = append(s.buf, 0, 0, 0, 0)
	return at
}

// readBlockEnd decodes the rest of an END_BLOCK ("END_BLOCK Encoding"):
// alignment to 32 bits.
func readBlockEnd(c *cursor) error {
	return wrapRead(c.align32(), "aligning END_BLOCK")
}

// writeBlockEnd encodes END_BLOCK and its alignment, then patches the block
// length (in words, counted from the end of the length word) at lenAt.
func writeBlockEnd(s *sink, width uint, lenAt int) {
	s.fixed(EndBlockID, width)
	s.align32()
	words := (len(s.buf) - (lenAt + 4)) / 4
	binary.LittleEndian.PutUint32(s.buf[lenAt:], uint32(words))
}
