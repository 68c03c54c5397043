// Package ptrtype infers, for a canonical (opaque-pointer) module, the
// pointee type of every pointer: the analysis behind lowering to a
// typed-pointer reader. It does not change the module.
//
//	res := ptrtype.Infer(m)
//	res.TypeOf(param)          // double*
//	res.Sig(fn)                // i32 (double*, { i8*, i32, i8*, i8*, i32 }**, double, ...)
//	res.Body(structType)       // typed fields of a named struct
//	res.Explain(value)         // why: the evidence, with locations and weights
//
// # Model
//
// Every place where `ptr` occurs in a type — a parameter, a return type,
// a global's value type, an alloca's type, a load's result, a field of a
// named struct, a getelementptr source type — gets a slot: an unknown
// pointee type. Values get templates: their opaque type with slots at the
// pointer leaves. Some templates are derived rather than free: an alloca
// or a global points to its (templated) value type, a getelementptr
// result points into its source type, a direct call returns the callee's
// return template, extractvalue indexes its aggregate's template.
//
// Uses give evidence, each with a weight: `load T, ptr %p` and
// `store T %v, ptr %p` and `getelementptr T, ptr %p` say p points to T
// (3); byval/sret/byref/inalloca/preallocated/elementtype(T) say so too
// (4); passing a value to a parameter, returning it, and phi/select arms
// tie two templates together (2); pointer comparisons weakly (0.5);
// typed-pointer hints recorded when the module was upgraded from typed IR
// outweigh everything (100); a few producer conventions (Numba's
// excinfo argument, C library prototypes) give the type their producers
// always write.
//
// A slot's type is the candidate with the highest total weight (a worklist
// iterates to a fixed point, bounded). Two refinements make the choice
// the one that minimises casts: a pointer to a global or alloca of array
// type votes for the array's element type when it flows into another
// slot (C passes arrays decayed; the zero getelementptr that does that
// costs no bitcast), and a named struct also collects the votes for its
// first field (a pointer to the struct is a pointer to its first field
// through a zero getelementptr). Declarations whose call sites disagree
// take i8*. A slot with no evidence is i8.
//
// Typed types that would nest deeper than maxDepth pointers are cut to i8
// (this only happens on self-referential evidence without a named struct).
package ptrtype
