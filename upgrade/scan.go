package upgrade

import (
	"github.com/irfix/irfix/ir"
)

// work says which of Canonicalize's per-function steps can change a
// function of an opaque module.
type work uint8

const (
	workCasts work = 1 << iota // a ptr→ptr bitcast instruction (step 2)
	workAttrs                  // a call site with legacy attributes (step 3)
	workDbg                    // a call of an intrinsic (step 5: a debug intrinsic, maybe after step 4 renamed it)
)

// scan answers m.HasTypedPointers() and, for a module without typed
// pointers, which functions the steps after step 1 have work in, in one
// walk over the instructions instead of one per step (each walk over
// libclc's 1.15 million instructions costs 20-50 ms of CPU, nearly all of
// it waiting for memory; a module already in the canonical form, such as
// LLVM 16's opaque bitcode, takes four walks for nothing). A function
// missing from todo has nothing any step would change, so that skipping
// it changes nothing; a function in it may still have nothing (the
// flags are a superset). todo is nil when typed is true.
func scan(m *ir.Module) (typed bool, todo map[*ir.Func]work) {
	// Global values and struct bodies first, as m.HasTypedPointers does.
	for _, gv := range m.GlobalValues() {
		if gv.Type().HasTypedPointers() {
			return true, nil
		}
	}
	for _, t := range m.Types {
		for _, f := range t.Fields {
			if f.HasTypedPointers() {
				return true, nil
			}
		}
	}
	todo = map[*ir.Func]work{}
	for _, f := range m.Funcs {
		var w work
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Typ.HasTypedPointers() || (i.ElemType != nil && i.ElemType.HasTypedPointers()) {
					return true, nil
				}
				w |= instrWork(i)
			}
		}
		if w&workCasts != 0 {
			// A folded cast's users get its source: a call through a
			// cast of a debug intrinsic becomes a call of it.
			w |= workDbg
		}
		if w != 0 {
			todo[f] = w
		}
	}
	return false, todo
}

// legacyAttrs says whether modernAttrList would change l.
func legacyAttrs(l ir.AttrList) bool {
	if _, ok := MemoryFromLegacy(l.Fn); ok {
		return true
	}
	for _, p := range l.Params {
		if p.Has(ir.AttrNoCapture) {
			return true
		}
	}
	return false
}

// instrWork is the work i (opaque) gives the steps after step 1.
func instrWork(i *ir.Instr) work {
	var w work
	switch {
	case i.Op == ir.OpBitCast:
		if isPtrPtrBitCast(i) {
			w |= workCasts
		}
	case i.Op.IsCallLike():
		if legacyAttrs(i.Attrs()) {
			w |= workAttrs
		}
		if i.Op == ir.OpCall {
			if c := i.CalledFunc(); c != nil && c.IsIntrinsic() {
				w |= workDbg
			}
		}
	}
	return w
}
