// Package upgrade brings a module read from any producer (LLVM 11–22,
// typed or opaque pointers) to irfix's canonical form. It is the first
// half of every conversion and knows nothing of lowering: writing for a
// reader, newer or older, is package downgrade's half, and the root
// package's pipeline composes the two (canonicalize, then lower).
//
//	rep, err := upgrade.Canonicalize(m)        // typed/old → canonical
//
// Canonicalize does, in order:
//
//  1. Typed pointers → opaque, module-wide: named struct bodies, globals,
//     functions and parameters, instruction types and element types,
//     attribute types (byval(T), ...), constants, and constants wrapped in
//     metadata. Every typed type it removes is recorded in m.Hints
//     (Values, Structs, Instrs) so a typed target gets it back.
//  2. Pointer-to-pointer bitcasts are folded: constant expressions become
//     their operand; instructions are removed and remembered as
//     ir.FoldedCast hints (position, name, users) so typed lowering can
//     put the very same cast back.
//  3. Attributes are modernised: readnone/readonly/writeonly/argmemonly/
//     inaccessiblememonly/inaccessiblemem_or_argmemonly on functions and
//     call sites become memory(...); nocapture becomes captures(none).
//  4. Intrinsic names are re-mangled for opaque pointers
//     (llvm.memcpy.p0i8.p0i8.i64 → llvm.memcpy.p0.p0.i64; duplicates that
//     now coincide are merged) and renamed where LLVM gave them a pointer
//     overload (llvm.stacksave → llvm.stacksave.p0).
//  5. llvm.dbg.value/declare/assign/label calls become debug records on
//     the next instruction. The (now unused) declarations stay in the
//     module — LLVM 19 drops them, irfix keeps them so that lowering back
//     to intrinsics restores them where they were.
//
// Converting to a reader (`irfix upgrade --target 17`, irfix.Convert) is
// Canonicalize, then downgrade.Lower for that reader (which is how an
// older-than-newest opaque target such as 17 gets intrinsics back for
// debug info, nocapture, ...). What a module holds that the canonical form
// does not change (flags, constant expressions) is left alone.
package upgrade
