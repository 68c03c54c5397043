package ir

import (
	"slices"
	"testing"
	"unsafe"
)

// TestInstrSize keeps an Instr small: a module holds one per instruction
// (a million and more for large modules), so every byte here is a
// megabyte of peak memory. Fields only a few opcodes use live behind the
// call and ext pointers.
func TestInstrSize(t *testing.T) {
	const limit = 200
	n := unsafe.Sizeof(Instr{})
	if n > limit {
		t.Errorf("unsafe.Sizeof(Instr{}) = %d bytes, want at most %d", n, limit)
	}
	t.Logf("Instr: %d bytes", n)
}

// TestInstrSideFields checks that the fields kept out of line read back
// what was set, stay unallocated while zero, and that a phi's incoming
// blocks and a terminator's successors (which share storage) do not leak
// into each other.
func TestInstrSideFields(t *testing.T) {
	b1, b2 := &Block{Name: "a"}, &Block{Name: "b"}

	br := NewInstr(OpBr, Void)
	br.SetSuccs([]*Block{b1, b2})
	br.SetIncoming(nil) // as cloneShell does for every instruction
	if got := br.Succs(); len(got) != 2 || got[0] != b1 || got[1] != b2 {
		t.Errorf("br Succs = %v after SetIncoming(nil), want [a b]", got)
	}
	if br.Incoming() != nil {
		t.Errorf("br Incoming = %v, want nil", br.Incoming())
	}

	phi := NewInstr(OpPhi, I32)
	phi.SetIncoming([]*Block{b1})
	phi.SetSuccs(nil)
	if got := phi.Incoming(); len(got) != 1 || got[0] != b1 {
		t.Errorf("phi Incoming = %v after SetSuccs(nil), want [a]", got)
	}
	if phi.Succs() != nil {
		t.Errorf("phi Succs = %v, want nil", phi.Succs())
	}

	add := NewInstr(OpAdd, I32)
	add.SetCC(0)
	add.SetAttrs(AttrList{})
	add.SetBundles(nil)
	add.SetSyncScope("")
	add.SetIndices(nil)
	add.SetMask(nil)
	add.SetClauses(nil)
	add.SetDbgRecords(nil)
	if add.call != nil || add.ext != nil {
		t.Errorf("zero side fields allocated side storage (call %v, ext %v)", add.call, add.ext)
	}

	c := NewInstr(OpCall, I32)
	c.SetCC(8)
	c.AttrsPtr().Fn = AttrSet{{Kind: AttrNoUnwind}}
	c.SetBundles([]OperandBundle{{Tag: "t"}})
	if c.CC() != 8 || !c.Attrs().Fn.Has(AttrNoUnwind) || len(c.Bundles()) != 1 || c.Bundles()[0].Tag != "t" {
		t.Errorf("call side fields read back CC %d, Attrs %v, Bundles %v", c.CC(), c.Attrs(), c.Bundles())
	}
	cl := CloneInstr(c)
	cl.AttrsPtr().Fn = nil
	cl.SetCC(0)
	if c.CC() != 8 || !c.Attrs().Fn.Has(AttrNoUnwind) {
		t.Errorf("changing a clone's call fields changed the original: CC %d, Attrs %v", c.CC(), c.Attrs())
	}

	sv := NewInstr(OpShuffleVector, I32)
	sv.SetMask([]int32{1, -1})
	sv.SetSyncScope("agent")
	sv.SetIndices([]uint32{3})
	sv.SetClauses([]ClauseKind{ClauseFilter})
	r := &DbgRecord{}
	sv.SetDbgRecords([]*DbgRecord{r})
	if m := sv.Mask(); len(m) != 2 || m[1] != -1 || sv.SyncScope() != "agent" || sv.Indices()[0] != 3 ||
		sv.Clauses()[0] != ClauseFilter || sv.DbgRecords()[0] != r {
		t.Errorf("ext fields read back Mask %v, SyncScope %q, Indices %v, Clauses %v, DbgRecords %v",
			sv.Mask(), sv.SyncScope(), sv.Indices(), sv.Clauses(), sv.DbgRecords())
	}
}

// TestOperandChunks checks that operand slices carved from a shared chunk
// do not overlap: growing one instruction's operands, or appending to the
// slice Operands returned, never changes the next instruction's.
func TestOperandChunks(t *testing.T) {
	x, y, z := NewInstr(OpAdd, I32), NewInstr(OpAdd, I32), NewInstr(OpAdd, I32)
	a := NewInstr(OpAdd, I32, x, y)
	b := NewInstr(OpAdd, I32, y, x)
	_ = append(a.Operands(), z)
	a.AddOperand(z)
	if got := b.Operands(); len(got) != 2 || got[0] != Value(y) || got[1] != Value(x) {
		t.Fatalf("b's operands changed to %v after a grew", got)
	}
	if got := a.Operands(); len(got) != 3 || got[0] != Value(x) || got[1] != Value(y) || got[2] != Value(z) {
		t.Fatalf("a's operands = %v, want [x y z]", got)
	}
	if n := NumUses(z); n != 1 {
		t.Fatalf("z has %d uses, want 1", n)
	}
}

// TestUseListOrder pins the use-list order that passes iterating Uses see:
// removing a use moves the last one into its place and keeps the others
// where they were, and ReplaceAllUsesWith appends old's uses to new's in
// old's order, after new's own.
func TestUseListOrder(t *testing.T) {
	v, w := NewInstr(OpAdd, I32), NewInstr(OpAdd, I32)
	var us []*Instr
	for range 5 {
		us = append(us, NewInstr(OpAdd, I32, v))
	}
	own := NewInstr(OpAdd, I32, w)
	order := func(x Tracked) []*Instr {
		var got []*Instr
		for _, u := range x.Uses() {
			if u.User.Operand(u.Index) != Value(x) {
				t.Fatalf("use %v does not refer to its value", u)
			}
			got = append(got, u.User)
		}
		return got
	}
	us[1].SetOperand(0, w) // v: u0 u4 u2 u3; w: own u1
	if got, want := order(v), []*Instr{us[0], us[4], us[2], us[3]}; !slices.Equal(got, want) {
		t.Fatalf("v's users after removing u1 = %v, want %v", got, want)
	}
	ReplaceAllUsesWith(v, w)
	if got, want := order(w), []*Instr{own, us[1], us[0], us[4], us[2], us[3]}; !slices.Equal(got, want) {
		t.Fatalf("w's users after ReplaceAllUsesWith = %v, want %v", got, want)
	}
	if NumUses(v) != 0 {
		t.Fatalf("v keeps %d uses after ReplaceAllUsesWith", NumUses(v))
	}
}
