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
	return CanonicalizeWith(m, Options{})
}

// Options change what Canonicalize does, for callers that know what
// happens to the module next.
type Options struct {
	// DbgCalls leaves llvm.dbg.value/declare/label/assign calls as they
	// are instead of turning them into debug records (step 5): for a
	// caller that lowers the module for a reader without debug records
	// next, which would turn the records straight back into the same
	// calls (on SQLite with -g, ~45 MB and a tenth of an upgrade's CPU
	// for nothing). The module is canonical but for that.
	DbgCalls bool
}

// CanonicalizeWith is Canonicalize with options.
func CanonicalizeWith(m *ir.Module, opt Options) (*Report, error) {
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
	if !opt.DbgCalls {
		rep.DbgRecords = dbgToRecords(m)
	}
	return rep, nil
}
