package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Sibling callbacks of a spelled void*. C gives every function stored
// into one function-pointer slot the slot's type (another type needs a
// cast at the store, which C code avoids). When one of them spells its
// prototype — __PRETTY_FUNCTION__ (an assert in its body) gives a void*
// at parameter k — the slot's parameter is that void*, and so is every
// sibling's: libwebp's WebPWorker hook `int (*)(void*, void*)` holds
// FinishRow, whose assert spells `int FinishRow(void *, void *)`, and
// DoSegmentsJob(void* arg1, void* arg2), which converts arg2 to its
// VP8EncIterator* at once (typed IR casts the i8* at the entry; -O2
// folds the cast away, so the vote saw only the iterator). siblingvoid.go
// takes a sibling's void* found by a rule only for a sibling that passes
// its parameter on; a spelled prototype is the source's own word, and
// binds a sibling that reads through the parameter too. Not over a
// sibling whose own type is spelled (debug info, a prototype) nor where
// the functions of the slot differ in signature. The slot's function
// type takes the void* as well.

const whatProtoSibling = "C: a void* — the functions stored in one function-pointer slot take one type; a sibling's prototype spells a void* here ("

// prototypeSiblingVoid applies that rule after the vote (after
// siblingVoidParams).
func (a *analysis) prototypeSiblingVoid() {
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		ft := a.sol[r]
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			var protos []string
			var others []slotID
			for _, f := range fns {
				c, ok := a.paramClass(f, k)
				if !ok {
					continue
				}
				switch t := a.sol[c]; {
				case t == ir.I8 && a.prettyVoid(c):
					protos = append(protos, "@"+f.Name)
				case t != nil && t != ir.I8 && !a.spelledClass(c) && !a.prettyClass(c):
					others = append(others, c)
				}
			}
			if len(protos) == 0 || len(others) == 0 {
				continue
			}
			sort.Strings(protos)
			why := whatProtoSibling + strings.Join(protos, ", ") + ", in " + slotName(a, r) + ") at parameter #" + strconv.Itoa(k) + " (protosibling.go)"
			for _, c := range others {
				a.decideClass(c, ir.I8, why)
			}
			if ft != nil && ft.Kind == ir.FuncKind && k < len(ft.Params()) {
				ft = withParam(ft, k, ir.TypedPtr(ir.I8, pt.AddrSpace))
			}
		}
		if ft != nil && ft != a.sol[r] {
			for _, m := range a.members[r] {
				a.sol[m] = ft
			}
		}
	})
}

// prettyVoid reports whether a prototype __PRETTY_FUNCTION__ spells
// gives a member of class c a void*.
func (a *analysis) prettyVoid(c slotID) bool {
	for _, m := range a.members[c] {
		for _, v := range a.slots[m].votes {
			if v.w >= wLibC && strings.HasPrefix(v.why.what, whatPretty) && !v.t.hasSlots() && a.inst(v.t) == ir.I8 {
				return true
			}
		}
	}
	return false
}

// prettyClass reports whether a prototype __PRETTY_FUNCTION__ spells
// types a member of class c.
func (a *analysis) prettyClass(c slotID) bool {
	for _, m := range a.members[c] {
		for _, v := range a.slots[m].votes {
			if v.w >= wLibC && strings.HasPrefix(v.why.what, whatPretty) {
				return true
			}
		}
	}
	return false
}
