package bitcode

import (
	"math/bits"
	"sync"
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// A body's DEBUG_LOC table (fnState.locs) lives only while the body is
// read; the next body reuses its table instead of allocating its own (on
// a debug-info module, SQLite's, per-body maps were 50 MB of allocation
// per read). Tables that grew large are left to the collector, so that
// clearing one stays cheap for the small bodies after it.
var locTabs sync.Pool

const maxReusedLocTab = 4096

func takeLocTab() *locTab {
	if t, ok := locTabs.Get().(*locTab); ok {
		return t
	}
	return &locTab{}
}

func putLocTab(t *locTab) {
	if t == nil || len(t.ents) > maxReusedLocTab {
		return
	}
	clear(t.ents) // (no pointer into a module read kept by the pool)
	t.ents = t.ents[:0]
	clear(t.slots)
	locTabs.Put(t)
}

// locTab maps the keys of a body's DEBUG_LOC records to the DILocations
// made for them. It was a Go map: hashing a locKey (two interfaces and
// five scalars) with the generic hasher, and growing, cost about 30 ms
// of the self-check's 0.4 s CPU on SQLite (profile). Here the
// key is hashed once by locHash and looked up by open addressing (linear
// probing) in slots, which index the entries; clearing it for the next
// body clears the entries used and 4 bytes per slot.
type locTab struct {
	ents  []locEnt
	slots []int32 // 0: empty; else 1 + the entry's index in ents
	shift uint    // 64 - log2(len(slots))
}

type locEnt struct {
	h uint64 // locHash(k)
	k locKey
	n *ir.MDNode
}

// locTabMin is the number of slots of a table's first allocation.
const locTabMin = 64

// get returns the DILocation for k, whose hash is h (nil: none; t may
// be nil).
func (t *locTab) get(k locKey, h uint64) *ir.MDNode {
	if t == nil || len(t.slots) == 0 {
		return nil
	}
	mask := uint64(len(t.slots) - 1)
	for i := h >> t.shift; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return nil
		}
		if e := &t.ents[s-1]; e.h == h && e.k == k {
			return e.n
		}
	}
}

// put adds n as the DILocation for k (hash h), a key t does not hold.
func (t *locTab) put(k locKey, h uint64, n *ir.MDNode) {
	if 2*(len(t.ents)+1) > len(t.slots) {
		t.grow()
	}
	t.ents = append(t.ents, locEnt{h, k, n})
	t.place(h, int32(len(t.ents)))
}

func (t *locTab) place(h uint64, s int32) {
	mask := uint64(len(t.slots) - 1)
	i := h >> t.shift
	for t.slots[i] != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = s
}

func (t *locTab) grow() {
	n := max(locTabMin, 2*len(t.slots))
	t.slots = make([]int32, n)
	t.shift = uint(64 - bits.TrailingZeros(uint(n)))
	for i := range t.ents {
		t.place(t.ents[i].h, int32(i+1))
	}
}

// locFilter is a Bloom filter (one hash) over the keys of decoder.locs,
// the DILocations of metadata blocks. Every new location a DEBUG_LOC
// names is looked up there, and nearly always missed; in a large table
// (the inlinedAt locations of an optimized debug-info module) each miss
// was a cache miss, 5% of the upgrade of the generated big module. The
// filter, 16 bits per key, answers most misses from a few hundred
// kilobytes.
type locFilter struct {
	bits  []uint64
	shift uint // 64 - log2(len(bits)*64)
	n     int
}

const locFilterBitsPerKey = 16

// locHash mixes the fields of k that tell most locations apart; nodes
// by address (the collector does not move heap objects).
func locHash(k locKey) uint64 {
	h := k.line*0x9E3779B97F4A7C15 ^ (k.col+1)*0xC2B2AE3D27D4EB4F
	h ^= mdAddr(k.scope) * 0x165667B19E3779F9
	h ^= mdAddr(k.inlined) * 0x27D4EB2F165667C5
	return (h ^ h>>31) * 0x9E3779B97F4A7C15
}

func mdAddr(m ir.Metadata) uint64 {
	if n, ok := m.(*ir.MDNode); ok {
		return uint64(uintptr(unsafe.Pointer(n)))
	}
	return 0
}

func (f *locFilter) set(h uint64) {
	b := h >> f.shift
	f.bits[b/64] |= 1 << (b % 64)
}

// mayHave reports whether k may be a key of the table; false is sure.
func (f *locFilter) mayHave(k locKey) bool {
	if f.n == 0 {
		return false
	}
	b := locHash(k) >> f.shift
	return f.bits[b/64]&(1<<(b%64)) != 0
}

// add records k, a new key of table (which holds it already); when the
// filter is full it is rebuilt twice as large from table's keys.
func (f *locFilter) add(k locKey, table map[locKey]*ir.MDNode) {
	f.n++
	if f.n*locFilterBitsPerKey <= len(f.bits)*64 {
		f.set(locHash(k))
		return
	}
	size := max(1024, 2*len(f.bits)*64, f.n*locFilterBitsPerKey) // bits
	size = 1 << bits.Len(uint(size-1))
	f.bits = make([]uint64, size/64)
	f.shift = uint(64 - bits.TrailingZeros(uint(size)))
	f.n = 0
	for k := range table {
		f.set(locHash(k))
		f.n++
	}
}

// moduleLoc returns the metadata blocks' DILocation for k, if any.
func (d *decoder) moduleLoc(k locKey) *ir.MDNode {
	if !d.locFilter.mayHave(k) {
		return nil
	}
	return d.locs[k]
}

// addModuleLoc makes n the metadata blocks' DILocation for k.
func (d *decoder) addModuleLoc(k locKey, n *ir.MDNode) {
	if d.locs == nil {
		d.locs = map[locKey]*ir.MDNode{}
	}
	_, had := d.locs[k]
	d.locs[k] = n
	if !had {
		d.locFilter.add(k, d.locs)
	}
}
