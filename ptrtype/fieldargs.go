package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A member passed for parameters of unrelated structs. C converts a
// pointer read from a member implicitly only from a void*: a member whose
// value goes to functions taking an LZ4_stream_t* and to functions taking
// an LZ4_streamHC_t* — lz4frame's `void* lz4CtxPtr`, the stream of
// whichever compressor the level chose — is a void*, each call
// converting, as a parameter whose calls pass unrelated structs is
// (args.go) and memory given unrelated structs is (fieldvoid.go). The
// vote instead gives the member the struct most calls take. Only a
// member of a named struct; only parameters their functions access as
// that struct count (a `void* buffer` the vote typed from some calls
// says nothing); only where the member's class is accessed as no named
// struct (loads, stores and getelementptrs through its pointers need a
// cast in C; storing an object's address into the member is no access
// through it: `cctx.lz4CtxPtr = &lz4ctx` converts to the void*), nothing
// spells its type and no rule decided it. Structs related by a common
// start are a C base, not unrelated. Applied before the callback rules,
// which read what the calls through a slot pass.

const whatFieldArgs = "C: a void* — the member's pointers are passed for parameters of unrelated structs ("

func (a *analysis) memberArgumentsVoid() {
	done := map[slotID]bool{}
	for _, s := range a.m.Types {
		fs, ok := a.fieldT[s]
		if !ok || !s.IsNamed() {
			continue
		}
		for k, ft := range fs {
			if ft == nil || ft.kind != tLeaf {
				continue
			}
			r := a.find(ft.slot)
			if done[r] {
				continue
			}
			done[r] = true
			if a.sol[r] == nil || !a.sol[r].IsNamed() || a.slots[ft.slot].decided != "" {
				continue
			}
			var seen []*ir.Type
			for _, m := range a.members[r] {
				if a.slots[m].decided != "" {
					seen = nil
					break
				}
				for _, e := range a.slots[m].edges {
					if e.why.what != "argument" || a.find(e.to) == r {
						continue
					}
					c := a.find(e.to)
					if t := a.sol[c]; t != nil && t.IsNamed() && !slices.Contains(seen, t) && a.accessedAsStruct(c) {
						seen = append(seen, t)
					}
				}
			}
			if len(seen) < 2 {
				continue
			}
			ts := make(map[*ir.Type]bool, len(seen))
			names := make([]string, len(seen))
			for i, t := range seen {
				ts[t] = true
				names[i] = t.String()
			}
			if !a.unrelatedStructs(ts) || a.accessedAsStruct(r) || a.spelledClass(r) {
				continue
			}
			slices.Sort(names)
			a.decideClass(r, ir.I8, whatFieldArgs+strings.Join(names, ", ")+") at "+s.String()+" field "+strconv.Itoa(k)+" (fieldargs.go)")
		}
	}
}

// accessedAsStruct is usedAsStruct without the votes of stores of an
// object's address (an alloca's, a global's) into class r's memory: they
// say what was stored, which C converts to a void* member implicitly.
func (a *analysis) accessedAsStruct(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			o := v.why
			if !(isAccess(*o) || (o.instr != nil && o.instr.Op == ir.OpGetElementPtr && o.what == "getelementptr")) {
				continue
			}
			if o.instr.Op == ir.OpStore && isAddressOfObject(o.instr.Operand(0)) {
				continue
			}
			if t := a.inst(v.t); t != nil && t.IsNamed() {
				return true
			}
		}
	}
	return false
}
