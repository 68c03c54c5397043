package upgrade

import (
	"fmt"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Report says what Canonicalize changed.
type Report struct {
	WasTyped       bool
	FoldedCasts    int // ptr→ptr bitcast instructions removed
	ModernAttrs    int // attribute sets rewritten (memory, captures)
	RenamedIntrins int // intrinsic declarations renamed or merged
	DbgRecords     int // debug intrinsic calls turned into records
	Lowered        *downgrade.Report
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

// Upgrade converts m in place for target t: Canonicalize, then lower the
// canonical form to t (a no-op for the newest target).
func Upgrade(m *ir.Module, t target.Target) (*Report, error) {
	rep, err := Canonicalize(m)
	if err != nil {
		return nil, err
	}
	low, err := downgrade.Lower(m, t, downgrade.Options{})
	if err != nil {
		return rep, fmt.Errorf("upgrade to %s: %w", t, err)
	}
	rep.Lowered = low
	return rep, nil
}
