package ir_test

import (
	"fmt"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// diRefFixture holds one node of each kind the reference fields point
// to, all valid for LLVM 22, and the debug-info version flag (so that
// LLVM's reader verifies debug info).
const diRefFixture = `!llvm.module.flags = !{!199}
!199 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !DIFile(filename: "a.c", directory: "/")
!101 = distinct !DICompileUnit(language: DW_LANG_C99, file: !100, emissionKind: FullDebug)
!102 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!103 = distinct !DISubprogram(name: "f", scope: !100, file: !100, type: !104, spFlags: DISPFlagDefinition, unit: !101)
!104 = !DISubroutineType(types: !{null})
!105 = !DIExpression()
!106 = !DILocalVariable(name: "v", scope: !103, file: !100, type: !102)
!107 = distinct !DIGlobalVariable(name: "g", scope: !101, file: !100, type: !102, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !107, expr: !105)
!109 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "e", file: !100, elements: !{})
!110 = !DITemplateTypeParameter(name: "T", type: !102)
!111 = !DIMacro(type: DW_MACINFO_define, name: "M")
!112 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !101, entity: !113)
!113 = !DINamespace(name: "n", scope: null)
!114 = !DILabel(scope: !103, name: "l", file: !100, line: 1)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "m", baseType: !102)
!116 = !DILocation(line: 1, scope: !103)
!117 = !DICompositeType(tag: DW_TAG_structure_type, name: "s")
`

// diRefValues are the values tried in reference fields, with the kind
// each is (ir.DIRefSpec's words; an enumeration type is also a
// DIEnumType).
var diRefValues = []struct{ text, kind string }{
	{"!100", "DIFile"}, {"!101", "DICompileUnit"}, {"!102", "DIBasicType"}, {"!103", "DISubprogram"},
	{"!104", "DISubroutineType"}, {"!105", "DIExpression"}, {"!106", "DILocalVariable"},
	{"!107", "DIGlobalVariable"}, {"!108", "DIGlobalVariableExpression"}, {"!109", "DICompositeType DIEnumType"},
	{"!117", "DICompositeType"},
	{"!110", "DITemplateTypeParameter"}, {"!111", "DIMacro"}, {"!112", "DIImportedEntity"},
	{"!113", "DINamespace"}, {"!114", "DILabel"}, {"!115", "DIDerivedType"}, {"!116", "DILocation"},
	{`!"s"`, "string"}, {"i64 4", "Const"}, {"!{}", "tuple"},
}

// diRefBase are valid fields for a node of each kind, so that only the
// field under test decides; per field where LLVM ties fields together.
func diRefBase(kind, field string) (base string, distinct bool) {
	switch kind {
	case "DILocation":
		return "line: 1, scope: !103", false
	case "DISubrange":
		if field == "count" || field == "upperBound" {
			return "", false
		}
		return "count: 4", false
	case "DIGenericSubrange":
		if field == "count" || field == "upperBound" {
			return "lowerBound: !105, stride: !105", false
		}
		return "lowerBound: !105, count: !105, stride: !105", false
	case "DISubrangeType":
		return `name: "r", baseType: !102`, false
	case "DIStringType":
		return `name: "s", size: 8`, false
	case "DIDerivedType":
		return `tag: DW_TAG_member, name: "m", baseType: !102`, false
	case "DICompositeType":
		switch field {
		case "discriminator":
			return `tag: DW_TAG_variant_part, name: "v"`, false
		case "dataLocation", "associated", "allocated", "rank":
			return `tag: DW_TAG_array_type, baseType: !102, elements: !{}`, false
		}
		return `tag: DW_TAG_structure_type, name: "s"`, false
	case "DISubroutineType":
		return "types: !{null}", false
	case "DICompileUnit":
		return "file: !100, language: DW_LANG_C99, emissionKind: FullDebug", true
	case "DISubprogram":
		if field == "unit" {
			return `name: "g", spFlags: DISPFlagDefinition`, true
		}
		return `name: "g", spFlags: 0`, false
	case "DILexicalBlock":
		return "scope: !103", false
	case "DILexicalBlockFile":
		return "scope: !103, discriminator: 1", false
	case "DICommonBlock":
		return `scope: !103, name: "c"`, false
	case "DINamespace":
		return `name: "n", scope: null`, false
	case "DIMacroFile":
		return "type: DW_MACINFO_start_file, file: !100", false
	case "DIModule":
		return `scope: null, name: "m"`, false
	case "DITemplateTypeParameter":
		return `name: "T", type: !102`, false
	case "DITemplateValueParameter":
		return `name: "V", type: !102, value: i32 1`, false
	case "DIGlobalVariable":
		return `name: "g", type: !102`, false
	case "DILocalVariable":
		return `name: "v", scope: !103`, false
	case "DILabel":
		return `scope: !103, name: "l", file: !100, line: 1`, false
	case "DIGlobalVariableExpression":
		return "var: !107, expr: !105", false
	case "DIObjCProperty":
		return `name: "p"`, false
	case "DIImportedEntity":
		return "tag: DW_TAG_imported_module, scope: !101, entity: !113", false
	}
	return "", false
}

// diRefNullRejected: fields where LLVM rejects null through another rule
// (a definition needs its unit, a global variable its type, an
// expression its variable), which the reference table does not cover.
var diRefNullRejected = map[string]bool{"DISubprogram.unit": true, "DIGlobalVariable.type": true,
	"DIGlobalVariableExpression.var": true, "DILabel.file": true,
	"DIGenericSubrange.lowerBound": true, "DIGenericSubrange.stride": true, "DISubrange.count": true}

// diRefUnchecked: fields LLVM 22 reads through an unchecked cast (see
// ir's diRefs), where opt-22 crashes on most wrong kinds and passes some
// by chance; for a wrong kind there the test asks only that irfix
// rejects it.
var diRefUnchecked = map[string]bool{"DIGlobalVariableExpression.var": true, "DIGlobalVariableExpression.expr": true}

func diRefModule(kind, field, value string) string {
	base, distinct := diRefBase(kind, field)
	var parts []string
	for _, f := range strings.Split(base, ", ") {
		if f != "" && !strings.HasPrefix(f, field+":") {
			parts = append(parts, f)
		}
	}
	parts = append(parts, field+": "+value)
	d := ""
	cu := "!llvm.dbg.cu = !{!101}\n"
	if distinct {
		d = "distinct "
	}
	if kind == "DICompileUnit" {
		cu = "!llvm.dbg.cu = !{!101, !0}\n"
	}
	return fmt.Sprintf("!n = !{!0}\n%s!0 = %s!%s(%s)\n%s", cu, d, kind, strings.Join(parts, ", "), diRefFixture)
}

// Every reference rule of ir.DIRef against opt-22: values of each kind
// in each field (every kind the field may hold, several it may not, null,
// and for a tuple field a non-tuple), and irfix's Verify must agree with
// LLVM 22's verifier on each; a rejected module counts when opt fails or
// drops the debug info as invalid (as internal/oracle counts it).
func TestDIRefTableMatchesLLVM(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	type tcase struct {
		kind, field, value string
		allowed            bool
	}
	var cases []tcase
	rot := 0
	for _, kf := range ir.DIRefFields() {
		kind, field, _ := strings.Cut(kf, ".")
		s, _ := ir.DIRef(kind, field)
		var good, bad []string
		isGood := map[string]bool{"null": true}
		for _, v := range diRefValues {
			ok := s.Kinds == ""
			for _, k := range strings.Fields(v.kind) {
				ok = ok || strings.Contains(" "+s.Kinds+" ", " "+k+" ") ||
					ir.DIKindIn(k, strings.ReplaceAll(s.Kinds, "DIEnumType", ""))
			}
			if ok {
				good = append(good, v.text)
				isGood[v.text] = true
			} else {
				bad = append(bad, v.text)
			}
		}
		// All kinds it may hold, 5 it may not (rotating through the
		// list so every kind is tried somewhere).
		var vals []string
		vals = append(vals, good...)
		for k := 0; k < 5 && k < len(bad); k++ {
			vals = append(vals, bad[(rot+k)%len(bad)])
		}
		rot += 5
		if fs, _ := ir.DIField(kind, field); !diRefNullRejected[kf] && !fs.NotNull {
			vals = append(vals, "null")
		}
		if s.Tuple {
			inner := vals
			vals = []string{"!100", "!{}"}
			isGood = map[string]bool{"!{}": true}
			for _, v := range inner {
				if v != "!{}" {
					vals = append(vals, "!{"+v+"}")
					isGood["!{"+v+"}"] = isGood[v] && (v != "null" || s.NullElem)
				}
			}
		}
		for _, v := range vals {
			cases = append(cases, tcase{kind, field, v, isGood[v]})
		}
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	rejected := 0
	for _, tc := range cases {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			src := diRefModule(tc.kind, tc.field, tc.value)
			llvmOK, out, perr, verr := bothVerdicts(opt, src)
			mu.Lock()
			defer mu.Unlock()
			if !llvmOK {
				rejected++
			}
			if diRefUnchecked[tc.kind+"."+tc.field] && !tc.allowed {
				if verr == nil {
					t.Errorf("%s %s: %s: irfix's Verify accepts a kind LLVM 22 reads through an unchecked cast", tc.kind, tc.field, tc.value)
				}
				return
			}
			switch {
			case perr != nil:
				t.Errorf("%s %s: %s: irfix's reader: %v", tc.kind, tc.field, tc.value, perr)
			case llvmOK && verr != nil:
				t.Errorf("%s %s: %s: opt-22 accepts, irfix's Verify rejects: %v", tc.kind, tc.field, tc.value, verr)
			case !llvmOK && verr == nil:
				t.Errorf("%s %s: %s: opt-22 rejects, irfix's Verify accepts: %.200s", tc.kind, tc.field, tc.value, out)
			case verr != nil && !strings.Contains(verr.Error(), tc.kind+" "+tc.field):
				t.Errorf("%s %s: %s: irfix's message does not name the node and field: %v", tc.kind, tc.field, tc.value, verr)
			}
		}()
	}
	wg.Wait()
	t.Logf("%d reference cases checked against opt-22 (%d rejected by both)", len(cases), rejected)
	if rejected == 0 || rejected == len(cases) {
		t.Errorf("%d of %d rejected: the cases do not test both sides", rejected, len(cases))
	}
}

// diCheckAgainstOpt runs each node (reached from named metadata, with the
// fixture) through opt-22 and irfix's Verify; both must agree, and
// irfix's message must name the node kind and the field.
func diCheckAgainstOpt(t *testing.T, opt string, nodes []string, field func(node string) string) int {
	t.Helper()
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	rejected := 0
	for _, node := range nodes {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			cu := "!llvm.dbg.cu = !{!101}\n"
			if strings.Contains(node, "DICompileUnit") {
				cu = "!llvm.dbg.cu = !{!101, !0}\n"
			}
			src := "!n = !{!0}\n" + cu + "!0 = " + node + "\n" + diRefFixture
			llvmOK, out, perr, verr := bothVerdicts(opt, src)
			mu.Lock()
			defer mu.Unlock()
			if !llvmOK {
				rejected++
			}
			kind, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(node, "distinct "), "!"), "(")
			switch {
			case perr != nil:
				t.Errorf("%s: irfix's reader: %v", node, perr)
			case llvmOK && verr != nil:
				t.Errorf("%s: opt-22 accepts, irfix's Verify rejects: %v", node, verr)
			case !llvmOK && verr == nil:
				t.Errorf("%s: opt-22 rejects, irfix's Verify accepts: %.200s", node, out)
			case verr != nil && !strings.Contains(verr.Error(), kind+" "+field(node)):
				t.Errorf("%s: irfix's message does not name the node and field: %v", node, verr)
			}
		}()
	}
	wg.Wait()
	if rejected == 0 || rejected == len(nodes) {
		t.Errorf("%d of %d rejected: the cases do not test both sides", rejected, len(nodes))
	}
	return rejected
}

// The tags each node kind takes (ir's diTags), the macinfo types of
// macro nodes and a macro's name, against opt-22: every tag the table
// allows and, per kind, several it does not (rotating through all
// DW_TAG_ names), numbers for names, and the conditions LLVM ties to
// other fields.
func TestDITagsMatchLLVM(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	uses := map[string]string{
		"DIBasicType":              `!DIBasicType(tag: %s, name: "b", size: 32)`,
		"DIStringType":             `!DIStringType(tag: %s, name: "s", size: 8)`,
		"DIDerivedType":            `!DIDerivedType(tag: %s, name: "m", baseType: !102)`,
		"DICompositeType":          `!DICompositeType(tag: %s, name: "c", baseType: !102)`,
		"DITemplateValueParameter": `!DITemplateValueParameter(tag: %s, name: "V", type: !102, value: i32 1)`,
		"DIImportedEntity":         `!DIImportedEntity(tag: %s, scope: !101, entity: !113)`,
		"DIFixedPointType":         `!DIFixedPointType(tag: %s, name: "f", size: 32, encoding: DW_ATE_signed_fixed, kind: Binary, factor: -4)`,
		"GenericDINode":            `!GenericDINode(tag: %s)`,
	}
	tags := ir.DINames("DW_TAG_")
	var kinds []string
	for k := range uses {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var nodes []string
	rot := 0
	for _, k := range kinds {
		bad := 0
		for i := range tags {
			tag := "DW_TAG_" + tags[(rot+i)%len(tags)]
			if ir.DITagAllowed(k, tag) {
				nodes = append(nodes, fmt.Sprintf(uses[k], tag))
			} else if bad < 6 {
				nodes = append(nodes, fmt.Sprintf(uses[k], tag))
				bad++
			}
		}
		rot += 17
	}
	nodes = append(nodes,
		`!DIDerivedType(tag: DW_TAG_variable, name: "m", baseType: !102, flags: DIFlagStaticMember)`,
		`!DIDerivedType(tag: DW_TAG_variable, name: "m", baseType: !102, flags: DIFlagPublic | 4096)`,
		`!DIDerivedType(tag: DW_TAG_variable, name: "m", baseType: !102, flags: DIFlagPublic)`,
		`!DIDerivedType(tag: 13, name: "m", baseType: !102)`,
		`!DIDerivedType(tag: 14, name: "m", baseType: !102)`,
		`!DIBasicType(tag: 36, name: "b")`,
		`!DIBasicType(tag: 37, name: "b")`,
		`!GenericDINode(tag: 0)`,
		`!GenericDINode(tag: 65535)`,
		`!DIMacro(type: DW_MACINFO_define, name: "M")`,
		`!DIMacro(type: DW_MACINFO_undef, name: "M")`,
		`!DIMacro(type: DW_MACINFO_start_file, name: "M")`,
		`!DIMacro(type: DW_MACINFO_end_file, name: "M")`,
		`!DIMacro(type: 0, name: "M")`,
		`!DIMacro(type: 2, name: "M")`,
		`!DIMacro(type: DW_MACINFO_define, name: "")`,
		`!DIMacroFile(type: DW_MACINFO_start_file, file: !100)`,
		`!DIMacroFile(type: DW_MACINFO_define, file: !100)`,
		`!DIMacroFile(type: 3, file: !100)`,
		`!DIMacroFile(type: 4, file: !100)`,
		`!DIMacroFile(file: !100)`,
	)
	rejected := diCheckAgainstOpt(t, opt, nodes, func(node string) string {
		switch {
		case strings.Contains(node, `name: ""`):
			return "name"
		case strings.HasPrefix(node, "!DIMacro"):
			return "type"
		}
		return "tag"
	})
	t.Logf("%d tag and macinfo cases checked against opt-22 (%d rejected by both)", len(nodes), rejected)
}

// A subprogram's retained nodes must be local to it: a variable, label or
// imported entity whose scope chain (through lexical blocks) reaches this
// subprogram ("retained node does not belong to subprogram", "retained
// node is not local").
func TestDIRetainedNodesMatchLLVM(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	var nodes []string
	for _, elem := range []string{
		`!DILocalVariable(name: "a", scope: !0)`,
		`!DILocalVariable(name: "b", scope: !DILexicalBlock(scope: !0))`,
		`!DILocalVariable(name: "c", scope: !DILexicalBlockFile(scope: !DILexicalBlock(scope: !0), discriminator: 0))`,
		`!DILabel(scope: !0, name: "l", file: !100, line: 1)`,
		`!DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !113)`,
		`!DIImportedEntity(tag: DW_TAG_imported_module, scope: !DILexicalBlock(scope: !0), entity: !113)`,
		"!106", "!114", "!112",
		`!DILocalVariable(name: "d", scope: !DILexicalBlock(scope: !103))`,
		`!DICompositeType(tag: DW_TAG_class_type, scope: !0, name: "c")`,
		"null",
	} {
		nodes = append(nodes, `distinct !DISubprogram(name: "g", spFlags: DISPFlagDefinition, unit: !101, retainedNodes: !{`+elem+`})`)
	}
	rejected := diCheckAgainstOpt(t, opt, nodes, func(string) string { return "retainedNodes" })
	t.Logf("%d retained-node cases checked against opt-22 (%d rejected by both)", len(nodes), rejected)
}

// The reference rules that depend on the referenced node's fields: an
// enum list holds enumeration types only; retained types and a
// subprogram's declaration are subprogram declarations, not definitions.
func TestDIRefConditionsMatchLLVM(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	decl := `!DISubprogram(name: "d", spFlags: 0)`
	def := "!103"
	outer := `distinct !DISubprogram(name: "g", spFlags: DISPFlagDefinition, unit: !101, declaration: `
	nodes := map[string]string{
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, enums: !{!109})`:                                "enums",
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, enums: !{!117})`:                                "enums",
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, enums: !{!DICompositeType(tag: 4, name: "e")})`: "enums",
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, retainedTypes: !{` + decl + `})`:                "retainedTypes",
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, retainedTypes: !{` + def + `})`:                 "retainedTypes",
		`distinct !DICompileUnit(language: DW_LANG_C99, file: !100, retainedTypes: !{!102, !117})`:                  "retainedTypes",
		outer + decl + `)`: "declaration",
		outer + def + `)`:  "declaration",
		outer + `!DISubprogram(name: "d", isDefinition: false))`: "declaration",
	}
	var list []string
	for n := range nodes {
		list = append(list, n)
	}
	sort.Strings(list)
	rejected := diCheckAgainstOpt(t, opt, list, func(n string) string { return nodes[n] })
	t.Logf("%d cases checked against opt-22 (%d rejected by both)", len(list), rejected)
}

// bothVerdicts runs opt's verifier (dropped debug info counts as a
// rejection, as internal/oracle counts it) and irfix's reader and
// verifier on src.
func bothVerdicts(opt, src string) (llvmOK bool, out []byte, perr, verr error) {
	cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
	cmd.Stdin = strings.NewReader(src)
	out, err := cmd.CombinedOutput()
	llvmOK = err == nil && !strings.Contains(string(out), "invalid debug info")
	m, perr := lltext.Parse("c.ll", []byte(src))
	if perr == nil {
		verr = ir.Verify(m)
	}
	return llvmOK, out, perr, verr
}
