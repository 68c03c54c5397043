package ir

import (
	"runtime"
	"testing"
	"time"
)

// TestChunksDoNotChainModules: values built after a collection do not
// share a chunk with values built before it, so a process that builds
// one module after another (a library reading module after module) does
// not keep every earlier module reachable from the chunk arrays of the
// later ones.
func TestChunksDoNotChainModules(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a few million instructions")
	}
	// build makes a chain of n instructions, each using the one before,
	// so the last one reaches all of them.
	build := func() *Instr {
		var x Value = &Param{Typ: I32}
		one := Int(I32, 1)
		for range 200000 {
			x = NewInstr(OpAdd, I32, x, one)
		}
		return x.(*Instr)
	}
	// collect runs one collection and waits for the epoch it starts.
	collect := func() uint64 {
		e := gcEpoch.Load()
		runtime.GC()
		for i := 0; gcEpoch.Load() == e && i < 1000; i++ {
			time.Sleep(time.Millisecond)
		}
		if gcEpoch.Load() == e {
			t.Fatal("the collection epoch did not advance")
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	base := collect()
	m := build()
	size := collect() - base
	runtime.KeepAlive(m)
	m = nil
	for range 3 {
		build()
		collect()
	}
	build()
	// One collection: the last module's chunk is still in the pool (and
	// with it that module); the earlier ones must be gone.
	live := collect() - base
	if float64(live) > 1.7*float64(size) {
		t.Errorf("live heap after four modules is %d MB, one module is %d MB: earlier modules were kept", live>>20, size>>20)
	}
}
