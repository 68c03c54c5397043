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
// first writes to a populated 64 MiB slab do not fault on its pages,
// where without Slice every page faults once.
func TestSliceMapsPages(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("populating is Linux only")
	}
	const n = 64 << 20
	// Fresh mappings, not the Go heap: memory the heap hands out may
	// already be mapped in (reused, or cleared by the runtime).
	mmap := func() []byte {
		b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { syscall.Munmap(b) })
		return b
	}
	plain, populated := mmap(), mmap()
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
	if off.Load() {
		t.Fatal("the kernel refused MADV_POPULATE_WRITE (needs Linux 5.14)")
	}
	t.Logf("page faults writing 64 MiB: %d without Slice, %d with", without, with)
	// Writing may fault on other pages too (the race detector's shadow
	// memory, one per page written, in both runs): what Slice must save
	// is (almost) the slab's own pages.
	if pages := int64(n / 4096); without-with < pages*9/10 {
		t.Errorf("page faults writing 64 MiB (%d pages): %d after Slice, %d without; want at least %d fewer", pages, with, without, pages*9/10)
	}
}
