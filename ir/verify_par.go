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
	var next atomic.Int64
	var failed atomic.Bool
	copies := make([]*verifier, workers)
	var wg sync.WaitGroup
	for k := range copies {
		w := v.forkForBodies()
		copies[k] = w
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
				f := w.scope[n]
				w.verifyFuncDecl(f)
				w.verifyBody(f)
				if len(w.probs) > 0 || w.typed != v.typed {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	if failed.Load() {
		return false
	}
	for _, w := range copies {
		for t := range w.unlisted {
			v.unlisted[t] = true
		}
	}
	return true
}

// forkForBodies returns a copy of v for one body-checking worker: the
// tables buildLocations and the module-level checks built are shared
// (only read from here on); memo tables are the worker's own.
func (v *verifier) forkForBodies() *verifier {
	w := *v
	w.probs = nil
	w.typeMemo = maps.Clone(v.typeMemo)
	w.constMemo = map[Constant]string{}
	w.mdParent = v.mdSeen
	w.mdSeen = map[*MDNode]bool{}
	w.unlisted = map[*Type]bool{}
	w.lastB = nil
	w.f, w.cfg, w.dom, w.slots, w.lpType = nil, nil, nil, nil, nil
	return &w
}
