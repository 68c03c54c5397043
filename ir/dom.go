package ir

// DomTree is the dominator tree of a function, computed with the iterative
// algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance
// Algorithm", 2001) over the reverse postorder of the CFG.
//
// Block a dominates block b when every path from the entry to b passes
// through a (every block dominates itself). The tree answers block and
// instruction dominance in O(1) after an O(blocks + edges) build (the
// iteration converges in a few passes on reducible graphs).
//
// Unreachable blocks, as in LLVM, are outside the tree: they dominate
// nothing, and every block is considered to dominate them (so checks
// skip uses in dead code, which LLVM does not require to be in SSA form).
//
// A DomTree is a snapshot: rebuild it after changing terminators, the
// block list, or moving instructions between or within blocks.
//
// Typical uses: def-use legality (Dominates, DominatesUse), where a value
// may be used after code motion (downgrade inserting casts, AD placing
// adjoint code), and walking blocks in dominator order (Children, from
// Root).
type DomTree struct {
	cfg  *CFG
	idom []int32 // block -> immediate dominator block (entry: itself), -1 unreachable

	children  [][]int32
	pre, post []int32 // DFS entry/exit numbers on the tree

	instrPos map[*Instr]int32   // position in block, built on first instruction query
	posFn    func(*Instr) int32 // the verifier's own positions, when set
}

// NewDomTree computes the dominator tree of f.
func NewDomTree(f *Func) *DomTree { return NewCFG(f).DomTree() }

// DomTree computes the dominator tree of the graph.
func (g *CFG) DomTree() *DomTree {
	if g.arena != nil {
		d := &g.arena.tree
		*d = DomTree{}
		g.domTree(d)
		return d
	}
	d := &DomTree{}
	g.domTree(d)
	return d
}

// domTree fills d (zero) with the dominator tree of the graph.
func (g *CFG) domTree(d *DomTree) {
	g.computeRPO()
	n := len(g.Blocks)
	d.cfg, d.idom = g, g.arena.int32s(n)
	for i := range d.idom {
		d.idom[i] = -1
	}
	if len(g.rpo) == 0 {
		d.number()
		return
	}
	entry := g.rpo[0]
	d.idom[entry] = entry
	intersect := func(a, b int32) int32 {
		for a != b {
			for g.rpoNum[a] > g.rpoNum[b] {
				a = d.idom[a]
			}
			for g.rpoNum[b] > g.rpoNum[a] {
				b = d.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range g.rpo[1:] {
			nd := int32(-1)
			for _, p := range g.pred[b] {
				if d.idom[p] < 0 {
					continue // unreachable or not processed yet
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != d.idom[b] {
				d.idom[b] = nd
				changed = true
			}
		}
	}
	d.number()
}

// number builds the children lists and the DFS numbering used for O(1)
// dominance queries.
func (d *DomTree) number() {
	g := d.cfg
	a := g.arena
	n := len(g.Blocks)
	d.children = a.lists(n)
	d.pre = a.int32s(n)
	d.post = a.int32s(n)
	if len(g.rpo) == 0 {
		return
	}
	// The children lists, in reverse postorder, are runs of one array
	// (a counting sort of the reachable blocks by immediate dominator).
	end := a.int32s(n + 1)
	for _, b := range g.rpo {
		if p := d.idom[b]; p >= 0 && p != b {
			end[p+1]++
		}
	}
	for k := 1; k <= n; k++ {
		end[k] += end[k-1]
	}
	kids := a.int32s(int(end[n]))
	for _, b := range g.rpo {
		if p := d.idom[b]; p >= 0 && p != b {
			kids[end[p]] = b
			end[p]++
		}
	}
	lo := int32(0)
	for k := 0; k < n; k++ {
		if hi := end[k]; hi > lo {
			d.children[k] = kids[lo:hi:hi]
			lo = hi
		}
	}
	clock := int32(0)
	root := g.rpo[0]
	d.pre[root] = clock
	clock++
	stack := append(a.frames(), cfgFrame{root, 0})
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(d.children[top.b]) {
			c := d.children[top.b][top.next]
			top.next++
			d.pre[c] = clock
			clock++
			stack = append(stack, cfgFrame{c, 0})
			continue
		}
		d.post[top.b] = clock
		clock++
		stack = stack[:len(stack)-1]
	}
	a.keepFrames(stack)
}

// CFG returns the control-flow graph the tree was computed from.
func (d *DomTree) CFG() *CFG { return d.cfg }

// Root returns the entry block (nil for a declaration).
func (d *DomTree) Root() *Block {
	if len(d.cfg.rpo) == 0 {
		return nil
	}
	return d.cfg.Blocks[d.cfg.rpo[0]]
}

// Reachable reports whether b is reachable from the entry block.
func (d *DomTree) Reachable(b *Block) bool { return d.cfg.Reachable(b) }

// IDom returns the immediate dominator of b: nil for the entry block, for
// unreachable blocks and for blocks not in the function.
func (d *DomTree) IDom(b *Block) *Block {
	n, ok := d.cfg.indexOf(b)
	if !ok {
		return nil
	}
	p := d.idom[n]
	if p < 0 || p == n {
		return nil
	}
	return d.cfg.Blocks[p]
}

// Children returns the blocks whose immediate dominator is b, in reverse
// postorder.
func (d *DomTree) Children(b *Block) []*Block {
	n, ok := d.cfg.indexOf(b)
	if !ok {
		return nil
	}
	return d.cfg.blocks(d.children[n])
}

// BlockDominates reports whether block a dominates block b (a block
// dominates itself). When b is unreachable the answer is true, when a is
// unreachable and b is not it is false, matching LLVM's DominatorTree.
// Blocks outside the function dominate nothing.
func (d *DomTree) BlockDominates(a, b *Block) bool {
	ai, ok1 := d.cfg.indexOf(a)
	bi, ok2 := d.cfg.indexOf(b)
	if !ok1 || !ok2 {
		return false
	}
	return d.dominatesIdx(ai, bi)
}

func (d *DomTree) dominatesIdx(a, b int32) bool {
	if d.idom[b] < 0 {
		return true
	}
	if d.idom[a] < 0 {
		return false
	}
	return d.pre[a] <= d.pre[b] && d.post[b] <= d.post[a]
}

// StrictlyDominates reports whether a dominates b and a != b.
func (d *DomTree) StrictlyDominates(a, b *Block) bool { return a != b && d.BlockDominates(a, b) }

// edgeDominates reports whether the CFG edge from -> to dominates block
// use: every path from the entry to use goes through that edge. It is how
// invoke and callbr results (defined only on the edge to their normal
// destination) are checked.
func (d *DomTree) edgeDominates(from, to, use int32) bool {
	if !d.dominatesIdx(to, use) {
		return false
	}
	// If `to` has other incoming edges, the edge still dominates when all
	// of them come from blocks `to` dominates (back edges); a second edge
	// from the same block makes the edge ambiguous, so it dominates
	// nothing.
	fromEdges := 0
	for _, p := range d.cfg.pred[to] {
		if p == from {
			fromEdges++
			if fromEdges > 1 {
				return false
			}
			continue
		}
		if !d.dominatesIdx(to, p) {
			return false
		}
	}
	return true
}

func (d *DomTree) position(i *Instr) int32 {
	if d.posFn != nil {
		return d.posFn(i)
	}
	if d.instrPos == nil {
		d.instrPos = make(map[*Instr]int32)
		for _, b := range d.cfg.Blocks {
			if b == nil {
				continue
			}
			for n, x := range b.Instrs {
				d.instrPos[x] = int32(n)
			}
		}
	}
	if p, ok := d.instrPos[i]; ok {
		return p
	}
	return -1
}

// Dominates reports whether the value defined by def is available at
// instruction user, i.e. def dominates user as an ordinary (non-phi) use:
// def's block strictly dominates user's, or they share a block and def
// comes first. An instruction does not dominate itself. For a phi user
// this answers the question at the phi's own position; use DominatesUse to
// check a phi operand on its incoming edge.
//
// Results of invoke and callbr exist only on the edge to the normal
// (default) destination, so they dominate only what that edge dominates.
// As in LLVM, a user in an unreachable block is dominated by everything,
// and a def in an unreachable block dominates no reachable user.
// Instructions outside the function give false.
func (d *DomTree) Dominates(def, user *Instr) bool {
	if def == nil || user == nil || def.Parent == nil || user.Parent == nil {
		return false
	}
	db, ok1 := d.cfg.indexOf(def.Parent)
	ub, ok2 := d.cfg.indexOf(user.Parent)
	if !ok1 || !ok2 {
		return false
	}
	return d.dominatesAt(def, db, ub, user, false)
}

// DominatesUse reports whether def dominates operand n of user — the
// question SSA form asks of every use. For a phi, operand n is used at the
// end of its incoming block Incoming[n], so def must be available there;
// for every other instruction it is the same as Dominates(def, user).
func (d *DomTree) DominatesUse(def, user *Instr, n int) bool {
	if def == nil || user == nil || def.Parent == nil || user.Parent == nil {
		return false
	}
	db, ok1 := d.cfg.indexOf(def.Parent)
	if !ok1 {
		return false
	}
	if user.Op == OpPhi {
		if n < 0 || n >= len(user.Incoming()) {
			return false
		}
		inc, ok := d.cfg.indexOf(user.Incoming()[n])
		if !ok {
			return false
		}
		if _, ok := d.cfg.indexOf(user.Parent); !ok {
			return false
		}
		// An invoke's result flows into a phi of its normal destination
		// along that very edge.
		if (def.Op == OpInvoke || def.Op == OpCallBr) && inc == db && len(def.Succs()) > 0 && user.Parent == def.Succs()[0] {
			return true
		}
		return d.dominatesAt(def, db, inc, nil, true)
	}
	ub, ok2 := d.cfg.indexOf(user.Parent)
	if !ok2 {
		return false
	}
	return d.dominatesAt(def, db, ub, user, false)
}

// dominatesAt answers whether def (in block db) is available in block ub:
// at the position of user when atEnd is false, at the end of ub when true.
func (d *DomTree) dominatesAt(def *Instr, db, ub int32, user *Instr, atEnd bool) bool {
	if d.idom[ub] < 0 {
		return true // unreachable uses are exempt
	}
	if d.idom[db] < 0 {
		return false
	}
	if def == user {
		return false
	}
	if def.Op == OpInvoke || def.Op == OpCallBr {
		if len(def.Succs()) == 0 || def.Succs()[0] == nil {
			return false
		}
		nd, ok := d.cfg.indexOf(def.Succs()[0])
		if !ok {
			return false
		}
		return d.edgeDominates(db, nd, ub)
	}
	if db != ub {
		return d.dominatesIdx(db, ub)
	}
	if atEnd {
		return true
	}
	return d.position(def) < d.position(user)
}
