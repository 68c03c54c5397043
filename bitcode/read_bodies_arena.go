package bitcode

import "github.com/irfix/irfix/ir"

// setOperands gives a new instruction its operands. Reading a whole
// body on this goroutine, the uses its operands make of the body's
// instructions are recorded when the body is complete (linkUses), and
// reading a whole module, those of global values when the module is
// (linkGlobalUses), each use list carved at its final length; the operand
// lists and those use lists come from the module's arena. Reading bodies
// with ReadRawBodies, no use is recorded at all (SetOperandsBare) and the
// operand lists come from the body's own arena (reused for the next
// body): the body is compared and dropped. Reading bodies in parallel
// (read_parallel.go), each goroutine carves from an arena of its own and
// the uses of global values are linked, as a sequential read links them,
// once the module is complete.
func (d *decoder) setOperands(i *ir.Instr, operands []ir.Value) {
	switch {
	case d.bodyHook != nil:
		i.SetOperandsBare(&d.arena, operands)
	default:
		i.SetOperandsDeferred(d.modArena, operands)
		// Noted in reading order, which is LinkGlobalUses' (see
		// linkGlobalUses).
		for n, v := range operands {
			if g := ir.GlobalCommonOf(v); g != nil {
				d.gUses = append(d.gUses, ir.GlobalUse{G: g, Use: ir.Use{User: i, Index: n}})
			}
		}
	}
}

// linkGlobalUses records, once a whole-module read is complete, the uses
// the bodies' operands make of global values (see setOperands). They
// were noted in gUses as the operands were set, body after body in file
// order (bodies read in parallel note theirs in their job, appended in
// file order when merged), instruction after instruction, operand after
// operand: LinkGlobalUses' order, without its walks over the module's
// instructions.
func (d *decoder) linkGlobalUses() {
	if d.wk != nil || d.bodyHook != nil || d.parHook != nil {
		return
	}
	ir.LinkGlobalUseList(d.modArena, d.gUses)
	d.gUses = nil
}

// linkUses records the uses the operands of the body just read make of
// its instructions, replacing forward-reference placeholders by their
// definitions on the way (see setOperands).
func (d *decoder) linkUses(fs *fnState) {
	if d.bodyHook != nil {
		resolveBare(fs)
		return
	}
	a := d.modArena
	var resolve func(*ir.Instr) ir.Value
	if len(fs.resolved) > 0 {
		resolve = func(ph *ir.Instr) ir.Value { return fs.resolved[ph] }
	}
	ir.LinkUses(a, fs.instrs, resolve)
}

// resolveBare replaces the forward-reference placeholders among the
// operands of the body just read by ReadRawBodies by their definitions,
// as linkUses does, without recording uses: ReadRawBodies records none
// (setOperands), its caller compares the body and lets it go.
func resolveBare(fs *fnState) {
	if len(fs.resolved) == 0 {
		return
	}
	for _, i := range fs.instrs {
		ops := i.Operands()
		for n, v := range ops {
			if ph, ok := v.(*ir.Instr); ok && ph != nil {
				if r := fs.resolved[ph]; r != nil {
					ops[n] = r
				}
			}
		}
	}
}
