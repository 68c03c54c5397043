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
				d.noteGlobalUse(ir.GlobalUse{G: g, Use: ir.Use{User: i, Index: n}})
			}
		}
	}
}

// gUseChunk is how many uses of global values one chunk of gUses holds
// (48 KiB; a variable so that tests can make chunks fill up).
var gUseChunk = 2048

// noteGlobalUse appends u to the uses of global values noted so far:
// chunks of gUseChunk, never copied (the full ones in gDone).
func (d *decoder) noteGlobalUse(u ir.GlobalUse) {
	if len(d.gUses) == cap(d.gUses) {
		if len(d.gUses) > 0 {
			d.gDone = append(d.gDone, d.gUses)
		}
		d.gUses = make([]ir.GlobalUse, 0, gUseChunk)
	}
	d.gUses = append(d.gUses, u)
}

// gUseMark is a place in the uses of global values noted: the number of
// full chunks and the length of the current one.
type gUseMark struct{ done, n int }

func (d *decoder) gUseMark() gUseMark { return gUseMark{len(d.gDone), len(d.gUses)} }

// gUsesSince returns the uses noted since m, as pieces of the chunks
// (bodies read in parallel keep theirs until they are merged).
func (d *decoder) gUsesSince(m gUseMark) [][]ir.GlobalUse {
	var out [][]ir.GlobalUse
	var cur []ir.GlobalUse
	if m.done < len(d.gDone) {
		// The chunk that was current at m is full now.
		first := d.gDone[m.done]
		out = append(out, first[m.n:len(first):len(first)])
		out = append(out, d.gDone[m.done+1:]...)
		cur = d.gUses[:len(d.gUses):len(d.gUses)]
	} else {
		cur = d.gUses[m.n:len(d.gUses):len(d.gUses)]
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// addGlobalUses appends a merged body's uses of global values after
// those noted so far.
func (d *decoder) addGlobalUses(lists [][]ir.GlobalUse) {
	if len(d.gUses) > 0 {
		d.gDone = append(d.gDone, d.gUses)
		d.gUses = nil
	}
	d.gDone = append(d.gDone, lists...)
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
	ir.LinkGlobalUseList(d.modArena, append(d.gDone, d.gUses)...)
	d.gDone, d.gUses = nil, nil
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
