package bitcode

import "github.com/irfix/irfix/ir"

// setOperands gives a new instruction its operands. With ReadRawBodies
// their lists come from the decoder's arena, which releaseBody resets
// once the body's slabs are cleared: the self-check reading a module
// body by body then reuses one body's operand and use lists for the next
// instead of leaving them to the collector.
func (d *decoder) setOperands(i *ir.Instr, operands []ir.Value) {
	if d.bodyHook != nil {
		i.SetOperandsIn(&d.arena, operands)
		return
	}
	i.SetOperands(operands)
}
