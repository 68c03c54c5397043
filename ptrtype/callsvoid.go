package ptrtype

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// The calls through a function pointer that pass unrelated pointers at
// one parameter: the pointer's parameter is a void*.
//
// C converts any object pointer to void* at a call, and only to void*:
// when the calls through one function pointer pass pointers to
// unrelated types at one parameter (miniaudio's FLAC reader calls its
// `size_t (*onRead)(void*, void* pBufferOut, size_t)` for a seek
// point, a block of integers and a byte buffer), the parameter is a
// void*; the vote gives it the type the calls' tie favours. A class the
// vote decided a function type, that no function is stored in or passed
// for (the callback rules decide those from the functions' own
// parameters), and whose calls (callsThrough) pass at a pointer
// parameter pointers of two types or more that the vote decided — bytes
// and another, two scalars, or named structs neither of which starts the
// other — takes i8* there. (A pointer nothing typed says nothing.)

const whatCallsVoid = "C: a void* parameter — the calls through this function pointer pass "

// callsVoid applies that rule after the vote.
func (a *analysis) callsVoid() {
	_, bySlot := a.callbacksBySlot()
	var roots []slotID
	for s := range a.slots {
		r := slotID(s)
		if a.find(r) != r {
			continue
		}
		t := a.sol[r]
		if t == nil || t.Kind != ir.FuncKind || a.slots[r].decided != "" || len(bySlot[r]) > 0 || a.spelledClass(r) {
			continue
		}
		roots = append(roots, r)
	}
	for _, r := range roots {
		ft := a.sol[r]
		calls := a.callsThrough(r)
		if len(calls) < 2 {
			continue
		}
		ps := slices.Clone(ft.Params())
		var whys []string
		for k, p := range ps {
			if !p.IsPtr() || p.Elem == nil || p.Elem == ir.I8 {
				continue
			}
			seen := map[*ir.Type]bool{}
			var order []*ir.Type
			for _, ct := range calls {
				if k >= len(ct.fields) || a.unknown(ct.fields[k]) {
					continue
				}
				at := a.inst(ct.fields[k])

				if !at.IsPtr() || at.Elem == nil {
					continue
				}
				if !seen[at.Elem] {
					seen[at.Elem] = true
					order = append(order, at.Elem)
				}
			}
			if len(order) < 2 || !a.unrelatedPointees(seen) {
				continue
			}
			names := make([]string, len(order))
			for x, t := range order {
				names[x] = ir.TypedPtr(t, 0).String()
			}
			slices.Sort(names)
			ps[k] = ir.TypedPtr(ir.I8, 0)
			whys = append(whys, "parameter "+strconv.Itoa(k)+": "+joinNames(names))
		}
		if len(whys) == 0 {
			continue
		}
		nt := ir.FuncOf(ft.Ret, ps, ft.Variadic)
		a.decideClass(r, nt, whatCallsVoid+joinNames(whys)+" (callsvoid.go)")
	}
}

// unrelatedPointees reports whether pointees ts (two or more) are ones
// C converts between only through void*: bytes and anything else,
// scalars of different types, or named structs neither of which starts
// the other.
func (a *analysis) unrelatedPointees(ts map[*ir.Type]bool) bool {
	structs := 0
	for t := range ts {
		if t.IsNamed() && t.Kind == ir.StructKind {
			structs++
		}
	}
	if structs == len(ts) {
		return a.unrelatedStructs(ts)
	}
	return true
}

func joinNames(ns []string) string {
	out := ""
	for k, n := range ns {
		if k > 0 {
			out += ", "
		}
		out += n
	}
	return out
}
