// Package downgrade lowers a canonical module (opaque pointers, newest
// spellings) for any reader — older, typed-pointer, or the newest — and
// says what a reader would reject. It is the second half of every
// conversion: package upgrade makes the canonical form, the root
// package's pipeline runs one after the other; neither imports the other.
//
//	rep, err := downgrade.Lower(m, target.MustParse("15-typed"), downgrade.Options{})
//	probs := downgrade.Check(m, target.MustParse("16-typed")) // why would 16-typed reject m?
//
// Lower works in two steps, both driven by the target table (package
// target) only:
//
//  1. Version dialect: memory(...) becomes readnone/readonly/writeonly/
//     argmemonly/inaccessiblememonly/inaccessiblemem_or_argmemonly (exact
//     when a legacy spelling exists, otherwise the closest weaker true
//     statement), captures(none) becomes nocapture, attributes newer than
//     the reader that are only optimisation hints are dropped (nofpclass,
//     range, initializes, writable, dead_on_unwind, ...), as are newer
//     instruction flags (nneg, disjoint, samesign, trunc/gep nuw/nusw,
//     fast-math on fp casts) and inrange markers; constant expressions the
//     reader lacks become instructions in front of their user; debug
//     records become llvm.dbg.* calls (declared with the target's
//     attributes), assignment tracking becomes dbg.value before 16;
//     splat constants become element lists; intrinsics renamed or added
//     since (stacksave.p0, va_start.p0, eh.typeid.for.p0, scmp/ucmp,
//     lifetime markers without a size) are renamed or expanded;
//     debug-info fields the reader does not know are dropped and module
//     flags it rejects rewritten. The datalayout is never touched.
//  2. Pointer mode (typed targets): ptrtype infers a pointee for every
//     pointer; named struct bodies, globals, signatures, instructions and
//     constants get those types; casts (recorded folded casts first, at
//     their original place) go only where a value is used at a second
//     type — a zero getelementptr for array decay and first fields, a
//     bitcast otherwise; a call whose callee type differs becomes the
//     typed `call T bitcast (F* @f to T*)(...)` form; intrinsic names are
//     re-mangled (llvm.memcpy.p0.p0.i64 → llvm.memcpy.p0i8.p0i8.i64).
//     Global initializers with pointer arithmetic, vtables with RTTI,
//     invoke/landingpad and personality functions are handled.
//
// After lowering, Check runs on the result; anything left (a newer
// atomicrmw operation, a target extension type, x86_mmx for 20+, ...) is
// a *NotExpressibleError listing each construct with its location, which
// matches ErrNotExpressible. The module is then partly converted and
// should be discarded.
//
// Check is also what `irfix check --reader T` prints: one Problem per
// construct with the first location, how many places have it, and the
// irfix command that fixes it.
package downgrade
