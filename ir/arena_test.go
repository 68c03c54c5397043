package ir

import "testing"

// TestBodyArena: operand lists and first use lists from an arena behave
// as SetOperands' (uses recorded, appends copy out), and Reset hands the
// same memory out again, cleared.
func TestBodyArena(t *testing.T) {
	var a BodyArena
	p := &Param{Typ: I32}
	x := NewInstr(OpAdd, I32, p, Int(I32, 1))
	y := &Instr{Op: OpMul, Typ: I32}
	y.SetOperandsIn(&a, []Value{x, x, p})
	if got := y.Operands(); len(got) != 3 || got[0] != x || got[2] != p {
		t.Fatalf("operands = %v", got)
	}
	if us := x.Uses(); len(us) != 2 || us[0] != (Use{y, 0}) || us[1] != (Use{y, 1}) {
		t.Errorf("uses of x = %v, want operands 0 and 1 of y", us)
	}
	if us := p.Uses(); len(us) != 2 || us[1] != (Use{y, 2}) {
		t.Errorf("uses of p = %v, want x's operand 0 and y's operand 2", us)
	}
	first := &y.Operands()[:1][0]
	y.AddOperand(p) // capacity is the length: this copies out
	if &y.Operands()[0] == first {
		t.Error("AddOperand appended inside the arena's chunk")
	}
	// The body is dropped: clear what refers to the arena, then reset.
	y.operands, x.uses = nil, nil
	p.uses = p.uses[:1]
	a.Reset()
	if a.ops.InUse() != 0 || a.uses.InUse() != 0 {
		t.Fatalf("after Reset: %d operand and %d use chunks in use", a.ops.InUse(), a.uses.InUse())
	}
	chunk := a.ops.Chunks()[0]
	if chunk[0] != nil || chunk[2] != nil {
		t.Error("Reset left values in the operand chunk")
	}
	z := &Instr{Op: OpSub, Typ: I32}
	z.SetOperandsIn(&a, []Value{p})
	if &z.Operands()[:1][0] != &chunk[0] {
		t.Error("after Reset the arena did not reuse its first chunk")
	}
}

// Reset clears everything carved since the last reset, in every chunk
// handed out (the last one only up to its uncarved rest), so a chunk
// handed out again holds no stale values.
func TestArenaChunksResetClearsCarved(t *testing.T) {
	var c arenaChunks[*int]
	v := new(int)
	fill := func(s []*int) {
		s = s[:cap(s)]
		for k := range s {
			s[k] = v
		}
	}
	for round := 0; round < 3; round++ {
		fill(c.carve(3, 4)) // chunk 0, one element left over
		fill(c.carve(3, 4)) // does not fit: chunk 1
		fill(c.carve(1, 4)) // the rest of chunk 1
		fill(c.carve(2, 4)) // chunk 2, half carved
		c.reset()
		for k, ch := range c.Chunks() {
			for j, x := range ch {
				if x != nil {
					t.Fatalf("round %d: chunk %d element %d not cleared by reset", round, k, j)
				}
			}
		}
	}
}
