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
	// TypedDbgRecords makes DbgCalls apply to a module without typed
	// pointers only: a typed module's debug calls become records all the
	// same. For a caller that lowers for a typed reader next, which puts
	// back the casts step 2 folds where their users still are (a debug
	// call kept would be one), and would otherwise have to walk the module
	// for typed pointers itself before knowing what to ask.
	TypedDbgRecords bool
}

// CanonicalizeWith is Canonicalize with options.
func CanonicalizeWith(m *ir.Module, opt Options) (*Report, error) {
	rep := &Report{}
	o := &opaquer{m: m, cache: map[ir.Constant]ir.Constant{}}
	typedFns := map[*ir.Func]*ir.Type{}
	typed, todo := scan(m)
	if typed {
		rep.WasTyped = true
		o.h = ensureHints(m)
		for _, f := range m.Funcs {
			typedFns[f] = f.Typ
		}
		o.run()
		todo = o.todo
	} else {
		// Already opaque: only the no-op pointer bitcasts (llvm-dis of
		// upgraded typed bitcode keeps `bitcast ptr %x to ptr`) go.
		for _, f := range m.Funcs {
			if todo[f]&workCasts != 0 {
				o.foldCasts(f)
			}
		}
	}
	rep.FoldedCasts = o.folds
	rep.ModernAttrs = modernAttrs(m, todo)
	rep.RenamedIntrins = remangleIntrinsics(m, typedFns)
	if !opt.DbgCalls || typed && opt.TypedDbgRecords {
		rep.DbgRecords = dbgToRecords(m, todo)
	}
	return rep, nil
}
