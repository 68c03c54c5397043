package ir

import (
	"math/bits"
	"unsafe"
)

// nodeSet is a set of metadata nodes by address, for MDWalker: open
// addressing with linear probing over a table of node pointers, kept at
// most half full. A walk of a debug-info module adds hundreds of
// thousands of nodes; a map[*MDNode]bool spent most of the walk's time
// in its own hashing and growth, and about twice this table's memory.
// Nodes are never removed. (Go's collector does not move heap objects,
// so an address is a stable key.)
type nodeSet struct {
	slots []*MDNode
	shift uint // 64 - log2(len(slots))
	n     int
}

// nodeSetMin is the table size of a set's first node.
const nodeSetMin = 256

// add inserts x and reports whether it was not in the set before.
func (s *nodeSet) add(x *MDNode) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := len(s.slots) - 1
	for i := s.slot(x); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case nil:
			s.slots[i] = x
			s.n++
			return true
		case x:
			return false
		}
	}
}

// slot is x's home position: Fibonacci hashing of the address, whose
// high bits are spread over the table.
func (s *nodeSet) slot(x *MDNode) int {
	return int((uint64(uintptr(unsafe.Pointer(x))) * 0x9E3779B97F4A7C15) >> s.shift)
}

// grow doubles the table (or makes the first one) and re-inserts.
func (s *nodeSet) grow() { s.resize(max(nodeSetMin, 2*len(s.slots))) }

// resize makes the table size slots (a power of two, more than s.n) and
// re-inserts what it held.
func (s *nodeSet) resize(size int) {
	old := s.slots
	s.slots = make([]*MDNode, size)
	s.shift = uint(64 - bits.TrailingZeros(uint(size)))
	mask := size - 1
	for _, x := range old {
		if x == nil {
			continue
		}
		i := s.slot(x)
		for s.slots[i] != nil {
			i = (i + 1) & mask
		}
		s.slots[i] = x
	}
}

// has reports whether x is in the set.
func (s *nodeSet) has(x *MDNode) bool {
	if s.n == 0 {
		return false
	}
	mask := len(s.slots) - 1
	for i := s.slot(x); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case nil:
			return false
		case x:
			return true
		}
	}
}
