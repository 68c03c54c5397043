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
