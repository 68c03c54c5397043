package bitcode

import (
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of MODULE_BLOCK (LLVMBitCodes.h, ModuleCodes).
const (
	moduleCodeVersion        = 1  // VERSION:     [version#]
	moduleCodeTriple         = 2  // TRIPLE:      [strchr x N]
	moduleCodeDataLayout     = 3  // DATALAYOUT:  [strchr x N]
	moduleCodeAsm            = 4  // ASM:         [strchr x N]
	moduleCodeSectionName    = 5  // SECTIONNAME: [strchr x N]
	moduleCodeDeplib         = 6  // DEPLIB:      [strchr x N] (ignored, as by LLVM)
	moduleCodeGlobalVar      = 7  // GLOBALVAR:   see readGlobalVar
	moduleCodeFunction       = 8  // FUNCTION:    see readFunctionRecord
	moduleCodeAliasOld       = 9  // ALIAS_OLD:   [alias type, aliasee val#, linkage, visibility]
	moduleCodeGCName         = 11 // GCNAME:      [strchr x N]
	moduleCodeComdat         = 12 // COMDAT:      v1 [selection_kind, name], v2 [strtab off, size, selection_kind]
	moduleCodeVSTOffset      = 13 // VSTOFFSET:   [offset]
	moduleCodeAlias          = 14 // ALIAS:       see readIndirectSymbol
	moduleCodeMDValuesUnused = 15
	moduleCodeSourceFilename = 16 // SOURCE_FILENAME: [namechar x N]
	moduleCodeHash           = 17 // HASH:        [5*i32]
	moduleCodeIFunc          = 18 // IFUNC:       see readIndirectSymbol
)

// initKind says what an initFixup sets.
type initKind uint8

const (
	initGlobal initKind = iota
	initAliasee
	initResolver
	initPersonality
	initPrefix
	initPrologue
)

// initFixup is a constant a module record names by value ID before the
// constants are read (BitcodeReader.cpp resolveGlobalAndIndirectSymbolInits).
type initFixup struct {
	kind initKind
	gv   ir.GlobalValue
	id   uint64
	bit  uint64
}

// readModule decodes MODULE_BLOCK: module records, the module's sub-blocks
// and the function bodies in the order of the FUNCTION records that have
// bodies.
func (d *decoder) readModule() error {
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if d.par != nil && len(d.par.jobs) > 0 && (end || e.Kind != bitstreamEnter || e.BlockID != bitstream.FunctionBlockID) {
			// The run of function blocks has ended.
			if err := d.readQueued(); err != nil {
				return err
			}
		}
		if end {
			return d.resolveInits()
		}
		if e.Kind == bitstreamEnter {
			if err := d.moduleSubBlock(&e); err != nil {
				return err
			}
			continue
		}
		if err := d.moduleRecord(&e); err != nil {
			return err
		}
	}
}

func (d *decoder) moduleSubBlock(e *bitstream.Entry) error {
	switch e.BlockID {
	case bitstream.BlockInfoID:
		return d.readThrough()
	case bitstream.ParamAttrBlockID:
		return d.readAttrLists()
	case bitstream.ParamAttrGroupBlockID:
		return d.readAttrGroups()
	case bitstream.TypeBlockID:
		return d.readTypes()
	case bitstream.ValueSymtabBlockID:
		return d.readModuleVST()
	case bitstream.ConstantsBlockID:
		return d.readConstants()
	case bitstream.MetadataBlockID:
		return d.readMetadata()
	case bitstream.MetadataKindBlockID:
		return d.readMetadataKinds()
	case bitstream.OperandBundleTagsBlockID:
		return d.readOperandBundleTags()
	case bitstream.SyncScopeNamesBlockID:
		return d.readSyncScopeNames()
	case bitstream.FunctionBlockID:
		return d.readFunctionBlock()
	case bitstream.UselistBlockID:
		return d.readUselist()
	case bitstream.GlobalValSummaryBlockID, bitstream.FullLTOGlobalValSummaryBlockID:
		return d.readSummary(e) // summary.go
	}
	return d.skipBlock()
}

func (d *decoder) moduleRecord(e *bitstream.Entry) error {
	ops := e.Ops
	switch e.Code {
	case moduleCodeVersion:
		if len(ops) < 1 || ops[0] > 2 {
			return d.errAt(e.BitPos, ErrUnsupported, "module version %v is not 0, 1 or 2%s", ops, d.producer())
		}
		d.info.Version = ops[0]
		d.relativeIDs = ops[0] >= 1
		d.useStrtab = ops[0] >= 2
	case moduleCodeTriple:
		d.m.Triple = recordString(ops)
	case moduleCodeDataLayout:
		d.m.DataLayout = recordString(ops)
		d.progAS = layoutAddrSpace(d.m.DataLayout, 'P')
		d.allocaAS = layoutAddrSpace(d.m.DataLayout, 'A')
	case moduleCodeAsm:
		asm := recordString(ops)
		for asm != "" {
			line, rest, _ := strings.Cut(asm, "\n")
			d.m.Asm = append(d.m.Asm, line)
			asm = rest
		}
	case moduleCodeSectionName:
		d.sections = append(d.sections, recordString(ops))
	case moduleCodeGCName:
		d.gcNames = append(d.gcNames, recordString(ops))
	case moduleCodeSourceFilename:
		d.m.SourceFilename = recordString(ops)
	case moduleCodeComdat:
		return d.readComdat(e)
	case moduleCodeGlobalVar:
		return d.readGlobalVar(e)
	case moduleCodeFunction:
		return d.readFunctionRecord(e)
	case moduleCodeAlias, moduleCodeAliasOld, moduleCodeIFunc:
		return d.readIndirectSymbol(e)
	case moduleCodeHash:
		d.noteModuleHash(ops) // summary.go
	}
	// DEPLIB, VSTOFFSET and unknown records carry nothing the model
	// keeps (LLVM ignores unknown module records too).
	return nil
}

// layoutAddrSpace returns the address space of data layout spec c ('P'
// program, 'A' alloca), 0 when absent.
func layoutAddrSpace(dl string, c byte) uint32 {
	for _, spec := range strings.Split(dl, "-") {
		if len(spec) > 1 && spec[0] == c {
			var n uint32
			for i := 1; i < len(spec); i++ {
				if spec[i] < '0' || spec[i] > '9' || n > 1<<24 {
					return 0
				}
				n = n*10 + uint32(spec[i]-'0')
			}
			return n
		}
	}
	return 0
}

// nameOf takes the [strtab offset, size] prefix of a v2 record and
// schedules the name; v1 records keep their names in the VST.
func (d *decoder) nameOf(e *bitstream.Entry, gc *ir.GlobalCommon, c *ir.Comdat) ([]uint64, error) {
	ops := e.Ops
	if !d.useStrtab {
		return ops, nil
	}
	if len(ops) < 2 {
		return nil, d.invalid(e, "record is too short for a string table name")
	}
	d.nameFixups = append(d.nameFixups, nameFixup{bit: e.BitPos, path: d.fixupPath(), off: ops[0], size: ops[1], common: gc, comdat: c})
	return ops[2:], nil
}

func (d *decoder) partition(e *bitstream.Entry, gc *ir.GlobalCommon, off, size uint64) {
	if size == 0 {
		return
	}
	d.nameFixups = append(d.nameFixups, nameFixup{bit: e.BitPos, path: d.fixupPath(), off: off, size: size, common: gc, partition: true})
}

// fixupPath returns the block path for a name fixup's error: every record
// of one block has the same, so the records of a module block share one
// slice (read only) instead of one BlockPath each.
func (d *decoder) fixupPath() []bitstream.BlockFrame {
	f, _ := d.r.Block()
	if d.fixPath == nil || d.fixPathDepth != d.r.Depth() || d.fixPathFrame != f {
		d.fixPath, d.fixPathDepth, d.fixPathFrame = d.r.BlockPath(), d.r.Depth(), f
	}
	return d.fixPath
}

// readComdat decodes COMDAT: v1 [selection_kind, name size, name...],
// v2 [strtab offset, strtab size, selection_kind].
func (d *decoder) readComdat(e *bitstream.Entry) error {
	c := &ir.Comdat{}
	ops, err := d.nameOf(e, nil, c)
	if err != nil {
		return err
	}
	if len(ops) < 1 {
		return d.invalid(e, "COMDAT record has no selection kind")
	}
	switch ops[0] {
	case 2:
		c.Kind = ir.ComdatExactMatch
	case 3:
		c.Kind = ir.ComdatLargest
	case 4:
		c.Kind = ir.ComdatNoDeduplicate
	case 5:
		c.Kind = ir.ComdatSameSize
	default:
		c.Kind = ir.ComdatAny // 1, and unknown kinds (as LLVM maps them)
	}
	if !d.useStrtab {
		if len(ops) < 2 || ops[1] > uint64(len(ops)-2) {
			return d.invalid(e, "COMDAT record's name size exceeds the record")
		}
		c.Name = recordString(ops[2 : 2+ops[1]])
	}
	d.comdats = append(d.comdats, c)
	d.m.Comdats = append(d.m.Comdats, c)
	return nil
}

// decodeLinkage maps bitcode linkage numbers, including the obsolete ones
// LLVM still reads, to the model (BitcodeReader.cpp getDecodedLinkage).
func decodeLinkage(v uint64) ir.Linkage {
	switch v {
	case 2:
		return ir.Appending
	case 3:
		return ir.Internal
	case 7:
		return ir.ExternWeak
	case 8:
		return ir.Common
	case 9, 13, 14:
		return ir.Private
	case 12:
		return ir.AvailableExternally
	case 1, 16:
		return ir.Weak
	case 10, 17:
		return ir.WeakODR
	case 4, 18:
		return ir.LinkOnce
	case 11, 19:
		return ir.LinkOnceODR
	}
	return ir.External // 0, 5, 6, 15 and unknown values
}

// hasImplicitComdat reports the old linkage values that implied a comdat.
func hasImplicitComdat(v uint64) bool { return v == 1 || v == 4 || v == 10 || v == 11 }

func decodeVisibility(v uint64) ir.Visibility {
	switch v {
	case 1:
		return ir.Hidden
	case 2:
		return ir.Protected
	}
	return ir.Default
}

func decodeDLL(v uint64) ir.DLLStorage {
	switch v {
	case 1:
		return ir.DLLImport
	case 2:
		return ir.DLLExport
	}
	return ir.DLLNone
}

func decodeTLS(v uint64) ir.TLSMode {
	switch v {
	case 0:
		return ir.NotThreadLocal
	case 2:
		return ir.LocalDynamic
	case 3:
		return ir.InitialExec
	case 4:
		return ir.LocalExec
	}
	return ir.GeneralDynamic
}

func decodeUnnamedAddr(v uint64) ir.UnnamedAddr {
	switch v {
	case 1:
		return ir.GlobalUnnamedAddr
	case 2:
		return ir.LocalUnnamedAddr
	}
	return ir.NamedAddr
}

// decodeAlign converts an encoded alignment (log2 + 1, 0 = none).
func (d *decoder) decodeAlign(e *bitstream.Entry, v uint64) (ir.Align, error) {
	if v == 0 {
		return 0, nil
	}
	if v > 33 {
		return 0, d.invalid(e, "alignment exponent %d is too large", v-1)
	}
	return ir.Align(1) << (v - 1), nil
}

// setLinkage applies linkage and the visibility / DLL rules LLVM applies
// while reading (local linkage forces default visibility, no DLL storage).
func setLinkage(gc *ir.GlobalCommon, raw uint64) {
	gc.Linkage = decodeLinkage(raw)
	if !gc.Linkage.IsLocal() {
		switch raw { // obsolete dllimport/dllexport linkages
		case 5:
			gc.DLLStorage = ir.DLLImport
		case 6:
			gc.DLLStorage = ir.DLLExport
		}
	}
}

func setVisibility(gc *ir.GlobalCommon, v uint64) {
	if !gc.Linkage.IsLocal() {
		gc.Visibility = decodeVisibility(v)
	}
}

func setDLL(gc *ir.GlobalCommon, v uint64) {
	if !gc.Linkage.IsLocal() {
		gc.DLLStorage = decodeDLL(v)
	}
}

// inferDSOLocal sets dso_local where LLVM implies it.
func inferDSOLocal(gc *ir.GlobalCommon) {
	if gc.Linkage.IsLocal() || gc.Visibility != ir.Default && gc.Linkage != ir.ExternWeak {
		gc.DSOLocal = true
	}
}

func (d *decoder) comdatRef(e *bitstream.Entry, id uint64) (*ir.Comdat, error) {
	if id == 0 {
		return nil, nil
	}
	if id > uint64(len(d.comdats)) {
		return nil, d.invalid(e, "comdat %d is not defined (%d comdats)", id, len(d.comdats))
	}
	return d.comdats[id-1], nil
}

func (d *decoder) sectionRef(e *bitstream.Entry, id uint64) (string, error) {
	if id == 0 {
		return "", nil
	}
	if id > uint64(len(d.sections)) {
		return "", d.invalid(e, "section %d is not defined (%d section names)", id, len(d.sections))
	}
	return d.sections[id-1], nil
}

// readGlobalVar decodes GLOBALVAR (BitcodeReader.cpp parseGlobalVarRecord):
// v1 [valuetype, isconst|explicit<<1|addrspace<<2, initid+1, linkage,
// alignment, section, visibility, threadlocal, unnamed_addr,
// externally_initialized, dllstorageclass, comdat, attributes, dso_local,
// partition offset, partition size, sanitizer metadata, code model];
// v2 prefixes [strtab offset, strtab size].
func (d *decoder) readGlobalVar(e *bitstream.Entry) error {
	g := &ir.Global{}
	ops, err := d.nameOf(e, &g.GlobalCommon, nil)
	if err != nil {
		return err
	}
	if len(ops) < 6 {
		return d.invalid(e, "GLOBALVAR record has %d operands, needs at least 6", len(ops))
	}
	t, err := d.typeByID(e, ops[0])
	if err != nil {
		return err
	}
	g.IsConst = ops[1]&1 != 0
	var as uint32
	if ops[1]&2 != 0 {
		if ops[1]>>2 >= 1<<24 {
			return d.invalid(e, "address space %d out of range", ops[1]>>2)
		}
		as = uint32(ops[1] >> 2)
	} else {
		if !t.IsPtr() || t.Elem == nil {
			return d.invalid(e, "old-style GLOBALVAR record needs a typed pointer type, has %s", t)
		}
		as, t = t.AddrSpace, t.Elem
	}
	switch t.Kind {
	case ir.VoidKind, ir.FuncKind, ir.LabelKind, ir.MetadataKind, ir.TokenKind:
		return d.invalid(e, "global variable of type %s", t)
	}
	g.ValueType = t
	g.Typ = d.ptrTo(t, as)
	setLinkage(&g.GlobalCommon, ops[3])
	if g.Align, err = d.decodeAlign(e, ops[4]); err != nil {
		return err
	}
	if g.Section, err = d.sectionRef(e, ops[5]); err != nil {
		return err
	}
	if len(ops) > 6 {
		setVisibility(&g.GlobalCommon, ops[6])
	}
	if len(ops) > 7 {
		g.ThreadLocal = decodeTLS(ops[7])
	}
	if len(ops) > 8 {
		g.UnnamedAddr = decodeUnnamedAddr(ops[8])
	}
	if len(ops) > 9 {
		g.ExternallyInitialized = ops[9] != 0
	}
	if len(ops) > 10 {
		setDLL(&g.GlobalCommon, ops[10])
	}
	if len(ops) > 11 {
		if g.Comdat, err = d.comdatRef(e, ops[11]); err != nil {
			return err
		}
	} else if hasImplicitComdat(ops[3]) {
		g.Comdat = d.implicitComdat(&g.GlobalCommon)
	}
	if len(ops) > 12 {
		l, err := d.attrList(e, ops[12])
		if err != nil {
			return err
		}
		g.Attrs = l.Fn
	}
	if len(ops) > 13 {
		g.DSOLocal = ops[13] == 1
	}
	inferDSOLocal(&g.GlobalCommon)
	if len(ops) > 15 {
		d.partition(e, &g.GlobalCommon, ops[14], ops[15])
	}
	if len(ops) > 16 && ops[16] != 0 {
		for bit, name := range [...]string{"no_sanitize_address", "no_sanitize_hwaddress", "sanitize_memtag", "sanitize_address_dyninit"} {
			if ops[16]&(1<<bit) != 0 {
				g.Extra = append(g.Extra, name)
			}
		}
	}
	if len(ops) > 17 && ops[17] != 0 {
		models := [...]string{1: "tiny", 2: "small", 3: "kernel", 4: "medium", 5: "large"}
		if ops[17] >= uint64(len(models)) {
			return d.invalid(e, "unknown code model %d", ops[17])
		}
		g.Extra = append(g.Extra, `code_model "`+models[ops[17]]+`"`)
	}
	if ops[2] != 0 {
		d.inits = append(d.inits, initFixup{kind: initGlobal, gv: g, id: ops[2] - 1, bit: e.BitPos})
	}
	g.Parent = d.m
	d.m.Globals = append(d.m.Globals, g)
	d.pushValue(g)
	return nil
}

// implicitComdat gives an old weak/linkonce global the comdat of its own
// name (filled in when the name is known).
func (d *decoder) implicitComdat(gc *ir.GlobalCommon) *ir.Comdat {
	c := &ir.Comdat{}
	d.m.Comdats = append(d.m.Comdats, c)
	d.implicit = append(d.implicit, implicitComdat{gc, c})
	return c
}

// readFunctionRecord decodes FUNCTION (BitcodeReader.cpp parseFunctionRecord):
// v1 [type, callingconv, isproto, linkage, paramattr, alignment, section,
// visibility, gc, unnamed_addr, prologuedata, dllstorageclass, comdat,
// prefixdata, personalityfn, dso_local, addrspace, partition offset,
// partition size, preferred alignment]; v2 prefixes the strtab name.
func (d *decoder) readFunctionRecord(e *bitstream.Entry) error {
	f := &ir.Func{}
	ops, err := d.nameOf(e, &f.GlobalCommon, nil)
	if err != nil {
		return err
	}
	if len(ops) < 8 {
		return d.invalid(e, "FUNCTION record has %d operands, needs at least 8", len(ops))
	}
	t, err := d.typeByID(e, ops[0])
	if err != nil {
		return err
	}
	if t.IsPtr() && t.Elem != nil {
		t = t.Elem
	}
	if t.Kind != ir.FuncKind {
		return d.invalid(e, "function of non-function type %s", t)
	}
	if ops[1] > 1023 {
		return d.invalid(e, "calling convention %d out of range", ops[1])
	}
	f.Sig = t
	f.CC = ir.CallConv(ops[1])
	as := d.progAS
	if len(ops) > 16 {
		if ops[16] >= 1<<24 {
			return d.invalid(e, "address space %d out of range", ops[16])
		}
		as = uint32(ops[16])
	}
	f.Typ = d.ptrTo(t, as)
	isProto := ops[2] != 0
	setLinkage(&f.GlobalCommon, ops[3])
	if f.Attrs, err = d.attrList(e, ops[4]); err != nil {
		return err
	}
	if f.Align, err = d.decodeAlign(e, ops[5]); err != nil {
		return err
	}
	if f.Section, err = d.sectionRef(e, ops[6]); err != nil {
		return err
	}
	setVisibility(&f.GlobalCommon, ops[7])
	if len(ops) > 8 && ops[8] != 0 {
		if ops[8] > uint64(len(d.gcNames)) {
			return d.invalid(e, "GC name %d is not defined (%d names)", ops[8], len(d.gcNames))
		}
		f.GC = d.gcNames[ops[8]-1]
	}
	if len(ops) > 9 {
		f.UnnamedAddr = decodeUnnamedAddr(ops[9])
	}
	if len(ops) > 10 && ops[10] != 0 {
		d.inits = append(d.inits, initFixup{kind: initPrologue, gv: f, id: ops[10] - 1, bit: e.BitPos})
	}
	if len(ops) > 11 {
		setDLL(&f.GlobalCommon, ops[11])
	}
	if len(ops) > 12 {
		if f.Comdat, err = d.comdatRef(e, ops[12]); err != nil {
			return err
		}
	} else if hasImplicitComdat(ops[3]) {
		f.Comdat = d.implicitComdat(&f.GlobalCommon)
	}
	if len(ops) > 13 && ops[13] != 0 {
		d.inits = append(d.inits, initFixup{kind: initPrefix, gv: f, id: ops[13] - 1, bit: e.BitPos})
	}
	if len(ops) > 14 && ops[14] != 0 {
		d.inits = append(d.inits, initFixup{kind: initPersonality, gv: f, id: ops[14] - 1, bit: e.BitPos})
	}
	if len(ops) > 15 {
		f.DSOLocal = ops[15] == 1
	}
	inferDSOLocal(&f.GlobalCommon)
	if len(ops) > 18 {
		d.partition(e, &f.GlobalCommon, ops[17], ops[18])
	}
	// The parameters come from one array and their list is allocated at
	// its length: two allocations per function instead of one per
	// parameter and the list's growth.
	if pts := t.Params(); len(pts) > 0 {
		ps := make([]ir.Param, len(pts))
		f.Params = make([]*ir.Param, len(pts))
		for i, pt := range pts {
			ps[i] = ir.Param{Typ: pt, Parent: f, Index: i}
			f.Params[i] = &ps[i]
		}
	}
	f.Parent = d.m
	d.m.Funcs = append(d.m.Funcs, f)
	d.pushValue(f)
	if !isProto {
		d.funcsWithBodies = append(d.funcsWithBodies, f)
	}
	return nil
}

// readIndirectSymbol decodes ALIAS, ALIAS_OLD and IFUNC
// (BitcodeReader.cpp parseGlobalIndirectSymbolRecord):
// ALIAS [valuetype, addrspace, aliasee, linkage, visibility, dllstorage,
// threadlocal, unnamed_addr, dso_local, partition offset, size];
// IFUNC [valuetype, addrspace, resolver, linkage, visibility, dso_local,
// partition offset, size]; ALIAS_OLD [pointer type, aliasee, linkage, ...].
func (d *decoder) readIndirectSymbol(e *bitstream.Entry) error {
	var gc *ir.GlobalCommon
	var gv ir.GlobalValue
	var a *ir.Alias
	var fn *ir.IFunc
	if e.Code == moduleCodeIFunc {
		fn = &ir.IFunc{}
		gc, gv = &fn.GlobalCommon, fn
	} else {
		a = &ir.Alias{}
		gc, gv = &a.GlobalCommon, a
	}
	ops, err := d.nameOf(e, gc, nil)
	if err != nil {
		return err
	}
	newRecord := e.Code != moduleCodeAliasOld
	need := 3
	if newRecord {
		need = 4
	}
	if len(ops) < need {
		return d.invalid(e, "alias/ifunc record has %d operands, needs %d", len(ops), need)
	}
	i := 0
	t, err := d.typeByID(e, ops[i])
	if err != nil {
		return err
	}
	i++
	var as uint32
	if newRecord {
		if ops[i] >= 1<<24 {
			return d.invalid(e, "address space %d out of range", ops[i])
		}
		as = uint32(ops[i])
		i++
	} else {
		if !t.IsPtr() || t.Elem == nil {
			return d.invalid(e, "old-style ALIAS record needs a typed pointer type, has %s", t)
		}
		as, t = t.AddrSpace, t.Elem
	}
	target := ops[i]
	linkage := ops[i+1]
	i += 2
	gc.Typ = d.ptrTo(t, as)
	setLinkage(gc, linkage)
	if i < len(ops) {
		setVisibility(gc, ops[i])
		i++
	}
	if a != nil {
		if i < len(ops) {
			setDLL(gc, ops[i])
			i++
		}
		if i < len(ops) {
			gc.ThreadLocal = decodeTLS(ops[i])
			i++
		}
		if i < len(ops) {
			gc.UnnamedAddr = decodeUnnamedAddr(ops[i])
			i++
		}
	}
	if i < len(ops) {
		gc.DSOLocal = ops[i] == 1
		i++
	}
	inferDSOLocal(gc)
	if i+1 < len(ops) {
		d.partition(e, gc, ops[i], ops[i+1])
	}
	gc.Parent = d.m
	if a != nil {
		a.ValueType = t
		d.m.Aliases = append(d.m.Aliases, a)
		d.inits = append(d.inits, initFixup{kind: initAliasee, gv: gv, id: target, bit: e.BitPos})
	} else {
		fn.ValueType = t
		d.m.IFuncs = append(d.m.IFuncs, fn)
		d.inits = append(d.inits, initFixup{kind: initResolver, gv: gv, id: target, bit: e.BitPos})
	}
	d.pushValue(gv)
	return nil
}

// resolveInits sets initializers, aliasees, resolvers and the function
// operands from the module's constants, once they are all read.
func (d *decoder) resolveInits() error {
	for _, fx := range d.inits {
		v, err := d.moduleConstant(fx.bit, fx.id)
		if err != nil {
			return err
		}
		switch fx.kind {
		case initGlobal:
			g := fx.gv.(*ir.Global)
			if v.Type() != g.ValueType {
				return d.errAt(fx.bit, ErrInvalid, "initializer of @%s has type %s, the global holds %s", g.Name, v.Type(), g.ValueType)
			}
			g.Init = v
		case initAliasee:
			a := fx.gv.(*ir.Alias)
			if v.Type() != a.Typ {
				return d.errAt(fx.bit, ErrInvalid, "aliasee of @%s has type %s, the alias has %s", a.Name, v.Type(), a.Typ)
			}
			a.Aliasee = v
		case initResolver:
			fx.gv.(*ir.IFunc).Resolver = v
		case initPersonality:
			fx.gv.(*ir.Func).Personality = v
		case initPrefix:
			fx.gv.(*ir.Func).Prefix = v
		case initPrologue:
			fx.gv.(*ir.Func).Prologue = v
		}
	}
	d.inits = nil
	return nil
}

// moduleConstant returns value id as a constant for a module-level use.
func (d *decoder) moduleConstant(bit uint64, id uint64) (ir.Constant, error) {
	if id >= uint64(len(d.vals)) {
		return nil, d.errAt(bit, ErrInvalid, "value %d is not defined (%d module values)", id, len(d.vals))
	}
	v, err := d.materialize(bit, id)
	if err != nil {
		return nil, err
	}
	c, ok := v.(ir.Constant)
	if !ok {
		return nil, d.errAt(bit, ErrInvalid, "value %d is not a constant", id)
	}
	return c, nil
}

// pushValue appends a resolved value to the value table.
func (d *decoder) pushValue(v ir.Value) {
	d.vals = append(d.vals, v)
	d.pend = append(d.pend, nil)
}
