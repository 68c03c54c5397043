package irfix

import (
	"math/bits"
	"unsafe"
)

// ptrTab maps pointers to pointers: the self-check's correspondences
// (metadata nodes, blocks), keyed by the address of an object of one
// module and holding one of the other. They were Go maps; on SQLite's
// downgrade their hashing, probing and growing was about a tenth of the
// self-check. Here a key is hashed by one multiplication and looked up
// by linear probing in a table of pairs, so a lookup touches one cache
// line in the usual case. Entries are never removed one by one (reset
// empties the table); the collector does not move heap objects, so an
// address stays a key.
type ptrTab[K, V any] struct {
	slots []ptrPair[K, V]
	n     int
	shift uint // 64 - log2(len(slots))
}

type ptrPair[K, V any] struct {
	k *K
	v *V
}

// ptrTabMin is the number of slots of a table's first allocation.
const ptrTabMin = 64

// ptrTabFull: a table grows when more than ptrTabFull/8 of its slots
// would be used (probes per lookup stay about two).
const ptrTabFull = 5

func (t *ptrTab[K, V]) slot(k *K) uint64 {
	return (uint64(uintptr(unsafe.Pointer(k))) * 0x9E3779B97F4A7C15) >> t.shift
}

// get returns k's value; ok is false when k has none (and when k is
// nil, which is never a key).
func (t *ptrTab[K, V]) get(k *K) (v *V, ok bool) {
	if t.n == 0 || k == nil {
		return nil, false
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.k == k {
			return s.v, true
		}
		if s.k == nil {
			return nil, false
		}
	}
}

// has reports whether k has a value.
func (t *ptrTab[K, V]) has(k *K) bool {
	_, ok := t.get(k)
	return ok
}

// put sets k's value (k not nil).
func (t *ptrTab[K, V]) put(k *K, v *V) {
	if 8*(t.n+1) > ptrTabFull*len(t.slots) {
		t.rehash(max(ptrTabMin, 2*len(t.slots)))
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(k); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.k == k {
			s.v = v
			return
		}
		if s.k == nil {
			*s = ptrPair[K, V]{k, v}
			t.n++
			return
		}
	}
}

// resize makes the table room for n entries without growing, keeping
// the entries it holds (n at least t.n).
func (t *ptrTab[K, V]) resize(n int) {
	t.rehash(ptrTabSlots(n))
}

// ptrTabSlots is the number of slots for n entries: a power of two.
func ptrTabSlots(n int) int {
	return max(ptrTabMin, 1<<bits.Len(uint(8*n/ptrTabFull)))
}

// rehash moves the table's entries to size slots (a power of two).
func (t *ptrTab[K, V]) rehash(size int) {
	old := t.slots
	t.slots = make([]ptrPair[K, V], size)
	t.shift = uint(64 - bits.TrailingZeros(uint(size)))
	t.n = 0
	for _, s := range old {
		if s.k != nil {
			t.put(s.k, s.v)
		}
	}
}

// reset empties the table, keeping its slots when they are no more than
// four times what n entries need (clearing costs what the table grew to).
func (t *ptrTab[K, V]) reset(n int) {
	if len(t.slots) > 4*ptrTabSlots(n) {
		t.slots, t.n = nil, 0
		t.resize(n)
		return
	}
	if t.n > 0 {
		clear(t.slots)
		t.n = 0
	}
}

// len is the number of entries.
func (t *ptrTab[K, V]) len() int { return t.n }

// all calls f with each entry, in no particular order.
func (t *ptrTab[K, V]) all(f func(k *K, v *V)) {
	for _, s := range t.slots {
		if s.k != nil {
			f(s.k, s.v)
		}
	}
}
