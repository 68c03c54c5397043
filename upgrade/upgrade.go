package upgrade

import (
	"github.com/irfix/irfix/ir"
)

// Report says what Canonicalize changed.
type Report struct {
	WasTyped       bool
	FoldedCasts    int // ptr→ptr bitcast instructions removed
	ModernAttrs    int // attribute sets rewritten (memory, captures)
	RenamedIntrins int // intrinsic declarations renamed or merged
	DbgRecords     int // debug intrinsic calls turned into records
}

// Canonicalize converts m in place to the canonical form (opaque
// pointers, newest attribute spellings, debug records). A module that is
// already canonical is left as it is.
func Canonicalize(m *ir.Module) (*Report, error) {
	rep := &Report{}
	o := &opaquer{m: m, cache: map[ir.Constant]ir.Constant{}}
	typedFns := map[*ir.Func]*ir.Type{}
	if m.HasTypedPointers() {
		rep.WasTyped = true
		o.h = ensureHints(m)
		for _, f := range m.Funcs {
			typedFns[f] = f.Typ
		}
	}
	o.run()
	rep.FoldedCasts = o.folds
	rep.ModernAttrs = modernAttrs(m)
	rep.RenamedIntrins = remangleIntrinsics(m, typedFns)
	rep.DbgRecords = dbgToRecords(m)
	return rep, nil
}
