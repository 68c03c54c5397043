package ptrtype

import (
	"iter"

	"github.com/irfix/irfix/ir"
)

// leafParam is a parameter whose type is one pointer slot (not a struct
// or vector holding pointers): its function, its index, and its slot.
type leafParam struct {
	f    *ir.Func
	k    int
	p    *ir.Param
	slot slotID
}

// leafParams yields, in module order, the leaf parameters of the
// module's defined functions, the starting point of the rules that
// decide a parameter from how its function uses it. skip (nil: none) is
// asked once per function, just before its parameters, and leaves out
// the whole function. Callers read the slots' state as they go, so a
// decision made for one parameter is seen by the next.
func (a *analysis) leafParams(skip func(*ir.Func) bool) iter.Seq[leafParam] {
	return func(yield func(leafParam) bool) {
		for _, f := range a.m.Funcs {
			if f.IsDeclaration() || skip != nil && skip(f) {
				continue
			}
			for k, p := range f.Params {
				pt := a.paramT[p]
				if pt == nil || pt.kind != tLeaf {
					continue
				}
				if !yield(leafParam{f: f, k: k, p: p, slot: pt.slot}) {
					return
				}
			}
		}
	}
}

// undecided reports whether no rule has decided slot s yet and it is not
// void* (whose bytes no use can type).
func (a *analysis) undecided(s slotID) bool {
	return a.slots[s].decided == "" && !a.slots[s].void
}
