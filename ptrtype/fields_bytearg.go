package ptrtype

import "github.com/irfix/irfix/ir"

// A member's address passed by its byte offset. An optimizer writes
// `&dec->worker_` on memory just allocated as `getelementptr i8, ptr
// %dec, i64 152`; typed IR cast that i8* to the member's type before
// passing it, so at an indirect call the argument says nothing about
// the function type called (it would say i8*, and that concrete i8*
// keeps the call from the member slot it loads the function from).
func memberByBytes(v ir.Value) bool {
	g, ok := v.(*ir.Instr)
	if !ok || g.Op != ir.OpGetElementPtr || g.NumOperands() != 2 || !isByteGEP(g) {
		return false
	}
	c, ok := g.Operand(1).(*ir.ConstInt)
	return ok && c.Signed() > 0
}
