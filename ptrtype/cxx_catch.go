package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// catchEvidence: a handler `catch (X& e)` (or by value, or `catch (X*
// p)`) is entered when the landing pad's selector equals
// llvm.eh.typeid.for(typeinfo of X) — clang branches on that comparison
// — and its __cxa_begin_catch returns the caught object: an X* (for a
// pointer typeinfo, the thrown pointer itself, again an X*). Clang
// casts the void* it returns to X* at once. The block calling
// __cxa_begin_catch is the true successor of that branch (Itanium C++
// ABI 2.5.3; clang's EmitLandingPad / emitCatchDispatchBlock).
func (a *analysis) catchEvidence(f *ir.Func, classes func(string) *ir.Type) {
	if f.Personality == nil || len(f.Blocks) == 0 {
		return
	}
	caught := map[*ir.Block]*ir.Global{} // handler block → typeinfo
	for _, b := range f.Blocks {
		br := b.Terminator()
		if br == nil || br.Op != ir.OpBr || len(br.Operands()) != 1 {
			continue
		}
		succs := br.Succs()
		if len(succs) != 2 {
			continue
		}
		cmp, ok := br.Operand(0).(*ir.Instr)
		if !ok || cmp.Op != ir.OpICmp || (cmp.Pred != ir.ICmpEQ && cmp.Pred != ir.ICmpNE) {
			continue
		}
		var ti *ir.Global
		for _, o := range cmp.Operands() {
			if c, ok := o.(*ir.Instr); ok && c.Op == ir.OpCall {
				if cf := c.CalledFunc(); cf != nil && strings.HasPrefix(cf.Name, "llvm.eh.typeid.for") && len(c.Args()) == 1 {
					ti = constBaseGlobal(asConstant(c.Args()[0]))
				}
			}
		}
		if ti == nil || !strings.HasPrefix(ti.Name, "_ZTI") {
			continue
		}
		h := succs[0]
		if cmp.Pred == ir.ICmpNE {
			h = succs[1]
		}
		caught[h] = ti
	}
	for h, ti := range caught {
		d := &demangler{s: strings.TrimPrefix(ti.Name, "_ZTI"), classes: classes}
		t, ok := d.typ()
		if !ok || d.s != "" || t == nil {
			continue
		}
		if t.IsPtr() { // catch (X* p): the thrown pointer
			t = t.Elem
		}
		if t == nil || !(t.IsNamed() || t.Kind == ir.IntKind || t.Kind == ir.FloatKind || t.Kind == ir.DoubleKind) {
			continue // (a class, or catch (int) / catch (double))
		}
		for _, i := range h.Instrs {
			if !i.Op.IsCallLike() {
				continue
			}
			if cf := i.CalledFunc(); cf == nil || cf.Name != "__cxa_begin_catch" {
				continue
			}
			if tp := a.instrTmpl(i); tp != nil && tp.kind == tLeaf {
				if a.caught == nil {
					a.caught = map[*ir.Instr]bool{}
				}
				a.caught[i] = true // (not a write-only void* slot's value: spill.go)
				why := origin{what: "Itanium C++ ABI: the handler for " + ti.Name + " catches a " + t.String(), instr: i, fn: f}
				a.addVote(tp.slot, baseT(t), wSpelled, false, why)
			}
			break
		}
	}
}

// asConstant is v as a constant, or nil.
func asConstant(v ir.Value) ir.Constant {
	c, _ := v.(ir.Constant)
	return c
}
