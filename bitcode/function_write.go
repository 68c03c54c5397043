package bitcode

import (
	"strconv"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Abbreviation IDs of FUNCTION_BLOCK, defined in BLOCKINFO
// (module_write.go writeBlockInfo) in this order. Operand encodings: value
// references are relative VBR6, types are fixed-width type IDs.
const (
	wAbbrevLoad = bitstream.FirstApplicationAbbrevID + iota
	wAbbrevBinop
	wAbbrevBinopFlags
	wAbbrevCast
	wAbbrevCastFlags
	wAbbrevRetVoid
	wAbbrevRetVal
	wAbbrevUnreachable
	wAbbrevGEP
	wAbbrevStore
	wAbbrevBr
	wAbbrevBrCond
	wAbbrevCmp
	wAbbrevDebugLoc
	wAbbrevDbgValueSimple
)

// writeFunction writes one FUNCTION_BLOCK: DECLAREBLOCKS, the function's
// constants, its local metadata, the instructions (each followed by its
// debug location and, for LLVM 19+, its debug records), the value symbol
// table and the metadata attachments.
//
// Values are numbered module values first, then the arguments, the
// function's constants and the instructions that have a result; operands
// are written relative to the number the current instruction would get,
// with their type when they are forward references.
func (w *wWriter) writeFunction(f *ir.Func) {
	w.fn = f
	w.fnOffsets[f] = w.bs.BitPos()
	w.enter(bitstream.FunctionBlockID, 5)
	w.writeFunctionBody(f)
	w.exit()
	w.endFunction()
}

// writeFunctionBody writes what is inside f's FUNCTION_BLOCK (see
// writeFunction; write_parallel.go writes it apart). Nothing it writes
// depends on where the block is in the stream, nor on the bodies written
// before it: only on f and the module-level enumeration.
func (w *wWriter) writeFunctionBody(f *ir.Func) {
	w.newBodyGen()
	sp := &w.fnSpare
	w.fnValIDs = orNewMap(sp.valIDs)
	w.fnParamIDs = orNewMap(sp.paramIDs)
	w.fnCstKeys = orNewMap(sp.cstKeys)
	w.fnScalarIDs = orNewMap(sp.scalarIDs)

	if len(f.Params) != len(f.Sig.Params()) {
		w.fail(ErrBadModule, "", "%d parameters for a function type with %d", len(f.Params), len(f.Sig.Params()))
	}
	for _, p := range f.Params {
		w.fnParamIDs[p] = uint32(len(w.vals))
		w.vals = append(w.vals, p)
	}
	firstCst := len(w.vals)
	w.enumFuncConsts(f)
	lastCst := len(w.vals)
	blockIDs := orNewMap(sp.blockIDs)
	for i, b := range f.Blocks {
		blockIDs[b] = uint32(i)
	}
	w.fnBlockIDs = blockIDs
	if !w.numberByPosition(f) {
		w.vals = w.vals[:lastCst]
		w.numberByMap(f)
	}
	w.emit(funcCodeDeclareBlocks, []uint64{uint64(len(f.Blocks))}, 0)
	w.writeConstants(firstCst, lastCst, false)
	w.enumFuncMD(f)
	w.writeFuncMetadata()

	fw := &wFuncWriter{w: w, blocks: blockIDs, instID: uint32(lastCst)}
	w.sealed = true
	for _, b := range f.Blocks {
		for n, in := range b.Instrs {
			fw.in, fw.b = in, b
			if n == len(b.Instrs)-1 != in.IsTerminator() {
				w.fail(ErrBadModule, fw.what(), "terminators must end their block, and only there")
			}
			fw.instr(in)
			if in.HasResult() {
				fw.instID++
			}
			fw.debugLoc(in)
			for _, r := range in.DbgRecords() {
				fw.dbgRecord(r)
			}
		}
	}
	w.writeFuncVST(f)
	w.writeFuncAttachments(f)
}

// endFunction clears the state of the body just written, keeping its
// maps for the next one.
func (w *wWriter) endFunction() {
	w.newBodyGen()
	sp := &w.fnSpare
	w.sealed = false
	w.vals = w.vals[:w.nModVals]
	*sp = wFnMaps{
		valIDs: reusable(w.fnValIDs), paramIDs: reusable(w.fnParamIDs),
		instrIDs: orKeep(w.fnInstrIDs, sp.instrIDs), instrCap: max(sp.instrCap, len(w.fnInstrIDs)),
		cstKeys: reusable(w.fnCstKeys), scalarIDs: reusable(w.fnScalarIDs), blockIDs: reusable(w.fnBlockIDs),
		mdIDs: reusable(w.fnMDIDs), mdVals: reusable(w.fnMDVals),
	}
	w.fnValIDs, w.fnCstKeys, w.fnScalarIDs = nil, nil, nil
	w.fnInstrIDs, w.fnParamIDs, w.fnBlockIDs, w.fnByPos = nil, nil, nil, false
	w.fnLastB = nil
	w.fnMD, w.fnMDIDs, w.fnMDVals = w.fnMD[:0], nil, nil
	w.fn = nil
}

// Numbering a body's instructions. Each instruction with a result gets
// the next value ID; its uses look the ID up. The usual way is by
// position: fnPosIDs holds every instruction's ID (or noInstrID) in body
// order, fnBlockStart where each block's run of them starts, so an
// operand's ID is found from its block's index (fnBlockIDs) and its
// position in the block (ir.Instr.Index), with no map keyed by
// instruction: such a map, sized for each body and cleared or made anew
// between bodies, cost a large module's write a tenth of its time. A
// body whose instructions do not all know their own block and position
// (a Parent pointer left stale, an instruction listed twice) is numbered
// in a map instead (numberByMap), which also reports an instruction
// listed twice. Both give the same IDs.

// noInstrID marks an instruction without a result in fnPosIDs.
const noInstrID = ^uint32(0)

// numberByPosition numbers f's instructions by position (see above) and
// reports whether it could: false leaves w.vals to be cut back.
func (w *wWriter) numberByPosition(f *ir.Func) bool {
	w.fnPosIDs = w.fnPosIDs[:0]
	w.fnBlockStart = w.fnBlockStart[:0]
	w.fnByPos = false
	w.fnLastB = nil
	for bi, b := range f.Blocks {
		if b == nil {
			w.fail(ErrBadModule, "", "nil block")
		}
		if w.fnBlockIDs[b] != uint32(bi) {
			return false // the block is listed twice
		}
		w.fnBlockStart = append(w.fnBlockStart, int32(len(w.fnPosIDs)))
		for n, in := range b.Instrs {
			if in == nil || in.Parent != b || in.Index() != n {
				return false
			}
			id := noInstrID
			if in.HasResult() {
				id = uint32(len(w.vals))
				w.vals = append(w.vals, in)
			}
			w.fnPosIDs = append(w.fnPosIDs, id)
		}
	}
	w.fnByPos = true
	return true
}

// numberByMap numbers f's instructions in the map fnInstrIDs.
func (w *wWriter) numberByMap(f *ir.Func) {
	sp := &w.fnSpare
	// The map is reused when it has held as many entries as this body
	// needs (so it does not grow again) but not many more (clearing
	// costs what it has held), and made anew at this body's size
	// otherwise.
	if n := fnInstrCount(f); sp.instrIDs == nil || sp.instrCap < n || sp.instrCap > 4*n+1024 {
		w.fnInstrIDs, sp.instrCap = make(map[*ir.Instr]uint32, n), n
	} else {
		w.fnInstrIDs = sp.instrIDs
		clear(w.fnInstrIDs)
	}
	for _, b := range f.Blocks {
		if b == nil {
			w.fail(ErrBadModule, "", "nil block")
		}
		for _, in := range b.Instrs {
			if in.HasResult() {
				if _, dup := w.fnInstrIDs[in]; dup {
					w.fail(ErrBadModule, in.Op.String()+" instruction", "appears twice in the function")
				}
				w.fnInstrIDs[in] = uint32(len(w.vals))
				w.vals = append(w.vals, in)
			}
		}
	}
}

// instrID returns the value ID of x, an operand of the body being
// written.
func (w *wWriter) instrID(x *ir.Instr) (uint32, bool) {
	if !w.fnByPos {
		id, ok := w.fnInstrIDs[x]
		return id, ok
	}
	if b := x.Parent; b != nil {
		// Most operands are in the block of the operand looked up
		// before (a body's values are mostly used in their own block).
		bi, ok := w.fnLastBI, b == w.fnLastB
		if !ok {
			if bi, ok = w.fnBlockIDs[b]; ok {
				w.fnLastB, w.fnLastBI = b, bi
			}
		}
		if ok {
			if n := x.Index(); n >= 0 {
				if id := w.fnPosIDs[int(w.fnBlockStart[bi])+n]; id != noInstrID {
					return id, true
				}
			}
		}
	}
	return 0, false
}

// wFnMaps are a function body's numbering maps, kept cleared for the
// next body: most functions are small, and a fresh set of maps each
// (growing from empty) was a large share of the writer's allocations.
type wFnMaps struct {
	valIDs    map[ir.Value]uint32
	paramIDs  map[*ir.Param]uint32
	instrIDs  map[*ir.Instr]uint32 // not cleared: writeFunction decides
	instrCap  int                  // the most entries instrIDs has held
	cstKeys   map[string]uint32
	scalarIDs map[wScalarKey]uint32
	blockIDs  map[*ir.Block]uint32
	mdIDs     map[ir.Metadata]uint32
	mdVals    map[ir.Value]uint32
}

// reusable clears m for the next function body, or drops it when it grew
// large (clearing costs its capacity, which one big function would then
// charge to every small one after it).
func reusable[K comparable, V any](m map[K]V) map[K]V {
	if len(m) > 1024 {
		return nil
	}
	clear(m)
	return m
}

// orKeep returns m, or old when m is nil.
func orKeep[K comparable, V any](m, old map[K]V) map[K]V {
	if m == nil {
		return old
	}
	return m
}

// orNewMap returns m, or a new map when m is nil.
func orNewMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return map[K]V{}
	}
	return m
}

func blockLabel(b *ir.Block, f *ir.Func) string {
	if b.Name != "" {
		return "%" + b.Name
	}
	for i, x := range f.Blocks {
		if x == b {
			return "#" + strconv.Itoa(i)
		}
	}
	return "?"
}

// enumFuncConsts numbers the constants the function's instructions use
// (those not numbered at module level), in operand order.
func (w *wWriter) enumFuncConsts(f *ir.Func) {
	use := func(v ir.Value) {
		switch x := v.(type) {
		case ir.GlobalValue:
		case ir.Constant:
			w.constID(x)
		case *ir.InlineAsm:
			w.constID(x)
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				use(op)
			}
			for _, bd := range in.Bundles() {
				for _, v := range bd.Inputs {
					use(v)
				}
			}
			if in.Op == ir.OpShuffleVector {
				w.constID(w.shuffleMask(in.Mask(), in.Typ))
			}
		}
	}
}

// wFuncWriter writes the instructions of one function.
type wFuncWriter struct {
	w      *wWriter
	blocks map[*ir.Block]uint32
	instID uint32
	in     *ir.Instr // the instruction being written, in b
	b      *ir.Block
	rec    []uint64
	lastDL wDebugLoc
	hasDL  bool
	// lastLoc is the node lastDL was read from: an instruction with the
	// same node (consecutive instructions often share one) is
	// DEBUG_LOC_AGAIN without reading its fields again.
	lastLoc *ir.MDNode
}

type wDebugLoc struct {
	line, col, scope, ia, implicit, group, rank uint64
}

// what names the instruction being written, for an error (built only
// then: a string per instruction was a measurable cost).
func (fw *wFuncWriter) what() string {
	if fw.in == nil {
		return ""
	}
	return fw.in.Op.String() + " instruction in block " + blockLabel(fw.b, fw.w.fn)
}

// align encodes an instruction's alignment (encodeAlign).
func (fw *wFuncWriter) align(a ir.Align) uint64 {
	if a&(a-1) != 0 {
		return fw.w.encodeAlign(a, fw.what())
	}
	return fw.w.encodeAlign(a, "")
}

// fnInstrCount is the number of instructions in f's blocks.
func fnInstrCount(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		if b != nil {
			n += len(b.Instrs)
		}
	}
	return n
}

func (fw *wFuncWriter) fail(kind error, format string, args ...any) {
	fw.w.fail(kind, fw.what(), format, args...)
}

// id returns an operand's value ID; metadata arguments use their metadata
// ID (as LLVM's writer does, the reader knows them by the parameter type).
func (fw *wFuncWriter) id(v ir.Value) uint32 {
	if mv, ok := v.(*ir.MetadataValue); ok {
		return fw.w.mdID(mv.MD)
	}
	return fw.w.valueID(v)
}

// push appends v relative to the current instruction.
func (fw *wFuncWriter) push(v ir.Value) {
	fw.rec = append(fw.rec, uint64(fw.instID-fw.id(v)))
}

// pushT appends v relative, and its type when it is a forward reference;
// it reports whether the type was added.
func (fw *wFuncWriter) pushT(v ir.Value) bool {
	id := fw.id(v)
	fw.rec = append(fw.rec, uint64(fw.instID-id))
	if id >= fw.instID {
		if _, isMD := v.(*ir.MetadataValue); isMD {
			return false
		}
		fw.rec = append(fw.rec, uint64(fw.w.typeID(fw.w.typeOf(v))))
		return true
	}
	return false
}

// pushSigned appends v relative as a signed VBR (phi operands).
func (fw *wFuncWriter) pushSigned(v ir.Value) {
	fw.rec = emitSigned(fw.rec, int64(int32(fw.instID)-int32(fw.id(v))))
}

func (fw *wFuncWriter) ty(t *ir.Type) uint64 {
	if t == nil {
		fw.fail(ErrBadModule, "missing type")
	}
	return uint64(fw.w.typeID(t))
}

func (fw *wFuncWriter) bb(b *ir.Block) uint64 {
	id, ok := fw.blocks[b]
	if !ok {
		fw.fail(ErrBadModule, "branch to a block of another function (or nil)")
	}
	return uint64(id)
}

func (fw *wFuncWriter) ops(in *ir.Instr, n int) []ir.Value {
	ops := in.Operands()
	if len(ops) < n {
		fw.fail(ErrBadModule, "has %d operands, needs %d", len(ops), n)
	}
	for _, o := range ops {
		if o == nil {
			fw.fail(ErrBadModule, "nil operand")
		}
	}
	return ops
}

func (fw *wFuncWriter) emit(code uint32, abbrev uint32) {
	fw.w.emit(code, fw.rec, abbrev)
}

func (fw *wFuncWriter) syncScope(in *ir.Instr) uint64 {
	return uint64(fw.w.syncScopeID(in.SyncScope()))
}

// checkFMF rejects fast-math flags the target does not read on op.
func (fw *wFuncWriter) checkFMF(in *ir.Instr) {
	if in.FMF != 0 && !fw.w.t.HasFastMath(in.Op) {
		fw.fail(ErrNotExpressible, "fast-math flags on %s need a newer reader than %s", in.Op, fw.w.t)
	}
}

func (fw *wFuncWriter) instr(in *ir.Instr) {
	w := fw.w
	fw.rec = fw.rec[:0]
	op := in.Op
	switch {
	case op.IsBinary():
		ops := fw.ops(in, 2)
		fwd := fw.pushT(ops[0])
		fw.push(ops[1])
		fw.rec = append(fw.rec, wBinOpc[op])
		fw.checkFMF(in)
		fl := w.optFlags(op, in.Flags, in.FMF)
		abbrev := uint32(wAbbrevBinop)
		if fl != 0 {
			fw.rec = append(fw.rec, fl)
			abbrev = wAbbrevBinopFlags
		}
		if fwd {
			abbrev = 0
		}
		fw.emit(instBinop, abbrev)
		return
	case op.IsCast():
		ops := fw.ops(in, 1)
		fwd := fw.pushT(ops[0])
		opc, ok := wCastOpc[op]
		if !ok || op == ir.OpPtrToAddr && !w.t.Has(target.PtrToAddr) {
			fw.fail(ErrNotExpressible, "target %s has no %s instruction", w.t, op)
		}
		fw.rec = append(fw.rec, fw.ty(in.Typ), opc)
		fw.checkFMF(in)
		fl := w.optFlags(op, in.Flags, in.FMF)
		abbrev := uint32(wAbbrevCast)
		if fl != 0 {
			fw.rec = append(fw.rec, fl)
			abbrev = wAbbrevCastFlags
		}
		if fwd {
			abbrev = 0
		}
		fw.emit(instCast, abbrev)
		return
	}
	switch op {
	case ir.OpFNeg:
		ops := fw.ops(in, 1)
		fw.pushT(ops[0])
		fw.rec = append(fw.rec, 0)
		if in.FMF != 0 {
			fw.rec = append(fw.rec, wFMFBits(in.FMF))
		}
		fw.emit(instUnop, 0)
	case ir.OpGetElementPtr:
		ops := fw.ops(in, 1)
		if bad := w.t.UnsupportedFlags(op, in.Flags); bad != 0 {
			fw.fail(ErrNotExpressible, "flags %s need a newer reader than %s", wFlagNames(bad), w.t)
		}
		if w.f.gepFlags {
			fw.rec = append(fw.rec, w.gepFlagBits(in.Flags))
		} else {
			fw.rec = append(fw.rec, b2u(in.Flags&ir.FlagInBounds != 0))
		}
		fw.rec = append(fw.rec, fw.ty(in.ElemType))
		fwd := false
		for _, o := range ops {
			fwd = fw.pushT(o) || fwd
		}
		abbrev := uint32(wAbbrevGEP)
		if fwd {
			abbrev = 0
		}
		fw.emit(instGEP, abbrev)
	case ir.OpExtractValue:
		ops := fw.ops(in, 1)
		fw.pushT(ops[0])
		for _, i := range in.Indices() {
			fw.rec = append(fw.rec, uint64(i))
		}
		fw.emit(instExtractVal, 0)
	case ir.OpInsertValue:
		ops := fw.ops(in, 2)
		fw.pushT(ops[0])
		fw.pushT(ops[1])
		for _, i := range in.Indices() {
			fw.rec = append(fw.rec, uint64(i))
		}
		fw.emit(instInsertVal, 0)
	case ir.OpSelect:
		ops := fw.ops(in, 3)
		fw.pushT(ops[1])
		fw.push(ops[2])
		fw.pushT(ops[0])
		if in.FMF != 0 {
			fw.rec = append(fw.rec, wFMFBits(in.FMF))
		}
		fw.emit(instVSelect, 0)
	case ir.OpExtractElement:
		ops := fw.ops(in, 2)
		fw.pushT(ops[0])
		fw.pushT(ops[1])
		fw.emit(instExtractElt, 0)
	case ir.OpInsertElement:
		ops := fw.ops(in, 3)
		fw.pushT(ops[0])
		fw.push(ops[1])
		fw.pushT(ops[2])
		fw.emit(instInsertElt, 0)
	case ir.OpShuffleVector:
		ops := fw.ops(in, 2)
		fw.pushT(ops[0])
		fw.push(ops[1])
		fw.push(w.shuffleMask(in.Mask(), in.Typ))
		fw.emit(instShuffleVec, 0)
	case ir.OpICmp, ir.OpFCmp:
		ops := fw.ops(in, 2)
		fwd := fw.pushT(ops[0])
		fw.push(ops[1])
		fw.rec = append(fw.rec, uint64(in.Pred))
		fl := w.optFlags(op, in.Flags, in.FMF)
		abbrev := uint32(wAbbrevCmp)
		if fl != 0 {
			fw.rec = append(fw.rec, fl)
			abbrev = 0
		}
		if fwd {
			abbrev = 0
		}
		fw.emit(instCmp2, abbrev)
	case ir.OpRet:
		ops := in.Operands()
		switch len(ops) {
		case 0:
			fw.emit(instRet, wAbbrevRetVoid)
		case 1:
			abbrev := uint32(wAbbrevRetVal)
			if fw.pushT(ops[0]) {
				abbrev = 0
			}
			fw.emit(instRet, abbrev)
		default:
			for _, o := range ops {
				fw.pushT(o)
			}
			fw.emit(instRet, 0)
		}
	case ir.OpBr:
		switch {
		case len(in.Succs()) == 1 && in.NumOperands() == 0:
			fw.rec = append(fw.rec, fw.bb(in.Succs()[0]))
			fw.emit(instBr, wAbbrevBr)
		case len(in.Succs()) == 2 && in.NumOperands() == 1:
			fw.rec = append(fw.rec, fw.bb(in.Succs()[0]), fw.bb(in.Succs()[1]))
			fw.push(fw.ops(in, 1)[0])
			fw.emit(instBr, wAbbrevBrCond)
		default:
			fw.fail(ErrBadModule, "malformed branch")
		}
	case ir.OpSwitch:
		ops := fw.ops(in, 1)
		if len(in.Succs()) != len(ops) {
			fw.fail(ErrBadModule, "%d successors for %d case values", len(in.Succs())-1, len(ops)-1)
		}
		fw.rec = append(fw.rec, fw.ty(ops[0].Type()))
		fw.push(ops[0])
		fw.rec = append(fw.rec, fw.bb(in.Succs()[0]))
		for i := 1; i < len(ops); i++ {
			fw.rec = append(fw.rec, uint64(fw.id(ops[i])), fw.bb(in.Succs()[i]))
		}
		fw.emit(instSwitch, 0)
	case ir.OpIndirectBr:
		ops := fw.ops(in, 1)
		fw.rec = append(fw.rec, fw.ty(ops[0].Type()))
		fw.push(ops[0])
		for _, s := range in.Succs() {
			fw.rec = append(fw.rec, fw.bb(s))
		}
		fw.emit(instIndirectBr, 0)
	case ir.OpCall:
		fw.call(in)
	case ir.OpInvoke:
		fw.invoke(in)
	case ir.OpCallBr:
		fw.callbr(in)
	case ir.OpResume:
		fw.pushT(fw.ops(in, 1)[0])
		fw.emit(instResume, 0)
	case ir.OpUnreachable:
		fw.emit(instUnreachable, wAbbrevUnreachable)
	case ir.OpCleanupRet:
		fw.push(fw.ops(in, 1)[0])
		if len(in.Succs()) == 1 {
			fw.rec = append(fw.rec, fw.bb(in.Succs()[0]))
		}
		fw.emit(instCleanupRet, 0)
	case ir.OpCatchRet:
		fw.push(fw.ops(in, 1)[0])
		if len(in.Succs()) != 1 {
			fw.fail(ErrBadModule, "catchret needs one successor")
		}
		fw.rec = append(fw.rec, fw.bb(in.Succs()[0]))
		fw.emit(instCatchRet, 0)
	case ir.OpCatchSwitch:
		fw.push(fw.ops(in, 1)[0])
		handlers := in.Succs()
		var unwind *ir.Block
		if in.Flags&ir.FlagUnwindDest != 0 {
			if len(handlers) == 0 {
				fw.fail(ErrBadModule, "catchswitch unwind destination missing")
			}
			unwind = handlers[len(handlers)-1]
			handlers = handlers[:len(handlers)-1]
		}
		fw.rec = append(fw.rec, uint64(len(handlers)))
		for _, h := range handlers {
			fw.rec = append(fw.rec, fw.bb(h))
		}
		if unwind != nil {
			fw.rec = append(fw.rec, fw.bb(unwind))
		}
		fw.emit(instCatchSwitch, 0)
	case ir.OpCatchPad, ir.OpCleanupPad:
		ops := fw.ops(in, 1)
		fw.push(ops[0])
		fw.rec = append(fw.rec, uint64(len(ops)-1))
		for _, o := range ops[1:] {
			fw.pushT(o)
		}
		code := uint32(instCleanupPad)
		if op == ir.OpCatchPad {
			code = instCatchPad
		}
		fw.emit(code, 0)
	case ir.OpPhi:
		ops := in.Operands()
		if len(ops) != len(in.Incoming()) {
			fw.fail(ErrBadModule, "%d incoming values for %d blocks", len(ops), len(in.Incoming()))
		}
		fw.rec = append(fw.rec, fw.ty(in.Typ))
		for i, o := range ops {
			if o == nil {
				fw.fail(ErrBadModule, "nil incoming value")
			}
			fw.pushSigned(o)
			fw.rec = append(fw.rec, fw.bb(in.Incoming()[i]))
		}
		if in.FMF != 0 {
			fw.rec = append(fw.rec, wFMFBits(in.FMF))
		}
		fw.emit(instPhi, 0)
	case ir.OpLandingPad:
		ops := in.Operands()
		if len(ops) != len(in.Clauses()) {
			fw.fail(ErrBadModule, "%d clause values for %d clauses", len(ops), len(in.Clauses()))
		}
		fw.rec = append(fw.rec, fw.ty(in.Typ), b2u(in.Flags&ir.FlagCleanup != 0), uint64(len(ops)))
		for i, o := range ops {
			fw.rec = append(fw.rec, uint64(in.Clauses()[i]))
			fw.pushT(o)
		}
		fw.emit(instLandingPad, 0)
	case ir.OpAlloca:
		ops := fw.ops(in, 1)
		if in.Typ == nil || in.Typ.Kind != ir.PointerKind {
			fw.fail(ErrBadModule, "alloca result is not a pointer")
		}
		enc := fw.align(in.Align)
		rec := enc&31 | b2u(in.Flags&ir.FlagInAlloca != 0)<<5 | 1<<6 | b2u(in.Flags&ir.FlagSwiftError != 0)<<7 | enc>>5<<8
		fw.rec = append(fw.rec, fw.ty(in.ElemType), fw.ty(ops[0].Type()), uint64(fw.id(ops[0])), rec)
		if in.Typ.AddrSpace != w.allocaAS {
			fw.rec = append(fw.rec, uint64(in.Typ.AddrSpace))
		}
		fw.emit(instAlloca, 0)
	case ir.OpLoad:
		ops := fw.ops(in, 1)
		fwd := fw.pushT(ops[0])
		fw.rec = append(fw.rec, fw.ty(in.Typ), fw.align(in.Align), b2u(in.Flags&ir.FlagVolatile != 0))
		if in.Ordering != ir.NotAtomic {
			fw.rec = append(fw.rec, uint64(in.Ordering), fw.syncScope(in))
			fw.emit(instLoadAtomic, 0)
			return
		}
		abbrev := uint32(wAbbrevLoad)
		if fwd {
			abbrev = 0
		}
		fw.emit(instLoad, abbrev)
	case ir.OpStore:
		ops := fw.ops(in, 2)
		fwd := fw.pushT(ops[1])
		fwd = fw.pushT(ops[0]) || fwd
		fw.rec = append(fw.rec, fw.align(in.Align), b2u(in.Flags&ir.FlagVolatile != 0))
		if in.Ordering != ir.NotAtomic {
			fw.rec = append(fw.rec, uint64(in.Ordering), fw.syncScope(in))
			fw.emit(instStoreAtomic, 0)
			return
		}
		abbrev := uint32(wAbbrevStore)
		if fwd {
			abbrev = 0
		}
		fw.emit(instStore, abbrev)
	case ir.OpFence:
		fw.rec = append(fw.rec, uint64(in.Ordering), fw.syncScope(in))
		fw.emit(instFence, 0)
	case ir.OpCmpXchg:
		ops := fw.ops(in, 3)
		fw.pushT(ops[0])
		fw.pushT(ops[1])
		fw.push(ops[2])
		fw.rec = append(fw.rec, b2u(in.Flags&ir.FlagVolatile != 0), uint64(in.Ordering), fw.syncScope(in),
			uint64(in.FailOrdering), b2u(in.Flags&ir.FlagWeak != 0), fw.align(in.Align))
		fw.emit(instCmpXchg, 0)
	case ir.OpAtomicRMW:
		ops := fw.ops(in, 2)
		if !w.t.HasRMW(in.RMWOp) {
			fw.fail(ErrNotExpressible, "atomicrmw %s needs a newer reader than %s", in.RMWOp, w.t)
		}
		fw.pushT(ops[0])
		fw.pushT(ops[1])
		fw.rec = append(fw.rec, uint64(in.RMWOp), b2u(in.Flags&ir.FlagVolatile != 0), uint64(in.Ordering),
			fw.syncScope(in), fw.align(in.Align))
		fw.emit(instAtomicRMW, 0)
	case ir.OpVAArg:
		ops := fw.ops(in, 1)
		fw.rec = append(fw.rec, fw.ty(ops[0].Type()))
		fw.push(ops[0])
		fw.rec = append(fw.rec, fw.ty(in.Typ))
		fw.emit(instVAArg, 0)
	case ir.OpFreeze:
		fw.pushT(fw.ops(in, 1)[0])
		fw.emit(instFreeze, 0)
	default:
		fw.fail(ErrBadModule, "opcode %d cannot be written", op)
	}
}

// bundles writes a call's operand bundles, each as an OPERAND_BUNDLE
// record before the call: [tag, value/type pairs...].
func (fw *wFuncWriter) bundles(in *ir.Instr) {
	for _, bd := range in.Bundles() {
		fw.rec = append(fw.rec[:0], uint64(fw.w.bundleTagID(bd.Tag)))
		for _, v := range bd.Inputs {
			if _, ok := v.(*ir.MetadataValue); ok {
				if !fw.w.f.bundleMD {
					fw.fail(ErrNotExpressible, "metadata operands in operand bundles %s; target is %s", target.BitcodeBundleMetadata.Requirement(), fw.w.t)
				}
				fw.rec = append(fw.rec, 0x80000000) // OB_METADATA
				fw.push(v)
				continue
			}
			fw.pushT(v)
		}
		fw.emit(funcCodeOperandBundle, 0)
	}
	fw.rec = fw.rec[:0]
}

// callArgs appends the arguments: fixed parameters relative, varargs with
// their types.
func (fw *wFuncWriter) callArgs(in *ir.Instr, fnty *ir.Type) {
	args := in.Operands()[1:]
	params := fnty.Params()
	if len(args) < len(params) || !fnty.Variadic && len(args) != len(params) {
		fw.fail(ErrBadModule, "%d arguments for a function type with %d parameters", len(args), len(params))
	}
	for i, a := range args {
		if a == nil {
			fw.fail(ErrBadModule, "nil argument")
		}
		if i < len(params) {
			if params[i].Kind == ir.LabelKind {
				fw.fail(ErrNotExpressible, "label arguments are not supported by the bitcode writer")
			}
			fw.push(a)
		} else {
			fw.pushT(a)
		}
	}
}

func (fw *wFuncWriter) calleeType(in *ir.Instr) *ir.Type {
	fw.ops(in, 1)
	if in.ElemType == nil || in.ElemType.Kind != ir.FuncKind {
		fw.fail(ErrBadModule, "call without a function type")
	}
	return in.ElemType
}

func (fw *wFuncWriter) call(in *ir.Instr) {
	w := fw.w
	fnty := fw.calleeType(in)
	fw.bundles(in)
	cc := uint64(in.CC()) << callCConvShift
	switch in.Tail {
	case ir.Tail:
		cc |= callTail
	case ir.MustTail:
		cc |= callTail | callMustTail
	case ir.NoTail:
		cc |= callNoTail
	}
	cc |= callExplicitType
	fmf := wFMFBits(in.FMF)
	if fmf != 0 {
		cc |= callFMF
	}
	fw.rec = append(fw.rec, uint64(w.instrAttrListID(in)), cc)
	if fmf != 0 {
		fw.rec = append(fw.rec, fmf)
	}
	fw.rec = append(fw.rec, fw.ty(fnty))
	fw.pushT(in.Callee())
	fw.callArgs(in, fnty)
	fw.emit(instCall, 0)
}

func (fw *wFuncWriter) invoke(in *ir.Instr) {
	w := fw.w
	fnty := fw.calleeType(in)
	if len(in.Succs()) != 2 {
		fw.fail(ErrBadModule, "invoke needs a normal and an unwind destination")
	}
	fw.bundles(in)
	fw.rec = append(fw.rec, uint64(w.instrAttrListID(in)), uint64(in.CC())|1<<13, fw.bb(in.Succs()[0]), fw.bb(in.Succs()[1]), fw.ty(fnty))
	fw.pushT(in.Callee())
	fw.callArgs(in, fnty)
	fw.emit(instInvoke, 0)
}

func (fw *wFuncWriter) callbr(in *ir.Instr) {
	w := fw.w
	fnty := fw.calleeType(in)
	if len(in.Succs()) < 1 {
		fw.fail(ErrBadModule, "callbr needs a default destination")
	}
	fw.bundles(in)
	fw.rec = append(fw.rec, uint64(w.instrAttrListID(in)), uint64(in.CC())<<callCConvShift|callExplicitType,
		fw.bb(in.Succs()[0]), uint64(len(in.Succs())-1))
	for _, s := range in.Succs()[1:] {
		fw.rec = append(fw.rec, fw.bb(s))
	}
	fw.rec = append(fw.rec, fw.ty(fnty))
	fw.pushT(in.Callee())
	fw.callArgs(in, fnty)
	fw.emit(instCallBr, 0)
}

// debugLoc writes the instruction's `!dbg` location: DEBUG_LOC [line,
// column, scope+1, inlinedAt+1, isImplicitCode (, atomGroup, atomRank)],
// or DEBUG_LOC_AGAIN when it equals the previous one.
func (fw *wFuncWriter) debugLoc(in *ir.Instr) {
	w := fw.w
	var loc *ir.MDNode
	for _, a := range in.MD {
		if w.isDebugLoc(a) {
			loc = a.Node.(*ir.MDNode)
		}
	}
	if loc == nil {
		return
	}
	if fw.hasDL && loc == fw.lastLoc {
		w.emit(funcCodeDebugLocAgain, nil, 0)
		return
	}
	var dl wDebugLoc
	for _, fl := range loc.Fields {
		switch fl.Name {
		case "line":
			dl.line = w.diInt(loc, "line", fl.Val)
		case "column":
			dl.col = w.diInt(loc, "column", fl.Val)
		case "scope":
			dl.scope = w.mdOrNull(fl.Val)
		case "inlinedAt":
			dl.ia = w.mdOrNull(fl.Val)
		case "isImplicitCode":
			dl.implicit = w.diInt(loc, "isImplicitCode", fl.Val)
		case "atomGroup":
			dl.group = w.diInt(loc, "atomGroup", fl.Val)
		case "atomRank":
			dl.rank = w.diInt(loc, "atomRank", fl.Val)
		default:
			fw.fail(ErrBadModule, "!DILocation has unknown field %s", fl.Name)
		}
	}
	if dl.scope == 0 {
		fw.fail(ErrBadModule, "!DILocation without scope")
	}
	if (dl.group != 0 || dl.rank != 0) && !w.f.debugLocAtoms {
		fw.fail(ErrNotExpressible, "atomGroup/atomRank need LLVM >= 22; target is %s", w.t)
	}
	fw.lastLoc = loc
	if fw.hasDL && dl == fw.lastDL {
		w.emit(funcCodeDebugLocAgain, nil, 0)
		return
	}
	fw.lastDL, fw.hasDL = dl, true
	fw.rec = append(fw.rec[:0], dl.line, dl.col, dl.scope, dl.ia, dl.implicit)
	if w.f.debugLocAtoms {
		fw.rec = append(fw.rec, dl.group, dl.rank)
		fw.emit(funcCodeDebugLoc, 0)
		return
	}
	abbrev := uint32(wAbbrevDebugLoc)
	if dl.implicit > 1 {
		abbrev = 0
	}
	fw.emit(funcCodeDebugLoc, abbrev)
}

// dbgRecord writes a debug record (LLVM 19+) after the instruction it is
// attached to.
func (fw *wFuncWriter) dbgRecord(r *ir.DbgRecord) {
	w := fw.w
	need := func(n int) {
		if len(r.Ops) != n {
			fw.fail(ErrBadModule, "%s has %d operands, want %d", r.Kind, len(r.Ops), n)
		}
		for _, op := range r.Ops {
			if op == nil {
				fw.fail(ErrBadModule, "%s has a null operand", r.Kind)
			}
		}
	}
	md := func(m ir.Metadata) uint64 { return uint64(w.mdID(m)) }
	fw.rec = fw.rec[:0]
	switch r.Kind {
	case ir.DbgLabel:
		need(2)
		fw.rec = append(fw.rec, md(r.Ops[1]), md(r.Ops[0]))
		fw.emit(funcCodeDebugRecordLabel, 0)
	case ir.DbgValue:
		need(4)
		fw.rec = append(fw.rec, md(r.Ops[3]), md(r.Ops[1]), md(r.Ops[2]))
		if vam, ok := r.Ops[0].(*ir.ValueAsMetadata); ok {
			if id := fw.w.valueID(vam.V); id < fw.instID {
				fw.rec = append(fw.rec, uint64(fw.instID-id))
				fw.emit(funcCodeDebugRecordValueSmp, wAbbrevDbgValueSimple)
				return
			}
		}
		fw.rec = append(fw.rec, md(r.Ops[0]))
		fw.emit(funcCodeDebugRecordValue, 0)
	case ir.DbgDeclare, ir.DbgDeclareValue:
		need(4)
		fw.rec = append(fw.rec, md(r.Ops[3]), md(r.Ops[1]), md(r.Ops[2]), md(r.Ops[0]))
		code := uint32(funcCodeDebugRecordDeclare)
		if r.Kind == ir.DbgDeclareValue {
			code = funcCodeDebugRecordDeclVal
		}
		fw.emit(code, 0)
	case ir.DbgAssign:
		need(7)
		fw.rec = append(fw.rec, md(r.Ops[6]), md(r.Ops[1]), md(r.Ops[2]), md(r.Ops[0]), md(r.Ops[3]), md(r.Ops[5]), md(r.Ops[4]))
		fw.emit(funcCodeDebugRecordAssign, 0)
	default:
		fw.fail(ErrBadModule, "unknown debug record kind %d", r.Kind)
	}
}
