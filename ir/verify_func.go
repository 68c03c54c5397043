package ir

import (
	"cmp"
	"runtime"
	"slices"
)

// phiEntry is one incoming entry of a phi for verifyPhiEdges: the index
// of its block and its value.
type phiEntry struct {
	b int32
	v Value
}

// buildLocations numbers every instruction of the functions in scope and
// gives each operand a slot (for the use-list check). An instruction that
// appears twice is reported and only its first place counts.
//
// Locations are kept per block, not per instruction: an instruction that
// stands where its Parent and cached index say (Parent.Instrs[idx] == i,
// the state every well-formed module is in) is found through its block's
// entry, so only instructions found elsewhere (corrupt input, or a stale
// cached index) need an entry of their own in v.odd. The fields of the
// instructions are only read, never written.
func (v *verifier) buildLocations() {
	n, nb := 0, 0
	for _, f := range v.scope {
		nb += len(f.Blocks)
		for _, b := range f.Blocks {
			if b != nil {
				n += len(b.Instrs)
			}
		}
	}
	v.blocks = newBlockTable(nb)
	v.slotOf = make([]int32, n)
	for k := range v.slotOf {
		v.slotOf[k] = -1 // not a first place
	}
	v.odd = nil
	v.lastB = nil
	slot, base := 0, 0
	v.mdGuess = 0
	var lastMD Metadata
	for fi, f := range v.scope {
		for bi, b := range f.Blocks {
			if b == nil {
				continue
			}
			cur, numbered := v.blocks.get(b)
			if numbered && int(cur.fn) == fi {
				continue // a block listed twice in one function is numbered once
			}
			own := !numbered // this listing is the block's numbering
			if own {
				cur = blockLoc{fn: int32(fi), b: int32(bi), base: int32(base)}
				v.blocks.set(b, cur)
				base += len(b.Instrs)
			}
			for ii, i := range b.Instrs {
				if i == nil {
					continue
				}
				if own && i.Parent == b && int(i.idx) == ii {
					// Where the block entry finds it; the first place
					// unless an odd place came earlier.
					if _, dup := v.odd[i]; dup {
						v.f = f
						v.instrErrf(i, "the same instruction also appears at %s index %d of %s", v.blockRef(b), ii, v.globalRef(f))
						continue
					}
					v.slotOf[int(cur.base)+ii] = int32(slot)
				} else {
					if v.numberedEarlier(i, b, own, ii) {
						v.f = f
						v.instrErrf(i, "the same instruction also appears at %s index %d of %s", v.blockRef(b), ii, v.globalRef(f))
						continue
					}
					if v.odd == nil {
						v.odd = map[*Instr]instrLoc{}
					}
					v.odd[i] = instrLoc{fn: int32(fi), b: int32(bi), i: int32(ii), slot: int32(slot), at: -1}
				}
				slot += len(i.operands)
				if len(i.MD) > 0 {
					if n := i.MD[0].Node; n != lastMD {
						lastMD = n
						v.mdGuess++
					}
				}
			}
		}
	}
	v.marked = make([]bool, slot)
}

// numberedEarlier reports, while buildLocations is at index ii of b (own:
// the listing that numbers b), whether i, which is not where its Parent
// and cached index say, was already numbered: at an odd place, or at its
// block-entry place in a block numbered before (or earlier in this one).
func (v *verifier) numberedEarlier(i *Instr, b *Block, own bool, ii int) bool {
	if _, ok := v.odd[i]; ok {
		return true
	}
	pb := i.Parent
	if pb == nil {
		return false
	}
	if _, ok := v.blocks.get(pb); !ok {
		return false // its block is numbered later, if at all
	}
	n := int(i.idx)
	if n < 0 || n >= len(pb.Instrs) || pb.Instrs[n] != i {
		return false
	}
	if pb == b && own {
		return n < ii
	}
	return true
}

// locOf returns where i was numbered (its first place in scope).
func (v *verifier) locOf(i *Instr) (instrLoc, bool) { return v.locate(i, &v.lastB, &v.lastBL) }

// locate is locOf with its one-entry block cache given (goroutines
// sharing v keep their own).
func (v *verifier) locate(i *Instr, lastB **Block, lastBL *blockLoc) (instrLoc, bool) {
	if i == nil {
		return instrLoc{}, false
	}
	if len(v.odd) > 0 {
		if l, ok := v.odd[i]; ok {
			return l, true
		}
	}
	b := i.Parent
	if b == nil {
		return instrLoc{}, false
	}
	var bl blockLoc
	if b == *lastB {
		bl = *lastBL
	} else {
		var ok bool
		if bl, ok = v.blocks.get(b); !ok {
			return instrLoc{}, false
		}
		*lastB, *lastBL = b, bl
	}
	n := int(i.idx)
	if n < 0 || n >= len(b.Instrs) || b.Instrs[n] != i {
		return instrLoc{}, false
	}
	if v.placesAssumed {
		// (slotOf is being filled in by the body workers.)
		return instrLoc{fn: bl.fn, b: bl.b, i: int32(n), slot: -1, at: bl.base + int32(n)}, true
	}
	s := v.slotOf[int(bl.base)+n]
	if s < 0 {
		return instrLoc{}, false
	}
	return instrLoc{fn: bl.fn, b: bl.b, i: int32(n), slot: s, at: bl.base + int32(n)}, true
}

// verifyBody checks a function definition's blocks and instructions.
func (v *verifier) verifyBody(f *Func) {
	v.f = f
	v.slots = nil
	v.lpType = nil
	v.fuBegin(f)
	if f.IsDeclaration() {
		v.fuEnd(f)
		return
	}
	seen := make(map[*Block]bool, len(f.Blocks))
	live := make([]*Block, 0, len(f.Blocks)) // each block once, in order
	for n, b := range f.Blocks {
		if b == nil {
			v.funcErrf("block %d is nil", n)
			continue
		}
		if seen[b] {
			v.blockErrf(b, "block appears more than once in the function")
			continue
		}
		seen[b] = true
		live = append(live, b)
		if b.Parent != f {
			v.blockErrf(b, "block's Parent is not the function that lists it")
		}
		v.verifyBlockShape(b)
	}

	v.cfg = v.newCFG(f)
	v.dom = v.cfg.DomTree()
	if v.posFn == nil {
		v.posFn = func(i *Instr) int32 {
			if l, ok := v.locOf(i); ok {
				return l.i
			}
			return -1
		}
	}
	v.dom.posFn = v.posFn

	if entry := f.Blocks[0]; entry != nil {
		if v.cfg.NumPreds(entry) > 0 {
			v.blockErrf(entry, "entry block must not have predecessors")
		}
		if len(entry.Instrs) > 0 && entry.Instrs[0] != nil && entry.Instrs[0].Op == OpPhi {
			v.blockErrf(entry, "entry block cannot start with a phi")
		}
	}
	for _, b := range live {
		v.verifyPhiEdges(b)
	}
	v.localSlot = 0
	for _, b := range live {
		bi, bok := v.cfg.indexOf(b)
		if v.placesAssumed {
			v.numberInstrs(b)
		}
		for n, i := range b.Instrs {
			if i == nil {
				v.fuFail()
				continue
			}
			v.fuOps += len(i.operands)
			l, ok := v.locOf(i)
			if !ok || v.scope[l.fn] != f || f.Blocks[l.b] != b || int(l.i) != n {
				v.fuFail()
				continue // a duplicate, reported where it was numbered
			}
			if !v.verifyInstr(i) {
				v.fuFail()
			} else {
				// i's place for checkOperands: its position, and the
				// CFG index of its block (b's, looked up once).
				v.userPos, v.userBlock = -1, -1
				if i.Parent == b {
					if bok {
						v.userPos, v.userBlock = l.i, bi
					}
				} else if b, ok := v.cfg.indexOf(i.Parent); ok {
					v.userPos, v.userBlock = l.i, b
				}
				v.checkOperands(i)
			}
		}
	}
	if v.placesAssumed {
		if l, ok := v.blocks.get(f.Blocks[0]); ok {
			v.fnSlots[l.fn] = v.localSlot
		}
	}
	v.fuEnd(f)
}

// numberBlocksOnly numbers the blocks in scope for the parallel body
// pass and leaves the instructions to it, when that pass will run and
// every block in scope is listed once (else buildLocations numbers
// everything). The body workers assume that every instruction stands
// where its Parent and index say, as in every well-formed module, check
// it (numberInstrs) and number the operand slots of their functions from
// 0; finishSlots then makes those numbers module-wide. With the
// assumption true, that is the numbering buildLocations gives, and it
// would have reported nothing.
func (v *verifier) numberBlocksOnly() bool {
	n, nb := 0, 0
	for _, f := range v.scope {
		nb += len(f.Blocks)
		for _, b := range f.Blocks {
			if b == nil {
				return false
			}
			n += len(b.Instrs)
		}
	}
	if runtime.GOMAXPROCS(0) < 2 || !v.modeKnown || n < parallelMinInstrs || len(v.scope) < 2 {
		return false
	}
	v.blocks = newBlockTable(nb)
	v.fnFirst = make([]int32, len(v.scope)+1)
	v.fnSlots = make([]int32, len(v.scope))
	base := 0
	for fi, f := range v.scope {
		v.fnFirst[fi] = int32(base)
		for bi, b := range f.Blocks {
			if _, dup := v.blocks.get(b); dup {
				return false
			}
			v.blocks.set(b, blockLoc{fn: int32(fi), b: int32(bi), base: int32(base)})
			base += len(b.Instrs)
		}
	}
	v.fnFirst[len(v.scope)] = int32(base)
	v.slotOf = make([]int32, n)
	v.odd, v.lastB, v.marked = nil, nil, nil
	v.placesBroken = false
	// (buildLocations counts the runs of attachments; a module with debug
	// info has about one per three instructions in four.)
	v.mdGuess = 0
	for _, nm := range v.m.NamedMD {
		if nm != nil && nm.Name == "llvm.dbg.cu" {
			v.mdGuess = n / 4 * 3
		}
	}
	return true
}

// numberInstrs is the body workers' share of numberBlocksOnly for block
// b: it checks that b's instructions stand where their Parent and index
// say and numbers their operand slots in the function.
func (v *verifier) numberInstrs(b *Block) {
	bl, ok := v.blocks.get(b)
	if !ok {
		v.placesBroken = true
		return
	}
	for n, i := range b.Instrs {
		if i == nil || i.Parent != b || int(i.idx) != n {
			v.placesBroken = true
			return
		}
		v.slotOf[int(bl.base)+n] = v.localSlot
		v.localSlot += int32(len(i.operands))
	}
}

// finishSlots makes the operand slot numbers the body workers gave each
// function module-wide, as buildLocations numbers them.
func (v *verifier) finishSlots() {
	total := int32(0)
	for fi := range v.scope {
		for k := v.fnFirst[fi]; k < v.fnFirst[fi+1]; k++ {
			v.slotOf[k] += total
		}
		total += v.fnSlots[fi]
	}
	v.marked = make([]bool, total)
}

// newCFG builds f's control-flow graph. When every block f lists was
// numbered in f (true of every well-formed module), the block positions
// come from the location table instead of a map built per function: a
// block's entry there is its first position in f, and a block numbered
// in another function, or not at all, is not f's.
func (v *verifier) newCFG(f *Func) *CFG {
	fi := int32(-1)
	for _, b := range f.Blocks {
		if b == nil {
			return NewCFG(f)
		}
		l, ok := v.blocks.get(b)
		if !ok || fi >= 0 && l.fn != fi || fi < 0 && v.scope[l.fn] != f {
			return NewCFG(f)
		}
		fi = l.fn
	}
	// The graph and its dominator tree live in v's arena until the next
	// function's replace them.
	if v.cfgArena == nil {
		v.cfgArena = &cfgArena{}
	}
	a := v.cfgArena
	a.reset()
	g := &a.graph
	*g = CFG{Func: f, Blocks: f.Blocks, tab: &v.blocks, tabFn: fi, arena: a}
	g.edges()
	return g
}

// verifyBlockShape checks the order of phis and terminators and the
// instructions' Parent pointers.
func (v *verifier) verifyBlockShape(b *Block) {
	if len(b.Instrs) == 0 {
		v.blockErrf(b, "block is empty (it must end with a terminator)")
		return
	}
	last := len(b.Instrs) - 1
	sawNonPhi := false
	for n, i := range b.Instrs {
		if i == nil {
			v.blockErrf(b, "instruction %d is nil", n)
			continue
		}
		if i.Parent != b {
			v.instrErrf(i, "instruction's Parent is not the block that lists it")
		}
		if i.Op == OpPhi {
			if sawNonPhi {
				v.instrErrf(i, "phi nodes must be grouped at the top of the block")
			}
			if len(i.DbgRecords()) > 0 {
				v.instrErrf(i, "phi nodes cannot have debug records")
			}
		} else {
			sawNonPhi = true
		}
		if i.Op.IsTerminator() && n != last {
			v.instrErrf(i, "terminator in the middle of a block")
		}
	}
	if t := b.Instrs[last]; t != nil && !t.Op.IsTerminator() {
		v.blockErrf(b, "block does not end with a terminator (last is %s)", t.Op)
	}
}

// verifyPhiEdges checks that each phi of b has one entry per incoming
// edge (duplicate edges need duplicate entries with the same value).
func (v *verifier) verifyPhiEdges(b *Block) {
	bi := v.cfg.Index(b)
	if bi < 0 {
		return
	}
	var preds []int32
	for _, i := range b.Instrs {
		if i == nil || i.Op != OpPhi {
			break
		}
		if len(i.Incoming()) != len(i.operands) {
			v.instrErrf(i, "phi has %d incoming blocks but %d values", len(i.Incoming()), len(i.operands))
			continue
		}
		if preds == nil {
			preds = append(v.predScratch[:0], v.cfg.pred[bi]...)
			slices.Sort(preds)
			v.predScratch = preds
		}
		es := v.phiScratch[:0]
		bad := false
		for k, inc := range i.Incoming() {
			n := v.cfg.Index(inc)
			if n < 0 {
				if inc == nil {
					v.instrErrf(i, "incoming block %d is nil", k)
				} else {
					v.instrErrf(i, "incoming block %s is not a block of this function", v.blockRef(inc))
				}
				bad = true
				continue
			}
			es = append(es, phiEntry{int32(n), i.operands[k]})
		}
		if bad {
			continue
		}
		v.phiScratch = es
		slices.SortStableFunc(es, func(x, y phiEntry) int { return cmp.Compare(x.b, y.b) })
		for k := 1; k < len(es); k++ {
			if es[k].b == es[k-1].b && !sameValue(es[k].v, es[k-1].v) {
				v.instrErrf(i, "phi has several entries for %s with different values", v.blockRef(v.cfg.Blocks[es[k].b]))
				bad = true
				break
			}
		}
		if bad {
			continue
		}
		match := len(es) == len(preds)
		for k := 0; match && k < len(es); k++ {
			match = es[k].b == preds[k]
		}
		if match {
			continue
		}
		// Say which edge is missing or extra.
		count := map[int32]int{}
		for _, p := range preds {
			count[p]++
		}
		for _, e := range es {
			count[e.b]--
		}
		msg := ""
		for _, e := range es {
			if count[e.b] < 0 {
				msg = "has an entry for " + v.blockRef(v.cfg.Blocks[e.b]) + ", which is not a predecessor (or is listed more often than its edges)"
				break
			}
		}
		if msg == "" {
			for _, p := range preds {
				if count[p] > 0 {
					msg = "has no entry for predecessor " + v.blockRef(v.cfg.Blocks[p])
					break
				}
			}
		}
		v.instrErrf(i, "phi %s (%d entries, %d predecessor edges)", msg, len(es), len(preds))
	}
}

// sameValue reports whether two operands denote the same value: the same
// object, or equal constants (the model does not unique constants the way
// LLVM does).
func sameValue(a, b Value) bool {
	if a == b {
		return true
	}
	ca, ok1 := a.(Constant)
	cb, ok2 := b.(Constant)
	return ok1 && ok2 && constEqual(ca, cb, 0)
}

// checkOperands checks that each operand is a value this instruction
// may refer to (same function, same module, not a block) and that each
// instruction operand dominates the use.
// (verifyBody sets v.userPos and v.userBlock to i's place first.)
func (v *verifier) checkOperands(i *Instr) {
	f := v.f
	for k, op := range i.operands {
		v.checkOperandOwner(i, k, op, f)
	}
	for _, bd := range i.Bundles() {
		for k, in := range bd.Inputs {
			if isNilValue(in) {
				v.instrErrf(i, "operand bundle %q input %d is nil", bd.Tag, k)
				continue
			}
			v.checkOperandOwner(i, -1, in, f)
		}
	}
}

// checkOperandOwner checks one operand (k >= 0) or bundle input (k < 0).
func (v *verifier) checkOperandOwner(i *Instr, k int, op Value, f *Func) {
	switch x := op.(type) {
	case *Instr:
		if x.Parent == nil {
			v.fuFail()
			v.instrErrf(i, "%s is a detached instruction (not in any block)", operandName(k))
			return
		}
		l, ok := v.locOf(x)
		if !ok && x.Parent.Parent == f {
			v.fuFail()
			v.instrErrf(i, "%s refers to an instruction that its block no longer lists (removed without Remove/Erase?)", operandName(k))
			return
		}
		if !ok || v.scope[l.fn] != f {
			v.fuFail()
			v.instrErrf(i, "%s refers to an instruction of another function", operandName(k))
			return
		}
		if v.fuOn && k >= 0 {
			v.fuInstrUse(i, k, x, l)
		}
		if i.Op == OpPhi && k >= 0 && len(i.Incoming()) != len(i.operands) {
			return // reported by verifyPhiEdges
		}
		if x == i && (i.Op != OpPhi || k < 0) {
			if v.cfg.Reachable(i.Parent) {
				v.instrErrf(i, "%s is the instruction itself (only phis may use their own value)", operandName(k))
			}
			return
		}
		if x.Op == OpInvoke && len(x.Succs()) == 2 && x.Succs()[0] == x.Succs()[1] {
			return // an invoke with one block for both edges is reported elsewhere
		}
		n := k
		if k < 0 {
			n = 0
			if i.Op == OpPhi {
				// Bundles on phis are meaningless; check as an ordinary use.
				if !v.dom.Dominates(x, i) {
					v.instrErrf(i, "%s %s does not dominate this use", operandName(k), v.valueRef(x))
				}
				return
			}
		}
		if i.Op != OpPhi && x.Parent == i.Parent && x.Op != OpInvoke && x.Op != OpCallBr && v.userPos >= 0 {
			// Same block, an ordinary use: what DominatesUse answers,
			// from the positions at hand (unreachable blocks are exempt).
			if v.dom.idom[v.userBlock] >= 0 && l.i >= v.userPos {
				v.instrErrf(i, "%s %s does not dominate this use", operandName(k), v.valueRef(x))
			}
			return
		}
		if !v.dom.DominatesUse(x, i, n) {
			v.instrErrf(i, "%s %s does not dominate this use", operandName(k), v.valueRef(x))
		}
	case *Param:
		if x.Parent != f {
			v.fuFail()
			v.instrErrf(i, "%s refers to a parameter of another function", operandName(k))
		} else if x.Index < 0 || x.Index >= len(f.Params) || f.Params[x.Index] != x {
			v.fuFail()
			v.instrErrf(i, "%s refers to a parameter that is not in the function's parameter list", operandName(k))
		} else if v.fuOn && k >= 0 {
			v.fuParamUse(i, k, x)
		}
	case *Block:
		v.instrErrf(i, "%s is a basic block (blocks belong in Succs/Incoming)", operandName(k))
	case GlobalValue:
		if v.m != nil && !v.globalSet.has(x) {
			v.fuFail()
			v.instrErrf(i, "%s refers to global value %s, which is not in this module", operandName(k), v.globalRef(x))
		} else if k >= 0 {
			v.gslots++
		}
	case *InlineAsm:
		if k != 0 || !i.Op.IsCallLike() {
			v.instrErrf(i, "inline asm can only be the callee of a call")
		}
	}
}

// operandName names operand k in messages ("bundle input" for k < 0).
func operandName(k int) string {
	if k < 0 {
		return "bundle input"
	}
	return "operand " + itoa(k)
}

// checkUseLists checks that the use lists of the values defined in scope
// (instructions, parameters, and under Verify every global value) match
// the operands that refer to them, in both directions.
// walkFuncUses walks the use lists of f's parameters and of the
// instructions f really holds (where the location table puts them).
func (v *verifier) walkFuncUses(f *Func) {
	for _, p := range f.Params {
		if p != nil && p.Parent == f {
			v.walkUses(p, true)
		}
	}
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		for _, i := range b.Instrs {
			if l, ok := v.locOf(i); ok && v.scope[l.fn] == f && f.Blocks[l.b] == b && int(l.i) < len(b.Instrs) && b.Instrs[l.i] == i {
				v.walkUses(i, true)
			}
		}
	}
}

func (v *verifier) checkUseLists(wholeModule bool) {
	if v.usesBuilt {
		return
	}
	if wholeModule {
		if v.fuGlobals() {
			v.fuSettled = true
			return
		}
		// The check below starts from nothing marked (the fast path's
		// walks of long use lists may have marked slots).
		clear(v.marked)
	}
	if wholeModule && v.checkUseListsParallel() {
		return
	}
	for _, f := range v.scope {
		v.f, v.slots = f, nil
		v.walkFuncUses(f)
	}
	if wholeModule {
		for _, gv := range v.m.GlobalValues() {
			if !isNilGV(gv) && !v.walked[gv] {
				v.walked[gv] = true
				v.walkUses(gv, true)
			}
		}
	} else {
		for _, f := range v.scope {
			f.Instrs(func(i *Instr) {
				for _, op := range i.operands {
					if gv, ok := op.(GlobalValue); ok && !isNilGV(gv) && !v.walked[gv] {
						v.walked[gv] = true
						v.walkUses(gv, false)
					}
				}
			})
		}
	}
	// Every operand slot referring to a walked value must have been
	// found in that value's use list.
	for _, f := range v.scope {
		v.f, v.slots = f, nil
		for _, b := range f.Blocks {
			if b == nil {
				continue
			}
			for _, i := range b.Instrs {
				l, ok := v.locOf(i)
				if !ok || v.scope[l.fn] != f || f.Blocks[l.b] != b {
					continue
				}
				for k, op := range i.operands {
					t, ok := op.(Tracked)
					if !ok || isNilValue(op) || !v.wasWalked(t) {
						continue
					}
					if !v.marked[int(l.slot)+k] {
						v.instrErrf(i, "operand %d (%s) is missing from that value's use list", k, v.valueRef(op))
					}
				}
			}
		}
	}
}

func (v *verifier) wasWalked(t Tracked) bool {
	switch x := t.(type) {
	case *Instr:
		l, ok := v.locOf(x)
		if !ok {
			return false
		}
		f := v.scope[l.fn]
		b := f.Blocks[l.b]
		return b.Instrs[l.i] == x
	case *Param:
		return x.Parent != nil && v.inScope[x.Parent] && x.Index >= 0 && x.Index < len(x.Parent.Params) && x.Parent.Params[x.Index] == x
	case GlobalValue:
		return v.walked[x]
	}
	return false
}

// walkUses checks each entry of t's use list: the user must be an
// instruction in scope whose operand at that index is t, listed once.
// With strict false (a global value seen from VerifyFunc) users outside
// the checked function are not judged.
func (v *verifier) walkUses(t Tracked, strict bool) {
	report := func(format string, args ...any) {
		switch x := t.(type) {
		case *Instr:
			v.instrErrf(x, format, args...)
		case *Param:
			v.funcErrf("parameter %s: "+format, append([]any{v.valueRef(x)}, args...)...)
		case GlobalValue:
			v.gvErrf(x, format, args...)
		}
	}
	for _, u := range t.Uses() {
		if u.User == nil {
			report("use list has an entry with no user")
			continue
		}
		l, ok := v.locOf(u.User)
		if !ok {
			if u.User.Parent == nil {
				report("is still used by a detached instruction (%s, operand %d): remove instructions with Erase or DropOperands", u.User.Op, u.Index)
			} else if strict {
				report("is used by a %s in a block outside the checked functions", u.User.Op)
			}
			continue
		}
		if u.Index < 0 || u.Index >= len(u.User.operands) || u.User.operands[u.Index] != Value(t) {
			report("use list entry (operand %d of %s) is stale: that operand is not this value", u.Index, v.instrRefAt(u.User))
			continue
		}
		if v.onlyFn != 0 && l.fn != v.onlyFn-1 {
			// A use from another function: only the sequential check
			// may judge it (and write that function's slots).
			v.crossFn = true
			continue
		}
		s := int(l.slot) + u.Index
		if v.marked[s] {
			report("use list has operand %d of %s twice", u.Index, v.instrRefAt(u.User))
			continue
		}
		v.marked[s] = true
	}
}

// instrRefAt names an instruction by function, block and index.
func (v *verifier) instrRefAt(i *Instr) string {
	l, ok := v.locOf(i)
	if !ok {
		return i.Op.String()
	}
	f := v.scope[l.fn]
	return v.globalRef(f) + " " + v.blockRefIn(f, f.Blocks[l.b]) + " instr " + itoa(int(l.i))
}
