package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// An unused parameter of a table's function and a cast at the calls.
// A function stored into a function-pointer slot has the slot's type;
// a parameter it does not use takes what the calls through the slot
// pass (paramsFromTables: a table function ignoring `sqlite3_value
// **argv` takes the callers' type, not the void* its siblings' unused
// parameters would vote for). But a call may convert what it passes —
// SQLite's sqlite3_randomness hands its u32 state to the VFS's
// xRandomness(sqlite3_vfs*, int, char *zOut) as `(char*)` — and where
// the siblings stored in the same slot that use the parameter by
// evidence of their own (not a table's) all take one type there
// (unixRandomness writes the bytes: char*), that is the slot's declared
// type: memdbRandomness, which only forwards zOut, takes the char* too,
// not the u32* the calls pass. Only functions of the slot's signature.

const whatTableCalls = "unused here; takes the type of function-pointer slot "

// unusedParamsFromSiblings applies that rule after the vote (after
// byteStreams, whose char* a sibling may use).
func (a *analysis) unusedParamsFromSiblings() {
	roots, bySlot := a.callbacksBySlot()
	for _, r := range roots {
		fns := bySlot[r]
		ft := a.sol[r]
		if len(fns) < 2 || ft == nil || ft.Kind != ir.FuncKind {
			continue
		}
		for k, pt := range ft.Params() {
			if pt.Kind != ir.PointerKind {
				continue
			}
			var fromCalls []slotID
			var own []string
			var want *ir.Type
			agree := true
			for _, f := range fns {
				if f.Sig != ft.Opaqued() {
					continue
				}
				c, ok := a.paramClass(f, k)
				if !ok {
					continue
				}
				cur := a.sol[c]
				switch {
				case cur == nil:
				case a.tableFromCalls(c):
					fromCalls = append(fromCalls, c)
				case !a.tableTyped(c) && a.hasCandidate(c, cur):
					agree = agree && (want == nil || want == cur)
					want = cur
					own = append(own, "@"+f.Name)
				}
			}
			if len(fromCalls) == 0 || want == nil || !agree {
				continue
			}
			slices.Sort(own)
			why := whatTableCalls + slotName(a, r) + " at parameter #" + strconv.Itoa(k) + " as its siblings' own uses of it (" +
				strings.Join(own, ", ") + ": " + ir.TypedPtr(want, pt.AddrSpace).String() + "); the calls through the slot convert what they pass (tablecalls.go)"
			for _, c := range fromCalls {
				if a.sol[c] != want {
					a.decideClass(c, want, why)
				}
			}
		}
	}
}

// tableFromCalls reports whether paramsFromTables typed class c from
// what the calls through its slot pass.
func (a *analysis) tableFromCalls(c slotID) bool {
	for _, m := range a.members[c] {
		if t := a.slots[m].table; t != "" && strings.Contains(t, ") whose calls pass ") {
			return true
		}
	}
	return false
}

// tableTyped reports whether paramsFromTables typed class c.
func (a *analysis) tableTyped(c slotID) bool {
	for _, m := range a.members[c] {
		if a.slots[m].table != "" {
			return true
		}
	}
	return false
}
