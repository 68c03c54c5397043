package ir_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// diRequired are the fields a node needs so that llvm-as-22 parses it
// (LLVM 22's REQUIRED fields), written with a valid value.
var diRequired = map[string]string{
	"DILocation": "scope: !9", "GenericDINode": "tag: DW_TAG_member", "DIEnumerator": `name: "e", value: 1`,
	"DIDerivedType": "tag: DW_TAG_member, baseType: null", "DICompositeType": "tag: DW_TAG_structure_type",
	"DISubroutineType": "types: !9", "DIFile": `filename: "a.c", directory: "/"`,
	"DICompileUnit": "file: !9, language: DW_LANG_C99", "DILexicalBlock": "scope: !9",
	"DILexicalBlockFile": "scope: !9, discriminator: 1", "DICommonBlock": "scope: !9", "DINamespace": "scope: !9",
	"DIModule": `scope: !9, name: "m"`, "DITemplateTypeParameter": "type: !9", "DITemplateValueParameter": "value: !9",
	"DILocalVariable": "scope: !9", "DILabel": `scope: !9, name: "l", file: !9, line: 1`,
	"DIGlobalVariableExpression": "var: !9, expr: !9", "DIImportedEntity": "tag: DW_TAG_imported_module, scope: !9",
	"DIMacro": `type: DW_MACINFO_define, name: "m"`, "DIMacroFile": "file: !9",
}

// diEnumSample is a valid word for each enumeration prefix.
var diEnumSample = map[string]string{
	"DW_TAG_": "DW_TAG_member", "DW_ATE_": "DW_ATE_signed", "DW_LANG_": "DW_LANG_C99", "DW_LNAME_": "DW_LNAME_C",
	"DW_CC_": "DW_CC_normal", "DW_VIRTUALITY_": "DW_VIRTUALITY_virtual", "DW_MACINFO_": "DW_MACINFO_define",
	"DW_APPLE_ENUM_KIND_": "DW_APPLE_ENUM_KIND_Closed", "CSK_": "CSK_MD5",
}

// diValues returns a value of the field's kind LLVM takes, and values of
// other kinds it rejects.
func diValues(t *testing.T, s ir.DIFieldSpec) (good string, bad []string) {
	switch s.Kind {
	case ir.DIFieldMD:
		return "!9", []string{"1", `"s"`, "true", "distinct !{}"}
	case ir.DIFieldString:
		return `"s"`, []string{`!"s"`, "1", "null", "!9"}
	case ir.DIFieldUnsigned, ir.DIFieldSigned, ir.DIFieldInt:
		return "1", []string{`"1"`, "!9", "true", "null"}
	case ir.DIFieldUnsignedOrMD, ir.DIFieldSignedOrMD:
		return "!9", []string{`"1"`, "true"}
	case ir.DIFieldBool:
		return "true", []string{"1", `"true"`, "!9"}
	case ir.DIFieldFlags:
		return "DIFlagPublic | 4", []string{`"x"`, "!9", "DISPFlagLocalToUnit", "-1", "DIFlagZero", "DIFlagLargest", "DIFlagBogus"}
	case ir.DIFieldSPFlags:
		return "DISPFlagLocalToUnit | 8", []string{`"x"`, "!9", "DIFlagPublic", "DISPFlagZero", "4 | DISPFlagBogus"}
	case ir.DIFieldEnum:
		bad = []string{`"x"`, "!9", "DIFlagPublic"}
		if !strings.Contains(s.Names, " ") {
			bad = append(bad, s.Names, s.Names+"bogus")
		}
		if s.NoNumber {
			bad = append(bad, "1")
		}
		if w, ok := diEnumSample[s.Names]; ok {
			return w, bad
		}
		return strings.Fields(s.Names)[0], bad
	case ir.DIFieldList:
		return "{!9, null}", []string{"!9", "1"}
	}
	t.Fatalf("no sample for %v", s)
	return "", nil
}

// diNode writes `!0 = distinct !Kind(required, field: value)` and its
// helper node !9, adjusting the required fields where LLVM ties fields
// together.
func diNode(kind, field, value string) string {
	req := diRequired[kind]
	var parts []string
	for _, f := range strings.Split(req, ", ") {
		if f == "" || strings.HasPrefix(f, field+":") {
			continue
		}
		if kind == "DICompileUnit" && strings.HasPrefix(f, "language:") &&
			(field == "sourceLanguageName" || field == "sourceLanguageVersion") {
			f = "sourceLanguageName: DW_LNAME_C"
			if field == "sourceLanguageName" {
				continue
			}
		}
		parts = append(parts, f)
	}
	parts = append(parts, field+": "+value)
	if kind == "DIFile" && field == "checksumkind" {
		parts = append(parts, `checksum: "000102030405060708090a0b0c0d0e0f"`)
	}
	if kind == "DIFile" && field == "checksum" {
		parts = append(parts, "checksumkind: CSK_MD5")
	}
	return fmt.Sprintf("!0 = distinct !%s(%s)\n!9 = !{}\n", kind, strings.Join(parts, ", "))
}

// Every field of the table is one llvm-as-22 knows, with a value of the
// table's kind; a value of another kind (an integer where a node belongs,
// `!"s"` where a quoted string belongs, ...) is rejected by both
// llvm-as-22 and irfix's reader, at the same line and column.
func TestDIFieldTableMatchesLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	dir := t.TempDir()
	type tcase struct {
		kind, field, value string
		good               bool
	}
	var cases []tcase
	var kinds []string
	for k := range diRequired {
		kinds = append(kinds, k)
	}
	kinds = append(kinds, "DISubrangeType", "DISubrange", "DIGenericSubrange", "DIBasicType", "DIFixedPointType",
		"DIStringType", "DISubprogram", "DIGlobalVariable", "DIObjCProperty")
	sort.Strings(kinds)
	for _, k := range kinds {
		names := ir.DIFieldNames(k)
		if len(names) == 0 {
			t.Fatalf("%s: no fields in the table", k)
		}
		sort.Strings(names)
		for _, f := range names {
			s, _ := ir.DIField(k, f)
			good, bad := diValues(t, s)
			cases = append(cases, tcase{k, f, good, true})
			for _, b := range bad {
				cases = append(cases, tcase{k, f, b, false})
			}
			switch {
			case (s.Kind == ir.DIFieldMD || s.Kind == ir.DIFieldUnsignedOrMD || s.Kind == ir.DIFieldSignedOrMD) && s.NotNull:
				cases = append(cases, tcase{k, f, "null", false})
			case s.Kind == ir.DIFieldUnsignedOrMD || s.Kind == ir.DIFieldSignedOrMD:
				cases = append(cases, tcase{k, f, "null", true})
			}
		}
		cases = append(cases, tcase{k, "notAField", "1", false})
	}
	loc := regexp.MustCompile(`:(\d+:\d+): error`)
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for n, tc := range cases {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			src := diNode(tc.kind, tc.field, tc.value)
			p := filepath.Join(dir, fmt.Sprintf("c%d.ll", n))
			if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
				t.Error(err)
				return
			}
			out, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
			_, err := lltext.Parse(p, []byte(src))
			mu.Lock()
			defer mu.Unlock()
			if (asErr == nil) != tc.good {
				t.Errorf("%s %s: %s: llvm-as-22 says %v (%s), the test expects accepted=%v", tc.kind, tc.field, tc.value, asErr, out, tc.good)
				return
			}
			if (err == nil) != tc.good {
				t.Errorf("%s %s: %s: irfix's reader says %v, llvm-as-22 %v (%s)", tc.kind, tc.field, tc.value, err, asErr, out)
				return
			}
			if err != nil {
				m := loc.FindSubmatch(out)
				if m == nil || !strings.Contains(err.Error(), ":"+string(m[1])+":") {
					t.Errorf("%s %s: %s: irfix's error %q is not at llvm-as-22's position:\n%s", tc.kind, tc.field, tc.value, err, out)
				}
			}
		}()
	}
	wg.Wait()
	t.Logf("%d field cases checked against llvm-as-22", len(cases))
}

// The DIExpression operands llvm-as-22 takes (DW_OP_ and DW_ATE_ names,
// unsigned 64-bit numbers) and those it rejects, for irfix's reader.
func TestDIExpressionOperandsMatchLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	dir := t.TempDir()
	for _, tc := range []struct {
		ops  string
		good bool
	}{
		{"", true}, {"DW_OP_plus_uconst, 8, DW_OP_stack_value", true}, {"DW_OP_LLVM_convert, 32, DW_ATE_signed", true},
		{"18446744073709551615", true}, {"18446744073709551616", false}, {"-1", false}, {"a: 1", false},
		{`"x"`, false}, {"!0", false}, {"DIFlagPublic", false}, {"DW_OP_plus | DW_OP_minus", false},
		{"DW_OP_bogus", false}, {"DW_OP_", false}, {"DW_ATE_bogus", false}, {"DW_OP_LLVM_fragment, 0, 8", true},
	} {
		src := fmt.Sprintf("!0 = !DIExpression(%s)\n", tc.ops)
		p := filepath.Join(dir, "e.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
		_, err := lltext.Parse(p, []byte(src))
		if (asErr == nil) != tc.good {
			t.Errorf("%s: llvm-as-22 says %v (%s), the test expects accepted=%v", src, asErr, out, tc.good)
		}
		if (err == nil) != tc.good {
			t.Errorf("%s: irfix's reader says %v, want accepted=%v", src, err, tc.good)
		}
	}
}

// The rules LLVM 22's reader applies across fields of one node.
func TestDIFieldCombinationsMatchLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	dir := t.TempDir()
	for _, tc := range []struct {
		src  string
		good bool
	}{
		{`!0 = distinct !DICompileUnit(file: !1, language: DW_LANG_C, sourceLanguageName: DW_LNAME_C)`, false},
		{`!0 = distinct !DICompileUnit(file: !1, language: DW_LANG_C, sourceLanguageVersion: 1)`, false},
		{`!0 = distinct !DICompileUnit(file: !1, sourceLanguageName: DW_LNAME_C, sourceLanguageVersion: 1)`, true},
		{`!0 = !DIFile(filename: "a", directory: "", checksumkind: CSK_MD5)`, false},
		{`!0 = !DIFile(filename: "a", directory: "", checksum: "00")`, false},
		{`!0 = !DIEnumerator(name: "a", value: -1, isUnsigned: true)`, false},
		{`!0 = !DIEnumerator(name: "a", value: -1)`, true},
		{`!0 = !DIDerivedType(tag: DW_TAG_member, baseType: null, flags: 8 | DIFlagPublic)`, true},
		{`!0 = !DIGlobalVariable(name: "")`, false},
		{`!0 = !DILocation(scope: distinct !DISubprogram(isDefinition: false))`, false},
	} {
		src := tc.src + "\n!1 = !DIFile(filename: \"a\", directory: \"\")\n"
		p := filepath.Join(dir, "c.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
		_, err := lltext.Parse(p, []byte(src))
		if (asErr == nil) != tc.good {
			t.Errorf("%s: llvm-as-22 says %v (%s), the test expects accepted=%v", tc.src, asErr, out, tc.good)
		}
		if (err == nil) != tc.good {
			t.Errorf("%s: irfix's reader says %v, want accepted=%v", tc.src, err, tc.good)
		}
	}
}

// Every enumeration name irfix's reader takes (verify_di_names.go) is one
// llvm-as-22 takes in a field of that enumeration.
func TestDINamesMatchLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	uses := map[string]string{
		"DW_TAG_":             "!GenericDINode(tag: %s)",
		"DW_LANG_":            "!DICompositeType(tag: DW_TAG_structure_type, runtimeLang: %s)",
		"DW_LNAME_":           "distinct !DICompileUnit(file: !1, sourceLanguageName: %s)",
		"DW_ATE_":             "!DIBasicType(encoding: %s)",
		"DW_CC_":              "!DISubroutineType(types: !1, cc: %s)",
		"DW_VIRTUALITY_":      "distinct !DISubprogram(virtuality: %s)",
		"DW_OP_":              "!DIExpression(%s)",
		"DW_APPLE_ENUM_KIND_": "!DICompositeType(tag: DW_TAG_enumeration_type, enumKind: %s)",
		"DW_MACINFO_":         `!DIMacro(type: %s, name: "m")`,
		"CSK_":                `!DIFile(filename: "a", directory: "", checksumkind: %s, checksum: "00")`,
		"DIFlag":              "!DIDerivedType(tag: DW_TAG_member, baseType: null, flags: %s)",
		"DISPFlag":            "distinct !DISubprogram(spFlags: %s)",
	}
	var b strings.Builder
	n := 10
	for prefix, use := range uses {
		count := 0
		for _, name := range ir.DINames(prefix) {
			fmt.Fprintf(&b, "!%d = %s\n", n, fmt.Sprintf(use, prefix+name))
			n++
			count++
		}
		if count == 0 {
			t.Errorf("%s: no names", prefix)
		}
	}
	b.WriteString("!1 = !{}\n")
	p := filepath.Join(t.TempDir(), "names.ll")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(as, p, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Errorf("llvm-as-22 rejects a name irfix takes: %v\n%s", err, out)
	}
	if _, err := lltext.Parse(p, []byte(b.String())); err != nil {
		t.Errorf("irfix's reader: %v", err)
	}
	t.Logf("%d names checked", n-10)
}
