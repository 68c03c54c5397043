package bitcode

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// Every field the reader decodes by the table has a place in its kind's
// print order (a misspelt name would silently drop the field), and every
// print order fits the reader's fixed array.
func TestDITable(t *testing.T) {
	for kind, k := range diKinds {
		if k.read != nil || k.show == nil {
			continue
		}
		if len(k.show) > diMaxShow {
			t.Errorf("%s prints %d fields, more than diMaxShow = %d", kind, len(k.show), diMaxShow)
		}
		if len(k.layouts) == 0 {
			t.Errorf("%s has a print order but no layout", kind)
		}
		check := func(fs []diField) {
			for _, fl := range fs {
				if fl.name != "" && fl.enc != deZero && fl.pos < 0 {
					t.Errorf("%s.%s is decoded but not in the print order", kind, fl.name)
				}
			}
		}
		check(k.fields)
		for _, l := range k.layouts {
			check(l.fields)
		}
	}
}

// The older record layouts (LLVM before 12 wrote them; no producer of the
// corpus does) read to the node LLVM's reader makes of them, as LLVM's
// printer spells it; where a layout only moved or added operands, the old
// and the current record read to the same text.
func TestDIOlderLayouts(t *testing.T) {
	x, y, z := &ir.MDString{S: "x"}, &ir.MDString{S: "y"}, &ir.MDString{S: "z"}
	n2, n3 := &ir.MDNode{}, &ir.MDNode{}
	md := []ir.Metadata{x, y, n2, n3, z} // operand IDs + 1: "x" 1, "y" 2, !2 3, !3 4, "z" 5
	names := map[ir.Metadata]string{n2: "!2", n3: "!3"}
	const pointerType, importedModule, templateValue, stringType = 0x0f, 0x3a, 0x30, 0x12
	cases := []struct {
		what     string
		code     uint32
		producer string
		ops      []uint64
		want     string // fields as LLVM prints them; "error" for a rejected record
	}{
		{"DISubrange version 0", mdSubrange, "", []uint64{0, 5, 1}, "count: 5, lowerBound: -1"},
		{"DISubrange version 1", mdSubrange, "", []uint64{1 << 1, 3, 4}, "count: !2, lowerBound: 2"},
		{"DISubrange version 3", mdSubrange, "", []uint64{3 << 1, 3, 0, 0, 0}, "error"},
		{"DIGlobalVariable version 1", mdGlobalVar, "", []uint64{1 << 1, 3, 1, 0, 0, 7, 0, 1, 1, 4, 0, 0},
			`name: "x", scope: !2, line: 7, isLocal: true, isDefinition: true`},
		{"DIGlobalVariable version 2", mdGlobalVar, "", []uint64{2 << 1, 3, 1, 0, 0, 7, 0, 1, 1, 0, 0, 0},
			`name: "x", scope: !2, line: 7, isLocal: true, isDefinition: true`},
		{"DILocalVariable with alignment", mdLocalVar, "", []uint64{2, 3, 1, 0, 7, 0, 1, 0, 0}, `name: "x", arg: 1, scope: !2, line: 7`},
		{"DILocalVariable without alignment", mdLocalVar, "", []uint64{0, 3, 1, 0, 7, 0, 1, 0}, `name: "x", arg: 1, scope: !2, line: 7`},
		{"DILocalVariable with a tag", mdLocalVar, "", []uint64{0, 0x101, 3, 1, 0, 7, 0, 1, 0}, `name: "x", arg: 1, scope: !2, line: 7`},
		{"DINamespace with file and line", mdNamespace, "", []uint64{2, 3, 4, 1, 9}, `name: "x", scope: !2, exportSymbols: true`},
		{"DINamespace", mdNamespace, "", []uint64{2, 3, 1}, `name: "x", scope: !2, exportSymbols: true`},
		{"DIModule without file", mdModule, "", []uint64{0, 3, 1, 0, 0, 2}, `scope: !2, name: "x", apinotes: "y"`},
		{"DIModule", mdModule, "", []uint64{0, 0, 3, 1, 0, 0, 2, 0}, `scope: !2, name: "x", apinotes: "y"`},
		{"DIImportedEntity without file", mdImportedEntity, "", []uint64{0, importedModule, 3, 4, 5, 1},
			`tag: DW_TAG_imported_module, name: "x", scope: !2, entity: !3`},
		{"DIImportedEntity", mdImportedEntity, "", []uint64{0, importedModule, 3, 4, 5, 1, 0},
			`tag: DW_TAG_imported_module, name: "x", scope: !2, entity: !3, line: 5`},
		{"DITemplateValueParameter without isDefault", mdTemplateValue, "", []uint64{0, templateValue, 1, 0, 3}, `name: "x", value: !2`},
		{"DITemplateValueParameter", mdTemplateValue, "", []uint64{0, templateValue, 1, 0, 0, 3}, `name: "x", value: !2`},
		{"DIStringType without location", mdStringType, "", []uint64{0, stringType, 1, 0, 0, 64, 0, 0}, `name: "x", size: 64`},
		{"DIStringType", mdStringType, "", []uint64{0, stringType, 1, 0, 0, 0, 64, 0, 0}, `name: "x", size: 64`},
		{"DIDerivedType of LLVM 14", mdDerivedType, "", []uint64{0, pointerType, 0, 0, 0, 0, 0, 64, 0, 0, 0, 0, 0, 3},
			"tag: DW_TAG_pointer_type, baseType: null, size: 64, annotations: !2"},
		{"DIObjCProperty of LLVM 21", mdObjCProperty, "LLVM21.1.0", []uint64{0, 1, 0, 0, 2, 5, 0, 0}, `name: "x", setter: "z", getter: "y"`},
		{"DIObjCProperty of an unknown producer", mdObjCProperty, "", []uint64{0, 1, 0, 0, 2, 5, 0, 0}, `name: "x", setter: "z", getter: "y"`},
		{"DIObjCProperty of LLVM 22", mdObjCProperty, "LLVM22.1.0", []uint64{0, 1, 0, 0, 5, 2, 0, 0}, `name: "x", setter: "z", getter: "y"`},
		{"DISubprogram before LLVM 8", mdSubprogram, "", make([]uint64, 18), "error"},
		{"DILocation of 7 operands", mdLocation, "", []uint64{0, 1, 1, 2, 0, 0, 0}, "error"},
	}
	for _, c := range cases {
		d := newDecoder(nil)
		d.md = md
		d.info.Producer = c.producer
		n := &ir.MDNode{Kind: mdKindNames[c.code]}
		err := d.fillDI(&mdRec{code: c.code, ops: c.ops}, n)
		var got string
		if err != nil {
			got = "error"
		} else {
			var parts []string
			for _, f := range n.Fields {
				parts = append(parts, f.Name+": "+diTestSpell(f.Val, names))
			}
			got = strings.Join(parts, ", ")
		}
		if got != c.want {
			t.Errorf("%s: got %s (%v), want %s", c.what, got, err, c.want)
		}
	}
}

// diTestSpell spells a field value as LLVM's printer does.
func diTestSpell(v ir.Metadata, names map[ir.Metadata]string) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case *ir.MDString:
		return strconv.Quote(x.S)
	case ir.MDInt:
		if x.Text != "" {
			return x.Text
		}
		return strconv.FormatInt(x.V, 10)
	case ir.MDIdent:
		return x.S
	}
	if s, ok := names[v]; ok {
		return s
	}
	return "?"
}

// Records of every DI kind with every operand count up to 30 and operands
// drawn from edge values decode or fail with an *Error, never panic
// (FuzzReadBitcode reaches these records only through whole modules, a
// few thousand a minute).
func TestDIRandomRecords(t *testing.T) {
	vals := []uint64{0, 1, 2, 3, 4, 5, 6, 7, 0x24, 0x0d, 1 << 21, 1 << 32, 1<<32 | 64, 1 << 63, 1<<63 | 1, 0xFFFFFFFF, ^uint64(0)}
	expr := &ir.MDNode{Kind: "DIExpression", Fields: []ir.MDField{{Val: ir.MDIdent{S: "DW_OP_consts"}}, {Val: ir.MDInt{V: 3}}}}
	// Operands 1 and 2 refer to strings (valid in every field), 3 to 5
	// to nodes and a constant.
	md := []ir.Metadata{&ir.MDString{S: "x"}, &ir.MDString{}, &ir.MDNode{}, expr, &ir.ValueAsMetadata{V: ir.Int(ir.I64, 8)}}
	rng := rand.New(rand.NewPCG(1, 2))
	decoded := map[string]int{}
	for code := range mdKindNames {
		for n := 0; n <= 30; n++ {
			for range 100 {
				ops := make([]uint64, n)
				for i := range ops {
					if rng.IntN(10) < 9 {
						ops[i] = uint64(rng.IntN(3))
					} else {
						ops[i] = vals[rng.IntN(len(vals))]
					}
				}
				if code == mdFixedPointType && n == 13 && rng.IntN(2) == 0 {
					ops[9], ops[11] = 1<<32|64, 1<<32|64 // well-formed APInt headers
				}
				d := newDecoder(nil)
				d.md = md
				node := &ir.MDNode{Kind: mdKindNames[code]}
				err := d.fillDI(&mdRec{code: code, ops: ops}, node)
				if _, ok := err.(*Error); err != nil && !ok {
					t.Fatalf("%s %v: error %v is not an *Error", node.Kind, ops, err)
				}
				if err == nil {
					decoded[node.Kind]++
				}
			}
		}
	}
	for _, kind := range mdKindNames {
		if decoded[kind] == 0 {
			t.Errorf("no random %s record decoded", kind)
		}
	}
}
