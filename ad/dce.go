package ad

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// dropUnusedPops removes the tape entries whose popped value the reverse
// sweep ends up not using. Rules give the partials for every operand at
// once (fmul's ∂/∂a is b, ∂/∂b is a) and the engine keeps only the
// active operands' contributions, so a partial for a constant operand
// (k in k*(u[i-1]-2u[i]+u[i+1]) with k constant) asks for primal values
// that nothing reads: without this, a linear stencil would tape every
// value it loads. Dead pure instructions of the reverse function are
// erased first (transitively), then the entries whose pop has no use are
// dropped from both sweeps (push and pop lists are the same list, so
// their order stays matched).
func (rg *revGen) dropUnusedPops(order []*ir.Block) {
	// The reverse function's blocks, and the recomputations and
	// reversed instructions not yet spliced into them.
	blocks := make([]*ir.Block, 0, len(rg.r.Blocks)+2*len(order))
	blocks = append(blocks, rg.r.Blocks...)
	for _, c := range order {
		blocks = append(blocks, rg.rec[c], rg.body[c])
	}
	if rg.zeroPhis {
		foldNegZeroAdds(blocks)
	}
	eraseDeadPure(blocks)
	for c, list := range rg.pushes {
		kept := list[:0]
		for _, pe := range list {
			if pe.slot == nil && pe.pop != nil && pe.pop.Parent == nil && ir.NumUses(pe.pop) == 0 {
				pe.pop.DropOperands()
				if pe.call != nil {
					pe.call.DropOperands()
				}
				continue
			}
			kept = append(kept, pe)
		}
		rg.pushes[c] = kept
	}
}

// eraseDeadPure erases the instructions of blocks that have a result
// nobody uses and no effect (arithmetic, casts, comparisons, address and
// vector operations, calls of math functions the rule table knows), until
// none is left.
func eraseDeadPure(blocks []*ir.Block) {
	for changed := true; changed; {
		changed = false
		for _, b := range blocks {
			for k := len(b.Instrs) - 1; k >= 0; k-- {
				i := b.Instrs[k]
				if i == nil || i.Type() == ir.Void || ir.NumUses(i) > 0 || !pureInstr(i) {
					continue
				}
				i.Erase()
				changed = true
			}
		}
	}
}

func pureInstr(i *ir.Instr) bool {
	if i.Op.IsBinary() || i.Op.IsCast() {
		return true
	}
	switch i.Op {
	case ir.OpFNeg, ir.OpGetElementPtr, ir.OpICmp, ir.OpFCmp, ir.OpSelect, ir.OpExtractValue, ir.OpInsertValue,
		ir.OpExtractElement, ir.OpInsertElement, ir.OpShuffleVector, ir.OpFreeze, ir.OpPhi:
		return true
	case ir.OpCall:
		f, ok := i.Callee().(*ir.Func)
		return ok && pureMathFunc(f.Name)
	}
	return false
}

// pureMathFunc reports whether name is a math function of the rule table
// (libm by name, intrinsics by base name without type suffixes): those
// have no effect a dead call could need (a libm call's errno is not
// observed by derivative code).
func pureMathFunc(name string) bool {
	if !ir.IsIntrinsicName(name) {
		r := lookupRule(name)
		return r != nil && r.Partials != nil
	}
	for n := name; strings.Contains(n, "."); n = n[:strings.LastIndex(n, ".")] {
		if r := lookupRule(n); r != nil {
			return r.Partials != nil
		}
	}
	return false
}

// foldNegZeroAdds replaces each fadd of -0.0 and a value by the value
// (exact: -0.0 is fadd's identity). The reverse sweep folds those as it
// builds them (addAdj); this catches the ones whose -0.0 was a phi at the
// time, found to merge -0.0 only once its block was complete.
func foldNegZeroAdds(blocks []*ir.Block) {
	for _, b := range blocks {
		for k := 0; k < len(b.Instrs); k++ {
			i := b.Instrs[k]
			if i.Op != ir.OpFAdd {
				continue
			}
			var keep ir.Value
			switch {
			case isNegZero(i.Operand(0)):
				keep = i.Operand(1)
			case isNegZero(i.Operand(1)):
				keep = i.Operand(0)
			default:
				continue
			}
			ir.ReplaceAllUsesWith(i, keep)
			i.Erase()
			k--
		}
	}
}
