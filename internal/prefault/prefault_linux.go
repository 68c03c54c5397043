package prefault

import (
	"os"
	"runtime"
	"sync/atomic"
	"syscall"
	"unsafe"
)

// madvPopulateWrite is MADV_POPULATE_WRITE (the same number on every
// Linux architecture).
const madvPopulateWrite = 23

var (
	pageSize = uintptr(os.Getpagesize())
	// off is set when the kernel refused once (EINVAL before 5.14):
	// asking again would only cost a system call per slab.
	off atomic.Bool
)

func populate(p unsafe.Pointer, n uintptr) {
	if off.Load() {
		return
	}
	start := (uintptr(p) + pageSize - 1) &^ (pageSize - 1)
	end := (uintptr(p) + n) &^ (pageSize - 1)
	if end <= start {
		return
	}
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvPopulateWrite)
	// The object must stay allocated until the call is done: the
	// addresses above are plain integers to the collector.
	runtime.KeepAlive(p)
	if errno == syscall.EINVAL || errno == syscall.ENOSYS {
		off.Store(true)
	}
}
