package bitstream

import (
	"errors"
	"fmt"
	"io"
	"strconv"
)

// Option configures a Reader.
type Option func(*Reader)

// WithBlockNames supplies block names for error messages and BlockPath. The
// function is asked first; when it reports false the Reader falls back to a
// BLOCKINFO BLOCKNAME, then (for streams with LLVM IR's magic) LLVM's names,
// then "BLOCK_<id>". LLVMBlockName has the right signature.
func WithBlockNames(names func(id uint32) (string, bool)) Option {
	return func(r *Reader) { r.names = names }
}

// WithMaxDepth caps block nesting (default DefaultMaxDepth); deeper input
// fails with ErrLimit.
func WithMaxDepth(n int) Option {
	return func(r *Reader) { r.maxDepth = n }
}

// WithoutMagic reads a stream that does not begin with a 4-byte magic
// number: the first bit is already the first abbreviation ID.
func WithoutMagic() Option {
	return func(r *Reader) { r.noMagic = true }
}

// frame is an open block (or, for stack[0], the top level).
type frame struct {
	BlockFrame
	inherited []*Abbrev // from BLOCKINFO for this block ID: IDs 4, 5, ...
	local     []*Abbrev // this block's own DEFINE_ABBREVs, numbered after inherited
	children  []childCount
	blockInfo bool // this is a BLOCKINFO block
}

type childCount struct {
	id uint32
	n  int
}

// Reader walks a bitstream entry by entry ("Bitstream Format" in
// BitCodeFormat.rst). It processes the bookkeeping entries itself — it
// registers DEFINE_ABBREVs and absorbs BLOCKINFO — but still returns them, so
// a caller sees every entry the stream holds.
//
// After Next returns an error, every later call returns the same error.
type Reader struct {
	c        cursor
	magic    []byte
	noMagic  bool
	llvm     bool // magic is LLVM IR's: default to LLVM block names
	names    func(uint32) (string, bool)
	maxDepth int
	stack    []frame // stack[0] is the top level
	info     *BlockInfo
	building *blockInfoBuilder // non-nil while inside a BLOCKINFO block
	slab     opSlab
	// literalBudget bounds the operands that literal abbreviation operands
	// may produce over the whole walk. They cost no bits per record, so
	// without a bound a small input (one abbreviation with thousands of
	// literals, used thousands of times) expands quadratically.
	literalBudget int64
	forkedBudget  int64 // literalBudget when Fork made this Reader
	err           error
}

// NewReader returns a Reader for data, which starts with a 4-byte magic
// number (see Magic) unless WithoutMagic is given. The Reader never copies
// data; Record blobs alias it.
func NewReader(data []byte, opts ...Option) *Reader {
	r := &Reader{c: newCursor(data), maxDepth: DefaultMaxDepth}
	for _, o := range opts {
		o(r)
	}
	r.literalBudget = literalsPerInputBit*int64(r.c.end) + minLiteralBudget
	r.stack = make([]frame, 1, 8)
	r.stack[0].AbbrevWidth = topLevelWidth
	r.stack[0].EndBit = r.c.end
	if !r.noMagic {
		if len(data) < 4 {
			r.err = r.fail(0, &readErr{kind: ErrTruncated, detail: fmt.Sprintf("input has %d bytes, fewer than the 4 of a magic number", len(data))}, "reading magic number")
		} else {
			r.magic = data[:4:4]
			r.llvm = [4]byte(data[:4]) == LLVMIRMagic
			r.c.pos = 32
		}
	}
	return r
}

// Magic returns the stream's 4-byte magic number ("Magic Numbers"), or nil
// when there is none.
func (r *Reader) Magic() []byte { return r.magic }

// BitPos returns the bit offset of the next entry.
func (r *Reader) BitPos() uint64 { return r.c.pos }

// Depth returns the number of open blocks (0 at the top level).
func (r *Reader) Depth() int { return len(r.stack) - 1 }

// BlockInfo returns the abbreviations and names from the most recent
// complete BLOCKINFO block, or nil if none has been read.
func (r *Reader) BlockInfo() *BlockInfo { return r.info }

// BlockPath returns the open blocks, outermost first.
func (r *Reader) BlockPath() []BlockFrame {
	path := make([]BlockFrame, len(r.stack)-1)
	for i := range path {
		path[i] = r.stack[i+1].BlockFrame
		path[i].Name = r.BlockName(path[i].ID)
	}
	return path
}

// Block returns the innermost open block as BlockPath gives it, without
// its Name (and without allocating), and false at the top level.
func (r *Reader) Block() (BlockFrame, bool) {
	if len(r.stack) == 1 {
		return BlockFrame{}, false
	}
	return r.stack[len(r.stack)-1].BlockFrame, true
}

// BlockName names a block ID as BlockPath and errors do.
func (r *Reader) BlockName(id uint32) string {
	if r.names != nil {
		if n, ok := r.names(id); ok {
			return n
		}
	}
	if e := r.info.Lookup(id); e != nil && e.Name != "" {
		return e.Name
	}
	if id == BlockInfoID || r.llvm {
		if n, ok := LLVMBlockName(id); ok {
			return n
		}
	}
	return "BLOCK_" + strconv.FormatUint(uint64(id), 10)
}

// Next returns the next entry. At the end of the input, outside any block,
// it returns io.EOF; trailing zero bytes after the last top-level block are
// padding and also end the stream. Any other failure is an *Error.
func (r *Reader) Next() (Entry, error) {
	var e Entry
	if r.err != nil {
		return e, r.err
	}
	// next fills e in place: Entry is large enough that passing it around
	// by value showed up in profiles.
	if err := r.next(&e); err != nil {
		r.err = err
		return Entry{}, err
	}
	return e, nil
}

// NextInto is Next filling *e instead of returning an Entry: a caller
// reading a whole block keeps one Entry and saves copying it (Entry is
// over 100 bytes) once per record. On error *e is the zero Entry.
func (r *Reader) NextInto(e *Entry) error {
	*e = Entry{}
	if r.err != nil {
		return r.err
	}
	if err := r.next(e); err != nil {
		r.err = err
		*e = Entry{}
		return err
	}
	return nil
}

func (r *Reader) next(e *Entry) error {
	for {
		f := &r.stack[len(r.stack)-1]
		top := len(r.stack) == 1
		if top && r.c.onlyZerosLeft() {
			return io.EOF
		}
		start := r.c.pos
		v, err := r.c.fixed(uint(f.AbbrevWidth))
		if err != nil {
			return r.fail(start, err, "reading abbreviation ID")
		}
		id := uint32(v)
		switch id {
		case EndBlockID:
			if top {
				return r.fail(start, &readErr{kind: ErrMalformed, detail: "END_BLOCK outside any block"}, "reading top level")
			}
			if err := readBlockEnd(&r.c); err != nil {
				return r.fail(start, err, "reading END_BLOCK")
			}
			if r.c.pos != f.EndBit {
				return r.fail(start, &readErr{kind: ErrMalformed, detail: fmt.Sprintf(
					"END_BLOCK ends at bit %d but the block's length (%d words from bit %d) says bit %d",
					r.c.pos, (f.EndBit-f.StartBit)/32, f.StartBit, f.EndBit)}, "reading END_BLOCK")
			}
			ended := f.ID
			if f.blockInfo {
				r.info = &r.building.info
				r.building = nil
			}
			r.pop()
			*e = Entry{Kind: KindEndBlock, BitPos: start, AbbrevID: id, BlockID: ended}
			return nil

		case EnterSubblockID:
			h, err := readBlockHeader(&r.c)
			if err != nil {
				return r.fail(start, err, "reading ENTER_SUBBLOCK")
			}
			if f.blockInfo {
				// LLVM skips blocks nested in BLOCKINFO without looking at
				// them; so does this reader.
				r.c.pos += uint64(h.numWords) * 32
				continue
			}
			if len(r.stack)-1 >= r.maxDepth {
				return r.fail(start, &readErr{kind: ErrLimit, detail: fmt.Sprintf("block %s nests deeper than %d levels", r.BlockName(h.id), r.maxDepth)}, "reading ENTER_SUBBLOCK")
			}
			r.push(h)
			*e = Entry{Kind: KindEnterBlock, BitPos: start, AbbrevID: id, BlockID: h.id,
				AbbrevWidth: h.width, NumWords: h.numWords}
			return nil

		case DefineAbbrevID:
			a, err := readAbbrev(&r.c)
			if err != nil {
				return r.fail(start, err, "reading DEFINE_ABBREV")
			}
			*e = Entry{Kind: KindDefineAbbrev, BitPos: start, AbbrevID: id, BlockID: f.ID, Abbrev: a}
			if f.blockInfo {
				if e.NewAbbrevID, err = r.building.defineAbbrev(a); err != nil {
					return r.fail(start, &readErr{kind: ErrMalformed, detail: err.Error()}, "reading BLOCKINFO")
				}
				e.BlockID = r.building.target
			} else {
				f.local = append(f.local, a)
				e.NewAbbrevID = uint32(FirstApplicationAbbrevID + len(f.inherited) + len(f.local) - 1)
			}
			return nil

		case UnabbrevRecordID:
			code, ops, err := readUnabbrevRecord(&r.c, &r.slab)
			if err != nil {
				return r.fail(start, err, "reading record")
			}
			e.Kind, e.BitPos, e.AbbrevID, e.BlockID, e.Code, e.Ops = KindRecord, start, id, f.ID, code, ops
			return r.record(e)

		default:
			a := f.abbrev(id)
			if a == nil {
				n := len(f.inherited) + len(f.local)
				return r.fail(start, &readErr{kind: ErrMalformed, detail: fmt.Sprintf(
					"abbreviation ID %d is not defined (%d defined here%s)", id, n, idRange(n))}, "reading record")
			}
			if r.literalBudget -= int64(a.literals); r.literalBudget < 0 {
				return r.fail(start, &readErr{kind: ErrLimit, detail: fmt.Sprintf(
					"literal operands of abbreviations expand to more than %d values per input bit", literalsPerInputBit)}, "reading record")
			}
			code, ops, blob, err := readAbbrevRecord(&r.c, a, &r.slab)
			if err != nil {
				return r.fail(start, err, fmt.Sprintf("reading record with abbreviation %d", id))
			}
			e.Kind, e.BitPos, e.AbbrevID, e.BlockID = KindRecord, start, id, f.ID
			e.Code, e.Ops, e.Blob, e.Abbrev = code, ops, blob, a
			return r.record(e)
		}
	}
}

func idRange(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(": IDs 4..%d", FirstApplicationAbbrevID+n-1)
}

// record finishes a record entry: inside BLOCKINFO it updates the table
// being built.
func (r *Reader) record(e *Entry) error {
	if r.building != nil && r.stack[len(r.stack)-1].blockInfo {
		if err := r.building.record(e.Code, e.Ops); err != nil {
			return r.fail(e.BitPos, &readErr{kind: ErrMalformed, detail: err.Error()}, "reading BLOCKINFO")
		}
	}
	return nil
}

// abbrev resolves an application abbreviation ID in this block: BLOCKINFO's
// abbreviations for the block ID first, then the block's own ("DEFINE_ABBREV
// Encoding").
func (f *frame) abbrev(id uint32) *Abbrev {
	if id < FirstApplicationAbbrevID {
		return nil
	}
	i := uint64(id - FirstApplicationAbbrevID)
	if i < uint64(len(f.inherited)) {
		return f.inherited[i]
	}
	i -= uint64(len(f.inherited))
	if i < uint64(len(f.local)) {
		return f.local[i]
	}
	return nil
}

// push opens a block whose header has just been read.
func (r *Reader) push(h blockHeader) {
	parent := &r.stack[len(r.stack)-1]
	index := 0
	found := false
	for k := range parent.children {
		if parent.children[k].id == h.id {
			parent.children[k].n++
			index = parent.children[k].n - 1
			found = true
			break
		}
	}
	if !found {
		parent.children = append(parent.children, childCount{h.id, 1})
	}
	var inherited []*Abbrev
	if e := r.info.Lookup(h.id); e != nil {
		inherited = e.Abbrevs
	}
	body := r.c.pos
	end := body + uint64(h.numWords)*32
	// Reuse the slot's slices from an earlier sibling to spare allocations.
	if len(r.stack) < cap(r.stack) {
		r.stack = r.stack[:len(r.stack)+1]
	} else {
		r.stack = append(r.stack, frame{})
	}
	f := &r.stack[len(r.stack)-1]
	clear(f.local)
	*f = frame{
		BlockFrame: BlockFrame{ID: h.id, Index: index, AbbrevWidth: h.width, StartBit: body, EndBit: end},
		inherited:  inherited,
		local:      f.local[:0],
		children:   f.children[:0],
		blockInfo:  h.id == BlockInfoID,
	}
	if f.blockInfo {
		r.building = &blockInfoBuilder{}
	}
	r.c.end = end
	r.c.inBlock = true
}

// pop closes the innermost block.
func (r *Reader) pop() {
	r.stack = r.stack[:len(r.stack)-1]
	r.c.end = r.stack[len(r.stack)-1].EndBit
	r.c.inBlock = len(r.stack) > 1
}

// SkipBlock skips the rest of the innermost open block using its declared
// length ("Blocks": blocks can be skipped in constant time) and closes it;
// no EndBlock entry is returned for it. Call it right after Next returned
// KindEnterBlock to skip a whole block. Skipping a BLOCKINFO block discards
// its definitions, as in LLVM.
func (r *Reader) SkipBlock() error {
	if r.err != nil {
		return r.err
	}
	if len(r.stack) == 1 {
		return errors.New("bitstream: SkipBlock called outside any block")
	}
	f := &r.stack[len(r.stack)-1]
	if f.blockInfo {
		r.building = nil
	}
	r.c.pos = f.EndBit
	r.pop()
	return nil
}

// fail builds the *Error for a failure at the current position.
// The offset is that of the offending field when known, else start (the
// start of the entry being read).
func (r *Reader) fail(start uint64, err error, context string) error {
	kind, detail, at := ErrMalformed, err.Error(), start
	if re, ok := err.(*readErr); ok {
		kind, detail = re.kind, re.detail
		if re.hasAt {
			at = re.at
		}
	}
	return &Error{BitOffset: at, Path: r.BlockPath(), Msg: context + ": " + detail, Kind: kind}
}

// Fork returns a Reader that goes on from r's position by itself: the same
// input, open blocks, abbreviations and BLOCKINFO, with its own operand
// storage and a copy of the literal budget left. r is not changed, and
// the two may be used from different goroutines (they share only what
// neither writes). A caller that forks right after entering a block and
// then skips it in r can read that block with the fork; ChargeFork then
// tells whether r's own walk would have run out of literal budget.
func (r *Reader) Fork() *Reader {
	f := *r
	// Room for one block more: a function body's own blocks (constants,
	// metadata, value names) are one level down, and none goes deeper.
	// (Room for four was 7 frames of 136 bytes for each of libclc's
	// 10,000 bodies read in parallel.)
	f.stack = make([]frame, len(r.stack), len(r.stack)+1)
	for k, fr := range r.stack {
		fr.local = append([]*Abbrev(nil), fr.local...)
		fr.children = append([]childCount(nil), fr.children...)
		f.stack[k] = fr
	}
	f.slab = opSlab{}
	f.building = nil
	if r.building != nil {
		// Inside BLOCKINFO the definitions being built are r's.
		f.err = errors.New("bitstream: Fork inside a BLOCKINFO block")
	}
	f.forkedBudget = r.literalBudget
	return &f
}

// ChargeFork takes from r's literal budget what fork (made by r.Fork)
// used, and reports whether r's budget covered it: when it did not, a
// walk reading the fork's records itself would have stopped with
// ErrLimit somewhere in them.
func (r *Reader) ChargeFork(fork *Reader) bool {
	r.literalBudget -= fork.forkedBudget - fork.literalBudget
	return r.literalBudget >= 0
}

// TrackOps starts a stretch of records whose operand slices the caller
// will give back all at once (RecycleOps): from here on, records take
// their operands from storage that no earlier record's operands share.
// A reader that decodes a large block record by record and keeps nothing
// of it afterwards (a function body compared and dropped) then reuses the
// same storage for the next block instead of allocating it anew.
func (r *Reader) TrackOps() {
	r.slab.buf = nil
	r.slab.track = true
}

// RecycleOps ends the stretch TrackOps began: every operand slice handed
// out since is invalid (its storage is reused by later records), which
// the caller promises does not matter because it keeps none of them.
func (r *Reader) RecycleOps() {
	r.slab.free = append(r.slab.free, r.slab.used...)
	clear(r.slab.used)
	r.slab.used = r.slab.used[:0]
	r.slab.buf = nil
	r.slab.track = false
}

// MoveSlab hands the operand storage from has left to r, so that Readers
// used one after another by one goroutine (forks read in turn) fill the
// same chunks instead of starting one each. Both must belong to the
// calling goroutine.
func (r *Reader) MoveSlab(from *Reader) {
	r.slab, from.slab = from.slab, opSlab{}
}
