package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of FUNCTION_BLOCK that are not instructions (LLVMBitCodes.h,
// FunctionCodes); the instruction codes are in instructions.go.
const (
	funcCodeDeclareBlocks       = 1  // DECLAREBLOCKS: [n]
	funcCodeDebugLocAgain       = 33 // DEBUG_LOC_AGAIN
	funcCodeDebugLoc            = 35 // DEBUG_LOC: [line, col, scope+1, ia+1, implicit?, atomGroup?, atomRank?]
	funcCodeOperandBundle       = 55 // OPERAND_BUNDLE: [tag#, value...]
	funcCodeBlockAddrUsers      = 60 // BLOCKADDR_USERS: [value...]
	funcCodeDebugRecordValue    = 61 // [DILocation, DILocalVariable, DIExpression, location md]
	funcCodeDebugRecordDeclare  = 62 // [DILocation, DILocalVariable, DIExpression, location md]
	funcCodeDebugRecordAssign   = 63 // [DILocation, var, expr, location md, DIAssignID, addr expr, addr md]
	funcCodeDebugRecordValueSmp = 64 // [DILocation, DILocalVariable, DIExpression, value]
	funcCodeDebugRecordLabel    = 65 // [DILocation, DILabel]
	funcCodeDebugRecordDeclVal  = 66 // [DILocation, DILocalVariable, DIExpression, location md]
)

// fnState is the state of the function body being read.
type fnState struct {
	f          *ir.Func
	moduleVals int // size of the value table before the body
	moduleMD   int // size of the metadata table before the body

	blocks   []*ir.Block
	declared bool
	cur      int         // index of the block being filled
	start    int         // where block cur's instructions start in instrs
	bslab    []ir.Block  // where block takes new blocks from
	instrs   []*ir.Instr // every instruction, for METADATA_ATTACHMENT
	last     *ir.Instr   // the last instruction read

	fwd      map[uint64]*ir.Instr // forward-reference placeholders by value ID
	resolved map[*ir.Instr]ir.Value
	fwdUses  []fwdUse // bundle inputs and metadata that hold placeholders

	bundles []ir.OperandBundle // read, waiting for the next call
	lastLoc *ir.MDNode
	locs    *locTab // DILocations made for DEBUG_LOCs (read_locmap.go)
}

// fwdUse is a place outside operand lists that holds a placeholder.
type fwdUse struct {
	in     *ir.Instr // bundle input: instruction, bundle, input index
	bundle int
	input  int
	vam    *ir.ValueAsMetadata // or a metadata value
}

type locKey struct {
	line, col       uint64
	scope, inlined  ir.Metadata
	implicit        bool
	atomGrp, atomRk uint64
}

// block returns block id, creating it on first use (bodies may name
// blocks, by branches and blockaddress, before they are filled).
func (fs *fnState) block(id uint64) *ir.Block {
	b := fs.blocks[id]
	if b == nil {
		if id < uint64(len(fs.bslab)) {
			b = &fs.bslab[id]
			b.Parent = fs.f
		} else {
			b = &ir.Block{Parent: fs.f}
		}
		fs.blocks[id] = b
	}
	return b
}

// readFunctionBlock decodes one FUNCTION_BLOCK: the body of the next
// function record that has one (BitcodeReader.cpp parseFunctionBody).
func (d *decoder) readFunctionBlock() error {
	if d.nextBody >= len(d.funcsWithBodies) {
		return d.errAt(d.r.BitPos(), ErrInvalid, "more function bodies than function records with bodies (%d)", len(d.funcsWithBodies))
	}
	f := d.funcsWithBodies[d.nextBody]
	d.nextBody++
	if len(d.inits) > 0 {
		if err := d.resolveInits(); err != nil {
			return err
		}
	}
	if d.par != nil {
		return d.queueBody(f) // read_parallel.go
	}
	if d.bodyHook == nil {
		// Nothing the body's records hold outlives the body either:
		// the model has no field that could share a record's operand
		// storage (it keeps no []uint64), and the decoder's per-body
		// tables are dropped when the body ends (as ReadRawBodies
		// relies on, below). So the next body reuses the storage.
		d.r.TrackOps()
		err := d.readBody(f)
		d.r.RecycleOps()
		return err
	}
	// ReadRawBodies (read_bodies.go): nothing of the body's records is
	// kept once the body is released.
	d.r.TrackOps()
	if err := d.readBody(f); err != nil {
		return err
	}
	if err := d.bodyHook(f); err != nil {
		return err
	}
	d.releaseBody(f)
	d.r.RecycleOps()
	return nil
}

// readBody decodes the FUNCTION_BLOCK just entered as the body of f.
func (d *decoder) readBody(f *ir.Func) error {
	// The maps are made on first use (most bodies need neither); the
	// instruction list reuses the previous body's array.
	fs := &fnState{f: f, moduleVals: len(d.vals), moduleMD: len(d.md), instrs: d.instrBuf[:0]}
	d.fn = fs
	defer func() {
		putLocTab(fs.locs)
		clear(fs.instrs) // the array outlives the body: drop its pointers
		d.instrBuf = fs.instrs[:0]
		d.fn = nil
	}()
	for _, p := range f.Params {
		d.pushValue(p)
	}
	// One Entry for the whole body: &e is only handed to callees that
	// return before the next record is read (it escapes only through
	// their error), so reusing it saves a heap Entry per record.
	var e bitstream.Entry
	for {
		end, err := d.nextInto(&e)
		if err != nil {
			return err
		}
		if end {
			return d.finishFunction(&e)
		}
		if e.Kind == bitstreamEnter {
			if err := d.functionSubBlock(&e); err != nil {
				return err
			}
			continue
		}
		if err := d.functionRecord(&e); err != nil {
			return err
		}
	}
}

func (d *decoder) functionSubBlock(e *bitstream.Entry) error {
	switch e.BlockID {
	case bitstream.ConstantsBlockID:
		return d.readConstants()
	case bitstream.ValueSymtabBlockID:
		return d.readFunctionVST()
	case bitstream.MetadataBlockID:
		return d.readMetadata()
	case bitstream.MetadataAttachmentBlockID:
		return d.readMetadataAttachment()
	case bitstream.UselistBlockID:
		return d.readUselist()
	}
	return d.skipBlock()
}

// functionRecord handles one record of a function body.
func (d *decoder) functionRecord(e *bitstream.Entry) error {
	fs := d.fn
	switch e.Code {
	case funcCodeDeclareBlocks:
		return d.declareBlocks(e)
	case funcCodeBlockAddrUsers:
		return nil // a lazy-loading hint
	case funcCodeDebugLocAgain:
		if fs.last == nil || fs.lastLoc == nil {
			return d.invalid(e, "DEBUG_LOC_AGAIN without an earlier instruction and location")
		}
		d.setDbg(fs.last, fs.lastLoc)
		return nil
	case funcCodeDebugLoc:
		return d.debugLoc(e)
	case funcCodeOperandBundle:
		return d.operandBundle(e)
	case funcCodeDebugRecordValue, funcCodeDebugRecordDeclare, funcCodeDebugRecordAssign,
		funcCodeDebugRecordValueSmp, funcCodeDebugRecordLabel, funcCodeDebugRecordDeclVal:
		return d.debugRecord(e)
	}
	if !fs.declared {
		return d.invalid(e, "instruction before DECLAREBLOCKS")
	}
	if fs.cur >= len(fs.blocks) {
		return d.invalid(e, "instruction after the last of the %d declared blocks is terminated", len(fs.blocks))
	}
	in, err := d.instruction(e)
	if err != nil {
		return err
	}
	if len(fs.bundles) > 0 {
		return d.invalid(e, "operand bundles are not followed by a call")
	}
	fs.instrs = append(fs.instrs, in)
	fs.last = in
	if d.bodyHook != nil {
		b := fs.block(uint64(fs.cur))
		if b.Instrs == nil {
			d.blockArray(b) // read_bodies.go
		}
		b.Append(in)
	}
	if in.IsTerminator() {
		if d.bodyHook == nil {
			// The block's instructions are appended in one go, so its
			// slice is allocated once at its final size instead of
			// grown by doubling (fs.instrs holds them in order).
			b := fs.block(uint64(fs.cur))
			is := fs.instrs[fs.start:]
			if b.Instrs == nil {
				b.Instrs = d.blockInstrs.Carve(len(is))[:0]
			}
			b.Append(is...)
		}
		fs.cur++
		fs.start = len(fs.instrs)
	}
	if in.HasResult() {
		if err := d.define(e, in); err != nil {
			return err
		}
	}
	return nil
}

// declareBlocks decodes DECLAREBLOCKS: [n]. Blocks that a blockaddress
// constant referred to before this body are adopted.
func (d *decoder) declareBlocks(e *bitstream.Entry) error {
	fs := d.fn
	if len(e.Ops) < 1 || e.Ops[0] == 0 {
		return d.invalid(e, "DECLAREBLOCKS needs a block count above 0")
	}
	if fs.declared {
		return d.invalid(e, "second DECLAREBLOCKS record")
	}
	// Every block ends with a terminator record of at least one
	// abbreviation ID, so the count cannot exceed the bits left.
	end, _, width := d.blockEnd()
	if n := e.Ops[0]; n > (end-d.r.BitPos())/uint64(max(width, 1)) {
		return d.invalid(e, "DECLAREBLOCKS claims %d blocks but only %d bits remain in the body", n, end-d.r.BitPos())
	}
	fs.blocks = make([]*ir.Block, e.Ops[0])
	// The blocks themselves come from one array (the function keeps
	// them all).
	fs.bslab = make([]ir.Block, e.Ops[0])
	if refs := d.blockRefs[fs.f]; refs != nil {
		for id, b := range refs {
			if id >= uint64(len(fs.blocks)) {
				return d.invalid(e, "blockaddress refers to block %d of @%s, which has %d blocks", id, fs.f.Name, len(fs.blocks))
			}
			fs.blocks[id] = b
		}
		if d.wk != nil {
			d.wk.job.adopted = true // deleted when the body is merged
		} else {
			delete(d.blockRefs, fs.f)
		}
	}
	fs.declared = true
	return nil
}

// define registers a new instruction result in the value table and
// resolves forward references to it.
func (d *decoder) define(e *bitstream.Entry, in *ir.Instr) error {
	fs := d.fn
	id := uint64(len(d.vals))
	if ph := fs.fwd[id]; ph != nil {
		if ph.Typ != in.Typ {
			return d.invalid(e, "value %d was used as %s but is defined as %s", id, ph.Typ, in.Typ)
		}
		// linkUses replaces the placeholder's operands.
		if fs.resolved == nil {
			fs.resolved = map[*ir.Instr]ir.Value{}
		}
		fs.resolved[ph] = in
		delete(fs.fwd, id)
	}
	d.pushValue(in)
	return nil
}

// finishFunction checks the body is complete and restores the module's
// value and metadata tables.
func (d *decoder) finishFunction(e *bitstream.Entry) error {
	fs := d.fn
	if len(fs.bundles) > 0 {
		return d.invalid(e, "operand bundles at the end of the body are not followed by a call")
	}
	if !fs.declared {
		return d.invalid(e, "function body without DECLAREBLOCKS")
	}
	if fs.cur < len(fs.blocks) {
		return d.invalid(e, "function @%s declares %d blocks but only %d are terminated", fs.f.Name, len(fs.blocks), fs.cur)
	}
	if len(fs.fwd) > 0 {
		low := ^uint64(0)
		for id := range fs.fwd {
			low = min(low, id)
		}
		return d.invalid(e, "value %d is referenced in @%s but never defined", low, fs.f.Name)
	}
	for _, u := range fs.fwdUses {
		if u.vam != nil {
			if ph, ok := u.vam.V.(*ir.Instr); ok && ph.Op == ir.OpInvalid {
				u.vam.V = fs.resolved[ph]
			}
			continue
		}
		in := u.in.Bundles()[u.bundle].Inputs
		if ph, ok := in[u.input].(*ir.Instr); ok && ph.Op == ir.OpInvalid {
			in[u.input] = fs.resolved[ph]
		}
	}
	d.linkUses(fs) // read_bodies_arena.go
	if err := d.resolveLocalMetadata(e); err != nil {
		return err
	}
	fs.f.Blocks = fs.blocks
	d.vals = d.vals[:fs.moduleVals]
	d.pend = d.pend[:fs.moduleVals]
	d.md = d.md[:fs.moduleMD]
	return nil
}

// absID converts an operand to an absolute value ID: with relative IDs
// (version >= 1) operands count back from the next value number, in
// 32-bit arithmetic, so forward references wrap around.
func (d *decoder) absID(v uint64) uint64 {
	if !d.relativeIDs {
		return v
	}
	return uint64(uint32(len(d.vals)) - uint32(v))
}

// value returns value id of type t (t may be nil when id is defined). A
// not yet defined ID becomes a placeholder of type t, replaced when the
// instruction defining it is read.
func (d *decoder) value(e *bitstream.Entry, id uint64, t *ir.Type) (ir.Value, error) {
	if t == ir.MetaType {
		md, err := d.mdRef(e, id)
		if err != nil {
			return nil, err
		}
		if d.bm != nil && d.fn != nil {
			// A body's operand (calls' metadata arguments): only its
			// instruction refers to it.
			v := &d.bm.mdValues.carve(1)[0]
			v.MD = md
			return v, nil
		}
		return &ir.MetadataValue{MD: md}, nil
	}
	if id < uint64(len(d.vals)) {
		v, err := d.materialize(e.BitPos, id)
		if err != nil {
			return nil, err
		}
		if t != nil && v.Type() != t {
			return nil, d.invalid(e, "value %d has type %s, expected %s", id, v.Type(), t)
		}
		return v, nil
	}
	fs := d.fn
	if fs == nil || t == nil {
		return nil, d.invalid(e, "value %d is not defined", id)
	}
	switch t.Kind {
	case ir.VoidKind, ir.LabelKind, ir.FuncKind:
		return nil, d.invalid(e, "forward reference to value %d of type %s", id, t)
	}
	if ph := fs.fwd[id]; ph != nil {
		if ph.Typ != t {
			return nil, d.invalid(e, "value %d is used as %s and as %s", id, ph.Typ, t)
		}
		return ph, nil
	}
	var ph *ir.Instr
	if d.bm != nil {
		// ReadRawBodies: from the body's slab, released with it (the
		// placeholder is replaced in every operand by then).
		if len(d.islab) == 0 {
			d.islab = d.newSlab()
		}
		ph = &d.islab[0]
		d.islab = d.islab[1:]
		ph.Typ = t
	} else {
		ph = &ir.Instr{Typ: t}
	}
	if fs.fwd == nil {
		fs.fwd = map[uint64]*ir.Instr{}
	}
	fs.fwd[id] = ph
	return ph, nil
}

// typedValue reads a value operand at ops[*i] with its type following
// when it is a forward reference (getValueTypePair).
func (d *decoder) typedValue(e *bitstream.Entry, ops []uint64, i *int) (ir.Value, error) {
	if *i >= len(ops) {
		return nil, d.invalid(e, "record ends before operand %d", *i)
	}
	id := d.absID(ops[*i])
	*i++
	if id < uint64(len(d.vals)) {
		return d.value(e, id, nil)
	}
	if *i >= len(ops) {
		return nil, d.invalid(e, "forward reference to value %d without its type", id)
	}
	t, err := d.typeByID(e, ops[*i])
	if err != nil {
		return nil, err
	}
	*i++
	return d.value(e, id, t)
}

// operands reads a record's value operands in order with a sticky error:
// after the first failure every read returns nil and err holds the
// failure, so a decoder reads all its operands and checks once.
type operands struct {
	d   *decoder
	e   *bitstream.Entry
	i   int
	err error
}

func (d *decoder) operands(e *bitstream.Entry) *operands { return &operands{d: d, e: e} }

// typed reads a value given by ID, with its type when it is a forward
// reference (typedValue).
func (o *operands) typed() ir.Value {
	if o.err != nil {
		return nil
	}
	v, err := o.d.typedValue(o.e, o.e.Ops, &o.i)
	o.err = err
	return v
}

// of reads a value of type t, known from context (untypedValue).
func (o *operands) of(t *ir.Type) ir.Value {
	if o.err != nil {
		return nil
	}
	v, err := o.d.untypedValue(o.e, o.e.Ops, &o.i, t)
	o.err = err
	return v
}

// more reports whether operands remain to be read and no read failed.
func (o *operands) more() bool { return o.err == nil && o.i < len(o.e.Ops) }

// rest returns the operands not read yet (nil after an error).
func (o *operands) rest() []uint64 {
	if o.err != nil {
		return nil
	}
	return o.e.Ops[o.i:]
}

// untypedValue reads a value operand of a type known from context
// (popValue).
func (d *decoder) untypedValue(e *bitstream.Entry, ops []uint64, i *int, t *ir.Type) (ir.Value, error) {
	if *i >= len(ops) {
		return nil, d.invalid(e, "record ends before operand %d", *i)
	}
	id := d.absID(ops[*i])
	*i++
	return d.value(e, id, t)
}

// debugLoc decodes DEBUG_LOC into a `!dbg` DILocation on the last
// instruction. Equal locations share one node, as LLVM uniques them.
func (d *decoder) debugLoc(e *bitstream.Entry) error {
	fs := d.fn
	ops := e.Ops
	if fs.last == nil || len(ops) < 4 {
		return d.invalid(e, "DEBUG_LOC needs an instruction before it and 4 operands")
	}
	if ops[2] == 0 {
		return d.invalid(e, "DEBUG_LOC without a scope")
	}
	scope, err := d.mdRef(e, ops[2]-1)
	if err != nil {
		return err
	}
	var ia ir.Metadata
	if ops[3] != 0 {
		if ia, err = d.mdRef(e, ops[3]-1); err != nil {
			return err
		}
	}
	k := locKey{line: ops[0], col: ops[1], scope: scope, inlined: ia, implicit: len(ops) > 4 && ops[4] != 0}
	if len(ops) > 6 {
		k.atomGrp, k.atomRk = ops[5], ops[6]
	}
	h := locHash(k)
	loc := fs.locs.get(k, h)
	if loc == nil {
		if loc = d.loc(k); loc == nil {
			loc = d.newDILocation(k)
		}
		if fs.locs == nil {
			fs.locs = takeLocTab()
		}
		fs.locs.put(k, h, loc)
	}
	d.setDbg(fs.last, loc)
	fs.lastLoc = loc
	return nil
}

// setDbg attaches loc to i as its !dbg. An instruction without
// attachments (nearly every located one) gets its one-element list
// carved from a shared chunk rather than a heap object of its own.
func (d *decoder) setDbg(i *ir.Instr, loc *ir.MDNode) {
	if cap(i.MD) == 0 {
		var a []ir.MDAttachment
		if d.bm != nil {
			a = d.bm.attachments.carve(1)
		} else {
			a = d.attachments.Carve(1)
		}
		a[0] = ir.MDAttachment{Kind: "dbg", Node: loc}
		i.MD = a
		return
	}
	i.SetMD("dbg", loc)
}

// newDILocation builds a DILocation node with the fields LLVM prints
// (line always; the others when not zero or null). A debug-info module
// has one for nearly every distinct source position of its code (SQLite:
// about 165,000, a quarter of the module read), so the node and its
// exactly sized field list are carved from shared chunks, and the line's
// boxed integer is shared with the previous location's when the line is
// the same (columns come from boxUint's table).
func (d *decoder) newDILocation(k locKey) *ir.MDNode {
	nf := 2 // line, scope
	for _, set := range [...]bool{k.col != 0, k.inlined != nil, k.implicit, k.atomGrp != 0, k.atomRk != 0} {
		if set {
			nf++
		}
	}
	var n *ir.MDNode
	if d.bm != nil {
		// ReadRawBodies: only the body's instructions refer to it.
		n = &d.bm.locNodes.carve(1)[0]
		n.Fields = d.bm.locFields.carve(nf)[:0]
	} else {
		n = &d.mdNodes.Carve(1)[0]
		n.Fields = d.mdFields.Carve(nf)[:0]
	}
	n.Kind = "DILocation"
	f := fields{n: n}
	if d.lineBox == nil || d.lineV != k.line {
		d.lineV, d.lineBox = k.line, boxUint(k.line)
	}
	f.add("line", d.lineBox)
	f.uint("column", k.col, true)
	f.ref("scope", k.scope, false)
	f.ref("inlinedAt", k.inlined, true)
	f.boolean("isImplicitCode", k.implicit, false)
	f.uint("atomGroup", k.atomGrp, true)
	f.uint("atomRank", k.atomRk, true)
	return n
}

// operandBundle decodes OPERAND_BUNDLE: [tag, inputs...]; each input is a
// value (typed pair) or, after the OB_METADATA marker, a metadata ID
// relative to the next value number.
func (d *decoder) operandBundle(e *bitstream.Entry) error {
	fs := d.fn
	ops := e.Ops
	if len(ops) < 1 || ops[0] >= uint64(len(d.bundles)) {
		return d.invalid(e, "operand bundle names tag %v, but %d tags are defined", ops, len(d.bundles))
	}
	b := ir.OperandBundle{Tag: d.bundles[ops[0]]}
	o := d.operands(e)
	o.i = 1
	for o.more() {
		if i := o.i; ops[i] == 0x80000000 {
			if i+1 >= len(ops) {
				return d.invalid(e, "operand bundle ends after a metadata marker")
			}
			md, err := d.mdRef(e, uint64(uint32(len(d.vals))-uint32(ops[i+1])))
			if err != nil {
				return err
			}
			b.Inputs = append(b.Inputs, &ir.MetadataValue{MD: md})
			o.i += 2
			continue
		}
		b.Inputs = append(b.Inputs, o.typed())
	}
	if o.err != nil {
		return o.err
	}
	fs.bundles = append(fs.bundles, b)
	return nil
}

// takeBundles hands the pending operand bundles to a call, noting inputs
// that are forward-reference placeholders.
func (d *decoder) takeBundles(in *ir.Instr) {
	fs := d.fn
	if len(fs.bundles) == 0 {
		return
	}
	in.SetBundles(fs.bundles)
	fs.bundles = nil
	for bi, b := range in.Bundles() {
		for ii, v := range b.Inputs {
			if ph, ok := v.(*ir.Instr); ok && ph.Op == ir.OpInvalid {
				fs.fwdUses = append(fs.fwdUses, fwdUse{in: in, bundle: bi, input: ii})
			}
		}
	}
}

// debugRecord decodes the FUNC_CODE_DEBUG_RECORD_* records (LLVM 19+):
// each precedes the last instruction read (BitcodeReader.cpp: records are
// written after the instruction they are attached to).
func (d *decoder) debugRecord(e *bitstream.Entry) error {
	fs := d.fn
	ops := e.Ops
	if fs.last == nil {
		return d.invalid(e, "debug record without an instruction before it")
	}
	md := func(i int) (ir.Metadata, error) {
		if i >= len(ops) {
			return nil, d.invalid(e, "debug record has %d operands, needs more", len(ops))
		}
		return d.mdRef(e, ops[i])
	}
	dil, err := md(0)
	if err != nil {
		return err
	}
	if n, ok := dil.(*ir.MDNode); !ok || n.Kind != "DILocation" {
		return d.invalid(e, "debug record location is not a DILocation")
	}
	r := d.newDbgRecord()
	if e.Code == funcCodeDebugRecordLabel {
		label, err := md(1)
		if err != nil {
			return err
		}
		r.Kind = ir.DbgLabel
		r.Ops = append(d.dbgRecordOps(2), label, dil)
		d.addDbgRecord(fs.last, r)
		return nil
	}
	variable, err := md(1)
	if err != nil {
		return err
	}
	expr, err := md(2)
	if err != nil {
		return err
	}
	var loc ir.Metadata
	if e.Code == funcCodeDebugRecordValueSmp {
		o := d.operands(e)
		o.i = 3
		v := o.typed()
		if o.err != nil {
			return o.err
		}
		var vam *ir.ValueAsMetadata
		if d.bm != nil {
			vam = &d.bm.vams.carve(1)[0]
			vam.V = v
		} else {
			vam = &ir.ValueAsMetadata{V: v}
		}
		if ph, ok := v.(*ir.Instr); ok && ph.Op == ir.OpInvalid {
			fs.fwdUses = append(fs.fwdUses, fwdUse{vam: vam})
		}
		loc = vam
	} else if loc, err = md(3); err != nil {
		return err
	}
	switch e.Code {
	case funcCodeDebugRecordValue, funcCodeDebugRecordValueSmp:
		r.Kind = ir.DbgValue
		r.Ops = append(d.dbgRecordOps(4), loc, variable, expr, dil)
	case funcCodeDebugRecordDeclare:
		r.Kind = ir.DbgDeclare
		r.Ops = append(d.dbgRecordOps(4), loc, variable, expr, dil)
	case funcCodeDebugRecordDeclVal:
		r.Kind = ir.DbgDeclareValue
		r.Ops = append(d.dbgRecordOps(4), loc, variable, expr, dil)
	case funcCodeDebugRecordAssign:
		id, err := md(4)
		if err != nil {
			return err
		}
		addrExpr, err := md(5)
		if err != nil {
			return err
		}
		addr, err := md(6)
		if err != nil {
			return err
		}
		r.Kind = ir.DbgAssign
		r.Ops = append(d.dbgRecordOps(7), loc, variable, expr, id, addr, addrExpr, dil)
	}
	d.addDbgRecord(fs.last, r)
	return nil
}

// newDbgRecord, dbgRecordOps and addDbgRecord make a debug record, its
// operand list (empty, of capacity n) and add it to i's: reading a whole
// module from the heap, reading with ReadRawBodies from the body's
// memory (read_bodies.go), which only the body's instructions refer to.
func (d *decoder) newDbgRecord() *ir.DbgRecord {
	if d.bm != nil {
		return &d.bm.dbgRecords.carve(1)[0]
	}
	return &ir.DbgRecord{}
}

func (d *decoder) dbgRecordOps(n int) []ir.Metadata {
	if d.bm != nil {
		return d.bm.mdOps.carve(n)[:0]
	}
	return make([]ir.Metadata, 0, n)
}

func (d *decoder) addDbgRecord(i *ir.Instr, r *ir.DbgRecord) {
	rs := i.DbgRecords()
	if d.bm != nil && len(rs) == cap(rs) {
		grown := d.bm.dbgRecordLists.carve(max(2*len(rs), 2))
		rs = grown[:copy(grown, rs)]
	}
	i.SetDbgRecords(append(rs, r))
}
