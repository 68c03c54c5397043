package bitcode

import (
	"runtime"

	"github.com/irfix/irfix/internal/prefault"
	"github.com/irfix/irfix/internal/slab"
	"github.com/irfix/irfix/ir"
)

// ReadRawBodies reads raw bitcode like ReadRaw, but hands each function to
// body as soon as its FUNCTION_BLOCK is read, and then lets the body's
// instructions go: a caller that looks at one body at a time (the
// self-check comparing what it wrote, function by function) never holds a
// second whole module. body sees the function complete: its parameters,
// blocks, instructions (named, with their metadata attachments and debug
// records) and every module-level value the body refers to. What body
// cannot rely on yet is what the file says after the function blocks:
// the names of global values (version 2 bitcode keeps them in the STRTAB
// block, at the end), and the blocks of functions whose bodies come later
// (a blockaddress naming them refers to a block not yet in the function).
//
// No uses are recorded for the bodies' operands: while body runs, the
// function's instructions have empty use lists, and neither they nor its
// parameters or the global values list the body's operands among their
// uses (a caller that only compares the body never asks, and recording
// them, then taking them off again, was about a tenth of the read). After body
// returns nil, every block of the function keeps its name but no
// instructions. The module returned is complete except for those
// instructions (and the uses they would have made). A non-nil error from body stops the read and is
// returned as it is. Bodies are read one after another (ParallelRead is
// not consulted).
func ReadRawBodies(bc []byte, body func(f *ir.Func) error) (*ir.Module, *Info, error) {
	d := newDecoder(bc)
	d.bodyHook = body
	d.bm = &bodyMem{}
	if err := d.readFile(); err != nil {
		return nil, &d.info, err
	}
	d.finishSummary()
	return d.m, &d.info, nil
}

// ReadRawBodiesParallel is ReadRawBodies with the function bodies read,
// and handed to a callback, on several goroutines: worker is called once
// for each of them, on the calling goroutine before the bodies are read,
// and returns the callback that goroutine hands its bodies to, one after
// another, in no particular order relative to the other goroutines'. A
// callback sees its body as ReadRawBodies' body does.
//
// ok is false when the read was not done in parallel: the machine has
// one processor (GOMAXPROCS), the reader leaves something of it to the sequential
// read (see readParallel), the input does not read, or a callback
// returned an error or panicked. The callbacks may then have seen some
// bodies, possibly not as ReadRawBodies would give them; the caller
// starts over with ReadRawBodies. When ok is true, every body was handed
// to a callback, as a sequential read gives it, and the module is what
// ReadRawBodies returns. Whether an input is large enough to be worth the
// goroutines is the caller's choice (ReadRaw's parallel read starts at
// 256 KiB).
func ReadRawBodiesParallel(bc []byte, worker func() func(f *ir.Func) error) (m *ir.Module, info *Info, ok bool) {
	if runtime.GOMAXPROCS(0) < 2 {
		return nil, nil, false
	}
	d, ok := readParallel(bc, worker)
	if !ok {
		return nil, nil, false
	}
	d.finishSummary()
	return d.m, &d.info, true
}

// newSlab returns an empty instruction slab for newInstr: a new one, or
// with ReadRawBodies one of a released body's, cleared. A new slab's
// pages are mapped in at once (package prefault): the slabs are most of
// a large module's memory, and faulting them in page by page cost
// reading libclc-16 (8 MB of bitcode, 1.15M instructions) 0.64-0.77 s of
// system time instead of 0.47-0.59 s.
func (d *decoder) newSlab() []ir.Instr {
	if d.bodyHook == nil {
		s := make([]ir.Instr, islabSize)
		prefault.Slice(s)
		return s
	}
	var s []ir.Instr
	if n := len(d.freeSlabs); n > 0 {
		s = d.freeSlabs[n-1]
		d.freeSlabs = d.freeSlabs[:n-1]
	} else {
		s = make([]ir.Instr, islabSize)
	}
	d.slabs = append(d.slabs, s)
	return s
}

// blockArray gives a new block of a body read by ReadRawBodies the
// instruction array of a released one.
func (d *decoder) blockArray(b *ir.Block) {
	if n := len(d.instrArrays); n > 0 && b.Instrs == nil {
		b.Instrs = d.instrArrays[n-1]
		d.instrArrays = d.instrArrays[:n-1]
	}
}

// releaseBody lets the instructions of f's body go once bodyHook has seen
// them. The blocks are emptied and the slabs the instructions came from
// are cleared for the next body: nothing of the module refers to them any
// more (no value lists them among its uses, see setOperands). (Only with ReadRawBodies: instructions are made by newInstr
// alone, and only while a body is read.)
func (d *decoder) releaseBody(f *ir.Func) {
	// The operands recorded no uses (setOperands), so nothing outside the
	// body lists its instructions.
	for _, b := range f.Blocks {
		clear(b.Instrs)
		d.instrArrays = append(d.instrArrays, b.Instrs[:0])
		b.Instrs = nil
	}
	// Only the instructions handed out: the rest of the last slab was
	// never touched since it was last cleared (or made), and clearing
	// whole slabs after each of libclc's thousands of small bodies was
	// most of this function's time.
	for k, s := range d.slabs {
		if k == len(d.slabs)-1 {
			s = s[:len(s)-len(d.islab)]
		}
		clear(s)
	}
	d.freeSlabs = append(d.freeSlabs, d.slabs...)
	clear(d.slabs)
	d.slabs = d.slabs[:0]
	d.islab = nil
	d.arena.Reset() // the slabs cleared above held the only references
	d.bm.reset()
}

// bodyMem is where a body read by ReadRawBodies takes what only its
// instructions refer to, other than the instructions themselves and
// their operand lists: the DILocations of its DEBUG_LOC records, its
// instructions' attachment lists, metadata operands, debug records,
// block lists and calls' parameter attributes. Reading
// the self-check's SQLite (a DILocation and an attachment list for
// nearly every instruction) these were 50 of the 133 MB the read
// allocated; released bodies now give them to the next.
//
// What is taken from here must be reachable only from the body's
// instructions: a DEBUG_LOC's node is never registered for reuse
// outside its body (decoder.locs holds only metadata blocks' nodes), and
// fnState.locs, which pairs it with its key, goes with the body.
type bodyMem struct {
	locNodes    bodySlab[ir.MDNode]
	locFields   bodySlab[ir.MDField]
	attachments bodySlab[ir.MDAttachment]
	mdValues    bodySlab[ir.MetadataValue]
	vams        bodySlab[ir.ValueAsMetadata]
	// Debug records, their operand lists and instructions' lists of them.
	dbgRecords     bodySlab[ir.DbgRecord]
	mdOps          bodySlab[ir.Metadata]
	dbgRecordLists bodySlab[*ir.DbgRecord]
	// Successor and incoming block lists, calls' parameter attributes.
	blockLists bodySlab[*ir.Block]
	attrSets   bodySlab[ir.AttrSet]
}

// reset makes everything handed out since the last reset free for the
// next body (zeroed).
func (m *bodyMem) reset() {
	m.locNodes.reset()
	m.locFields.reset()
	m.attachments.reset()
	m.mdValues.reset()
	m.vams.reset()
	m.dbgRecords.reset()
	m.mdOps.reset()
	m.dbgRecordLists.reset()
	m.blockLists.reset()
	m.attrSets.reset()
}

// blockList returns a list of n blocks for a terminator's successors or
// a phi's incoming blocks.
func (d *decoder) blockList(n int) []*ir.Block {
	if d.bm != nil {
		return d.bm.blockLists.carve(n)
	}
	return d.succs.Carve(n)
}

// bodySlab carves short slices of T out of chunks that it keeps: after
// reset they are cleared and carved again; longer ones than slab.Max get
// their own array.
type bodySlab[T any] struct{ r slab.Reusable[T] }

// carve returns a zeroed slice of length and capacity n.
func (s *bodySlab[T]) carve(n int) []T {
	if n > slab.Max {
		return make([]T, n)
	}
	return s.r.Carve(n)
}

// reset clears what was carved since the last reset and makes it
// available again.
func (s *bodySlab[T]) reset() { s.r.Reset() }
