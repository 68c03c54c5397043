package bitcode

import (
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// writeModule writes MODULE_BLOCK in the order LLVM's writer uses:
// version, BLOCKINFO, types, attribute groups and lists, comdats, module
// info (triple, datalayout, asm, section and GC names, source file name,
// global values, VSTOFFSET), module constants, metadata kinds, metadata,
// operand bundle tags, sync scope names, function bodies and the
// module-level value symbol table.
func (w *wWriter) writeModule() {
	// Room for the whole stream up front, so that it is not copied (and
	// its old buffers left as garbage: 12 MB for SQLite's 8 MB) as it
	// grows.
	bodies := w.bodyBytes
	strs := 0
	for _, s := range w.mdStrs {
		strs += len(s)
	}
	w.bs.Grow(bodies + mdNodeSize*len(w.mdList) + strs + 64<<10)
	w.enter(bitstream.ModuleBlockID, 3)
	w.emit(moduleCodeVersion, []uint64{2}, 0) // 2: relative value IDs, names in STRTAB
	w.writeBlockInfo()
	w.writeTypeTable()
	w.writeAttributeGroups()
	w.writeAttributeLists()
	w.writeComdats()
	w.writeModuleInfo()
	w.writeConstants(w.nGlobals, w.nModVals, true)
	w.writeMetadataKinds()
	w.writeModuleMetadata()
	w.writeOperandBundleTags()
	w.writeSyncScopeNames()
	// The bodies, on several goroutines for a large module
	// (write_parallel.go), else one after another.
	if !w.writeBodiesParallel(bodies) {
		w.bs.Grow(bodies) // in case the metadata took more than its share
		for _, f := range w.m.Funcs {
			if !f.IsDeclaration() {
				w.writeFunction(f)
			}
		}
	}
	w.writeSummary() // summary_write.go
	w.writeModuleVST()
	w.writeSummaryHash()
	w.exit()
}

// What the stream takes, about, per metadata node (13-17 bytes on SQLite
// and the generated big module, with -g), per instruction in a body (6 on
// libclc, 6-7 on SQLite) and in addition per instruction with a debug
// location (11-14 on SQLite and big).
const (
	mdNodeSize = 20
	instrSize  = 7
	dbgLocSize = 16
)

// writeBlockInfo defines the abbreviations shared by every
// VALUE_SYMTAB_BLOCK, CONSTANTS_BLOCK and FUNCTION_BLOCK; the wAbbrev*
// constants name them in this order.
func (w *wWriter) writeBlockInfo() {
	w.enter(bitstream.BlockInfoID, 2)
	def := func(block uint32, want uint32, ops ...bitstream.AbbrevOp) {
		id, err := w.bs.EmitBlockInfoAbbrev(block, bitstream.NewAbbrev(ops...))
		w.check(err)
		if id != want {
			w.fail(ErrBadModule, "BLOCKINFO", "internal error: abbreviation %d defined as %d", want, id)
		}
	}
	L, F, V := bitstream.LiteralOp, bitstream.FixedOp, bitstream.VBROp
	A, C6 := bitstream.ArrayOp, bitstream.Char6Op
	tb := w.typeBit
	vst := uint32(bitstream.ValueSymtabBlockID)
	def(vst, wAbbrevVSTEntry8, F(3), V(8), A(), F(8))
	def(vst, wAbbrevVSTEntry7, L(vstCodeEntry), V(8), A(), F(7))
	def(vst, wAbbrevVSTEntry6, L(vstCodeEntry), V(8), A(), C6())
	def(vst, wAbbrevVSTBBEntry6, L(vstCodeBBEntry), V(8), A(), C6())
	cst := uint32(bitstream.ConstantsBlockID)
	def(cst, wAbbrevCstSetType, L(cstSetType), F(tb))
	def(cst, wAbbrevCstInteger, L(cstInteger), V(8))
	def(cst, wAbbrevCstCast, L(cstCECast), F(4), F(tb), V(8))
	def(cst, wAbbrevCstNull, L(cstNull))
	fn := uint32(bitstream.FunctionBlockID)
	def(fn, wAbbrevLoad, L(instLoad), V(6), F(tb), V(4), F(1))
	def(fn, wAbbrevBinop, L(instBinop), V(6), V(6), F(4))
	def(fn, wAbbrevBinopFlags, L(instBinop), V(6), V(6), F(4), F(8))
	def(fn, wAbbrevCast, L(instCast), V(6), F(tb), F(4))
	def(fn, wAbbrevCastFlags, L(instCast), V(6), F(tb), F(4), F(8))
	def(fn, wAbbrevRetVoid, L(instRet))
	def(fn, wAbbrevRetVal, L(instRet), V(6))
	def(fn, wAbbrevUnreachable, L(instUnreachable))
	def(fn, wAbbrevGEP, L(instGEP), F(3), F(tb), A(), V(6))
	def(fn, wAbbrevStore, L(instStore), V(6), V(6), V(4), F(1))
	def(fn, wAbbrevBr, L(instBr), V(6))
	def(fn, wAbbrevBrCond, L(instBr), V(6), V(6), V(6))
	def(fn, wAbbrevCmp, L(instCmp2), V(6), V(6), F(6))
	def(fn, wAbbrevDebugLoc, L(funcCodeDebugLoc), V(6), V(8), V(6), V(6), F(1))
	def(fn, wAbbrevDbgValueSimple, L(funcCodeDebugRecordValueSmp), V(7), V(7), V(6), V(7))
	w.exit()
}

// Abbreviation IDs of VALUE_SYMTAB_BLOCK (BLOCKINFO).
const (
	wAbbrevVSTEntry8 = bitstream.FirstApplicationAbbrevID + iota
	wAbbrevVSTEntry7
	wAbbrevVSTEntry6
	wAbbrevVSTBBEntry6
)

// strtabAdd adds s to the string table and returns its offset; equal
// strings share one copy.
func (w *wWriter) strtabAdd(s string) uint64 {
	if s == "" {
		return 0
	}
	if off, ok := w.strtabOffs[s]; ok {
		return uint64(off)
	}
	w.sharedTableAdd()
	off := uint32(len(w.strtab))
	w.strtab = append(w.strtab, s...)
	w.strtabOffs[s] = off
	return uint64(off)
}

// Comdat selection kinds (COMDAT_SELECTION_KIND_*).
var wComdatKind = [...]uint64{ir.ComdatAny: 1, ir.ComdatExactMatch: 2, ir.ComdatLargest: 3, ir.ComdatNoDeduplicate: 4, ir.ComdatSameSize: 5}

func (w *wWriter) writeComdats() {
	for _, c := range w.comdats {
		if int(c.Kind) >= len(wComdatKind) {
			w.fail(ErrBadModule, "comdat $"+c.Name, "unknown selection kind %d", c.Kind)
		}
		w.emit(moduleCodeComdat, []uint64{w.strtabAdd(c.Name), uint64(len(c.Name)), wComdatKind[c.Kind]}, 0)
	}
}

// Linkage encodings (getEncodedLinkage).
var wLinkage = [...]uint64{ir.External: 0, ir.Private: 9, ir.Internal: 3, ir.AvailableExternally: 12, ir.LinkOnce: 18,
	ir.Weak: 16, ir.Common: 8, ir.Appending: 2, ir.ExternWeak: 7, ir.LinkOnceODR: 19, ir.WeakODR: 17}

func (w *wWriter) linkage(gc *ir.GlobalCommon) uint64 {
	if int(gc.Linkage) >= len(wLinkage) {
		w.fail(ErrBadModule, "@"+gc.Name, "unknown linkage %d", gc.Linkage)
	}
	return wLinkage[gc.Linkage]
}

func (w *wWriter) writeString(code uint32, s string) {
	w.rec = appendString(w.rec[:0], s)
	w.emit(code, w.rec, 0)
}

// writeModuleInfo writes the module-level records and the global values.
func (w *wWriter) writeModuleInfo() {
	m := w.m
	if m.Triple != "" {
		w.writeString(moduleCodeTriple, m.Triple)
	}
	if m.DataLayout != "" {
		w.writeString(moduleCodeDataLayout, m.DataLayout)
	}
	if len(m.Asm) > 0 {
		w.writeString(moduleCodeAsm, strings.Join(m.Asm, "\n"))
	}
	addSection := func(s string) {
		if s == "" {
			return
		}
		if _, ok := w.sections[s]; !ok {
			w.writeString(moduleCodeSectionName, s)
			w.sections[s] = uint32(len(w.sections) + 1)
		}
	}
	for _, g := range m.Globals {
		addSection(g.Section)
	}
	for _, f := range m.Funcs {
		addSection(f.Section)
		if f.GC != "" {
			if _, ok := w.gcNames[f.GC]; !ok {
				w.writeString(moduleCodeGCName, f.GC)
				w.gcNames[f.GC] = uint32(len(w.gcNames) + 1)
			}
		}
	}

	// Source file name, with the narrowest character encoding.
	enc := bitstream.FixedOp(8)
	switch wStringEncoding(m.SourceFilename) {
	case wStrChar6:
		enc = bitstream.Char6Op()
	case wStr7:
		enc = bitstream.FixedOp(7)
	}
	fnAbbrev := w.define(bitstream.LiteralOp(moduleCodeSourceFilename), bitstream.ArrayOp(), enc)
	w.rec = appendString(w.rec[:0], m.SourceFilename)
	w.emit(moduleCodeSourceFilename, w.rec, fnAbbrev)

	var gvAbbrev uint32
	if len(m.Globals) > 0 {
		gvAbbrev = w.define(bitstream.LiteralOp(moduleCodeGlobalVar), bitstream.VBROp(8), bitstream.VBROp(8),
			bitstream.FixedOp(w.typeBit), bitstream.VBROp(6), bitstream.VBROp(6), bitstream.FixedOp(5),
			bitstream.VBROp(6), bitstream.VBROp(6))
	}
	for _, g := range m.Globals {
		w.writeGlobalVar(g, gvAbbrev)
	}
	for _, f := range m.Funcs {
		w.writeFunctionRecord(f)
	}
	for _, a := range m.Aliases {
		gc := &a.GlobalCommon
		w.rec = append(w.rec[:0], w.strtabAdd(a.Name), uint64(len(a.Name)), uint64(w.typeID(a.ValueType)),
			uint64(a.Typ.AddrSpace), uint64(w.valueID(a.Aliasee)), w.linkage(gc), uint64(a.Visibility),
			uint64(a.DLLStorage), uint64(a.ThreadLocal), uint64(a.UnnamedAddr), b2u(a.DSOLocal),
			w.strtabAdd(a.Partition), uint64(len(a.Partition)))
		w.emit(moduleCodeAlias, w.rec, 0)
	}
	for _, i := range m.IFuncs {
		gc := &i.GlobalCommon
		w.rec = append(w.rec[:0], w.strtabAdd(i.Name), uint64(len(i.Name)), uint64(w.typeID(i.ValueType)),
			uint64(i.Typ.AddrSpace), uint64(w.valueID(i.Resolver)), w.linkage(gc), uint64(i.Visibility), b2u(i.DSOLocal),
			w.strtabAdd(i.Partition), uint64(len(i.Partition)))
		w.emit(moduleCodeIFunc, w.rec, 0)
	}

	// VSTOFFSET placeholder, patched once the module VST is written.
	abbrev := w.define(bitstream.LiteralOp(moduleCodeVSTOffset), bitstream.FixedOp(32))
	w.emit(moduleCodeVSTOffset, []uint64{0}, abbrev)
	w.vstOffsetAt = w.bs.BitPos() - 32
}

// globalExtras reads the trailing global attributes irfix keeps as text:
// sanitizer metadata bits (NoAddress, NoHWAddress<<1, Memtag<<2,
// IsDynInit<<3) and the code model (Tiny..Large as 1..5).
func (w *wWriter) globalExtras(g *ir.Global) (san, cm uint64) {
	for _, e := range g.Extra {
		switch e {
		case "no_sanitize_address":
			san |= 1
		case "no_sanitize_hwaddress":
			san |= 2
		case "sanitize_memtag":
			san |= 4
		case "sanitize_address_dyninit":
			san |= 8
		default:
			if v, ok := strings.CutPrefix(e, "code_model "); ok {
				models := map[string]uint64{`"tiny"`: 1, `"small"`: 2, `"kernel"`: 3, `"medium"`: 4, `"large"`: 5}
				m, ok := models[v]
				if !ok {
					w.fail(ErrBadModule, "@"+g.Name, "unknown code model %s", v)
				}
				cm = m
				continue
			}
			w.fail(ErrNotExpressible, "@"+g.Name, "global attribute %q has no bitcode encoding in the writer", e)
		}
	}
	return san, cm
}

// writeGlobalVar writes GLOBALVAR: [strtab offset, size, value type,
// isconst | explicit type << 1 | addrspace << 2, initializer+1, linkage,
// alignment, section, visibility, thread local, unnamed_addr, externally
// initialized, DLL storage, comdat, attributes, dso_local, partition
// offset, partition size, sanitizer (15+), code model (19+)]; the short
// form (through section) when the rest is all default.
func (w *wWriter) writeGlobalVar(g *ir.Global, abbrev uint32) {
	init := uint64(0)
	if g.Init != nil {
		init = uint64(w.valueID(g.Init)) + 1
	}
	section := uint64(0)
	if g.Section != "" {
		section = uint64(w.sections[g.Section])
	}
	rec := append(w.rec[:0], w.strtabAdd(g.Name), uint64(len(g.Name)), uint64(w.typeID(g.ValueType)),
		uint64(g.Typ.AddrSpace)<<2|2|b2u(g.IsConst), init, w.linkage(&g.GlobalCommon),
		w.encodeAlign(g.Align, "@"+g.Name), section)
	san, cm := w.globalExtras(g)
	attrs := uint32(0)
	if len(g.Attrs) > 0 {
		attrs = w.attrListID(&ir.AttrList{Fn: g.Attrs})
	}
	if g.ThreadLocal != ir.NotThreadLocal || g.Visibility != ir.Default || g.UnnamedAddr != ir.NamedAddr ||
		g.ExternallyInitialized || g.DLLStorage != ir.DLLNone || g.Comdat != nil || attrs != 0 || g.DSOLocal ||
		g.Partition != "" || san != 0 || cm != 0 {
		rec = append(rec, uint64(g.Visibility), uint64(g.ThreadLocal), uint64(g.UnnamedAddr), b2u(g.ExternallyInitialized),
			uint64(g.DLLStorage), uint64(w.comdatID(g.Comdat)), uint64(attrs), b2u(g.DSOLocal),
			w.strtabAdd(g.Partition), uint64(len(g.Partition)))
		if san != 0 && !w.f.gvSanitizer {
			w.fail(ErrNotExpressible, "@"+g.Name, "sanitizer attributes on globals need LLVM >= 15; target is %s", w.t)
		}
		if cm != 0 && !w.f.gvCodeModel {
			w.fail(ErrNotExpressible, "@"+g.Name, "code_model on globals needs LLVM >= 19; target is %s", w.t)
		}
		if w.f.gvSanitizer {
			rec = append(rec, san)
		}
		if w.f.gvCodeModel {
			rec = append(rec, cm)
		}
		abbrev = 0
	}
	w.rec = rec
	w.emit(moduleCodeGlobalVar, rec, abbrev)
}

// writeFunctionRecord writes FUNCTION: [strtab offset, size, function
// type, calling convention, isproto, linkage, attributes, alignment,
// section, visibility, gc, unnamed_addr, prologue+1, DLL storage, comdat,
// prefix+1, personality+1, dso_local, addrspace, partition offset, size].
func (w *wWriter) writeFunctionRecord(f *ir.Func) {
	opt := func(c ir.Constant) uint64 {
		if c == nil {
			return 0
		}
		return uint64(w.valueID(c)) + 1
	}
	section, gc := uint64(0), uint64(0)
	if f.Section != "" {
		section = uint64(w.sections[f.Section])
	}
	if f.GC != "" {
		gc = uint64(w.gcNames[f.GC])
	}
	w.rec = append(w.rec[:0], w.strtabAdd(f.Name), uint64(len(f.Name)), uint64(w.typeID(f.Sig)), uint64(f.CC),
		b2u(f.IsDeclaration()), w.linkage(&f.GlobalCommon), uint64(w.attrListID(&f.Attrs)),
		w.encodeAlign(f.Align, "@"+f.Name), section, uint64(f.Visibility), gc, uint64(f.UnnamedAddr),
		opt(f.Prologue), uint64(f.DLLStorage), uint64(w.comdatID(f.Comdat)), opt(f.Prefix), opt(f.Personality),
		b2u(f.DSOLocal), uint64(f.Typ.AddrSpace), w.strtabAdd(f.Partition), uint64(len(f.Partition)))
	w.emit(moduleCodeFunction, w.rec, 0)
}

// writeModuleVST writes the module-level VALUE_SYMTAB_BLOCK: one FNENTRY
// [value ID, word offset] per function body (names are in STRTAB), and
// records its own offset for the VSTOFFSET record.
func (w *wWriter) writeModuleVST() {
	// Offsets count 32-bit words from the start of the file (LLVM counts
	// from one word before the identification block, which follows the
	// 4-byte magic).
	w.moduleVSTWord = w.bs.BitPos() / 32
	w.enter(bitstream.ValueSymtabBlockID, 4)
	abbrev := w.define(bitstream.LiteralOp(vstCodeFnEntry), bitstream.VBROp(8), bitstream.VBROp(8))
	for _, f := range w.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		w.emit(vstCodeFnEntry, []uint64{uint64(w.valueID(f)), w.fnOffsets[f] / 32}, abbrev)
	}
	w.exit()
}

// writeFuncVST writes the names of a function's arguments, blocks and
// instructions.
func (w *wWriter) writeFuncVST(f *ir.Func) {
	named := false
	for _, p := range f.Params {
		named = named || p.Name != ""
	}
	for _, b := range f.Blocks {
		named = named || b.Name != ""
		for _, in := range b.Instrs {
			named = named || in.Name != "" && in.HasResult()
		}
	}
	if !named {
		return
	}
	w.enter(bitstream.ValueSymtabBlockID, 4)
	entry := func(id uint64, name string, bb bool) {
		rec := append(w.rec[:0], id)
		rec = appendString(rec, name)
		w.rec = rec
		enc := wStringEncoding(name)
		switch {
		case bb && enc == wStrChar6:
			w.emit(vstCodeBBEntry, rec, wAbbrevVSTBBEntry6)
		case bb:
			w.emit(vstCodeBBEntry, rec, wAbbrevVSTEntry8)
		case enc == wStrChar6:
			w.emit(vstCodeEntry, rec, wAbbrevVSTEntry6)
		case enc == wStr7:
			w.emit(vstCodeEntry, rec, wAbbrevVSTEntry7)
		default:
			w.emit(vstCodeEntry, rec, wAbbrevVSTEntry8)
		}
	}
	for _, p := range f.Params {
		if p.Name != "" {
			entry(uint64(w.valueID(p)), p.Name, false)
		}
	}
	for i, b := range f.Blocks {
		if b.Name != "" {
			entry(uint64(i), b.Name, true)
		}
		for _, in := range b.Instrs {
			if in.Name != "" && in.HasResult() {
				entry(uint64(w.valueID(in)), in.Name, false)
			}
		}
	}
	w.exit()
}

// writeOperandBundleTags writes OPERAND_BUNDLE_TAGS_BLOCK: the tags in
// the order operand-bundle records number them.
func (w *wWriter) writeOperandBundleTags() {
	if len(w.bundles) == 0 {
		return
	}
	w.enter(bitstream.OperandBundleTagsBlockID, 3)
	for _, t := range w.bundles {
		w.writeString(operandBundleTag, t)
	}
	w.exit()
}

// writeSyncScopeNames writes SYNC_SCOPE_NAMES_BLOCK: the names in the
// order atomic records number them ("singlethread", "" first).
func (w *wWriter) writeSyncScopeNames() {
	w.enter(bitstream.SyncScopeNamesBlockID, 2)
	for _, s := range w.scopes {
		w.writeString(syncScopeName, s)
	}
	w.exit()
}

// writeIdentification writes IDENTIFICATION_BLOCK: the producer string
// (char6) and epoch 0.
func (w *wWriter) writeIdentification() {
	w.enter(bitstream.IdentificationBlockID, 5)
	s := w.define(bitstream.LiteralOp(identCodeString), bitstream.ArrayOp(), bitstream.Char6Op())
	e := w.define(bitstream.LiteralOp(identCodeEpoch), bitstream.VBROp(6))
	w.rec = appendString(w.rec[:0], ProducerFor(w.t))
	w.emit(identCodeString, w.rec, s)
	w.emit(identCodeEpoch, []uint64{0}, e)
	w.exit()
}

// writeStrtab writes STRTAB_BLOCK: the names of global values and comdats.
func (w *wWriter) writeStrtab() {
	w.enter(bitstream.StrtabBlockID, 3)
	abbrev := w.define(bitstream.LiteralOp(strtabBlob), bitstream.BlobOp())
	w.emitBlob(strtabBlob, nil, w.strtab, abbrev)
	w.exit()
}
