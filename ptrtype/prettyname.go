package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// A tag two translation units give different structs. libwebp's
// idec_dec.c and demux.c each define their own `MemBuffer`; linking
// keeps one as %struct.MemBuffer and renames the other's type
// %struct.MemBuffer.283, so the name a __PRETTY_FUNCTION__ prototype
// spells ("MemBuffer *const") says which of them only in the unit it
// came from, and the module does not say which unit that was. A name
// whose numbered namesake has another layout names neither for the
// prototype rule (prettyfn.go): the function's own evidence decides. A
// numbered type with the same layout is clang's second IR type for the
// one struct (dupstruct.go), and the name still names it.

// ambiguousTag reports whether named struct t (struct.X) has a namesake
// struct.X.N of another layout in the module.
func (a *analysis) ambiguousTag(t *ir.Type) bool {
	if t == nil || !t.IsNamed() {
		return false
	}
	for _, s := range a.m.Types {
		n, ok := strings.CutPrefix(s.Name, t.Name+".")
		if !ok || n == "" || strings.Trim(n, "0123456789") != "" {
			continue
		}
		if s.Opaque != t.Opaque || len(s.Fields) != len(t.Fields) {
			return true
		}
		for k := range s.Fields {
			if s.Fields[k] != t.Fields[k] {
				return true
			}
		}
	}
	return false
}
