package ir

import (
	"strings"
	"testing"
)

// checkGlobalMD's shortcut for plain locations (plainLocation: a
// DILocation not added to the node set) must report each problem of a
// location, or of what it leads to, once however many instructions share
// it, and must end on locations that lead back to themselves.
func TestVerifyPlainLocationsReportOnce(t *testing.T) {
	sp := func() *MDNode { return &MDNode{Kind: "DISubprogram", Distinct: true} }
	loc := func(scope Metadata, extra ...MDField) *MDNode {
		return &MDNode{Kind: "DILocation", Fields: append([]MDField{{Name: "line", Val: MDInt{V: 3}}, {Name: "column", Val: MDInt{V: 1}}, {Name: "scope", Val: scope}}, extra...)}
	}
	cases := []struct {
		name string
		// locs returns the locations of the instructions, in order
		locs func() []*MDNode
		want string // "" for no problem
	}{
		{"scope with a bad field, shared", func() []*MDNode {
			s := sp()
			s.Fields = []MDField{{Name: "line", Val: &MDString{S: "x"}}}
			a, b := loc(s), loc(s)
			return []*MDNode{a, b, a, b, a}
		}, "DISubprogram line"},
		{"scope not a local scope, shared", func() []*MDNode {
			a, b := loc(&MDNode{Kind: "DICompileUnit", Distinct: true}), loc(sp())
			return []*MDNode{a, b, a, b}
		}, "DILocation scope must be"},
		{"inlined at a subprogram, shared", func() []*MDNode {
			s := sp()
			a, b := loc(s, MDField{Name: "inlinedAt", Val: s}), loc(s)
			return []*MDNode{a, b, a, b}
		}, "inlinedAt must be"},
		{"inlined-at chain with a bad scope at its end", func() []*MDNode {
			s := sp()
			end := loc(&MDNode{Kind: "DIFile"})
			mid := loc(s, MDField{Name: "inlinedAt", Val: end})
			a, b := loc(s, MDField{Name: "inlinedAt", Val: mid}), loc(s)
			return []*MDNode{a, b, a, b, mid}
		}, "DILocation scope must be"},
		{"inlined-at cycle", func() []*MDNode {
			s := sp()
			a, b := loc(s), loc(s)
			a.Fields = append(a.Fields, MDField{Name: "inlinedAt", Val: b})
			b.Fields = append(b.Fields, MDField{Name: "inlinedAt", Val: a})
			return []*MDNode{a, b, a, b}
		}, ""},
		{"scope leading back to the location", func() []*MDNode {
			s := sp()
			a := loc(s)
			s.Fields = []MDField{{Name: "retainedNodes", Val: &MDNode{Ops: []Metadata{a}}}}
			return []*MDNode{a, loc(s), a}
		}, "retainedNodes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fx := newFixture()
			var instrs []*Instr
			for _, f := range fx.m.Funcs {
				f.Instrs(func(i *Instr) {
					if i.Op != OpPhi {
						instrs = append(instrs, i)
					}
				})
			}
			locs := c.locs()
			if len(instrs) < len(locs) {
				t.Fatalf("fixture has %d instructions, want %d", len(instrs), len(locs))
			}
			for k, l := range locs {
				instrs[k].SetMD("dbg", l)
			}
			err := Verify(fx.m)
			if c.want == "" {
				if err != nil {
					t.Fatalf("want no problem, got %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("want a problem %q, got none", c.want)
			}
			n := strings.Count(err.Error(), c.want)
			if n != 1 {
				t.Fatalf("want %q reported once, found %d times in %v", c.want, n, err)
			}
		})
	}
}
