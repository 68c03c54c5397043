package ir

import "testing"

// An instruction whose Parent does not list it, with a cached position
// that is negative or past the end, has no index: Index says -1 and does
// not index out of range.
func TestIndexOfUnlistedInstr(t *testing.T) {
	b := &Block{Name: "b"}
	listed := NewInstr(OpRet, Void)
	b.Instrs = []*Instr{listed}
	listed.Parent = b
	stray := NewInstr(OpUnreachable, Void)
	stray.Parent = b
	for _, idx := range []int32{-1, -7, 0, 1, 1 << 30} {
		stray.idx = idx
		if got := stray.Index(); got != -1 {
			t.Errorf("cached index %d: Index() = %d, want -1", idx, got)
		}
	}
	if got := listed.Index(); got != 0 {
		t.Errorf("listed instruction: Index() = %d, want 0", got)
	}
}

// Remove keeps the cached positions of the instructions after the removed
// one right, so asking for them afterwards never renumbers the block.
func TestRemoveKeepsPositions(t *testing.T) {
	b := &Block{Name: "b"}
	var is []*Instr
	for k := 0; k < 6; k++ {
		i := NewInstr(OpFence, Void)
		b.Append(i)
		is = append(is, i)
	}
	is[4].Remove()
	is[1].Remove()
	want := []*Instr{is[0], is[2], is[3], is[5]}
	if len(b.Instrs) != len(want) {
		t.Fatalf("%d instructions left, want %d", len(b.Instrs), len(want))
	}
	for n, i := range want {
		if b.Instrs[n] != i {
			t.Fatalf("position %d holds the wrong instruction", n)
		}
		if int(i.idx) != n {
			t.Errorf("instruction at %d has cached position %d", n, i.idx)
		}
	}
	if is[1].Parent != nil || is[4].Parent != nil || is[1].Index() != -1 {
		t.Errorf("removed instructions still claim a block")
	}
}
