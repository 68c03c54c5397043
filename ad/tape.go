package ad

import "github.com/irfix/irfix/ir"

// The tape is one LIFO byte stack per top-level derivative call, shared
// by the forward sweeps (which push) and the reverse sweeps (which pop in
// exactly the reverse order) of every function called along the way. It
// is a { ptr buf, i64 len, i64 cap } record on the public NAME_grad's
// stack, grown with realloc and freed before NAME_grad returns.

var tapeType = ir.StructOf(false, ir.Ptr, ir.I64, ir.I64)

const (
	tapePushName = "irfix.ad.tape.push"
	tapePopName  = "irfix.ad.tape.pop"
)

var tapeFnSig = ir.FuncOf(ir.Ptr, []*ir.Type{ir.Ptr, ir.I64}, false)

// tapeFuncs returns the push and pop helpers, defining them on first use:
// push(t, n) reserves n bytes and returns their address; pop(t, n)
// releases the last n bytes and returns their address.
func (e *engine) tapeFuncs() (push, pop *ir.Func) {
	if f := e.findFunc(tapePushName); f != nil {
		return f, e.findFunc(tapePopName)
	}
	push = ir.NewFunc(tapePushName, tapeFnSig)
	push.Linkage = ir.Internal
	e.addFunc(push)
	t, n := push.Params[0], push.Params[1]
	entry, grow, ok := push.NewBlock("entry"), push.NewBlock("grow"), push.NewBlock("ok")
	b := ir.NewBuilder(entry)
	lenp := b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 1))
	capp := b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 2))
	ln := b.Load(ir.I64, lenp, 8)
	cp := b.Load(ir.I64, capp, 8)
	nl := b.Add(ln, n)
	b.CondBr(b.ICmp(ir.ICmpUGT, nl, cp), grow, ok)
	b.SetInsertAtEnd(grow)
	nc := b.Add(b.Binary(ir.OpShl, nl, ir.Int(ir.I64, 1)), ir.Int(ir.I64, 256))
	buf := b.Load(ir.Ptr, t, 8)
	nb := e.heapCall(b, "realloc", buf, nc)
	b.Store(nb, t, 8)
	b.Store(nc, capp, 8)
	b.Br(ok)
	b.SetInsertAtEnd(ok)
	cur := b.Load(ir.Ptr, t, 8)
	p := b.GEP(ir.I8, cur, false, ln)
	b.Store(nl, lenp, 8)
	b.Ret(p)

	pop = ir.NewFunc(tapePopName, tapeFnSig)
	pop.Linkage = ir.Internal
	e.addFunc(pop)
	t, n = pop.Params[0], pop.Params[1]
	b = ir.NewBuilder(pop.NewBlock("entry"))
	lenp = b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 1))
	nl = b.Sub(b.Load(ir.I64, lenp, 8), n)
	b.Store(nl, lenp, 8)
	cur = b.Load(ir.Ptr, t, 8)
	b.Ret(b.GEP(ir.I8, cur, false, nl))
	return push, pop
}

// storeSize is the number of bytes a value of t occupies on the tape.
func (e *engine) storeSize(t *ir.Type) int64 {
	n, err := e.layout.StoreSize(t)
	if err != nil || n == 0 {
		return 8
	}
	return int64(n)
}

const tapeReserveName = "irfix.ad.tape.reserve"

// tapeReserve returns reserve(t, n): grow the tape's capacity to hold n
// more bytes at once (a hint from a loop's trip count; pushes grow the
// tape themselves).
func (e *engine) tapeReserve() *ir.Func {
	if f := e.findFunc(tapeReserveName); f != nil {
		return f
	}
	f := ir.NewFunc(tapeReserveName, ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr, ir.I64}, false))
	f.Linkage = ir.Internal
	e.addFunc(f)
	t, n := f.Params[0], f.Params[1]
	entry, grow, done := f.NewBlock("entry"), f.NewBlock("grow"), f.NewBlock("done")
	b := ir.NewBuilder(entry)
	lenp := b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 1))
	capp := b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 2))
	want := b.Add(b.Load(ir.I64, lenp, 8), n)
	b.CondBr(b.ICmp(ir.ICmpUGT, want, b.Load(ir.I64, capp, 8)), grow, done)
	b.SetInsertAtEnd(grow)
	nb := e.heapCall(b, "realloc", b.Load(ir.Ptr, t, 8), want)
	b.Store(nb, t, 8)
	b.Store(want, capp, 8)
	b.Br(done)
	b.SetInsertAtEnd(done)
	b.Ret(nil)
	return f
}

// The tape's buffer outlives the call that grew it: tape.close keeps it
// as the module's spare (the larger of it and the spare before, by
// capacity) and the next top-level call's tape.open starts from it. A gradient called in a
// loop (an optimiser) then writes its tape into memory that is already
// mapped, instead of faulting in fresh pages on every call (with glibc,
// a tape past 32 MiB is a fresh mmap each time: for sum sin(x_i)*x_i at
// n = 10^7 that was a third of the gradient's overhead over the
// hand-written adjoint). The spare is taken and put back with atomic
// exchanges, so concurrent and nested calls each own their buffer; its
// capacity is kept in its first 8 bytes while it waits. The cost is one
// buffer, about the size of the largest tape, held until the process
// exits.
const (
	tapeOpenName  = "irfix.ad.tape.open"
	tapeCloseName = "irfix.ad.tape.close"
	tapeSpareName = "irfix.ad.tape.spare"
)

// tapeSpare is the module's spare buffer, as an i64 (ptrtoint) so that
// the exchange is an integer atomicrmw on every LLVM version.
func (e *engine) tapeSpare() *ir.Global {
	if g := findGlobal(e.m, tapeSpareName); g != nil {
		return g
	}
	g := ir.NewGlobal(tapeSpareName, ir.I64, ir.Int(ir.I64, 0))
	g.Linkage = ir.Internal
	g.Align = 8
	e.m.AddGlobal(g)
	return g
}

func xchg(b *ir.Builder, p ir.Value, v ir.Value) *ir.Instr {
	x := ir.NewInstr(ir.OpAtomicRMW, v.Type(), p, v)
	x.RMWOp = ir.RMWXchg
	x.Ordering = ir.SeqCst
	x.Align = 8
	return b.Insert(x)
}

// tapeOpenClose returns open(t), which initialises tape record t (from
// the spare buffer when there is one), and close(t), which releases t's
// buffer (kept as the spare, freeing the one it replaces).
func (e *engine) tapeOpenClose() (open, close *ir.Func) {
	if f := findFunc(e.m, tapeOpenName); f != nil {
		return f, findFunc(e.m, tapeCloseName)
	}
	spare := e.tapeSpare()
	sig := ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)

	open = ir.NewFunc(tapeOpenName, sig)
	open.Linkage = ir.Internal
	e.addFunc(open)
	t := open.Params[0]
	entry, have, done := open.NewBlock("entry"), open.NewBlock("have"), open.NewBlock("done")
	b := ir.NewBuilder(entry)
	b.Store(ir.Null(tapeType), t, 8)
	got := xchg(b, spare, ir.Int(ir.I64, 0))
	b.CondBr(b.ICmp(ir.ICmpEQ, got, ir.Int(ir.I64, 0)), done, have)
	b.SetInsertAtEnd(have)
	buf := b.Cast(ir.OpIntToPtr, got, ir.Ptr)
	b.Store(buf, t, 8)
	b.Store(b.Load(ir.I64, buf, 8), b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 2)), 8)
	b.Br(done)
	b.SetInsertAtEnd(done)
	b.Ret(nil)

	close = ir.NewFunc(tapeCloseName, sig)
	close.Linkage = ir.Internal
	e.addFunc(close)
	t = close.Params[0]
	entry, keep, drop, done := close.NewBlock("entry"), close.NewBlock("keep"), close.NewBlock("drop"), close.NewBlock("done")
	b = ir.NewBuilder(entry)
	buf = b.Load(ir.Ptr, t, 8)
	cp := b.Load(ir.I64, b.GEP(tapeType, t, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 2)), 8)
	// A buffer too small to hold its own capacity (or none) is not kept.
	b.CondBr(b.ICmp(ir.ICmpUGE, cp, ir.Int(ir.I64, 8)), keep, drop)
	b.SetInsertAtEnd(keep)
	b.Store(cp, buf, 8)
	old := xchg(b, spare, b.Cast(ir.OpPtrToInt, buf, ir.I64))
	// Keep the larger of the two: when the one taken out is larger, it
	// goes back in, and whatever that exchange returns (this call's
	// buffer, or one another thread put there meanwhile) is freed.
	back, freeOld, freeOut := close.NewBlock("back"), close.NewBlock("free.old"), close.NewBlock("free.out")
	b.CondBr(b.ICmp(ir.ICmpEQ, old, ir.Int(ir.I64, 0)), done, back)
	b.SetInsertAtEnd(back)
	oldp := b.Cast(ir.OpIntToPtr, old, ir.Ptr)
	b.CondBr(b.ICmp(ir.ICmpUGT, b.Load(ir.I64, oldp, 8), cp), freeOut, freeOld)
	b.SetInsertAtEnd(freeOld)
	e.heapCall(b, "free", oldp)
	b.Br(done)
	b.SetInsertAtEnd(freeOut)
	out := xchg(b, spare, old)
	e.heapCall(b, "free", b.Cast(ir.OpIntToPtr, out, ir.Ptr))
	b.Br(done)
	b.SetInsertAtEnd(drop)
	e.heapCall(b, "free", buf)
	b.Br(done)
	b.SetInsertAtEnd(done)
	b.Ret(nil)
	return open, close
}
