package ad

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// The forward sweep of reverse mode (the "augmented primal"): the primal
// code plus the shadow pointers the reverse sweep needs. Floats get no
// tangents here; shadow memory holds adjoints, which only the reverse
// sweep writes. Allocas that hold active data become heap blocks (their
// memory must outlive the forward sweep: the reverse sweep reads it and
// frees it), frees are deferred to the reverse sweep, and calls to module
// functions call their own augmented primal, which pushes onto the same
// tape.

type revCall struct {
	pair    *revPair
	ret     *ir.Type // the callee's return type
	fnptr   ir.Value // the called pointer of an indirect call (nil: direct)
	pattern []bool
	args    []ir.Value
}

type augGen struct {
	fw          *fwdGen
	rpo         []*ir.Block // the function's reverse postorder, when known (see sweep)
	tape        ir.Value
	repl        map[*ir.Instr]*ir.Instr // alloca -> malloc
	heap        map[*ir.Instr]bool      // primal heap blocks freed by the reverse sweep
	calls       map[*ir.Instr]*revCall
	shadowLoads map[*ir.Instr]*ir.Instr   // shadow pointer load -> primal load
	deferred    map[*ir.Instr]bool        // frees removed from the forward sweep
	reallocs    map[*ir.Instr][2]ir.Value // realloc -> its old block and byte count
	// retShadow is where a function returning pointers stores their
	// shadows (a parameter of the forward sweep), nil otherwise.
	retShadow ir.Value
	// entry is the forward sweep's entry block (for the callees'
	// return-shadow slots).
	entry *ir.Block
}

func (ag *augGen) run() error {
	fw := ag.fw
	if err := sweep(fw.g, ag.rpo, ag.instr); err != nil {
		return err
	}
	for _, p := range fw.tphis {
		for k, v := range p.orig.Operands() {
			ir.AddIncoming(p.dual, fw.shadowOrNull(v), p.orig.Incoming()[k])
		}
	}
	return nil
}

func (ag *augGen) instr(b *ir.Builder, i *ir.Instr) error {
	fw := ag.fw
	e := fw.e
	m := e.m
	act := fw.act
	switch i.Op {
	case ir.OpPhi:
		if act.shadowed[i] {
			fw.shadowPhi(b, i)
		}
		return nil
	case ir.OpAlloca:
		if !act.shadowed[i] {
			return nil
		}
		size, err := e.layout.Size(i.ElemType)
		if err != nil {
			return notDiff(m, i, "%v", err)
		}
		bb := &ir.Builder{}
		bb.SetInsertBefore(i)
		var n ir.Value = ir.Int(ir.I64, int64(size))
		if c, ok := i.Operand(0).(*ir.ConstInt); !ok || c.V != 1 {
			cnt := i.Operand(0)
			if cnt.Type() != ir.I64 {
				cnt = bb.Cast(ir.OpZExt, cnt, ir.I64)
			}
			n = bb.Mul(n, cnt)
		}
		p := e.sizedAlloc(bb, n, false)
		s := e.sizedAlloc(bb, n, true)
		p.Name = i.Name
		ir.ReplaceAllUsesWith(i, p)
		i.Erase()
		ag.repl[i] = p
		act.shadowed[p] = true
		fw.sh[p] = s
		ag.heap[p] = true
		return nil
	case ir.OpGetElementPtr, ir.OpAddrSpaceCast:
		if act.shadowed[i] {
			return fw.shadowGEP(b, i)
		}
		return nil
	case ir.OpLoad:
		if act.shadowed[i] {
			s := cloneWith(b, i, fw.shadow(i.Operand(0)))
			fw.sh[i] = s
			ag.shadowLoads[s] = i
		}
		return nil
	case ir.OpStore:
		v, p := i.Operand(0), i.Operand(1)
		if !act.hasShadow(p) {
			return fw.checkUnshadowedStore(i, v, p)
		}
		if !hasPtr(v.Type()) {
			return nil
		}
		sp := fw.shadow(p)
		if sp == nil {
			return notDiff(m, i, "pointer %s has no shadow", p)
		}
		s := ir.CloneInstr(i)
		s.Name = ""
		s.SetOperand(0, fw.shadowOrNull(v))
		s.SetOperand(1, sp)
		b.Insert(s)
		return nil
	case ir.OpBitCast:
		if act.shadowed[i] {
			fw.sh[i] = fw.shadow(i.Operand(0))
		} else if !act.isActive(i) && i.Typ.Scalar().IsFloat() {
			return fw.checkFloatFromBits(i)
		}
		return nil
	case ir.OpSelect:
		if act.shadowed[i] {
			fw.sh[i] = b.Select(i.Operand(0), fw.shadowOrNull(i.Operand(1)), fw.shadowOrNull(i.Operand(2)))
		}
		return nil
	case ir.OpFreeze:
		if act.shadowed[i] {
			fw.sh[i] = fw.shadowOrNull(i.Operand(0))
		}
		return nil
	case ir.OpExtractValue, ir.OpExtractElement:
		if act.shadowed[i] {
			fw.sh[i] = cloneWith(b, i, fw.shadowOrNull(i.Operand(0)))
		} else if i.Typ.IsPtr() && act.isActive(i.Operand(0)) {
			return notDiff(m, i, "pointers inside active aggregates are not supported")
		}
		return nil
	case ir.OpInsertValue:
		if act.shadowed[i] {
			fw.shadowInsert(b, i)
		}
		return nil
	case ir.OpRet:
		if ag.retShadow != nil && i.NumOperands() > 0 {
			b.Store(fw.shadowOrNull(i.Operand(0)), ag.retShadow, 0)
		}
		return nil
	case ir.OpIntToPtr:
		return fw.checkIntToPtr(i)
	case ir.OpCall, ir.OpInvoke:
		return ag.call(b, i)
	case ir.OpCallBr, ir.OpLandingPad, ir.OpResume, ir.OpCmpXchg, ir.OpAtomicRMW, ir.OpVAArg,
		ir.OpIndirectBr, ir.OpCatchSwitch, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchRet, ir.OpCleanupRet:
		return fw.checkUnsupported(i)
	}
	if act.isActive(i) && !i.Op.IsCallLike() {
		switch i.Op {
		case ir.OpInsertValue, ir.OpInsertElement, ir.OpShuffleVector, ir.OpFNeg, ir.OpFAdd, ir.OpFSub, ir.OpFMul,
			ir.OpFDiv, ir.OpFRem, ir.OpFPExt, ir.OpFPTrunc:
		default:
			if lookupRule(i.Op.String()) == nil {
				return notDiff(m, i, "no derivative rule for instruction %s", i.Op)
			}
		}
	}
	return nil
}

func (ag *augGen) call(b *ir.Builder, i *ir.Instr) error {
	fw := ag.fw
	e := fw.e
	m := e.m
	act := fw.act
	cf := calledFunc(i)
	name := ""
	if cf != nil {
		name = cf.Name
	}
	if cf != nil && strings.HasPrefix(name, "llvm.lifetime.") {
		if p, ok := i.Operand(i.NumOperands() - 1).(*ir.Instr); ok && ag.heap[p] {
			i.Erase() // the alloca became a heap block
		}
		return nil
	}
	if cf != nil && ignoredIntrinsic(name) {
		return nil
	}
	switch k := heapKind(name); k {
	case allocMalloc, allocNew, allocCalloc, allocRealloc, allocZeroed:
		if !act.shadowed[i] {
			return nil
		}
		if err := checkHeapAlign(m, i); err != nil {
			return err
		}
		// The primal block comes from the sized allocator too (the
		// reverse sweep frees it, and a realloc must not free the old
		// block the reverse sweep still reads).
		bb := &ir.Builder{}
		bb.SetInsertBefore(i)
		n := heapBytes(bb, i, k)
		old := i.Operand(1)
		alloc, _, _ := e.heapFuncs()
		zero := int64(0)
		if k == allocCalloc || k == allocZeroed {
			zero = 1
		}
		i.SetOperands([]ir.Value{alloc, n, ir.Int(ir.I1, zero)})
		i.ElemType = alloc.Sig
		i.SetAttrs(ir.AttrList{})
		i.SetBundles(nil)
		ag.heap[i] = true
		if i.Op == ir.OpInvoke {
			nd := i.Succs()[0]
			b = &ir.Builder{}
			b.SetInsertBefore(nd.Instrs[nd.FirstNonPhi()])
		}
		if k == allocRealloc {
			e.sizedCopy(b, i, old, n)
			ag.reallocs[i] = [2]ir.Value{old, n}
		}
		fw.sh[i] = e.sizedAlloc(b, n, true)
		return nil
	case allocFree, allocDelete:
		if act.hasShadow(i.Operand(1)) {
			// Deferred: the reverse sweep still reads this block and
			// frees it (and its shadow) when it reverses the allocation.
			i.Erase()
			ag.deferred[i] = true
		}
		return nil
	}
	if kind := memIntrinsic(name); kind != "" {
		if kind != "memset" && !act.hasShadow(i.Operand(1)) && act.hasShadow(i.Operand(2)) {
			return notDiff(m, i, "%s from active memory into memory without shadow", kind)
		}
		return nil
	}
	target := cf
	if target != nil && !target.IsDeclaration() {
		if i.Op == ir.OpInvoke {
			if n := len(ir.NewCFG(fw.g).Preds(i.Succs()[0])); n != 1 {
				return notDiff(m, i, "invoke whose normal destination has %d predecessors", n)
			}
		}
		args := append([]ir.Value(nil), i.Args()...)
		if len(args) != len(target.Params) || target.Sig.Variadic {
			return notDiff(m, i, "call to @%s with %d arguments for %d parameters (variadic or mismatched calls are not differentiated)", target.Name, len(args), len(target.Params))
		}
		pat := callPattern(act, args)
		pair, err := e.revFuncs(target, pat)
		if err != nil {
			return err
		}
		var cargs []ir.Value
		cargs = append(cargs, pair.aug)
		for k, a := range args {
			cargs = append(cargs, a)
			if pat[k] && a.Type().IsPtr() {
				cargs = append(cargs, fw.shadowOrNull(a))
			}
		}
		var slot *ir.Instr
		if hasPtr(target.Sig.Ret) {
			eb := &ir.Builder{}
			eb.SetInsertBefore(ag.entry.Instrs[0])
			slot = eb.Alloca(target.Sig.Ret, 8)
			cargs = append(cargs, slot)
		}
		cargs = append(cargs, ag.tape)
		i.SetOperands(cargs)
		i.ElemType = pair.aug.Sig
		i.SetAttrs(ir.AttrList{})
		i.SetBundles(nil)
		if i.Tail == ir.MustTail {
			i.Tail = ir.TailNone
		}
		ag.calls[i] = &revCall{pair: pair, ret: target.Sig.Ret, pattern: pat, args: args}
		if slot != nil && act.shadowed[i] {
			lb := b
			if i.Op == ir.OpInvoke {
				normal := i.Succs()[0]
				if n := len(ir.NewCFG(fw.g).Preds(normal)); n != 1 {
					return notDiff(m, i, "invoke whose normal destination has %d predecessors", n)
				}
				lb = &ir.Builder{}
				lb.SetInsertBefore(normal.Instrs[normal.FirstNonPhi()])
			}
			fw.sh[i] = lb.Load(target.Sig.Ret, slot, 8)
		}
		return nil
	}
	kind, _, err := fw.classifyExternal(i, cf, name)
	if kind == extIndirect {
		return ag.indirect(i)
	}
	// A call with a derivative rule is replayed by the reverse sweep; the
	// forward sweep keeps it as it is.
	return err
}

// indirect turns a call through a function pointer with active data into
// a call of the forward-sweep dispatcher.
func (ag *augGen) indirect(i *ir.Instr) error {
	fw := ag.fw
	e := fw.e
	sig := i.ElemType
	args := append([]ir.Value(nil), i.Args()...)
	if sig.Variadic || len(args) != len(sig.Params()) {
		return notDiff(e.m, i, "variadic indirect call with active arguments")
	}
	if hasPtr(sig.Ret) {
		return notDiff(e.m, i, "indirect call returning pointers, with active arguments: not supported in reverse mode")
	}
	if len(e.dispatchCandidates(sig)) == 0 {
		return notDiff(e.m, i, "indirect call through %s: no function of the module has its type %s", i.Callee(), sig)
	}
	pat := callPattern(fw.act, args)
	pair, err := e.revDispatch(sig, pat)
	if err != nil {
		return err
	}
	fp := i.Callee()
	cargs := []ir.Value{pair.aug, fp}
	for k, a := range args {
		cargs = append(cargs, a)
		if pat[k] && a.Type().IsPtr() {
			cargs = append(cargs, fw.shadowOrNull(a))
		}
	}
	cargs = append(cargs, ag.tape)
	i.SetOperands(cargs)
	i.ElemType = pair.aug.Sig
	i.SetAttrs(ir.AttrList{})
	i.SetBundles(nil)
	if i.Tail == ir.MustTail {
		i.Tail = ir.TailNone
	}
	ag.calls[i] = &revCall{pair: pair, ret: sig.Ret, fnptr: fp, pattern: pat, args: args}
	return nil
}
