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
	recB     ir.Builder // recBuilder's
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
	for _, l := range li.loops {
		for _, ed := range l.exitEdges(g) {
			if to := ed[1]; len(to.Instrs) > 0 && isPad(to.Instrs[0]) {
				continue // unwind edge: a pad must stay first
			}
			if split[ed] == nil {
				split[ed] = splitEdge(ed[0], ed[1])
			}
		}
	}
	rg.li = li
	if len(split) > 0 {
		rg.li = findLoops(g) // the split edges changed the CFG
	}
	rg.reaches = map[*ir.Block]bool{rg.retBlk: true}
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			if rg.reaches[b] || !rg.li.reached[b] {
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
	rg.ag = &augGen{fw: rg.fw, tape: g.Params[len(g.Params)-1], repl: map[*ir.Instr]*ir.Instr{}, heap: map[*ir.Instr]bool{},
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
				if rg.li.reached[p] {
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
	rg.rparam = map[ir.Value]ir.Value{}
	rg.adj = map[ir.Value]*adjState{}
	rg.memo = map[memoKey]ir.Value{}
	rg.slots = map[slotKey]*ir.Instr{}
	rg.pushes = map[*ir.Block][]*pushEntry{}
	rg.costMemo = map[costKey]int{}
	rg.dphi = map[*ir.Instr]ir.Value{}
	rg.predIdx = map[*ir.Block]*ir.Instr{}
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
	rg.top_ = make(map[*ir.Block]*ir.Block, len(g.Blocks))
	rg.rec = make(map[*ir.Block]*ir.Block, len(g.Blocks))
	rg.body = make(map[*ir.Block]*ir.Block, len(g.Blocks))
	var order []*ir.Block
	for k := len(g.Blocks) - 1; k >= 0; k-- {
		b := g.Blocks[k]
		if !reaches[b] {
			continue
		}
		order = append(order, b)
		name := strings.TrimPrefix(blockName(b), "%")
		name = strings.TrimPrefix(name, "#")
		rg.top_[b] = r.NewBlock("rev." + name)
		// The recomputations and the reversed instructions are built
		// in blocks of their own, outside r's block list, and spliced
		// into the reverse block by finalize. The reversed block
		// takes a few instructions per forward one: room for them
		// up front instead of a slice grown by doubling.
		rg.rec[b] = &ir.Block{Parent: r}
		rg.body[b] = &ir.Block{Parent: r, Instrs: make([]*ir.Instr, 0, 2*len(b.Instrs)+2)}
	}
	exit := r.NewBlock("rev.exit")
	for _, b := range order {
		if err := rg.reverseBlock(b, exit); err != nil {
			return err
		}
	}
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
	rg.finalize(order)
	_ = e
	return nil
}

// adjState is the stack slot holding a value's adjoint and what the
// engine knows it holds: blk is the block at whose end (as built so far)
// the slot was last written or read through the builder, val the value
// it holds there. While the reverse sweep keeps appending to blk, reading
// the adjoint reuses val instead of loading it again (the slot is a
// private alloca: only acc, consume and loadAdj touch it).
//
// st is the store that wrote val when nothing has read the slot's memory
// since (the reads at blk's end took val): a later write at blk's end
// makes that store dead, and it is erased.
//
// An instruction whose every use is in its own block, none of them a phi
// (most temporaries), has no slot at all: its adjoint only receives
// contributions while the reverse of that block is built, starts as -0.0
// each time that reverse runs (the consume at the instruction's own
// reverse left it so, the entry before), and is never read elsewhere, so
// it lives in val alone. home is then the reverse block it belongs to.
type adjState struct {
	typ  *ir.Type
	slot *ir.Instr
	home *ir.Block
	blk  *ir.Block
	val  ir.Value
	st   *ir.Instr
}

// adjOf returns v's adjoint state, making its slot (-0.0 on entry) the
// first time.
func (rg *revGen) adjOf(v ir.Value) *adjState {
	if a := rg.adj[v]; a != nil {
		return a
	}
	t := adjType(v.Type())
	if home := rg.localHome(v, t); home != nil {
		a := rg.newAdjState()
		*a = adjState{typ: t, home: home, blk: home, val: rg.zero(t)}
		rg.adj[v] = a
		return a
	}
	b := &ir.Builder{}
	if len(rg.entry.Instrs) > 0 {
		b.SetInsertBefore(rg.entry.Instrs[0])
	} else {
		b.SetInsertAtEnd(rg.entry)
	}
	s := b.Alloca(t, 0)
	rg.entryB.Store(rg.zero(t), s, 0)
	a := rg.newAdjState()
	*a = adjState{typ: t, slot: s}
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

// read returns the adjoint's value at b's insertion point.
func (rg *revGen) read(a *adjState, b *ir.Builder) ir.Value {
	if a.home != nil {
		rg.checkHome(a, b)
		return a.val
	}
	if b.AtEnd() && a.blk == b.Block {
		return a.val
	}
	d := b.Load(a.typ, a.slot, 0)
	a.st = nil
	if b.AtEnd() {
		a.blk, a.val = b.Block, d
	}
	return d
}

// write stores d as the adjoint's value at b's insertion point.
func (rg *revGen) write(a *adjState, b *ir.Builder, d ir.Value) {
	if a.home != nil {
		rg.checkHome(a, b)
		a.val = d
		return
	}
	if !b.AtEnd() {
		b.Store(d, a.slot, 0)
		a.blk, a.st = nil, nil
		return
	}
	if a.blk == b.Block && a.st != nil {
		a.st.Erase() // overwritten before anything read it
	}
	a.st = b.Store(d, a.slot, 0)
	a.blk, a.val = b.Block, d
}

// checkHome records an internal error when a slotless adjoint is touched
// outside the end of its reverse block (which localHome rules out).
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
			if init.Parent == l.header || !rg.li.dom.BlockDominates(init.Parent, l.header) {
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
