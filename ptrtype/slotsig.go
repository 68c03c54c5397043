package ptrtype

import "github.com/irfix/irfix/ir"

// A function stored into a function-pointer slot (a table of predictors,
// a dispatch pointer) has the slot's type in typed IR, without a cast.
// When the vote gave the slot a type, a pointer parameter of one of its
// functions that the vote typed otherwise, but whose own evidence also
// names the slot's pointee, takes the slot's: libwebp's
// VP8PredChroma8[] holds seven predictors over uint8_t* rows; two copy
// eight bytes at a time (memcpy folded to i64 loads and stores at byte
// offsets) and were voted i64*, though their own getelementptrs over
// the row are i8 as their siblings'. Only a candidate the parameter
// already has is taken: evidence it lacks is never made up.

const whatSlotSig = "stored in a function-pointer slot of type "

func (a *analysis) slotSignatures() {
	for _, fs := range a.fnSlots {
		a.slotSignature(fs.fn, a.sol[a.find(fs.slot)], slotName(a, fs.slot))
	}
	// A table (a global array of function pointers) filled by stores at
	// constant indices: an element whose function disagrees with the
	// others is a class of its own, and the table's element type is the
	// one the typed output gives every element.
	for _, f := range a.memFuncs() { // (the stores are among the loads and stores)
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore {
				return
			}
			fn, ok := i.Operand(0).(*ir.Func)
			if !ok {
				return
			}
			g, _ := i.Operand(1).(*ir.Global)
			if ce, ok := i.Operand(1).(*ir.ConstExpr); ok && ce.Op == ir.OpGetElementPtr && len(ce.Operands) > 0 {
				g, _ = ce.Operands[0].(*ir.Global)
			}
			if g == nil || g.ValueType.Kind != ir.ArrayKind || !g.ValueType.Elem.IsPtr() {
				return
			}
			if t := a.valueT[g]; t != nil && t.kind == tArray && t.elem != nil && t.elem.kind == tLeaf {
				a.slotSignature(fn, a.sol[a.find(t.elem.slot)], "@"+g.Name)
			}
		})
	}
}

// slotSignature gives fn's pointer parameters the types of ft, the type
// of a slot fn is stored in, where the vote typed them otherwise and
// their own evidence names ft's.
func (a *analysis) slotSignature(fn *ir.Func, ft *ir.Type, slot string) {
	if ft == nil || ft.Kind != ir.FuncKind || ft.Opaqued() != fn.Sig || fn.IsDeclaration() {
		return
	}
	for k, p := range fn.Params {
		want := ft.Params()[k]
		pt := a.paramT[p]
		if pt == nil || pt.kind != tLeaf || want.Kind != ir.PointerKind || want.Elem == nil {
			continue
		}
		r := a.find(pt.slot)
		if cur := a.sol[r]; cur == nil || cur == want.Elem || a.slots[pt.slot].decided != "" {
			continue
		}
		if !a.hasCandidate(r, want.Elem) {
			continue
		}
		why := whatSlotSig + ft.String() + " (" + slot + "), a candidate of its own (slotsig.go)"
		a.decideClass(r, want.Elem, why)
	}
}

// hasCandidate reports whether a vote of class r's members, without free
// slots, is t.
func (a *analysis) hasCandidate(r slotID, t *ir.Type) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if !v.t.hasSlots() && a.inst(v.t) == t {
				return true
			}
		}
	}
	return false
}
