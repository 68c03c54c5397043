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
	// find, when set, answers index's question instead of the map (the
	// verifier's block table: no map to build per function).
	find func(*Block) (int32, bool)
	succ [][]int32
	pred [][]int32

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

// newCFGFind is NewCFG with block positions from find, which must answer
// what NewCFG's map would: a block's first position in f.Blocks, false
// for a block f does not list.
func newCFGFind(f *Func, find func(*Block) (int32, bool)) *CFG {
	g := &CFG{Func: f, Blocks: f.Blocks, find: find}
	g.edges()
	return g
}

// indexOf returns b's first position in Func.Blocks.
func (g *CFG) indexOf(b *Block) (int32, bool) {
	if g.find != nil {
		return g.find(b)
	}
	n, ok := g.index[b]
	return n, ok
}

// edges fills succ and pred.
func (g *CFG) edges() {
	f := g.Func
	g.succ = make([][]int32, len(f.Blocks))
	g.pred = make([][]int32, len(f.Blocks))
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
			g.succ[n] = append(g.succ[n], si)
			g.pred[si] = append(g.pred[si], int32(n))
		}
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
	g.rpoNum = make([]int32, n)
	for i := range g.rpoNum {
		g.rpoNum[i] = -1
	}
	if n == 0 || g.Blocks[0] == nil {
		g.rpo = []int32{}
		return
	}
	visited := make([]bool, n)
	post := make([]int32, 0, n)
	type frame struct {
		b    int32
		next int
	}
	stack := []frame{{0, 0}}
	visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(g.succ[top.b]) {
			s := g.succ[top.b][top.next]
			top.next++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	g.rpo = make([]int32, len(post))
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
