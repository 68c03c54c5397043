package main

import (
	"math"
	"runtime"
	"runtime/metrics"
	"testing"
	"time"
)

func gcSettings() (percent, limit uint64) {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}, {Name: "/gc/gomemlimit:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// TestGCFloor: reading a bitcode input turns the collector's pacing off
// under a memory limit sized from the input, once per process, and the
// first collection restores what was set before.
func TestGCFloor(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent0, limit0 := gcSettings()
	data := make([]byte, 4<<20)
	copy(data, "BC\xc0\xde")

	gcFloor(data) // main did not ask for it: nothing changes
	if p, l := gcSettings(); p != percent0 || l != limit0 {
		t.Fatalf("without main's request: GOGC %d, limit %d; want %d, %d unchanged", p, l, percent0, limit0)
	}

	gcFloorOn = true
	defer func() { gcFloorOn = false }()
	gcFloor(data)
	if p, l := gcSettings(); p != math.MaxUint64 || l != gcFloorPerBitcodeByte*4<<20 {
		t.Fatalf("after gcFloor: GOGC %d, limit %d; want off (%d), %d", p, l, uint64(math.MaxUint64), gcFloorPerBitcodeByte*4<<20)
	}
	if gcFloorOn {
		t.Error("gcFloor can run again in this process")
	}
	// The cleanup runs on the runtime's cleanup goroutine after a
	// collection has freed the sentinel.
	for range 100 {
		runtime.GC()
		if p, l := gcSettings(); p == percent0 && l == limit0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	p, l := gcSettings()
	t.Errorf("after collections: GOGC %d, limit %d; want %d, %d restored", p, l, percent0, limit0)
}

// TestGCFloorSmall: an input whose floor would be below gcFloorMin
// leaves the pacing alone.
func TestGCFloorSmall(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent0, limit0 := gcSettings()
	gcFloorOn = true
	defer func() { gcFloorOn = false }()
	gcFloor([]byte("define void @f() {\n  ret void\n}\n"))
	if p, l := gcSettings(); p != percent0 || l != limit0 {
		t.Errorf("small text input: GOGC %d, limit %d; want %d, %d unchanged", p, l, percent0, limit0)
	}
}

func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// waitRestored waits for the pacing to be percent0, limit0 again.
func waitRestored(t *testing.T, percent0, limit0 uint64) {
	t.Helper()
	for range 500 {
		if p, l := gcSettings(); p == percent0 && l == limit0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	p, l := gcSettings()
	t.Errorf("after ready: GOGC %d, limit %d; want %d, %d restored", p, l, percent0, limit0)
}

// TestGCFloorReady: when the input is ready, the function gcFloor
// returned starts no collection (the self-check's will be the first) and
// keeps the collector off, lowering the limit to twice the heap when that
// is below the floor; the first collection restores the pacing, and
// ready after it changes nothing.
func TestGCFloorReady(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent0, limit0 := gcSettings()
	data := make([]byte, 4<<20) // floor 256 MB, far above this test's heap
	copy(data, "BC\xc0\xde")

	gcFloorOn = true
	defer func() { gcFloorOn = false }()
	ready := gcFloor(data)
	if ready == nil {
		t.Fatal("gcFloor on a 4 MB bitcode input returned no ready function")
	}
	n := gcCycles()
	ready()
	if m := gcCycles(); m != n {
		t.Errorf("ready collected (%d cycles)", m-n)
	}
	p, l := gcSettings()
	if p != math.MaxUint64 {
		t.Errorf("after ready: GOGC %d, want off", p)
	}
	floor := uint64(gcFloorPerBitcodeByte * len(data))
	if held := heapObjects(); l >= floor || l < held {
		t.Errorf("after ready: limit %d, want twice the heap (%d held), below the floor %d", l, held, floor)
	}
	runtime.GC()
	waitRestored(t, percent0, limit0)
	ready()
	if p, l := gcSettings(); p != percent0 || l != limit0 {
		t.Errorf("ready after the pacing was back: GOGC %d, limit %d; want %d, %d", p, l, percent0, limit0)
	}

	// A collection before ready (the limit reached) restores the pacing
	// by itself; ready then leaves the collector alone.
	gcFloorOn = true
	ready = gcFloor(data)
	runtime.GC()
	waitRestored(t, percent0, limit0)
	n = gcCycles()
	ready()
	if m := gcCycles(); m != n {
		t.Errorf("ready collected %d more times after the pacing was back", m-n)
	}
	if p, l := gcSettings(); p != percent0 || l != limit0 {
		t.Errorf("ready after a collection: GOGC %d, limit %d; want %d, %d", p, l, percent0, limit0)
	}
}
