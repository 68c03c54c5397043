package ad

import (
	"fmt"
	"math"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Reverse mode. For each function and activity pattern the engine builds
// two internal functions:
//
//   - NAME.aug: the forward sweep. The primal code (returns are unified,
//     loop exit edges split), the shadow pointers, and pushes onto the tape
//     of what the reverse sweep needs: at the start of each block with
//     several predecessors, which one it came from (a loop with one entry
//     and one latch keeps an iteration counter instead, pushed once per
//     loop exit); at the end of each block, the values its reverse needs
//     that can be neither recomputed nor reloaded; on each loop exit, the
//     loop-invariant values the loop's reverse needs (kept in a slot for
//     the whole reverse loop, not per iteration).
//   - NAME.rev: the reverse sweep. One reverse block per forward block,
//     visited in the reverse order, popping the tape; adjoints of SSA
//     values live in stack slots (accumulated by uses, consumed by the
//     definition), adjoints of memory in shadow memory.
//
// Both share one tape, so a call in the forward sweep pushes its callee's
// record in place and the reverse sweep pops it at the same point.

type revPair struct{ aug, rev *ir.Func }

// revParams are the parameters of the internal sweeps and of NAME_grad:
// each parameter, followed by its shadow when it is an active pointer.
func revParams(f *ir.Func, pattern []bool) []*ir.Type {
	var ps []*ir.Type
	for k, p := range f.Params {
		ps = append(ps, p.Typ)
		if pattern[k] && p.Typ.IsPtr() {
			ps = append(ps, p.Typ)
		}
	}
	return ps
}

func ptrOnly(f *ir.Func, pattern []bool) []bool {
	out := make([]bool, len(pattern))
	for k, p := range f.Params {
		out[k] = pattern[k] && p.Typ.IsPtr()
	}
	return out
}

// revFuncs returns the forward and reverse sweeps of f for pattern as
// used by a caller inside the module (top == false) or by NAME_grad.
func (e *engine) revFuncs(f *ir.Func, pattern []bool) (*revPair, error) {
	return e.revFuncsTop(f, pattern, false)
}

func (e *engine) revFuncsTop(f *ir.Func, pattern []bool, top bool) (*revPair, error) {
	key := f.Name + "/" + patternKey(pattern)
	if top {
		key += "/top"
	}
	if p := e.aug[key]; p != nil {
		e.uses(p.aug)
		return p, nil
	}
	if err := checkParams(f, Reverse); err != nil {
		return nil, err
	}
	ret := f.Sig.Ret
	if isDiffType(ret) && hasPtr(ret) {
		return nil, fmt.Errorf("@%s: %w: it returns %s, which mixes floats and pointers", f.Name, ErrNotDifferentiable, ret)
	}
	params := revParams(f, pattern)
	augPs := append([]*ir.Type(nil), params...)
	if hasPtr(ret) {
		augPs = append(augPs, ir.Ptr) // where the returned pointers' shadows go
	}
	augSig := ir.FuncOf(ret, append(augPs, ir.Ptr), false)
	revPs := append([]*ir.Type(nil), params...)
	if isDiffType(ret) {
		revPs = append(revPs, ret)
	}
	revPs = append(revPs, ir.Ptr)
	for k, p := range f.Params {
		if pattern[k] && !p.Typ.IsPtr() {
			revPs = append(revPs, ir.Ptr)
		}
	}
	revSig := ir.FuncOf(ir.Void, revPs, false)
	suffix := patternKey(pattern)
	if top {
		suffix += ".top"
	}
	g, primal, dual := e.newDerivFunc(f, ptrOnly(f, pattern), e.uniqueName(f.Name+".aug."+suffix), augSig, 0)
	r := ir.NewFunc(e.uniqueName(f.Name+".rev."+suffix), revSig)
	r.Linkage = ir.Internal
	e.addFunc(r)
	pair := &revPair{aug: g, rev: r}
	e.aug[key] = pair
	e.uses(g)
	defer e.enter(g)()
	rg := &revGen{e: e, f: f, pattern: pattern, top: top, g: g, r: r, primal: primal, dual: dual}
	if err := rg.build(); err != nil {
		return nil, err
	}
	return pair, nil
}

// publicReverse builds NAME_grad.
func (e *engine) publicReverse(f *ir.Func, pattern []bool, name string) (*ir.Func, error) {
	pair, err := e.revFuncsTop(f, pattern, true)
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = f.Name + "_grad"
	}
	if e.findFunc(name) != nil {
		return nil, fmt.Errorf("a function named @%s already exists", name)
	}
	params := revParams(f, pattern)
	nOuts := 0
	for k, p := range f.Params {
		if pattern[k] && !p.Typ.IsPtr() {
			params = append(params, ir.Ptr)
			nOuts++
		}
	}
	ret := f.Sig.Ret
	pub := ir.NewFunc(name, ir.FuncOf(ret, params, false))
	e.addFunc(pub)
	n := 0
	for k, p := range f.Params {
		pub.Params[n].Name = p.Name
		// A byval parameter (only read, see checkParams) keeps its ABI
		// for callers; its shadow stays a plain pointer into the
		// caller's memory, which receives the adjoints.
		if ps := f.Attrs.Param(k); ps.Has(ir.AttrByVal) {
			bv, _ := ps.Get(ir.AttrByVal)
			set := ir.AttrSet{bv}
			if al, ok := ps.Get(ir.AttrAlign); ok {
				set = append(set, al)
			}
			pub.Attrs.SetParam(n, set)
		}
		n++
		if pattern[k] && p.Typ.IsPtr() {
			if p.Name != "" {
				pub.Params[n].Name = "d_" + p.Name
			}
			n++
		}
	}
	for k, p := range f.Params {
		if pattern[k] && !p.Typ.IsPtr() {
			if p.Name != "" {
				pub.Params[n].Name = "d_" + p.Name
			}
			n++
		}
	}
	b := ir.NewBuilder(pub.NewBlock("entry"))
	e.zeroShadowGlobals(b, pair.aug)
	tape := b.Alloca(tapeType, 8)
	topen, tclose := e.tapeOpenClose()
	b.CallFunc(topen, tape)
	nPrimal := len(params) - nOuts
	var args []ir.Value
	for _, p := range pub.Params[:nPrimal] {
		args = append(args, p)
	}
	augArgs := append([]ir.Value(nil), args...)
	if hasPtr(ret) {
		augArgs = append(augArgs, b.Alloca(ret, 8))
	}
	res := b.Call(pair.aug.Sig, pair.aug, append(augArgs, tape)...)
	rargs := append([]ir.Value(nil), args...)
	if isDiffType(ret) {
		rargs = append(rargs, oneLike(ret))
	}
	rargs = append(rargs, tape)
	for _, p := range pub.Params[nPrimal:] {
		rargs = append(rargs, p)
	}
	b.Call(pair.rev.Sig, pair.rev, rargs...)
	b.CallFunc(tclose, tape)
	if ret.Kind == ir.VoidKind {
		b.Ret(nil)
	} else {
		b.Ret(res)
	}
	return pub, nil
}

// oneLike is the seed 1 of a return type (every float element 1).
func oneLike(t *ir.Type) ir.Constant {
	switch {
	case t.IsFloat():
		return ir.FloatOf(t, 1)
	case t.Kind == ir.VectorKind:
		return &ir.ConstSplat{Typ: t, Elem: ir.FloatOf(t.Elem, 1)}
	case t.Kind == ir.ArrayKind || t.Kind == ir.StructKind:
		var el []ir.Constant
		for k := 0; k < aggLen(t); k++ {
			el = append(el, oneLike(aggElem(t, k)))
		}
		return &ir.ConstAggregate{Typ: t, Elems: el}
	}
	return ir.Null(t)
}

func aggLen(t *ir.Type) int {
	if t.Kind == ir.StructKind {
		return len(t.Fields)
	}
	return int(t.Len)
}

func aggElem(t *ir.Type, k int) *ir.Type {
	if t.Kind == ir.StructKind {
		return t.Fields[k]
	}
	return t.Elem
}

// adjType is the type of a value's adjoint: its own type, or the float
// type of the same width for an integer that holds a float's bits.
func adjType(t *ir.Type) *ir.Type {
	if isPunInt(t) {
		return punFloat(t)
	}
	return t
}

type pushEntry struct {
	v    ir.Value  // aug value pushed at the end of the block
	typ  *ir.Type  // its type
	pop  *ir.Instr // the load that reads it back in the reverse block (detached until finalize)
	call *ir.Instr // the pop call (detached until finalize)
	slot *ir.Instr // when set, the popped value is stored here
	why  string
}

type memoKey struct {
	c *ir.Block
	v ir.Value
}

type costKey struct {
	i *ir.Instr
	c *ir.Block
}

type slotKey struct {
	l *loop
	v ir.Value
}

type counter struct {
	phi   *ir.Instr // aug: iterations entered from the latch
	slot  *ir.Instr // rev: the current iteration's number
	pre   *ir.Block
	latch *ir.Block
}

type revGen struct {
	e       *engine
	f       *ir.Func
	pattern []bool
	top     bool
	g, r    *ir.Func
	primal  []*ir.Param
	dual    []*ir.Param

	act     *activity
	fw      *fwdGen
	ag      *augGen
	li      *loopInfo
	ri      *reloadInfo
	reaches map[*ir.Block]bool // blocks from which the return is reachable
	retBlk  *ir.Block
	// snapshot of the forward instructions of each block, before the
	// shadow code was added.
	instrs map[*ir.Block][]*ir.Instr
	exits  map[*loop][]*ir.Block
	cnt    map[*loop]*counter
	ivs    map[*ir.Instr]*ivInfo
	memIVs map[*ir.Instr]*memIV // loads of an induction variable kept in a stack slot (-O0)

	// reverse function
	rparam   map[ir.Value]ir.Value // aug param -> rev param
	dret     ir.Value
	tapeR    ir.Value
	outs     []ir.Value // per primal param: out pointer of an active float param
	entry    *ir.Block
	entryB   *ir.Builder
	top_     map[*ir.Block]*ir.Block
	rec      map[*ir.Block]*ir.Block
	body     map[*ir.Block]*ir.Block
	adj      map[ir.Value]*adjState
	memo     map[memoKey]ir.Value // forward values made available in a reverse block (avail)
	slots    map[slotKey]*ir.Instr
	pushes   map[*ir.Block][]*pushEntry
	costMemo map[costKey]int
	dphi     map[*ir.Instr]ir.Value
	predIdx  map[*ir.Block]*ir.Instr // aug: the pushed predecessor index
	report   map[*loop][]string
	laneAcc  map[*ir.Instr]bool // loads of the block being reversed whose shadow adds go lane by lane
	pending  []pendingAcc       // shadow adds of the block being reversed, not emitted yet (laneacc.go)
	err      error              // an internal error found while building (checkHome)
	zeroT    *ir.Type           // zero's cache
	zeroV    ir.Value
	adjSlab  []adjState // newAdjState's
	// the SSA construction of the adjoints (see adjState)
	defs            map[defKey]ir.Value
	ssa             map[*ir.Block]*ssaBlock
	sc              *ssaScratch
	zeroPhis        bool                   // a phi used by instructions was found to be -0.0
	blkSlab         []*ir.Block            // phis' incoming lists, predecessor lists
	succBuf         []*ir.Block            // revSuccs's
	fwd             map[*ir.Instr]ir.Value // removed trivial phis -> their value
	curBody, curTop *ir.Block              // the reversed instructions being built, and their block
	recB            ir.Builder             // recBuilder's
	// the builders of reverseBlock (the reversed instructions) and of
	// edge (an edge's block), kept to save an allocation per block
	bodyB, edgeB ir.Builder
}

type ivInfo struct {
	l     *loop
	start ir.Value
	step  int64
}

func (rg *revGen) build() error {
	g := rg.g
	rg.unifyReturns()
	if rg.retBlk == nil {
		return fmt.Errorf("@%s: %w: it never returns (it has no ret), so it has no reverse sweep", rg.f.Name, ErrNotDifferentiable)
	}
	li := findLoops(g)
	rg.exits = map[*loop][]*ir.Block{}
	split := map[[2]*ir.Block]*ir.Block{}
	var splitFrom map[*ir.Block]*ir.Block // new block -> its edge's source
	for _, l := range li.loops {
		for _, ed := range l.exitEdges(g) {
			if to := ed[1]; len(to.Instrs) > 0 && isPad(to.Instrs[0]) {
				continue // unwind edge: a pad must stay first
			}
			if split[ed] == nil {
				nb := splitEdge(ed[0], ed[1])
				split[ed] = nb
				if splitFrom == nil {
					splitFrom = map[*ir.Block]*ir.Block{}
				}
				splitFrom[nb] = ed[0]
			}
		}
	}
	rg.li = li
	if len(split) > 0 {
		rg.li = findLoopsAfterSplit(g, li, splitFrom) // the split edges changed the CFG
	}
	rg.reaches = map[*ir.Block]bool{rg.retBlk: true}
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			if rg.reaches[b] || !rg.li.reached(b) {
				continue
			}
			for _, s := range b.Succs() {
				if rg.reaches[s] {
					rg.reaches[b] = true
					changed = true
					break
				}
			}
		}
	}
	for _, b := range g.Blocks {
		if rg.reaches[b] && len(b.Instrs) > 0 && isPad(b.Instrs[0]) {
			return notDiff(rg.e.m, b.Instrs[0], "a caught exception (the unwind path returns normally) is not supported in reverse mode")
		}
	}
	for _, l := range rg.li.loops {
		for _, b := range g.Blocks {
			if l.blocks[b] || !rg.reaches[b] {
				continue // (the reverse never runs after a path that cannot return)
			}
			for _, p := range rg.li.cfg.Preds(b) {
				if l.blocks[p] {
					rg.exits[l] = append(rg.exits[l], b)
					break
				}
			}
		}
	}
	rg.act = analyze(g, rg.primal, rg.pattern)
	rg.ri = newReloadInfo(g, rg.top)
	rg.instrs = make(map[*ir.Block][]*ir.Instr, len(g.Blocks))
	n := 0
	for _, b := range g.Blocks {
		n += len(b.Instrs)
	}
	snap := make([]*ir.Instr, 0, n) // one array for every block's list
	for _, b := range g.Blocks {
		k := len(snap)
		snap = append(snap, b.Instrs...)
		rg.instrs[b] = snap[k:len(snap):len(snap)]
	}
	rg.fw = &fwdGen{e: rg.e, g: g, act: rg.act, tan: map[ir.Value]ir.Value{}, sh: map[ir.Value]ir.Value{}}
	for k, p := range rg.primal {
		if rg.dual[k] != nil {
			rg.fw.sh[p] = rg.dual[k]
		}
	}
	rg.ag = &augGen{fw: rg.fw, rpo: rg.li.rpo, tape: g.Params[len(g.Params)-1], repl: map[*ir.Instr]*ir.Instr{}, heap: map[*ir.Instr]bool{},
		calls: map[*ir.Instr]*revCall{}, shadowLoads: map[*ir.Instr]*ir.Instr{}, deferred: map[*ir.Instr]bool{}, entry: g.Entry(),
		reallocs: map[*ir.Instr][2]ir.Value{}}
	if hasPtr(g.Sig.Ret) {
		rg.ag.retShadow = g.Params[len(g.Params)-2]
	}
	// Which loads may be reloaded is decided on the forward code as the
	// user wrote it (before allocas become heap blocks).
	reload := map[*ir.Instr]bool{}
	g.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpLoad && rg.ri.reloadable(i) {
			reload[i] = true
		}
	})
	rg.ri.reloadSet = reload
	if err := checkReallocs(rg.e.m, g, rg.act); err != nil {
		return err
	}
	if err := rg.ag.run(); err != nil {
		return err
	}
	for b, list := range rg.instrs {
		for k, i := range list {
			if n := rg.ag.repl[i]; n != nil {
				list[k] = n
			}
		}
		rg.instrs[b] = list
	}
	rg.setupCounters()
	return rg.buildReverse()
}

// unifyReturns makes the function return from one block.
func (rg *revGen) unifyReturns() {
	g := rg.g
	var rets []*ir.Instr
	for _, b := range g.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			rets = append(rets, t)
		}
	}
	switch len(rets) {
	case 0:
		return
	case 1:
		rg.retBlk = rets[0].Parent
		return
	}
	nb := g.NewBlock("ret.unified")
	b := ir.NewBuilder(nb)
	var phi *ir.Instr
	if g.Sig.Ret.Kind != ir.VoidKind {
		phi = b.Phi(g.Sig.Ret)
	}
	for _, r := range rets {
		if phi != nil {
			ir.AddIncoming(phi, r.Operand(0), r.Parent)
		}
		bb := ir.NewBuilder(r.Parent)
		r.Erase()
		bb.Br(nb)
	}
	if phi != nil {
		b.Ret(phi)
	} else {
		b.Ret(nil)
	}
	rg.retBlk = nb
}

// splitEdge inserts a block on the edge from -> to and returns it.
func splitEdge(from, to *ir.Block) *ir.Block {
	f := from.Parent
	nb := &ir.Block{Name: "", Parent: f}
	if from.Name != "" {
		nb.Name = from.Name + ".exit"
	}
	// place after from
	idx := 0
	for k, b := range f.Blocks {
		if b == from {
			idx = k + 1
		}
	}
	f.Blocks = append(f.Blocks, nil)
	copy(f.Blocks[idx+1:], f.Blocks[idx:])
	f.Blocks[idx] = nb
	ir.NewBuilder(nb).Br(to)
	t := from.Terminator()
	for k, s := range t.Succs() {
		if s == to {
			t.Succs()[k] = nb
		}
	}
	for _, i := range to.Instrs {
		if i.Op != ir.OpPhi {
			break
		}
		first := true
		for k := 0; k < len(i.Incoming()); k++ {
			if i.Incoming()[k] != from {
				continue
			}
			if first {
				i.Incoming()[k] = nb
				first = false
				continue
			}
			i.RemoveOperand(k)
			i.SetIncoming(append(i.Incoming()[:k], i.Incoming()[k+1:]...))
			k--
		}
	}
	return nb
}

// setupCounters gives each loop with one entry and one latch an iteration
// counter (so the reverse sweep needs no per-iteration control tape), and
// recognises the affine induction variables the reverse sweep recomputes
// from it.
func (rg *revGen) setupCounters() {
	rg.cnt = map[*loop]*counter{}
	rg.ivs = map[*ir.Instr]*ivInfo{}
	rg.memIVs = map[*ir.Instr]*memIV{}
	for _, l := range rg.li.loops {
		pre := rg.li.outsidePreds(l)
		if len(pre) != 1 || len(l.latches) != 1 {
			continue
		}
		// the header's edges: exactly one from pre, one from the latch
		nPre, nLatch := 0, 0
		for _, p := range rg.li.cfg.Preds(l.header) {
			switch p {
			case pre[0]:
				nPre++
			case l.latches[0]:
				nLatch++
			default:
				if rg.li.reached(p) {
					nPre += 10
				}
			}
		}
		if nPre != 1 || nLatch != 1 {
			continue
		}
		c := &counter{pre: pre[0], latch: l.latches[0]}
		b := &ir.Builder{}
		b.SetInsertBefore(l.header.Instrs[0])
		c.phi = ir.Named(b.Phi(ir.I64), "iter")
		b.SetInsertBefore(c.latch.Terminator())
		next := b.Add(c.phi, ir.Int(ir.I64, 1))
		ir.AddIncoming(c.phi, ir.Int(ir.I64, 0), c.pre)
		ir.AddIncoming(c.phi, next, c.latch)
		rg.cnt[l] = c
		rg.findMemIVs(l, c)
		for _, i := range rg.instrs[l.header] {
			if i.Op != ir.OpPhi || !i.Typ.IsInt() || len(i.Incoming()) != 2 {
				continue
			}
			var start, nx ir.Value
			for k, in := range i.Incoming() {
				if in == c.pre {
					start = i.Operand(k)
				} else {
					nx = i.Operand(k)
				}
			}
			ni, ok := nx.(*ir.Instr)
			if !ok || start == nil || (ni.Op != ir.OpAdd && ni.Op != ir.OpSub) {
				continue
			}
			var stepC *ir.ConstInt
			if ni.Operand(0) == i {
				stepC, _ = ni.Operand(1).(*ir.ConstInt)
			} else if ni.Operand(1) == i && ni.Op == ir.OpAdd {
				stepC, _ = ni.Operand(0).(*ir.ConstInt)
			}
			if stepC == nil {
				continue
			}
			step := stepC.Signed()
			if ni.Op == ir.OpSub {
				step = -step
			}
			rg.ivs[i] = &ivInfo{l: l, start: start, step: step}
		}
	}
}

// ---------------------------------------------------------------------
// The reverse function.

func (rg *revGen) buildReverse() error {
	e := rg.e
	r := rg.r
	g := rg.g
	ms := rg.e.revMaps
	if ms == nil || ms.busy {
		ms = newRevMaps()
		if rg.e.revMaps == nil {
			rg.e.revMaps = ms
		}
	}
	ms.busy = true
	defer ms.reset()
	rg.rparam, rg.adj, rg.memo, rg.slots = ms.rparam, ms.adj, ms.memo, ms.slots
	rg.pushes, rg.costMemo, rg.dphi, rg.predIdx = ms.pushes, ms.costMemo, ms.dphi, ms.predIdx
	rg.top_, rg.rec, rg.body = ms.top, ms.rec, ms.body
	rg.report = map[*loop][]string{}
	nAug := len(revParams(rg.f, rg.pattern))
	for k := 0; k < nAug; k++ {
		rg.rparam[g.Params[k]] = r.Params[k]
		r.Params[k].Name = g.Params[k].Name
	}
	n := nAug
	if isDiffType(g.Sig.Ret) {
		rg.dret = r.Params[n]
		r.Params[n].Name = "dret"
		n++
	}
	rg.tapeR = r.Params[n]
	r.Params[n].Name = "tape"
	n++
	rg.outs = make([]ir.Value, len(rg.primal))
	for k, p := range rg.primal {
		if rg.pattern[k] && !p.Typ.IsPtr() {
			rg.outs[k] = r.Params[n]
			n++
		}
	}
	rg.entry = r.NewBlock("entry")
	rg.entryB = ir.NewBuilder(rg.entry)
	// reverse blocks for every block that can reach the return
	reaches := rg.reaches
	var order []*ir.Block
	for k := len(g.Blocks) - 1; k >= 0; k-- {
		if b := g.Blocks[k]; reaches[b] {
			order = append(order, b)
		}
	}
	work := ms.workBlocks(order, r)
	for n, b := range order {
		name := strings.TrimPrefix(blockName(b), "%")
		name = strings.TrimPrefix(name, "#")
		top := r.NewBlock("rev." + name)
		top.Instrs = ms.topStart(n)
		rg.top_[b] = top
		// The recomputations and the reversed instructions are built
		// in blocks of their own, outside r's block list, and spliced
		// into the reverse block by finalize (see workBlocks).
		rg.rec[b], rg.body[b] = &work[2*n], &work[2*n+1]
	}
	exit := r.NewBlock("rev.exit")
	// The SSA construction needs each reverse block's number of
	// predecessors: one per forward edge into the block reversed, the
	// same list reverseBlock branches by, and the entry's branch to
	// the return's reverse.
	sc := rg.e.ssaScratch
	if sc == nil || sc.busy {
		sc = &ssaScratch{defs: map[defKey]ir.Value{}, ssa: map[*ir.Block]*ssaBlock{}}
		if rg.e.ssaScratch == nil {
			rg.e.ssaScratch = sc
		}
	}
	sc.busy = true
	defer sc.reset()
	rg.sc, rg.defs, rg.ssa = sc, sc.defs, sc.ssa
	rg.ssaOf(rg.entry) // no predecessors: every adjoint -0.0
	for _, c := range order {
		rg.ssaOf(rg.top_[c]).fwd = c
	}
	for pass := 0; pass < 2; pass++ {
		// count, then fill in
		for _, c := range order {
			if c == g.Entry() {
				continue
			}
			for _, p := range rg.revSuccs(c) {
				s := rg.ssaOf(rg.top_[p])
				if pass == 0 {
					s.n++
				} else {
					s.succs = append(s.succs, c)
				}
			}
		}
		if pass == 0 {
			rg.ssaOf(rg.top_[rg.retBlk]).n++ // the entry's branch
			for _, c := range order {
				s := rg.ssaOf(rg.top_[c])
				s.succs, s.preds, s.n = sc.list(s.n)[:0], sc.list(s.n), 0
			}
		}
	}
	rs := rg.ssaOf(rg.top_[rg.retBlk])
	rs.succs = append(rs.succs, nil)
	rg.addPred(rg.top_[rg.retBlk], rg.entry, nil)
	xs := rg.ssaOf(exit)
	xs.succs, xs.preds = sc.list(1), sc.list(1) // from the entry's reverse
	for _, b := range order {
		if err := rg.reverseBlock(b, exit); err != nil {
			return err
		}
	}
	rg.curBody, rg.curTop = nil, nil
	// exit: partials of the active float parameters
	xb := ir.NewBuilder(exit)
	for k, p := range rg.primal {
		if rg.outs[k] != nil {
			xb.Store(rg.loadAdj(xb, p), rg.outs[k], 0)
		}
	}
	xb.Ret(nil)
	rg.entryB.Br(rg.top_[rg.retBlk])
	if rg.err != nil {
		return rg.err
	}
	for _, s := range rg.ssa {
		if s.n != len(s.succs) || len(s.incomplete) > 0 {
			return fmt.Errorf("ad: internal error: @%s: a reverse block's predecessors were not all built", rg.f.Name)
		}
	}
	rg.finalize(order)
	_ = e
	return nil
}

// revMaps are the reverse sweep's per-function maps, kept by the engine
// from one reverse function to the next (buildReverse takes them and
// clears them when it returns): a new map per function grew its tables
// by doubling, rehashing each time, for every function of a module. A
// reverse sweep built while another one is (never, today: callees'
// derivatives are made before) gets maps of its own.
type revMaps struct {
	busy           bool
	rparam         map[ir.Value]ir.Value
	adj            map[ir.Value]*adjState
	memo           map[memoKey]ir.Value
	slots          map[slotKey]*ir.Instr
	pushes         map[*ir.Block][]*pushEntry
	costMemo       map[costKey]int
	dphi           map[*ir.Instr]ir.Value
	predIdx        map[*ir.Block]*ir.Instr
	top, rec, body map[*ir.Block]*ir.Block
	// work are the recomputation and body blocks of workBlocks, slab
	// the arrays their instruction lists start in (nslab used).
	work  []ir.Block
	slab  []*ir.Instr
	nslab int
	// tops is where the reverse blocks' lists start (topStart).
	tops []*ir.Instr
}

// topRoom is the room a reverse block's list gets before finalize: its
// phis (a few adjoints merged at most, in most blocks).
const topRoom = 8

// topStart returns the starting list of reverse block n (the engine's,
// reused: finalize gives each reverse block its final list, all of one
// function's in one array; before, the lists of the phis inserted one by
// one grew by doubling, then again when finalize added the rest).
func (ms *revMaps) topStart(n int) []*ir.Instr {
	if len(ms.tops) < (n+1)*topRoom {
		ms.tops = append(ms.tops, make([]*ir.Instr, max(len(ms.tops), 64*topRoom))...)
	}
	return ms.tops[n*topRoom : n*topRoom : (n+1)*topRoom]
}

// workBlocks returns two blocks of r per forward block of order (outside
// r's block list): the recomputations of its reverse, and its reversed
// instructions, each with room for a few instructions per forward one
// (the body 2n+2, the recomputations n/2+4) up front instead of a slice
// grown by doubling. Both the blocks and those lists are the engine's,
// reused from one function to the next: finalize copies their
// instructions into the reverse blocks, and they are garbage after that.
// A list that outgrows its room is reallocated by append, as any slice.
func (ms *revMaps) workBlocks(order []*ir.Block, r *ir.Func) []ir.Block {
	total := 0
	for _, b := range order {
		total += len(b.Instrs)/2 + 4 + 2*len(b.Instrs) + 2
	}
	if len(ms.work) < 2*len(order) {
		ms.work = make([]ir.Block, 2*len(order))
	}
	if len(ms.slab) < total {
		ms.slab = make([]*ir.Instr, total)
	}
	n := 0
	carve := func(c int) []*ir.Instr {
		l := ms.slab[n : n : n+c]
		n += c
		return l
	}
	work := ms.work[:2*len(order)]
	for k, b := range order {
		work[2*k] = ir.Block{Parent: r, Instrs: carve(len(b.Instrs)/2 + 4)}
		work[2*k+1] = ir.Block{Parent: r, Instrs: carve(2*len(b.Instrs) + 2)}
	}
	ms.nslab = n
	return work
}

func newRevMaps() *revMaps {
	return &revMaps{rparam: map[ir.Value]ir.Value{}, adj: map[ir.Value]*adjState{}, memo: map[memoKey]ir.Value{},
		slots: map[slotKey]*ir.Instr{}, pushes: map[*ir.Block][]*pushEntry{}, costMemo: map[costKey]int{},
		dphi: map[*ir.Instr]ir.Value{}, predIdx: map[*ir.Block]*ir.Instr{},
		top: map[*ir.Block]*ir.Block{}, rec: map[*ir.Block]*ir.Block{}, body: map[*ir.Block]*ir.Block{}}
}

// reset empties the maps for the next function. Clearing costs as much
// as a map is large: one grown past what a typical function needs
// starts small again.
func (ms *revMaps) reset() {
	const big = 1 << 13
	if len(ms.memo) > big || len(ms.costMemo) > big || len(ms.adj) > big || len(ms.top) > big/8 || ms.nslab > 8*big || len(ms.tops) > big*topRoom {
		*ms = *newRevMaps()
		return
	}
	// The work blocks and lists keep no instruction alive.
	clear(ms.slab[:ms.nslab])
	clear(ms.tops)
	clear(ms.work)
	ms.nslab = 0
	clear(ms.rparam)
	clear(ms.adj)
	clear(ms.memo)
	clear(ms.slots)
	clear(ms.pushes)
	clear(ms.costMemo)
	clear(ms.dphi)
	clear(ms.predIdx)
	clear(ms.top)
	clear(ms.rec)
	clear(ms.body)
	ms.busy = false
}

// adjState is what the engine knows of a value's adjoint. Adjoints are
// SSA values of the reverse function, built as the reverse blocks are
// (the on-the-fly construction of Braun et al., "Simple and Efficient
// Construction of Static Single Assignment Form", 2013): a write records
// the adjoint's value at the end of the reverse block being built; a
// read takes that value, or the value at the end of the block's only
// predecessor, or a phi over its predecessors' values (a block whose
// predecessors are not all built yet, the reverse of a loop latch, gets
// a phi completed when the last one is: see ssaBlock). On entry every
// adjoint is -0.0. There is no stack slot per adjoint, no load, store or
// -0.0 initialisation: a third of the reverse sweep's instructions
// before, and code -O2 had to promote to registers again.
//
// blk and val are the value at the end of the block last written (a
// fast path before rg.defs, which holds the other blocks' values).
//
// An instruction whose every use is in its own block, none of them a phi
// (most temporaries), only receives contributions while the reverse of
// that block is built and starts as -0.0 each time that reverse runs (the
// consume at the instruction's own reverse left it so, the entry before),
// so its adjoint lives in val alone, no map entry, no phi: home is then
// the reverse block it belongs to.
//
// loop, when set, is the innermost loop around the value's definition,
// which holds all its uses, none of them a phi (see zeroEdge).
type adjState struct {
	typ  *ir.Type
	home *ir.Block
	blk  *ir.Block
	val  ir.Value
	loop *loop
}

// defKey names an adjoint's value at the end of a reverse block.
type defKey struct {
	a   *adjState
	blk *ir.Block
}

// ssaBlock is what the SSA construction knows of a block of the reverse
// function: its predecessors as built so far, how many it will have, and
// the phis made while they were not all built (completed when the last
// one is added).
type ssaBlock struct {
	blk  *ir.Block
	mark cycleMark
	// fwd is the forward block reversed (nil for the entry, the exit,
	// and the blocks on edges); succs its forward successors, one per
	// predecessor of the reverse block (nil for a block with one
	// predecessor and no forward counterpart, and for the entry's
	// branch to the return's reverse), preds those predecessors,
	// parallel to succs (nil until built), n how many are built.
	fwd        *ir.Block
	succs      []*ir.Block
	preds      []*ir.Block
	n          int
	incomplete []incompletePhi
}

type incompletePhi struct {
	a   *adjState
	phi *ir.Instr
}

// pendingDef marks a block whose value of an adjoint is being looked up
// in its predecessors; meeting it again (a cycle through a loop) makes
// the block's phi.
var pendingDef ir.Value = &ir.Param{Typ: ir.Void, Name: "pending"}

// adjOf returns v's adjoint state (-0.0 everywhere until written).
func (rg *revGen) adjOf(v ir.Value) *adjState {
	if a := rg.adj[v]; a != nil {
		return a
	}
	t := adjType(v.Type())
	a := rg.newAdjState()
	*a = adjState{typ: t}
	if home := rg.localHome(v, t); home != nil {
		a.home, a.blk, a.val = home, home, rg.zero(t)
	} else {
		a.loop = rg.usesInLoop(v)
	}
	rg.adj[v] = a
	return a
}

// newAdjState returns a zero adjState, carved from a block of them (a
// function has one per active value; one allocation each was a tenth of
// the reverse sweep's objects).
func (rg *revGen) newAdjState() *adjState {
	if len(rg.adjSlab) == 0 {
		rg.adjSlab = make([]adjState, 32)
	}
	a := &rg.adjSlab[0]
	rg.adjSlab = rg.adjSlab[1:]
	return a
}

// localHome returns the reverse block in which v's adjoint can live
// without a slot (see adjState), or nil.
func (rg *revGen) localHome(v ir.Value, t *ir.Type) *ir.Block {
	i, ok := v.(*ir.Instr)
	if !ok || i.Op == ir.OpPhi || i.Parent == nil || !t.Scalar().IsFloat() {
		return nil
	}
	home := rg.body[i.Parent]
	if home == nil {
		return nil
	}
	for _, u := range i.Uses() {
		if u.User.Parent != i.Parent || u.User.Op == ir.OpPhi {
			return nil
		}
	}
	return home
}

// usesInLoop returns the innermost loop around instruction v's block
// when every use of v is in it and none is a phi, else nil.
func (rg *revGen) usesInLoop(v ir.Value) *loop {
	i, ok := v.(*ir.Instr)
	if !ok || i.Parent == nil {
		return nil
	}
	l := rg.li.inner[i.Parent]
	if l == nil {
		return nil
	}
	for _, u := range i.Uses() {
		if u.User.Op == ir.OpPhi || u.User.Parent == nil || !l.blocks[u.User.Parent] {
			return nil
		}
	}
	return l
}

// at returns the block of the reverse function whose end b's insertion
// point is, for the SSA construction: the reverse block for the
// reversed instructions being built apart (they end it once spliced).
// Adjoints are only read and written at the end of a block.
func (rg *revGen) at(b *ir.Builder) *ir.Block {
	if !b.AtEnd() && rg.err == nil {
		rg.err = fmt.Errorf("ad: internal error: @%s: an adjoint was used before the end of a reverse block", rg.f.Name)
	}
	if b.Block == rg.curBody {
		return rg.curTop
	}
	return b.Block
}

// read returns the adjoint's value at b's insertion point.
func (rg *revGen) read(a *adjState, b *ir.Builder) ir.Value {
	if a.home != nil {
		rg.checkHome(a, b)
		return a.val
	}
	return rg.readAt(a, rg.at(b))
}

// write makes d the adjoint's value at b's insertion point.
func (rg *revGen) write(a *adjState, b *ir.Builder, d ir.Value) {
	if a.home != nil {
		rg.checkHome(a, b)
		a.val = d
		return
	}
	rg.setDef(a, rg.at(b), d)
}

func (rg *revGen) setDef(a *adjState, blk *ir.Block, v ir.Value) {
	if a.blk != blk && a.blk != nil {
		rg.defs[defKey{a, a.blk}] = a.val
	}
	a.blk, a.val = blk, v
}

// resolve follows the phis found trivial and removed to their value.
func (rg *revGen) resolve(v ir.Value) ir.Value {
	for {
		i, ok := v.(*ir.Instr)
		if !ok || i.Op != ir.OpPhi || rg.fwd == nil {
			return v
		}
		n, ok := rg.fwd[i]
		if !ok {
			return v
		}
		v = n
	}
}

// ssaOf returns the SSA construction's record of reverse block blk.
func (rg *revGen) ssaOf(blk *ir.Block) *ssaBlock {
	s := rg.ssa[blk]
	if s == nil {
		s = rg.sc.block(blk)
		rg.ssa[blk] = s
	}
	return s
}

// ssaScratch is the SSA construction's memory, kept by the engine from
// one reverse function to the next (all of it is dropped when the
// function is built): the maps keep their buckets, the records and
// lists their arrays.
type ssaScratch struct {
	busy   bool
	defs   map[defKey]ir.Value
	ssa    map[*ir.Block]*ssaBlock
	chunks [][]ssaBlock // records, in chunks that never move
	nrec   int
	lists  []*ir.Block
	nlist  int
	vals   []ir.Value // readPreds's, a stack
	marks  [][]cycleMark
	nmark  int
}

const ssaChunk = 64

// newMark returns a cycleMark for s with value w assumed, carved from
// chunks that never move (marks live while the function is built).
func (sc *ssaScratch) newMark(s *ssaBlock, w ir.Value) *cycleMark {
	c, k := sc.nmark/ssaChunk, sc.nmark%ssaChunk
	if c == len(sc.marks) {
		sc.marks = append(sc.marks, make([]cycleMark, ssaChunk))
	}
	sc.nmark++
	m := &sc.marks[c][k]
	*m = cycleMark{s: s, w: w}
	return m
}

func (sc *ssaScratch) block(blk *ir.Block) *ssaBlock {
	c, k := sc.nrec/ssaChunk, sc.nrec%ssaChunk
	if c == len(sc.chunks) {
		sc.chunks = append(sc.chunks, make([]ssaBlock, ssaChunk))
	}
	sc.nrec++
	s := &sc.chunks[c][k]
	*s = ssaBlock{blk: blk}
	return s
}

// list returns a cleared list of n blocks (capacity n).
func (sc *ssaScratch) list(n int) []*ir.Block {
	if sc.nlist+n > len(sc.lists) {
		// A new array; the lists carved from the old one stay valid.
		sc.lists = make([]*ir.Block, max(2*len(sc.lists), n, 1024))
		sc.nlist = 0
	}
	l := sc.lists[sc.nlist : sc.nlist+n : sc.nlist+n]
	sc.nlist += n
	clear(l)
	return l
}

func (sc *ssaScratch) reset() {
	// Clearing costs as much as the maps are large: after a very
	// large function, start small again.
	if len(sc.defs) > 1<<14 {
		sc.defs = map[defKey]ir.Value{}
	} else {
		clear(sc.defs)
	}
	if len(sc.ssa) > 1<<12 {
		sc.ssa = map[*ir.Block]*ssaBlock{}
	} else {
		clear(sc.ssa)
	}
	sc.nrec, sc.nlist = 0, 0
	for k := 0; k*ssaChunk < sc.nmark; k++ {
		clear(sc.marks[k]) // no value kept alive
	}
	sc.nmark = 0
	sc.vals = sc.vals[:0]
	sc.busy = false
}

// addPred records the branch from -> blk (from ends with it, built),
// the reverse of the forward edge into succ. The block is complete
// (sealed) when its last predecessor is added.
func (rg *revGen) addPred(blk, from, succ *ir.Block) {
	s := rg.ssaOf(blk)
	k := 0
	for k < len(s.succs) && (s.succs[k] != succ || s.preds[k] != nil) {
		k++
	}
	if k == len(s.succs) {
		if rg.err == nil {
			rg.err = fmt.Errorf("ad: internal error: @%s: a reverse block has a predecessor not expected", rg.f.Name)
		}
		return
	}
	s.preds[k] = from
	s.n++
	if s.n == len(s.succs) {
		inc := s.incomplete
		s.incomplete = nil
		for _, ip := range inc {
			rg.phiOperands(ip.a, ip.phi, blk, s)
		}
	}
}

// onePred makes blk a block of the reverse function with the one
// predecessor from (built), and no forward counterpart.
func (rg *revGen) onePred(blk, from *ir.Block) {
	s := rg.ssaOf(blk)
	s.succs, s.preds = rg.sc.list(1), rg.sc.list(1)
	rg.addPred(blk, from, nil)
}

// readAt returns adjoint a's value at the end of reverse block blk.
func (rg *revGen) readAt(a *adjState, blk *ir.Block) ir.Value {
	var v ir.Value
	if a.blk == blk {
		v = a.val
	} else if d, ok := rg.defs[defKey{a, blk}]; ok {
		v = d
	} else {
		return rg.readPreds(a, blk)
	}
	if v == pendingDef {
		// A cycle back to a block whose predecessors are being
		// looked up (see readPreds).
		return rg.ssaOf(blk).markOf(a)
	}
	return rg.resolve(v)
}

// cycleMark stands, while the predecessors of the block of s are looked
// up, for a's value at that block's end: a lookup that comes back to
// the block through a loop. With w set, it is w on the assumption that
// the block's value is w (the lookup met the block and w, nothing
// else). It is never an operand.
type cycleMark struct {
	s *ssaBlock
	w ir.Value
}

func (m *cycleMark) Type() *ir.Type { return ir.Void }

func (s *ssaBlock) markOf(a *adjState) *cycleMark {
	s.mark.s = s
	return &s.mark
}

// readPreds finds a's value at the end of blk from its predecessors.
// Only blocks with several predecessors remember what was found (a read
// through a chain of single predecessors walks it again; it is rare to
// read an adjoint twice in one block without writing it).
func (rg *revGen) readPreds(a *adjState, blk *ir.Block) ir.Value {
	s := rg.ssaOf(blk)
	switch {
	case len(s.succs) == 0:
		return rg.zero(a.typ) // the entry: every adjoint starts at -0.0
	case len(s.succs) == 1 && s.preds[0] != nil && !rg.zeroEdge(a, s, 0):
		return rg.readAt(a, s.preds[0])
	}
	for k, p := range s.preds {
		if p == nil && !rg.zeroEdge(a, s, k) {
			// Not all predecessors built: a phi completed later.
			phi := ir.NewInstr(ir.OpPhi, a.typ)
			s.incomplete = append(s.incomplete, incompletePhi{a, phi})
			rg.setDef(a, blk, phi)
			return phi
		}
	}
	// Look the predecessors up first, and make a phi only when they
	// differ. A lookup that comes back here through a loop returns
	// this block's mark: the loop carries the block's own value, so
	// it needs no phi if the other predecessors agree. A lookup that
	// comes back to a block further out (whose lookup is under way)
	// returns that block's mark: when it is the only value found here,
	// this block's value is that block's, known when its lookup ends,
	// so nothing is remembered here and the mark is passed on;
	// otherwise that block gets its phi at once (see materialize) and
	// the predecessors that led to it are looked up again.
	//
	// The values found are kept on a stack shared by the nested
	// lookups (each leaves it as it found it), re-sliced after every
	// call that may have grown it.
	sc := rg.sc
	rg.setDef(a, blk, pendingDef)
	start := rg.predVals(a, s)
	defer func() { sc.vals = sc.vals[:start] }()
	for round := 0; ; round++ {
		// same: the one value found (paths that met this block with a
		// value assumed count as that value), if one; outer: the
		// block further out met, if one.
		var outer *ssaBlock
		var same ir.Value
		several, differ := false, false
		see := func(x ir.Value) {
			if x == nil {
				return
			}
			if same == nil {
				same = x
			} else if !sameAdj(x, same) {
				differ = true
			}
		}
		for _, x := range sc.vals[start:] {
			m, ok := x.(*cycleMark)
			switch {
			case !ok:
				see(x)
				continue
			case m.s == s:
			case outer == nil:
				outer = m.s
			case outer != m.s:
				several = true
			}
			see(m.w)
		}
		if outer == nil {
			break
		}
		if !differ && !several && rg.curDef(a, blk) == pendingDef {
			// This block's value is the outer block's, which is
			// same if anything: known when that lookup ends.
			rg.delDef(a, blk)
			if same == nil {
				return outer.markOf(a)
			}
			return sc.newMark(outer, same)
		}
		if round > len(s.preds)+8 {
			rg.internal("an adjoint's lookup through loops does not end")
			return rg.zero(a.typ)
		}
		for k := range s.preds {
			if m, ok := sc.vals[start+k].(*cycleMark); ok && m.s != s {
				rg.materialize(a, m)
				v := rg.predVal(a, s, k)
				sc.vals[start+k] = v
			}
		}
	}
	var phi *ir.Instr
	if cur := rg.curDef(a, blk); cur != pendingDef {
		phi = cur.(*ir.Instr) // made by a lookup further in (materialize)
	} else {
		var same ir.Value
		for _, x := range sc.vals[start:] {
			if m, ok := x.(*cycleMark); ok {
				if x = m.w; x == nil {
					continue
				}
			}
			if same == nil {
				same = x
			} else if !sameAdj(x, same) {
				phi = ir.NewInstr(ir.OpPhi, a.typ)
				break
			}
		}
		if phi == nil {
			// Every path brings same, or comes back here (with
			// same assumed for this block, which holds).
			if same == nil {
				same = rg.zero(a.typ) // only reached through itself
			}
			rg.setDef(a, blk, same)
			return same
		}
		rg.setDef(a, blk, phi)
	}
	// The lookups that came back here are made again, now that the
	// block has its phi.
	for k := range s.preds {
		if _, ok := sc.vals[start+k].(*cycleMark); ok {
			v := rg.predVal(a, s, k)
			if _, ok := v.(*cycleMark); ok {
				rg.internal("an adjoint's lookup found a loop it could not close")
				return rg.zero(a.typ)
			}
			sc.vals[start+k] = v
		}
	}
	var v ir.Value = phi
	if s.n < len(s.succs) {
		// A predecessor known to pass -0.0 is not built yet: the
		// phi is completed with the others.
		s.incomplete = append(s.incomplete, incompletePhi{a, phi})
	} else {
		v = rg.fillPhi(phi, blk, s, sc.vals[start:])
	}
	rg.setDef(a, blk, v)
	return v
}

// materialize gives the block of mark m, whose lookup is under way
// further out, its phi now (completed when that lookup ends).
func (rg *revGen) materialize(a *adjState, m *cycleMark) {
	blk := m.s.blk
	if rg.curDef(a, blk) == pendingDef {
		rg.setDef(a, blk, ir.NewInstr(ir.OpPhi, a.typ))
	}
}

// delDef forgets a's value at blk's end.
func (rg *revGen) delDef(a *adjState, blk *ir.Block) {
	if a.blk == blk {
		a.blk, a.val = nil, nil
	}
	delete(rg.defs, defKey{a, blk})
}

// predVal is a's value at the end of predecessor k (see predVals).
func (rg *revGen) predVal(a *adjState, s *ssaBlock, k int) ir.Value {
	if rg.zeroEdge(a, s, k) {
		return rg.zero(a.typ)
	}
	return rg.resolve(rg.readAt(a, s.preds[k]))
}

// internal records an internal error of the reverse sweep's builder.
func (rg *revGen) internal(what string) {
	if rg.err == nil {
		rg.err = fmt.Errorf("ad: internal error: @%s: %s", rg.f.Name, what)
	}
}

// predVals pushes a's values at the end of s's predecessors onto the
// value stack (-0.0 on the edges zeroEdge knows) and returns where they
// start. The predecessors read are built.
func (rg *revGen) predVals(a *adjState, s *ssaBlock) int {
	sc := rg.sc
	start := len(sc.vals)
	for k, p := range s.preds {
		var v ir.Value
		if rg.zeroEdge(a, s, k) {
			v = rg.zero(a.typ)
		} else {
			v = rg.readAt(a, p)
		}
		sc.vals = append(sc.vals, v)
	}
	for k := start; k < len(sc.vals); k++ {
		sc.vals[k] = rg.resolve(sc.vals[k]) // a phi read early may have been removed since
	}
	return start
}

// zeroEdge reports whether a is -0.0 at the end of predecessor k of the
// reverse block s describes, without looking: a's value is an
// instruction whose uses are all in the innermost loop L around its
// definition, none a phi, and the edge enters L's reverse from outside
// or from the end of a reverse iteration (the reverse of a back edge).
// Each forward iteration that uses the value defined it before (the
// definition dominates the uses and is in no loop inside L), so each
// reverse iteration reaches the definition, which resets the adjoint,
// after all the contributions; outside L nothing adds to it.
func (rg *revGen) zeroEdge(a *adjState, s *ssaBlock, k int) bool {
	l := a.loop
	if l == nil || s.fwd == nil || !l.blocks[s.fwd] {
		return false
	}
	succ := s.succs[k]
	return succ != nil && (succ == l.header || !l.blocks[succ])
}

// curDef is the value recorded for a at the end of blk (nil if none).
func (rg *revGen) curDef(a *adjState, blk *ir.Block) ir.Value {
	if a.blk == blk {
		return a.val
	}
	return rg.defs[defKey{a, blk}]
}

// fillPhi gives detached phi its incoming values and places it at the
// start of blk, unless it merges one value only: then it is dropped
// (its uses take that value) and the value is returned.
func (rg *revGen) fillPhi(phi *ir.Instr, blk *ir.Block, s *ssaBlock, vals []ir.Value) ir.Value {
	for _, v := range vals {
		if _, ok := v.(*cycleMark); ok {
			rg.internal("an adjoint's phi got an unfinished lookup")
			return rg.zero(phi.Typ)
		}
	}
	phi.SetOperands(vals)
	in := rg.blocks(len(s.preds))
	copy(in, s.preds)
	phi.SetIncoming(in)
	if v := rg.trivialPhi(phi); v != ir.Value(phi) {
		return v
	}
	n := 0
	for n < len(blk.Instrs) && blk.Instrs[n].Op == ir.OpPhi {
		n++
	}
	blk.Insert(n, phi)
	return phi
}

// blocks returns a block list of length n carved from a larger array
// (its capacity n: appending to it copies it).
func (rg *revGen) blocks(n int) []*ir.Block {
	if len(rg.blkSlab) < n {
		rg.blkSlab = make([]*ir.Block, max(256, n))
	}
	in := rg.blkSlab[:n:n]
	rg.blkSlab = rg.blkSlab[n:]
	return in
}

// phiOperands completes a phi made before its block's predecessors
// were all built.
func (rg *revGen) phiOperands(a *adjState, phi *ir.Instr, blk *ir.Block, s *ssaBlock) {
	// All values first, then the operands: removing a trivial phi
	// while looking them up must not see this one half built.
	start := rg.predVals(a, s)
	rg.fillPhi(phi, blk, s, rg.sc.vals[start:])
	rg.sc.vals = rg.sc.vals[:start]
}

// trivialPhi removes phi when it merges one value (and itself), and
// then the phis using it that become so; it returns what phi stands for
// (phi itself when it stays).
func (rg *revGen) trivialPhi(phi *ir.Instr) ir.Value {
	var same ir.Value
	for _, o := range phi.Operands() {
		if o == ir.Value(phi) || (same != nil && sameAdj(o, same)) {
			continue
		}
		if same != nil {
			return phi
		}
		same = o
	}
	if same == nil {
		same = rg.zero(phi.Typ) // only reachable through itself
	}
	if isNegZero(same) {
		rg.zeroPhis = true // fadds of it to fold (foldNegZeroAdds)
	}
	var users []*ir.Instr
	for _, u := range phi.Uses() {
		if u.User != phi && u.User.Op == ir.OpPhi && u.User.NumOperands() > 0 {
			users = append(users, u.User)
		}
	}
	ir.ReplaceAllUsesWith(phi, same)
	if phi.Parent != nil {
		phi.Erase()
	} else {
		phi.DropOperands()
	}
	if rg.fwd == nil {
		rg.fwd = map[*ir.Instr]ir.Value{}
	}
	rg.fwd[phi] = same
	for _, u := range users {
		if _, gone := rg.fwd[u]; !gone && u.Parent != nil {
			rg.trivialPhi(u)
		}
	}
	return rg.resolve(same)
}

// sameAdj reports whether two adjoint values are the same (the same
// value, or -0.0 of one type both).
func sameAdj(x, y ir.Value) bool {
	if x == y {
		return true
	}
	_, cx := x.(ir.Constant)
	_, cy := y.(ir.Constant)
	return cx && cy && x.Type() == y.Type() && isNegZero(x) && isNegZero(y)
}

// checkHome records an internal error when a block-local adjoint is
// touched outside the end of its reverse block (which localHome rules
// out).
func (rg *revGen) checkHome(a *adjState, b *ir.Builder) {
	if (b.Block != a.home || !b.AtEnd()) && rg.err == nil {
		rg.err = fmt.Errorf("ad: internal error: @%s: a block-local adjoint was used outside its reverse block", rg.f.Name)
	}
}

func (rg *revGen) loadAdj(b *ir.Builder, v ir.Value) ir.Value {
	return rg.read(rg.adjOf(v), b)
}

// consume reads v's adjoint and resets it to zero.
func (rg *revGen) consume(b *ir.Builder, v ir.Value) ir.Value {
	a := rg.adjOf(v)
	d := rg.read(a, b)
	rg.write(a, b, rg.zero(a.typ))
	return d
}

// adjZero is the empty adjoint of a float (vector): -0.0, the identity of
// fadd (x + -0.0 == x for every x, signed zeros included), so that -O2
// folds the first contribution's addition away; +0.0 is not (-0.0 + 0.0
// is +0.0), which left an fadd per adjoint in every reverse loop. A
// derivative that receives no contribution at all reads -0.0.
func adjZero(t *ir.Type) ir.Value {
	switch {
	case t.IsFloat():
		return ir.FloatOf(t, math.Copysign(0, -1))
	case t.Kind == ir.VectorKind && t.Elem.IsFloat():
		return &ir.ConstSplat{Typ: t, Elem: ir.FloatOf(t.Elem, math.Copysign(0, -1))}
	}
	return zeroOf(t)
}

// zero is adjZero(t), the same constant for every adjoint of the last
// type asked for (constants carry no use lists, so instructions may
// share one; a function's adjoints are mostly of one type).
func (rg *revGen) zero(t *ir.Type) ir.Value {
	if t != rg.zeroT {
		rg.zeroT, rg.zeroV = t, adjZero(t)
	}
	return rg.zeroV
}

// isNegZero reports whether v is the constant -0.0 (in every lane).
func isNegZero(v ir.Value) bool {
	switch c := v.(type) {
	case *ir.ConstFloat:
		switch c.Typ.Kind {
		case ir.DoubleKind, ir.FloatKind, ir.HalfKind, ir.BFloatKind:
			f := c.Float64()
			return f == 0 && math.Signbit(f)
		}
	case *ir.ConstSplat:
		return isNegZero(c.Elem)
	}
	return false
}

// acc adds d to v's adjoint when v is active.
func (rg *revGen) acc(b *ir.Builder, v ir.Value, d ir.Value) {
	if d == nil || !rg.act.isActive(v) {
		return
	}
	a := rg.adjOf(v)
	d = fitAdj(b, d, a.typ)
	rg.write(a, b, addAdj(b, rg.read(a, b), d))
}

// fitAdj converts an adjoint contribution to type t.
func fitAdj(b *ir.Builder, d ir.Value, t *ir.Type) ir.Value {
	dt := d.Type()
	if dt == t {
		return d
	}
	if dt.Scalar().IsFloat() && t.Scalar().IsFloat() && (dt.Kind == ir.VectorKind) == (t.Kind == ir.VectorKind) {
		return convertTangent(b, d, t)
	}
	if isPunInt(dt) && punFloat(dt) == t {
		return b.Cast(ir.OpBitCast, d, t)
	}
	return convertTangent(b, d, t)
}

// addAdj adds two adjoints of the same type (aggregates field by field).
func addAdj(b *ir.Builder, x, y ir.Value) ir.Value {
	t := x.Type()
	switch {
	case t.Scalar().IsFloat():
		if c, ok := x.(ir.Constant); ok && (ir.IsNullValue(c) || isNegZero(c)) {
			return y // -0.0 + y is y exactly
		}
		return b.FAdd(x, y)
	case t.Kind == ir.StructKind || t.Kind == ir.ArrayKind:
		out := x
		for k := 0; k < aggLen(t); k++ {
			if !isDiffType(aggElem(t, k)) {
				continue
			}
			s := addAdj(b, b.ExtractValue(x, uint32(k)), b.ExtractValue(y, uint32(k)))
			out = b.InsertValue(out, s, uint32(k))
		}
		return out
	}
	return x
}

func isPad(i *ir.Instr) bool {
	switch i.Op {
	case ir.OpLandingPad, ir.OpCatchSwitch, ir.OpCleanupPad, ir.OpCatchPad:
		return true
	}
	return false
}

// memIV describes a load of a loop counter that lives in a stack slot (as
// at -O0): the slot is set once before the loop to start and stepped once
// per iteration in the latch, so in iteration j a load before the step
// reads start + j*step and one after it start + (j+1)*step.
type memIV struct {
	l     *loop
	start ir.Value
	step  int64
	after bool
}

// findMemIVs finds the loads of loop l that read such a slot.
func (rg *revGen) findMemIVs(l *loop, c *counter) {
	slots := map[*ir.Instr]bool{}
	for _, b := range rg.g.Blocks {
		if !l.blocks[b] {
			continue
		}
		for _, i := range rg.instrs[b] {
			if i.Op == ir.OpLoad && i.Typ.IsInt() {
				if a, ok := i.Operand(0).(*ir.Instr); ok && a.Op == ir.OpAlloca {
					slots[a] = true
				}
			}
		}
	}
	for _, b := range rg.g.Blocks { // deterministic order
		for _, a := range rg.instrs[b] {
			if !slots[a] {
				continue
			}
			var init, inc *ir.Instr
			ok := true
			for _, u := range a.Uses() {
				switch {
				case u.User.Op == ir.OpLoad:
				case u.User.Op == ir.OpStore && u.Index == 1:
					st := u.User
					if l.blocks[st.Parent] {
						if inc != nil {
							ok = false
						}
						inc = st
					} else {
						if init != nil {
							ok = false
						}
						init = st
					}
				default:
					ok = false
				}
			}
			if !ok || init == nil || inc == nil || inc.Parent != c.latch {
				continue
			}
			if init.Parent == l.header || !rg.li.dominates(init.Parent, l.header) {
				continue
			}
			if v, isI := init.Operand(0).(*ir.Instr); isI && l.blocks[v.Parent] {
				continue
			}
			add, isI := inc.Operand(0).(*ir.Instr)
			if !isI || (add.Op != ir.OpAdd && add.Op != ir.OpSub) {
				continue
			}
			ld, isI := add.Operand(0).(*ir.Instr)
			stepC, isC := add.Operand(1).(*ir.ConstInt)
			if !isI || !isC || ld.Op != ir.OpLoad || ld.Operand(0) != ir.Value(a) || ld.Parent != inc.Parent || ld.Index() > inc.Index() {
				continue
			}
			step := stepC.Signed()
			if add.Op == ir.OpSub {
				step = -step
			}
			for _, u := range a.Uses() {
				x := u.User
				if x.Op != ir.OpLoad || !l.blocks[x.Parent] || x.Typ != add.Typ {
					continue
				}
				after := x.Parent == inc.Parent && x.Index() > inc.Index()
				rg.memIVs[x] = &memIV{l: l, start: init.Operand(0), step: step, after: after}
			}
		}
	}
}
