package ir

import (
	"math/rand/v2"
	"testing"
)

// TestNodeSet checks nodeSet against a map over enough nodes to grow the
// table several times, with repeated and interleaved insertions.
func TestNodeSet(t *testing.T) {
	nodes := make([]*MDNode, 5000)
	for i := range nodes {
		nodes[i] = &MDNode{}
	}
	var s nodeSet
	want := map[*MDNode]bool{}
	r := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 20000; k++ {
		x := nodes[r.IntN(len(nodes))]
		if got := s.add(x); got != !want[x] {
			t.Fatalf("add #%d: got %v, want %v", k, got, !want[x])
		}
		want[x] = true
	}
	if s.n != len(want) {
		t.Errorf("n = %d, want %d", s.n, len(want))
	}
	for _, x := range nodes {
		if s.has(x) != want[x] {
			t.Errorf("has(%p) = %v, want %v", x, s.has(x), want[x])
		}
	}
	if s.has(&MDNode{}) {
		t.Error("has: a node never added is in the set")
	}
}

// TestMDWalkerOnce walks a cyclic graph with shared nodes: every node is
// visited exactly once, across two Walk calls.
func TestMDWalkerOnce(t *testing.T) {
	a, b, c := &MDNode{Distinct: true}, &MDNode{}, &MDNode{}
	a.Ops = []Metadata{b, c, a}
	b.Ops = []Metadata{c, a}
	c.Fields = []MDField{{Name: "scope", Val: a}}
	count := map[*MDNode]int{}
	w := MDWalker{Node: func(n *MDNode) { count[n]++ }}
	w.Walk(b)
	w.Walk(a)
	if len(count) != 3 || count[a] != 1 || count[b] != 1 || count[c] != 1 {
		t.Errorf("visits: a %d, b %d, c %d (of %d nodes); want each once", count[a], count[b], count[c], len(count))
	}
}
