package bitcode

import (
	"errors"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Writing function bodies in parallel.
//
// Once the module-level tables are enumerated and written (types,
// attributes, globals, module constants, metadata, bundle tags, sync
// scopes), a FUNCTION_BLOCK's content depends only on its function and
// those tables: its values, constants and local metadata are numbered
// per body, and the block starts word-aligned after its header and ends
// word-aligned, with nothing inside that refers to a position in the
// file. writeBodiesParallel therefore writes the bodies on several
// goroutines, each with its own copy of the writer's per-body state and
// scratch buffers and its own bitstream (bitstream.Writer.NewBodyWriter),
// sharing the module tables, which no goroutine changes; then the main
// writer copies the bodies in, in module order, with their headers, and
// notes where each starts for the module VST's FNENTRY records.
//
// A body that would add to a module-level table (which a valid module
// never needs: the tables are written already), any error or panic, and
// a module whose blocks do not all name their own function as Parent
// (instructions cache their position in their block, and a block shared
// by two bodies could be renumbered by two goroutines) make the writer
// write all the bodies again sequentially, so the output, and every error
// and its text, are the sequential writer's.

// parallelWriteMinBytes is the estimated size of the function bodies
// (bodiesSize) from which Write writes them in parallel (a variable so
// that tests can lower it).
var parallelWriteMinBytes = 256 << 10

// parallelWriteMaxWorkers bounds the goroutines writing bodies.
const parallelWriteMaxWorkers = 8

// errWriteSequential is what a body writer panics with when the body
// needs something only the sequential writer may do (add to a table
// shared by the body writers).
var errWriteSequential = errors.New("bitcode: this body needs the sequential writer")

// sharedTableAdd is called before anything is added to a module-level
// table: body writers share those tables and must not change them.
func (w *wWriter) sharedTableAdd() {
	if w.bodyOnly {
		panic(errWriteSequential)
	}
}

// bodyPiece is where one written body lies: bytes [start, end) of its
// worker's stream.
type bodyPiece struct {
	worker, start, end int
}

// writeBodiesParallel writes the function bodies as writeFunction does,
// on several goroutines, and reports whether it did; false leaves the
// stream and the writer as they were.
func (w *wWriter) writeBodiesParallel(bodies int) bool {
	procs := runtime.GOMAXPROCS(0)
	if bodies < parallelWriteMinBytes || procs < 2 {
		return false
	}
	var fns []*ir.Func
	for _, f := range w.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		for _, b := range f.Blocks {
			if b == nil || b.Parent != f {
				return false
			}
		}
		fns = append(fns, f)
	}
	if len(fns) < 2 {
		return false
	}
	workers := min(procs, len(fns), parallelWriteMaxWorkers)
	pieces := make([]bodyPiece, len(fns))
	streams := make([][]byte, workers)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for k := range workers {
		bw := w.bodyWriter()
		bw.bs.Grow(bodies/workers + bodies/8)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				n := int(next.Add(1)) - 1
				if n >= len(fns) {
					break
				}
				start := int(bw.bs.BitPos() / 8)
				if !bw.writeBodyApart(fns[n]) {
					failed.Store(true)
					return
				}
				pieces[n] = bodyPiece{k, start, int(bw.bs.BitPos() / 8)}
			}
			out, err := bw.bs.Take()
			if err != nil {
				failed.Store(true)
				return
			}
			streams[k] = out
		}()
	}
	wg.Wait()
	if failed.Load() {
		return false
	}
	for i, f := range fns {
		p := pieces[i]
		w.fn = f
		w.fnOffsets[f] = w.bs.BitPos()
		w.check(w.bs.EmitBlockBody(bitstream.FunctionBlockID, 5, streams[p.worker][p.start:p.end]))
	}
	w.fn = nil
	w.wroteParallel = true
	return true
}

// bodyWriter returns a writer for one body-writing goroutine: it shares
// w's module tables, which it only reads (sharedTableAdd stops it from
// adding to them), and has its own stream, per-body state and scratch
// buffers. Every field of wWriter that a body changes is set here.
func (w *wWriter) bodyWriter() *wWriter {
	bw := *w // the type cache is an array: copied
	bw.bodyOnly = true
	bw.bs = w.bs.NewBodyWriter()
	// vals (the module's values) is shared; a body's values are
	// appended to a copy (the first append copies the clipped slice).
	bw.vals = slices.Clip(w.vals)
	bw.fnValIDs, bw.fnInstrIDs, bw.fnParamIDs, bw.fnCstKeys, bw.fnScalarIDs = nil, nil, nil, nil, nil
	bw.fnBlockIDs, bw.fnByPos, bw.fnPosIDs, bw.fnBlockStart = nil, false, nil, nil
	bw.fnSpare = wFnMaps{}
	bw.fnMD, bw.fnMDIDs, bw.fnMDVals = nil, nil, nil
	bw.keyBuf, bw.attrKeyBuf, bw.attrListBuf, bw.attrListKey = nil, nil, nil, nil
	bw.diVals, bw.diSet = nil, nil
	bw.rec = nil
	bw.fnOffsets = nil // the main writer notes offsets as it copies bodies in
	bw.fn, bw.sealed = nil, false
	return &bw
}

// writeBodyApart writes f's body between BeginBody and EndBody of the
// body writer's stream and reports whether it could.
func (w *wWriter) writeBodyApart(f *ir.Func) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			ok = false
		}
	}()
	w.fn = f
	w.check(w.bs.BeginBody(bitstream.FunctionBlockID, 5))
	w.writeFunctionBody(f)
	w.check(w.bs.EndBody())
	w.endFunction()
	return true
}

// Skipping the prepass of instructions that add nothing.
//
// prepassFunc numbers, in module order, what each body needs at module
// level (types, attribute lists, metadata, kinds, bundle tags, sync
// scopes). In a large module most instructions need nothing that the
// module's globals and the instructions before them have not numbered
// already, and their prepass changes nothing. prepassProbe runs the
// prepass of every instruction on several goroutines against the tables
// as they are before any body's prepass, read-only (a body writer's
// sharedTableAdd stops an instruction at the first thing it would add):
// an instruction that gets through would add nothing later either, since
// the tables only grow, and the sequential prepass skips it. The others
// (the instructions that stopped or failed, and every instruction of a
// body whose parameters or blocks did) get their prepass in module order
// as before, so the tables, and every error, come out the same. What the
// probe notes from one instruction to the next (constants walked, the
// last location) may include what an instruction that stopped had begun:
// that instruction comes earlier in the sequential prepass, which
// numbers it all.

// wPrepassNeed is what the prepass of one function must still do.
type wPrepassNeed struct {
	probed bool        // false: the whole prepass
	instrs []*ir.Instr // the instructions to prepass, in order
}

// prepassProbe returns, per function of the module, what its prepass
// must still do; nil when the module is too small for the parallel probe
// (then every prepass is done whole).
func (w *wWriter) prepassProbe() []wPrepassNeed {
	procs := runtime.GOMAXPROCS(0)
	if procs < 2 || len(w.m.Funcs) < 2 {
		return nil
	}
	instrs := 0
	for _, f := range w.m.Funcs {
		for _, b := range f.Blocks {
			if b != nil {
				instrs += len(b.Instrs)
			}
		}
	}
	if instrs*instrSize < parallelWriteMinBytes {
		return nil
	}
	fns := w.m.Funcs
	needs := make([]wPrepassNeed, len(fns))
	workers := min(procs, len(fns), parallelWriteMaxWorkers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		pw := w.bodyWriter()
		seen := map[ir.Constant]bool{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				n := int(next.Add(1)) - 1
				if n >= len(fns) {
					return
				}
				clear(seen)
				needs[n] = pw.probePrepass(fns[n], seen)
			}
		}()
	}
	wg.Wait()
	return needs
}

// probePrepass runs f's prepass on a body writer, one instruction at a
// time, and returns what the sequential prepass must still do.
func (w *wWriter) probePrepass(f *ir.Func, seen map[ir.Constant]bool) (need wPrepassNeed) {
	defer func() {
		if r := recover(); r != nil {
			need = wPrepassNeed{} // the whole prepass
		}
		w.fn = nil
	}()
	w.fn = f
	w.prepassParams(f)
	st := wPrepass{seen: seen}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if !w.probeInstr(in, &st) {
				need.instrs = append(need.instrs, in)
			}
		}
	}
	need.probed = true
	return need
}

// probeInstr runs in's prepass and reports whether it got through.
func (w *wWriter) probeInstr(in *ir.Instr, st *wPrepass) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			ok = false
		}
	}()
	w.prepassInstr(in, st)
	return true
}

// prepassNeeded does what need says is left of f's prepass.
func (w *wWriter) prepassNeeded(f *ir.Func, need *wPrepassNeed) {
	if !need.probed {
		w.prepassFunc(f)
		return
	}
	if len(need.instrs) == 0 {
		return
	}
	st := wPrepass{seen: map[ir.Constant]bool{}}
	for _, in := range need.instrs {
		w.prepassInstr(in, &st)
	}
}
