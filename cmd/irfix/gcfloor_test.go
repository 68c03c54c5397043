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
// returned starts one collection and restores the pacing when it is
// done; after a collection has restored it already, it does nothing.
func TestGCFloorReady(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent0, limit0 := gcSettings()
	data := make([]byte, 4<<20)
	copy(data, "BC\xc0\xde")

	gcFloorOn = true
	defer func() { gcFloorOn = false }()
	ready := gcFloor(data)
	if ready == nil {
		t.Fatal("gcFloor on a 4 MB bitcode input returned no ready function")
	}
	n := gcCycles()
	ready()
	waitRestored(t, percent0, limit0)
	if gcCycles() == n {
		t.Error("ready did not collect")
	}

	// A collection before ready (the limit reached) restores the pacing
	// by itself; ready then leaves the collector alone.
	gcFloorOn = true
	ready = gcFloor(data)
	for range 100 {
		runtime.GC()
		if p, l := gcSettings(); p == percent0 && l == limit0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	n = gcCycles()
	ready()
	if m := gcCycles(); m != n {
		t.Errorf("ready collected %d more times after the pacing was back", m-n)
	}
}

// TestGCFloorReadyReturns: ready does not wait for its collection (which
// marks the whole module on libclc: 0.13-0.21 s the passes after it would
// wait): it returns while the collection is still going, and the pacing
// is restored once it is done.
func TestGCFloorReadyReturns(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent0, limit0 := gcSettings()
	data := make([]byte, 4<<20)
	copy(data, "BC\xc0\xde")
	release, started := make(chan struct{}), make(chan struct{})
	collect = func() {
		close(started)
		<-release
		runtime.GC()
	}
	defer func() { collect = runtime.GC }()
	gcFloorOn = true
	defer func() { gcFloorOn = false }()
	ready := gcFloor(data)
	returned := make(chan struct{})
	go func() {
		ready()
		close(returned)
	}()
	select {
	case <-returned:
	case <-time.After(time.Minute): // a hang, not a timing
		close(release)
		t.Fatal("ready waits for its collection")
	}
	select {
	case <-started:
	case <-time.After(time.Minute):
		t.Fatal("ready started no collection")
	}
	if p, l := gcSettings(); p != math.MaxUint64 || l != gcFloorPerBitcodeByte*4<<20 {
		t.Errorf("pacing restored before the collection: GOGC %d, limit %d", p, l)
	}
	close(release)
	waitRestored(t, percent0, limit0)
}
