package downgrade

import (
	"errors"
	"runtime"
	"sync"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/ptrtype"
	"github.com/irfix/irfix/target"
)

// Options tunes Lower.
type Options struct {
	// KeepHints keeps Module.Hints after lowering (by default they are
	// dropped once used: the lowered module's types are the hints).
	KeepHints bool
	// NoCheck skips the final check (debugging aid: print what was produced).
	NoCheck bool
	// Canonical says the caller has just made the module canonical
	// (upgrade.Canonicalize) and changed nothing since: Lower does not
	// walk it for typed pointers again (libclc's 1.15 million
	// instructions: 25-55 ms of one core).
	Canonical bool
	// Types is InferTypes's result on the module, for a typed target:
	// Lower then uses it instead of inferring (see InferTypes for what
	// may change in the module in between).
	Types *Types
}

// Report says what Lower changed.
type Report struct {
	Target               target.Target
	AttrsLowered         int            // memory/captures rewritten to older spellings
	AttrsDropped         map[string]int // newer optimisation-hint attributes removed
	FlagsDropped         int
	ConstExprsExpanded   int
	DbgRecordsToCalls    int
	DbgRecordsDropped    int
	IntrinsicsRenamed    int
	BitCasts             int // bitcasts inserted for typed pointers (instructions and constants)
	ZeroGEPs             int // zero getelementptrs inserted (array decay)
	FoldedCastsRestored  int
	MDFieldsDropped      int
	DbgAssignsLowered    int
	AnnotationOpsDropped int // non-string !annotation operands removed (readers before 19)
	IntrinsicsExpanded   int
	ModuleFlagsRewritten int
	MDTagsLowered        int // debug-info tags the target lacks, rewritten (target.MDTags)
	// Losses says, one sentence each, what the output no longer says
	// that the input did (lowered or dropped for the target's reader);
	// commands print them as warnings on standard error.
	Losses []string
}

type lowerer struct {
	m   *ir.Module
	t   target.Target
	rep *Report
	opt Options
	md  *mdLowering // set by dialect
	// dbgFns: the llvm.dbg.* declaration for each record kind (dbgDecl)
	dbgFns map[ir.DbgRecordKind]*ir.Func
	// attrSets: lowerAttrSet's outcome for each set it has lowered
	attrSets map[attrSetKey]attrSetLowered
	// killed counts the variable locations killUnreadable made
	// "optimized out".
	killed int
	// expandIn: the instructions with a constant expression operand the
	// target lacks (lowerInstr lists them for dialect to expand).
	expandIn []*ir.Instr
}

// ErrNotCanonical is returned by Lower for a module with typed pointers;
// run upgrade.Canonicalize first.
var ErrNotCanonical = errors.New("module is not canonical (it has typed pointers); canonicalize it first")

// Lower converts a canonical module in place for target t: version
// dialect first (attributes, flags, constant expressions, debug records,
// intrinsic names), then, for a typed target, pointer types from
// ptrtype. What t cannot express is a *NotExpressibleError listing every
// construct with its location (errors.Is(err, ErrNotExpressible)); the
// module is then partly converted and should be discarded.
func Lower(m *ir.Module, t target.Target, opt Options) (*Report, error) {
	if !opt.Canonical && m.HasTypedPointers() {
		return nil, ErrNotCanonical
	}
	l := &lowerer{m: m, t: t, opt: opt, rep: &Report{Target: t, AttrsDropped: map[string]int{}}}
	var res *ptrtype.Result
	if t.Typed {
		// Types llvm-dis dropped that the module still implies; then the
		// recovery, on the canonical module before anything changes
		// (or its result from before canonicalization, which changed
		// nothing it reads: InferTypes).
		if opt.Types != nil {
			res, _ = opt.Types.ahead.Apply(m)
		}
		if res == nil {
			ptrtype.CompleteTypes(m)
			res = ptrtype.Infer(m)
		}
	}
	l.dialect()
	var ty *typer
	if t.Typed {
		var err error
		if ty, err = l.typed(res); err != nil {
			return l.rep, err
		}
	}
	// One walk over the metadata, now that nothing else changes it: lower
	// each node and wrapped constant, retype the constant for a typed
	// target, and look at each node as Check does. The instructions'
	// metadata is walked from the final check's walk over them.
	s := newScanner(m, t)
	value := l.md.value
	if ty != nil {
		value = func(x *ir.ValueAsMetadata) {
			l.md.value(x)
			ty.valueMD(x)
		}
	}
	node := l.md.node
	if s.checksMD() {
		s.pos, s.where = ir.Pos{}, "debug info"
		node = func(n *ir.MDNode) {
			l.md.node(n)
			s.mdNode(n)
		}
	}
	w := ir.MDWalker{Node: node, Value: value}
	w.WalkGlobals(m)
	// The check of everything but metadata nodes (problems found in the
	// nodes come first, as in Check: rs's are merged after them).
	rs := newScanner(m, t)
	if !checkAlongside(m, rs, w.WalkInstr) {
		rs.restWith(w.WalkInstr)
	}
	l.md.finish()
	if !opt.KeepHints {
		m.Hints = nil
	}
	if s.merge(rs); len(s.out) > 0 && !opt.NoCheck {
		return l.rep, &NotExpressibleError{Problems: s.out}
	}
	return l.rep, nil
}

// PrintOptions returns the printer switches for target t (the printer's
// version-dependent spellings, decided here from the target table).
func PrintOptions(t target.Target) lltext.PrintOptions {
	return lltext.PrintOptions{ExpandSplat: !t.Has(target.Splat)}
}

// checkAlongside is rs.restWith(each) for a large module on a machine
// with two or more cores: the check runs on a goroutine of its own while
// this one calls each on every instruction, in order. (Lower's each
// lowers and retypes the metadata the instructions reach; the check
// never reads metadata, only instructions, types, attributes and
// constants, which each does not change.) It reports false, having done
// nothing, for a small module or a single core.
func checkAlongside(m *ir.Module, rs *scanner, each func(*ir.Instr)) bool {
	if runtime.GOMAXPROCS(0) < 2 || !m.HasInstrs(parallelMinInstrs) {
		return false
	}
	var wg sync.WaitGroup
	var p panics
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			if v := recover(); v != nil {
				p.add(0, v)
			}
		}()
		rs.rest()
	}()
	func() {
		defer wg.Wait() // (a panic here waits for the check too)
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					each(i)
				}
			}
		}
	}()
	p.repanic()
	return true
}
