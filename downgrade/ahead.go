package downgrade

import (
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ptrtype"
)

// Types is the pointer type recovery (ptrtype.CompleteTypes and Infer)
// that Lower runs for a typed target, done ahead of Lower by InferTypes.
type Types struct {
	ahead *ptrtype.Ahead
}

// InferTypes runs the recovery Lower runs for a typed target on m now,
// writing nothing in m (ptrtype.InferAhead), for a caller with a core
// free before Lower: the pipeline runs it on one goroutine while the
// input verifier reads m on the others, and hands it to Lower in
// Options.Types. It returns nil, having done nothing, for a module with
// typed pointers, whose canonicalization rewrites what the recovery
// reads.
//
// The caller may pass the result to Lower only if m has changed in
// nothing the recovery reads in between. upgrade.Canonicalize's steps
// for a module without typed pointers that the pipeline lets through are
// such (ptrtype's TestInferReadsNothingCanonicalized keeps it so): legacy
// memory and nocapture attributes rewritten (ptrtype reads only the
// attributes that carry a type, align and dereferenceable) and intrinsic
// declarations renamed to their pointer-overloaded names (ptrtype
// treats every intrinsic alike but llvm.eh.typeid.for*, matched by
// prefix). Folded casts, debug records and merged declarations are not:
// the pipeline then lets Lower infer again.
//
// A panic in the recovery (a module the verifier is about to reject)
// makes it return nil too; Lower then infers as usual.
func InferTypes(m *ir.Module) (t *Types) {
	if typedGlobals(m) {
		return nil
	}
	defer func() {
		if recover() != nil {
			t = nil
		}
	}()
	return &Types{ahead: ptrtype.InferAhead(m)}
}

// typedGlobals reports whether a global value of m has a typed pointer
// type (a typed module, as upgrade's scan tells first).
func typedGlobals(m *ir.Module) bool {
	for _, gv := range m.GlobalValues() {
		if gv.Type().HasTypedPointers() {
			return true
		}
	}
	return false
}
