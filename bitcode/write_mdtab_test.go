package bitcode

import (
	"math/rand/v2"
	"testing"

	"github.com/irfix/irfix/ir"
)

// TestMDTab checks the writer's node table against a Go map through
// several growths: every node put is found with its last value, nodes
// never put are not found, and the zero value (in progress) is an entry.
func TestMDTab(t *testing.T) {
	var tab mdTab
	if _, ok := tab.get(&ir.MDNode{}); ok {
		t.Fatal("empty table found a node")
	}
	want := map[*ir.MDNode]uint32{}
	nodes := make([]*ir.MDNode, 5000)
	for i := range nodes {
		nodes[i] = &ir.MDNode{}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for step := 0; step < 20000; step++ {
		n := nodes[r.IntN(len(nodes)/2)] // the second half is never put
		v := uint32(r.IntN(3))           // 0 (in progress) often
		tab.put(n, v)
		want[n] = v
	}
	if tab.n != len(want) {
		t.Errorf("table holds %d nodes, want %d", tab.n, len(want))
	}
	if len(tab.keys) < 2*len(want) {
		t.Errorf("table of %d slots for %d nodes: more than half full", len(tab.keys), len(want))
	}
	for i, n := range nodes {
		got, ok := tab.get(n)
		w, wok := want[n]
		if ok != wok || got != w {
			t.Fatalf("node %d: get = %d, %v; want %d, %v", i, got, ok, w, wok)
		}
	}
}
