package bitcode

import (
	"math/bits"
	"sync"
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// A body's DEBUG_LOC table (fnState.locs) lives only while the body is
// read; the next body reuses its map instead of allocating its own (on a
// debug-info module, SQLite's, the per-body maps were 50 MB of
// allocation per read). Maps that grew large are left to the collector,
// so that clearing one stays cheap for the small bodies after it.
var locMaps sync.Pool

const maxReusedLocMap = 4096

func takeLocMap() map[locKey]*ir.MDNode {
	if m, ok := locMaps.Get().(map[locKey]*ir.MDNode); ok {
		return m
	}
	return map[locKey]*ir.MDNode{}
}

func putLocMap(m map[locKey]*ir.MDNode) {
	if m == nil || len(m) > maxReusedLocMap {
		return
	}
	clear(m)
	locMaps.Put(m)
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
