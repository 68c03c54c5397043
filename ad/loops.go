package ad

import "github.com/irfix/irfix/ir"

// loop is a natural loop: a header dominating every block of the body
// and the sources of the back edges (latches) to it.
type loop struct {
	header  *ir.Block
	blocks  map[*ir.Block]bool
	latches []*ir.Block
	parent  *loop
	depth   int
}

// loopInfo finds the natural loops of f (loops sharing a header are
// merged) and their nesting.
type loopInfo struct {
	loops []*loop
	inner map[*ir.Block]*loop // innermost loop of each block
	dom   *ir.DomTree
	// split maps the blocks inserted on edges after dom was computed
	// to the source of their edge (see findLoopsAfterSplit).
	split map[*ir.Block]*ir.Block
	cfg   *ir.CFG
	rpo   []*ir.Block // cfg's reverse postorder
}

// reached reports whether b can be reached from f's entry (false for a
// block added after the analysis).
func (li *loopInfo) reached(b *ir.Block) bool { return li.cfg.Reachable(b) }

// dominates reports whether block a dominates block b.
func (li *loopInfo) dominates(a, b *ir.Block) bool {
	if a == b {
		return true
	}
	if li.split[a] != nil {
		// A block on an edge dominates only itself: its one
		// predecessor is reached without passing it.
		return false
	}
	if from := li.split[b]; from != nil {
		b = from // b's dominators are its predecessor's, and b
	}
	return li.dom.BlockDominates(a, b)
}

func findLoops(f *ir.Func) *loopInfo {
	cfg := ir.NewCFG(f)
	return findLoopsWith(f, cfg, cfg.DomTree(), nil)
}

// findLoopsAfterSplit finds f's loops again after edges of the CFG prev
// was computed on were split (split maps each new block to the source of
// its edge). Splitting an edge changes no dominance between the blocks
// that were there, so prev's dominator tree still answers for them.
func findLoopsAfterSplit(f *ir.Func, prev *loopInfo, split map[*ir.Block]*ir.Block) *loopInfo {
	if len(prev.split) > 0 {
		for s, from := range prev.split {
			split[s] = from
		}
	}
	return findLoopsWith(f, ir.NewCFG(f), prev.dom, split)
}

func findLoopsWith(f *ir.Func, cfg *ir.CFG, dom *ir.DomTree, split map[*ir.Block]*ir.Block) *loopInfo {
	li := &loopInfo{inner: make(map[*ir.Block]*loop, len(f.Blocks)), dom: dom, cfg: cfg, split: split}
	byHeader := map[*ir.Block]*loop{}
	li.rpo = cfg.ReversePostorder()
	for _, b := range li.rpo {
		for _, s := range cfg.Succs(b) {
			if !li.dominates(s, b) {
				continue
			}
			l := byHeader[s]
			if l == nil {
				l = &loop{header: s, blocks: map[*ir.Block]bool{s: true}}
				byHeader[s] = l
				li.loops = append(li.loops, l)
			}
			dup := false
			for _, x := range l.latches {
				dup = dup || x == b
			}
			if !dup {
				l.latches = append(l.latches, b)
			}
			// Body: blocks reaching the latch without passing the header.
			work := []*ir.Block{b}
			for len(work) > 0 {
				x := work[len(work)-1]
				work = work[:len(work)-1]
				if l.blocks[x] {
					continue
				}
				l.blocks[x] = true
				for _, p := range cfg.Preds(x) {
					if cfg.Reachable(p) {
						work = append(work, p)
					}
				}
			}
		}
	}
	// Nesting: the parent of l is the smallest other loop containing its
	// header.
	for _, l := range li.loops {
		for _, o := range li.loops {
			if o == l || !o.blocks[l.header] || len(o.blocks) <= len(l.blocks) {
				continue
			}
			if l.parent == nil || len(o.blocks) < len(l.parent.blocks) {
				l.parent = o
			}
		}
	}
	for _, l := range li.loops {
		for p := l.parent; p != nil; p = p.parent {
			l.depth++
		}
		for b := range l.blocks {
			if cur := li.inner[b]; cur == nil || len(l.blocks) < len(cur.blocks) {
				li.inner[b] = l
			}
		}
	}
	return li
}

// outermostExcluding returns the outermost loop containing b but not x
// (nil when every loop around b also contains x).
func (li *loopInfo) outermostExcluding(b, x *ir.Block) *loop {
	var out *loop
	for l := li.inner[b]; l != nil; l = l.parent {
		if !l.blocks[x] {
			out = l
		}
	}
	return out
}

// preheader returns the single predecessor of l's header outside l, or
// nil.
func (li *loopInfo) outsidePreds(l *loop) []*ir.Block {
	var out []*ir.Block
	seen := map[*ir.Block]bool{}
	for _, p := range li.cfg.Preds(l.header) {
		if !l.blocks[p] && li.reached(p) && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// exitEdges returns the edges leaving l as (from, to) pairs, each once.
func (l *loop) exitEdges(f *ir.Func) [][2]*ir.Block {
	var out [][2]*ir.Block
	seen := map[[2]*ir.Block]bool{}
	for _, b := range f.Blocks {
		if !l.blocks[b] {
			continue
		}
		for _, s := range b.Succs() {
			e := [2]*ir.Block{b, s}
			if !l.blocks[s] && !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
	}
	return out
}
