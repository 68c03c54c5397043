package bitcode

import (
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// The specialized debug-info nodes, one table for both directions. The
// model keeps a node's fields as the text form names them
// (ir.MDNode.Fields); diKinds says, per kind, which record carries it,
// which operand holds which field in which encoding (LLVM's
// ModuleBitcodeWriter::writeDI* and MetadataLoader's parseOneMetadata),
// the older record layouts the reader still meets (LLVM 11 to 18 wrote
// some kinds differently), and the order and rules by which LLVM's
// assembly writer prints the fields, so that the reader's node prints as
// llvm-dis of the producer's version prints it.
//
// Writer: each field has the first LLVM version whose writer emits it
// (since; 0 for LLVM 14's layout), taken from its row in target.MDFields
// / MDFieldsBitcode (no version literal here): a target gets exactly the
// fields its version writes, so a record has the length its reader
// expects. That matters: LLVM 19+ readers take DIDerivedType's
// annotations from a 14-field record only when its ptrauth operand is
// there too. A field a target lacks but the module sets is an error. A
// few fields LLVM writes only when present (cond: DIFile's source).
//
// Reader: the layout is chosen by the first operand's version bits, the
// operand count and (once) the producer; each layout grew by appending,
// so a short record leaves the later fields absent. A field is printed
// by its show rule, in the kind's print order.

// diEnc says how a field value is stored in a record operand.
type diEnc uint8

const (
	deMD        diEnc = iota // metadata reference: ID+1, 0 for null
	deStr                    // like deMD, a string (MDString) or null
	deMD0                    // metadata reference: ID (never null)
	deU                      // unsigned integer
	deI                      // signed integer, two's complement
	deI32                    // like deI, a 32-bit value (DISubprogram's thisAdjustment)
	deIRot                   // signed integer, sign-rotated (old DISubrange bounds; read only)
	deBool                   // true / false, default false
	deBoolTrue               // true / false, default true
	deTag                    // DW_TAG_* (or a number)
	deATE                    // DW_ATE_*
	deCC                     // DW_CC_*
	deMacinfo                // DW_MACINFO_*
	deEmission               // FullDebug, ...
	deNameTable              // None, GNU, ...
	deFlags                  // DIFlag* | ...
	deSPFlags                // DISPFlag* | ...
	deI64MD                  // an integer (stored as ConstantAsMetadata i64) or a node
	deSize                   // unsigned; a reference like deI64MD when the kind's sizeBit is set (LLVM 21+)
	deConstsMD               // a reference; a DIExpression(DW_OP_consts N) prints as N
	deDWAS                   // dwarfAddressSpace: value+1, 0 when absent
	deU64Max                 // unsigned, absent = 2^64-1
	deEnumKind               // DW_APPLE_ENUM_KIND_*, absent = 2^32-1
	deZero                   // always 0 (a retired operand), not read
	dePtrAuth                // DIDerivedType pointer-authentication fields, packed
	deFixedKind              // DIFixedPointType kind: Binary, Decimal, Rational
	deLang                   // DW_LANG_*
	deCULang                 // DICompileUnit's language: DW_LANG_*, or DW_LNAME_* | 1<<63 (LLVM 22)
	deChecksum               // DIFile's checksum kind (read together with the checksum)
	deWideInt                // an APInt: (words << 32 | width), then the words sign-rotated
)

// isRef reports whether the field holds a metadata reference (null when
// absent).
func (e diEnc) isRef() bool { return e == deMD || e == deStr || e == deConstsMD }

// diShow says when the reader gives a node a field (LLVM's AsmWriter
// leaves most fields out when they hold their default).
type diShow uint8

const (
	showSet    diShow = iota // unless zero, null, empty, false or the field's def
	showAlways               // always (null, 0, "" and false included)
)

type diField struct {
	name string
	enc  diEnc
	show diShow
	num  bool  // printed as a number, not a DWARF name (DIMacroFile's type)
	cond bool  // written only when set
	opt  bool  // absent from LLVM 14's layout: its version is a target row's
	rd   bool  // read only: a newer LLVM's field no target row covers yet
	def  int64 // deTag/deMacinfo default (-1: none): written when absent, not printed when equal
	// since is the first version that writes an opt field (from target).
	since int
	// pos is the field's place in the kind's print order (-1: not
	// printed); set by init.
	pos int
}

func fd(name string, enc diEnc) diField { return diField{name: name, enc: enc, def: -1} }

// fdTag is a tag field with a default (-1: required).
func fdTag(def int64) diField { return diField{name: "tag", enc: deTag, def: def} }

// fdSkip is an operand the reader ignores.
func fdSkip() diField { return fd("", deZero) }

func (f diField) always() diField   { f.show = showAlways; return f }
func (f diField) optional() diField { f.opt = true; return f }
func (f diField) readOnly() diField { f.rd = true; return f }

// diLayout is one record shape of a kind.
type diLayout struct {
	// The layout applies when ops[0]&headMask == headVal and the operand
	// count (first operand included) is in [min, max] or in lens.
	headMask, headVal uint64
	min, max          int
	lens              []int
	// olderThan: the layout of producers (reader) and targets (writer)
	// without this feature.
	olderThan *target.Feature
	// fields in operand order after the first; nil: the kind's fields.
	fields []diField
}

func (l *diLayout) fits(n int) bool {
	if l.lens != nil {
		for _, x := range l.lens {
			if n == x {
				return true
			}
		}
		return false
	}
	return n >= l.min && n <= l.max
}

// diHeadFlag is a boolean field kept in a bit of the first operand.
type diHeadFlag struct {
	name string
	bit  uint64
}

type diKind struct {
	code uint32
	// feature, when set, is the first reader that knows the kind.
	feature *target.Feature
	// head is OR-ed into the first operand (distinct is bit 0), with
	// the bits of headFlags; distinct: the kind always is (DICompileUnit).
	head      uint64
	headFlags []diHeadFlag
	distinct  bool
	// fields of the current layout, in operand order after the first.
	fields []diField
	index  map[string]int // writer: field name -> index in fields (-1: extra)

	// Reader.
	show    []string // print order
	showPos map[string]int
	layouts []diLayout // tried in order; the current one has fields nil
	sizeBit uint64     // first-operand bit: sizes are metadata (LLVM 21+)
	oldHead string     // what a first operand no layout accepts means
	// read decodes a whole record, for the kinds a field list cannot
	// describe; fix adjusts a table-decoded node (fields that depend on
	// each other).
	read func(d *decoder, r *mdRec, n *ir.MDNode) error
	fix  func(x *diDec) error
}

// lay is the single-layout list of a kind whose records have min to max
// operands (max 0: one per field).
func lay(min, max int) []diLayout { return []diLayout{{min: min, max: max}} }

// diKinds is the table. The kinds without a field list (DIEnumerator,
// DIExpression, GenericDINode) have code of their own in both
// directions.
var diKinds = map[string]*diKind{
	"DILocation": {code: mdLocation,
		fields: []diField{fd("line", deU).always(), fd("column", deU), fd("scope", deMD0), fd("inlinedAt", deMD),
			fd("isImplicitCode", deBool), fd("atomGroup", deU).optional(), fd("atomRank", deU).optional()},
		show:    []string{"line", "column", "scope", "inlinedAt", "isImplicitCode", "atomGroup", "atomRank"},
		layouts: []diLayout{{lens: []int{5, 6, 8}}}, fix: fixLocation},
	"DISubrange": {code: mdSubrange, head: 2 << 1,
		fields: []diField{fd("count", deI64MD), fd("lowerBound", deI64MD), fd("upperBound", deI64MD), fd("stride", deI64MD)},
		show:   []string{"count", "lowerBound", "upperBound", "stride"},
		// Version in bits 1 and up: 0 [count, lowerBound], 1 [count as
		// a node, lowerBound] (both LLVM 7), 2 [count, lowerBound,
		// upperBound, stride as nodes] (LLVM 11).
		layouts: []diLayout{
			{headMask: ^uint64(1), headVal: 0, min: 3, max: 3, fields: []diField{fd("count", deI).always(), fd("lowerBound", deIRot).always()}},
			{headMask: ^uint64(1), headVal: 1 << 1, min: 3, max: 3, fields: []diField{fd("count", deI64MD), fd("lowerBound", deIRot).always()}},
			{headMask: ^uint64(1), headVal: 2 << 1, min: 5, max: 5}},
		oldHead: "DISubrange record version"},
	"DIGenericSubrange": {code: mdGenericSubrange,
		fields: []diField{fd("count", deConstsMD), fd("lowerBound", deConstsMD), fd("upperBound", deConstsMD), fd("stride", deConstsMD)},
		show:   []string{"count", "lowerBound", "upperBound", "stride"}, layouts: lay(5, 5)},
	"DIBasicType": {code: mdBasicType, sizeBit: 2,
		fields: []diField{fdTag(0x24), fd("name", deStr), fd("size", deSize), fd("align", deU), fd("encoding", deATE), fd("flags", deFlags),
			fd("num_extra_inhabitants", deU).optional(), fd("dataSize", deU).optional(),
			// Written by LLVM after 22 (no target row yet).
			fd("file", deMD).readOnly(), fd("line", deU).readOnly(), fd("scope", deMD).readOnly()},
		show:    []string{"tag", "name", "scope", "file", "line", "size", "align", "dataSize", "encoding", "num_extra_inhabitants", "flags"},
		layouts: lay(6, 12)},
	"DIStringType": {code: mdStringType, sizeBit: 2,
		fields: []diField{fdTag(0x12), fd("name", deStr), fd("stringLength", deMD), fd("stringLengthExpression", deMD),
			fd("stringLocationExpression", deMD), fd("size", deSize), fd("align", deU), fd("encoding", deATE)},
		show: []string{"tag", "name", "stringLength", "stringLengthExpression", "stringLocationExpression", "size", "align", "encoding"},
		// 8 operands: before stringLocationExpression (LLVM 12).
		layouts: []diLayout{{min: 8, max: 8, fields: []diField{fdTag(0x12), fd("name", deStr), fd("stringLength", deMD),
			fd("stringLengthExpression", deMD), fd("size", deSize), fd("align", deU), fd("encoding", deATE)}}, {min: 9, max: 9}}},
	"DIDerivedType": {code: mdDerivedType, sizeBit: 2,
		fields: []diField{fdTag(-1), fd("name", deStr), fd("file", deMD), fd("line", deU), fd("scope", deMD),
			fd("baseType", deMD).always(), fd("size", deSize), fd("align", deU), fd("offset", deSize), fd("flags", deFlags), fd("extraData", deMD),
			fd("dwarfAddressSpace", deDWAS), fd("annotations", deMD), fd("ptrAuthKey", dePtrAuth).optional()},
		show: []string{"tag", "name", "scope", "file", "line", "baseType", "size", "align", "offset", "flags", "extraData",
			"dwarfAddressSpace", "annotations", "ptrAuthKey", "ptrAuthIsAddressDiscriminated", "ptrAuthExtraDiscriminator",
			"ptrAuthIsaPointer", "ptrAuthAuthenticatesNullValues"},
		layouts: lay(12, 16)},
	"DICompositeType": {code: mdCompositeType, head: 2, sizeBit: 4,
		fields: []diField{fdTag(-1), fd("name", deStr), fd("file", deMD), fd("line", deU),
			fd("scope", deMD), fd("baseType", deMD), fd("size", deSize), fd("align", deU), fd("offset", deSize), fd("flags", deFlags),
			fd("elements", deMD), fd("runtimeLang", deLang), fd("vtableHolder", deMD), fd("templateParams", deMD), fd("identifier", deStr),
			fd("discriminator", deMD), fd("dataLocation", deMD), fd("associated", deMD), fd("allocated", deMD), fd("rank", deI64MD),
			fd("annotations", deMD), fd("num_extra_inhabitants", deU).optional(), fd("specification", deMD).optional(),
			fd("enumKind", deEnumKind).optional(), fd("bitStride", deMD).optional()},
		show: []string{"tag", "name", "scope", "file", "line", "baseType", "size", "align", "offset", "num_extra_inhabitants",
			"flags", "elements", "runtimeLang", "vtableHolder", "templateParams", "identifier", "discriminator", "dataLocation",
			"associated", "allocated", "rank", "annotations", "specification", "enumKind", "bitStride"},
		layouts: lay(16, 26)},
	"DISubroutineType": {code: mdSubroutineType, head: 2,
		fields:  []diField{fd("flags", deFlags), fd("types", deMD).always(), fd("cc", deCC)},
		show:    []string{"flags", "cc", "types"},
		layouts: lay(3, 4)},
	"DISubprogram": {code: mdSubprogram, head: 2 | 4,
		fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("linkageName", deStr),
			fd("file", deMD), fd("line", deU), fd("type", deMD), fd("scopeLine", deU), fd("containingType", deMD), fd("spFlags", deSPFlags),
			fd("virtualIndex", deU), fd("flags", deFlags), fd("unit", deMD), fd("templateParams", deMD), fd("declaration", deMD),
			fd("retainedNodes", deMD), fd("thisAdjustment", deI32), fd("thrownTypes", deMD), fd("annotations", deMD),
			fd("targetFuncName", deStr).optional(), fd("keyInstructions", deBool).optional()},
		show: []string{"name", "linkageName", "scope", "file", "line", "type", "scopeLine", "containingType", "virtualIndex",
			"thisAdjustment", "flags", "spFlags", "unit", "templateParams", "declaration", "retainedNodes", "thrownTypes",
			"annotations", "targetFuncName", "keyInstructions"},
		// Bits 1 (hasUnit) and 2 (hasSPFlags) are set since LLVM 8.
		layouts: []diLayout{{headMask: 6, headVal: 6, min: 18, max: 21}},
		oldHead: "DISubprogram records without DISPFlags (LLVM before 8) are not supported; first operand",
		fix:     fixSubprogram},
	"DILexicalBlock": {code: mdLexicalBlock,
		fields: []diField{fd("scope", deMD).always(), fd("file", deMD), fd("line", deU), fd("column", deU)},
		show:   []string{"scope", "file", "line", "column"}, layouts: lay(5, 5)},
	"DILexicalBlockFile": {code: mdLexicalBlockFile,
		fields: []diField{fd("scope", deMD).always(), fd("file", deMD), fd("discriminator", deU).always()},
		show:   []string{"scope", "file", "discriminator"}, layouts: lay(4, 4)},
	"DICommonBlock": {code: mdCommonBlock,
		fields: []diField{fd("scope", deMD).always(), fd("declaration", deMD).always(), fd("name", deStr), fd("file", deMD), fd("line", deU)},
		show:   []string{"scope", "declaration", "name", "file", "line"}, layouts: lay(6, 6)},
	"DIMacro": {code: mdMacro,
		fields: []diField{fd("type", deMacinfo).always(), fd("line", deU), fd("name", deStr), fd("value", deStr)},
		show:   []string{"type", "line", "name", "value"}, layouts: lay(5, 5)},
	"DIMacroFile": {code: mdMacroFile,
		fields: []diField{{name: "type", enc: deMacinfo, num: true, def: 3 /* DW_MACINFO_start_file */}, fd("line", deU),
			fd("file", deMD).always(), fd("nodes", deMD)},
		show: []string{"type", "line", "file", "nodes"}, layouts: lay(5, 5)},
	"DIAssignID": {code: mdAssignID, show: []string{}, layouts: lay(1, 1), fix: fixAssignID},
	"DISubrangeType": {code: mdSubrangeType, feature: &target.BitcodeDISubrangeType, sizeBit: 2,
		fields: []diField{fd("name", deStr), fd("file", deMD), fd("line", deU), fd("scope", deMD), fd("size", deSize), fd("align", deU),
			fd("flags", deFlags), fd("baseType", deMD), fd("lowerBound", deMD), fd("upperBound", deMD), fd("stride", deMD), fd("bias", deMD)},
		show: []string{"name", "scope", "file", "line", "size", "align", "flags", "baseType", "lowerBound", "upperBound",
			"stride", "bias"},
		layouts: lay(13, 13)},
	"DIFixedPointType": {code: mdFixedPointType, feature: &target.BitcodeDIFixedPointType, sizeBit: 2,
		fields: []diField{fdTag(0x24), fd("name", deStr), fd("size", deSize), fd("align", deU), fd("encoding", deATE), fd("flags", deFlags),
			fd("kind", deFixedKind).always(), fd("factor", deI), fd("numerator", deWideInt), fd("denominator", deWideInt)},
		show: []string{"tag", "name", "size", "align", "encoding", "flags", "kind", "factor", "numerator", "denominator"},
		// From numerator on, variable-length APInt operands, printed
		// signed or unsigned by the encoding operand: fixFixedPoint.
		layouts: []diLayout{{min: 13, max: 1 << 30}}, fix: fixFixedPoint},
	"DITemplateTypeParameter": {code: mdTemplateType,
		fields: []diField{fd("name", deStr), fd("type", deMD).always(), fd("defaulted", deBool)},
		show:   []string{"name", "type", "defaulted"}, layouts: lay(3, 4)},
	"DITemplateValueParameter": {code: mdTemplateValue,
		fields: []diField{fdTag(0x30), fd("name", deStr), fd("type", deMD), fd("defaulted", deBool), fd("value", deMD).always()},
		show:   []string{"tag", "name", "type", "defaulted", "value"},
		// 5 operands: before isDefault (LLVM 11).
		layouts: []diLayout{{min: 5, max: 5, fields: []diField{fdTag(0x30), fd("name", deStr), fd("type", deMD),
			fd("value", deMD).always()}}, {min: 6, max: 6}}},
	"DIGlobalVariable": {code: mdGlobalVar, head: 2 << 1,
		fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("linkageName", deStr),
			fd("file", deMD), fd("line", deU), fd("type", deMD), fd("isLocal", deBool).always(), fd("isDefinition", deBoolTrue).always(),
			fd("declaration", deMD), fd("templateParams", deMD), fd("align", deU), fd("annotations", deMD)},
		show: []string{"name", "linkageName", "scope", "file", "line", "type", "isLocal", "isDefinition", "declaration",
			"templateParams", "align", "annotations"},
		// Version in bits 1 and up: 1 kept a (retired) expression before
		// the declaration and had no templateParams; 2 is LLVM 5's.
		layouts: []diLayout{
			{headMask: ^uint64(1), headVal: 1 << 1, min: 11, max: 13, fields: []diField{fd("scope", deMD).always(), fd("name", deStr),
				fd("linkageName", deStr), fd("file", deMD), fd("line", deU), fd("type", deMD), fd("isLocal", deBool).always(),
				fd("isDefinition", deBool).always(), fdSkip(), fd("declaration", deMD), fd("align", deU), fd("annotations", deMD)}},
			{headMask: ^uint64(1), headVal: 2 << 1, min: 11, max: 13}},
		oldHead: "DIGlobalVariable record version"},
	"DILocalVariable": {code: mdLocalVar, head: 2,
		fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("file", deMD), fd("line", deU),
			fd("type", deMD), fd("arg", deU), fd("flags", deFlags), fd("align", deU), fd("annotations", deMD)},
		show: []string{"name", "arg", "scope", "file", "line", "type", "flags", "align", "annotations"},
		// Bit 1 (hasAlignment) is set since LLVM 4; before, a record
		// longer than 8 operands starts with the tag.
		layouts: []diLayout{
			{headMask: 2, headVal: 2, min: 8, max: 11},
			{headMask: 2, headVal: 0, min: 8, max: 8, fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("file", deMD),
				fd("line", deU), fd("type", deMD), fd("arg", deU), fd("flags", deFlags)}},
			{headMask: 2, headVal: 0, min: 9, max: 11, fields: []diField{fdSkip(), fd("scope", deMD).always(), fd("name", deStr),
				fd("file", deMD), fd("line", deU), fd("type", deMD), fd("arg", deU), fd("flags", deFlags)}}}},
	"DIGlobalVariableExpression": {code: mdGlobalVarExpr,
		fields: []diField{fd("var", deMD), fd("expr", deMD)},
		show:   []string{"var", "expr"}, layouts: lay(3, 3), fix: fixGlobalVarExpr},
	"DIObjCProperty": {code: mdObjCProperty,
		fields: []diField{fd("name", deStr), fd("file", deMD), fd("line", deU), fd("setter", deStr),
			fd("getter", deStr), fd("attributes", deU), fd("type", deMD)},
		show: []string{"name", "file", "line", "setter", "getter", "attributes", "type"},
		// Up to LLVM 21 the getter came first (llvm-project PR 165421);
		// the order is not versioned, so it follows the producer (an
		// unknown one gets the old order).
		layouts: []diLayout{
			{min: 8, max: 8, olderThan: &target.BitcodeObjCPropertySetterFirst, fields: []diField{fd("name", deStr), fd("file", deMD),
				fd("line", deU), fd("getter", deStr), fd("setter", deStr), fd("attributes", deU), fd("type", deMD)}},
			{min: 8, max: 8}}},
	"DIImportedEntity": {code: mdImportedEntity,
		fields: []diField{fdTag(-1), fd("scope", deMD).always(), fd("entity", deMD), fd("line", deU),
			fd("name", deStr), fd("file", deMD), fd("elements", deMD)},
		show: []string{"tag", "name", "scope", "entity", "file", "line", "elements"},
		// 6 operands: before file (LLVM 9); its line is not printed.
		layouts: []diLayout{{min: 6, max: 6, fields: []diField{fdTag(-1), fd("scope", deMD).always(), fd("entity", deMD),
			fdSkip(), fd("name", deStr)}}, {min: 7, max: 8}}},
	// Written by code of their own; listed for their fields.
	"DIFile": {code: mdFile,
		fields: []diField{fd("filename", deStr).always(), fd("directory", deStr).always(), fd("checksumkind", deChecksum),
			fd("checksum", deStr), {name: "source", enc: deStr, cond: true, def: -1}},
		show:    []string{"filename", "directory", "checksumkind", "checksum", "source"},
		layouts: []diLayout{{lens: []int{3, 5, 6}}}, fix: fixFile},
	"DICompileUnit": {code: mdCompileUnit, distinct: true,
		fields: []diField{fd("language", deCULang), fd("file", deMD).always(), fd("producer", deStr),
			fd("isOptimized", deBool).always(), fd("flags", deStr), fd("runtimeVersion", deU).always(), fd("splitDebugFilename", deStr),
			fd("emissionKind", deEmission).always(), fd("enums", deMD), fd("retainedTypes", deMD), fd("subprograms", deZero), fd("globals", deMD),
			fd("imports", deMD), fd("dwoId", deU), fd("macros", deMD), fd("splitDebugInlining", deBoolTrue),
			fd("debugInfoForProfiling", deBool), fd("nameTableKind", deNameTable), fd("rangesBaseAddress", deBool), fd("sysroot", deStr),
			fd("sdk", deStr), fd("sourceLanguageVersion", deU).optional()},
		show: []string{"sourceLanguageName", "sourceLanguageVersion", "language", "file", "producer", "isOptimized", "flags",
			"runtimeVersion", "splitDebugFilename", "emissionKind", "enums", "retainedTypes", "globals", "imports", "macros",
			"dwoId", "splitDebugInlining", "debugInfoForProfiling", "nameTableKind", "rangesBaseAddress", "sysroot", "sdk"},
		layouts: lay(14, 23), fix: fixCompileUnit},
	"DINamespace": {code: mdNamespace,
		fields:    []diField{fd("scope", deMD).always(), fd("name", deStr)},
		show:      []string{"name", "scope", "exportSymbols"},
		headFlags: []diHeadFlag{{"exportSymbols", 2}},
		// 5 operands: [scope, file, name, line] (before LLVM 5).
		layouts: []diLayout{{min: 3, max: 3}, {min: 5, max: 5, fields: []diField{fd("scope", deMD).always(), fdSkip(),
			fd("name", deStr)}}}},
	"DILabel": {code: mdLabel,
		fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("file", deMD), fd("line", deU),
			fd("column", deU).optional(), fd("coroSuspendIdx", deU64Max).optional()},
		show:      []string{"scope", "name", "file", "line", "column", "isArtificial", "coroSuspendIdx"},
		headFlags: []diHeadFlag{{"isArtificial", 2}},
		layouts:   lay(5, 7)},
	"DIModule": {code: mdModule,
		fields: []diField{fd("file", deMD), fd("scope", deMD).always(), fd("name", deStr), fd("configMacros", deStr),
			fd("includePath", deStr), fd("apinotes", deStr), fd("line", deU), fd("isDecl", deBool)},
		show: []string{"scope", "name", "configMacros", "includePath", "apinotes", "file", "line", "isDecl"},
		// Fewer than 8 operands: before file and line (LLVM 11).
		layouts: []diLayout{{min: 5, max: 7, fields: []diField{fd("scope", deMD).always(), fd("name", deStr), fd("configMacros", deStr),
			fd("includePath", deStr), fd("apinotes", deStr)}}, {min: 8, max: 9}}},
	"DIEnumerator":  {code: mdEnumerator, read: readEnumerator},
	"DIExpression":  {code: mdExpression, read: readExpression},
	"DIArgList":     {code: mdArgList},
	"GenericDINode": {code: mdGenericDebug, read: readGenericDINode},
}

// diByCode finds a kind by its record code.
var diByCode = map[uint32]*diKind{}

// diMaxShow bounds a kind's print order (the reader keeps a node's field
// values in a fixed array; TestDITable checks every kind fits).
const diMaxShow = 32

// wDIExtraFields are text fields a kind has besides its table fields and
// head flags: inputs to a packed operand (ptrAuth*), spellings handled
// by code (sourceLanguageName, the pre-LLVM 8 DISubprogram flags).
var wDIExtraFields = map[string][]string{
	"DIDerivedType":   {"ptrAuthIsAddressDiscriminated", "ptrAuthExtraDiscriminator", "ptrAuthIsaPointer", "ptrAuthAuthenticatesNullValues"},
	"DICompileUnit":   {"sourceLanguageName"},
	"DISubprogram":    {"virtuality", "isLocal", "isDefinition", "isOptimized"},
	"DIEnumerator":    {"name", "value", "isUnsigned"},
	"DIFile":          {},
	"DILocation":      {},
	"DIAssignID":      {},
	"DIArgList":       {},
	"GenericDINode":   {"tag", "header", "operands"},
	"DIExpression":    {},
	"DISubrange":      {},
	"DIBasicType":     {},
	"DICompositeType": {},
}

// init gives each optional field the version of its row in the target
// table (TestDIOptionalFieldsHaveRows checks every one has a row), each
// field its place in the print order, and each kind its current layout.
func init() {
	rows := append(append([]target.MDFieldRow(nil), target.MDFields...), target.MDFieldsBitcode...)
	for kind, k := range diKinds {
		diByCode[k.code] = k
		k.index = map[string]int{}
		for i := range k.fields {
			fl := &k.fields[i]
			if !fl.rd {
				k.index[fl.name] = i
			}
			for _, r := range rows {
				if r.Kind == kind && r.Field == fl.name && fl.opt {
					fl.since = r.Feature.Since
				}
			}
		}
		for _, x := range wDIExtraFields[kind] {
			k.index[x] = -1
		}
		for _, hf := range k.headFlags {
			k.index[hf.name] = -1
		}
		if k.read != nil || k.show == nil {
			continue
		}
		k.showPos = map[string]int{}
		for i, name := range k.show {
			k.showPos[name] = i
		}
		place := func(fs []diField) {
			for i := range fs {
				p, ok := k.showPos[fs[i].name]
				if !ok {
					p = -1
				}
				fs[i].pos = p
			}
		}
		place(k.fields)
		for i := range k.layouts {
			l := &k.layouts[i]
			if l.fields != nil {
				place(l.fields)
			}
			if l.lens == nil && l.max == 0 {
				l.max = 1 + len(k.fields)
			}
		}
	}
}
