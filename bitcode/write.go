package bitcode

// The writer: Write encodes an ir.Module as bitcode for a target reader
// (LLVM 14 to 22, typed or opaque pointers). Each block's encoder lives
// beside its decoder:
//
//	write.go               Write, errors, the writer's state and helpers
//	write_codes.go         the record codes it emits (LLVMBitCodes.h)
//	write_features.go      the target-table switches it reads (package target)
//	write_enum.go          numbering of types, values, attributes, tables
//	module_write.go        IDENTIFICATION, MODULE records, BLOCKINFO, VSTs, STRTAB
//	types_write.go         TYPE_BLOCK_ID_NEW
//	paramattr_write.go     PARAMATTR_GROUP_BLOCK and PARAMATTR_BLOCK
//	constants_write.go     CONSTANTS_BLOCK
//	function_write.go      FUNCTION_BLOCK, instructions, debug locations and records
//	metadata_write.go      METADATA_BLOCK, attachments, METADATA_KIND_BLOCK
//	metadata_di_write.go   the DI* records: one table row per kind
//	write_parallel.go      function bodies on several goroutines (large modules)
//
// Where record layouts differ between readers, the writer asks the target
// table (target/bitcode.go and table.go) rather than comparing versions;
// where a reader reads a layout older than its own writer's (every reader
// reads old bitcode), the writer may use the older one, which is how
// targets 17, 18, 20 and 21, whose tools are not installed here, stay on
// layouts that were checked against their neighbours.

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Writer errors, for errors.Is.
var (
	// ErrNotExpressible: the module uses something the target's bitcode
	// cannot express (a record, attribute, field or type its reader does
	// not know). Lower the module for the target first (package
	// downgrade); what remains is reported with the construct's name.
	ErrNotExpressible = errors.New("not expressible in the target's bitcode")
	// ErrBadModule: the model is inconsistent (a nil type, an operand
	// that is not in the module, a metadata field of the wrong kind, ...).
	ErrBadModule = errors.New("malformed module")
)

// WriteError locates a writer failure: the function (if any) and the
// construct being written.
type WriteError struct {
	Func string // "" at module level
	What string // the record or construct, e.g. "call instruction #12"
	Msg  string
	Kind error // ErrNotExpressible or ErrBadModule
}

func (e *WriteError) Error() string {
	s := "bitcode: "
	if e.Func != "" {
		s += "@" + e.Func + ": "
	}
	if e.What != "" {
		s += e.What + ": "
	}
	return s + e.Msg
}

// Unwrap returns the error class.
func (e *WriteError) Unwrap() error { return e.Kind }

// ProducerFor returns the IDENTIFICATION producer string the writer records
// for target t, e.g. "LLVM16.0.0_irfix". LLVM readers only compare the
// epoch; they print the producer in error messages, where the suffix tells
// a user the file came from irfix. Every character is in the char6
// alphabet, as LLVM's own producer strings are.
func ProducerFor(t target.Target) string {
	return "LLVM" + strconv.Itoa(t.Major) + ".0.0_irfix"
}

// Write encodes m as LLVM bitcode for target t's reader: the record
// layouts, codes and encodings that LLVM t.Major reads, typed POINTER types
// for typed targets. The module must already be in t's dialect (run
// downgrade.Lower or upgrade.Upgrade first): Write writes what the module
// holds and reports, as ErrNotExpressible, what t cannot read.
//
// The output is a pure function of m and t: the same module and target
// give the same bytes. It has an IDENTIFICATION block, the MODULE block
// (with the module-level value symbol table located by a VSTOFFSET record)
// and a STRTAB block; it has no SYMTAB block (readers rebuild the LTO
// symbol table when it is absent) and no use-list orders.
func Write(m *ir.Module, t target.Target) (out []byte, err error) { return writeSum(m, t, nil) }

// writeSum is Write, with summary s written back (WriteKeep; nil: none).
func writeSum(m *ir.Module, t target.Target, s *Summary) ([]byte, error) {
	out, _, err := writeReport(m, t, s)
	return out, err
}

// writeReport is writeSum, and reports whether the function bodies were
// written in parallel (write_parallel.go).
func writeReport(m *ir.Module, t target.Target, s *Summary) (out []byte, parallel bool, err error) {
	if m == nil {
		return nil, false, &WriteError{Msg: "nil module", Kind: ErrBadModule}
	}
	if t.Major < target.Oldest || t.Major > target.Newest {
		return nil, false, &WriteError{Msg: fmt.Sprintf("target %s is outside LLVM %d..%d", t, target.Oldest, target.Newest), Kind: ErrNotExpressible}
	}
	w := newWriter(m, t)
	w.sum = s
	defer func() {
		// Records are built from the model with bounds checked as they are
		// read; a panic here is a writer bug or a model broken in a way
		// the checks did not foresee. Report it rather than crash the
		// caller.
		if r := recover(); r != nil {
			parallel = false
			if we, ok := r.(*WriteError); ok {
				out, err = nil, we
				return
			}
			out, err = nil, &WriteError{Func: w.curFuncName(), Msg: fmt.Sprintf("internal error: %v", r), Kind: ErrBadModule}
		}
	}()
	out, err = w.write()
	return out, w.wroteParallel, err
}

// wWriter holds the state of one Write: the enumeration of types, values,
// metadata and attributes (write_enum.go), and the stream.
type wWriter struct {
	m *ir.Module
	t target.Target
	f wFeatures

	bs *bitstream.Writer

	// Types, in table order, and their IDs.
	types       []*ir.Type
	typeIDs     map[*ir.Type]uint32
	typeReg     map[*ir.Type]uint32 // registration numbers (see typeID)
	typeRegList []*ir.Type
	typesFinal  bool
	typeBit     uint // bits needed for a type ID (at least 1)
	// typeCache holds typeID's recent answers by pointer hash: a module
	// uses few types, and a map lookup per operand's type was most of
	// typeID's time (write_enum.go).
	typeCache [typeCacheLen]typeCacheEntry

	// Values. vals[:nModVals] are the module-level values (global values
	// first, then module constants); while a function is written, the
	// function's arguments, constants and instructions follow.
	vals       []ir.Value
	valIDs     map[ir.Value]uint32 // pointer identity: global values, args, instrs, and constants seen before
	cstKeys    map[string]uint32   // structural identity of module-level constants
	fnValIDs   map[ir.Value]uint32
	fnInstrIDs map[*ir.Instr]uint32 // the body's instructions with a result, unless fnByPos
	// Numbering by position (numberByPosition): fnByPos says it is used
	// for the body being written.
	fnByPos      bool
	fnPosIDs     []uint32
	fnBlockStart []int32
	fnBlockIDs   map[*ir.Block]uint32
	// fnLastB is the block instrID found in fnBlockIDs last, fnLastBI its
	// index (nil between bodies).
	fnLastB     *ir.Block
	fnLastBI    uint32
	fnParamIDs  map[*ir.Param]uint32
	fnCstKeys   map[string]uint32
	scalarIDs   map[wScalarKey]uint32 // identity of module-level scalar constants
	fnScalarIDs map[wScalarKey]uint32
	fnSpare     wFnMaps // the maps above, cleared, between function bodies
	// valCache holds valueID's and constID's recent answers for values
	// other than instructions and arguments, by identity (see
	// valCacheEntry); bodyGen tells the current body's entries from
	// those of bodies written before.
	valCache [valCacheLen]valCacheEntry
	bodyGen  uint32
	nModVals int
	nGlobals int // number of global values (IDs 0..nGlobals-1)
	keyBuf   []byte

	// Metadata: mdStrs are the strings (IDs 0..), mdNodes the other
	// module-level metadata (IDs len(mdStrs)..), fnMD the function-local
	// ones (IDs nModMD..) of the function being written.
	mdStrs    []string
	mdStrIDs  map[string]uint32
	mdList    []ir.Metadata
	mdIDs     mdTab             // enumeration: absent, 0 in progress, ID+1 numbered
	mdValIDs  map[uint32]uint32 // module value ID -> ValueAsMetadata ID
	nModMD    uint32
	fnMD      []ir.Metadata
	fnMDIDs   map[ir.Metadata]uint32
	fnMDVals  map[ir.Value]uint32 // local value -> LocalAsMetadata ID
	mdKinds   []string
	mdKindIDs map[string]uint32

	// Attributes.
	attrGroups   []wAttrGroup
	attrGroupIDs map[string]uint32
	// attrGroupRaw maps rawAttrKey's encoding to the group (a front cache
	// of attrGroupIDs); attrKeyBuf is its scratch buffer.
	attrGroupRaw map[string]uint32
	attrKeyBuf   []byte
	// shuffleMemo holds shuffleMask's constants by mask (shuffleKey is
	// its scratch key); each body writer has its own.
	shuffleMemo map[string]ir.Constant
	shuffleKey  []byte
	// attrGroupCache holds attrGroupID's recent answers by the set's
	// identity (see attrCacheEntry).
	attrGroupCache [attrCacheLen]attrCacheEntry
	// attrListBuf and attrListKey are attrListID's scratch buffers.
	attrListBuf []uint32
	attrListKey []byte
	attrLists   [][]uint32
	attrListIDs map[string]uint32
	// diVals and diSet are diFields' scratch buffers (two per DI node
	// written otherwise: 9 MB of garbage on SQLite with -g).
	diVals []ir.Metadata
	diSet  []bool

	comdats   []*ir.Comdat
	comdatIDs map[*ir.Comdat]uint32
	bundles   []string
	bundleIDs map[string]uint32
	scopes    []string
	scopeIDs  map[string]uint32

	// Module records.
	sections   map[string]uint32
	gcNames    map[string]uint32
	strtab     []byte
	strtabOffs map[string]uint32
	allocaAS   uint32

	// Function bodies.
	fnOffsets map[*ir.Func]uint64 // bit position of each FUNCTION_BLOCK
	// bodyBytes estimates the bytes the function bodies take (instrSize
	// per instruction, dbgLocSize more per !dbg location), counted by
	// the prepass.
	bodyBytes     int
	vstOffsetAt   uint64 // bit position of the VSTOFFSET placeholder
	fn            *ir.Func
	sealed        bool   // the current function's constants are written: no new ones
	moduleVSTWord uint64 // word offset of the module-level VALUE_SYMTAB block

	rec []uint64 // scratch record

	sum *Summary // the input's summary, written back (summary_write.go)

	// bodyOnly marks a body writer of writeBodiesParallel: it shares the
	// module-level tables and must not add to them (sharedTableAdd).
	bodyOnly bool
	// wroteParallel: writeBodiesParallel wrote the bodies.
	wroteParallel bool
}

// curFuncName names the function being written, for errors.
func (w *wWriter) curFuncName() string {
	if w.fn == nil {
		return ""
	}
	return w.fn.Name
}

// fail aborts the write with an error located at the current function.
func (w *wWriter) fail(kind error, what, format string, args ...any) {
	panic(&WriteError{Func: w.curFuncName(), What: what, Msg: fmt.Sprintf(format, args...), Kind: kind})
}

// check turns a bitstream error into a writer failure (they only arise
// from writer bugs: a record that does not fit the abbreviation chosen).
func (w *wWriter) check(err error) {
	if err != nil {
		w.fail(ErrBadModule, "", "internal error: %v", err)
	}
}

func newWriter(m *ir.Module, t target.Target) *wWriter {
	return &wWriter{
		m:            m,
		t:            t,
		f:            wFeaturesFor(t),
		bs:           bitstream.NewWriter(),
		typeIDs:      map[*ir.Type]uint32{},
		typeReg:      map[*ir.Type]uint32{},
		valIDs:       map[ir.Value]uint32{},
		cstKeys:      map[string]uint32{},
		scalarIDs:    map[wScalarKey]uint32{},
		mdStrIDs:     map[string]uint32{},
		mdValIDs:     map[uint32]uint32{},
		mdKindIDs:    map[string]uint32{},
		attrGroupIDs: map[string]uint32{},
		attrGroupRaw: map[string]uint32{},
		attrListIDs:  map[string]uint32{},
		comdatIDs:    map[*ir.Comdat]uint32{},
		bundleIDs:    map[string]uint32{},
		scopeIDs:     map[string]uint32{},
		sections:     map[string]uint32{},
		gcNames:      map[string]uint32{},
		strtabOffs:   map[string]uint32{},
		fnOffsets:    map[*ir.Func]uint64{},
	}
}

// write runs the whole encoding: enumerate, then emit the blocks in the
// order LLVM's writer uses (each reader expects types before values,
// attributes before functions, constants before metadata that uses them).
func (w *wWriter) write() ([]byte, error) {
	w.enumerateModule()
	w.bs.EmitMagic(bitstream.LLVMIRMagic)
	w.writeIdentification()
	w.writeModule()
	w.writeStrtab()
	out, err := w.bs.Take()
	if err != nil {
		return nil, &WriteError{Msg: err.Error(), Kind: ErrBadModule}
	}
	w.patchVSTOffset(out)
	return out, nil
}

// emit writes a record with abbreviation abbrev (0: unabbreviated).
func (w *wWriter) emit(code uint32, ops []uint64, abbrev uint32) {
	if abbrev == 0 {
		w.check(w.bs.EmitRecord(code, ops))
		return
	}
	w.check(w.bs.EmitRecordAbbrev(abbrev, code, ops, nil))
}

// emitBlob writes a record whose abbreviation ends in a blob.
func (w *wWriter) emitBlob(code uint32, ops []uint64, blob []byte, abbrev uint32) {
	w.check(w.bs.EmitRecordAbbrev(abbrev, code, ops, blob))
}

// enter and exit open and close a block.
func (w *wWriter) enter(id uint32, width uint) { w.check(w.bs.EnterBlock(id, width)) }
func (w *wWriter) exit()                       { w.check(w.bs.ExitBlock()) }

// define adds an abbreviation to the current block.
func (w *wWriter) define(ops ...bitstream.AbbrevOp) uint32 {
	id, err := w.bs.DefineAbbrev(bitstream.NewAbbrev(ops...))
	w.check(err)
	return id
}

// appendString appends the bytes of s to ops.
func appendString(ops []uint64, s string) []uint64 {
	for i := 0; i < len(s); i++ {
		ops = append(ops, uint64(s[i]))
	}
	return ops
}

// wStrEnc classifies a string for the VST and name abbreviations.
type wStrEnc uint8

const (
	wStrChar6 wStrEnc = iota
	wStr7
	wStr8
)

func wStringEncoding(s string) wStrEnc {
	enc := wStrChar6
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 128 {
			return wStr8
		}
		if enc == wStrChar6 && !wIsChar6(c) {
			enc = wStr7
		}
	}
	return enc
}

func wIsChar6(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_'
}

// emitSigned appends v in LLVM's sign-rotated form (emitSignedInt64).
func emitSigned(ops []uint64, v int64) []uint64 {
	if v >= 0 {
		return append(ops, uint64(v)<<1)
	}
	return append(ops, uint64(-v)<<1|1)
}

// encodeAlign is LLVM's getEncodedAlign: log2(align)+1, 0 when unset.
func (w *wWriter) encodeAlign(a ir.Align, what string) uint64 {
	if a == 0 {
		return 0
	}
	if a&(a-1) != 0 {
		w.fail(ErrBadModule, what, "alignment %d is not a power of two", a)
	}
	n := uint64(0)
	for a > 1 {
		a >>= 1
		n++
	}
	return n + 1
}

// isDigits reports whether s is a decimal number: how the model spells
// unnamed (numbered) identified structs.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// patchVSTOffset fills the VSTOFFSET placeholder with the word offset of
// the module-level VALUE_SYMTAB block (written after the function blocks).
func (w *wWriter) patchVSTOffset(out []byte) {
	if w.vstOffsetAt == 0 {
		return
	}
	wPatch32(out, w.vstOffsetAt, uint32(w.moduleVSTWord))
}

// wPatch32 overwrites the 32 bits at bit position pos of buf with v
// (little-endian bit order, as the bitstream writes them).
func wPatch32(buf []byte, pos uint64, v uint32) {
	for i := uint64(0); i < 32; i++ {
		bit := pos + i
		b := &buf[bit/8]
		mask := byte(1) << (bit % 8)
		if v&(1<<i) != 0 {
			*b |= mask
		} else {
			*b &^= mask
		}
	}
}
