package ad

import (
	"sort"

	"github.com/irfix/irfix/ir"
)

// Shadow accumulation lane by lane.
//
// The reverse of a load `y = load <N x T>, p` adds dy to the shadow at p.
// Emitted as one vector load/add/store, that is what -O2 keeps; but when
// the same block loads overlapping vectors from one array (a stencil
// vectorized by clang reads u[i..i+1], u[i+1..i+2], u[i+2..i+3]), the
// reverse adds into overlapping vectors of the shadow: each vector load
// partly overlaps the vector store just before it, which the CPU cannot
// forward (a store-forwarding stall per access), and which LLVM's GVN
// cannot combine either. Adding lane by lane instead leaves scalar
// load/add/store on the same addresses, which GVN forwards and DSE
// merges into one read-modify-write per element and iteration, and which
// the SLP vectorizer packs into vectors again where they line up.
//
// laneAcc decides, per forward block, which vector loads get that
// treatment: those whose address may overlap another active load's from
// the same base pointer without being the same range. Addresses are
// compared as base + Σ index·stride + constant; two of them with the same
// variable part are compared exactly; with different variable parts
// (u[i|1] next to u[i]) they are assumed to overlap.

// addrForm is a pointer as base + Σ terms + off (bytes).
type addrForm struct {
	base  ir.Value
	terms map[ir.Value]int64 // index value -> stride in bytes
	off   int64
}

func sameTerms(a, b map[ir.Value]int64) bool {
	if len(a) != len(b) {
		return false
	}
	for v, s := range a {
		if b[v] != s {
			return false
		}
	}
	return true
}

// decomposeAddr writes p as base + terms + off, following getelementptr
// instructions whose indices walk arrays, vectors and scalars (struct
// fields by constant index). ok is false when a step is not understood;
// the base is still the outermost pointer reached.
func (rg *revGen) decomposeAddr(p ir.Value) (addrForm, bool) {
	f := addrForm{terms: map[ir.Value]int64{}}
	ok := true
	for depth := 0; depth < 16; depth++ {
		g, isI := p.(*ir.Instr)
		if !isI || g.Op != ir.OpGetElementPtr || g.ElemType == nil {
			break
		}
		if !rg.addGEP(&f, g) {
			ok = false
		}
		p = g.Operand(0)
	}
	f.base = p
	return f, ok
}

// addGEP adds g's offset (relative to its pointer operand) to f.
func (rg *revGen) addGEP(f *addrForm, g *ir.Instr) bool {
	l := rg.e.layout
	if l == nil {
		return false
	}
	t := g.ElemType
	n := g.NumOperands()
	for k := 1; k < n; k++ {
		idx := g.Operand(k)
		var stride uint64
		var err error
		if k == 1 {
			stride, err = l.Size(t)
		} else {
			switch t.Kind {
			case ir.ArrayKind, ir.VectorKind:
				t = t.Elem
				stride, err = l.Size(t)
			case ir.StructKind:
				c, isC := idx.(*ir.ConstInt)
				if !isC {
					return false
				}
				fo, ferr := l.FieldOffset(t, int(c.Signed()))
				if ferr != nil {
					return false
				}
				f.off += int64(fo)
				t = t.Fields[c.Signed()]
				continue
			default:
				return false
			}
		}
		if err != nil {
			return false
		}
		addIndex(f, idx, int64(stride))
	}
	return true
}

// addIndex adds idx·stride, splitting `add X, C` into X and C.
func addIndex(f *addrForm, idx ir.Value, stride int64) {
	if c, ok := idx.(*ir.ConstInt); ok {
		f.off += c.Signed() * stride
		return
	}
	if a, ok := idx.(*ir.Instr); ok && a.Op == ir.OpAdd {
		if c, ok := a.Operand(1).(*ir.ConstInt); ok {
			f.off += c.Signed() * stride
			idx = a.Operand(0)
		}
	}
	f.terms[idx] += stride
	if f.terms[idx] == 0 {
		delete(f.terms, idx)
	}
}

// laneAccLoads returns the vector loads of forward block c whose shadow
// accumulation is emitted lane by lane (see the comment at the top).
func (rg *revGen) laneAccLoads(c *ir.Block) map[*ir.Instr]bool {
	if rg.e.layout == nil {
		return nil
	}
	// Only a vector load can be marked: a block without one (most
	// blocks) needs no address compared.
	anyVec := false
	for _, i := range rg.instrs[c] {
		if i.Op == ir.OpLoad && i.Typ.Kind == ir.VectorKind && !i.Typ.Scalable && i.Typ.Elem.IsFloat() &&
			i.Parent != nil && rg.act.isActive(i) {
			anyVec = true
			break
		}
	}
	if !anyVec {
		return nil
	}
	type acc struct {
		i    *ir.Instr
		f    addrForm
		ok   bool
		size int64
	}
	byBase := map[ir.Value][]acc{}
	for _, i := range rg.instrs[c] {
		if i.Op != ir.OpLoad || i.Parent == nil || !rg.act.isActive(i) || !isDiffType(i.Typ) {
			continue
		}
		sz, err := rg.e.layout.StoreSize(i.Typ)
		if err != nil {
			continue
		}
		f, ok := rg.decomposeAddr(i.Operand(0))
		byBase[f.base] = append(byBase[f.base], acc{i, f, ok, int64(sz)})
	}
	var out map[*ir.Instr]bool
	mark := func(a acc) {
		if a.i.Typ.Kind != ir.VectorKind || a.i.Typ.Scalable || !a.i.Typ.Elem.IsFloat() {
			return
		}
		if out == nil {
			out = map[*ir.Instr]bool{}
		}
		out[a.i] = true
	}
	for _, as := range byBase {
		for x := 0; x < len(as); x++ {
			for y := x + 1; y < len(as); y++ {
				a, b := as[x], as[y]
				if a.ok && b.ok && sameTerms(a.f.terms, b.f.terms) {
					if a.f.off == b.f.off && a.size == b.size {
						continue // the same element(s): adds combine as they are
					}
					if a.f.off+a.size <= b.f.off || b.f.off+b.size <= a.f.off {
						continue // disjoint
					}
				}
				mark(a)
				mark(b)
			}
		}
	}
	return out
}

// accLanes adds vector adjoint dy into the shadow vector at sp lane by
// lane.
func accLanes(b *ir.Builder, sp ir.Value, dy ir.Value, t *ir.Type, align ir.Align, esz uint64) {
	ea := align
	if ea == 0 || uint64(ea) > esz {
		ea = ir.Align(esz)
	}
	for j := 0; j < int(t.Len); j++ {
		p := sp
		if j > 0 {
			p = b.GEP(t.Elem, sp, true, ir.Int(ir.I64, int64(j)))
		}
		old := b.Load(t.Elem, p, ea)
		e := b.Insert(ir.NewInstr(ir.OpExtractElement, t.Elem, dy, ir.Int(ir.I64, int64(j))))
		b.Store(b.FAdd(old, e), p, ea)
	}
}

// Shadow adds are emitted in address order.
//
// The reverse of a block adds into the shadow of each active load, in
// the reverse order of the loads. When the forward block is a loop body
// unrolled by clang (A[j], x[j], A[j+1], x[j+1], ...), that interleaves
// read-modify-writes of two shadow arrays that may alias as far as LLVM
// knows (dA, dx: plain pointer parameters), so the SLP vectorizer cannot
// pack dA[j], dA[j+1] into one vector: it may not move one past the dx
// add between them. The adds commute with each other (whatever aliases
// what; only the rounding order of two adds into one element changes),
// so the reverse of a block collects them and emits them together,
// grouped by base pointer and in increasing address, before the first
// reversed instruction that may read or write shadow memory otherwise
// (the reverse of a store, a call) and at the end of the block.

// pendingAcc is one shadow add not emitted yet: dy into the shadow sp of
// load ld.
type pendingAcc struct {
	ld *ir.Instr
	sp ir.Value
	dy ir.Value
	t  *ir.Type
}

// keepsPending reports whether reversing forward instruction i leaves
// shadow memory alone (it only computes and adds into adjoint slots), so
// that pending shadow adds may be emitted after it.
func (rg *revGen) keepsPending(i *ir.Instr) bool {
	if i.Op.IsBinary() || i.Op.IsCast() {
		return true
	}
	switch i.Op {
	case ir.OpLoad, ir.OpFNeg, ir.OpGetElementPtr, ir.OpICmp, ir.OpFCmp, ir.OpSelect, ir.OpExtractValue,
		ir.OpInsertValue, ir.OpExtractElement, ir.OpInsertElement, ir.OpShuffleVector, ir.OpFreeze,
		ir.OpPhi, ir.OpBr, ir.OpSwitch, ir.OpUnreachable, ir.OpRet:
		return true
	case ir.OpCall:
		// math on values: a rule of a declared function, no pointers.
		if rg.ag.calls[i] != nil || rg.ag.heap[i] || i.Typ.IsPtr() {
			return false
		}
		cf := calledFunc(i)
		if cf == nil || !cf.IsDeclaration() || lookupRule(intrinsicBase(cf.Name)) == nil {
			return false
		}
		for _, a := range i.Args() {
			if a.Type().IsPtr() {
				return false
			}
		}
		return true
	}
	return false
}

// flushAcc emits the pending shadow adds: grouped by base pointer (in
// order of first appearance), in increasing offset within a group.
func (rg *revGen) flushAcc(b *ir.Builder) {
	if len(rg.pending) == 0 {
		return
	}
	type keyed struct {
		p     pendingAcc
		group int
		off   int64
	}
	groups := map[ir.Value]int{}
	ks := make([]keyed, len(rg.pending))
	for k, p := range rg.pending {
		f, _ := rg.decomposeAddr(p.ld.Operand(0))
		g, ok := groups[f.base]
		if !ok {
			g = len(groups)
			groups[f.base] = g
		}
		ks[k] = keyed{p, g, f.off}
	}
	sort.SliceStable(ks, func(x, y int) bool {
		if ks[x].group != ks[y].group {
			return ks[x].group < ks[y].group
		}
		return ks[x].off < ks[y].off
	})
	for _, k := range ks {
		p := k.p
		if rg.laneAcc[p.ld] {
			if esz, err := rg.e.layout.Size(p.t.Elem); err == nil {
				accLanes(b, p.sp, p.dy, p.t, p.ld.Align, esz)
				continue
			}
		}
		old := b.Load(p.t, p.sp, p.ld.Align)
		b.Store(addAdj(b, old, p.dy), p.sp, p.ld.Align)
	}
	rg.pending = rg.pending[:0]
}
