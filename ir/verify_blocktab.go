package ir

import (
	"math/bits"
	"unsafe"
)

// blockTable maps the blocks in scope to where they are numbered: open
// addressing with linear probing over parallel slices of keys and
// values, sized once for the number of blocks so that it never grows and
// stays at most half full. locOf looks a block up for nearly every
// operand and use; a map[*Block]blockLoc spent most of that time in its
// own hashing. Lookups do not write, so body workers share one table.
// (Go's collector does not move heap objects, so an address is a stable
// key.)
type blockTable struct {
	keys  []*Block
	vals  []blockLoc
	shift uint // 64 - log2(len(keys))
}

// newBlockTable returns an empty table with room for n blocks.
func newBlockTable(n int) blockTable {
	size := 16
	for size < 2*n {
		size *= 2
	}
	return blockTable{
		keys:  make([]*Block, size),
		vals:  make([]blockLoc, size),
		shift: uint(64 - bits.TrailingZeros(uint(size))),
	}
}

// slot is b's home position: Fibonacci hashing of the address.
func (t *blockTable) slot(b *Block) int {
	return int((uint64(uintptr(unsafe.Pointer(b))) * 0x9E3779B97F4A7C15) >> t.shift)
}

// get returns b's location and whether b is in the table.
func (t *blockTable) get(b *Block) (blockLoc, bool) {
	if len(t.keys) == 0 {
		return blockLoc{}, false
	}
	mask := len(t.keys) - 1
	for i := t.slot(b); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case nil:
			return blockLoc{}, false
		case b:
			return t.vals[i], true
		}
	}
}

// set records b's location; the table must have been made with room for
// every block set.
func (t *blockTable) set(b *Block, l blockLoc) {
	mask := len(t.keys) - 1
	for i := t.slot(b); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case nil:
			t.keys[i], t.vals[i] = b, l
			return
		case b:
			t.vals[i] = l
			return
		}
	}
}

// gvSet is the set of a module's global values (verifier.globalSet):
// open addressing over the values, hashed by the address they hold, sized
// once (at most half full). The constant and operand checks ask it about
// every global value operand; a map keyed by the interface hashed both
// its words through the runtime's generic hash. Lookups do not write.
type gvSet struct {
	keys  []GlobalValue
	shift uint
	n     int // values in the set
}

// newGVSet returns a set of the non-nil values of gvs.
func newGVSet(gvs []GlobalValue) gvSet {
	size := 16
	for size < 2*len(gvs) {
		size *= 2
	}
	s := gvSet{keys: make([]GlobalValue, size), shift: uint(64 - bits.TrailingZeros(uint(size)))}
	mask := size - 1
	for _, gv := range gvs {
		if isNilGV(gv) {
			continue
		}
		for i := s.slot(gv); ; i = (i + 1) & mask {
			if s.keys[i] == nil {
				s.keys[i] = gv
				s.n++
				break
			}
			if s.keys[i] == gv {
				break
			}
		}
	}
	return s
}

func (s *gvSet) slot(gv GlobalValue) int {
	return int((uint64(uintptr(dataWord(unsafe.Pointer(&gv)))) * 0x9E3779B97F4A7C15) >> s.shift)
}

// has reports whether gv is in the set (never for a nil value).
func (s *gvSet) has(gv GlobalValue) bool {
	if len(s.keys) == 0 || gv == nil {
		return false
	}
	mask := len(s.keys) - 1
	for i := s.slot(gv); ; i = (i + 1) & mask {
		switch s.keys[i] {
		case nil:
			return false
		case gv:
			return true
		}
	}
}
