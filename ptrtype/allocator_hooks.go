package ptrtype

import "github.com/irfix/irfix/ir"

// Custom allocation hooks. A library that lets its user supply the
// memory functions (zlib's zalloc/zfree with their opaque pointer, a
// compressor's customMem, Lua's lua_Alloc) wraps them: `if (mem.alloc)
// return mem.alloc(mem.opaque, size); return malloc(size);` and `if
// (mem.free) mem.free(mem.opaque, p); else free(p);`. The wrapper is
// an allocator (allocator.go) when every return hands on malloc's result
// or an indirect call's, at least one of them malloc's; and a
// deallocator when its parameter reaches free on one path and an
// indirect call (the user's hook) on the other — and then generic, a
// void* like an address-taken deallocator's, even where its callers call
// it directly: a typed free function does not hand its object to the
// user's hook. Either way its callers convert the void*, and each keeps
// its own type.

// indirectCall reports whether i calls through a function pointer (not
// a function, not inline assembly).
func indirectCall(i *ir.Instr) bool {
	if i.Op != ir.OpCall && i.Op != ir.OpInvoke {
		return false
	}
	switch i.Callee().(type) {
	case *ir.Func, *ir.InlineAsm:
		return false
	}
	return true
}
