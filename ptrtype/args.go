package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Parameters passed pointers to unrelated structs. C (and C++) convert a
// pointer to a struct implicitly only to void* (or, in C++, to a base
// at its start): a function whose callers pass a Table* at one call and
// an Index* at another — SQLite's sqlite3HashInsert(Hash*, const char*,
// void *data), a list's generic payload — declares that parameter
// void*, and typed IR holds an i8* there, cast at each call. Structs
// related by a common struct at their start are not unrelated (a C
// "base"). Only where the function's class uses the pointer as no
// struct (loads, stores, getelementptrs over a named struct: calls that
// disagree with those are explicit casts, or the arguments' own types
// are wrong). Applied after the vote, to the parameter's whole class (the
// memory it is stored to holds the same void*).

const whatArgsVoid = "C: a void* — "

// A void* this rule decided says nothing about what the calls pass:
// those keep their own types (and cast at the call).
func (a *analysis) argsVoid(s slotID) bool {
	return strings.HasPrefix(a.slots[s].decided, whatArgsVoid+"the calls pass")
}

func (a *analysis) disagreeingArguments() {
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() || strings.HasPrefix(f.Name, "_Z") {
			// (a C++ function's mangled name spells its parameters'
			// types, a void* as Pv: mangle.go)
			continue
		}
		for k, p := range f.Params {
			pt := a.paramT[p]
			if pt == nil || pt.kind != tLeaf || a.slots[pt.slot].decided != "" {
				continue
			}
			r := a.find(pt.slot)
			var seen []*ir.Type    // (few: most parameters get one type)
			var scalars []*ir.Type // numbers passed (scalarArgs)
			note := func(t *ir.Type) {
				if t != nil && t.IsNamed() && !slices.Contains(seen, t) {
					seen = append(seen, t)
				}
				if isStrongScalar(t) && !slices.Contains(scalars, t) {
					scalars = append(scalars, t)
				}
			}
			s := pt.slot
			for _, e := range a.slots[s].edges {
				if e.why.what == "argument" && a.find(e.to) != r {
					note(a.sol[e.to])
				}
			}
			for _, v := range a.slots[s].votes {
				if v.why.what == "argument" && !a.unknown(v.t) {
					note(a.inst(v.t))
				}
			}
			what := "structs"
			if len(seen) < 2 || !a.unrelatedStructs(setOf(seen)) {
				// Numbers of different types, or a number and a struct
				// that does not start with it (scalarArgs).
				if len(scalars) == 0 || !a.unrelatedScalars(scalars, seen) || a.usedAsAny(r, append(scalars, seen...)) {
					continue
				}
				seen, what = append(seen, scalars...), "types"
			}
			if a.usedAsStruct(r) {
				continue
			}
			names := make([]string, len(seen))
			for i, t := range seen {
				names[i] = t.String()
			}
			slices.Sort(names)
			why := whatArgsVoid + "the calls pass parameter #" + strconv.Itoa(k) + " of @" + f.Name +
				" pointers to unrelated " + what + " (" + strings.Join(names, ", ") + ")"
			for _, m := range a.members[r] {
				a.sol[m] = ir.I8
				a.slots[m].decided = why
			}
		}
	}
}

// usedAsStruct reports whether class r's pointers are accessed or
// indexed as a named struct.
func (a *analysis) usedAsStruct(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			o := v.why
			if !(isAccess(o) || (o.instr != nil && o.instr.Op == ir.OpGetElementPtr && o.what == "getelementptr")) {
				continue
			}
			if t := a.inst(v.t); t != nil && t.IsNamed() {
				return true
			}
		}
	}
	return false
}

func setOf(ts []*ir.Type) map[*ir.Type]bool {
	m := make(map[*ir.Type]bool, len(ts))
	for _, t := range ts {
		m[t] = true
	}
	return m
}

// Parameters passed pointers to numbers of different types (scalarArgs):
// C converts an int* to a long* only with a cast; a function whose calls
// pass an int* at one and an i64* at another without one — SQLite's
// sqlite3_randomness(int N, void *pBuf), a checksum or a hash over any
// object — takes a void*. A char* (i8, the type of byte addressing and
// strings, as often the result of a cast as not) does not count. A
// number and a struct are unrelated unless the struct starts with that
// number (a pointer to the struct is a pointer to its first field at
// -O2). Only where the function's class uses the pointer as none of the
// types passed and as no struct.

// isStrongScalar: a pointee that is a number other than char.
func isStrongScalar(t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ir.IntKind:
		return t.Bits > 8
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind, ir.X86FP80Kind, ir.FP128Kind:
		return true
	}
	return false
}

// unrelatedScalars reports whether two of the numbers passed differ, or
// a number is passed where a struct that does not start with it is.
func (a *analysis) unrelatedScalars(scalars, structs []*ir.Type) bool {
	if len(scalars) > 1 {
		return true
	}
	for _, s := range structs {
		if !a.firstFieldChain(s, scalars[0]) {
			return true
		}
	}
	return false
}

// usedAsAny reports whether class r's pointers are accessed or indexed
// (not byte-addressed) as one of ts.
func (a *analysis) usedAsAny(r slotID, ts []*ir.Type) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			o := v.why
			if !(isAccess(o) || (o.instr != nil && o.instr.Op == ir.OpGetElementPtr && o.what == "getelementptr" && !isByteGEP(o.instr))) {
				continue
			}
			if a.unknown(v.t) {
				continue
			}
			if slices.Contains(ts, a.inst(v.t)) {
				return true
			}
		}
	}
	return false
}
