package bitcode

import (
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// mdTab is the writer's enumeration of metadata nodes (wWriter.mdIDs):
// absent, 0 while in progress, ID+1 once numbered. It is an
// open-addressing table keyed by the node's address: enumNode asks it
// about every node reference of every location and node in the module
// (SQLite: hundreds of thousands), where a Go map spent about half of
// enumNode's time hashing and growing. Entries are never removed; the
// heap does not move objects, so an address stays a key. Body writers
// only read it (they run after the enumeration).
type mdTab struct {
	keys  []*ir.MDNode
	vals  []uint32
	n     int
	shift uint // 64 - log2(len(keys))
}

// mdTabMin is the size of a table's first allocation.
const mdTabMin = 1 << 10

func (t *mdTab) slot(x *ir.MDNode) uint {
	return uint((uint64(uintptr(unsafe.Pointer(x))) * 0x9E3779B97F4A7C15) >> t.shift)
}

// get returns x's entry; ok is false when there is none.
func (t *mdTab) get(x *ir.MDNode) (uint32, bool) {
	if len(t.keys) == 0 {
		return 0, false
	}
	mask := uint(len(t.keys) - 1)
	for k := t.slot(x); ; k = (k + 1) & mask {
		switch t.keys[k] {
		case x:
			return t.vals[k], true
		case nil:
			return 0, false
		}
	}
}

// put sets x's entry.
func (t *mdTab) put(x *ir.MDNode, v uint32) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	mask := uint(len(t.keys) - 1)
	for k := t.slot(x); ; k = (k + 1) & mask {
		switch t.keys[k] {
		case x:
			t.vals[k] = v
			return
		case nil:
			t.keys[k], t.vals[k] = x, v
			t.n++
			return
		}
	}
}

// grow doubles the table (or makes the first one) and re-inserts.
func (t *mdTab) grow() {
	old := *t
	size := max(mdTabMin, 2*len(old.keys))
	bits := uint(0)
	for 1<<bits < size {
		bits++
	}
	*t = mdTab{keys: make([]*ir.MDNode, size), vals: make([]uint32, size), shift: 64 - bits}
	for k, x := range old.keys {
		if x != nil {
			t.put(x, old.vals[k])
		}
	}
}
