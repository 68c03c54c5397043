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
