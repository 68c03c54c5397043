package ir

import "fmt"

// pointeeAttrs name the type their pointer parameter points to, and typed
// LLVM checks that they do. (sret names one too, but typed llvm-as and
// opt -passes=verify 14-16 accept an sret type other than the pointee, so
// Verify does as well; the lowering still makes them agree.)
var pointeeAttrs = []AttrKind{AttrByVal, AttrByRef, AttrInAlloca, AttrPreallocated}

// attrPointeeProblems reports, in a typed-pointer module, each
// byval/byref/inalloca/preallocated(T) attribute on a parameter (or
// call argument) whose type is a typed pointer to something other than T:
// typed LLVM rejects these ("Attribute 'byval' type does not match
// parameter!"). Opaque pointers carry no pointee to compare.
func attrPointeeProblems(l AttrList, params []*Type, report func(string)) {
	for n, s := range l.Params {
		if n >= len(params) || params[n] == nil || params[n].Kind != PointerKind || params[n].Elem == nil {
			continue
		}
		for _, k := range pointeeAttrs {
			if a, ok := s.Get(k); ok && a.Type != nil && a.Type != params[n].Elem {
				report(fmt.Sprintf("parameter %d: attribute '%s' type %s does not match parameter type %s", n, k, a.Type, params[n]))
			}
		}
	}
}
