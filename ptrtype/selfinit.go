package ptrtype

import "github.com/irfix/irfix/ir"

// selfInit reports whether a global whose whole value is one pointer is
// initialized with its own address (`static T x = (T)&x;`, a sentinel
// meaning "not set yet": libwebp's WEBP_DSP_INIT keeps the CPU-info
// function it last ran with in such a variable). A T holding a T* is no
// C type: the initializer is a cast, and tying the global's pointee to a
// pointer to itself would only make a chain of pointers (i8********)
// that every value stored into or compared with the global then takes.
// Its type is what the code stores and compares, as for any other
// initializer that says nothing.
func selfInit(t *tmpl, c ir.Constant, why origin, top *tmpl) bool {
	g, ok := why.val.(*ir.Global)
	return ok && t == top && c == ir.Constant(g)
}
