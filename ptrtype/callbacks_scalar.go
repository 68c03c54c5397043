package ptrtype

import "github.com/irfix/irfix/ir"

// Callbacks of one slot that use a parameter as different scalars. The
// rule of callbacks.go for structs holds for any two pointee types the
// slot's functions use a parameter as: a predicate slot
// int (*)(const struct edge*, const void*) filled with one function
// that reads the void* as a double and one that compares it as a C
// string declares a void*, since C converts a double* to a char* only
// with a cast. Here the types are not structs (those are callbacks.go's
// own case, and pointers those of outvoid.go: a void** out-parameter),
// only integers and floating point, and each function's use must be real evidence of weight
// wAccess or more (a load, a store, a C string argument: cstring.go),
// not a default: a parameter nothing uses is i8* without saying so.
// What the calls through the slot pass for that parameter is then a
// void* too when the caller only hands it on (its own class has no
// access as one type): it is the caller's own void* parameter, passed
// through.

// differentScalarUses reports whether fns' parameters k are used as two
// or more different integer or floating-point pointee types, each by
// evidence.
func (a *analysis) differentScalarUses(fns []*ir.Func, k int) bool {
	var seen []*ir.Type
	for _, f := range fns {
		r, ok := a.paramClass(f, k)
		if !ok {
			continue
		}
		t := a.sol[r]
		if t == nil || !(t.Kind == ir.IntKind || t.IsFloat()) || !a.votedAs(r, t) {
			continue
		}
		if !containsType(seen, t) {
			seen = append(seen, t)
		}
	}
	return len(seen) >= 2
}

// votedAs reports whether a vote of weight wAccess or more in class r
// names t.
func (a *analysis) votedAs(r slotID, t *ir.Type) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.w >= wAccess && !a.unknown(v.t) && a.inst(v.t) == t {
				return true
			}
		}
	}
	return false
}

func containsType(ts []*ir.Type, t *ir.Type) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// passedThroughVoid decides, for each call through slot r, the class of
// its argument k a void* when that class uses the pointer as nothing of
// its own.
func (a *analysis) passedThroughVoid(r slotID, k int, why string) {
	for _, ct := range a.callsThrough(r) {
		if k >= len(ct.fields) || ct.fields[k] == nil || ct.fields[k].kind != tLeaf {
			continue
		}
		c := a.find(ct.fields[k].slot)
		if a.slots[c].decided != "" || a.usedAsOneScalar(c) || a.usedAsStruct(c) {
			continue
		}
		a.decideClass(c, ir.I8, why+"; handed on to it by a call through the slot (callbacks_scalar.go)")
	}
}
