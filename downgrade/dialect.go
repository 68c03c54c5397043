package downgrade

import (
	"github.com/irfix/irfix/internal/attrorder"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// LegacyFromMemory returns the pre-16 function attributes that state the
// memory effects me, or the closest weaker (still true) statement when no
// combination is exact; exact says which.
func LegacyFromMemory(me ir.MemoryEffects) (kinds []ir.AttrKind, exact bool) {
	var union ir.ModRef
	used := 0 // bit per location with an access
	for l := 0; l < ir.NumMemLocations; l++ {
		if mr := me.Get(l); mr != ir.NoModRef {
			union |= mr
			used |= 1 << l
		}
	}
	if used == 0 {
		return []ir.AttrKind{ir.AttrReadNone}, true
	}
	uniform := true
	for l := 0; l < ir.NumMemLocations; l++ {
		if used&(1<<l) != 0 && me.Get(l) != union {
			uniform = false
		}
	}
	arg, inacc, all := 1<<ir.MemArg, 1<<ir.MemInaccessible, 1<<ir.NumMemLocations-1
	locExact := true
	switch used {
	case arg:
		kinds = append(kinds, ir.AttrArgMemOnly)
	case inacc:
		kinds = append(kinds, ir.AttrInaccessibleMemOnly)
	case arg | inacc:
		kinds = append(kinds, ir.AttrInaccessibleMemOrArgMemOnly)
	case all:
	default:
		locExact = false // no legacy spelling: claim nothing about locations
	}
	switch union {
	case ir.Ref:
		kinds = append(kinds, ir.AttrReadOnly)
	case ir.Mod:
		kinds = append(kinds, ir.AttrWriteOnly)
	}
	return kinds, uniform && locExact
}

// lowerMemory maps memory(...) for a target: legacy attributes before 16,
// and the locations the target lacks folded into `other` (errnomem before
// 21; target_mem0/1 before 22).
func lowerMemory(s ir.AttrSet, t target.Target, fnLevel bool) ir.AttrSet {
	idx := -1
	for k := range s {
		if s[k].Kind == ir.AttrMemory {
			idx = k
		}
	}
	if idx < 0 {
		return s
	}
	me := ir.MemoryEffects(s[idx].Int)
	if !t.Has(target.MemErrno) {
		e := me.Get(ir.MemOther) | me.Get(ir.MemErrno)
		me = me.With(ir.MemOther, e).With(ir.MemErrno, e)
	}
	if !t.Has(target.MemTargetMem) {
		o := me.Get(ir.MemOther) | me.Get(ir.MemTarget0) | me.Get(ir.MemTarget1)
		me = me.With(ir.MemOther, o).With(ir.MemTarget0, o).With(ir.MemTarget1, o)
		if !t.Has(target.MemErrno) {
			me = me.With(ir.MemErrno, o)
		}
	}
	if t.HasAttr(ir.AttrMemory) {
		if uint64(me) == s[idx].Int {
			return s
		}
		out := append(ir.AttrSet(nil), s...)
		out[idx].Int = uint64(me)
		return out
	}
	s = s.Without(ir.AttrMemory)
	if !fnLevel {
		return s
	}
	kinds, _ := LegacyFromMemory(me)
	for _, k := range kinds {
		if !s.Has(k) {
			s = s.With(ir.Attr{Kind: k})
		}
	}
	return s
}

// keepAttrs are newer attributes that carry meaning (not hints): dropping
// them would change behaviour, so a target without them is an error.
var keepAttrs = map[ir.AttrKind]bool{
	ir.AttrPresplitCoroutine: true, ir.AttrCoroOnlyDestroyWhenComplete: true, ir.AttrCoroElideSafe: true,
	ir.AttrAllocKind: false,
}

// lowerAttrSet rewrites one attribute set for t and returns the kinds it
// had to keep although t lacks them.
func (l *lowerer) lowerAttrSet(s ir.AttrSet, fnLevel bool) ir.AttrSet {
	if len(s) == 0 {
		return s
	}
	// The bitcode reader hands every call the attribute list's shared
	// sets: a set is lowered once per list entry, not once per call, and
	// the calls keep sharing the lowered set (sets are copied, never
	// changed in place). What the lowering counted is counted again for
	// every use, as if each had been lowered.
	key := attrSetKey{first: &s[0], n: len(s), fnLevel: fnLevel}
	if e, ok := l.attrSets[key]; ok {
		l.rep.AttrsLowered += e.lowered
		for _, k := range e.dropped {
			l.rep.AttrsDropped[k]++
		}
		return e.out
	}
	e := l.lowerAttrSet1(s, fnLevel)
	if l.attrSets == nil {
		l.attrSets = map[attrSetKey]attrSetLowered{}
	}
	l.attrSets[key] = e
	l.rep.AttrsLowered += e.lowered
	for _, k := range e.dropped {
		l.rep.AttrsDropped[k]++
	}
	return e.out
}

// attrSetKey is an attribute set by identity: its first element's
// address, its length, and whether it is a function's set.
type attrSetKey struct {
	first   *ir.Attr
	n       int
	fnLevel bool
}

// attrSetLowered is lowerAttrSet's outcome for one set: the lowered set
// and what lowering it adds to the report.
type attrSetLowered struct {
	out     ir.AttrSet
	lowered int      // to Report.AttrsLowered
	dropped []string // to Report.AttrsDropped, one per attribute
}

func (l *lowerer) lowerAttrSet1(s ir.AttrSet, fnLevel bool) attrSetLowered {
	var e attrSetLowered
	orig := s
	s = lowerMemory(s, l.t, fnLevel)
	changed := !sameSet(s, orig)
	if a, ok := s.Get(ir.AttrCaptures); ok && !l.t.HasAttr(ir.AttrCaptures) {
		s = s.Without(ir.AttrCaptures)
		if ir.Captures(a.Int).Other() == ir.CapNone && ir.Captures(a.Int).Ret() == ir.CapNone {
			s = s.With(ir.Attr{Kind: ir.AttrNoCapture})
		}
		e.lowered++
		changed = true
	}
	if a, ok := s.Get(ir.AttrUWTable); ok && a.Int == 1 && l.t.Major < 15 {
		s = s.With(ir.Attr{Kind: ir.AttrUWTable})
		changed = true
	}
	drop := false
	for _, a := range s {
		if a.Kind != ir.AttrNone && !l.t.HasAttr(a.Kind) && !keepAttrs[a.Kind] {
			drop = true
		}
	}
	if drop {
		var out ir.AttrSet
		for _, a := range s {
			if a.Kind != ir.AttrNone && !l.t.HasAttr(a.Kind) && !keepAttrs[a.Kind] {
				e.dropped = append(e.dropped, a.Kind.String())
				continue
			}
			out = append(out, a)
		}
		s, changed = out, true
	}
	if changed {
		s = attrorder.Sort(s)
	}
	e.out = s
	return e
}

// sameSet reports whether a and b are the same slice (lowering returns
// its input unchanged when there is nothing to do).
func sameSet(a, b ir.AttrSet) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

func (l *lowerer) lowerAttrList(al ir.AttrList) ir.AttrList {
	al.Fn = l.lowerAttrSet(al.Fn, true)
	al.Ret = l.lowerAttrSet(al.Ret, false)
	var ps []ir.AttrSet // a copy once a parameter's set changes
	for i, p := range al.Params {
		q := l.lowerAttrSet(p, false)
		if ps == nil && !sameSet(p, q) {
			ps = make([]ir.AttrSet, len(al.Params))
			copy(ps, al.Params[:i])
		}
		if ps != nil {
			ps[i] = q
		}
	}
	if ps != nil {
		al.Params = ps
	}
	return al
}

// dialect lowers everything but the pointer mode. The calls to new
// intrinsics are rewritten first (from their uses); then one walk over
// each block turns its debug records into calls (for a reader without
// them) and lowers each instruction.
func (l *lowerer) dialect() {
	m := l.m
	l.md = l.newMDLowering() // its walk is Lower's, at the end
	l.lowerLifetime()
	l.lowerMaskedAlign()
	l.expandNewIntrinsics()
	for _, g := range m.Globals {
		g.Attrs = l.lowerAttrSet(g.Attrs, false)
		g.Init = l.lowerConst(g.Init)
	}
	for _, a := range m.Aliases {
		a.Aliasee = l.lowerConst(a.Aliasee)
	}
	var rc *recordCalls
	if !l.t.Has(target.DebugRecords) {
		rc = l.newRecordCalls()
	}
	kill := !l.t.Has(target.DIExprCompare)
	// By index: turning records into calls declares llvm.dbg.* functions
	// (appended), whose attributes are lowered too.
	for k := 0; k < len(m.Funcs); k++ {
		f := m.Funcs[k]
		f.Attrs = l.lowerAttrList(f.Attrs)
		f.Personality, f.Prefix, f.Prologue = l.lowerConst(f.Personality), l.lowerConst(f.Prefix), l.lowerConst(f.Prologue)
		if n := l.t.IntrinsicName(f.Name); n != f.Name {
			f.Name = n
			l.rep.IntrinsicsRenamed++
		}
		for _, b := range f.Blocks {
			if rc != nil {
				rc.block(b)
			}
			for _, i := range b.Instrs {
				if kill {
					l.killUnreadable(i)
				}
				l.lowerInstr(i)
			}
		}
	}
	l.reportKilled()
	if rc != nil && rc.assign {
		// Every #dbg_assign became a dbg.value: a declaration of
		// llvm.dbg.assign the input carried (call-form IR, upgraded to
		// records) is left with nothing that calls it, and names an
		// intrinsic the reader does not have.
		l.dropUnusedDecl(dbgIntrinsic[ir.DbgAssign])
	}
	// Constant expressions the target lacks, used by instructions, become
	// instructions: lowerInstr listed the users (few or none), in order,
	// once every instruction is lowered (expand inserts instructions).
	for _, i := range l.expandIn {
		for n, v := range i.Operands() {
			if c, ok := v.(*ir.ConstExpr); ok && l.needsExpansion(c) {
				i.SetOperand(n, l.expand(c, i, n))
			}
		}
	}
	l.expandIn = nil
}

func (l *lowerer) lowerInstr(i *ir.Instr) {
	if len(i.MD) > 0 && !l.t.Has(target.AnnotationTuples) {
		l.lowerAnnotation(i)
	}
	if bad := l.t.UnsupportedFlags(i.Op, i.Flags); bad != 0 {
		i.Flags &^= bad
		l.rep.FlagsDropped++
	}
	if i.FMF != 0 && !l.t.HasFastMath(i.Op) {
		i.FMF = 0
		l.rep.FlagsDropped++
	}
	if i.Op == ir.OpPtrToAddr && !l.t.Has(target.PtrToAddr) {
		i.Op = ir.OpPtrToInt // same bits for address space 0 on the targets clang/rustc emit it for
	}
	if i.Op.IsCallLike() {
		i.SetAttrs(l.lowerAttrList(i.Attrs()))
	}
	expand := false
	for n, v := range i.Operands() {
		if c, ok := v.(ir.Constant); ok {
			if _, isGV := c.(ir.GlobalValue); isGV {
				continue
			}
			if nc := l.lowerConst(c); nc != c {
				i.SetOperand(n, nc)
				c = nc
			}
			if e, ok := c.(*ir.ConstExpr); ok && !expand && l.needsExpansion(e) {
				l.expandIn = append(l.expandIn, i)
				expand = true
			}
		}
	}
}

// lowerConst drops flags/forms the target lacks from a constant tree and
// expands splats.
func (l *lowerer) lowerConst(c ir.Constant) ir.Constant {
	if c == nil {
		return nil
	}
	return ir.MapConstant(c, func(x ir.Constant) ir.Constant {
		switch e := x.(type) {
		case *ir.ConstExpr:
			bad := l.t.UnsupportedFlags(e.Op, e.Flags)
			dropIR := e.HasInRange && ((e.InRangeIndex < 0 && !l.t.Has(target.GEPInRangeRange)) || (e.InRangeIndex >= 0 && !l.t.Has(target.GEPInRangeIndex)))
			if bad != 0 || dropIR {
				n := *e
				n.Flags &^= bad
				if dropIR {
					n.HasInRange, n.InRangeIndex = false, -1
				}
				return &n
			}
		case *ir.ConstSplat:
			if !l.t.Has(target.Splat) && e.Typ.Kind == ir.VectorKind && !e.Typ.Scalable {
				els := make([]ir.Constant, e.Typ.Len)
				for k := range els {
					els[k] = e.Elem
				}
				return &ir.ConstAggregate{Typ: e.Typ, Elems: els}
			}
		}
		return x
	})
}

// needsExpansion reports whether c (or a constant expression inside it)
// is an opcode the target does not read as a constant expression.
func (l *lowerer) needsExpansion(c *ir.ConstExpr) bool {
	if !l.t.HasConstExpr(c.Op) {
		return true
	}
	for _, o := range c.Operands {
		if e, ok := o.(*ir.ConstExpr); ok && l.needsExpansion(e) {
			return true
		}
	}
	return false
}

// expand turns a constant expression into instructions placed before
// operand n of user (for a phi, at the end of the incoming block).
func (l *lowerer) expand(c *ir.ConstExpr, user *ir.Instr, n int) ir.Value {
	if l.t.HasConstExpr(c.Op) && !l.needsExpansion(c) {
		return c
	}
	bd := insertionFor(user, n)
	ops := make([]ir.Value, len(c.Operands))
	for k, o := range c.Operands {
		ops[k] = o
		if e, ok := o.(*ir.ConstExpr); ok && l.needsExpansion(e) {
			ops[k] = l.expand(e, user, n)
		}
	}
	i := ir.NewInstr(c.Op, c.Typ, ops...)
	i.Flags, i.Pred, i.ElemType = c.Flags, c.Pred, c.ElemType
	i.SetMask(c.Mask)
	i.SetIndices(c.Indices)
	i.Pos = user.Pos
	if dl := user.Dbg(); dl != nil && user.Op != ir.OpPhi {
		i.SetMD("dbg", dl)
	}
	bd.Insert(i)
	l.rep.ConstExprsExpanded++
	return i
}

// insertionFor returns a builder positioned where a value used by operand
// n of user must be computed.
func insertionFor(user *ir.Instr, n int) *ir.Builder {
	if user.Op == ir.OpPhi {
		pred := user.Incoming()[n]
		if t := pred.Terminator(); t != nil && ir.Value(t) == user.Operand(n) {
			// The value is the result of the invoke (callbr) ending the
			// incoming block: it exists only on the edge, so the edge
			// gets a block of its own for what the value needs.
			pred = splitEdge(pred, user.Parent)
		}
		bd := ir.NewBuilder(pred)
		if t := pred.Terminator(); t != nil {
			bd.SetInsertBefore(t)
		}
		return bd
	}
	bd := ir.NewBuilder(user.Parent)
	bd.SetInsertBefore(user)
	return bd
}

// splitEdge puts a new block on the edge from to succ (taken when from's
// terminator goes to succ) and returns it; succ's phis take their value
// for that edge from the new block.
func splitEdge(from, succ *ir.Block) *ir.Block {
	f := from.Parent
	// Appended, not inserted after from: passes iterating over f.Blocks
	// while they cast must not see blocks shift under them.
	nb := f.NewBlock("")
	t := from.Terminator()
	for k, s := range t.Succs() {
		if s == succ {
			t.Succs()[k] = nb
			break // an invoke's normal destination comes first
		}
	}
	for _, i := range succ.Instrs {
		if i.Op != ir.OpPhi {
			break
		}
		for k, b := range i.Incoming() {
			if b == from {
				i.Incoming()[k] = nb
			}
		}
	}
	ir.NewBuilder(nb).Br(succ)
	return nb
}

// lowerAnnotation keeps only the string operands of i's !annotation for
// readers before LLVM 19, whose verifier rejects any other operand
// ("operands must be strings"); annotations only feed optimisation
// remarks, so a tuple (ASan's alloca_name_altered) is dropped, and the
// attachment with it when nothing is left.
func (l *lowerer) lowerAnnotation(i *ir.Instr) {
	for _, a := range i.MD {
		n, ok := a.Node.(*ir.MDNode)
		if a.Kind != "annotation" || !ok || n.Kind != "" {
			continue
		}
		var keep []ir.Metadata
		for _, op := range n.Ops {
			if _, ok := op.(*ir.MDString); ok {
				keep = append(keep, op)
			}
		}
		if len(keep) == len(n.Ops) {
			return
		}
		l.rep.AnnotationOpsDropped += len(n.Ops) - len(keep)
		if len(keep) == 0 {
			i.SetMD("annotation", nil)
		} else {
			i.SetMD("annotation", &ir.MDNode{Ops: keep})
		}
		return
	}
}
