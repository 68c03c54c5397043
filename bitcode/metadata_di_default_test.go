package bitcode

import (
	"bytes"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// diDefaultSrc is a small module with debug info; @NODE@ is replaced by
// the node under test (!9), which !llvm.dbg.x keeps alive.
const diDefaultSrc = `source_filename = "x.c"
define void @f() !dbg !5 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!llvm.dbg.x = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = @NODE@
`

// TestDIFieldIsDefault checks DIFieldIsDefault against the writer and
// reader: a node spelling a field with the value DIFieldIsDefault calls
// the default must read back from its bitcode as exactly the module
// written without the field, and a value it does not call the default
// must read back differently.
func TestDIFieldIsDefault(t *testing.T) {
	write := func(node string) []byte {
		t.Helper()
		src := strings.Replace(diDefaultSrc, "@NODE@", node, 1)
		m, err := lltext.Parse("d.ll", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", node, err)
		}
		out, err := Write(m, target.Latest)
		if err != nil {
			t.Fatalf("%s: %v", node, err)
		}
		back, _, err := Read(out)
		if err != nil {
			t.Fatalf("%s: read back: %v", node, err)
		}
		var b bytes.Buffer
		if err := lltext.Print(&b, back); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	for _, c := range []struct {
		kind, base, field, value string
		isDefault                bool
	}{
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "isOptimized", "false", true},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "isOptimized", "true", false},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "runtimeVersion", "0", true},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "runtimeVersion", "2", false},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "flags", `""`, true},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "flags", `"-O2"`, false},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "nameTableKind", "Default", true},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "nameTableKind", "None", false},
		{"DICompileUnit", `distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", emissionKind: FullDebug)`, "splitDebugInlining", "false", false},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "encoding", "0", true},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "encoding", "DW_ATE_signed", false},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "align", "0", true},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "flags", "0", true},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "tag", "DW_TAG_base_type", true},
		{"DIBasicType", `!DIBasicType(name: "int", size: 32)`, "tag", "DW_TAG_unspecified_type", false},
		{"DIDerivedType", `!DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)`, "offset", "0", true},
		{"DIDerivedType", `!DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)`, "offset", "8", false},
		{"DIDerivedType", `!DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)`, "scope", "null", true},
		{"DIDerivedType", `!DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)`, "dwarfAddressSpace", "0", false},
		{"DIGlobalVariable", `distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: null)`, "isDefinition", "true", true},
		{"DIGlobalVariable", `distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: null)`, "isDefinition", "false", false},
		{"DIGlobalVariable", `distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: null)`, "isLocal", "false", true},
		{"DILexicalBlock", `distinct !DILexicalBlock(scope: !5, file: !1, line: 2)`, "column", "0", true},
		{"DILexicalBlock", `distinct !DILexicalBlock(scope: !5, file: !1, line: 2)`, "column", "7", false},
		{"DILocalVariable", `!DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: null)`, "arg", "0", true},
		{"DILocalVariable", `!DILocalVariable(name: "x", scope: !5, file: !1, line: 1, type: null)`, "arg", "1", false},
	} {
		base := write(c.base)
		spelled := c.base[:len(c.base)-1] + ", " + c.field + ": " + c.value + ")"
		same := bytes.Equal(base, write(spelled))
		if same != c.isDefault {
			t.Errorf("%s %s: %s: reads back as without the field: %v, want %v", c.kind, c.field, c.value, same, c.isDefault)
		}
		m, err := lltext.Parse("d.ll", []byte(strings.Replace(diDefaultSrc, "@NODE@", spelled, 1)))
		if err != nil {
			t.Fatal(err)
		}
		var v ir.Metadata
		found := false
		for _, nmd := range m.NamedMD {
			if nmd.Name != "llvm.dbg.x" {
				continue
			}
			n := nmd.Nodes[0]
			for _, f := range n.Fields {
				if f.Name == c.field {
					v, found = f.Val, true
				}
			}
		}
		if !found {
			t.Fatalf("%s: field %s not found after parsing", c.kind, c.field)
		}
		if got := DIFieldIsDefault(c.kind, c.field, v); got != c.isDefault {
			t.Errorf("DIFieldIsDefault(%s, %s, %s) = %v, want %v", c.kind, c.field, c.value, got, c.isDefault)
		}
	}
	if DIFieldIsDefault("DINoSuchKind", "x", nil) || DIFieldIsDefault("DICompileUnit", "noSuchField", nil) {
		t.Error("unknown kind or field reported as default")
	}
}
