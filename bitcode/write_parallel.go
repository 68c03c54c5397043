package bitcode

import (
	"errors"
	"runtime"
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
// (bodyBytes) from which Write writes them in parallel (a variable so
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

// bodyHeaderMax bounds the bytes of a FUNCTION_BLOCK's header in the
// module block (abbreviation ID, block ID, abbreviation width, alignment
// to a word and the length word), and vstEntryMax those of a function's
// FNENTRY record in the module's value symbol table.
const (
	bodyHeaderMax = 16
	vstEntryMax   = 24
)

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
	// The bodies' sizes are known now: room for them and what follows
	// them, without the doubling of Grow when the module's tables took
	// more than writeModule's estimate gave them (libclc: a 16 MB
	// buffer for an 8 MB stream, the first 8 MB of it left as garbage).
	need := len(w.strtab) + 4<<10
	for _, p := range pieces {
		need += p.end - p.start + bodyHeaderMax + vstEntryMax
	}
	w.bs.Reserve(need)
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
	// vals[:nModVals] is shared; the body's values are appended to a
	// copy (the full slice expression makes the first append copy).
	bw.vals = w.vals[:w.nModVals:w.nModVals]
	bw.fnValIDs, bw.fnInstrIDs, bw.fnParamIDs, bw.fnCstKeys, bw.fnScalarIDs = nil, nil, nil, nil, nil
	bw.fnBlockIDs, bw.fnByPos, bw.fnPosIDs, bw.fnBlockStart = nil, false, nil, nil
	bw.fnLastB = nil
	bw.fnSpare = wFnMaps{}
	bw.fnMD, bw.fnMDIDs, bw.fnMDVals = nil, nil, nil
	bw.keyBuf, bw.attrKeyBuf, bw.attrListBuf, bw.attrListKey = nil, nil, nil, nil
	bw.diVals, bw.diSet = nil, nil
	bw.shuffleMemo, bw.shuffleKey = nil, nil
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
