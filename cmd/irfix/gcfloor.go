package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// The collector's first cycles, while a module is being read, are wasted
// work: nearly everything allocated stays live (the module), yet under
// GOGC=100 the heap is marked at every doubling — 9, 16, 26, 42, ... MB
// up to the module's size, about 1.5 times the final module marked in
// all, and a fifth of a downgrade's CPU went to the collector. So in the
// commands that run the whole pipeline on a module (downgrade, upgrade,
// as: runPipeline) the collector is off while the input is read and
// verified, under a memory limit sized from the input (the floor).
//
// When the input is ready (Pipeline.InputReady) the collector stays off:
// the first collection after that is the one the write pass's self-check
// starts to make room for its read-back (selfcheck.go's makeRoom), and
// that one restores the usual GOGC=100 pacing, from the module it marked.
// A collection at ready as well (as until session 11) marked the whole
// module once more for the reader's and verifier's garbage alone: 0.15 s
// of CPU on libclc (gctrace: 66+89 ms of mark on the idle core), 7-15 %
// of a downgrade's, upgrade's or as's CPU on libclc, SQLite and the big
// module, for 30-50 MB less peak (that garbage, 30 MB of it the
// verifier's, stays until the self-check's collection). So that no
// pass after ready can take the heap to the floor when the floor is far
// above the module (an input that is mostly data), ready lowers the
// limit to twice the heap at that point, as far as the pacing after a
// collection there would have let the heap grow. Commands that only read
// and print (dis, convert to text) peak lower, at the module and its
// garbage, and keep the default pacing.

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

// gcFloor turns the collector off until the first collection, which
// the heap reaching a limit sized from data (the input about to be read)
// or a forced collection starts; that collection restores the pacing as
// it was. It returns what to call when the module read from data is
// ready (nil when it changed nothing): it lowers the limit to twice the
// heap then when that is below the floor. It does nothing unless main
// asked for it, or when the user set GOGC or GOMEMLIMIT.
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
	var mu sync.Mutex
	restored := false
	restore := func() {
		mu.Lock()
		defer mu.Unlock()
		if !restored {
			restored = true
			debug.SetMemoryLimit(limit)
			debug.SetGCPercent(percent)
		}
	}
	// The first collection (the limit reached, or the self-check's) frees
	// the sentinel, whose cleanup restores the pacing.
	runtime.AddCleanup(new(gcSentinel), func(struct{}) { restore() }, struct{}{})
	return func() {
		mu.Lock()
		defer mu.Unlock()
		if restored {
			return
		}
		if held := heapObjects(); held > 0 && 2*held < uint64(floor) {
			debug.SetMemoryLimit(int64(2 * held))
		}
	}
}

// heapObjects is the bytes of heap objects, live or not yet collected.
func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// gcSentinel is a heap object of its own (not a tiny allocation, which
// could share a block with something live).
type gcSentinel struct{ _ [16]byte }
