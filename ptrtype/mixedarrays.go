package ptrtype

import "github.com/irfix/irfix/ir"

// Memory indexed as arrays of several element types. A pointer that
// getelementptrs index (a variable or non-zero index) as an array of
// float in one place and of i16 or i32 in another — an audio library's
// `void *pFramesOut` written as f32, s16 or s32 samples after a switch on
// the format, a pixel buffer read as bytes and words — is C's void*
// converted at each use (`float *p = (float*)pOut`): typed IR holds an
// i8* there and casts it to each, since a T* is indexed as T. The vote
// alone would take the element type with the most accesses. Only when
// those element types (not i8: byte offsets are how LLVM 19+ and
// CodeGenPrepare index any array) are integers and floating point, or
// integers of three widths or more (a sample reader's s16, s32 and s64
// cases; but a U32* read as U64 words, `((const U64*)p)[i]`, is a typed
// pointer with an explicit cast in C code that declares it U32*: two
// integer widths alone are not the rule's), no access or candidate is a
// pointer, a struct or
// an array (a union or struct read as its members' types), and every
// vector accessed is of one of those element types (the vectorizer's
// loads of a T array). The mixed-access rule (mixed.go) is the same for
// a pointer indexed as no array.

const whatMixedArrays = "indexed as arrays of integers and of floating point, or of three integer widths: a void* converted at each use (mixedarrays.go)"

// mixedArrays reports whether a class's candidates are those of such a
// pointer: arith holds the types it is indexed over as an array, access
// the types loaded and stored through it.
func mixedArrays(cs []cand, access map[*ir.Type]float64, arith map[*ir.Type]bool) bool {
	var elems []*ir.Type
	for t := range arith {
		if t == ir.I8 {
			continue
		}
		if !scalarElem(t) {
			return false
		}
		elems = append(elems, t)
	}
	ints, floats := false, false
	for _, t := range elems {
		if t.Kind == ir.IntKind {
			ints = true
		} else {
			floats = true
		}
	}
	if !ints || !floats && len(elems) < 3 {
		return false
	}
	for t := range access {
		if t.Kind == ir.VectorKind {
			if !arith[t.Elem] {
				return false
			}
			continue
		}
		if !scalarElem(t) && t != ir.I8 {
			return false
		}
	}
	for _, c := range cs {
		if c.t == ir.I8 || c.t.Kind == ir.VectorKind && arith[c.t.Elem] {
			continue
		}
		if !scalarElem(c.t) {
			return false
		}
	}
	return true
}

// scalarElem reports whether t is an integer (wider than a byte) or a
// floating-point type: an array element of a sample or pixel buffer.
func scalarElem(t *ir.Type) bool {
	if t == nil || t.IsPtr() {
		return false
	}
	switch t.Kind {
	case ir.IntKind:
		return t.Bits > 8
	case ir.FloatKind, ir.DoubleKind, ir.HalfKind:
		return true
	}
	return false
}
