package ptrtype

import "github.com/irfix/irfix/ir"

// Memory read and written as several types. A pointer whose own loads
// and stores (at its address, no getelementptr) are of two or more
// different scalar or pointer types — `*(int*)pArg = n` in one case of a
// file-control switch, `*(char**)pArg = z` in another, `*(i64*)pArg` in
// a third — is C's void* (or char*) converted at each access: typed IR
// holds an i8* there and casts it to each. Only when no candidate is an
// aggregate (a union or struct read as its members' types), no access
// is a vector (the SLP vectorizer's paired access of a T array) and no
// getelementptr indexes the pointer as an array of a type other than i8.

// accessKinds collects the kinds of value a class's pointers are
// loaded and stored as.
type accessKinds struct {
	kinds     uint8 // kindInt (wider than a byte), kindFloat, kindPtr (bytes.go)
	aggregate bool  // an access of a struct, array or vector
}

func (k *accessKinds) add(t *ir.Type) {
	switch t.Kind {
	case ir.StructKind, ir.ArrayKind, ir.VectorKind:
		k.aggregate = true
	default:
		k.kinds |= accessKind(t)
	}
}

// mixedAccess reports whether a class's direct accesses are of two or
// more kinds — integers wider than a byte, floating point, pointers —
// and nothing names an aggregate. (Integers of several widths alone are
// not: the optimizer reads two neighbouring i16 of an array as one i32;
// bytes say nothing: any memory is read and written as bytes.)
func mixedAccess(cs []cand, access accessKinds, arith map[*ir.Type]bool) bool {
	if access.aggregate || access.kinds&(access.kinds-1) == 0 {
		return false
	}
	for t := range arith {
		if t != ir.I8 {
			return false // indexed as an array of t
		}
	}
	for _, c := range cs {
		switch c.t.Kind {
		case ir.StructKind, ir.ArrayKind, ir.VectorKind:
			return false
		}
	}
	return true
}

// storesConstant reports whether i stores a constant (a memset's zeroes
// the optimizer writes as integers, whatever the memory holds).
func storesConstant(i *ir.Instr) bool {
	if i == nil || i.Op != ir.OpStore {
		return false
	}
	_, ok := i.Operand(0).(ir.Constant)
	return ok
}

const whatMixed = "read and written as several kinds of value (integers, floating point, pointers) and indexed as no array: a void* converted at each access"

// markRule records (for Explain) whether a rule deciding in choose
// (what: its explanation) decided class r, and returns on.
func (a *analysis) markRule(r slotID, on bool, what string) bool {
	for _, m := range a.members[r] {
		switch {
		case on:
			a.slots[m].decided = what
		case a.slots[m].decided == what:
			a.slots[m].decided = ""
		}
	}
	return on
}
