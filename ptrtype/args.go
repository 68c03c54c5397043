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
	a.eachArgumentStructs(false, func(f *ir.Func, k int, r slotID, ts map[*ir.Type]bool, names []string) {
		if !a.unrelatedStructs(ts) || a.usedAsStruct(r) || a.spelledClass(r) {
			return
		}
		why := whatArgsVoid + "the calls pass parameter #" + strconv.Itoa(k) + " of @" + f.Name +
			" pointers to unrelated structs (" + strings.Join(names, ", ") + ")"
		a.decideClass(r, ir.I8, why)
	})
}

// eachArgumentStructs calls fn for every parameter of a C function
// defined here (a C++ function's mangled name spells its parameters'
// types, a void* as Pv: mangle.go) whose class is a leaf nothing has
// decided yet and whose calls pass pointers to two or more named
// structs (non-opaque ones only, with skipOpaque): fn gets the
// parameter's index, its class, the structs and their names, sorted.
func (a *analysis) eachArgumentStructs(skipOpaque bool, fn func(f *ir.Func, k int, r slotID, ts map[*ir.Type]bool, names []string)) {
	for lp := range a.leafParams(func(f *ir.Func) bool { return strings.HasPrefix(f.Name, "_Z") }) {
		if a.slots[lp.slot].decided != "" {
			continue
		}
		f, k := lp.f, lp.k
		r := a.find(lp.slot)
		var seen []*ir.Type // (few: most parameters get one type)
		note := func(t *ir.Type) {
			if t != nil && t.IsNamed() && !(skipOpaque && t.Opaque) && !slices.Contains(seen, t) {
				seen = append(seen, t)
			}
		}
		s := lp.slot
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
		if len(seen) < 2 {
			continue
		}
		ts := make(map[*ir.Type]bool, len(seen))
		names := make([]string, len(seen))
		for i, t := range seen {
			ts[t] = true
			names[i] = t.String()
		}
		slices.Sort(names)
		fn(f, k, r, ts, names)
	}
}

// spelledClass reports whether a source-level fact decides class r (a
// vote as heavy as a spelled type: debug info's declared type, a
// mangled name, a typed hint), which no rule after the vote overrides.
func (a *analysis) spelledClass(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.w >= wSpelled {
				return true
			}
		}
	}
	return false
}

// usedAsStruct reports whether class r's pointers are accessed or
// indexed as a named struct.
func (a *analysis) usedAsStruct(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			o := v.why
			if !(isAccess(*o) || (o.instr != nil && o.instr.Op == ir.OpGetElementPtr && o.what == "getelementptr")) {
				continue
			}
			if t := a.inst(v.t); t != nil && t.IsNamed() {
				return true
			}
		}
	}
	return false
}
