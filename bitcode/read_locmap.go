package bitcode

import (
	"sync"

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
