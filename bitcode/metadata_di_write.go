package bitcode

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irfix/irfix/bitcode/internal/dwarf"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Specialized debug-info nodes. The model keeps a node's fields as the
// text form names them (ir.MDNode.Fields); wDIKinds says, per kind, which
// record carries it and in which order and encoding each field goes, from
// LLVM's ModuleBitcodeWriter::writeDI* functions.
//
// Each field has the first LLVM version whose writer emits it (since; 0
// for LLVM 14's layout), taken from its row in target.MDFields /
// MDFieldsBitcode (no version literal here): a target gets exactly the fields its version
// writes, so a record has the length its reader expects. That matters:
// LLVM 19+ readers take DIDerivedType's annotations from a 14-field
// record only when its ptrauth operand is there too. A field a target
// lacks but the module sets is an error. A few fields LLVM writes only
// when present (cond: DIFile's source).

// wDIEnc says how a field value becomes a record operand.
type wDIEnc uint8

const (
	deMD        wDIEnc = iota // metadata reference: ID+1, 0 for null
	deMD0                     // metadata reference: ID (never null)
	deU                       // unsigned integer
	deI                       // signed integer, two's complement
	deBool                    // true / false, default false
	deBoolTrue                // true / false, default true
	deTag                     // DW_TAG_* (or a number)
	deATE                     // DW_ATE_*
	deCC                      // DW_CC_*
	deVirt                    // DW_VIRTUALITY_*
	deMacinfo                 // DW_MACINFO_*
	deEmission                // FullDebug, ...
	deNameTable               // None, GNU, ...
	deFlags                   // DIFlag* | ...
	deSPFlags                 // DISPFlag* | ...
	deI64MD                   // an integer (stored as ConstantAsMetadata i64) or a node
	deDWAS                    // dwarfAddressSpace: value+1, 0 when absent
	deU64Max                  // unsigned, absent = 2^64-1
	deEnumKind                // DW_APPLE_ENUM_KIND_*, absent = 2^32-1
	deZero                    // always 0 (a retired operand)
	dePtrAuth                 // DIDerivedType pointer-authentication fields, packed
	deFixedKind               // DIFixedPointType kind: Binary, Decimal, Rational
	deLang                    // DW_LANG_*
	deWideInt                 // an APInt: (words << 32 | width), then the words sign-rotated
)

type wDIField struct {
	name  string
	enc   wDIEnc
	cond  bool  // written only when set
	opt   bool  // absent from LLVM 14's layout: its version is a target row's
	since int   // the first version that writes an opt field (from target)
	tag   int64 // default tag for deTag fields (-1: required)
}

type wDIKind struct {
	code uint32
	// feature, when set, is the first reader that knows the kind.
	feature *target.Feature
	// head is OR-ed into the first operand (distinct is bit 0).
	head   uint64
	fields []wDIField
	index  map[string]int
}

func wdf(name string, enc wDIEnc) wDIField { return wDIField{name: name, enc: enc, tag: -1} }
func wdopt(name string, enc wDIEnc) wDIField {
	return wDIField{name: name, enc: enc, opt: true, tag: -1}
}
func wdtag(def int64) wDIField { return wDIField{name: "tag", enc: deTag, tag: def} }

// wDIKinds lists the kinds written through the table; DILocation,
// DIEnumerator, DIExpression, DIFile, DICompileUnit's language, DIModule,
// DINamespace and DILabel need code of their own (see writeDINode).
var wDIKinds = map[string]*wDIKind{
	"DISubrange":        {code: mdSubrange, head: 2 << 1, fields: []wDIField{wdf("count", deI64MD), wdf("lowerBound", deI64MD), wdf("upperBound", deI64MD), wdf("stride", deI64MD)}},
	"DIGenericSubrange": {code: mdGenericSubrange, fields: []wDIField{wdf("count", deMD), wdf("lowerBound", deMD), wdf("upperBound", deMD), wdf("stride", deMD)}},
	"DIBasicType": {code: mdBasicType, fields: []wDIField{wdtag(0x24), wdf("name", deMD), wdf("size", deU), wdf("align", deU), wdf("encoding", deATE), wdf("flags", deFlags),
		wdopt("num_extra_inhabitants", deU), wdopt("dataSize", deU)}},
	"DIStringType": {code: mdStringType, fields: []wDIField{wdtag(0x12), wdf("name", deMD), wdf("stringLength", deMD), wdf("stringLengthExpression", deMD),
		wdf("stringLocationExpression", deMD), wdf("size", deU), wdf("align", deU), wdf("encoding", deATE)}},
	"DIDerivedType": {code: mdDerivedType, fields: []wDIField{wdtag(-1), wdf("name", deMD), wdf("file", deMD), wdf("line", deU), wdf("scope", deMD),
		wdf("baseType", deMD), wdf("size", deU), wdf("align", deU), wdf("offset", deU), wdf("flags", deFlags), wdf("extraData", deMD),
		wdf("dwarfAddressSpace", deDWAS), wdf("annotations", deMD), wdopt("ptrAuthKey", dePtrAuth)}},
	"DICompositeType": {code: mdCompositeType, head: 2, fields: []wDIField{wdtag(-1), wdf("name", deMD), wdf("file", deMD), wdf("line", deU),
		wdf("scope", deMD), wdf("baseType", deMD), wdf("size", deU), wdf("align", deU), wdf("offset", deU), wdf("flags", deFlags),
		wdf("elements", deMD), wdf("runtimeLang", deLang), wdf("vtableHolder", deMD), wdf("templateParams", deMD), wdf("identifier", deMD),
		wdf("discriminator", deMD), wdf("dataLocation", deMD), wdf("associated", deMD), wdf("allocated", deMD), wdf("rank", deI64MD),
		wdf("annotations", deMD), wdopt("num_extra_inhabitants", deU), wdopt("specification", deMD),
		wdopt("enumKind", deEnumKind), wdopt("bitStride", deMD)}},
	"DISubroutineType": {code: mdSubroutineType, head: 2, fields: []wDIField{wdf("flags", deFlags), wdf("types", deMD), wdf("cc", deCC)}},
	"DISubprogram": {code: mdSubprogram, head: 2 | 4, fields: []wDIField{wdf("scope", deMD), wdf("name", deMD), wdf("linkageName", deMD),
		wdf("file", deMD), wdf("line", deU), wdf("type", deMD), wdf("scopeLine", deU), wdf("containingType", deMD), wdf("spFlags", deSPFlags),
		wdf("virtualIndex", deU), wdf("flags", deFlags), wdf("unit", deMD), wdf("templateParams", deMD), wdf("declaration", deMD),
		wdf("retainedNodes", deMD), wdf("thisAdjustment", deI), wdf("thrownTypes", deMD), wdf("annotations", deMD),
		wdopt("targetFuncName", deMD), wdopt("keyInstructions", deBool)}},
	"DILexicalBlock":     {code: mdLexicalBlock, fields: []wDIField{wdf("scope", deMD), wdf("file", deMD), wdf("line", deU), wdf("column", deU)}},
	"DILexicalBlockFile": {code: mdLexicalBlockFile, fields: []wDIField{wdf("scope", deMD), wdf("file", deMD), wdf("discriminator", deU)}},
	"DICommonBlock":      {code: mdCommonBlock, fields: []wDIField{wdf("scope", deMD), wdf("declaration", deMD), wdf("name", deMD), wdf("file", deMD), wdf("line", deU)}},
	"DIMacro":            {code: mdMacro, fields: []wDIField{wdf("type", deMacinfo), wdf("line", deU), wdf("name", deMD), wdf("value", deMD)}},
	"DIMacroFile":        {code: mdMacroFile, fields: []wDIField{wdf("type", deMacinfo), wdf("line", deU), wdf("file", deMD), wdf("nodes", deMD)}},
	"DIAssignID":         {code: mdAssignID},
	"DISubrangeType": {code: mdSubrangeType, feature: &target.BitcodeDISubrangeType, fields: []wDIField{wdf("name", deMD),
		wdf("file", deMD), wdf("line", deU), wdf("scope", deMD), wdf("size", deU), wdf("align", deU), wdf("flags", deFlags),
		wdf("baseType", deMD), wdf("lowerBound", deMD), wdf("upperBound", deMD), wdf("stride", deMD), wdf("bias", deMD)}},
	"DIFixedPointType": {code: mdFixedPointType, feature: &target.BitcodeDIFixedPointType, fields: []wDIField{wdtag(0x24),
		wdf("name", deMD), wdf("size", deU), wdf("align", deU), wdf("encoding", deATE), wdf("flags", deFlags),
		wdf("kind", deFixedKind), wdf("factor", deI), wdf("numerator", deWideInt), wdf("denominator", deWideInt)}},
	"DITemplateTypeParameter": {code: mdTemplateType, fields: []wDIField{wdf("name", deMD), wdf("type", deMD), wdf("defaulted", deBool)}},
	"DITemplateValueParameter": {code: mdTemplateValue, fields: []wDIField{wdtag(0x30), wdf("name", deMD), wdf("type", deMD),
		wdf("defaulted", deBool), wdf("value", deMD)}},
	"DIGlobalVariable": {code: mdGlobalVar, head: 2 << 1, fields: []wDIField{wdf("scope", deMD), wdf("name", deMD), wdf("linkageName", deMD),
		wdf("file", deMD), wdf("line", deU), wdf("type", deMD), wdf("isLocal", deBool), wdf("isDefinition", deBoolTrue), wdf("declaration", deMD),
		wdf("templateParams", deMD), wdf("align", deU), wdf("annotations", deMD)}},
	"DILocalVariable": {code: mdLocalVar, head: 2, fields: []wDIField{wdf("scope", deMD), wdf("name", deMD), wdf("file", deMD), wdf("line", deU),
		wdf("type", deMD), wdf("arg", deU), wdf("flags", deFlags), wdf("align", deU), wdf("annotations", deMD)}},
	"DIGlobalVariableExpression": {code: mdGlobalVarExpr, fields: []wDIField{wdf("var", deMD), wdf("expr", deMD)}},
	"DIObjCProperty": {code: mdObjCProperty, fields: []wDIField{wdf("name", deMD), wdf("file", deMD), wdf("line", deU), wdf("setter", deMD),
		wdf("getter", deMD), wdf("attributes", deU), wdf("type", deMD)}},
	"DIImportedEntity": {code: mdImportedEntity, fields: []wDIField{wdtag(-1), wdf("scope", deMD), wdf("entity", deMD), wdf("line", deU),
		wdf("name", deMD), wdf("file", deMD), wdf("elements", deMD)}},
	// Written by code of their own; listed for their fields.
	"DILocation": {code: mdLocation, fields: []wDIField{wdf("line", deU), wdf("column", deU), wdf("scope", deMD0), wdf("inlinedAt", deMD),
		wdf("isImplicitCode", deBool), wdopt("atomGroup", deU), wdopt("atomRank", deU)}},
	"DIFile": {code: mdFile, fields: []wDIField{wdf("filename", deMD), wdf("directory", deMD), wdf("checksumkind", deZero), wdf("checksum", deMD),
		{name: "source", enc: deMD, cond: true, tag: -1}}},
	"DICompileUnit": {code: mdCompileUnit, fields: []wDIField{wdf("language", deZero), wdf("file", deMD), wdf("producer", deMD),
		wdf("isOptimized", deBool), wdf("flags", deMD), wdf("runtimeVersion", deU), wdf("splitDebugFilename", deMD),
		wdf("emissionKind", deEmission), wdf("enums", deMD), wdf("retainedTypes", deMD), wdf("subprograms", deZero), wdf("globals", deMD),
		wdf("imports", deMD), wdf("dwoId", deU), wdf("macros", deMD), wdf("splitDebugInlining", deBoolTrue),
		wdf("debugInfoForProfiling", deBool), wdf("nameTableKind", deNameTable), wdf("rangesBaseAddress", deBool), wdf("sysroot", deMD),
		wdf("sdk", deMD), wdopt("sourceLanguageVersion", deU)}},
	"DINamespace": {code: mdNamespace, fields: []wDIField{wdf("scope", deMD), wdf("name", deMD)}},
	"DILabel": {code: mdLabel, fields: []wDIField{wdf("scope", deMD), wdf("name", deMD), wdf("file", deMD), wdf("line", deU),
		wdopt("column", deU), wdopt("coroSuspendIdx", deU64Max)}},
	"DIModule": {code: mdModule, fields: []wDIField{wdf("file", deMD), wdf("scope", deMD), wdf("name", deMD), wdf("configMacros", deMD),
		wdf("includePath", deMD), wdf("apinotes", deMD), wdf("line", deU), wdf("isDecl", deBool)}},
	"DIEnumerator":  {code: mdEnumerator},
	"DIExpression":  {code: mdExpression},
	"DIArgList":     {code: mdArgList},
	"GenericDINode": {code: mdGenericDebug},
}

// wDIExtraFields are text fields a kind has besides its table fields:
// inputs to a packed operand (ptrAuth*) or to the distinct operand
// (exportSymbols, isArtificial), spellings handled by code
// (sourceLanguageName, the pre-LLVM 8 DISubprogram flags).
var wDIExtraFields = map[string][]string{
	"DIDerivedType":   {"ptrAuthIsAddressDiscriminated", "ptrAuthExtraDiscriminator", "ptrAuthIsaPointer", "ptrAuthAuthenticatesNullValues"},
	"DINamespace":     {"exportSymbols"},
	"DILabel":         {"isArtificial"},
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

// wMDFieldFeature returns the target-table row of a debug-info field
// (fields without a row are read by every target).
func wMDFieldFeature(kind, field string) target.Feature {
	for _, rows := range [][]target.MDFieldRow{target.MDFields, target.MDFieldsBitcode} {
		for _, r := range rows {
			if r.Kind == kind && r.Field == field {
				return r.Feature
			}
		}
	}
	return target.Feature{Name: field + " field of " + kind}
}

// init gives each optional field the version of its row in the target
// table (TestDIOptionalFieldsHaveRows checks every one has a row).
func init() {
	rows := append(append([]target.MDFieldRow(nil), target.MDFields...), target.MDFieldsBitcode...)
	for kind, k := range wDIKinds {
		k.index = map[string]int{}
		for i := range k.fields {
			fl := &k.fields[i]
			k.index[fl.name] = i
			for _, r := range rows {
				if r.Kind == kind && r.Field == fl.name && fl.opt {
					fl.since = r.Feature.Since
				}
			}
		}
		for _, x := range wDIExtraFields[kind] {
			k.index[x] = -1
		}
	}
}

// diFields returns n's field values in table order; unknown fields fail.
func (w *wWriter) diFields(n *ir.MDNode, k *wDIKind) ([]ir.Metadata, []bool) {
	vals := make([]ir.Metadata, len(k.fields))
	set := make([]bool, len(k.fields))
	for _, fl := range n.Fields {
		i, ok := k.index[fl.Name]
		if !ok {
			w.fail(ErrNotExpressible, "!"+n.Kind, "field %q is not known to the bitcode writer (target %s)", fl.Name, w.t)
		}
		if i >= 0 {
			vals[i] = fl.Val
			set[i] = true
		}
	}
	return vals, set
}

// diInt reads an integer field value.
func (w *wWriter) diInt(n *ir.MDNode, name string, v ir.Metadata) uint64 {
	switch x := v.(type) {
	case nil:
		return 0
	case ir.MDInt:
		if x.Text == "" {
			return uint64(x.V)
		}
		return w.parseMDIntText(n, name, x.Text)
	case ir.MDIdent:
		switch x.S {
		case "true":
			return 1
		case "false":
			return 0
		}
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: want an integer, have %T", name, v)
	return 0
}

// parseMDIntText reads an integer too large for int64 (kept as text).
func (w *wWriter) parseMDIntText(n *ir.MDNode, name, s string) uint64 {
	t := strings.TrimLeft(s, "us")
	if u, err := strconv.ParseUint(t, 0, 64); err == nil {
		return u
	}
	if i, err := strconv.ParseInt(t, 0, 64); err == nil {
		return uint64(i)
	}
	if b, ok := new(big.Int).SetString(t, 0); ok {
		return b.Uint64()
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: bad integer %q", name, s)
	return 0
}

// diEnum reads a field spelled with an enum name (or a number).
func (w *wWriter) diEnum(n *ir.MDNode, name string, v ir.Metadata, tables ...*dwarf.Table) uint64 {
	switch x := v.(type) {
	case nil:
		return 0
	case ir.MDInt:
		return w.diInt(n, name, v)
	case ir.MDIdent:
		for _, t := range tables {
			if val, ok := t.Value(x.S); ok {
				return val
			}
		}
		w.fail(ErrBadModule, "!"+n.Kind, "field %s: unknown value %s", name, x.S)
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: want a name, have %T", name, v)
	return 0
}

// diFlags reads `A | B | 8`.
func (w *wWriter) diFlags(n *ir.MDNode, name string, v ir.Metadata, table *dwarf.Table) uint64 {
	id, ok := v.(ir.MDIdent)
	if !ok {
		return w.diEnum(n, name, v, table)
	}
	var out uint64
	for _, part := range strings.Split(id.S, "|") {
		p := strings.TrimSpace(part)
		if val, ok := table.Value(p); ok {
			out |= val
			continue
		}
		u, err := strconv.ParseUint(p, 0, 64)
		if err != nil {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s: unknown flag %s", name, p)
		}
		out |= u
	}
	return out
}

// diValue encodes one field.
func (w *wWriter) diValue(n *ir.MDNode, fl *wDIField, v ir.Metadata, set bool) uint64 {
	switch fl.enc {
	case deMD:
		return w.mdOrNull(v)
	case deMD0:
		if v == nil {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s is required", fl.name)
		}
		return uint64(w.mdID(v))
	case deU, deI:
		return w.diInt(n, fl.name, v)
	case deBool:
		return w.diInt(n, fl.name, v)
	case deBoolTrue:
		if !set {
			return 1
		}
		return w.diInt(n, fl.name, v)
	case deTag:
		if !set {
			if fl.tag < 0 {
				w.fail(ErrBadModule, "!"+n.Kind, "missing tag")
			}
			return uint64(fl.tag)
		}
		return w.diEnum(n, fl.name, v, dwarf.Tag)
	case deATE:
		return w.diEnum(n, fl.name, v, dwarf.ATE)
	case deCC:
		return w.diEnum(n, fl.name, v, dwarf.CC)
	case deVirt:
		return w.diEnum(n, fl.name, v, dwarf.Virtuality)
	case deMacinfo:
		if !set && n.Kind == "DIMacroFile" {
			v, _ := dwarf.Macinfo.Value("DW_MACINFO_start_file")
			return v
		}
		return w.diEnum(n, fl.name, v, dwarf.Macinfo)
	case deEmission:
		return w.diEnum(n, fl.name, v, dwarf.EmissionKind)
	case deNameTable:
		return w.diEnum(n, fl.name, v, dwarf.NameTableKind)
	case deFlags:
		return w.diFlags(n, fl.name, v, dwarf.DIFlag)
	case deSPFlags:
		return w.diFlags(n, fl.name, v, dwarf.DISPFlag)
	case deI64MD:
		if x, ok := v.(ir.MDInt); ok {
			return uint64(w.mdValueID(ir.Int(ir.I64, int64(w.diInt(n, fl.name, x))))) + 1
		}
		return w.mdOrNull(v)
	case deDWAS:
		if !set {
			return 0
		}
		return w.diInt(n, fl.name, v) + 1
	case deU64Max:
		if !set {
			return math.MaxUint64
		}
		return w.diInt(n, fl.name, v)
	case deEnumKind:
		if !set {
			return math.MaxUint32
		}
		return w.diEnum(n, fl.name, v, dwarf.AppleEnumKind)
	case deZero:
		return 0
	case dePtrAuth:
		return w.diPtrAuth(n)
	case deLang:
		return w.diEnum(n, fl.name, v, dwarf.Lang)
	case deFixedKind:
		return w.diEnum(n, fl.name, v, dwarf.FixedPointKind)
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: no encoding", fl.name)
	return 0
}

// diPtrAuth packs DIDerivedType's pointer-authentication fields
// (DIDerivedType::PtrAuthData: key bits 0-3, address discrimination bit
// 4, extra discriminator bits 5-20, isa pointer bit 21, authenticates
// null values bit 22).
func (w *wWriter) diPtrAuth(n *ir.MDNode) uint64 {
	get := func(name string) uint64 {
		v, _ := n.Field(name)
		return w.diInt(n, name, v)
	}
	if _, ok := n.Field("ptrAuthKey"); !ok {
		return 0
	}
	return get("ptrAuthKey")&15 | get("ptrAuthIsAddressDiscriminated")&1<<4 | get("ptrAuthExtraDiscriminator")&0xffff<<5 |
		get("ptrAuthIsaPointer")&1<<21 | get("ptrAuthAuthenticatesNullValues")&1<<22
}

// diIsDefault reports whether an optional field holds its absent value.
func diIsDefault(fl *wDIField, v ir.Metadata, set bool) bool {
	if !set {
		return true
	}
	switch x := v.(type) {
	case nil:
		return fl.enc == deMD
	case ir.MDInt:
		return x.Text == "" && x.V == 0 && fl.enc != deU64Max && fl.enc != deEnumKind
	case ir.MDIdent:
		return x.S == "false"
	}
	return false
}

// diRecord builds the record of a table kind after its first operand.
func (w *wWriter) diRecord(n *ir.MDNode, k *wDIKind, rec []uint64) []uint64 {
	vals, set := w.diFields(n, k)
	last := -1
	for i := range k.fields {
		fl := &k.fields[i]
		switch {
		case fl.since > w.t.Major:
			if !diIsDefault(fl, vals[i], set[i]) || fl.enc == dePtrAuth && set[i] {
				w.fail(ErrNotExpressible, "!"+n.Kind, "field %s needs LLVM >= %d; target is %s", fl.name, fl.since, w.t)
			}
		case fl.cond && !set[i]:
		default:
			last = i
		}
	}
	for i := 0; i <= last; i++ {
		if k.fields[i].enc == deWideInt {
			rec = w.diWideInt(n, k.fields[i].name, vals[i], rec)
			continue
		}
		rec = append(rec, w.diValue(n, &k.fields[i], vals[i], set[i]))
	}
	return rec
}

// diWideInt writes an arbitrary-precision field as LLVM's writer does:
// (number of words << 32 | bit width), then the words sign-rotated. The
// width is the one LLVM's assembly parser gives the literal: its active
// bits if non-negative, its significant bits if negative (at least 1).
func (w *wWriter) diWideInt(n *ir.MDNode, name string, v ir.Metadata, rec []uint64) []uint64 {
	b := new(big.Int)
	switch x := v.(type) {
	case nil:
	case ir.MDInt:
		if x.Text == "" {
			b.SetInt64(x.V)
		} else if _, ok := b.SetString(trimIntPrefix(x.Text), 0); !ok {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s: bad integer %q", name, x.Text)
		}
	default:
		w.fail(ErrBadModule, "!"+n.Kind, "field %s: want an integer, have %T", name, v)
	}
	width := b.BitLen()
	if b.Sign() < 0 {
		width = new(big.Int).Not(b).BitLen() + 1 // significant bits of a negative value
	}
	width = max(width, 1)
	words := activeWords(wideWords(b, width))
	if b.Sign() < 0 {
		words = wideWords(b, width) // APInt keeps every word of a negative value
	}
	rec = append(rec, uint64(len(words))<<32|uint64(width))
	for _, wd := range words {
		rec = emitSigned(rec, int64(wd))
	}
	return rec
}

// diSPFlags folds the pre-LLVM 8 DISubprogram spellings (virtuality,
// isLocal, isDefinition, isOptimized) into spFlags when spFlags is absent.
func (w *wWriter) diSPFlags(n *ir.MDNode) (uint64, bool) {
	if _, ok := n.Field("spFlags"); ok {
		return 0, false
	}
	var fl uint64
	found := false
	if v, ok := n.Field("virtuality"); ok {
		fl |= w.diEnum(n, "virtuality", v, dwarf.Virtuality) & 3
		found = true
	}
	for _, x := range []struct {
		name string
		bit  uint64
	}{{"isLocal", 1 << 2}, {"isDefinition", 1 << 3}, {"isOptimized", 1 << 4}} {
		if v, ok := n.Field(x.name); ok {
			found = true
			if w.diInt(n, x.name, v) != 0 {
				fl |= x.bit
			}
		}
	}
	return fl, found
}

// diExpressionOps returns a DIExpression's elements as numbers.
func (w *wWriter) diExpressionOps(n *ir.MDNode, rec []uint64) []uint64 {
	for _, fl := range n.Fields {
		if fl.Name != "" {
			w.fail(ErrBadModule, "!DIExpression", "unexpected field %s", fl.Name)
		}
		switch x := fl.Val.(type) {
		case ir.MDIdent:
			v, ok := dwarf.Op.Value(x.S)
			if !ok {
				v, ok = dwarf.OpLLVM.Value(x.S)
			}
			if !ok {
				v, ok = dwarf.ATE.Value(x.S)
			}
			if !ok {
				w.fail(ErrBadModule, "!DIExpression", "unknown operation %s", x.S)
			}
			rec = append(rec, v)
		case ir.MDInt:
			rec = append(rec, w.diInt(n, "element", x))
		default:
			w.fail(ErrBadModule, "!DIExpression", "element of kind %T", fl.Val)
		}
	}
	return rec
}
