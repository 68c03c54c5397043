// Package lltext reads and writes LLVM assembly (.ll text) for LLVM 11–22,
// typed and opaque pointers, into and from the ir model.
//
//	m, err := lltext.Parse("f.ll", src) // *lltext.Error with FILE:LINE:COL on bad input
//	err = lltext.Print(w, m)            // or Format(m) for a string
//	err = lltext.PrintWith(w, m, opts)  // per-target spellings (see PrintOptions)
//
// FormatValue, FormatInstr and FormatType render single pieces as they
// appear in a module, for diagnostics in other packages.
//
// Parse keeps what the text says: typed pointers stay typed, old attribute
// spellings stay old, debug intrinsics stay intrinsics, so parse+print is a
// faithful round trip (checked against llvm-as/llvm-dis over the whole
// corpus). Converting between dialects is the job of the upgrade and
// downgrade packages; the few purely syntactic version differences
// (`splat`, `noduplicates`, undef mask elements) are PrintOptions that the
// downgrade package fills from the target table.
//
// # Reading
//
// The pointer mode is decided per module by the first pointer type written:
// `ptr` makes the module opaque (and, as in LLVM 15 and later, a later `T*`
// then means `ptr`); `T*` makes it typed, and a later `ptr` is an error, as
// in LLVM 15's typed mode. A global value's type is `T*` (its value type or
// signature) in a typed module and `ptr addrspace(N)` in an opaque one.
//
// Unnamed values (%0, @0, numbered blocks) get Name ""; numbers must
// increase (LLVM 19+ allows gaps, so we do too). A call written in the
// short form (`call i32 @f(i32 1)`) gets the non-variadic function type
// built from its return and argument types. Attribute groups are expanded
// into every AttrSet that refers to them; a bare attribute keyword that no
// LLVM 11-22 reads (none in ir.AttrInfos) is an error, as in llvm-as. Specialized metadata (!DIxxx) is kept as a
// list of fields; numbered metadata nodes are one *ir.MDNode whether they
// are used before or after their definition. Literals follow LLVM's
// rules: a decimal or 0x float must be exact in its type, integers are
// truncated to their width.
//
// Not modelled, and dropped on reading: `uselistorder`/`uselistorder_bb`
// directives (use-list order is an optimisation detail), ThinLTO summary
// entries (`^N = ...`, llvm-as regenerates them) and the obsolete `deplibs`.
package lltext
