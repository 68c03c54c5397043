package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A void* handed on to functions that take different types. A C
// function that forwards a buffer by its format (read frames as f32,
// s16 or s32: `ma_read_f32(p, (float*)pOut)`, `ma_read_s16(p,
// (short*)pOut)`) declares it void*, and converts it at each call; it
// does not read or write through it itself. The vote gives it one of the
// callees' types (the one with the most calls), and typed IR has the
// void*. So a parameter of a C function whose class no load, store or
// getelementptr uses, that no source-level fact types, and that the
// function passes to calls whose parameters the vote decided two or more
// types that neither starts with the other (no base and derived: an
// upcast is implicit in C++ and free in C) is a void*, i8*. Not a
// function pointer: C converts none implicitly to or from a void*, and
// the function types the vote gives callbacks' slots differ in what
// their own parameters were decided. The incoming direction is args.go's.

const whatArgsOut = "C: a void* — passed on to calls that take different types ("

// voidForwarded applies that rule after the vote.
func (a *analysis) voidForwarded() {
	cxx := func(f *ir.Func) bool { return strings.HasPrefix(f.Name, "_Z") }
	a.eachUndereferencedParam(cxx, func(f *ir.Func, k int, r slotID) {
		ts := a.forwardedTo(r, f)
		if len(ts) < 2 || !a.unrelatedTypes(ts) {
			return
		}
		names := make([]string, len(ts))
		for i, t := range ts {
			names[i] = ir.TypedPtr(t, 0).String()
		}
		slices.Sort(names)
		a.decideClass(r, ir.I8, whatArgsOut+strings.Join(names, ", ")+"): parameter #"+strconv.Itoa(k)+" of @"+f.Name+" (argsout.go)")
	})
}

// forwardedTo returns the types the vote decided for the parameters of
// the calls in f that a pointer of class r is passed to (not i8: a
// void* takes anything).
func (a *analysis) forwardedTo(r slotID, f *ir.Func) []*ir.Type {
	var ts []*ir.Type
	for _, m := range a.members[r] {
		for _, e := range a.slots[m].edges {
			i := e.why.instr
			if e.why.what != "argument" || i == nil || i.Parent == nil || i.Parent.Parent != f {
				continue
			}
			to := a.find(e.to)
			if to == r {
				continue
			}
			if t := a.sol[to]; t != nil && t != ir.I8 && !slices.Contains(ts, t) {
				ts = append(ts, t)
			}
		}
	}
	return ts
}

// unrelatedTypes reports whether no type of ts starts with another (at
// offset 0, through first members).
func (a *analysis) unrelatedTypes(ts []*ir.Type) bool {
	for i, x := range ts {
		for _, y := range ts[:i] {
			if a.firstFieldChain(x, y) || a.firstFieldChain(y, x) ||
				slices.Contains(a.structChain(x), y) || slices.Contains(a.structChain(y), x) {
				return false
			}
		}
	}
	return true
}
