// Package lltext reads and writes LLVM assembly (.ll text) for LLVM 11–22,
// typed and opaque pointers, into and from the ir model.
//
//	m, err := lltext.Parse("f.ll", src)   // *lltext.Error with FILE:LINE:COL on bad input
//	err = lltext.Print(w, m)
//
// Parse keeps what the text says: typed pointers stay typed, old attribute
// spellings stay old, debug intrinsics stay intrinsics, so parse+print is a
// faithful round trip (checked against llvm-as/llvm-dis in the corpus
// tests). Converting between dialects is the job of the upgrade and
// downgrade packages, not of this one.
package lltext
