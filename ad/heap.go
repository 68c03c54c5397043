package ad

import "github.com/irfix/irfix/ir"

// Heap blocks the derivative code allocates (shadow blocks in both modes,
// and in reverse mode the primal blocks too, since the reverse sweep reads
// them after the program freed them) carry their size in a 16-byte header,
// so that a realloc can copy exactly the old contents into a new block
// while the old one stays alive for the reverse sweep.

const (
	heapAllocName = "irfix.ad.alloc" // (i64 n, i1 zero) -> ptr
	heapFreeName  = "irfix.ad.free"  // (ptr) ; null is ignored
	heapSizeName  = "irfix.ad.size"  // (ptr) -> i64 ; 0 for null
)

func (e *engine) heapFuncs() (alloc, free, size *ir.Func) {
	if f := e.findFunc(heapAllocName); f != nil {
		return f, e.findFunc(heapFreeName), e.findFunc(heapSizeName)
	}
	alloc = ir.NewFunc(heapAllocName, ir.FuncOf(ir.Ptr, []*ir.Type{ir.I64, ir.I1}, false))
	alloc.Linkage = ir.Internal
	e.addFunc(alloc)
	b := ir.NewBuilder(alloc.NewBlock("entry"))
	n, zero := alloc.Params[0], alloc.Params[1]
	total := b.Add(n, ir.Int(ir.I64, 16))
	raw := b.Select(zero, e.heapCall(b, "calloc", total, ir.Int(ir.I64, 1)), e.heapCall(b, "malloc", total))
	b.Store(n, raw, 8)
	b.Ret(b.GEP(ir.I8, raw, true, ir.Int(ir.I64, 16)))

	free = ir.NewFunc(heapFreeName, ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false))
	free.Linkage = ir.Internal
	e.addFunc(free)
	entry, do, done := free.NewBlock("entry"), free.NewBlock("free"), free.NewBlock("done")
	b = ir.NewBuilder(entry)
	p := free.Params[0]
	b.CondBr(b.ICmp(ir.ICmpEQ, p, ir.Null(ir.Ptr)), done, do)
	b.SetInsertAtEnd(do)
	e.heapCall(b, "free", b.GEP(ir.I8, p, false, ir.Int(ir.I64, -16)))
	b.Br(done)
	b.SetInsertAtEnd(done)
	b.Ret(nil)

	size = ir.NewFunc(heapSizeName, ir.FuncOf(ir.I64, []*ir.Type{ir.Ptr}, false))
	size.Linkage = ir.Internal
	e.addFunc(size)
	entry, do, done = size.NewBlock("entry"), size.NewBlock("read"), size.NewBlock("null")
	b = ir.NewBuilder(entry)
	p = size.Params[0]
	b.CondBr(b.ICmp(ir.ICmpEQ, p, ir.Null(ir.Ptr)), done, do)
	b.SetInsertAtEnd(do)
	b.Ret(b.Load(ir.I64, b.GEP(ir.I8, p, false, ir.Int(ir.I64, -16)), 8))
	b.SetInsertAtEnd(done)
	b.Ret(ir.Int(ir.I64, 0))
	return alloc, free, size
}

func toI64(b *ir.Builder, v ir.Value) ir.Value {
	if v.Type() == ir.I64 {
		return v
	}
	return b.Cast(ir.OpZExt, v, ir.I64)
}

// sizedAlloc emits irfix.ad.alloc(n, zero).
func (e *engine) sizedAlloc(b *ir.Builder, n ir.Value, zero bool) *ir.Instr {
	alloc, _, _ := e.heapFuncs()
	z := int64(0)
	if zero {
		z = 1
	}
	return b.Call(alloc.Sig, alloc, toI64(b, n), ir.Int(ir.I1, z))
}

// sizedFree emits irfix.ad.free(p).
func (e *engine) sizedFree(b *ir.Builder, p ir.Value) {
	_, free, _ := e.heapFuncs()
	b.Call(free.Sig, free, p)
}

// sizedCopy copies min(size(old), n) bytes of old into the new block nw.
func (e *engine) sizedCopy(b *ir.Builder, nw, old, n ir.Value) ir.Value {
	_, _, size := e.heapFuncs()
	n = toI64(b, n)
	os := b.Call(size.Sig, size, old)
	k := b.Select(b.ICmp(ir.ICmpULT, os, n), os, n)
	sig := ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr, ir.Ptr, ir.I64, ir.I1}, false)
	mc := e.declare("llvm.memcpy.p0.p0.i64", sig)
	b.Call(sig, mc, nw, old, k, ir.Int(ir.I1, 0))
	return k
}

// heapBytes is the byte count a heap call asks for.
func heapBytes(b *ir.Builder, i *ir.Instr, kind allocKind) ir.Value {
	switch kind {
	case allocCalloc:
		return b.Mul(toI64(b, i.Operand(1)), toI64(b, i.Operand(2)))
	case allocRealloc:
		if rustHeapBase(calleeName(i)) != "" {
			return toI64(b, i.Operand(4)) // (ptr, old_size, align, new_size)
		}
		return toI64(b, i.Operand(2))
	}
	return toI64(b, i.Operand(1))
}

// maxHeapAlign is the alignment of the blocks the derivative code
// allocates (malloc's, past a 16-byte header).
const maxHeapAlign = 16

// checkHeapAlign refuses a Rust allocation of active memory asking for an
// alignment the derivative code's blocks cannot promise (or one it cannot
// see).
func checkHeapAlign(m *ir.Module, i *ir.Instr) error {
	k := 0
	switch rustHeapBase(calleeName(i)) {
	case "alloc", "alloc_zeroed":
		k = 2
	case "realloc":
		k = 3
	default:
		return nil
	}
	c, ok := i.Operand(k).(*ir.ConstInt)
	if !ok || c.Big != nil || c.V > maxHeapAlign {
		return notDiff(m, i, "Rust allocation of active memory with alignment %s: only constant alignments up to %d bytes are supported", i.Operand(k), maxHeapAlign)
	}
	return nil
}

// fromOwnHeap reports whether pointer p certainly is null or a block
// allocated by a heap call of f (through phis, selects and -O0 pointer
// slots), so that its size header exists.
func fromOwnHeap(p ir.Value, depth int) bool {
	if depth > 12 {
		return false
	}
	switch x := p.(type) {
	case *ir.ConstNull:
		return true
	case *ir.Instr:
		switch x.Op {
		case ir.OpCall, ir.OpInvoke:
			k := heapKind(calleeName(x))
			return k == allocMalloc || k == allocCalloc || k == allocRealloc || k == allocNew || k == allocZeroed
		case ir.OpPhi:
			for _, o := range x.Operands() {
				if !fromOwnHeap(o, depth+1) {
					return false
				}
			}
			return true
		case ir.OpSelect:
			return fromOwnHeap(x.Operand(1), depth+1) && fromOwnHeap(x.Operand(2), depth+1)
		case ir.OpLoad:
			slot, ok := x.Operand(0).(*ir.Instr)
			if !ok || slot.Op != ir.OpAlloca {
				return false
			}
			for _, u := range slot.Uses() {
				switch {
				case u.User.Op == ir.OpLoad:
				case u.User.Op == ir.OpStore && u.Index == 1:
					if !fromOwnHeap(u.User.Operand(0), depth+1) {
						return false
					}
				default:
					return false
				}
			}
			return true
		}
	}
	return false
}

// checkReallocs refuses a realloc of active memory whose block may not
// come from a heap call of the function itself (its size is then
// unknown to the derivative code).
func checkReallocs(m *ir.Module, g *ir.Func, act *activity) error {
	var err error
	g.Instrs(func(i *ir.Instr) {
		if err != nil || !i.Op.IsCallLike() || heapKind(calleeName(i)) != allocRealloc || !act.shadowed[i] {
			return
		}
		if !fromOwnHeap(i.Operand(1), 0) {
			err = notDiff(m, i, "realloc of active memory not allocated by the differentiated function itself is not supported")
		}
	})
	return err
}
