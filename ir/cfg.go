package ir

// CFG is a snapshot of a function's control-flow graph: blocks numbered by
// their position in Func.Blocks, with successor and predecessor edges taken
// from the block terminators' Succs.
//
// Edges are kept once per terminator successor slot, so a switch with two
// cases to the same block gives two edges (and that block two predecessor
// entries), which is what phi nodes must match. Successors that are nil or
// not blocks of the function are ignored (Verify reports them).
//
// A CFG does not follow later edits: build a new one after changing
// terminators or the block list. Building one costs O(blocks + edges).
type CFG struct {
	Func   *Func
	Blocks []*Block // Func.Blocks at construction time

	index map[*Block]int32
	// tab, when set, answers index's question instead of the map (the
	// verifier's block table, where f's blocks are numbered as function
	// tabFn: no map to build per function).
	tab   *blockTable
	tabFn int32
	// arena, when set, holds the graph's slices (and the dominator
	// tree's): the verifier reuses one from function to function.
	arena *cfgArena
	succ  [][]int32
	pred  [][]int32

	rpo    []int32 // reachable blocks in reverse postorder (nil until computed)
	rpoNum []int32 // block -> position in rpo, -1 when unreachable
}

// NewCFG builds the control-flow graph of f. For a declaration the graph
// is empty.
func NewCFG(f *Func) *CFG {
	g := &CFG{Func: f, Blocks: f.Blocks, index: make(map[*Block]int32, len(f.Blocks))}
	for n, b := range f.Blocks {
		if b == nil {
			continue
		}
		if _, dup := g.index[b]; !dup {
			g.index[b] = int32(n)
		}
	}
	g.edges()
	return g
}

// indexOf returns b's first position in Func.Blocks.
func (g *CFG) indexOf(b *Block) (int32, bool) {
	if g.tab != nil {
		if l, ok := g.tab.get(b); ok && l.fn == g.tabFn {
			return l.b, true
		}
		return -1, false
	}
	n, ok := g.index[b]
	return n, ok
}

// edges fills succ and pred. The edges are gathered in block and
// successor order into one array (succ's lists are its runs) and sorted
// by target into another for pred, keeping that order within each
// target: a few allocations per function instead of one per list.
func (g *CFG) edges() {
	f := g.Func
	nb := len(f.Blocks)
	a := g.arena
	g.succ = a.lists(nb)
	g.pred = a.lists(nb)
	var from, to []int32
	if a != nil {
		from, to = a.edgeFrom[:0], a.edgeTo[:0]
	}
	for n, b := range f.Blocks {
		if b == nil {
			continue
		}
		if k, _ := g.indexOf(b); k != int32(n) {
			continue
		}
		for _, s := range terminatorSuccs(b) {
			if s == nil {
				continue
			}
			si, ok := g.indexOf(s)
			if !ok {
				continue
			}
			from = append(from, int32(n))
			to = append(to, si)
		}
	}
	if a != nil {
		a.edgeFrom, a.edgeTo = from, to
	}
	ne := len(to)
	if ne == 0 {
		return
	}
	succ := a.int32s(ne)
	copy(succ, to)
	for k := 0; k < ne; {
		n, e := from[k], k+1
		for e < ne && from[e] == n {
			e++
		}
		g.succ[n] = succ[k:e:e]
		k = e
	}
	// Counting sort by target: start[t] is where t's predecessors begin.
	start := a.int32s(nb + 1)
	for _, t := range to {
		start[t+1]++
	}
	for n := 1; n <= nb; n++ {
		start[n] += start[n-1]
	}
	pred := a.int32s(ne)
	for k, t := range to {
		pred[start[t]] = from[k]
		start[t]++
	}
	// start[t] is now where t's predecessors end.
	lo := int32(0)
	for n := 0; n < nb; n++ {
		if hi := start[n]; hi > lo {
			g.pred[n] = pred[lo:hi:hi]
			lo = hi
		}
	}
}

// cfgArena holds the slices of a CFG and its dominator tree for reuse:
// the verifier builds one graph per function, each replacing the last.
// A nil arena allocates.
type cfgArena struct {
	ints     []int32
	heads    [][]int32
	edgeFrom []int32
	edgeTo   []int32
	stack    []cfgFrame
	graph    CFG
	tree     DomTree
}

// cfgFrame is a depth-first search frame: a block and the index of its
// next successor (or child) to visit.
type cfgFrame struct {
	b    int32
	next int
}

// reset makes everything carved from a before free for reuse.
func (a *cfgArena) reset() {
	a.ints = a.ints[:0]
	a.heads = a.heads[:0]
}

// int32s returns n zeroed int32s.
func (a *cfgArena) int32s(n int) []int32 {
	if a == nil {
		return make([]int32, n)
	}
	k := len(a.ints)
	if k+n > cap(a.ints) {
		a.ints = make([]int32, 0, max(2*cap(a.ints), n, 1024))
		k = 0
	}
	a.ints = a.ints[:k+n]
	s := a.ints[k : k+n : k+n]
	clear(s)
	return s
}

// lists returns n nil lists.
func (a *cfgArena) lists(n int) [][]int32 {
	if a == nil {
		return make([][]int32, n)
	}
	k := len(a.heads)
	if k+n > cap(a.heads) {
		a.heads = make([][]int32, 0, max(2*cap(a.heads), n, 256))
		k = 0
	}
	a.heads = a.heads[:k+n]
	s := a.heads[k : k+n : k+n]
	clear(s)
	return s
}

// frames returns an empty frame stack.
func (a *cfgArena) frames() []cfgFrame {
	if a == nil {
		return nil
	}
	return a.stack[:0]
}

// keepFrames keeps a grown frame stack for the next search.
func (a *cfgArena) keepFrames(s []cfgFrame) {
	if a != nil && cap(s) > cap(a.stack) {
		a.stack = s[:0]
	}
}

// Index returns b's position in Func.Blocks, or -1 when b is not a block
// of the function.
func (g *CFG) Index(b *Block) int {
	if n, ok := g.indexOf(b); ok {
		return int(n)
	}
	return -1
}

// Succs returns the successors of b, one entry per edge.
func (g *CFG) Succs(b *Block) []*Block { return g.blocks(g.edgesOf(g.succ, b)) }

// Preds returns the predecessors of b, one entry per edge, in block order
// of the predecessors' terminators.
func (g *CFG) Preds(b *Block) []*Block { return g.blocks(g.edgesOf(g.pred, b)) }

// NumPreds returns the number of edges into b.
func (g *CFG) NumPreds(b *Block) int { return len(g.edgesOf(g.pred, b)) }

func (g *CFG) edgesOf(e [][]int32, b *Block) []int32 {
	if n, ok := g.indexOf(b); ok {
		return e[n]
	}
	return nil
}

func (g *CFG) blocks(ns []int32) []*Block {
	out := make([]*Block, len(ns))
	for i, n := range ns {
		out[i] = g.Blocks[n]
	}
	return out
}

// computeRPO fills rpo and rpoNum with an iterative depth-first search from
// the entry block (successors visited in terminator order).
func (g *CFG) computeRPO() {
	if g.rpoNum != nil {
		return
	}
	n := len(g.Blocks)
	a := g.arena
	g.rpoNum = a.int32s(n)
	for i := range g.rpoNum {
		g.rpoNum[i] = -1
	}
	if n == 0 || g.Blocks[0] == nil {
		g.rpo = []int32{}
		return
	}
	// rpoNum marks the visited blocks (0) until it is filled in.
	post := a.int32s(n)[:0]
	stack := append(a.frames(), cfgFrame{0, 0})
	g.rpoNum[0] = 0
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(g.succ[top.b]) {
			s := g.succ[top.b][top.next]
			top.next++
			if g.rpoNum[s] < 0 {
				g.rpoNum[s] = 0
				stack = append(stack, cfgFrame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	a.keepFrames(stack)
	g.rpo = a.int32s(len(post))
	for i, b := range post {
		r := int32(len(post) - 1 - i)
		g.rpo[r] = b
		g.rpoNum[b] = r
	}
}

// ReversePostorder returns the blocks reachable from the entry block in
// reverse postorder of a depth-first search: every block comes before its
// successors except along back edges, so a forward walk sees each
// definition's block before the blocks it dominates. Unreachable blocks are
// not included.
func (g *CFG) ReversePostorder() []*Block {
	g.computeRPO()
	return g.blocks(g.rpo)
}

// Reachable reports whether b can be reached from the entry block.
func (g *CFG) Reachable(b *Block) bool {
	g.computeRPO()
	n, ok := g.indexOf(b)
	return ok && g.rpoNum[n] >= 0
}

// ReversePostorder returns f's blocks reachable from its entry, in reverse
// postorder (see CFG.ReversePostorder).
func ReversePostorder(f *Func) []*Block { return NewCFG(f).ReversePostorder() }

// ReachableBlocks returns the set of f's blocks reachable from its entry.
func ReachableBlocks(f *Func) map[*Block]bool {
	g := NewCFG(f)
	g.computeRPO()
	out := make(map[*Block]bool, len(g.rpo))
	for _, n := range g.rpo {
		out[g.Blocks[n]] = true
	}
	return out
}

// terminatorSuccs is Block.Succs tolerating nil instructions (the CFG is
// built for Verify, which must not crash on a corrupt block).
func terminatorSuccs(b *Block) []*Block {
	if n := len(b.Instrs); n > 0 {
		if t := b.Instrs[n-1]; t != nil && t.Op.IsTerminator() {
			return t.Succs()
		}
	}
	return nil
}
