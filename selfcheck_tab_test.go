package irfix

import (
	"math/rand/v2"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestPtrTab runs ptrTab against a Go map through puts, overwrites,
// lookups of absent keys, growth and resets (to a smaller and a larger
// size).
func TestPtrTab(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	keys := make([]*ir.Block, 5000)
	vals := make([]*ir.Block, len(keys))
	for i := range keys {
		keys[i], vals[i] = &ir.Block{}, &ir.Block{}
	}
	var tab ptrTab[ir.Block, ir.Block]
	for round, n := range []int{5000, 10, 3000, 0, 200} {
		if round > 0 {
			tab.reset(n)
			if tab.len() != 0 {
				t.Fatalf("round %d: %d entries after reset", round, tab.len())
			}
		}
		want := map[*ir.Block]*ir.Block{}
		for range 3 * n {
			k := keys[rng.IntN(max(n, 1))]
			v := vals[rng.IntN(len(vals))]
			tab.put(k, v)
			want[k] = v
		}
		if tab.len() != len(want) {
			t.Fatalf("round %d: %d entries, want %d", round, tab.len(), len(want))
		}
		for _, k := range keys {
			v, ok := tab.get(k)
			w, wok := want[k]
			if ok != wok || v != w || tab.has(k) != wok {
				t.Fatalf("round %d: get = %p %v, want %p %v", round, v, ok, w, wok)
			}
		}
		seen := 0
		tab.all(func(k, v *ir.Block) {
			seen++
			if want[k] != v {
				t.Errorf("round %d: all gives a pair the map does not hold", round)
			}
		})
		if seen != len(want) {
			t.Errorf("round %d: all gives %d pairs, want %d", round, seen, len(want))
		}
		// Load stays below ptrTabFull/8 (lookups of absent keys end).
		if 8*tab.len() > ptrTabFull*len(tab.slots) {
			t.Errorf("round %d: %d entries in %d slots", round, tab.len(), len(tab.slots))
		}
	}
}

// TestMDNodePairing checks mdNode's correspondence directly, with more
// pairs than a table's first allocation holds: a node of a pairs with
// one node of b; two distinct nodes of a never pair with one node of b
// (mdBA); two uniqued nodes of a with equal contents may (LLVM's
// uniquing); and a pair made before is kept through the tables' growth.
func TestMDNodePairing(t *testing.T) {
	m := &ir.Module{}
	const n = 3000
	node := func(distinct bool, i int) *ir.MDNode {
		return &ir.MDNode{Distinct: distinct, Ops: []ir.Metadata{ir.MDInt{V: int64(i)}}}
	}
	for _, distinct := range []bool{true, false} {
		c := newSameCmp(m, true)
		xs, ys := make([]*ir.MDNode, n), make([]*ir.MDNode, n)
		for i := range xs {
			xs[i], ys[i] = node(distinct, i), node(distinct, i)
			if !c.mdNode(xs[i], ys[i]) {
				t.Fatalf("distinct %v: pair %d of equal nodes differs", distinct, i)
			}
		}
		for i := range xs {
			if !c.mdNode(xs[i], ys[i]) {
				t.Fatalf("distinct %v: pair %d differs when met again", distinct, i)
			}
			if c.mdNode(xs[i], ys[(i+1)%n]) {
				t.Fatalf("distinct %v: node %d of a pairs with two nodes of b", distinct, i)
			}
		}
		// A second node of a with node 7's contents, paired with b's node 7.
		if got := c.mdNode(node(distinct, 7), ys[7]); got == distinct {
			t.Errorf("distinct %v: two nodes of a paired with one of b: %v", distinct, got)
		}
		// And one with other contents: never.
		if c.mdNode(node(distinct, n+1), ys[8]) {
			t.Errorf("distinct %v: a node paired with one of other contents", distinct)
		}
	}
}
