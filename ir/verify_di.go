package ir

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"sync"
)

// The fields of LLVM's specialized debug-info nodes, per node kind, with
// the kind of value LLVM's assembly reader takes for each (its
// PARSE_MD_FIELDS lists in LLParser, as of LLVM 22; older readers know a
// subset). The text reader uses the table to reject what llvm-as rejects
// ("invalid field", "expected metadata operand", "expected unsigned
// integer", ...) with the position of the offending token, and Verify uses
// it for the values a module holds (integer ranges, a number where a node
// belongs), whichever reader built the module.

// DIFieldKind is the kind of value a debug-info node field holds.
type DIFieldKind uint8

const (
	DIFieldMD           DIFieldKind = iota // a metadata operand (`!3`, `!{}`, `!"s"`, `i32 0`) or null
	DIFieldString                          // a quoted string `"s"` (not `!"s"`)
	DIFieldUnsigned                        // an unsigned integer up to Max
	DIFieldSigned                          // a signed integer in Min..SMax
	DIFieldInt                             // an integer of any width and sign
	DIFieldUnsignedOrMD                    // DIFieldUnsigned or DIFieldMD
	DIFieldSignedOrMD                      // DIFieldSigned or DIFieldMD
	DIFieldBool                            // true or false
	DIFieldFlags                           // DIFlag names and unsigned 32-bit numbers joined by '|'
	DIFieldSPFlags                         // DISPFlag names and unsigned 32-bit numbers joined by '|'
	DIFieldEnum                            // a name of the enumeration (see Names) or an unsigned number up to Max
	DIFieldList                            // `{!1, null}` (GenericDINode's operands)
)

// DIFieldSpec says what one field of a node kind holds.
type DIFieldSpec struct {
	Kind DIFieldKind
	// Max is the largest unsigned value (DIFieldUnsigned, DIFieldEnum,
	// DIFieldUnsignedOrMD).
	Max uint64
	// Min and SMax bound a signed value (DIFieldSigned, DIFieldSignedOrMD).
	Min, SMax int64
	// Names is, for DIFieldEnum, the prefix every name of the enumeration
	// starts with ("DW_TAG_") or, when it holds spaces, the whole set
	// ("NoDebug FullDebug ..."): the words LLVM's lexer gives the token
	// class the field takes. NoNumber: the field takes no number (a
	// checksum kind).
	Names    string
	NoNumber bool
	NotNull  bool // null is an error ("'scope' cannot be null")
	NotEmpty bool // "" is an error ("'name' cannot be empty")
}

// EnumWord reports whether word is a name of the field's enumeration
// that LLVM 22's reader knows.
func (s DIFieldSpec) EnumWord(word string) bool {
	if strings.Contains(s.Names, " ") {
		for _, n := range strings.Fields(s.Names) {
			if n == word {
				return true
			}
		}
		return false
	}
	return s.Names != "" && strings.HasPrefix(word, s.Names) && DIName(s.Names, word)
}

var diNameSets = sync.OnceValue(func() map[string]map[string]bool {
	sets := map[string]map[string]bool{}
	for prefix, list := range diNameLists {
		set := map[string]bool{}
		for _, n := range strings.Fields(list) {
			set[prefix+n] = true
		}
		sets[prefix] = set
	}
	return sets
})

// DIName reports whether word is a name LLVM 22's reader knows in the
// enumeration written with prefix: "DW_TAG_", "DW_LANG_", "DW_LNAME_",
// "DW_ATE_", "DW_CC_", "DW_VIRTUALITY_", "DW_OP_", "DW_MACINFO_",
// "DW_APPLE_ENUM_KIND_", "CSK_", "DIFlag", "DISPFlag" (verify_di_names.go,
// generated from LLVM's .def files).
func DIName(prefix, word string) bool { return diNameSets()[prefix][word] }

// DINames returns the names (without prefix) of an enumeration, for tests.
func DINames(prefix string) []string { return strings.Fields(diNameLists[prefix]) }

func (s DIFieldSpec) String() string {
	switch s.Kind {
	case DIFieldMD:
		return "a metadata operand"
	case DIFieldString:
		return "a string"
	case DIFieldUnsigned:
		return "an unsigned integer"
	case DIFieldSigned, DIFieldInt:
		return "an integer"
	case DIFieldUnsignedOrMD:
		return "an unsigned integer or a metadata operand"
	case DIFieldSignedOrMD:
		return "an integer or a metadata operand"
	case DIFieldBool:
		return "true or false"
	case DIFieldFlags:
		return "DIFlag names or numbers"
	case DIFieldSPFlags:
		return "DISPFlag names or numbers"
	case DIFieldEnum:
		n := s.Names
		if strings.Contains(n, " ") {
			n = strings.ReplaceAll(n, " ", ", ")
		} else {
			n += "*"
		}
		if s.NoNumber {
			return "one of " + n
		}
		return n + " or a number"
	case DIFieldList:
		return "a list {...}"
	}
	return "?"
}

// Field kinds, for the table below.
var (
	fMD      = DIFieldSpec{Kind: DIFieldMD}
	fMDNN    = DIFieldSpec{Kind: DIFieldMD, NotNull: true}
	fStr     = DIFieldSpec{Kind: DIFieldString}
	fStrNE   = DIFieldSpec{Kind: DIFieldString, NotEmpty: true}
	fBool    = DIFieldSpec{Kind: DIFieldBool}
	fFlags   = DIFieldSpec{Kind: DIFieldFlags}
	fSPFlags = DIFieldSpec{Kind: DIFieldSPFlags}
	fInt     = DIFieldSpec{Kind: DIFieldInt}
	fU8      = DIFieldSpec{Kind: DIFieldUnsigned, Max: math.MaxUint8}
	fU16     = DIFieldSpec{Kind: DIFieldUnsigned, Max: math.MaxUint16}
	fU32     = DIFieldSpec{Kind: DIFieldUnsigned, Max: math.MaxUint32}
	fU64     = DIFieldSpec{Kind: DIFieldUnsigned, Max: math.MaxUint64}
	fLine    = fU32
	fColumn  = fU16
	fSizeMD  = DIFieldSpec{Kind: DIFieldUnsignedOrMD, Max: math.MaxUint64}
	fBound   = DIFieldSpec{Kind: DIFieldSignedOrMD, Min: math.MinInt64, SMax: math.MaxInt64}
	fList    = DIFieldSpec{Kind: DIFieldList}
	fTag     = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_TAG_", Max: 0xffff}
	fATE     = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_ATE_", Max: 0xff}
	fLang    = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_LANG_", Max: 0xffff}
	fLName   = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_LNAME_", Max: math.MaxUint32}
	fCC      = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_CC_", Max: 0xff}
	fVirt    = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_VIRTUALITY_", Max: 2}
	fMacinfo = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_MACINFO_", Max: 0xff}
	fEnumK   = DIFieldSpec{Kind: DIFieldEnum, Names: "DW_APPLE_ENUM_KIND_", Max: 1}
	fEmit    = DIFieldSpec{Kind: DIFieldEnum, Names: "NoDebug FullDebug LineTablesOnly DebugDirectivesOnly", Max: 3}
	fNameTab = DIFieldSpec{Kind: DIFieldEnum, Names: "Default GNU None Apple", Max: 3}
	fFixed   = DIFieldSpec{Kind: DIFieldEnum, Names: "Binary Decimal Rational", Max: 2}
	fCSK     = DIFieldSpec{Kind: DIFieldEnum, Names: "CSK_", NoNumber: true}
)

// diFields maps node kind, then field name, to the field's kind. LLVM 22
// knows exactly these fields (each is checked against llvm-as-22 by
// TestDIFieldTableMatchesLLVM). DIExpression (positional operands),
// DIArgList (values) and DIAssignID (no fields) are not in it.
var diFields = map[string]map[string]DIFieldSpec{
	"DILocation": {"line": fLine, "column": fColumn, "scope": fMDNN, "inlinedAt": fMD, "isImplicitCode": fBool,
		"atomGroup": fU64, "atomRank": fU8},
	"GenericDINode": {"tag": fTag, "header": fStr, "operands": fList},
	"DISubrangeType": {"name": fStr, "file": fMD, "line": fLine, "scope": fMD, "baseType": fMD, "size": fSizeMD,
		"align": fU32, "flags": fFlags, "lowerBound": fBound, "upperBound": fBound, "stride": fBound, "bias": fBound},
	"DISubrange": {"count": {Kind: DIFieldSignedOrMD, Min: -1, SMax: math.MaxInt64, NotNull: true}, "lowerBound": fBound,
		"upperBound": fBound, "stride": fBound},
	"DIGenericSubrange": {"count": fBound, "lowerBound": fBound, "upperBound": fBound, "stride": fBound},
	"DIEnumerator":      {"name": fStr, "value": fInt, "isUnsigned": fBool},
	"DIBasicType": {"tag": fTag, "name": fStr, "size": fSizeMD, "align": fU32, "dataSize": fU32, "encoding": fATE,
		"num_extra_inhabitants": fU32, "flags": fFlags},
	"DIFixedPointType": {"tag": fTag, "name": fStr, "size": fSizeMD, "align": fU32, "encoding": fATE, "flags": fFlags,
		"kind": fFixed, "factor": {Kind: DIFieldSigned, Min: math.MinInt64, SMax: math.MaxInt64}, "numerator": fInt,
		"denominator": fInt},
	"DIStringType": {"tag": fTag, "name": fStr, "stringLength": fMD, "stringLengthExpression": fMD,
		"stringLocationExpression": fMD, "size": fSizeMD, "align": fU32, "encoding": fATE},
	"DIDerivedType": {"tag": fTag, "name": fStr, "file": fMD, "line": fLine, "scope": fMD, "baseType": fMD,
		"size": fSizeMD, "align": fU32, "offset": fSizeMD, "flags": fFlags, "extraData": fMD, "dwarfAddressSpace": fU32,
		"annotations": fMD, "ptrAuthKey": {Kind: DIFieldUnsigned, Max: 7}, "ptrAuthIsAddressDiscriminated": fBool,
		"ptrAuthExtraDiscriminator": fU16, "ptrAuthIsaPointer": fBool, "ptrAuthAuthenticatesNullValues": fBool},
	"DICompositeType": {"tag": fTag, "name": fStr, "file": fMD, "line": fLine, "scope": fMD, "baseType": fMD,
		"size": fSizeMD, "align": fU32, "offset": fSizeMD, "flags": fFlags, "elements": fMD, "runtimeLang": fLang,
		"enumKind": fEnumK, "vtableHolder": fMD, "templateParams": fMD, "identifier": fStr, "discriminator": fMD,
		"dataLocation": fMD, "associated": fMD, "allocated": fMD, "rank": fBound, "annotations": fMD,
		"num_extra_inhabitants": fU32, "specification": fMD, "bitStride": fMD},
	"DISubroutineType": {"flags": fFlags, "cc": fCC, "types": fMD},
	"DIFile":           {"filename": fStr, "directory": fStr, "checksumkind": fCSK, "checksum": fStr, "source": fStr},
	"DICompileUnit": {"file": fMDNN, "language": fLang, "sourceLanguageName": fLName, "sourceLanguageVersion": fU32,
		"producer": fStr, "isOptimized": fBool, "flags": fStr, "runtimeVersion": fU32, "splitDebugFilename": fStr,
		"emissionKind": fEmit, "enums": fMD, "retainedTypes": fMD, "globals": fMD, "imports": fMD, "macros": fMD,
		"dwoId": fU64, "splitDebugInlining": fBool, "debugInfoForProfiling": fBool, "nameTableKind": fNameTab,
		"rangesBaseAddress": fBool, "sysroot": fStr, "sdk": fStr},
	"DISubprogram": {"scope": fMD, "name": fStr, "linkageName": fStr, "file": fMD, "line": fLine, "type": fMD,
		"isLocal": fBool, "isDefinition": fBool, "scopeLine": fLine, "containingType": fMD, "virtuality": fVirt,
		"virtualIndex": fU32, "thisAdjustment": {Kind: DIFieldSigned, Min: math.MinInt32, SMax: math.MaxInt32},
		"flags": fFlags, "spFlags": fSPFlags, "isOptimized": fBool, "unit": fMD, "templateParams": fMD,
		"declaration": fMD, "retainedNodes": fMD, "thrownTypes": fMD, "annotations": fMD, "targetFuncName": fStr,
		"keyInstructions": fBool},
	"DILexicalBlock":     {"scope": fMDNN, "file": fMD, "line": fLine, "column": fColumn},
	"DILexicalBlockFile": {"scope": fMDNN, "file": fMD, "discriminator": fU32},
	"DICommonBlock":      {"scope": fMD, "declaration": fMD, "name": fStr, "file": fMD, "line": fLine},
	"DINamespace":        {"scope": fMD, "name": fStr, "exportSymbols": fBool},
	"DIMacro":            {"type": fMacinfo, "line": fLine, "name": fStr, "value": fStr},
	"DIMacroFile":        {"type": fMacinfo, "line": fLine, "file": fMD, "nodes": fMD},
	"DIModule": {"scope": fMD, "name": fStr, "configMacros": fStr, "includePath": fStr, "apinotes": fStr,
		"file": fMD, "line": fLine, "isDecl": fBool},
	"DITemplateTypeParameter":  {"name": fStr, "type": fMD, "defaulted": fBool},
	"DITemplateValueParameter": {"tag": fTag, "name": fStr, "type": fMD, "defaulted": fBool, "value": fMD},
	"DIGlobalVariable": {"name": fStrNE, "scope": fMD, "linkageName": fStr, "file": fMD, "line": fLine, "type": fMD,
		"isLocal": fBool, "isDefinition": fBool, "templateParams": fMD, "declaration": fMD, "align": fU32,
		"annotations": fMD},
	"DILocalVariable": {"scope": fMDNN, "name": fStr, "arg": fU16, "file": fMD, "line": fLine, "type": fMD,
		"flags": fFlags, "align": fU32, "annotations": fMD},
	"DILabel": {"scope": fMDNN, "name": fStr, "file": fMD, "line": fLine, "column": fColumn, "isArtificial": fBool,
		"coroSuspendIdx": fU64},
	"DIGlobalVariableExpression": {"var": fMD, "expr": fMD},
	"DIObjCProperty": {"name": fStr, "file": fMD, "line": fLine, "setter": fStr, "getter": fStr, "attributes": fU32,
		"type": fMD},
	"DIImportedEntity": {"tag": fTag, "scope": fMD, "entity": fMD, "file": fMD, "line": fLine, "name": fStr,
		"elements": fMD},
	"DIAssignID": {},
}

// DIField returns the spec of field name of node kind; ok is false when
// LLVM has no such field (or kind is not a node with named fields).
func DIField(kind, name string) (DIFieldSpec, bool) {
	s, ok := diFields[kind][name]
	return s, ok
}

// DIFieldNames returns the field names of a node kind (nil for a kind
// without named fields), for tests and messages.
func DIFieldNames(kind string) []string {
	var names []string
	for n := range diFields[kind] {
		names = append(names, n)
	}
	return names
}

// diFieldLimit is the largest value of an unsigned or enumeration field.
func diFieldLimit(kind, field string) (uint64, bool) {
	s, ok := DIField(kind, field)
	switch {
	case !ok:
		return 0, false
	case s.Kind == DIFieldUnsigned || s.Kind == DIFieldUnsignedOrMD || s.Kind == DIFieldEnum && !s.NoNumber:
		return s.Max, true
	}
	return 0, false
}

// diFieldProblem reports a field of a specialized DI node whose value
// LLVM cannot hold: an integer beyond the field's width, a number where a
// node belongs, a name of the wrong enumeration; or "".
func diFieldProblem(n *MDNode) string { return diFieldProblemR(n, diKinds[n.Kind]) }

// diFieldProblemR is diFieldProblem with n's kind's rules (nil: none).
func diFieldProblemR(n *MDNode, r *diKindRules) string {
	if r == nil || r.fields == nil {
		return ""
	}
	hint := -1
	for _, f := range n.Fields {
		k := r.find(f.Name, &hint)
		if k < 0 || !r.hasSpec[k] {
			continue // names the readers do not produce; the text reader rejects them
		}
		s := r.spec[k]
		if msg := diValueProblem(s, f.Name, f.Val); msg != "" {
			return n.Kind + " " + f.Name + ": " + msg
		}
	}
	return ""
}

func diValueProblem(s DIFieldSpec, name string, v Metadata) string {
	x, isInt := v.(MDInt)
	id, isIdent := v.(MDIdent)
	isMD := false
	switch v.(type) {
	case *MDNode, *MDString, *ValueAsMetadata:
		isMD = true
	}
	if v == nil {
		if s.NotNull {
			return "cannot be null"
		}
		return ""
	}
	wrong := func() string {
		return fmt.Sprintf("%s is not %s", mdValueText(v), s)
	}
	switch s.Kind {
	case DIFieldMD:
		if !isMD {
			return wrong()
		}
	case DIFieldString:
		str, ok := v.(*MDString)
		if !ok {
			return wrong()
		}
		if s.NotEmpty && str.S == "" {
			return "cannot be empty"
		}
	case DIFieldUnsigned, DIFieldUnsignedOrMD:
		if isMD && s.Kind == DIFieldUnsignedOrMD {
			return ""
		}
		if !isInt {
			return wrong()
		}
		return diUnsignedProblem(x, s.Max)
	case DIFieldSigned, DIFieldSignedOrMD:
		if isMD && s.Kind == DIFieldSignedOrMD {
			return ""
		}
		if !isInt {
			return wrong()
		}
		return diSignedProblem(x, s.Min, s.SMax)
	case DIFieldInt:
		if !isInt {
			return wrong()
		}
	case DIFieldBool:
		if !isIdent || id.S != "true" && id.S != "false" {
			return wrong()
		}
	case DIFieldFlags, DIFieldSPFlags:
		if isInt {
			return diUnsignedProblem(x, math.MaxUint32)
		}
		if !isIdent {
			return wrong()
		}
		prefix := "DIFlag"
		if s.Kind == DIFieldSPFlags {
			prefix = "DISPFlag"
		}
		for _, part := range strings.Split(id.S, " | ") {
			if DIName(prefix, part) {
				continue
			}
			if x, ok := mdIntOfText(part); ok {
				if msg := diUnsignedProblem(x, math.MaxUint32); msg == "" {
					continue
				}
			}
			return fmt.Sprintf("%q is not a %s name or a 32-bit number", part, prefix)
		}
	case DIFieldEnum:
		if isInt && !s.NoNumber {
			return diUnsignedProblem(x, s.Max)
		}
		if !isIdent || !s.EnumWord(id.S) {
			return wrong()
		}
	case DIFieldList:
		if n, ok := v.(*MDNode); !ok || n.Kind != "" {
			return wrong()
		}
	}
	return ""
}

func diUnsignedProblem(x MDInt, limit uint64) string {
	u, neg, ok := mdIntUint(x)
	switch {
	case neg:
		return fmt.Sprintf("%s is negative (LLVM stores it unsigned)", mdIntText(x))
	case !ok || u > limit:
		return fmt.Sprintf("%s is too large (LLVM's limit is %d, %d bits)", mdIntText(x), limit, bits.Len64(limit))
	}
	return ""
}

func diSignedProblem(x MDInt, lo, hi int64) string {
	if x.Text != "" || x.V < lo || x.V > hi {
		return fmt.Sprintf("%s does not fit (LLVM's range is %d to %d)", mdIntText(x), lo, hi)
	}
	return ""
}

// mdIntOfText reads a decimal number written in a flag expression.
func mdIntOfText(s string) (MDInt, bool) {
	if s == "" || !(s[0] >= '0' && s[0] <= '9' || s[0] == '-') {
		return MDInt{}, false
	}
	return MDInt{Text: s}, true
}

func mdValueText(v Metadata) string {
	switch x := v.(type) {
	case MDInt:
		return "integer " + mdIntText(x)
	case MDIdent:
		return "'" + x.S + "'"
	case *MDString:
		return "string !" + fmt.Sprintf("%q", x.S)
	case *MDNode:
		if x.Kind == "" {
			return "a tuple"
		}
		return "!" + x.Kind
	case *ValueAsMetadata:
		return "a value"
	case *DIArgList:
		return "a DIArgList"
	}
	return "?"
}
