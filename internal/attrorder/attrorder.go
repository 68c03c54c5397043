// Package attrorder puts attribute sets in the order LLVM prints them.
// Both halves of the pipeline need it: upgrade when it writes
// memory(...)/captures(...) into a set, downgrade when it writes the
// older spellings back.
package attrorder

import (
	"sort"

	"github.com/irfix/irfix/ir"
)

// attrGroup orders attributes the way LLVM prints them: plain enum
// attributes, then type attributes (byval(T), ...), then integer-carrying
// ones (align, memory, uwtable, ...), then constant-range ones, each group sorted by
// name (LLVM's Attribute::AttrKind enum is generated in that order from
// Attributes.td); unknown keywords and string attributes last.
func attrGroup(a ir.Attr) int {
	if a.Kind == ir.AttrNone {
		if a.Raw != "" {
			return 5
		}
		return 6
	}
	switch ir.AttrInfos[a.Kind].Form {
	case ir.FormFlag:
		return 0
	case ir.FormType:
		return 1
	case ir.FormRange, ir.FormInitializes:
		return 3
	}
	return 2
}

// Sort returns s in LLVM's printing order.
func Sort(s ir.AttrSet) ir.AttrSet {
	out := append(ir.AttrSet(nil), s...)
	sort.SliceStable(out, func(i, j int) bool {
		gi, gj := attrGroup(out[i]), attrGroup(out[j])
		if gi != gj {
			return gi < gj
		}
		switch {
		case gi <= 3:
			return out[i].Kind.String() < out[j].Kind.String()
		case gi == 5:
			return out[i].Raw < out[j].Raw
		}
		return out[i].Key < out[j].Key
	})
	return out
}
