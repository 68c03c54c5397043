package ptrtype

import "github.com/irfix/irfix/ir"

// Bump allocators. An arena or pool hands out memory by moving a cursor
// through a char buffer it holds: `void *p = a->base + a->used; a->used
// += n; return p;` — the return is a byte offset, not constant, from a
// pointer loaded from memory (the arena's own buffer), in a function
// that takes the size from its caller (an integer parameter). It is an
// allocator wrapper as malloc's are (allocator.go): its callers convert
// the void* to whatever they build there, an edge in one, a string in
// the next, and its return is a void* that says nothing about them. A
// function returning a position in a char buffer it reads is a char*,
// i8* as well; only the untying of its callers' results differs, and
// each of those keeps what its own uses say.

// bumpAllocation reports whether i, a source of f's returns, is such a
// cursor: a byte getelementptr with a non-constant offset from a loaded
// pointer, in a function with an integer parameter.
func bumpAllocation(i *ir.Instr, f *ir.Func) bool {
	if !isByteGEP(i) {
		return false
	}
	if _, c := i.Operand(1).(*ir.ConstInt); c {
		return false
	}
	if b, ok := i.Operand(0).(*ir.Instr); !ok || b.Op != ir.OpLoad {
		return false
	}
	for _, p := range f.Params {
		if p.Typ.IsInt() {
			return true
		}
	}
	return false
}
