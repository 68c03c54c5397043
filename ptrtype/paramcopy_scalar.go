package ptrtype

import "github.com/irfix/irfix/ir"

// The copies of paramcopy.go that are used as a number. `int *count =
// ctx;` in a visitor whose void* context parameter is one slot's (the
// visitors of one walk count into an int, sum into a double, print
// nothing) is the same -O0 shape as a struct's conversion: the local
// copy is an int*, what its loads and stores read and write, while the
// parameter keeps the void* a rule gave it. Only integers wider than a
// byte and floating point: a byte is what the void* already points to.

// ownScalar is the integer (wider than a byte) or floating-point type
// the votes on slots ss (not their class's other members) name with the
// most weight through loads and stores; nil when they name none, or
// name two such types.
func (a *analysis) ownScalar(ss []slotID) *ir.Type {
	var one *ir.Type
	for _, s := range ss {
		for _, v := range a.slots[s].votes {
			if v.w < wAccess || a.unknown(v.t) || v.t.nullish || v.flags&vAccess == 0 {
				continue
			}
			t := a.inst(v.t)
			if t == nil || accessKind(t) == 0 || t.Kind == ir.PointerKind {
				continue
			}
			if one != nil && one != t {
				return nil
			}
			one = t
		}
	}
	return one
}
