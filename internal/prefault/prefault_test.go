package prefault

import (
	"runtime"
	"syscall"
	"testing"
)

// TestSliceKeepsZero checks that populating changes no content: a fresh
// slab reads as zero afterwards, and a slab already written keeps what
// was written.
func TestSliceKeepsZero(t *testing.T) {
	s := make([]uint64, 1<<20)
	Slice(s)
	for i, v := range s {
		if v != 0 {
			t.Fatalf("s[%d] = %d after Slice, want 0", i, v)
		}
	}
	for i := range s {
		s[i] = uint64(i)
	}
	Slice(s)
	Slice(s[100:200])
	Slice(s[:0])
	for i, v := range s {
		if v != uint64(i) {
			t.Fatalf("s[%d] = %d after a second Slice, want %d", i, v, i)
		}
	}
}

// TestSliceMapsPages checks that the pages are mapped in by Slice: the
// first writes to a populated 64 MiB slab fault (almost) never, where
// without Slice every page faults once.
func TestSliceMapsPages(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("populating is Linux only")
	}
	const n = 64 << 20
	// Both slabs are allocated (and kept) before either is written, so
	// neither can be memory the other one mapped in.
	plain, populated := make([]byte, n), make([]byte, n)
	Slice(populated)
	faults := func(s []byte) int64 {
		var a, b syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &a)
		for i := 0; i < n; i += 4096 {
			s[i] = 1
		}
		syscall.Getrusage(syscall.RUSAGE_SELF, &b)
		return b.Minflt - a.Minflt
	}
	without := faults(plain)
	with := faults(populated)
	runtime.KeepAlive(plain)
	runtime.KeepAlive(populated)
	if off.Load() {
		t.Fatal("the kernel refused MADV_POPULATE_WRITE (needs Linux 5.14)")
	}
	t.Logf("page faults writing 64 MiB: %d without Slice, %d with", without, with)
	if with*10 > without {
		t.Errorf("page faults writing 64 MiB: %d after Slice, %d without; want under a tenth", with, without)
	}
}
