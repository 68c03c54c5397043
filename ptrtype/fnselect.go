package ptrtype

import "github.com/irfix/irfix/ir"

// Functions chosen between. A phi or select of function addresses —
// lz4frame's choice of the block compressor, `level < MINHC ?
// (independent ? LZ4F_compressBlock : LZ4F_compressBlock_continue) :
// ...`, inlined where it is called — holds functions of one C type as a
// table's slot does: C converts no function pointer implicitly, so the
// arms (the functions reaching it through phis and selects) share the
// value's function type, as functions stored into one field or passed
// for one parameter do. They are callbacks of that value's slot
// (fnSlots), so the rules about one slot's functions (disagreeing
// parameters: a void*; a parameter one function leaves unused: the
// siblings' type) see them as siblings. Only values two functions or
// more reach: one function alone has a slot of its own already.

// selectedCallbacks applies that rule while the evidence is collected
// (a convention: it adds slots, not votes).
func (a *analysis) selectedCallbacks() {
	for k, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		a.walks.phiSels(k).Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpPhi && i.Op != ir.OpSelect || !i.Typ.IsPtr() {
				return
			}
			fns := chosenFuncs(i, nil, map[*ir.Instr]bool{})
			if len(fns) < 2 {
				return
			}
			t := a.instrTmpl(i)
			if t == nil || t.kind != tLeaf {
				return
			}
			for _, fn := range fns {
				a.fnSlots = append(a.fnSlots, fnSlot{fn, t.slot})
			}
			if a.chosen == nil {
				a.chosen = map[slotID]bool{}
			}
			a.chosen[t.slot] = true
		})
	}
}

// chosenFuncs appends to fns the defined functions that reach the phi or
// select i as its arms, directly or through other phis and selects, each
// once; an arm of any other kind (a loaded pointer, null) adds nothing.
func chosenFuncs(i *ir.Instr, fns []*ir.Func, seen map[*ir.Instr]bool) []*ir.Func {
	if seen[i] {
		return fns
	}
	seen[i] = true
	arms := i.Operands()
	if i.Op == ir.OpSelect {
		arms = arms[1:]
	}
	for _, v := range arms {
		switch x := v.(type) {
		case *ir.Func:
			if !x.IsDeclaration() && !containsFunc(fns, x) {
				fns = append(fns, x)
			}
		case *ir.Instr:
			if x.Op == ir.OpPhi || x.Op == ir.OpSelect {
				fns = chosenFuncs(x, fns, seen)
			}
		}
	}
	return fns
}

// chosenNote says, for slotName, that class r holds such a choice.
func (a *analysis) chosenNote(r slotID) string {
	if a.chosen == nil {
		return ""
	}
	ms := []slotID{r}
	if int(r) < len(a.members) && a.members[r] != nil {
		ms = a.members[r]
	}
	for _, m := range ms {
		if a.chosen[m] {
			return ": functions chosen between (fnselect.go)"
		}
	}
	return ""
}
