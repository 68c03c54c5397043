package ptrtype

import (
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Memory given pointers to unrelated structs. C stores a pointer to a
// struct implicitly only into a void* (or a pointer to the same struct):
// a field that one store gives a SegmentJob*, another a VP8Encoder* and a
// third a StreamEncodeContext* — libwebp's WebPWorker data1/data2, the
// arguments of whatever hook the worker runs — is a void*, each store
// converting. The hub rule (hubs.go) already keeps such stores from
// voting; this gives the memory the void* its stores imply where no
// other rule decided it, instead of the type some store's flow lends it
// — also where the pointers read back from it are used as one struct (a
// hook converting its data1 to its own job: typed IR converts at the
// load, -O2 folding the bitcast into it, and the member stays void*). As
// disagreeingArguments does for parameters (args.go). Not a free list's
// head: what is pushed onto one is converted to its node type
// explicitly.

const whatFieldVoid = "C: a void* — stores of pointers to unrelated structs into it ("

func (a *analysis) disagreeingStores() {
	seen := map[slotID][]*ir.Type{}
	var order []slotID
	for _, f := range a.memFuncs() { // (the stores are among the loads and stores)
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() {
				return
			}
			vt, pt := a.vt(i.Operand(0)), a.vt(i.Operand(1))
			if vt == nil || vt.kind != tLeaf || pt == nil || pt.kind != tPtr || pt.elem == nil || pt.elem.kind != tLeaf {
				return
			}
			r, vr := a.find(pt.elem.slot), a.find(vt.slot)
			if r == vr {
				return
			}
			t := a.sol[vr]
			if t == nil || !t.IsNamed() {
				return
			}
			if _, ok := seen[r]; !ok {
				order = append(order, r)
			}
			if !slices.Contains(seen[r], t) {
				seen[r] = append(seen[r], t)
			}
		})
	}
	for _, r := range order {
		ts := seen[r]
		if len(ts) < 2 || a.sol[r] == ir.I8 {
			continue
		}
		set := make(map[*ir.Type]bool, len(ts))
		names := make([]string, len(ts))
		for k, t := range ts {
			set[t] = true
			names[k] = t.String()
		}
		if !a.unrelatedStructs(set) || a.decidedByRule(r) || a.isFreeList(r) {
			continue
		}
		slices.Sort(names)
		why := whatFieldVoid + strings.Join(names, ", ") + ") (fieldvoid.go)"
		a.decideClass(r, ir.I8, why)
	}
}

// isFreeList reports whether class r is a free list's head: the objects
// pushed onto it are converted to its node type explicitly (SQLite's
// `db->lookaside.pFree = (LookasideSlot*)p`), so what they were says
// nothing of it.
func (a *analysis) isFreeList(r slotID) bool {
	for h := range a.freeLists {
		if a.find(h) == r {
			return true
		}
	}
	return false
}

// decidedByRule reports whether a rule after the vote decided class r
// from other evidence than the stores this rule reads: not
// decidedInside's lending a class without evidence the type of some
// value flowing into it (inside.go), nor fieldsFromAccesses' taking the
// type of what is stored at the field (fieldaccess.go).
func (a *analysis) decidedByRule(r slotID) bool {
	for _, m := range a.members[r] {
		if d := a.slots[m].decided; d != "" && !strings.HasPrefix(d, whatInside) && !strings.HasPrefix(d, whatFieldAccess) {
			return true
		}
	}
	return false
}
