package ir

import (
	"testing"
)

func blockNames(bs []*Block) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.Name
	}
	return out
}

func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// domGraph builds
//
//	entry -> A, B;  A -> M;  B -> M, L;  L -> L, M;  M -> X;  X: ret;  U -> M (unreachable)
//
// whose dominators, worked out by hand: idom(A) = idom(B) = idom(M) =
// entry, idom(L) = B, idom(X) = M; U is unreachable. A depth-first search
// visiting successors in order finishes X, M, A, L, B, entry, so the
// reverse postorder is entry, B, L, A, M, X.
type domGraph struct {
	f                       *Func
	entry, a, b, l, m, x, u *Block
	defA, defB, useL, useM  *Instr
	phiM                    *Instr
}

func newDomGraph() *domGraph {
	g := &domGraph{}
	g.f = NewFunc("d", FuncOf(Void, []*Type{I1}, false))
	c := g.f.Params[0]
	g.entry, g.a, g.b = g.f.NewBlock("entry"), g.f.NewBlock("A"), g.f.NewBlock("B")
	g.l, g.m, g.x, g.u = g.f.NewBlock("L"), g.f.NewBlock("M"), g.f.NewBlock("X"), g.f.NewBlock("U")
	bd := NewBuilder(g.entry)
	bd.CondBr(c, g.a, g.b)
	bd.SetInsertAtEnd(g.a)
	g.defA = bd.Add(Int(I32, 1), Int(I32, 2))
	bd.Br(g.m)
	bd.SetInsertAtEnd(g.b)
	g.defB = bd.Add(Int(I32, 3), Int(I32, 4))
	bd.CondBr(c, g.m, g.l)
	bd.SetInsertAtEnd(g.l)
	g.useL = bd.Add(g.defB, Int(I32, 1))
	bd.CondBr(c, g.l, g.m)
	bd.SetInsertAtEnd(g.m)
	g.phiM = bd.Phi(I32)
	AddIncoming(g.phiM, g.defA, g.a)
	AddIncoming(g.phiM, g.defB, g.b)
	AddIncoming(g.phiM, g.useL, g.l)
	AddIncoming(g.phiM, Int(I32, 0), g.u)
	g.useM = bd.Add(g.phiM, Int(I32, 1))
	bd.Br(g.x)
	bd.SetInsertAtEnd(g.x)
	bd.Ret(nil)
	bd.SetInsertAtEnd(g.u)
	bd.Br(g.m)
	return g
}

func TestCFGOrderAndReachability(t *testing.T) {
	g := newDomGraph()
	cfg := NewCFG(g.f)
	if got, want := blockNames(cfg.ReversePostorder()), []string{"entry", "B", "L", "A", "M", "X"}; !sameStrings(got, want) {
		t.Fatalf("reverse postorder %v, want %v", got, want)
	}
	if got, want := blockNames(cfg.Preds(g.m)), []string{"A", "B", "L", "U"}; !sameStrings(got, want) {
		t.Fatalf("preds of M %v, want %v", got, want)
	}
	if got, want := blockNames(cfg.Succs(g.l)), []string{"L", "M"}; !sameStrings(got, want) {
		t.Fatalf("succs of L %v, want %v", got, want)
	}
	if cfg.Reachable(g.u) || !cfg.Reachable(g.x) {
		t.Fatal("reachability wrong")
	}
	r := ReachableBlocks(g.f)
	if len(r) != 6 || r[g.u] {
		t.Fatalf("ReachableBlocks: %d blocks, U included %v", len(r), r[g.u])
	}
	if cfg.Index(&Block{}) != -1 || cfg.Index(g.l) != 3 {
		t.Fatal("Index wrong")
	}
}

func TestCFGDuplicateEdges(t *testing.T) {
	fx := newFixture()
	cfg := NewCFG(fx.mem)
	// switch %w: default %d, case 1 -> %one, case 2 -> %d; %one -> %d.
	if got, want := blockNames(cfg.Preds(fx.mD)), []string{"entry", "entry", "one"}; !sameStrings(got, want) {
		t.Fatalf("preds of %%d %v, want %v", got, want)
	}
	if cfg.NumPreds(fx.mD) != 3 {
		t.Fatal("NumPreds")
	}
}

func TestDomTreeBlocks(t *testing.T) {
	g := newDomGraph()
	d := NewDomTree(g.f)
	idoms := map[*Block]*Block{g.entry: nil, g.a: g.entry, g.b: g.entry, g.l: g.b, g.m: g.entry, g.x: g.m, g.u: nil}
	for b, want := range idoms {
		if got := d.IDom(b); got != want {
			t.Errorf("IDom(%s) = %v, want %v", b.Name, got, want)
		}
	}
	if d.Root() != g.entry {
		t.Fatal("Root")
	}
	if got, want := blockNames(d.Children(g.entry)), []string{"B", "A", "M"}; !sameStrings(got, want) {
		t.Fatalf("children of entry %v, want %v", got, want)
	}
	cases := []struct {
		a, b *Block
		want bool
	}{
		{g.entry, g.x, true}, {g.b, g.l, true}, {g.b, g.m, false}, {g.a, g.m, false},
		{g.m, g.x, true}, {g.l, g.l, true}, {g.l, g.b, false}, {g.x, g.m, false},
		{g.x, g.u, true},  // everything dominates an unreachable block
		{g.u, g.x, false}, // an unreachable block dominates nothing reachable
	}
	for _, c := range cases {
		if got := d.BlockDominates(c.a, c.b); got != c.want {
			t.Errorf("BlockDominates(%s, %s) = %v, want %v", c.a.Name, c.b.Name, got, c.want)
		}
	}
	if d.StrictlyDominates(g.m, g.m) || !d.StrictlyDominates(g.m, g.x) {
		t.Fatal("StrictlyDominates")
	}
}

func TestDomTreeInstrs(t *testing.T) {
	g := newDomGraph()
	d := NewDomTree(g.f)
	if !d.Dominates(g.defB, g.useL) {
		t.Error("def in B should dominate use in L")
	}
	if d.Dominates(g.defA, g.useM) || d.Dominates(g.useL, g.useM) {
		t.Error("defs in A or L must not dominate M")
	}
	if !d.Dominates(g.phiM, g.useM) || d.Dominates(g.useM, g.phiM) || d.Dominates(g.useM, g.useM) {
		t.Error("order within a block")
	}
	// Phi operands are used at the end of their incoming blocks.
	for n, want := range []bool{true, true, true} {
		if got := d.DominatesUse(g.phiM.Operand(n).(*Instr), g.phiM, n); got != want {
			t.Errorf("DominatesUse(phi operand %d) = %v", n, got)
		}
	}
	if d.DominatesUse(g.defA, g.phiM, 1) {
		t.Error("def in A used on the edge from B")
	}
}

// An invoke's result exists only on the edge to its normal destination.
func TestDomTreeInvokeEdges(t *testing.T) {
	f := NewFunc("f", FuncOf(Void, []*Type{I1}, false))
	entry, inv, other, normal, lp := f.NewBlock("entry"), f.NewBlock("inv"), f.NewBlock("other"), f.NewBlock("normal"), f.NewBlock("lp")
	callee := NewFunc("g", FuncOf(I32, nil, false))
	b := NewBuilder(entry)
	b.CondBr(f.Params[0], inv, other)
	b.SetInsertAtEnd(inv)
	r := NewInstr(OpInvoke, I32, callee)
	r.ElemType = callee.Sig
	r.SetSuccs([]*Block{normal, lp})
	b.Insert(r)
	b.SetInsertAtEnd(other)
	b.Br(normal)
	b.SetInsertAtEnd(normal)
	phi := b.Phi(I32)
	AddIncoming(phi, r, inv)
	AddIncoming(phi, Int(I32, 0), other)
	use := b.Add(r, Int(I32, 1))
	b.Ret(nil)
	b.SetInsertAtEnd(lp)
	pad := b.Insert(NewInstr(OpLandingPad, StructOf(false, Ptr, I32)))
	lpUse := b.Add(r, Int(I32, 2))
	b.Unreachable()

	d := NewDomTree(f)
	if !d.DominatesUse(r, phi, 0) {
		t.Error("invoke result flows into a phi of its normal destination")
	}
	if d.Dominates(r, use) {
		t.Error("normal destination has another predecessor: the edge does not dominate it")
	}
	if d.Dominates(r, lpUse) || d.Dominates(r, pad) {
		t.Error("invoke result is not available on the unwind edge")
	}
	// With the other edge gone the normal destination is dominated.
	other.Instrs[0].Succs()[0] = lp
	phi.RemoveOperand(1)
	phi.SetIncoming(phi.Incoming()[:1])
	d = NewDomTree(f)
	if !d.Dominates(r, use) {
		t.Error("single-predecessor normal destination is dominated by the invoke")
	}
}

func TestDomTreeDeclaration(t *testing.T) {
	d := NewDomTree(NewFunc("decl", FuncOf(Void, nil, false)))
	if d.Root() != nil || len(d.CFG().ReversePostorder()) != 0 {
		t.Fatal("declaration has no blocks")
	}
}
