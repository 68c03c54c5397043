package bitstream

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Writer builds a bitstream. It is the mirror of Reader: every entry kind
// the Reader returns has a method here, and what one writes the other reads
// back. Output is a pure function of the calls made (no maps are iterated,
// nothing depends on time or addresses).
//
// Methods that can be misused return an error and leave the stream
// unchanged; the Writer stays usable.
type Writer struct {
	s        sink
	stack    []wframe // stack[0] is the top level
	info     *BlockInfo
	building *blockInfoBuilder // non-nil while inside a BLOCKINFO block
}

type wframe struct {
	id        uint32
	width     uint
	lenAt     int // byte offset of the length word to patch
	inherited []*Abbrev
	local     []*Abbrev
	blockInfo bool
	body      bool // begun by BeginBody: its header is written elsewhere
}

// NewWriter returns an empty Writer at the top level (abbreviation width 2).
func NewWriter() *Writer {
	return &Writer{stack: []wframe{{width: topLevelWidth}}}
}

func (w *Writer) cur() *wframe { return &w.stack[len(w.stack)-1] }

// BitPos returns the number of bits written so far.
func (w *Writer) BitPos() uint64 { return w.s.bitPos() }

// Depth returns the number of open blocks.
func (w *Writer) Depth() int { return len(w.stack) - 1 }

// EmitMagic writes a 4-byte magic number ("Magic Numbers"); call it first.
func (w *Writer) EmitMagic(magic [4]byte) {
	for _, b := range magic {
		w.s.fixed(uint64(b), 8)
	}
}

// EmitFixed writes v as a width-bit field ("Fixed Width Integers").
func (w *Writer) EmitFixed(v uint64, width uint) error {
	if err := checkFixed(v, width); err != nil {
		return err
	}
	w.s.fixed(v, width)
	return nil
}

// EmitVBR writes v as a VBR with width-bit chunks ("Variable Width
// Integers"), 2 <= width <= 32 (width 1 can only hold 0).
func (w *Writer) EmitVBR(v uint64, width uint) error {
	if err := checkVBR(v, width); err != nil {
		return err
	}
	if width > 0 {
		w.s.vbr(v, width)
	}
	return nil
}

// EmitChar6 writes one character in the 6-bit encoding ("6-bit characters").
func (w *Writer) EmitChar6(c byte) error {
	v, ok := EncodeChar6(c)
	if !ok {
		return fmt.Errorf("bitstream: character %q is not in the char6 alphabet", c)
	}
	w.s.fixed(v, 6)
	return nil
}

// Align32 pads with zero bits to a multiple of 32 bits ("Word Alignment").
func (w *Writer) Align32() { w.s.align32() }

// EnterBlock starts a block ("ENTER_SUBBLOCK Encoding") whose abbreviation
// IDs are abbrevWidth bits wide. The block length is written as a
// placeholder and filled in by ExitBlock. A block with ID BlockInfoID is a
// BLOCKINFO block: use EmitBlockInfoAbbrev, EmitBlockName and
// EmitRecordName inside it.
func (w *Writer) EnterBlock(id uint32, abbrevWidth uint) error {
	if abbrevWidth == 0 || abbrevWidth > MaxAbbrevWidth {
		return fmt.Errorf("bitstream: abbreviation width %d out of range 1..%d", abbrevWidth, MaxAbbrevWidth)
	}
	if w.cur().blockInfo {
		return errors.New("bitstream: blocks cannot be nested inside BLOCKINFO (readers skip them)")
	}
	lenAt := writeBlockHeader(&w.s, w.cur().width, id, abbrevWidth)
	f := wframe{id: id, width: abbrevWidth, lenAt: lenAt, blockInfo: id == BlockInfoID}
	if e := w.info.Lookup(id); e != nil {
		f.inherited = e.Abbrevs
	}
	if f.blockInfo {
		w.building = &blockInfoBuilder{}
	}
	w.stack = append(w.stack, f)
	return nil
}

// ExitBlock ends the innermost block ("END_BLOCK Encoding") and patches its
// length. Ending a BLOCKINFO block makes its abbreviations apply to blocks
// entered afterwards, replacing any earlier BLOCKINFO, as the Reader does.
func (w *Writer) ExitBlock() error {
	if len(w.stack) == 1 {
		return errors.New("bitstream: ExitBlock outside any block")
	}
	f := w.cur()
	if f.body {
		return errors.New("bitstream: ExitBlock of a body begun by BeginBody (use EndBody)")
	}
	// The length field is 32 bits: at most 2^32-1 words (16 GiB).
	if body := uint64(len(w.s.buf) - (f.lenAt + 4)); body/4 >= math.MaxUint32-2 {
		return errors.New("bitstream: block longer than 2^32-1 words")
	}
	writeBlockEnd(&w.s, f.width, f.lenAt)
	if f.blockInfo {
		w.info = &w.building.info
		w.building = nil
	}
	w.stack = w.stack[:len(w.stack)-1]
	return nil
}

// Block bodies written apart. A block's body starts word-aligned after
// its ENTER_SUBBLOCK header and ends word-aligned after its END_BLOCK,
// and nothing in it depends on where the block is in the stream (nested
// blocks' lengths are relative). So bodies can be written by other
// Writers, on other goroutines, and copied in: NewBodyWriter makes such
// a Writer, BeginBody and EndBody frame each body in it, and
// EmitBlockBody writes a block around a finished body.

// NewBodyWriter returns an empty Writer, at the top level, for bodies of
// blocks that w will hold: it knows the BLOCKINFO abbreviations w has
// now. It shares them with w rather than copying them, so w must not end
// another BLOCKINFO block while the body writer is in use; otherwise the
// two may be used on different goroutines.
func (w *Writer) NewBodyWriter() *Writer {
	return &Writer{stack: []wframe{{width: topLevelWidth}}, info: w.info}
}

// BeginBody starts, at the top level of a body writer, the body of a
// block with ID id whose abbreviation IDs are abbrevWidth bits wide: what
// EnterBlock would start, without the header. The body's bytes begin at
// the current length of the stream (BitPos()/8), which is word-aligned.
func (w *Writer) BeginBody(id uint32, abbrevWidth uint) error {
	if abbrevWidth == 0 || abbrevWidth > MaxAbbrevWidth {
		return fmt.Errorf("bitstream: abbreviation width %d out of range 1..%d", abbrevWidth, MaxAbbrevWidth)
	}
	if len(w.stack) != 1 {
		return errors.New("bitstream: BeginBody inside a block")
	}
	if w.s.bitPos()%32 != 0 {
		return errors.New("bitstream: BeginBody at a position that is not word-aligned")
	}
	if id == BlockInfoID {
		return errors.New("bitstream: a BLOCKINFO block cannot be written apart")
	}
	f := wframe{id: id, width: abbrevWidth, lenAt: -1, body: true}
	if e := w.info.Lookup(id); e != nil {
		f.inherited = e.Abbrevs
	}
	w.stack = append(w.stack, f)
	return nil
}

// EndBody ends the body begun by BeginBody: END_BLOCK and alignment, as
// ExitBlock writes them. The body's bytes end at the new length of the
// stream.
func (w *Writer) EndBody() error {
	if len(w.stack) != 2 || !w.cur().body {
		return errors.New("bitstream: EndBody without BeginBody, or with blocks open inside the body")
	}
	w.s.fixed(EndBlockID, w.cur().width)
	w.s.align32()
	w.stack = w.stack[:1]
	return nil
}

// EmitBlockBody writes a block with ID id and abbreviation width
// abbrevWidth whose body (everything after the header's length word,
// END_BLOCK included) is body, as a body writer's BeginBody and EndBody
// framed it. The result is what EnterBlock, the body's entries and
// ExitBlock would have written.
func (w *Writer) EmitBlockBody(id uint32, abbrevWidth uint, body []byte) error {
	if abbrevWidth == 0 || abbrevWidth > MaxAbbrevWidth {
		return fmt.Errorf("bitstream: abbreviation width %d out of range 1..%d", abbrevWidth, MaxAbbrevWidth)
	}
	if w.cur().blockInfo {
		return errors.New("bitstream: blocks cannot be nested inside BLOCKINFO (readers skip them)")
	}
	if len(body)%4 != 0 || len(body) == 0 {
		return fmt.Errorf("bitstream: block body of %d bytes is not whole words", len(body))
	}
	if uint64(len(body))/4 >= math.MaxUint32-2 {
		return errors.New("bitstream: block longer than 2^32-1 words")
	}
	lenAt := writeBlockHeader(&w.s, w.cur().width, id, abbrevWidth)
	w.s.appendBytes(body)
	binary.LittleEndian.PutUint32(w.s.buf[lenAt:], uint32(len(body)/4))
	return nil
}

// DefineAbbrev writes a DEFINE_ABBREV in the current block ("DEFINE_ABBREV
// Encoding") and returns the ID records use to refer to it. Inside BLOCKINFO
// use EmitBlockInfoAbbrev instead.
func (w *Writer) DefineAbbrev(a *Abbrev) (uint32, error) {
	f := w.cur()
	if f.blockInfo {
		return 0, errors.New("bitstream: inside BLOCKINFO, define abbreviations with EmitBlockInfoAbbrev")
	}
	a, err := w.defineAbbrev(a)
	if err != nil {
		return 0, err
	}
	f.local = append(f.local, a)
	return uint32(FirstApplicationAbbrevID + len(f.inherited) + len(f.local) - 1), nil
}

func (w *Writer) defineAbbrev(a *Abbrev) (*Abbrev, error) {
	if err := a.Validate(); err != nil {
		return nil, fmt.Errorf("bitstream: invalid abbreviation %s: %w", a, err)
	}
	a = &Abbrev{Ops: append([]AbbrevOp(nil), a.Ops...)} // the caller may reuse its slice
	w.s.fixed(DefineAbbrevID, w.cur().width)
	writeAbbrev(&w.s, a)
	return a, nil
}

// EmitRecord writes an unabbreviated record ("UNABBREV_RECORD Encoding").
func (w *Writer) EmitRecord(code uint32, ops []uint64) error {
	if uint64(len(ops)) > math.MaxUint32 {
		return fmt.Errorf("bitstream: record with %d operands is too long", len(ops))
	}
	if err := w.blockInfoRecord(code, ops); err != nil {
		return err
	}
	w.s.fixed(UnabbrevRecordID, w.cur().width)
	writeUnabbrevRecord(&w.s, code, ops)
	return nil
}

// EmitRecordAbbrev writes a record with the abbreviation abbrevID
// ("Abbreviated Record Encoding"). The abbreviation's first operand takes
// code; its other operands take ops in order (literals must match, an array
// takes all the rest); a blob operand takes blob, which must be nil if the
// abbreviation has none.
func (w *Writer) EmitRecordAbbrev(abbrevID uint32, code uint32, ops []uint64, blob []byte) error {
	f := w.cur()
	var a *Abbrev
	if id := uint64(abbrevID); id >= FirstApplicationAbbrevID {
		i := id - FirstApplicationAbbrevID
		if i < uint64(len(f.inherited)) {
			a = f.inherited[i]
		} else if i -= uint64(len(f.inherited)); i < uint64(len(f.local)) {
			a = f.local[i]
		}
	}
	if a == nil {
		return fmt.Errorf("bitstream: abbreviation ID %d is not defined in block %d", abbrevID, f.id)
	}
	if err := checkAbbrevRecord(a, code, ops, blob); err != nil {
		return fmt.Errorf("bitstream: record (code %d) does not fit abbreviation %d %s: %w", code, abbrevID, a, err)
	}
	if err := w.blockInfoRecord(code, ops); err != nil {
		return err
	}
	w.s.fixed(uint64(abbrevID), f.width)
	writeAbbrevRecord(&w.s, a, code, ops, blob)
	return nil
}

// blockInfoRecord keeps the Writer's view of a BLOCKINFO block in step with
// what a Reader will see.
func (w *Writer) blockInfoRecord(code uint32, ops []uint64) error {
	if !w.cur().blockInfo {
		return nil
	}
	if err := w.building.record(code, ops); err != nil {
		return fmt.Errorf("bitstream: %w", err)
	}
	return nil
}

// setBID emits SETBID unless blockID is already selected.
func (w *Writer) setBID(blockID uint32) error {
	if !w.cur().blockInfo {
		return errors.New("bitstream: not inside a BLOCKINFO block")
	}
	if w.building.cur != nil && w.building.target == blockID {
		return nil
	}
	return w.EmitRecord(BlockInfoCodeSetBID, []uint64{uint64(blockID)})
}

// EmitBlockInfoAbbrev defines, inside the current BLOCKINFO block, an
// abbreviation for every block with ID blockID ("#0 - BLOCKINFO Block"),
// emitting SETBID first when needed. It returns the abbreviation's ID in
// those blocks.
func (w *Writer) EmitBlockInfoAbbrev(blockID uint32, a *Abbrev) (uint32, error) {
	if err := a.Validate(); err != nil {
		return 0, fmt.Errorf("bitstream: invalid abbreviation %s: %w", a, err)
	}
	if err := w.setBID(blockID); err != nil {
		return 0, err
	}
	a, err := w.defineAbbrev(a)
	if err != nil {
		return 0, err
	}
	return w.building.defineAbbrev(a)
}

// EmitBlockName writes a BLOCKNAME record for blockID inside BLOCKINFO.
func (w *Writer) EmitBlockName(blockID uint32, name string) error {
	if err := w.setBID(blockID); err != nil {
		return err
	}
	return w.EmitRecord(BlockInfoCodeBlockName, stringOps(nil, name))
}

// EmitRecordName writes a SETRECORDNAME record for record code in blocks
// with ID blockID, inside BLOCKINFO.
func (w *Writer) EmitRecordName(blockID, code uint32, name string) error {
	if err := w.setBID(blockID); err != nil {
		return err
	}
	return w.EmitRecord(BlockInfoCodeSetRecordName, stringOps([]uint64{uint64(code)}, name))
}

func stringOps(ops []uint64, s string) []uint64 {
	for i := 0; i < len(s); i++ {
		ops = append(ops, uint64(s[i]))
	}
	return ops
}

// Grow makes room for n more bytes of stream without another copy of
// what is written so far, like bytes.Buffer.Grow.
func (w *Writer) Grow(n int) {
	if len(w.s.buf)+n > cap(w.s.buf) {
		w.s.grow(n)
	}
}

// Reserve is Grow for a caller that knows how much more it will write:
// when the stream must be copied, the new buffer has room for n more
// bytes and no more (Grow at least doubles it, for writers that append
// without knowing their size).
func (w *Writer) Reserve(n int) {
	n += 8 // the pending bits, not yet in buf
	if len(w.s.buf)+n > cap(w.s.buf) {
		buf := make([]byte, len(w.s.buf), len(w.s.buf)+n)
		copy(buf, w.s.buf)
		w.s.buf = buf
	}
}

// Take returns the stream like Bytes, but hands over the writer's own
// buffer instead of copying it: the writer is empty afterwards (a writer
// done with its stream saves a copy of it).
func (w *Writer) Take() ([]byte, error) {
	if n := len(w.stack) - 1; n > 0 {
		return nil, fmt.Errorf("bitstream: %d block(s) still open", n)
	}
	return w.s.take(), nil
}

// Bytes returns the stream written so far, the last partial byte padded
// with zero bits. It fails while blocks are open, since their lengths are
// not yet known.
func (w *Writer) Bytes() ([]byte, error) {
	if n := len(w.stack) - 1; n > 0 {
		return nil, fmt.Errorf("bitstream: %d block(s) still open", n)
	}
	return w.s.bytes(), nil
}
