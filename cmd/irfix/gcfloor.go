package main

import (
	"os"
	"runtime"
	"runtime/debug"
)

// The collector's first cycles, while a module is being read, are wasted
// work: nearly everything allocated stays live (the module), yet under
// GOGC=100 the heap is marked at every doubling — 9, 16, 26, 42, ... MB
// up to the module's size, about 1.5 times the final module marked in
// all, and a fifth of a downgrade's CPU went to the collector. So in the
// commands that run the whole pipeline on a module (downgrade, upgrade,
// as: runPipeline) the first collection waits until the heap reaches a
// floor sized from the input, below the peak those runs reach anyway
// (twice the module, which the collector allows while it lowers, writes
// and checks), and after that first cycle the usual GOGC=100 pacing
// takes over. Commands that only read and print (dis, convert) peak
// lower, at the module and its garbage, and keep the default pacing: a
// floor would raise their peak (SQLite's dis: 252 -> 283 MB).
// Measured on libclc and SQLite (downgrade -t 14, upgrade -t 16; medians
// of 3): 3-13% less CPU, the same peak memory.

// gcFloorOn is set by main: the floor is the process's, never a test's
// (tests run commands in one process, possibly side by side).
var gcFloorOn bool

// Floors per input byte: a module takes 21-39 bytes of heap per byte of
// bitcode (SQLite, libclc) and about 4.7 per byte of text (libclc).
const (
	gcFloorPerBitcodeByte = 32
	gcFloorPerTextByte    = 4
	gcFloorMin            = 64 << 20 // below this, the default pacing costs little
	gcFloorMax            = 1 << 30  // what an input whose module is small can cost at most
)

// gcFloor lets the heap grow to a floor sized from data, the input about
// to be read, before the first collection. It does nothing unless main
// asked for it, or when the user set GOGC or GOMEMLIMIT.
func gcFloor(data []byte) {
	if !gcFloorOn || os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	gcFloorOn = false // once per process
	per := int64(gcFloorPerBitcodeByte)
	if isText(data) {
		per = gcFloorPerTextByte
	}
	floor := min(per*int64(len(data)), gcFloorMax)
	if floor < gcFloorMin {
		return
	}
	// With GOGC off, only the memory limit starts a collection; the first
	// one frees the sentinel, whose cleanup restores the pacing.
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(floor)
	runtime.AddCleanup(new(gcSentinel), func(struct{}) {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}, struct{}{})
}

// gcSentinel is a heap object of its own (not a tiny allocation, which
// could share a block with something live).
type gcSentinel struct{ _ [16]byte }
