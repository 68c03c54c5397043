package ir

// Building a function body, a reader records most uses twice over if it
// records them as it goes: a value's use list is appended to once per
// use, and a list longer than its first carved slot grows by doubling
// into a heap object of its own (one to four of them for a value with
// two to eight uses). Reading libclc-16, that was 450 thousand objects
// and 55 MB, the largest source of objects left. Instructions are only
// ever used inside their own body, so a reader can leave their uses
// unrecorded while it builds the body and have LinkUses record them all
// at the end, each use list carved at its final length.

// SetOperandsBare gives i its operands, carved from a, without
// recording any use of them: for a reader whose bodies are looked at
// once and dropped, never changed (bitcode.ReadRawBodies, which the
// self-check's comparison reads with; it never asks for uses). The values
// i refers to do not list it among their uses, so i's operands must not
// be changed afterwards (SetOperand, SetOperands and DropOperands take
// uses off lists that do not hold them).
func (i *Instr) SetOperandsBare(a *BodyArena, vs []Value) {
	i.operands = a.ops.list(len(vs), opChunkLen)[:len(vs)]
	copy(i.operands, vs)
}

// SetOperandsUnlinked is SetOperandsIn except that it does not record
// the uses of operands that are instructions: LinkUses records them,
// for the whole body at once, once every instruction of the body has
// its operands. Until then, the use lists of the body's instructions
// are incomplete and must not be read. Uses of other tracked values
// (parameters, global values) are recorded at once, as SetOperands
// does.
func (i *Instr) SetOperandsUnlinked(a *BodyArena, vs []Value) {
	i.setOperandsUnlinked(a, vs, false)
}

// SetOperandsDeferred is SetOperandsUnlinked except that the uses of
// global values are not recorded either: LinkGlobalUses records them
// for the whole module once every body is complete. A reader of a
// whole module uses it: a function called from thousands of places had
// its use list grown by doubling, copied a dozen times over.
func (i *Instr) SetOperandsDeferred(a *BodyArena, vs []Value) {
	i.setOperandsUnlinked(a, vs, true)
}

func (i *Instr) setOperandsUnlinked(a *BodyArena, vs []Value, globals bool) {
	i.DropOperands()
	i.operands = a.ops.list(len(vs), opChunkLen)[:len(vs)]
	copy(i.operands, vs)
	for n, v := range vs {
		switch x := v.(type) {
		case *Instr:
		case *Param:
			x.addUse(Use{i, n})
		case *Func:
			if !globals {
				x.addUse(Use{i, n})
			}
		case *Global:
			if !globals {
				x.addUse(Use{i, n})
			}
		case GlobalValue:
			if !globals {
				x.addUse(Use{i, n})
			}
		case Tracked:
			x.addUse(Use{i, n})
		}
	}
}

// AddOperandUnlinked appends an operand as AddOperand does, leaving the
// use of an operand that is an instruction to LinkUses (see
// SetOperandsUnlinked).
func (i *Instr) AddOperandUnlinked(v Value) {
	i.operands = append(i.operands, v)
	if _, ok := v.(*Instr); ok {
		return
	}
	if t, ok := v.(Tracked); ok {
		t.addUse(Use{i, len(i.operands) - 1})
	}
}

// LinkUses records the uses that the operands of body's instructions,
// set by SetOperandsUnlinked, make of instructions. An operand that is
// an instruction not in body (a reader's forward-reference placeholder)
// is first replaced by resolve's result for it, when resolve is not nil
// and returns a value. The uses of each instruction of body come out in
// the order that calling SetOperands on body's instructions in turn
// would have left them (by user in body's order, then by operand
// index); each use list is carved from a at its final length, after
// the uses the instruction already had.
func LinkUses(a *BodyArena, body []*Instr, resolve func(*Instr) Value) {
	if len(body) == 0 {
		return
	}
	// Each instruction's cached block position holds its place in body
	// while counting (restored below): a map from instruction to count
	// would cost more than the rest of the work.
	for k, x := range body {
		x.idx = int32(k)
	}
	inBody := func(x *Instr) bool {
		k := x.idx
		return uint(k) < uint(len(body)) && body[k] == x
	}
	counts := a.counts
	if cap(counts) < len(body) {
		counts = make([]int32, len(body))
	}
	counts = counts[:len(body)]
	for _, i := range body {
		for n, v := range i.operands {
			x, ok := v.(*Instr)
			if !ok || x == nil {
				continue
			}
			if !inBody(x) {
				var r Value
				if resolve != nil {
					r = resolve(x)
				}
				if r == nil {
					r = x
				}
				i.operands[n] = r
				if y, ok := r.(*Instr); ok && y != nil && inBody(y) {
					x = y
				} else {
					if t, ok := r.(Tracked); ok {
						t.addUse(Use{i, n})
					}
					continue
				}
			}
			counts[x.idx]++
		}
	}
	for k, x := range body {
		c := int(counts[k])
		if c == 0 {
			continue
		}
		x.uses = append(a.uses.list(len(x.uses)+c, useChunkLen), x.uses...)
	}
	for _, i := range body {
		for n, v := range i.operands {
			if x, ok := v.(*Instr); ok && x != nil && inBody(x) {
				x.uses = append(x.uses, Use{i, n})
			}
		}
	}
	clear(counts)
	a.counts = counts[:0]
	var last *Block
	for _, x := range body {
		x.idx = 0
	}
	for _, x := range body {
		if b := x.Parent; b != nil && b != last {
			b.renumber()
			last = b
		}
	}
}

// globalOf returns the common part of v when v is a global value.
func globalOf(v Value) *GlobalCommon {
	switch x := v.(type) {
	case *Func:
		return &x.GlobalCommon
	case *Global:
		return &x.GlobalCommon
	case *Alias:
		return &x.GlobalCommon
	case *IFunc:
		return &x.GlobalCommon
	}
	return nil
}

// LinkGlobalUses records the uses of global values made by the operands
// of the instructions of bodies, set by SetOperandsDeferred. The uses
// come after those each global value already has, in the order calling
// SetOperands on every instruction in turn would have left them: by
// function in bodies' order, then by block, instruction and operand
// index. Each use list is carved from a at its final length.
func LinkGlobalUses(a *BodyArena, bodies []*Func) {
	counts := map[*GlobalCommon]int{}
	for _, f := range bodies {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, v := range i.operands {
					if g := globalOf(v); g != nil {
						counts[g]++
					}
				}
			}
		}
	}
	a.reserveGlobalUses(counts)
	for _, f := range bodies {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for n, v := range i.operands {
					if g := globalOf(v); g != nil {
						g.uses = append(g.uses, Use{i, n})
					}
				}
			}
		}
	}
}

// reserveGlobalUses gives each global value of counts a use list with
// room for counts[g] more uses, its current uses kept. Global values
// outlive the bodies: their lists come only from an arena that is never
// reset (NewModuleArena's, sized).
func (a *BodyArena) reserveGlobalUses(counts map[*GlobalCommon]int) {
	for g, c := range counts {
		limit := 0
		if a.module {
			limit = moduleChunkLen
		}
		g.uses = append(a.uses.list(len(g.uses)+c, limit), g.uses...)
	}
}

// A GlobalUse is one use of a global value by an operand of an
// instruction: what LinkGlobalUses records, noted by a reader as it sets
// the instruction's operands.
type GlobalUse struct {
	G *GlobalCommon
	Use
}

// GlobalCommonOf returns the GlobalCommon of v when v is a global value
// (function, variable, alias, ifunc) and nil otherwise: the operands
// LinkGlobalUses records the uses of.
func GlobalCommonOf(v Value) *GlobalCommon { return globalOf(v) }

// LinkGlobalUseList records the uses of global values listed in lists,
// one list after another, as LinkGlobalUses does for the bodies they were
// noted in: the lists must hold every operand of those bodies'
// instructions that is a global value, in LinkGlobalUses' order (by
// function in bodies' order, then by block, instruction and operand
// index). A reader that notes them while setting operands
// (SetOperandsDeferred), in chunks it need not copy, so spares
// LinkGlobalUses' two walks over every instruction of the module, which
// touch each instruction's memory long after it was written (reading
// libclc-16, 1.15M instructions, they were ~50 ms on one core).
func LinkGlobalUseList(a *BodyArena, lists ...[]GlobalUse) {
	counts := map[*GlobalCommon]int{}
	for _, l := range lists {
		for _, u := range l {
			counts[u.G]++
		}
	}
	a.reserveGlobalUses(counts)
	for _, l := range lists {
		for _, u := range l {
			u.G.uses = append(u.G.uses, u.Use)
		}
	}
}
