package bitcode

import (
	"math/big"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Metadata numbering: strings take IDs 0..S-1, the other module-level
// metadata (nodes and ValueAsMetadata of constants) follow in post-order
// (operands before the nodes that use them, except through cycles, which
// readers resolve as forward references), and function-local metadata
// (ValueAsMetadata of arguments and instructions, DIArgList) continues
// the numbering inside each function's METADATA_BLOCK.

// mdStringID numbers a metadata string.
func (w *wWriter) mdStringID(s string) uint32 {
	if id, ok := w.mdStrIDs[s]; ok {
		return id
	}
	w.sharedTableAdd()
	id := uint32(len(w.mdStrs))
	w.mdStrs = append(w.mdStrs, s)
	w.mdStrIDs[s] = id
	return id
}

// isLocalValue reports whether v lives in a function (its metadata is
// function-local).
func isLocalValue(v ir.Value) bool {
	switch v.(type) {
	case *ir.Param, *ir.Instr:
		return true
	}
	return false
}

// enumMD numbers module-level metadata.
func (w *wWriter) enumMD(md ir.Metadata) {
	switch x := md.(type) {
	case nil:
	case *ir.MDString:
		w.mdStringID(x.S)
	case *ir.ValueAsMetadata:
		w.enumVAM(x)
	case *ir.MDNode:
		w.enumNode(x)
	case *ir.DIArgList:
		w.fail(ErrBadModule, "!DIArgList", "DIArgList outside a debug intrinsic or record")
	default:
		w.fail(ErrBadModule, "", "metadata of kind %T cannot be an operand here", md)
	}
}

func (w *wWriter) enumVAM(v *ir.ValueAsMetadata) {
	if v.V == nil {
		w.fail(ErrBadModule, "", "ValueAsMetadata without a value")
	}
	if isLocalValue(v.V) {
		w.fail(ErrBadModule, "", "function-local value in module-level metadata")
	}
	c, ok := v.V.(ir.Constant)
	if !ok {
		w.fail(ErrBadModule, "", "metadata wraps a value of kind %T", v.V)
	}
	w.walkConstTypes(c, map[ir.Constant]bool{})
	id := w.constID(c)
	if _, ok := w.mdValIDs[id]; ok {
		return
	}
	w.sharedTableAdd()
	w.mdValIDs[id] = uint32(len(w.mdList))
	w.mdList = append(w.mdList, v)
}

func (w *wWriter) enumNode(n *ir.MDNode) {
	if _, seen := w.mdIDs.get(n); seen {
		return
	}
	w.sharedTableAdd()
	w.mdIDs.put(n, 0) // in progress: a cycle back to n stops here
	if n.Kind == "" {
		for _, op := range n.Ops {
			w.enumMD(op)
		}
	} else {
		k := diKinds[n.Kind]
		if k == nil || n.Kind == "DIArgList" {
			w.fail(ErrNotExpressible, "!"+n.Kind, "the bitcode writer does not support this metadata kind")
		}
		if k.feature != nil && !w.t.Has(*k.feature) {
			w.fail(ErrNotExpressible, "!"+n.Kind, "%s; target is %s", k.feature.Requirement(), w.t)
		}
		for _, fl := range n.Fields {
			if t, ok := fl.Val.(*ir.MDNode); ok && n.Kind == "GenericDINode" && fl.Name == "operands" {
				for _, op := range t.Ops { // printed in place: not a node of its own
					w.enumMD(op)
				}
				continue
			}
			switch v := fl.Val.(type) {
			case *ir.MDNode, *ir.MDString, *ir.ValueAsMetadata:
				w.enumMD(v)
			case *ir.DIArgList:
				w.fail(ErrBadModule, "!"+n.Kind, "field %s holds a DIArgList", fl.Name)
			case ir.MDInt:
				if i, ok := k.index[fl.Name]; ok && i >= 0 && k.fields[i].enc == deI64MD {
					w.enumVAM(&ir.ValueAsMetadata{V: ir.Int(ir.I64, int64(w.diInt(n, fl.Name, v)))})
				}
			}
		}
	}
	w.mdIDs.put(n, uint32(len(w.mdList))+1)
	w.mdList = append(w.mdList, n)
}

// enumAttachments numbers the nodes of a global's or function's
// attachments and their kinds.
func (w *wWriter) enumAttachments(list []ir.MDAttachment) {
	for _, a := range list {
		w.mdKindID(a.Kind)
		if a.Node == nil {
			w.fail(ErrBadModule, "!"+a.Kind, "attachment without a node")
		}
		w.enumMD(a.Node)
	}
}

// enumDebugLoc numbers what a `!dbg` location written as DEBUG_LOC
// refers to: its scope and inlinedAt (the location itself has no ID).
func (w *wWriter) enumDebugLoc(loc *ir.MDNode) {
	for _, fl := range loc.Fields {
		switch fl.Name {
		case "scope", "inlinedAt":
			w.enumMD(fl.Val)
		}
	}
}

// enumModuleLevelMD numbers the module-level part of metadata used as a
// call argument or a debug-record location.
func (w *wWriter) enumModuleLevelMD(md ir.Metadata) {
	switch x := md.(type) {
	case *ir.ValueAsMetadata:
		if !isLocalValue(x.V) {
			w.enumMD(x)
		} else {
			w.typeID(x.V.Type())
		}
	case *ir.DIArgList:
		for _, a := range x.Args {
			if a == nil || a.V == nil {
				w.fail(ErrBadModule, "!DIArgList", "empty argument")
			}
			if !isLocalValue(a.V) {
				w.enumMD(a)
			} else {
				w.typeID(a.V.Type())
			}
		}
	default:
		w.enumMD(md)
	}
}

func (w *wWriter) enumDbgRecord(r *ir.DbgRecord) {
	if r == nil {
		w.fail(ErrBadModule, "debug record", "nil record")
	}
	if !w.f.dbgRecords {
		w.fail(ErrNotExpressible, r.Kind.String(), "debug records need LLVM >= 19; target is %s (lower them to llvm.dbg.* calls)", w.t)
	}
	if r.Kind == ir.DbgDeclareValue && !w.f.dbgDeclareVal {
		w.fail(ErrNotExpressible, r.Kind.String(), "#dbg_declare_value needs LLVM >= 22; target is %s", w.t)
	}
	for _, op := range r.Ops {
		w.enumModuleLevelMD(op)
	}
}

// ---- function-local metadata ----

// enumFuncMD numbers a function's local metadata: ValueAsMetadata of its
// arguments and instructions, then its DIArgLists.
func (w *wWriter) enumFuncMD(f *ir.Func) {
	w.fnMD = w.fnMD[:0]
	// The maps of the previous body, cleared (endFunction), when it
	// left them small: a body with debug intrinsics fills fnMDVals with
	// hundreds of values, which a new map grew to by doubling.
	w.fnMDIDs = orNewMap(w.fnSpare.mdIDs)
	w.fnMDVals = orNewMap(w.fnSpare.mdVals)
	var lists []*ir.DIArgList
	addLocal := func(v *ir.ValueAsMetadata) {
		if _, ok := w.fnMDVals[v.V]; ok {
			return
		}
		w.fnMDVals[v.V] = w.nModMD + uint32(len(w.fnMD))
		w.fnMD = append(w.fnMD, v)
	}
	visit := func(md ir.Metadata) {
		switch x := md.(type) {
		case *ir.ValueAsMetadata:
			if isLocalValue(x.V) {
				addLocal(x)
			}
		case *ir.DIArgList:
			for _, a := range x.Args {
				if isLocalValue(a.V) {
					addLocal(a)
				}
			}
			if _, ok := w.fnMDIDs[x]; !ok {
				w.fnMDIDs[x] = 0
				lists = append(lists, x)
			}
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands() {
				if mv, ok := op.(*ir.MetadataValue); ok {
					visit(mv.MD)
				}
			}
			for _, bd := range in.Bundles() {
				for _, op := range bd.Inputs {
					if mv, ok := op.(*ir.MetadataValue); ok {
						visit(mv.MD)
					}
				}
			}
			for _, r := range in.DbgRecords() {
				for _, op := range r.Ops {
					visit(op)
				}
			}
		}
	}
	for _, l := range lists {
		w.fnMDIDs[l] = w.nModMD + uint32(len(w.fnMD))
		w.fnMD = append(w.fnMD, l)
	}
}

// ---- IDs ----

// mdID returns the ID of metadata that has been numbered.
func (w *wWriter) mdID(md ir.Metadata) uint32 {
	switch x := md.(type) {
	case *ir.MDString:
		if id, ok := w.mdStrIDs[x.S]; ok {
			return id
		}
	case *ir.MDNode:
		if id, _ := w.mdIDs.get(x); id > 0 {
			return uint32(len(w.mdStrs)) + id - 1
		}
	case *ir.ValueAsMetadata:
		if isLocalValue(x.V) {
			if id, ok := w.fnMDVals[x.V]; ok {
				return id
			}
			break
		}
		if id, ok := w.mdValIDs[w.valueID(x.V)]; ok {
			return uint32(len(w.mdStrs)) + id
		}
	case *ir.DIArgList:
		if id, ok := w.fnMDIDs[x]; ok {
			return id
		}
	}
	w.fail(ErrBadModule, "", "metadata %T is used where it was not numbered (a node used only inside another function, or a local value outside its function)", md)
	return 0
}

// mdOrNull is the "ID+1, 0 for null" form most records use.
func (w *wWriter) mdOrNull(md ir.Metadata) uint64 {
	if md == nil {
		return 0
	}
	return uint64(w.mdID(md)) + 1
}

// mdValueID returns the ID of the ValueAsMetadata wrapping constant c.
func (w *wWriter) mdValueID(c ir.Constant) uint32 {
	id, ok := w.mdValIDs[w.constID(c)]
	if !ok {
		w.fail(ErrBadModule, "", "constant metadata was not numbered")
	}
	return uint32(len(w.mdStrs)) + id
}

// ---- METADATA_KIND_BLOCK ----

func (w *wWriter) writeMetadataKinds() {
	if len(w.mdKinds) == 0 {
		return
	}
	w.enter(bitstream.MetadataKindBlockID, 3)
	for id, name := range w.mdKinds {
		w.rec = appendString(append(w.rec[:0], uint64(id)), name)
		w.emit(mdKind, w.rec, 0)
	}
	w.exit()
}

// ---- METADATA_BLOCK (module) ----

type wMDAbbrevs struct {
	strings, location, name uint32
}

func (w *wWriter) hasModuleMD() bool {
	if len(w.mdStrs) > 0 || len(w.mdList) > 0 || len(w.m.NamedMD) > 0 {
		return true
	}
	for _, g := range w.m.Globals {
		if len(g.MD) > 0 {
			return true
		}
	}
	for _, f := range w.m.Funcs {
		if f.IsDeclaration() && len(f.MD) > 0 {
			return true
		}
	}
	return false
}

func (w *wWriter) writeModuleMetadata() {
	if !w.hasModuleMD() {
		return
	}
	w.enter(bitstream.MetadataBlockID, 4)
	ab := w.defineMDAbbrevs(true)
	w.writeMDStrings(ab)
	for _, md := range w.mdList {
		w.writeMDRecord(md, ab)
	}
	for _, nm := range w.m.NamedMD {
		w.rec = appendString(w.rec[:0], nm.Name)
		w.emit(mdName, w.rec, ab.name)
		w.rec = w.rec[:0]
		for _, n := range nm.Nodes {
			w.rec = append(w.rec, uint64(w.mdID(n)))
		}
		w.emit(mdNamedNode, w.rec, 0)
	}
	attach := func(gv ir.GlobalValue, list []ir.MDAttachment) {
		if len(list) == 0 {
			return
		}
		w.rec = append(w.rec[:0], uint64(w.valueID(gv)))
		w.rec = w.appendAttachments(w.rec, list)
		w.emit(mdGlobalDeclAttach, w.rec, 0)
	}
	for _, f := range w.m.Funcs {
		if f.IsDeclaration() {
			attach(f, f.MD)
		}
	}
	for _, i := range w.m.IFuncs {
		attach(i, i.MD)
	}
	for _, g := range w.m.Globals {
		attach(g, g.MD)
	}
	w.exit()
}

// appendAttachments appends [kind, node] pairs.
func (w *wWriter) appendAttachments(rec []uint64, list []ir.MDAttachment) []uint64 {
	for _, a := range list {
		rec = append(rec, uint64(w.mdKindID(a.Kind)), uint64(w.mdID(a.Node)))
	}
	return rec
}

func (w *wWriter) defineMDAbbrevs(module bool) wMDAbbrevs {
	var ab wMDAbbrevs
	ab.strings = w.define(bitstream.LiteralOp(mdStrings), bitstream.VBROp(6), bitstream.VBROp(6), bitstream.BlobOp())
	if !module {
		return ab
	}
	loc := []bitstream.AbbrevOp{bitstream.LiteralOp(mdLocation), bitstream.FixedOp(1), bitstream.VBROp(6), bitstream.VBROp(8),
		bitstream.VBROp(6), bitstream.VBROp(6), bitstream.FixedOp(1)}
	ab.location = w.define(loc...)
	ab.name = w.define(bitstream.LiteralOp(mdName), bitstream.ArrayOp(), bitstream.FixedOp(8))
	return ab
}

// writeMDStrings writes METADATA_STRINGS: [count, offset to the
// characters] and a blob of vbr6 lengths (32-bit aligned) then the bytes.
func (w *wWriter) writeMDStrings(ab wMDAbbrevs) {
	if len(w.mdStrs) == 0 {
		return
	}
	lw := bitstream.NewWriter()
	total := 0
	for _, s := range w.mdStrs {
		w.check(lw.EmitVBR(uint64(len(s)), 6))
		total += len(s)
	}
	lw.Align32()
	lens, err := lw.Bytes()
	w.check(err)
	blob := make([]byte, 0, len(lens)+total)
	blob = append(blob, lens...)
	for _, s := range w.mdStrs {
		blob = append(blob, s...)
	}
	w.emitBlob(mdStrings, []uint64{uint64(len(w.mdStrs)), uint64(len(lens))}, blob, ab.strings)
}

// writeMDRecord writes one node or ValueAsMetadata.
func (w *wWriter) writeMDRecord(md ir.Metadata, ab wMDAbbrevs) {
	switch x := md.(type) {
	case *ir.ValueAsMetadata:
		w.rec = append(w.rec[:0], uint64(w.typeID(x.V.Type())), uint64(w.valueID(x.V)))
		w.emit(mdValue, w.rec, 0)
	case *ir.DIArgList:
		w.rec = w.rec[:0]
		for _, a := range x.Args {
			w.rec = append(w.rec, uint64(w.mdID(a)))
		}
		w.emit(mdArgList, w.rec, 0)
	case *ir.MDNode:
		if x.Kind == "" {
			w.rec = w.rec[:0]
			for _, op := range x.Ops {
				w.rec = append(w.rec, w.mdOrNull(op))
			}
			code := uint32(mdNode)
			if x.Distinct {
				code = mdDistinctNode
			}
			w.emit(code, w.rec, 0)
			return
		}
		w.writeDINode(x, ab)
	default:
		w.fail(ErrBadModule, "", "metadata of kind %T in the table", md)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func trimIntPrefix(s string) string {
	if len(s) > 0 && (s[0] == 'u' || s[0] == 's') {
		return s[1:]
	}
	return s
}

// wideWords returns the two's-complement words of b at the given width.
func wideWords(b *big.Int, width int) []uint64 {
	n := (width + 63) / 64
	v := new(big.Int).Set(b)
	if v.Sign() < 0 {
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(n*64)))
	}
	out := make([]uint64, n)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := range out {
		out[i] = new(big.Int).And(v, mask).Uint64()
		v.Rsh(v, 64)
	}
	return out
}

// activeWords drops high zero words (APInt::getActiveWords), keeping one.
func activeWords(ws []uint64) []uint64 {
	n := len(ws)
	for n > 1 && ws[n-1] == 0 {
		n--
	}
	return ws[:n]
}

// ---- function METADATA_BLOCK and METADATA_ATTACHMENT ----

func (w *wWriter) writeFuncMetadata() {
	if len(w.fnMD) == 0 {
		return
	}
	w.enter(bitstream.MetadataBlockID, 3)
	for _, md := range w.fnMD {
		w.writeMDRecord(md, wMDAbbrevs{})
	}
	w.exit()
}

// writeFuncAttachments writes the function's own attachments and those of
// its instructions other than !dbg (instructions are numbered from 0 in
// order, with or without a result).
func (w *wWriter) writeFuncAttachments(f *ir.Func) {
	need := len(f.MD) > 0
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, a := range in.MD {
				if !w.isDebugLoc(a) {
					need = true
				}
			}
		}
	}
	if !need {
		return
	}
	w.enter(bitstream.MetadataAttachmentBlockID, 3)
	if len(f.MD) > 0 {
		w.rec = w.appendAttachments(w.rec[:0], f.MD)
		w.emit(mdAttachment, w.rec, 0)
	}
	n := uint64(0)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			w.rec = append(w.rec[:0], n)
			for _, a := range in.MD {
				if w.isDebugLoc(a) {
					continue
				}
				w.rec = append(w.rec, uint64(w.mdKindID(a.Kind)), uint64(w.mdID(a.Node)))
			}
			if len(w.rec) > 1 {
				w.emit(mdAttachment, w.rec, 0)
			}
			n++
		}
	}
	w.exit()
}

// isDebugLoc reports whether an attachment is the instruction's location
// (written as FUNC_CODE_DEBUG_LOC, not as an attachment).
func (w *wWriter) isDebugLoc(a ir.MDAttachment) bool {
	if a.Kind != "dbg" {
		return false
	}
	n, ok := a.Node.(*ir.MDNode)
	return ok && n.Kind == "DILocation"
}
