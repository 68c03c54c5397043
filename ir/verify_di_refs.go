package ir

import (
	"sort"
	"strings"
)

// Which metadata each debug-info reference field may point to, as LLVM
// 22's IR verifier demands (its visitDI* checks: "invalid file", "invalid
// scope", "invalid type ref", "invalid retained nodes list", ...). The
// field kinds in diFields say what LLVM's reader takes (any metadata
// operand); these say what its verifier then accepts. LLVM treats a
// failure as broken debug info: its readers drop the module's debug info
// with a warning ("ignoring invalid debug info"), and opt -passes=verify
// fails when the node is reached otherwise; irfix's oracles count both as
// rejection, and Verify reports both.
//
// Fields not listed take any metadata as far as the verifier's kind
// checks go (GenericDINode operands, DITemplateValueParameter's value,
// DIDerivedType's extraData, whose rules depend on the tag).

// DIRefSpec says what a reference field of a DI node may hold.
type DIRefSpec struct {
	// Kinds are the node kinds (DIFile, DISubprogram, ...) or classes
	// (DIType, DIScope, DILocalScope, DIVariable, DINode,
	// DITemplateParameter, DIMacroNode) the field may point to, and
	// "Const" for an integer constant (`i64 4`); space-separated.
	Kinds string
	// Tuple: the field holds a tuple `!{...}` (or null); Kinds then
	// apply to its elements, and an element may be null only with
	// NullElem.
	Tuple    bool
	NullElem bool
	// What is the verifier's word for the field in its message.
	What string
}

// diClasses are LLVM's abstract DI node classes and the kinds in each.
var diClasses = map[string]string{
	"DIType":              "DIBasicType DIDerivedType DICompositeType DISubroutineType DIStringType DISubrangeType DIFixedPointType",
	"DILocalScope":        "DISubprogram DILexicalBlock DILexicalBlockFile",
	"DIVariable":          "DILocalVariable DIGlobalVariable",
	"DITemplateParameter": "DITemplateTypeParameter DITemplateValueParameter",
	"DIMacroNode":         "DIMacro DIMacroFile",
	// A local variable's type is any type but a subroutine type.
	"DILocalVariableType": "DIBasicType DIDerivedType DICompositeType DIStringType DISubrangeType DIFixedPointType",
	// An enum list holds DICompositeTypes of tag DW_TAG_enumeration_type.
	"DIEnumType": "DICompositeType",
	// A retained DISubprogram must be a declaration.
	"DISubprogramDecl": "DISubprogram",
}

func init() {
	diClasses["DIScope"] = diClasses["DIType"] + " " + diClasses["DILocalScope"] +
		" DIFile DICompileUnit DINamespace DICommonBlock DIModule"
	// (LLVM's macro nodes are no DINodes.)
	diClasses["DINode"] = diClasses["DIScope"] + " " + diClasses["DIVariable"] + " " +
		diClasses["DITemplateParameter"] + " GenericDINode DISubrange DIGenericSubrange DIEnumerator DILabel DIObjCProperty DIImportedEntity"
}

var (
	rFile      = DIRefSpec{Kinds: "DIFile", What: "file"}
	rScope     = DIRefSpec{Kinds: "DIScope", What: "scope"}
	rLocal     = DIRefSpec{Kinds: "DILocalScope", What: "scope"}
	rType      = DIRefSpec{Kinds: "DIType", What: "type"}
	rTParams   = DIRefSpec{Kinds: "DITemplateParameter", Tuple: true, What: "template parameters"}
	rBound     = DIRefSpec{Kinds: "Const DIVariable DIExpression", What: "bound"}
	rDynamic   = DIRefSpec{Kinds: "DIVariable DIExpression", What: "bound"}
	rTypeBound = DIRefSpec{Kinds: "Const DIVariable DIExpression DIDerivedType", What: "bound"}
)

// diRefs maps node kind, then field name, to what the field may hold.
// Each entry is checked against opt-22 by TestDIRefTableMatchesLLVM;
// fields LLVM 22's verifier takes anything in (a DILexicalBlock's file,
// a DIModule's scope, annotations, a DIStringType's expressions, ...)
// are not listed.
var diRefs = map[string]map[string]DIRefSpec{
	"DILocation": {"inlinedAt": {Kinds: "DILocation", What: "inlined-at location"}},
	"DISubrangeType": {"baseType": rType, "lowerBound": rTypeBound, "upperBound": rTypeBound, "stride": rBound,
		"bias": rBound},
	"DISubrange":        {"count": rBound, "lowerBound": rBound, "upperBound": rBound, "stride": rBound},
	"DIGenericSubrange": {"count": rDynamic, "lowerBound": rDynamic, "upperBound": rDynamic, "stride": rDynamic},
	"DIDerivedType":     {"file": rFile, "scope": rScope, "baseType": rType},
	"DICompositeType": {"file": rFile, "scope": rScope, "baseType": rType,
		"elements": {Tuple: true, What: "elements"}, "vtableHolder": rType, "templateParams": rTParams,
		"discriminator": {Kinds: "DIDerivedType", What: "discriminator"}},
	"DISubroutineType": {"types": {Kinds: "DIType", Tuple: true, NullElem: true, What: "types"}},
	"DICompileUnit": {"file": rFile,
		"enums":         {Kinds: "DIEnumType", Tuple: true, What: "enum list"},
		"retainedTypes": {Kinds: "DIType DISubprogramDecl", Tuple: true, What: "retained types"},
		"globals":       {Kinds: "DIGlobalVariableExpression", Tuple: true, What: "global variables"},
		"imports":       {Kinds: "DIImportedEntity", Tuple: true, What: "imported entities"},
		"macros":        {Kinds: "DIMacroNode", Tuple: true, What: "macros"}},
	"DISubprogram": {"scope": rScope, "file": rFile, "type": {Kinds: "DISubroutineType", What: "subroutine type"},
		"containingType": rType, "unit": {Kinds: "DICompileUnit", What: "unit"}, "templateParams": rTParams,
		"declaration": {Kinds: "DISubprogramDecl", What: "subprogram declaration"},
		"retainedNodes": {Kinds: "DILocalVariable DILabel DIImportedEntity", Tuple: true,
			What: "retained nodes"},
		"thrownTypes": {Kinds: "DIType", Tuple: true, What: "thrown types"}},
	"DILexicalBlock":           {"scope": rLocal},
	"DILexicalBlockFile":       {"scope": rLocal},
	"DICommonBlock":            {"scope": rScope, "declaration": {Kinds: "DIGlobalVariable", What: "declaration"}},
	"DINamespace":              {"scope": rScope},
	"DIMacroFile":              {"file": rFile, "nodes": {Kinds: "DIMacroNode", Tuple: true, What: "macro list"}},
	"DITemplateTypeParameter":  {"type": rType},
	"DITemplateValueParameter": {"type": rType},
	"DIGlobalVariable": {"scope": rScope, "file": rFile, "type": rType,
		"declaration": {Kinds: "DIDerivedType", What: "static data member declaration"}},
	"DILocalVariable": {"scope": rLocal, "file": rFile, "type": {Kinds: "DILocalVariableType", What: "type"}},
	"DILabel":         {"scope": rLocal, "file": rFile},
	// LLVM 22 reads var and expr as a DIGlobalVariable and a DIExpression
	// without checking their kinds (undefined behaviour: opt-22 crashes,
	// reports "invalid expression" or, now and then, passes a DILabel or
	// DILocalVariable); irfix rejects every other kind.
	"DIGlobalVariableExpression": {"var": {Kinds: "DIGlobalVariable", What: "variable"},
		"expr": {Kinds: "DIExpression", What: "expression"}},
	"DIObjCProperty":   {"file": rFile, "type": rType},
	"DIImportedEntity": {"scope": rScope, "entity": {Kinds: "DINode", What: "imported entity"}},
}

// DIRef returns what reference field name of node kind may hold; ok is
// false when the verifier checks no kinds for it.
func DIRef(kind, field string) (DIRefSpec, bool) {
	s, ok := diRefs[kind][field]
	return s, ok
}

// DIRefFields returns the node kinds and fields with a DIRefSpec, sorted
// ("DICompileUnit.file"), for tests.
func DIRefFields() []string {
	var out []string
	for k, fs := range diRefs {
		for f := range fs {
			out = append(out, k+"."+f)
		}
	}
	sort.Strings(out)
	return out
}

// Allows reports whether the spec allows a single value md (an element,
// for a tuple field); null is allowed for a plain field and, with
// NullElem, for a tuple element.
func (s DIRefSpec) allows(md Metadata, elem bool) bool {
	if md == nil {
		return !elem || s.NullElem
	}
	if s.Kinds == "" {
		return true
	}
	switch x := md.(type) {
	case *MDNode:
		if x == nil {
			return !elem || s.NullElem
		}
		// Words are cut out of the strings in place: this runs for
		// every metadata reference Verify checks.
		for rest := s.Kinds; rest != ""; {
			var k string
			k, rest, _ = strings.Cut(rest, " ")
			if k == "" {
				continue
			}
			if k == "DISubprogramDecl" && x.Kind == "DISubprogram" && diSPIsDefinition(x) {
				continue
			}
			if k == "DIEnumType" && x.Kind == "DICompositeType" && !diIsEnumType(x) {
				continue
			}
			if x.Kind == k || x.Kind != "" && diHasWord(diClasses[k], x.Kind) {
				return true
			}
		}
	case MDInt:
		return diHasWord(s.Kinds, "Const")
	case *ValueAsMetadata:
		if diHasWord(s.Kinds, "Const") && x != nil {
			_, isInt := x.V.(*ConstInt)
			return isInt
		}
	}
	return false
}

// diHasWord reports whether w is one of the space-separated words of list.
func diHasWord(list, w string) bool {
	for list != "" {
		var k string
		k, list, _ = strings.Cut(list, " ")
		if k == w {
			return true
		}
	}
	return false
}

func (s DIRefSpec) want() string {
	var ks []string
	for _, k := range strings.Fields(s.Kinds) {
		if k == "Const" {
			k = "an integer constant"
		} else {
			k = "a " + k
		}
		ks = append(ks, k)
	}
	w := strings.Join(ks, " or ")
	if s.Tuple {
		if w == "" {
			return "a tuple"
		}
		w = "a tuple of " + strings.ReplaceAll(w, "a ", "")
		if !s.NullElem {
			w += " (no null)"
		}
	}
	return w
}

// diRefProblem reports a reference field of a DI node that holds metadata
// LLVM 22's verifier rejects there, naming the node, the field and what
// it must be; or "".
func diRefProblem(n *MDNode) string { return diRefProblemR(n, diKinds[n.Kind]) }

// diRefProblemR is diRefProblem with n's kind's rules (nil: none).
func diRefProblemR(n *MDNode, r *diKindRules) string {
	if r == nil || r.refs == nil {
		return ""
	}
	hint := -1
	for _, f := range n.Fields {
		if f.Val == nil {
			continue
		}
		k := r.find(f.Name, &hint)
		if k < 0 || !r.hasRef[k] {
			continue
		}
		s := r.ref[k]
		bad := ""
		if s.Tuple {
			t, ok := f.Val.(*MDNode)
			switch {
			case !ok || t == nil || t.Kind != "":
				bad = mdValueText(f.Val)
			default:
				for _, e := range t.Ops {
					if !s.allows(e, true) {
						bad = "an element " + mdRefText(e)
						break
					}
				}
			}
		} else if !s.allows(f.Val, false) {
			bad = mdRefText(f.Val)
		}
		if bad == "" && n.Kind == "DISubprogram" && f.Name == "retainedNodes" {
			bad = diRetainedProblem(n, f.Val.(*MDNode))
		}
		if bad != "" {
			return n.Kind + " " + f.Name + " must be " + s.want() + ", not " + bad + " (LLVM: invalid " + s.What + ")"
		}
	}
	return ""
}

func mdRefText(md Metadata) string {
	if md == nil {
		return "null"
	}
	if n, ok := md.(*MDNode); ok && n != nil && n.Kind != "" {
		return "a " + n.Kind
	}
	return mdValueText(md)
}

// DIKindIn reports whether node kind is one of the kinds or classes in
// kinds (space-separated, DIRefSpec.Kinds' words), for tests.
func DIKindIn(kind, kinds string) bool {
	for _, k := range strings.Fields(kinds) {
		if k == kind || strings.Contains(" "+diClasses[k]+" ", " "+kind+" ") {
			return true
		}
	}
	return false
}

// diSPIsDefinition reports whether a DISubprogram is a definition: its
// spFlags has DISPFlagDefinition (8) or, without spFlags, its isDefinition
// is not false (LLVM's reader defaults it to true).
func diSPIsDefinition(n *MDNode) bool {
	v, ok := n.Field("spFlags")
	if !ok {
		d, ok := n.Field("isDefinition")
		id, isIdent := d.(MDIdent)
		return !ok || !isIdent || id.S != "false"
	}
	var parts []string
	switch x := v.(type) {
	case MDInt:
		parts = []string{mdIntText(x)}
	case MDIdent:
		parts = strings.Split(x.S, " | ")
	}
	for _, part := range parts {
		if part == "DISPFlagDefinition" {
			return true
		}
		if x, ok := mdIntOfText(part); ok {
			if u, _, ok := mdIntUint(x); ok && u&8 != 0 {
				return true
			}
		}
	}
	return false
}

// diRetainedProblem checks that each retained node of subprogram sp is
// local to it: the scope chain of its scope (through lexical blocks)
// reaches sp.
func diRetainedProblem(sp, list *MDNode) string {
	for _, e := range list.Ops {
		node, _ := e.(*MDNode)
		if node == nil {
			continue
		}
		scope, _ := node.Field("scope")
		for range 1000 {
			s, ok := scope.(*MDNode)
			if !ok || s == nil || !isLocalScope(s) {
				return "a " + node.Kind + " whose scope is not local (it must lie in this subprogram)"
			}
			if s.Kind == "DISubprogram" {
				if s != sp {
					return "a " + node.Kind + " of another subprogram"
				}
				break
			}
			scope, _ = s.Field("scope")
		}
	}
	return ""
}

// diTags lists, per node kind, the tags LLVM 22's verifier accepts
// ("invalid tag") with their DWARF values, for a tag written as a number.
// Kinds not listed take any tag (GenericDINode: any but 0).
var diTags = map[string]map[string]uint64{
	"DIBasicType":      {"DW_TAG_base_type": 0x24, "DW_TAG_unspecified_type": 0x3b, "DW_TAG_string_type": 0x12},
	"DIFixedPointType": {"DW_TAG_base_type": 0x24},
	"DIStringType":     {"DW_TAG_string_type": 0x12},
	"DIDerivedType": {"DW_TAG_member": 0x0d, "DW_TAG_pointer_type": 0x0f, "DW_TAG_reference_type": 0x10,
		"DW_TAG_typedef": 0x16, "DW_TAG_inheritance": 0x1c, "DW_TAG_ptr_to_member_type": 0x1f,
		"DW_TAG_set_type": 0x20, "DW_TAG_const_type": 0x26, "DW_TAG_friend": 0x2a, "DW_TAG_volatile_type": 0x35,
		"DW_TAG_restrict_type": 0x37, "DW_TAG_rvalue_reference_type": 0x42, "DW_TAG_template_alias": 0x43,
		"DW_TAG_atomic_type": 0x47, "DW_TAG_immutable_type": 0x4b, "DW_TAG_LLVM_ptrauth_type": 0x4300,
		// only for a static member (flags has DIFlagStaticMember)
		"DW_TAG_variable": 0x34},
	"DICompositeType": {"DW_TAG_array_type": 0x01, "DW_TAG_class_type": 0x02, "DW_TAG_enumeration_type": 0x04,
		"DW_TAG_structure_type": 0x13, "DW_TAG_union_type": 0x17, "DW_TAG_variant": 0x19, "DW_TAG_namelist": 0x2b,
		"DW_TAG_variant_part": 0x33},
	"DITemplateValueParameter": {"DW_TAG_template_value_parameter": 0x30, "DW_TAG_GNU_template_template_param": 0x4106,
		"DW_TAG_GNU_template_parameter_pack": 0x4107},
	"DIImportedEntity": {"DW_TAG_imported_declaration": 0x08, "DW_TAG_imported_module": 0x3a},
	"GenericDINode":    nil,
}

// diMacinfo lists the macinfo types each macro node takes ("invalid
// macinfo type").
var diMacinfo = map[string]map[string]uint64{
	"DIMacro":     {"DW_MACINFO_define": 1, "DW_MACINFO_undef": 2},
	"DIMacroFile": {"DW_MACINFO_start_file": 3},
}

// DITagAllowed reports whether LLVM 22's verifier accepts tag (a
// DW_TAG_ name) on a node of kind, ignoring conditions on other fields,
// for tests.
func DITagAllowed(kind, tag string) bool {
	tags, ok := diTags[kind]
	if !ok || tags == nil {
		return !ok || tag != "DW_TAG_null"
	}
	_, ok = tags[tag]
	return ok
}

// diEnumIn reports whether an enumeration field's value (a name or a
// number) is one of set; ok is false for a value of another form.
func diEnumIn(v Metadata, set map[string]uint64) (in, ok bool) {
	switch x := v.(type) {
	case MDIdent:
		_, in := set[x.S]
		return in, true
	case MDInt:
		u, neg, fits := mdIntUint(x)
		if neg || !fits {
			return false, true
		}
		for _, n := range set {
			if n == u {
				return true, true
			}
		}
		return false, true
	}
	return false, false
}

// diValueRuleProblem reports a tag, macinfo type or empty macro name that
// LLVM 22's verifier rejects on node n, naming the node and the field;
// or "".
func diValueRuleProblem(n *MDNode) string { return diValueRuleProblemR(n, diKinds[n.Kind]) }

// diValueRuleProblemR is diValueRuleProblem with n's kind's rules (nil:
// none).
func diValueRuleProblemR(n *MDNode, r *diKindRules) string {
	if r == nil {
		return ""
	}
	if tags, listed := r.tags, r.tagsListed; listed {
		if v, ok := n.Field("tag"); ok && v != nil {
			if tags == nil {
				if in, ok := diEnumIn(v, map[string]uint64{"DW_TAG_null": 0}); ok && in {
					return n.Kind + " tag must not be 0 (LLVM: invalid tag)"
				}
			} else if in, ok := diEnumIn(v, tags); ok {
				static := n.Kind == "DIDerivedType" && diFlagsHave(n, "DIFlagStaticMember", 1<<12)
				if isVar, _ := diEnumIn(v, map[string]uint64{"DW_TAG_variable": 0x34}); isVar && !static {
					in = false
				}
				if !in {
					return n.Kind + " tag must be one of " + diSetWords(tags) + ", not " + mdValueText(v) + " (LLVM: invalid tag)"
				}
			}
		}
	}
	if set := r.macinfo; set != nil {
		if v, ok := n.Field("type"); ok && v != nil {
			if in, ok := diEnumIn(v, set); ok && !in {
				return n.Kind + " type must be " + diSetWords(set) + ", not " + mdValueText(v) + " (LLVM: invalid macinfo type)"
			}
		}
		if s, ok := n.Field("name"); n.Kind == "DIMacro" && (!ok || isEmptyMDString(s)) {
			return "DIMacro name must not be empty (LLVM: anonymous macro)"
		}
	}
	return ""
}

func isEmptyMDString(md Metadata) bool {
	s, ok := md.(*MDString)
	return md == nil || ok && s.S == ""
}

// diFlagsHave reports whether n's flags field holds the flag name or bit.
func diFlagsHave(n *MDNode, name string, bit uint64) bool {
	v, ok := n.Field("flags")
	if !ok {
		return false
	}
	var parts []string
	switch x := v.(type) {
	case MDInt:
		parts = []string{mdIntText(x)}
	case MDIdent:
		parts = strings.Split(x.S, " | ")
	}
	for _, p := range parts {
		if p == name {
			return true
		}
		if x, ok := mdIntOfText(p); ok {
			if u, _, ok := mdIntUint(x); ok && u&bit != 0 {
				return true
			}
		}
	}
	return false
}

func diSetWords(set map[string]uint64) string {
	var ws []string
	for w := range set {
		ws = append(ws, w)
	}
	sort.Strings(ws)
	return strings.Join(ws, ", ")
}

// diIsEnumType reports whether a DICompositeType's tag is
// DW_TAG_enumeration_type.
func diIsEnumType(n *MDNode) bool {
	v, _ := n.Field("tag")
	in, _ := diEnumIn(v, map[string]uint64{"DW_TAG_enumeration_type": 0x04})
	return in
}
