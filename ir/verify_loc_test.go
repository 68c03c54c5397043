package ir

import (
	"errors"
	"fmt"
	"testing"
)

// scrambleIdx sets every instruction's cached index in m by rule, so that
// the verifier's block-based locations (which trust a cached index only
// after checking it) meet stale, out-of-range and misleading caches.
func scrambleIdx(m *Module, rule func(n, size int) int) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			if b == nil {
				continue
			}
			for n, i := range b.Instrs {
				if i != nil {
					i.idx = int32(rule(n, len(b.Instrs)))
				}
			}
		}
	}
}

// freshIdx refreshes every cached index (what Index does when it finds
// one stale).
func freshIdx(m *Module) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			if b != nil {
				b.renumber()
			}
		}
	}
}

// The verifier's answer must not depend on the instructions' cached
// positions: every break case, and the valid fixture, give the same
// problems (text, block, index) with fresh caches as with caches that are
// all wrong, shifted onto a neighbour, or reversed.
func TestVerifyIgnoresCachedIndex(t *testing.T) {
	rules := map[string]func(n, size int) int{
		"none":     func(n, size int) int { return -1 },
		"neighbor": func(n, size int) int { return (n + 1) % size },
		"reversed": func(n, size int) int { return size - 1 - n },
		"far":      func(n, size int) int { return size + n },
	}
	cases := append([]breakCase{{"valid", func(*fixture) {}, ""}}, opaqueBreakCases...)
	for _, c := range cases {
		fx := newFixture()
		c.brk(fx)
		freshIdx(fx.m)
		want := describe(Verify(fx.m))
		for name, rule := range rules {
			fx := newFixture()
			c.brk(fx)
			scrambleIdx(fx.m, rule)
			if got := describe(Verify(fx.m)); got != want {
				t.Errorf("%s, cached index %s:\n got: %s\nwant: %s", c.name, name, got, want)
			}
		}
	}
}

// describe lists every field of every problem, in order.
func describe(err error) string {
	var ve *VerifyError
	if !errors.As(err, &ve) {
		return fmt.Sprint(err)
	}
	s := ""
	for _, p := range ve.Problems {
		s += fmt.Sprintf("[%s|%s|%s|%d|%s|%s]", p.Func, p.Global, p.Block, p.Instr, p.Text, p.Msg)
	}
	return s
}

// An instruction listed twice counts at its first place in function
// order, whether that place is the one its Parent and index name or not.
func TestVerifyDuplicateFirstPlaceCounts(t *testing.T) {
	// First place is where Parent says (%loop); the second, in %exit, is
	// the duplicate.
	fx := newFixture()
	k := fx.accNext.Index()
	fx.sExit.Instrs = append([]*Instr{fx.accNext}, fx.sExit.Instrs...)
	requireDup(t, Verify(fx.m), "%loop", k, "%exit", 0)

	// First place is an odd one (%entry, while Parent is %loop); the place
	// Parent names is then the duplicate.
	fx = newFixture()
	k = fx.accNext.Index()
	fx.sEntry.Instrs = append([]*Instr{fx.accNext}, fx.sEntry.Instrs...)
	requireDup(t, Verify(fx.m), "%entry", 0, "%loop", k)

	// Twice in its own block: the earlier listing counts even when the
	// cached index names the later one.
	fx = newFixture()
	k = fx.accNext.Index()
	fx.sLoop.Instrs = append(fx.sLoop.Instrs[:k+2:k+2], fx.sLoop.Instrs[k+1:]...)
	fx.sLoop.Instrs[k+1] = fx.accNext
	fx.accNext.idx = int32(k + 1)
	requireDup(t, Verify(fx.m), "%loop", k, "%loop", k+1)
}

// requireDup checks that err reports the instruction at firstBlock index
// first as also appearing at dupBlock index dup.
func requireDup(t *testing.T, err error, firstBlock string, first int, dupBlock string, dup int) {
	t.Helper()
	var ve *VerifyError
	if !errors.As(err, &ve) {
		t.Fatalf("want a duplicate-instruction problem, got %v", err)
	}
	msg := fmt.Sprintf("the same instruction also appears at %s index %d of @sum", dupBlock, dup)
	for _, p := range ve.Problems {
		if p.Msg == msg {
			if p.Block != firstBlock || p.Instr != first {
				t.Fatalf("duplicate reported at %s instr %d, want %s instr %d", p.Block, p.Instr, firstBlock, first)
			}
			return
		}
	}
	t.Fatalf("no problem %q; got:\n%v", msg, err)
}
