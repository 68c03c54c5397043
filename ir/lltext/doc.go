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
package lltext
