package bitcode

import "github.com/irfix/irfix/ir"

// setOperands gives a new instruction its operands. Reading a body on
// this goroutine, the uses its operands make of the body's instructions
// are recorded when the body is complete (linkUses), and reading a
// whole module, those of global values when the module is
// (linkGlobalUses), each use list carved at its final length; the operand lists and those use lists
// come from the module's arena, or with ReadRawBodies from the body's
// own (reused for the next body). Reading bodies in parallel
// (read_parallel.go), operands are set as SetOperands does.
func (d *decoder) setOperands(i *ir.Instr, operands []ir.Value) {
	switch {
	case d.wk != nil:
		i.SetOperands(operands)
	case d.bodyHook != nil:
		i.SetOperandsUnlinked(&d.arena, operands)
	default:
		i.SetOperandsDeferred(d.modArena, operands)
	}
}

// linkGlobalUses records, once a whole-module read is complete, the uses
// the bodies' operands make of global values (see setOperands).
func (d *decoder) linkGlobalUses() {
	if d.wk != nil || d.bodyHook != nil || d.par != nil {
		return
	}
	ir.LinkGlobalUses(d.modArena, d.funcsWithBodies[:d.nextBody])
}

// linkUses records the uses the operands of the body just read make of
// its instructions, replacing forward-reference placeholders by their
// definitions on the way (see setOperands).
func (d *decoder) linkUses(fs *fnState) {
	if d.wk != nil {
		return
	}
	a := d.modArena
	if d.bodyHook != nil {
		a = &d.arena
	}
	var resolve func(*ir.Instr) ir.Value
	if len(fs.resolved) > 0 {
		resolve = func(ph *ir.Instr) ir.Value { return fs.resolved[ph] }
	}
	ir.LinkUses(a, fs.instrs, resolve)
}
