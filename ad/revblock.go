package ad

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// reverseBlock emits the reverse of forward block c.
func (rg *revGen) reverseBlock(c *ir.Block, exit *ir.Block) error {
	rg.bodyB.SetInsertAtEnd(rg.body[c])
	rg.curBody, rg.curTop = rg.body[c], rg.top_[c]
	b := &rg.bodyB
	list := rg.instrs[c]
	rg.laneAcc = rg.laneAccLoads(c)
	for k := len(list) - 1; k >= 0; k-- {
		i := list[k]
		if i.Parent == nil {
			continue // removed from the forward sweep (deferred free)
		}
		if !rg.keepsPending(i) {
			rg.flushAcc(b)
		}
		if err := rg.revInstr(b, c, i); err != nil {
			return err
		}
	}
	rg.flushAcc(b)
	// Where did the forward sweep come from?
	g := rg.g
	top := rg.top_[c]
	if c == g.Entry() {
		b.Br(exit)
		rg.addPred(exit, top, nil)
		return nil
	}
	preds := rg.revSuccs(c)
	if l := rg.li.inner[c]; l != nil && l.header == c && rg.cnt[l] != nil {
		cn := rg.cnt[l]
		slot := rg.counterSlot(l)
		j := b.Load(ir.I64, slot, 8)
		first := b.ICmp(ir.ICmpEQ, j, ir.Int(ir.I64, 0))
		toPre := rg.edge(c, cn.pre, top)
		back := rg.r.NewBlock("")
		b.CondBr(first, toPre, back)
		rg.onePred(back, top)
		bb := ir.NewBuilder(back)
		bb.Store(bb.Sub(j, ir.Int(ir.I64, 1)), slot, 8)
		bb.Br(rg.edge(c, cn.latch, back))
		return nil
	}
	switch len(preds) {
	case 0:
		b.Unreachable()
		return nil
	case 1:
		b.Br(rg.edge(c, preds[0], top))
		return nil
	}
	// Forward: a phi numbering the predecessor, pushed on entry.
	ab := &ir.Builder{}
	ab.SetInsertBefore(c.Instrs[c.FirstNonPhi()])
	idx := ab.Phi(ir.I32)
	for _, p := range rg.li.cfg.Preds(c) {
		n := 0
		for k, q := range preds {
			if q == p {
				n = k
			}
		}
		if rg.li.reached(p) {
			ir.AddIncoming(idx, ir.Int(ir.I32, int64(n)), p)
		}
	}
	push, pop := rg.e.tapeFuncs()
	pp := ab.Call(tapeFnSig, push, rg.ag.tape, ir.Int(ir.I64, 4))
	ab.Store(idx, pp, 1)
	rg.predIdx[c] = idx
	// Reverse: pop it and branch back.
	q := b.Call(tapeFnSig, pop, rg.tapeR, ir.Int(ir.I64, 4))
	v := b.Load(ir.I32, q, 1)
	sw := ir.NewInstr(ir.OpSwitch, ir.Void, v)
	sw.SetSuccs([]*ir.Block{rg.edge(c, preds[0], top)})
	for k := 1; k < len(preds); k++ {
		sw.AddOperand(ir.Int(ir.I32, int64(k)))
		sw.SetSuccs(append(sw.Succs(), rg.edge(c, preds[k], top)))
	}
	b.Insert(sw)
	return nil
}

// revSuccs are the forward blocks whose reverse the reverse of c (not
// the entry) branches to: the loop's preheader and latch for a header
// with an iteration counter, else c's predecessors (reached, each once).
func (rg *revGen) revSuccs(c *ir.Block) []*ir.Block {
	if l := rg.li.inner[c]; l != nil && l.header == c && rg.cnt[l] != nil {
		cn := rg.cnt[l]
		rg.succBuf = append(rg.succBuf[:0], cn.pre, cn.latch)
		return rg.succBuf
	}
	preds := rg.succBuf[:0]
	for _, p := range rg.li.cfg.Preds(c) {
		if rg.li.reached(p) && !slices.Contains(preds, p) {
			preds = append(preds, p)
		}
	}
	rg.succBuf = preds
	return preds
}

// edge returns a new reverse block for the forward edge p -> c: it passes
// the adjoints of c's phis to the values flowing in from p, then goes to
// the reverse of p.
//
// When no phi passes an adjoint along the edge (the common case: most
// edges carry no phi, or only inactive values) the reverse of p itself is
// returned: a block holding nothing but a branch would be one more block
// and branch per edge, for -O2 to remove again.
//
// from is the block that will branch to the returned one (complete but
// for that branch): the SSA construction's predecessor.
func (rg *revGen) edge(c, p, from *ir.Block) *ir.Block {
	var eb *ir.Block
	var b *ir.Builder
	for _, i := range rg.instrs[c] {
		if i.Op != ir.OpPhi {
			break
		}
		d := rg.dphi[i]
		if d == nil {
			continue
		}
		// An earlier edge of c may have completed a block whose
		// phis, found to merge one value, were removed: d may have
		// been one of them.
		d = rg.resolve(d)
		for k, in := range i.Incoming() {
			if in == p {
				if v := i.Operand(k); rg.act.isActive(v) {
					if eb == nil {
						eb = rg.r.NewBlock("")
						b = &rg.edgeB
						b.SetInsertAtEnd(eb)
						rg.onePred(eb, from)
					}
					rg.acc(b, v, d)
				}
				break
			}
		}
	}
	if eb == nil {
		rg.addPred(rg.top_[p], from, c)
		return rg.top_[p]
	}
	b.Br(rg.top_[p])
	rg.addPred(rg.top_[p], eb, c)
	return eb
}

// counterSlot returns the reverse sweep's slot for loop l's iteration
// number, filled from the tape when the reverse enters the loop.
func (rg *revGen) counterSlot(l *loop) *ir.Instr {
	cn := rg.cnt[l]
	if cn.slot != nil {
		return cn.slot
	}
	cn.slot = rg.entryAlloca(ir.I64)
	for _, e := range rg.exits[l] {
		rg.pushes[e] = append(rg.pushes[e], &pushEntry{v: cn.phi, typ: ir.I64, slot: cn.slot, why: "iteration count"})
	}
	return cn.slot
}

func (rg *revGen) entryAlloca(t *ir.Type) *ir.Instr {
	b := &ir.Builder{}
	if len(rg.entry.Instrs) > 0 {
		b.SetInsertBefore(rg.entry.Instrs[0])
	} else {
		b.SetInsertAtEnd(rg.entry)
	}
	return b.Alloca(t, 0)
}

// shadowOf returns the aug value that is the shadow of pointer p.
func (rg *revGen) shadowOf(p ir.Value) ir.Value {
	return rg.fw.shadowOrNull(p)
}

// ---------------------------------------------------------------------
// Values of the forward sweep in the reverse sweep.

// avail returns forward value v usable in the reverse of block c:
// recomputed when cheap and pure, else kept in a per-loop slot when it is
// invariant in a loop around c, else popped from the tape.
func (rg *revGen) avail(v ir.Value, c *ir.Block) ir.Value {
	switch x := v.(type) {
	case *ir.Param:
		if p := rg.rparam[x]; p != nil {
			return p
		}
		return v
	case *ir.Instr:
		if val := rg.memo[memoKey{c, v}]; val != nil {
			return val
		}
		var val ir.Value
		l := rg.li.outermostExcluding(c, x.Parent)
		switch {
		case rg.recomputable(x, c) && rg.cost(x, c, 0) <= 1:
			val = rg.recompute(x, c)
		case l != nil:
			val = rg.slotLoad(l, x, c)
		default:
			val = rg.tapePop(c, x)
		}
		rg.memo[memoKey{c, v}] = val
		return val
	}
	return v
}

// cheapMath are the math functions the reverse sweep recomputes (a few
// cycles, often one instruction). Others (sin, exp, log, pow, ...) cost
// a libm call of tens of nanoseconds, more than writing and reading back
// their result on the tape: the reverse of sum_i sin(x[i])*x[i] then
// calls cos only, not sin again (2.6x the primal's time before, about 2x
// after; 8 bytes per iteration).
var cheapMath = map[string]bool{
	"llvm.fabs": true, "llvm.copysign": true, "llvm.minnum": true, "llvm.maxnum": true,
	"llvm.minimum": true, "llvm.maximum": true, "llvm.fmuladd": true, "llvm.fma": true,
	"llvm.sqrt": true, "llvm.floor": true, "llvm.ceil": true, "llvm.trunc": true,
	"llvm.round": true, "llvm.roundeven": true, "llvm.rint": true, "llvm.nearbyint": true,
	"fabs": true, "fabsf": true, "copysign": true, "copysignf": true, "fmin": true, "fminf": true,
	"fmax": true, "fmaxf": true, "fma": true, "fmaf": true, "sqrt": true, "sqrtf": true,
	"floor": true, "floorf": true, "ceil": true, "ceilf": true, "trunc": true, "truncf": true,
}

func (rg *revGen) recomputable(i *ir.Instr, c *ir.Block) bool {
	if i.Op.IsBinary() || i.Op.IsCast() {
		return true
	}
	switch i.Op {
	case ir.OpFNeg, ir.OpGetElementPtr, ir.OpICmp, ir.OpFCmp, ir.OpSelect, ir.OpExtractValue, ir.OpInsertValue,
		ir.OpExtractElement, ir.OpInsertElement, ir.OpShuffleVector, ir.OpFreeze:
		return true
	case ir.OpLoad:
		if rg.ri.reloadSet[i] {
			return true
		}
		if mi := rg.memIVs[i]; mi != nil && mi.l.blocks[c] {
			return true
		}
		if p := rg.ag.shadowLoads[i]; p != nil && rg.ri.reloadSet[p] {
			return true
		}
	case ir.OpCall:
		if rg.ag.calls[i] != nil || rg.ag.heap[i] {
			return false
		}
		cf := calledFunc(i)
		if cf == nil || !cf.IsDeclaration() || lookupRule(intrinsicBase(cf.Name)) == nil || !cheapMath[intrinsicBase(cf.Name)] {
			return false
		}
		for _, a := range i.Args() {
			if a.Type().IsPtr() {
				return false
			}
		}
		return true
	case ir.OpPhi:
		if iv := rg.ivs[i]; iv != nil && iv.l.blocks[c] {
			return true
		}
	}
	return false
}

// cost is the number of values per reverse visit of c the tape would hold
// to recompute v (capped at 1: past that, v itself is taped).
func (rg *revGen) cost(v ir.Value, c *ir.Block, depth int) int {
	i, ok := v.(*ir.Instr)
	if !ok {
		return 0
	}
	key := costKey{i, c}
	if n, ok := rg.costMemo[key]; ok {
		return n
	}
	if rg.memo[memoKey{c, v}] != nil {
		return 0
	}
	n := 1
	l := rg.li.outermostExcluding(c, i.Parent)
	switch {
	case depth > 12:
	case rg.recomputable(i, c):
		s := 0
		ops := i.Operands()
		if i.Op == ir.OpPhi {
			ops = []ir.Value{rg.ivs[i].start}
		}
		if mi := rg.memIVs[i]; mi != nil && mi.l.blocks[c] {
			ops = []ir.Value{mi.start}
		}
		for _, o := range ops {
			if s > 1 {
				break
			}
			s += rg.cost(o, c, depth+1)
		}
		n = s
		if n > 1 {
			n = 1
		}
		if l != nil {
			n = 0
		}
	case l != nil:
		n = 0
	}
	rg.costMemo[key] = n
	return n
}

// recBuilder appends to the recomputations of c's reverse. It is one
// builder, placed afresh by each call: callers use it at once, before
// asking for other values (which may place it elsewhere).
func (rg *revGen) recBuilder(c *ir.Block) *ir.Builder {
	rg.recB.SetInsertAtEnd(rg.rec[c])
	return &rg.recB
}

// ivValue is start + j*step, without the multiplication by a step of 1
// or the addition of a start of 0 (most loops count from 0 by 1).
func ivValue(b *ir.Builder, start, j ir.Value, step int64) ir.Value {
	if step != 1 {
		j = b.Mul(j, ir.Int(j.Type(), step))
	}
	if c, ok := start.(*ir.ConstInt); ok && c.IsZero() {
		return j
	}
	return b.Add(start, j)
}

func (rg *revGen) recompute(i *ir.Instr, c *ir.Block) ir.Value {
	if iv := rg.ivs[i]; iv != nil && i.Op == ir.OpPhi {
		start := rg.avail(iv.start, c)
		slot := rg.counterSlot(iv.l)
		b := rg.recBuilder(c)
		j := b.Load(ir.I64, slot, 8)
		var jj ir.Value = j
		if i.Typ.Bits < 64 {
			jj = b.Cast(ir.OpTrunc, j, i.Typ)
		} else if i.Typ.Bits > 64 {
			jj = b.Cast(ir.OpZExt, j, i.Typ)
		}
		return ivValue(b, start, jj, iv.step)
	}
	if mi := rg.memIVs[i]; mi != nil && mi.l.blocks[c] {
		start := rg.avail(mi.start, c)
		slot := rg.counterSlot(mi.l)
		b := rg.recBuilder(c)
		var j ir.Value = b.Load(ir.I64, slot, 8)
		if mi.after {
			j = b.Add(j, ir.Int(ir.I64, 1))
		}
		if i.Typ.Bits < 64 {
			j = b.Cast(ir.OpTrunc, j, i.Typ)
		} else if i.Typ.Bits > 64 {
			j = b.Cast(ir.OpZExt, j, i.Typ)
		}
		return ivValue(b, start, j, mi.step)
	}
	ops := make([]ir.Value, i.NumOperands())
	for k, o := range i.Operands() {
		if k == 0 && i.Op == ir.OpCall {
			ops[k] = o
			continue
		}
		ops[k] = rg.avail(o, c)
	}
	n := ir.CloneInstr(i)
	n.Name = ""
	n.MD = nil
	n.SetDbgRecords(nil)
	for k, o := range ops {
		n.SetOperand(k, o)
	}
	return rg.recBuilder(c).Insert(n)
}

func (rg *revGen) slotLoad(l *loop, i *ir.Instr, c *ir.Block) ir.Value {
	key := slotKey{l, i}
	s := rg.slots[key]
	if s == nil {
		s = rg.entryAlloca(i.Typ)
		rg.slots[key] = s
		for _, e := range rg.exits[l] {
			rg.pushes[e] = append(rg.pushes[e], &pushEntry{v: i, typ: i.Typ, slot: s, why: "invariant in the loop"})
		}
	}
	return rg.recBuilder(c).Load(i.Typ, s, 0)
}

func (rg *revGen) tapePop(c *ir.Block, i *ir.Instr) ir.Value {
	rg.e.tapeFuncs() // the helpers enter the module at the first pop
	// A stand-in for the value's place on the tape until finalize pops
	// the whole block at once: a detached call without operands (with
	// them it would add a use to the module-wide pop helper that
	// finalize would then have to find again and remove).
	call := ir.NewInstr(ir.OpCall, ir.Ptr)
	call.ElemType = tapeFnSig
	ld := ir.NewInstr(ir.OpLoad, i.Typ, call)
	ld.Align = 1
	rg.pushes[c] = append(rg.pushes[c], &pushEntry{v: i, typ: i.Typ, call: call, pop: ld, why: whyTaped(rg, i)})
	return ld
}

func whyTaped(rg *revGen, i *ir.Instr) string {
	switch i.Op {
	case ir.OpPhi:
		return "phi (not an induction variable the reverse can recompute)"
	case ir.OpLoad:
		return "load from memory that may be overwritten later"
	case ir.OpCall:
		if rg.ag.heap[i] {
			return "heap block freed by the reverse sweep"
		}
		return "result of a call"
	}
	return "recomputing it would need more than one taped value"
}

// finalize inserts the forward sweep's pushes and the reverse sweep's
// pops, and closes the reverse blocks.
func (rg *revGen) finalize(order []*ir.Block) {
	rg.dropUnusedPops(order)
	push, pop := rg.e.tapeFuncs()
	for _, c := range rg.g.Blocks {
		list := rg.pushes[c]
		if len(list) == 0 {
			continue
		}
		ab := &ir.Builder{}
		ab.SetInsertBefore(c.Terminator())
		if t := c.Terminator(); t.Op == ir.OpInvoke && rg.ag.calls[t] != nil {
			// The callee pushes during the invoke: the block's own
			// values go after it, on the normal edge (whose target
			// the invoke alone reaches; checked when the call was
			// rewritten).
			n := t.Succs()[0]
			ab.SetInsertBefore(n.Instrs[n.FirstNonPhi()])
		}
		// One push for the whole block (one capacity check, not one
		// per value), its values side by side in list order.
		offs, total := rg.blockTapeLayout(list)
		p := ab.Call(tapeFnSig, push, rg.ag.tape, ir.Int(ir.I64, total))
		for k, pe := range list {
			ab.Store(pe.v, tapeAt(ab, p, offs[k]), 1)
		}
	}
	// Each reverse block's final list: its phis, room for its pops
	// (one call, and at most a GEP, a load and a store per value) and
	// the spliced lists, all carved from one array.
	room := func(c *ir.Block) int {
		return len(rg.top_[c].Instrs) + 1 + 3*len(rg.pushes[c]) + len(rg.rec[c].Instrs) + len(rg.body[c].Instrs)
	}
	total := 0
	for _, c := range order {
		total += room(c)
	}
	lists := make([]*ir.Instr, total)
	for _, c := range order {
		top, rec, body := rg.top_[c], rg.rec[c].Instrs, rg.body[c].Instrs
		list := rg.pushes[c]
		n := room(c)
		top.Instrs, lists = append(lists[:0:n], top.Instrs...), lists[n:]
		tb := ir.NewBuilder(top)
		if len(list) > 0 {
			offs, total := rg.blockTapeLayout(list)
			q := tb.Call(tapeFnSig, pop, rg.tapeR, ir.Int(ir.I64, total))
			for k, pe := range list {
				at := tapeAt(tb, q, offs[k])
				if pe.slot != nil {
					tb.Store(tb.Load(pe.typ, at, 1), pe.slot, 0)
					continue
				}
				// pe.call (one pop per value) is replaced by the block's
				// single pop.
				pe.pop.SetOperand(0, at)
				pe.call.DropOperands()
				tb.Insert(pe.pop)
			}
		}
		// The reverse of c is one block: its pops, then the forward
		// values it recomputes, then its reversed instructions (built
		// apart because recomputations are added while the body grows).
		top.Append(rec...)
		top.Append(body...)
		rg.rec[c].Instrs, rg.body[c].Instrs = nil, nil
	}
	skipEmptyBlocks(rg.r)
	rg.reserveTape()
	if !rg.e.noReport {
		rg.writeReport()
	}
}

// skipEmptyBlocks removes the blocks of reverse function r that hold
// nothing but an unconditional branch (the reverse of a forward block
// with nothing to reverse or pop): the branches to one go straight to
// where it leads. A block branching to one with phis (adjoints merged
// there) stays: it is one of their incoming blocks.
func skipEmptyBlocks(r *ir.Func) {
	bypassPhiEdges(r)
	var to map[*ir.Block]*ir.Block
	for _, b := range r.Blocks[1:] {
		if len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpBr && b.Instrs[0].NumOperands() == 0 {
			if t := b.Instrs[0].Succs()[0]; len(t.Instrs) > 0 && t.Instrs[0].Op == ir.OpPhi {
				continue
			}
			if to == nil {
				to = map[*ir.Block]*ir.Block{}
			}
			to[b] = b.Instrs[0].Succs()[0]
		}
	}
	if to == nil {
		return
	}
	// Follow each chain of empty blocks to its end; a loop made only of
	// empty blocks (never built, but possible) leaves the function as
	// it is.
	for b, t := range to {
		for n := 0; ; n++ {
			next, ok := to[t]
			if !ok {
				break
			}
			if n > len(to) {
				return
			}
			t = next
		}
		to[b] = t
	}
	kept := r.Blocks[:0]
	for _, b := range r.Blocks {
		if _, ok := to[b]; ok {
			b.Instrs[0].Erase()
			continue
		}
		if t := b.Terminator(); t != nil {
			// (the reverse function's terminators are built here,
			// each with a successor list of its own)
			for k, s := range t.Succs() {
				if n, ok := to[s]; ok {
					t.Succs()[k] = n
				}
			}
		}
		kept = append(kept, b)
	}
	clear(r.Blocks[len(kept):])
	r.Blocks = kept
}

// bypassPhiEdges removes the blocks of r that hold nothing but a branch
// to a block with phis (an edge whose adjoints cost no instruction) when
// they have one predecessor, which does not branch to that block itself:
// the predecessor branches there directly and takes the removed block's
// place as the phis' incoming block.
func bypassPhiEdges(r *ir.Func) {
	var cand []*ir.Block
	for _, b := range r.Blocks[1:] {
		if len(b.Instrs) == 1 && b.Instrs[0].Op == ir.OpBr && b.Instrs[0].NumOperands() == 0 {
			if t := b.Instrs[0].Succs()[0]; t != b && len(t.Instrs) > 0 && t.Instrs[0].Op == ir.OpPhi {
				cand = append(cand, b)
			}
		}
	}
	if cand == nil {
		return
	}
	pred := make(map[*ir.Block]*ir.Block, len(cand))
	many := map[*ir.Block]bool{}
	for _, b := range cand {
		pred[b] = nil
	}
	for _, p := range r.Blocks {
		t := p.Terminator()
		if t == nil {
			continue
		}
		for _, s := range t.Succs() {
			if q, ok := pred[s]; ok {
				if q != nil {
					many[s] = true
				}
				pred[s] = p
			}
		}
	}
	gone := map[*ir.Block]bool{}
	for _, b := range cand {
		p := pred[b]
		if p == nil || many[b] || gone[p] {
			continue
		}
		t := b.Instrs[0].Succs()[0]
		pt := p.Terminator()
		if slices.Contains(pt.Succs(), t) {
			continue
		}
		ns := append([]*ir.Block(nil), pt.Succs()...)
		for k, s := range ns {
			if s == b {
				ns[k] = t
			}
		}
		pt.SetSuccs(ns)
		for _, phi := range t.Instrs {
			if phi.Op != ir.OpPhi {
				break
			}
			for k, in := range phi.Incoming() {
				if in == b {
					phi.Incoming()[k] = p
				}
			}
		}
		b.Instrs[0].Erase()
		gone[b] = true
	}
	kept := r.Blocks[:0]
	for _, b := range r.Blocks {
		if !gone[b] {
			kept = append(kept, b)
		}
	}
	clear(r.Blocks[len(kept):])
	r.Blocks = kept
}

// blockTapeLayout places a block's taped values side by side: each one's
// offset from the block's push, and the bytes they take together.
func (rg *revGen) blockTapeLayout(list []*pushEntry) ([]int64, int64) {
	offs := make([]int64, len(list))
	n := int64(0)
	for k, pe := range list {
		offs[k] = n
		n += rg.e.storeSize(pe.typ)
	}
	return offs, n
}

// tapeAt is p + off bytes (p itself at 0).
func tapeAt(b *ir.Builder, p ir.Value, off int64) ir.Value {
	if off == 0 {
		return p
	}
	return b.GEP(ir.I8, p, false, ir.Int(ir.I64, off))
}

// perIteration is the number of bytes loop l pushes per iteration in its
// own blocks (inner loops not counted).
func (rg *revGen) perIteration(l *loop) int64 {
	n := int64(0)
	for _, c := range rg.g.Blocks {
		if rg.li.inner[c] != l {
			continue
		}
		for _, pe := range rg.pushes[c] {
			if pe.slot == nil {
				n += rg.e.storeSize(pe.typ)
			}
		}
		if rg.predIdx[c] != nil {
			n += 4
		}
	}
	return n
}

// reserveTape sizes the tape before a loop whose trip count the forward
// sweep can tell on entry (an induction variable compared with a bound
// defined outside the loop, at the loop's only exit test): one realloc
// instead of doublings.
func (rg *revGen) reserveTape() {
	for _, l := range rg.li.loops {
		cn := rg.cnt[l]
		if cn == nil {
			continue
		}
		per := rg.perIteration(l)
		if per == 0 {
			continue
		}
		start, bound, step := rg.tripBounds(l)
		if start == nil {
			continue
		}
		b := &ir.Builder{}
		b.SetInsertBefore(cn.pre.Terminator())
		s64 := func(v ir.Value) ir.Value {
			if v.Type().Bits < 64 {
				return b.Cast(ir.OpSExt, v, ir.I64)
			}
			if v.Type().Bits > 64 {
				return b.Cast(ir.OpTrunc, v, ir.I64)
			}
			return v
		}
		d := b.Sub(s64(bound), s64(start))
		d = b.Select(b.ICmp(ir.ICmpSLT, d, ir.Int(ir.I64, 0)), b.Sub(ir.Int(ir.I64, 0), d), d)
		if step < 0 {
			step = -step
		}
		cnt := b.Add(b.Binary(ir.OpUDiv, d, ir.Int(ir.I64, step)), ir.Int(ir.I64, 1))
		lim := int64(1<<28) / per // a hint: never ask for more than 256 MiB up front
		cnt = b.Select(b.ICmp(ir.ICmpUGT, cnt, ir.Int(ir.I64, lim)), ir.Int(ir.I64, lim), cnt)
		res := rg.e.tapeReserve()
		b.Call(res.Sig, res, rg.ag.tape, b.Mul(cnt, ir.Int(ir.I64, per)))
		rg.e.report.Lines = append(rg.e.report.Lines, fmt.Sprintf("@%s: loop %s: the tape is sized from the trip count on entry (%d bytes per iteration)", rg.f.Name, blockName(l.header), per))
	}
}

// tripBounds finds, for loop l with an induction variable i (start,
// step), an exit test comparing i or its next value with a bound defined
// outside l. It returns nil values when there is none.
func (rg *revGen) tripBounds(l *loop) (start, bound ir.Value, step int64) {
	var exiting []*ir.Block
	for _, b := range rg.g.Blocks {
		if !l.blocks[b] {
			continue
		}
		for _, s := range b.Succs() {
			if !l.blocks[s] {
				exiting = append(exiting, b)
				break
			}
		}
	}
	if len(exiting) != 1 {
		return nil, nil, 0
	}
	t := exiting[0].Terminator()
	if t.Op != ir.OpBr || t.NumOperands() != 1 {
		return nil, nil, 0
	}
	cmp, ok := t.Operand(0).(*ir.Instr)
	if !ok || cmp.Op != ir.OpICmp {
		return nil, nil, 0
	}
	outside := func(v ir.Value) bool {
		switch x := v.(type) {
		case *ir.Instr:
			return !l.blocks[x.Parent]
		case *ir.Param, *ir.ConstInt:
			return true
		}
		return false
	}
	for _, phi := range rg.instrs[l.header] {
		iv := rg.ivs[phi]
		if iv == nil || iv.l != l {
			continue
		}
		var next ir.Value
		for k, in := range phi.Incoming() {
			if l.blocks[in] {
				next = phi.Operand(k)
			}
		}
		for k := 0; k < 2; k++ {
			a, o := cmp.Operand(k), cmp.Operand(1-k)
			if (a == phi || a == next) && outside(o) {
				return iv.start, o, iv.step
			}
		}
	}
	return nil, nil, 0
}

func (rg *revGen) writeReport() {
	rep := rg.e.report
	fn := "@" + rg.f.Name
	if len(rg.li.loops) == 0 {
		n := 0
		for _, list := range rg.pushes {
			n += len(list)
		}
		rep.Lines = append(rep.Lines, fmt.Sprintf("%s: no loops; %d value(s) taped once", fn, n))
	}
	for _, l := range rg.li.loops {
		var per, once []string
		bytes := int64(0)
		for _, c := range rg.g.Blocks {
			if rg.li.inner[c] == l {
				for _, pe := range rg.pushes[c] {
					if pe.slot == nil {
						per = append(per, fmt.Sprintf("%s (%s)", rg.describe(pe), pe.why))
						bytes += rg.e.storeSize(pe.typ)
					}
				}
				if rg.predIdx[c] != nil {
					per = append(per, fmt.Sprintf("i32 predecessor of %s (control flow)", blockName(c)))
					bytes += 4
				}
			}
		}
		for _, c := range rg.exits[l] {
			for _, pe := range rg.pushes[c] {
				if pe.slot != nil {
					once = append(once, fmt.Sprintf("%s (%s)", rg.describe(pe), pe.why))
				}
			}
		}
		ctl := "iteration counter (control tape: one i64 per loop exit)"
		if rg.cnt[l] == nil {
			ctl = "predecessor index per header visit"
		}
		line := fmt.Sprintf("%s: loop %s (depth %d): per iteration %d byte(s) on the tape", fn, blockName(l.header), l.depth+1, bytes)
		if len(per) > 0 {
			line += ": " + strings.Join(per, ", ")
		}
		line += "; once per loop exit: " + orNone(once) + "; control: " + ctl
		rep.Lines = append(rep.Lines, line)
	}
}

// describe names a taped value as the user's function prints it (its
// number there, not in the derivative).
func (rg *revGen) describe(pe *pushEntry) string {
	v := pe.v
	if a := rg.allocaOf(v); a != nil {
		v = a
	}
	if o := rg.e.origin[v]; o != nil {
		return rg.e.formatOrig(o)
	}
	var owner ir.Value
	for _, p := range rg.g.Params {
		if owner == nil && rg.fw.sh[p] == pe.v {
			owner = p
		}
	}
	rg.g.Instrs(func(i *ir.Instr) {
		if owner == nil && rg.fw.sh[i] == pe.v {
			owner = i
		}
	})
	if owner != nil {
		return "the shadow of " + rg.describe(&pushEntry{v: owner, typ: owner.Type()})
	}
	return fmt.Sprintf("%s %s", pe.typ, valueName(pe.v))
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "nothing"
	}
	return strings.Join(s, ", ")
}

func valueName(v ir.Value) string {
	switch x := v.(type) {
	case *ir.Instr:
		if x.Name != "" {
			return "%" + x.Name
		}
		return "%<" + x.Op.String() + ">"
	case *ir.Param:
		return "%" + x.Name
	}
	return "?"
}
