package bitcode

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/internal/slab"
	"github.com/irfix/irfix/ir"
)

// Sentinel errors. Failures of the bitstream layer are *bitstream.Error
// values (errors.Is with bitstream.ErrTruncated, ErrMalformed, ErrLimit);
// failures of the IR layer are *Error values wrapping one of these.
var (
	// ErrInvalid: a record breaks the rules of LLVM IR bitcode (wrong
	// operand count, a reference to an undefined value or type, a type
	// mismatch, ...).
	ErrInvalid = errors.New("invalid bitcode")
	// ErrUnsupported: the record is well formed but this reader does not
	// know it (a newer LLVM's attribute kind or record code).
	ErrUnsupported = errors.New("unsupported bitcode")
	// ErrLimit: the input is well formed so far but exceeds a safety limit
	// of this reader (type or constant nesting, expansion budget).
	ErrLimit = errors.New("bitcode limit exceeded")
)

// Error is a failure to decode a record, located like bitstream errors
// by bit offset and block path:
//
//	bit 1234 in MODULE_BLOCK > FUNCTION_BLOCK #3: reading call record: callee is not a pointer
type Error struct {
	BitOffset uint64
	Path      []bitstream.BlockFrame
	Msg       string
	Kind      error // ErrInvalid, ErrUnsupported or ErrLimit
}

func (e *Error) Error() string {
	return "bit " + strconv.FormatUint(e.BitOffset, 10) + " " + bitstream.PathString(e.Path) + ": " + e.Msg
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Kind }

// Info describes a bitcode file beyond the module itself.
type Info struct {
	// Producer is the IDENTIFICATION block's string, e.g. "LLVM16.0.6"
	// ("" when the file has no identification block).
	Producer string
	// Epoch is the IDENTIFICATION block's epoch (0 for every LLVM so far).
	Epoch uint64
	// Version is the MODULE_CODE_VERSION record: 1 for relative value IDs,
	// 2 when names live in the string table (LLVM 5 and later).
	Version uint64
	// Typed reports that the type table uses typed pointers (POINTER
	// records), as LLVM 14 and the typed modes of LLVM 15/16 write.
	Typed bool
	// Summary describes the ThinLTO/full-LTO module summary the file
	// carries (nil without one). The module read has no summary: it is
	// counted, not kept (see Summary.Loss).
	Summary *Summary
}

// Read decodes one LLVM IR module from data: raw bitcode, a bitcode
// wrapper, or an ELF / Mach-O file with embedded bitcode (see package
// container; a file holding several modules is an error naming them).
// The module is filled faithfully, like the text reader fills it: typed
// pointers stay typed, attributes and debug intrinsics stay as the
// producer wrote them.
func Read(data []byte) (*ir.Module, *Info, error) {
	bc, err := container.Extract(data)
	if err != nil {
		return nil, nil, fmt.Errorf("bitcode: %w", err)
	}
	return ReadRaw(bc)
}

// ReadRaw is Read for raw bitcode (starting with 'B' 'C' 0xC0DE); it
// decodes the first module of the stream.
func ReadRaw(bc []byte) (*ir.Module, *Info, error) {
	if ParallelRead && len(bc) >= parallelMinBytes && runtime.GOMAXPROCS(0) > 1 {
		if d, ok := readParallel(bc, nil); ok {
			d.finishSummary()
			return d.m, &d.info, nil
		}
	}
	d := newDecoder(bc)
	if err := d.readFile(); err != nil {
		return nil, &d.info, err
	}
	d.finishSummary() // summary.go
	return d.m, &d.info, nil
}

// decoder holds the state of one Read. Module-level tables live here;
// the state of the function body being read lives in fn (function.go).
type decoder struct {
	r    *bitstream.Reader
	data []byte
	info Info
	m    *ir.Module

	// budget bounds work and memory that the input does not pay for bit
	// by bit (expanded shuffle masks, zero-filled aggregates): it starts
	// proportional to the input size.
	budget int64

	// Module records.
	strtab      []byte
	useStrtab   bool
	relativeIDs bool
	sections    []string
	gcNames     []string
	comdats     []*ir.Comdat
	nameFixups  []nameFixup // v2 names resolved once STRTAB is read
	// fixPath is the path the fixups of the records of the block
	// fixPathFrame (at depth fixPathDepth) share (module.go's fixupPath).
	fixPath      []bitstream.BlockFrame
	fixPathDepth int
	fixPathFrame bitstream.BlockFrame
	progAS       uint32 // datalayout P<n>
	allocaAS     uint32 // datalayout A<n>

	types      []*ir.Type
	typeDepth  []int
	fwdTypes   map[uint64]*ir.Type // forward-referenced named structs
	anonStruct int                 // the next number for an unnamed identified struct

	attrGroups map[uint64]attrGroup
	attrLists  []ir.AttrList

	// vals is the value table: globals, then module constants; inside a
	// function body also its arguments, constants and instructions.
	vals []ir.Value
	// pend holds constant records not materialized yet (parallel to vals).
	pend []*cstRec

	funcsWithBodies []*ir.Func
	nextBody        int
	blockRefs       map[*ir.Func]map[uint64]*ir.Block // blockaddress targets before their body

	inits    []initFixup      // initializers, aliasees, personalities by value ID
	implicit []implicitComdat // old weak/linkonce globals: comdat of their own name

	// Metadata.
	md       []ir.Metadata
	mdKinds  map[uint64]string
	bundles  []string
	ssNames  []string
	mdValues []pendingVAM // function-local value references to resolve

	// locs holds the non-distinct DILocations of metadata blocks: LLVM
	// uniques DILocations, so a DEBUG_LOC with the same fields is that
	// node (one that is also some inlinedAt, say). DEBUG_LOCs themselves
	// are uniqued per function (fnState.locs): a valid function's
	// locations are scoped in its own subprogram, so they cannot equal
	// another function's.
	locs      map[locKey]*ir.MDNode
	locFilter locFilter // read_locmap.go

	fn *fnState

	// par is set while FUNCTION_BLOCKs are collected to be read in
	// parallel; wk in the decoders that read them (read_parallel.go).
	par *parState
	wk  *bodyWorker

	// instrBuf is the array behind fnState.instrs, kept between bodies.
	instrBuf []*ir.Instr
	// islab is where newInstr takes instructions from: one allocation
	// for many small ones (the module keeps them all anyway).
	islab []ir.Instr

	// bodyHook is ReadRawBodies' callback (read_bodies.go).
	bodyHook func(*ir.Func) error
	// parHook makes the callback of each goroutine reading bodies for
	// ReadRawBodiesParallel (set in the decoder that starts them).
	parHook func() func(*ir.Func) error
	// slabs are the instruction slabs handed out since the last body was
	// released, freeSlabs the ones cleared for reuse (ReadRawBodies only).
	slabs, freeSlabs [][]ir.Instr
	// arena holds the operand lists of a body read by ReadRawBodies
	// (read_bodies_arena.go).
	arena ir.BodyArena
	// instrArrays are released blocks' instruction arrays, emptied.
	instrArrays [][]*ir.Instr
	// bm holds what else only a body's instructions refer to, reused
	// for the next body (ReadRawBodies only, nil otherwise).
	bm *bodyMem

	// modArena holds the operand and use lists of the instructions a
	// whole-module read makes (read_bodies_arena.go): it is never reset,
	// and only this module's instructions carve from it.
	modArena *ir.BodyArena
	// gDone and gUses are the uses of global values by the operands set
	// so far (read_bodies_arena.go's setOperands), in chunks (gUses the
	// one being filled), recorded once the module is complete
	// (linkGlobalUses).
	gDone [][]ir.GlobalUse
	gUses []ir.GlobalUse
	// valBuf gathers a call's, phi's or landingpad's operands.
	valBuf []ir.Value
	// succs, attrSets and blockInstrs hand out terminators' successor
	// lists, calls' parameter attribute arrays and (reading a whole
	// module) blocks' instruction lists (read_bodies_arena.go).
	succs       slab.Slab[*ir.Block]
	attrSets    slab.Slab[ir.AttrSet]
	blockInstrs slab.Slab[*ir.Instr]
	// mdNodes, mdFields and attachments hand out metadata nodes, their
	// field lists and instructions' attachment lists (function.go's
	// newDILocation and setDbg, metadata.go's readMetadata); lineV and
	// lineBox are the last DILocation line and its boxed integer.
	mdNodes     slab.Slab[ir.MDNode]
	mdFields    slab.Slab[ir.MDField]
	attachments slab.Slab[ir.MDAttachment]
	lineV       uint64
	lineBox     ir.Metadata
	// mdRecs is readMetadata's record list, reused block after block.
	mdRecs mdRecList
}

// islabSize is how many instructions one slab holds (40 KB).
const islabSize = 256

// newInstr is ir.NewInstr with the instruction taken from the slab.
func (d *decoder) newInstr(op ir.Opcode, typ *ir.Type, operands ...ir.Value) *ir.Instr {
	if len(d.islab) == 0 {
		d.islab = d.newSlab()
	}
	i := &d.islab[0]
	d.islab = d.islab[1:]
	i.Op, i.Typ = op, typ
	d.setOperands(i, operands)
	return i
}

// implicitComdat pairs an old-style global with the comdat its linkage
// implied.
type implicitComdat struct {
	gc *ir.GlobalCommon
	c  *ir.Comdat
}

// nameFixup records a v2 record's [offset, size] name in the string table.
type nameFixup struct {
	bit    uint64
	path   []bitstream.BlockFrame
	off    uint64
	size   uint64
	common *ir.GlobalCommon
	comdat *ir.Comdat
	// partition names (same table, same fixup time)
	partition bool
}

func newDecoder(bc []byte) *decoder {
	d := &decoder{
		r:          bitstream.NewReader(bc, bitstream.WithBlockNames(bitstream.LLVMBlockName)),
		data:       bc,
		m:          &ir.Module{},
		fwdTypes:   map[uint64]*ir.Type{},
		attrGroups: map[uint64]attrGroup{},
		blockRefs:  map[*ir.Func]map[uint64]*ir.Block{},
		mdKinds:    map[uint64]string{},
		modArena:   ir.NewModuleArena(),
	}
	d.budget = 64*int64(len(bc)) + 1<<20
	return d
}

// errAt builds an *Error at bit offset bit in the current block.
func (d *decoder) errAt(bit uint64, kind error, format string, args ...any) error {
	return &Error{BitOffset: bit, Path: d.r.BlockPath(), Msg: fmt.Sprintf(format, args...), Kind: kind}
}

// invalid builds an ErrInvalid *Error for record e.
func (d *decoder) invalid(e *bitstream.Entry, format string, args ...any) error {
	return d.errAt(e.BitPos, ErrInvalid, format, args...)
}

// producer returns " (producer X)" for error messages, or "".
func (d *decoder) producer() string {
	if d.info.Producer == "" {
		return ""
	}
	return " (producer " + d.info.Producer + ")"
}

// spend takes n units from the expansion budget.
func (d *decoder) spend(e *bitstream.Entry, n uint64, what string) error {
	if n > uint64(d.budget) {
		return d.errAt(e.BitPos, ErrLimit, "%s would expand to %d elements, more than the input size allows", what, n)
	}
	d.budget -= int64(n)
	return nil
}

// next returns the next record or sub-block entry of the current block;
// end is true at the block's END_BLOCK. Abbreviation definitions are
// consumed (the bitstream reader registers them).
// records calls fn for each record of the current block up to its end,
// skipping nested blocks (the small blocks read this way define none).
func (d *decoder) records(fn func(e *bitstream.Entry) error) error {
	// fn must not keep e: one Entry serves every record.
	var e bitstream.Entry
	for {
		end, err := d.nextInto(&e)
		if err != nil {
			return err
		}
		if end {
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if err := fn(&e); err != nil {
			return err
		}
	}
}

// nextInto is next filling *e in place (see bitstream.Reader.NextInto).
func (d *decoder) nextInto(e *bitstream.Entry) (end bool, err error) {
	for {
		if err = d.r.NextInto(e); err != nil {
			if err == io.EOF {
				return false, d.errAt(d.r.BitPos(), ErrInvalid, "input ends inside a block")
			}
			return false, err
		}
		switch e.Kind {
		case bitstream.KindDefineAbbrev:
			continue
		case bitstream.KindEndBlock:
			return true, nil
		}
		return false, nil
	}
}

func (d *decoder) next() (e bitstream.Entry, end bool, err error) {
	for {
		e, err = d.r.Next()
		if err != nil {
			if err == io.EOF {
				return e, false, d.errAt(d.r.BitPos(), ErrInvalid, "input ends inside a block")
			}
			return e, false, err
		}
		switch e.Kind {
		case bitstream.KindDefineAbbrev:
			continue
		case bitstream.KindEndBlock:
			return e, true, nil
		}
		return e, false, nil
	}
}

// skipBlock skips the block just entered (by its declared length).
func (d *decoder) skipBlock() error { return d.r.SkipBlock() }

// readThrough reads the block just entered to its end without decoding
// it (used for BLOCKINFO, whose definitions the bitstream reader keeps
// only when the block is read, not skipped).
func (d *decoder) readThrough() error {
	depth := 1
	for depth > 0 {
		e, err := d.r.Next()
		if err != nil {
			if err == io.EOF {
				return d.errAt(d.r.BitPos(), ErrInvalid, "input ends inside a block")
			}
			return err
		}
		switch e.Kind {
		case bitstream.KindEnterBlock:
			depth++
		case bitstream.KindEndBlock:
			depth--
		}
	}
	return nil
}

// blockEnd returns the bit where the innermost open block ends.
func (d *decoder) blockEnd() (end, start uint64, width uint32) {
	f, ok := d.r.Block()
	if !ok {
		return uint64(len(d.data)) * 8, 0, 2
	}
	return f.EndBit, f.StartBit, f.AbbrevWidth
}

// readFile walks the top level: IDENTIFICATION, MODULE, STRTAB, SYMTAB.
// Only the first module is decoded; later ones are skipped.
func (d *decoder) readFile() error {
	if m := d.r.Magic(); m != nil && [4]byte(m) != bitstream.LLVMIRMagic {
		return d.errAt(0, ErrInvalid, "not LLVM IR bitcode: magic number % x", m)
	}
	sawModule := false
	for {
		e, err := d.r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch e.Kind {
		case bitstream.KindEnterBlock:
			switch {
			case e.BlockID == bitstream.IdentificationBlockID && !sawModule:
				if err := d.readIdentification(); err != nil {
					return err
				}
			case e.BlockID == bitstream.ModuleBlockID && !sawModule:
				sawModule = true
				if err := d.readModule(); err != nil {
					return err
				}
			case e.BlockID == bitstream.StrtabBlockID && d.strtab == nil:
				if err := d.readStrtab(); err != nil {
					return err
				}
			case e.BlockID == bitstream.SymtabBlockID:
				if err := d.readSymtab(); err != nil {
					return err
				}
			case e.BlockID == bitstream.BlockInfoID:
				if err := d.readThrough(); err != nil {
					return err
				}
			default:
				if err := d.skipBlock(); err != nil {
					return err
				}
			}
		case bitstream.KindRecord, bitstream.KindDefineAbbrev:
			// Records outside any block carry nothing for us.
		}
	}
	if !sawModule {
		return d.errAt(d.r.BitPos(), ErrInvalid, "no MODULE_BLOCK in the bitcode")
	}
	if err := d.finishModule(); err != nil {
		return err
	}
	d.linkGlobalUses() // read_bodies_arena.go
	return nil
}

// finishModule applies what needed the whole file: names from the string
// table, then checks that every function body was found.
func (d *decoder) finishModule() error {
	for _, f := range d.nameFixups {
		if f.off+f.size < f.off || f.off+f.size > uint64(len(d.strtab)) {
			return &Error{BitOffset: f.bit, Path: f.path, Kind: ErrInvalid,
				Msg: fmt.Sprintf("name at string table offset %d, size %d lies outside the %d-byte string table", f.off, f.size, len(d.strtab))}
		}
		s := string(d.strtab[f.off : f.off+f.size])
		switch {
		case f.comdat != nil:
			f.comdat.Name = s
		case f.partition:
			f.common.Partition = s
		default:
			f.common.Name = s
		}
	}
	for _, ic := range d.implicit {
		ic.c.Name = ic.gc.Name
	}
	if d.nextBody < len(d.funcsWithBodies) {
		f := d.funcsWithBodies[d.nextBody]
		return d.errAt(d.r.BitPos(), ErrInvalid, "function @%s has no FUNCTION_BLOCK (%d of %d bodies found)", f.Name, d.nextBody, len(d.funcsWithBodies))
	}
	if len(d.blockRefs) > 0 {
		// Bodies adopt their placeholders; what is left names a
		// function without one: the first in module order, so the
		// message does not depend on map order.
		for _, f := range d.m.Funcs {
			if d.blockRefs[f] != nil {
				return d.errAt(d.r.BitPos(), ErrInvalid, "blockaddress refers to @%s, which has no body", f.Name)
			}
		}
		for f := range d.blockRefs {
			return d.errAt(d.r.BitPos(), ErrInvalid, "blockaddress refers to @%s, which has no body", f.Name)
		}
	}
	return nil
}

// recordString converts record operands to a string (each operand one
// byte, as LLVM's convertToString does).
func recordString(ops []uint64) string {
	var b strings.Builder
	b.Grow(len(ops))
	for _, v := range ops {
		b.WriteByte(byte(v))
	}
	return b.String()
}

// bitstreamEnter is the entry kind of a sub-block start.
const bitstreamEnter = bitstream.KindEnterBlock
