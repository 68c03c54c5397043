package ir

import (
	"maps"
	"runtime"
	"sync"
	"sync/atomic"
)

// parallelMinInstrs is the number of instructions in scope below which
// function bodies are checked on one goroutine: starting workers and
// copying memo tables costs more than small modules save. (A variable
// so that tests can send small modules down the parallel path.)
var parallelMinInstrs = 1 << 14

// verifyBodiesParallel checks the declaration and body of every function
// in scope on several goroutines and reports whether that settled the
// matter: true means no body had a problem, exactly what the sequential
// loop would have found. On the first problem or panic in any worker it
// returns false without having changed v, and the caller checks the
// bodies again in order, so the problems reported (their order, which of
// two reports of one shared node comes first, a panic's message) are
// always the sequential run's.
//
// Each worker is a copy of v that shares the read-only tables built
// before the bodies (locations, scope, names) and has its own memo tables
// and per-function state; what the bodies add to the module-wide state
// (named structs in use) is merged back in.
func (v *verifier) verifyBodiesParallel() bool {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || !v.modeKnown || len(v.slotOf) < parallelMinInstrs || len(v.scope) < 2 {
		return false
	}
	workers = min(workers, len(v.scope), 8)
	copies := make([]*verifier, workers)
	for k := range copies {
		copies[k] = v.forkForBodies()
		// Plain !dbg locations stay out of the set (plainLocation): a
		// worker's set holds about a tenth of the attachment runs
		// (SQLite: 26,000 nodes of 246,000 runs), and a table sized for
		// all of them spread those over 2 MB of probes.
		copies[k].mdSeen.reserve(v.mdGuess / workers / 8)
	}
	ok := eachFuncParallel(copies, func(w *verifier, n int) bool {
		f := w.scope[n]
		w.verifyFuncDecl(f)
		w.verifyBody(f)
		return len(w.probs) == 0 && w.typed == v.typed && !w.placesBroken
	})
	for _, w := range copies {
		v.placesBroken = v.placesBroken || w.placesBroken
	}
	if !ok {
		return false
	}
	for _, w := range copies {
		for t := range w.unlisted {
			v.unlisted[t] = true
		}
		v.fuAll = v.fuAll && w.fuAll
		v.gslots += w.gslots
	}
	return true
}

// eachFuncParallel runs step for every function index of the scope, one
// goroutine per worker copy, each taking the next index until all are
// done. step reports whether its function went cleanly; on the first
// false or panic the workers stop, and eachFuncParallel reports false.
func eachFuncParallel(copies []*verifier, step func(w *verifier, n int) bool) bool {
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for _, w := range copies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if recover() != nil {
					failed.Store(true)
				}
			}()
			for !failed.Load() {
				n := int(next.Add(1)) - 1
				if n >= len(w.scope) {
					return
				}
				if !step(w, n) {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return !failed.Load()
}

// forkForBodies returns a copy of v for one body-checking worker: the
// tables buildLocations and the module-level checks built are shared
// (only read from here on); memo tables are the worker's own.
func (v *verifier) forkForBodies() *verifier {
	w := *v
	w.probs = nil
	w.typeMemo = maps.Clone(v.typeMemo)
	w.constMemo = map[Constant]string{}
	w.mdParent = &v.mdSeen
	w.mdSeen = nodeSet{}
	w.mdStack, w.lastMDRoot = nil, nil
	w.unlisted = map[*Type]bool{}
	w.lastB = nil
	w.predScratch, w.phiScratch, w.caseScratch = nil, nil, nil
	w.f, w.cfg, w.dom, w.slots, w.lpType = nil, nil, nil, nil, nil
	w.fuOn, w.fuCount, w.fuPCount, w.fuMarks, w.gslots = false, nil, nil, nil, 0
	w.cfgArena, w.posFn = nil, nil // (v's posFn would use v's locOf cache)
	return &w
}

// checkUseListsParallel is checkUseLists(true) with the per-function
// parts (the use lists of each function's parameters and instructions,
// then each function's operand slots) on several goroutines and the
// global values' use lists in between on this one. Like
// verifyBodiesParallel it reports whether that settled the matter: on any
// problem, any use crossing functions or a panic it clears what it marked
// and returns false, and the caller runs the sequential check.
func (v *verifier) checkUseListsParallel() bool {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 || len(v.slotOf) < parallelMinInstrs || len(v.scope) < 2 || len(v.inScope) != len(v.scope) {
		return false // (a function listed twice is judged by the sequential check)
	}
	workers = min(workers, len(v.scope), 8)
	copies := make([]*verifier, workers)
	for k := range copies {
		copies[k] = v.forkForBodies()
		copies[k].mdSeen.reserve(v.mdGuess / workers)
	}
	perFunc := func(step func(w *verifier, fi int, f *Func)) bool {
		return eachFuncParallel(copies, func(w *verifier, n int) bool {
			w.onlyFn = int32(n) + 1
			w.f, w.slots = w.scope[n], nil
			step(w, n, w.scope[n])
			return len(w.probs) == 0 && !w.crossFn
		})
	}
	// (Every function is listed once here, so "the location table puts i
	// in f" is the same test as in the sequential walk.)
	ok := perFunc(func(w *verifier, fi int, f *Func) { w.walkFuncUses(f) })
	if ok {
		n := len(v.probs)
		for _, gv := range v.m.GlobalValues() {
			if !isNilGV(gv) && !v.walked[gv] {
				v.walked[gv] = true
				v.walkUses(gv, true)
			}
		}
		if len(v.probs) > n {
			v.probs = v.probs[:n]
			ok = false
		}
	}
	if ok {
		ok = perFunc(func(w *verifier, fi int, f *Func) {
			for _, b := range f.Blocks {
				if b == nil {
					continue
				}
				for _, i := range b.Instrs {
					l, ok := w.locOf(i)
					if !ok || int(l.fn) != fi || f.Blocks[l.b] != b {
						continue
					}
					for k, op := range i.operands {
						t, ok := op.(Tracked)
						if !ok || isNilValue(op) || !w.wasWalked(t) {
							continue
						}
						if !w.marked[int(l.slot)+k] {
							w.crossFn = true // a problem: the sequential check reports it
						}
					}
				}
			}
		})
	}
	if !ok {
		clear(v.marked)
		clear(v.walked)
	}
	return ok
}
