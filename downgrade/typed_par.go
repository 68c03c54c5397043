package downgrade

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ptrtype"
)

// Pointer typing on several goroutines. The per-function parts of
// typed's steps (the inference's answers for each instruction, applying
// them, call types, operand casts) touch only the function's own
// instructions, with three exceptions, handled so that the module and
// the report come out exactly as on one goroutine:
//
//   - the use lists of global values, which every function shares: a
//     worker changes operands with ir.Instr.SetOperandLogged, and the
//     logs are applied afterwards in function order (the order a
//     sequential run changes them in);
//   - the retyped constants (typer.cc), shared by every function that
//     uses one: a constant is made once, whichever worker asks first,
//     and counted in the report when it enters the table (constFor is a
//     function of the constant and the wanted type alone, so which
//     worker makes it changes nothing);
//   - the report's counters: each worker counts its own, added up after.
//
// Casts (typer.casts) are keyed by a value of the function, so each
// worker keeps its own table. Before any of it, collectParallel checks
// that every function is its own (no instruction, parameter or block of
// another function in its operands, no block or instruction listed
// twice): a module that fails the check, or whose inference has no
// answer ready for an instruction, is typed on one goroutine.

// parallelMinInstrs is the number of instructions below which typing
// runs on one goroutine: starting workers costs more than small modules
// save. (A variable so that tests can send small modules down the
// parallel path.)
var parallelMinInstrs = 1 << 14

// parallelRuns counts the typings that took the parallel path (for tests).
var parallelRuns atomic.Int64

// parallelOK reports whether the module is worth typing on several
// goroutines.
func (t *typer) parallelOK() bool {
	return runtime.GOMAXPROCS(0) >= 2 && len(t.m.Funcs) >= 2 && t.m.HasInstrs(parallelMinInstrs)
}

// workers returns how many goroutines to use.
func (t *typer) workers() int { return min(runtime.GOMAXPROCS(0), len(t.m.Funcs), 8) }

// collectParallel is step 1 on several goroutines; ok is false when the
// module is not fit for the parallel path (see above), and nothing has
// been changed.
func (t *typer) collectParallel() (fts []fnTypes, ok bool) {
	m := t.m
	seen := make(map[*ir.Func]bool, len(m.Funcs))
	for _, f := range m.Funcs {
		if seen[f] {
			return nil, false
		}
		seen[f] = true
	}
	fts = make([]fnTypes, len(m.Funcs))
	var failed atomic.Bool
	run(t.workers(), len(m.Funcs), func(k int) {
		if failed.Load() {
			return
		}
		var ok bool
		if fts[k], ok = collectOwned(m.Funcs[k], t.r); !ok {
			failed.Store(true)
		}
	}, func(int, any) { failed.Store(true) })
	if failed.Load() {
		return nil, false
	}
	return fts, true
}

// collectOwned is step 1 for f on a worker (collectTypes, reading the
// inference with KnownTypeOf), checking in the same walk that everything
// f's instructions refer to that belongs to a function (instructions,
// parameters, blocks) is f's, and that each of its blocks and
// instructions is listed once, in its parent. ok is false when a check
// fails or the inference has no answer ready.
func collectOwned(f *ir.Func, r *ptrtype.Result) (ft fnTypes, ok bool) {
	for _, b := range f.Blocks {
		if b.Parent != f {
			return ft, false
		}
		for k, i := range b.Instrs {
			// An instruction listed twice (in two blocks, or twice in
			// one) has another parent or index in one of the places.
			if i.Parent != b || i.Index() != k {
				return ft, false
			}
			for _, v := range i.Operands() {
				switch x := v.(type) {
				case *ir.Instr:
					if x.Parent == nil || x.Parent.Parent != f {
						return ft, false
					}
				case *ir.Param:
					if x.Parent != f {
						return ft, false
					}
				case *ir.Block:
					if x.Parent != f {
						return ft, false
					}
				}
			}
			if i.Op == ir.OpPhi {
				for _, p := range i.Incoming() {
					if p.Parent != f {
						return ft, false
					}
				}
			}
			for _, s := range i.Succs() {
				if s.Parent != f {
					return ft, false
				}
			}
			var e *ir.Type
			if containsPtr(i.Typ) {
				ty, el, known := r.KnownTypeOf(i)
				if !known {
					return ft, false
				}
				switch i.Op {
				case ir.OpAlloca, ir.OpGetElementPtr, ir.OpCall, ir.OpInvoke, ir.OpCallBr:
					e = el
				}
				ft.types = append(ft.types, [2]*ir.Type{ty, e})
			}
			if i.Op.IsCallLike() {
				ft.callElem = append(ft.callElem, e)
			}
		}
	}
	return ft, true
}

// applyParallel is applyTypes for every function on several goroutines,
// each function followed by its call types (callTypes, the first part of
// step 3, which reads only what step 2 set: the module's signatures and
// the function's own instruction types; the aliases step 2 ends with
// only add retyped constants, which constFor makes the same whenever
// asked). It returns how many instructions were typed and how many types
// step 1 found; a function whose count is off gets no call types (typed
// reports the mismatch, as the sequential path does before step 3).
func (t *typer) applyParallel(fts []fnTypes) (n, want int) {
	counts := make([]int, len(fts))
	t.eachFuncParallel(func(w *typer, k int) {
		f := t.m.Funcs[k]
		counts[k] = applyTypes(f, fts[k].types)
		if counts[k] == len(fts[k].types) {
			w.callTypes(f, fts[k].callElem)
		}
	})
	for k := range fts {
		n += counts[k]
		want += len(fts[k].types)
	}
	return n, want
}

// eachFuncParallel runs step on a worker copy of t for every function
// index, then applies the workers' use-list logs in function order and
// adds their counts to the report.
func (t *typer) eachFuncParallel(step func(w *typer, k int)) {
	if t.ccMu == nil {
		t.ccMu = new(sync.Mutex)
	}
	logs := make([]ir.UseLog, len(t.m.Funcs))
	ws := make([]*typer, t.workers())
	for k := range ws {
		w := *t
		l := *t.l
		l.rep = &Report{}
		w.l = &l
		w.casts = map[castKey]*ir.Instr{}
		w.ccSeen = map[constKey]ir.Constant{}
		ws[k] = &w
	}
	var p panics
	runWorkers(ws, len(t.m.Funcs), func(w *typer, k int) {
		w.log = &logs[k]
		step(w, k)
	}, p.add)
	p.repanic()
	for k := range logs {
		logs[k].Apply()
	}
	for _, w := range ws {
		t.l.rep.BitCasts += w.l.rep.BitCasts
		t.l.rep.ZeroGEPs += w.l.rep.ZeroGEPs
	}
}

// constForShared is constFor's table lookup while workers run: the first
// constant made for k enters the table (and the report), and every caller
// gets that one.
func (t *typer) constForShared(k constKey) ir.Constant {
	if r, ok := t.ccSeen[k]; ok {
		return r
	}
	t.ccMu.Lock()
	r, ok := t.cc[k]
	t.ccMu.Unlock()
	if ok {
		if t.ccSeen != nil {
			t.ccSeen[k] = r
		}
		return r
	}
	var n constCounts
	r = t.constFor1(k.c, k.want, &n)
	t.ccMu.Lock()
	defer t.ccMu.Unlock()
	if prev, ok := t.cc[k]; ok {
		r = prev
	} else {
		t.cc[k] = r
		t.l.rep.BitCasts += n.bitCasts
		t.l.rep.ZeroGEPs += n.zeroGEPs
	}
	if t.ccSeen != nil {
		t.ccSeen[k] = r
	}
	return r
}

// panics keeps the panic of the first function (by index) that
// panicked on a worker.
type panics struct {
	mu  sync.Mutex
	k   int
	val any
	set bool
}

func (p *panics) add(k int, v any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.set || k < p.k {
		p.k, p.val, p.set = k, v, true
	}
}

// repanic panics again, on the caller's goroutine, with the value of
// the first function that panicked (the one a sequential run stops at).
func (p *panics) repanic() {
	if p.set {
		panic(p.val)
	}
}

// run calls step for every index below n on the given number of
// goroutines, each taking the next index until all are done; a panic in
// step is handed to onPanic and the worker goes on with the next index.
func run(workers, n int, step func(k int), onPanic func(k int, v any)) {
	ws := make([]struct{}, workers)
	runWorkers(ws, n, func(_ struct{}, k int) { step(k) }, onPanic)
}

func runWorkers[W any](ws []W, n int, step func(w W, k int), onPanic func(k int, v any)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	one := func(w W, k int) {
		defer func() {
			if v := recover(); v != nil {
				onPanic(k, v)
			}
		}()
		step(w, k)
	}
	for _, w := range ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= n {
					return
				}
				one(w, k)
			}
		}()
	}
	wg.Wait()
}
