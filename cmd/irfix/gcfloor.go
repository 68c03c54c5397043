package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// The collector's first cycles, while a module is being read, are wasted
// work: nearly everything allocated stays live (the module), yet under
// GOGC=100 the heap is marked at every doubling — 9, 16, 26, 42, ... MB
// up to the module's size, about 1.5 times the final module marked in
// all, and a fifth of a downgrade's CPU went to the collector. So in the
// commands that run the whole pipeline on a module (downgrade, upgrade,
// as: runPipeline) the collector is off while the input is read and
// verified, and runs once when it is ready (Pipeline.InputReady), before
// the first pass that converts it: the module is then nearly all the heap
// holds, the reader's and the verifier's garbage goes, and the usual
// GOGC=100 pacing takes over from there. Where that one collection falls
// sets the peak of the rest of the run (the pacer lets the heap grow to
// twice what it marked); a fixed floor sized from the input put it
// anywhere from the middle of the read (libclc's typed bitcode: a module
// of 38 bytes per byte of input, then a second collection right after
// the first) to after verification (SQLite: 25 bytes per byte). Commands
// that only read and print (dis, convert to text) peak lower, at the
// module and its garbage, and keep the default pacing.

// gcFloorOn is set by main: the floor is the process's, never a test's
// (tests run commands in one process, possibly side by side).
var gcFloorOn bool

// While the input is read the collector still runs when the heap reaches
// a limit sized from the input, far above what reading and verifying
// takes (29-44 bytes of heap per byte of bitcode, 5.6-6.6 per byte of
// text on libclc, SQLite and the generated big module): a safety net for
// an input that takes far more, after which the usual pacing is back.
const (
	gcFloorPerBitcodeByte = 64
	gcFloorPerTextByte    = 10
	gcFloorMin            = 64 << 20 // below this, the default pacing costs little
	gcFloorMax            = 1 << 30  // what an input whose module is small can cost at most
)

// gcFloor turns the collector off until the module read from data, the
// input about to be read, is ready, or the heap reaches a limit sized
// from data. It returns what to call when the input is ready (nil when
// it changed nothing): one collection, then the pacing as it was. It does
// nothing unless main asked for it, or when the user set GOGC or
// GOMEMLIMIT.
func gcFloor(data []byte) (ready func()) {
	if !gcFloorOn || os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return nil
	}
	gcFloorOn = false // once per process
	per := int64(gcFloorPerBitcodeByte)
	if isText(data) {
		per = gcFloorPerTextByte
	}
	floor := min(per*int64(len(data)), gcFloorMax)
	if floor < gcFloorMin {
		return nil
	}
	// With GOGC off, only the memory limit starts a collection. The limit
	// goes back first: restoring the percent recomputes the pacing, which
	// under the floor's limit would start a collection at once when the
	// heap is near it.
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(floor)
	var once sync.Once
	restore := func() {
		once.Do(func() {
			debug.SetMemoryLimit(limit)
			debug.SetGCPercent(percent)
		})
	}
	// A collection before the input is ready (the limit was reached) frees
	// the sentinel, whose cleanup restores the pacing.
	var collected atomic.Bool
	runtime.AddCleanup(new(gcSentinel), func(struct{}) {
		collected.Store(true)
		restore()
	}, struct{}{})
	return func() {
		if collected.Load() {
			return // the cleanup restores the pacing
		}
		// The collection runs beside the next passes instead of before
		// them: it marks the module on the core the pipeline leaves idle.
		// The floor's settings stay until it is done (the pacer's goal is
		// then the floor, far off, so the passes' allocation pays little
		// assist), and restoring them after it paces the rest of the run
		// from the module it marked, as a collection before the passes
		// did.
		go func() {
			collect()
			restore()
		}()
	}
}

// collect is the collection ready starts (tests replace it).
var collect = runtime.GC

// gcSentinel is a heap object of its own (not a tiny allocation, which
// could share a block with something live).
type gcSentinel struct{ _ [16]byte }
