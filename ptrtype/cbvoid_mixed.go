package ptrtype

import "github.com/irfix/irfix/ir"

// Callbacks of one slot called with a void* and with objects. The
// generic code of a C interface calls a method with the void* handle it
// was given (`h->vtable->onSeek(h, n)`), and inlined wrappers call the
// same slot with a pointer to a concrete object (a local ma_decoder, a
// resource manager's data stream passing itself, a connector union's
// address): C converts such an object pointer to the method's void*
// implicitly at the call. The slot's parameter is a void* when at least
// one call passes a void* there and every other call passes a pointer to
// a named struct or union; with the functions taking two or more types
// there, cbvoid.go's rule then makes each function's parameter that
// void*.

const whatCallbackVoidMixed = "C: a void* — the calls through the function-pointer slot pass a void* here or pointers to objects (converted to the void* implicitly; cbvoid_mixed.go), and the functions stored in it take different types ("

// passesVoidOrObjects reports whether some call of calls passes at k a
// pointer whose class is a void* and every other call a pointer to a
// named struct or union.
func (a *analysis) passesVoidOrObjects(calls []*tmpl, k int) bool {
	voids := 0
	for _, ct := range calls {
		if k >= len(ct.fields) {
			return false
		}
		f := ct.fields[k]
		if f.kind == tLeaf {
			c := a.find(f.slot)
			if a.sol[c] == ir.I8 && (handleDecision(a.slots[c].decided) || a.isVoidClass(c)) {
				voids++
				continue
			}
		}
		if a.unknown(f) {
			return false
		}
		t := a.inst(f)
		if !t.IsPtr() || t.Elem == nil || !t.Elem.IsNamed() || t.Elem.Kind != ir.StructKind || t.Elem.Opaque {
			return false
		}
	}
	return voids > 0
}
