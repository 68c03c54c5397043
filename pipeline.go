package irfix

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ad/enzyme"
	"github.com/irfix/irfix/ad/gradcheck"
	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// The pipeline, in the style of a compiler's pass list: every run of
// irfix — Convert, Grad, Check, GradCheck and every command of the CLI —
// is the table below with some passes switched on by a Pipeline value.
// The passes run in table order; none is called from anywhere else.
//
//	load          read text, bitcode, wrapper, ELF or Mach-O (Load)
//	verify-input  ir.Verify on the input: refuse it with located messages
//	canonicalize  upgrade.Canonicalize: opaque pointers, newest spellings
//	check-reader  downgrade.Check: what Reader would reject (no change)
//	callsig-check callsig.Find: keep the mismatches; stop at a wrong call
//	callsig-fix   callsig.Fix: repair harmless and known-convention calls
//	ad            ad.Differentiate: add the derivative of Grad.Fn
//	enzyme        enzyme.Lower: replace Enzyme's __enzyme_* calls
//	gradcheck     gradcheck.Check: reverse, forward and finite differences
//	lower         downgrade.Lower for Target (older, typed or newer)
//	write         text or bitcode for Target; bitcode is read back and
//	              compared with the module before it is returned
//
// With VerifyEach, ir.Verify runs after every pass that changes the
// module; a problem is an internal error (ErrInternal) naming the pass.

// Pass names, in pipeline order.
const (
	PassLoad         = "load"
	PassVerifyInput  = "verify-input"
	PassCanonicalize = "canonicalize"
	PassCheckReader  = "check-reader"
	PassCallsigCheck = "callsig-check"
	PassCallsigFix   = "callsig-fix"
	PassAD           = "ad"
	PassEnzyme       = "enzyme"
	PassGradCheck    = "gradcheck"
	PassLower        = "lower"
	PassWrite        = "write"
)

// ErrInternal is the class of errors that are irfix's own bugs: a pass
// left a module the verifier rejects, or the bitcode written does not
// read back as the module meant. CLI exit 1.
var ErrInternal = errors.New("internal error")

// ErrOptions is the class of errors about a Pipeline that cannot run as
// asked (bitcode without a target, --print-after naming a pass that does
// not run). The CLI reports them as usage errors.
var ErrOptions = errors.New("bad pipeline options")

// CallMode says what the callsig passes do.
type CallMode int

const (
	// CallsOff: no call-signature pass runs.
	CallsOff CallMode = iota
	// CallsReport: callsig-check finds every mismatch and keeps it in
	// Result.Calls; nothing stops the run.
	CallsReport
	// CallsCheck: as CallsReport, and a call that is not harmless (wrong,
	// or needing an adapter) stops the run with callsig's explanation,
	// wrapping callsig.ErrWrongCall.
	CallsCheck
	// CallsFix: callsig-fix repairs harmless and known-convention
	// mismatches (the module must be canonical); a wrong call stops the
	// run.
	CallsFix
)

// EmitAsInput is an output form for Pipeline.Emit: bitcode when the input
// was bitcode (in any container), text otherwise.
const EmitAsInput Emit = "as-input"

// Pipeline says which passes run and what they read. The zero value runs
// load only. Run starts from bytes; RunModule from a loaded module.
type Pipeline struct {
	// Target is the reader to lower for and write for (lower runs when it
	// is set; canonicalize then runs first). Zero: the module is written
	// as it is, which only text output allows.
	Target target.Target
	// Emit is the output form of the write pass: EmitText, EmitBitcode or
	// EmitAsInput; "" runs no write pass (Result.Output stays nil).
	Emit Emit
	// VerifyInput runs ir.Verify on the loaded module and refuses an
	// invalid one (ErrBadInput) with the verifier's located messages, one
	// per line.
	VerifyInput bool
	// Canonicalize runs canonicalize even when no other pass asks for
	// it (Target, Grad, GradCheck do).
	Canonicalize bool
	// Reader, when set, runs check-reader: Result.Problems lists what
	// that reader would reject in the module as loaded.
	Reader target.Target
	// Calls selects the call-signature passes.
	Calls CallMode
	// Grad, when set, runs ad (or enzyme when Grad.Enzyme); Grad's
	// Target and Emit are read by Grad only, not here.
	Grad *GradOptions
	// GradCheck, when set, runs gradcheck on the canonical module.
	GradCheck *GradCheckOptions
	// NoSelfCheck skips reading written bitcode back, and verifying a
	// changed module before printing it as text (see PassWrite).
	NoSelfCheck bool
	// Stream, when set, receives the text the write pass prints instead
	// of Result.Output (so a big module is not held twice in memory).
	Stream io.Writer
	// Source is the text the module was read from, for RunModule:
	// callsig's explanations quote its lines (Run uses its own input).
	Source []byte

	// VerifyEach runs ir.Verify after every pass that changes the module
	// (and on the input first); a problem is ErrInternal naming the pass.
	// Off by default; the environment variable IRFIX_VERIFY_EACH=1 turns
	// it on for every pipeline (the tests set it).
	VerifyEach bool
	// PrintAfter names a pass (or "all") after which the module is
	// printed as LLVM assembly to Trace.
	PrintAfter string
	// Trace receives PrintAfter's output; nil means os.Stderr.
	Trace io.Writer
	// InputReady, when set, is called once the input is loaded and (with
	// VerifyInput) verified, before the first pass after those runs; not
	// at all when none does. The CLI collects garbage there (the module
	// is then nearly all the heap holds). When verify-input runs type
	// recovery alongside the verifier, InputReady is called as soon as
	// the verifier accepts the input, while the recovery goes on.
	InputReady func()
}

// GradOptions says what Grad differentiates and how it writes the result.
type GradOptions struct {
	// Fn is the function to differentiate (without @).
	Fn string
	// Mode is ad.Reverse (NAME_grad) or ad.Forward (NAME_jvp).
	Mode ad.Mode
	// Const names parameters held constant, by position or name.
	Const []string
	// Name of the generated function; "" for the default.
	Name string
	// Target and Emit are as in ConvertOptions.
	Target target.Target
	Emit   Emit
	// Enzyme replaces the module's Enzyme ABI calls (__enzyme_autodiff,
	// __enzyme_fwddiff) instead of differentiating Fn.
	Enzyme bool
	// Report keeps ad's report of what the reverse sweep tapes.
	Report bool
}

// GradCheckOptions says which function gradcheck checks and where.
type GradCheckOptions struct {
	Fn string
	gradcheck.Options
}

// Result is what a pipeline run produced.
type Result struct {
	// Module is the module after the last pass (converted in place).
	Module *ir.Module
	// Info describes the input (load).
	Info Info
	// Output is what write produced (nil without a write pass).
	Output []byte
	// Passes names the passes that ran, in order.
	Passes []string
	// Problems is check-reader's list for Pipeline.Reader.
	Problems []downgrade.Problem
	// Calls are the call-signature mismatches callsig-check or
	// callsig-fix found; Fixed how many callsig-fix repaired.
	Calls []*callsig.Mismatch
	Fixed int
	// Grad is the function ad generated, ADReport its report (when
	// GradOptions.Report).
	Grad     *ir.Func
	ADReport *ad.Report
	// EnzymeCalls is how many Enzyme calls the enzyme pass replaced.
	EnzymeCalls int
	// GradCheck is gradcheck's table.
	GradCheck *gradcheck.Result
	// Losses says, one sentence each, what the output no longer says that
	// the input did: constructs lowered or dropped for Target's reader
	// (downgrade.Report.Losses) and a module summary the write pass does
	// not carry over (bitcode.Summary.Loss). Commands print them as
	// warnings on standard error.
	Losses []string

	src        []byte           // the input text, for explanations (with a callsig pass)
	changed    bool             // a pass that may change the module ran
	types      *downgrade.Types // lower's type recovery, done alongside verify-input (inferAhead)
	lastChange string           // the last pass run that may change the module
	// inferAhead: verifyInput runs lower's type recovery alongside.
	inferAhead bool
	// readBitcode: Module is what the bitcode reader returned (Run, not
	// RunModule), unchanged until the first pass that changes it.
	readBitcode bool
	// inputReady calls Pipeline.InputReady the first time (nil: none).
	inputReady func()
	timer      *passTimer // IRFIX_TIME_PASSES
}

// pass is one row of the table.
type pass struct {
	name string
	// reads names the Pipeline fields the pass reads.
	reads string
	// on says whether the pass runs in pipeline p.
	on func(p *Pipeline) bool
	// run does the work on r.Module.
	run func(p *Pipeline, r *Result) error
	// changes: the pass may change the module (VerifyEach checks after it).
	changes bool
}

// passes is the pipeline. Tests may replace it for the duration of a test.
var passes = []pass{
	{name: PassLoad, reads: "(input bytes)", on: always, run: nil},
	{name: PassVerifyInput, reads: "VerifyInput", on: func(p *Pipeline) bool { return p.VerifyInput }, run: verifyInput},
	{name: PassCanonicalize, reads: "Canonicalize, Target, Grad, GradCheck, Reader, Calls, PrintAfter", on: (*Pipeline).canonical, run: canonicalize, changes: true},
	{name: PassCheckReader, reads: "Reader", on: func(p *Pipeline) bool { return p.Reader.Major != 0 }, run: checkReader},
	{name: PassCallsigCheck, reads: "Calls", on: func(p *Pipeline) bool { return p.Calls == CallsReport || p.Calls == CallsCheck }, run: callsigCheck},
	{name: PassCallsigFix, reads: "Calls", on: func(p *Pipeline) bool { return p.Calls == CallsFix }, run: callsigFix, changes: true},
	{name: PassAD, reads: "Grad (Fn, Mode, Const, Name, Report)", on: func(p *Pipeline) bool { return p.Grad != nil && !p.Grad.Enzyme }, run: differentiate, changes: true},
	{name: PassEnzyme, reads: "Grad (Enzyme)", on: func(p *Pipeline) bool { return p.Grad != nil && p.Grad.Enzyme }, run: lowerEnzyme, changes: true},
	{name: PassGradCheck, reads: "GradCheck", on: func(p *Pipeline) bool { return p.GradCheck != nil }, run: checkGradient},
	{name: PassLower, reads: "Target", on: func(p *Pipeline) bool { return p.Target.Major != 0 }, run: lower, changes: true},
	{name: PassWrite, reads: "Emit, Target, NoSelfCheck", on: func(p *Pipeline) bool { return p.Emit != "" }, run: write},
}

func always(*Pipeline) bool { return true }

// PassNames returns the names of every pass in pipeline order.
func PassNames() []string {
	names := make([]string, len(passes))
	for i, ps := range passes {
		names[i] = ps.name
	}
	return names
}

// Passes returns the names of the passes p runs, in order.
func (p *Pipeline) Passes() []string {
	var names []string
	for _, ps := range passes {
		if ps.on(p) {
			names = append(names, ps.name)
		}
	}
	return names
}

func (p *Pipeline) canonical() bool {
	return p.Canonicalize || p.Target.Major != 0 || p.Grad != nil || p.GradCheck != nil
}

// Validate reports options that cannot run (errors match ErrOptions).
func (p *Pipeline) Validate() error {
	switch p.Emit {
	case "", EmitText, EmitBitcode, EmitAsInput:
	default:
		return optionsErrorf("unknown output form %q (want ll or bc)", p.Emit)
	}
	if p.Emit == EmitBitcode && p.Target.Major == 0 {
		return optionsErrorf("bitcode output needs a target: the LLVM reader to write it for")
	}
	if p.Grad != nil && !p.Grad.Enzyme && p.Grad.Fn == "" {
		return optionsErrorf("grad needs the function to differentiate")
	}
	if p.PrintAfter != "" && p.PrintAfter != "all" {
		run := p.Passes()
		if !slices.Contains(PassNames(), p.PrintAfter) {
			return optionsErrorf("--print-after %s: no such pass (passes: %s, or all)", p.PrintAfter, strings.Join(PassNames(), ", "))
		}
		if !slices.Contains(run, p.PrintAfter) {
			return optionsErrorf("--print-after %s: that pass does not run here (this run: %s)", p.PrintAfter, strings.Join(run, ", "))
		}
	}
	return nil
}

func optionsErrorf(format string, args ...any) error {
	return classify(ErrOptions, fmt.Errorf(format, args...))
}

// Run loads a module from data (any format Load reads; name is for
// messages) and runs the pipeline on it.
func (p *Pipeline) Run(name string, data []byte) (*Result, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	timer := newPassTimer(p.Trace)
	m, info, err := Load(name, data)
	if err != nil {
		return &Result{Info: info}, err
	}
	timer.lap(PassLoad)
	if info.Format != container.Text {
		data = nil // explanations quote text lines only
	}
	return p.runTimed(m, info, data, timer, info.Format != container.Text)
}

// RunModule runs the pipeline on a module that is already loaded (info
// describes where it came from; the zero Info is text). The load pass
// counts as run: PrintAfter "load" prints m as given.
func (p *Pipeline) RunModule(m *ir.Module, info Info) (*Result, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p.runTimed(m, info, p.Source, newPassTimer(p.Trace), false)
}

// readBitcode says m is what the bitcode reader returned (Load of a
// bitcode input).
func (p *Pipeline) runTimed(m *ir.Module, info Info, src []byte, timer *passTimer, readBitcode bool) (*Result, error) {
	if p.Calls == CallsOff {
		// Only callsig's explanations quote the input: without them the
		// text (62 MB for libclc) is not kept alive through the later
		// passes, the write and the self-check.
		src = nil
	}
	r := &Result{Module: m, Info: info, src: src, timer: timer, readBitcode: readBitcode}
	r.inferAhead = p.inferAhead(passes)
	defer timer.done()
	verifyEach := p.VerifyEach || os.Getenv("IRFIX_VERIFY_EACH") == "1"
	ready := p.InputReady
	r.inputReady = func() {
		if ready != nil {
			ready()
			ready = nil
		}
	}
	for _, ps := range passes {
		if !ps.on(p) {
			continue
		}
		if ps.name != PassLoad && ps.name != PassVerifyInput {
			r.inputReady()
		}
		if ps.run != nil {
			r.changed = r.changed || ps.changes
			if err := ps.run(p, r); err != nil {
				return r, err
			}
			if ps.changes {
				r.lastChange = ps.name
			}
			timer.lap(ps.name)
		}
		r.Passes = append(r.Passes, ps.name)
		if verifyEach && (ps.name == PassLoad && !p.VerifyInput) {
			// The input is checked first, so a broken input is not
			// blamed on the first pass that changes it.
			if err := verifyInput(p, r); err != nil {
				return r, err
			}
		}
		if verifyEach && ps.changes {
			if err := ir.Verify(r.Module); err != nil {
				return r, classify(ErrInternal, fmt.Errorf("%s: pass %s left a module the verifier rejects (an irfix bug): %w",
					fileName(r.Module), ps.name, err))
			}
		}
		if p.PrintAfter == ps.name || p.PrintAfter == "all" {
			if err := p.printAfter(ps.name, r.Module); err != nil {
				return r, err
			}
		}
	}
	return r, nil
}

// printAfter prints m after pass name to p.Trace.
func (p *Pipeline) printAfter(name string, m *ir.Module) error {
	w := p.Trace
	if w == nil {
		w = os.Stderr
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "; *** IR after pass %s ***\n", name)
	if err := lltext.PrintWith(&b, m, p.printOptions()); err != nil {
		return fmt.Errorf("print after %s: %w", name, err)
	}
	_, err := w.Write(b.Bytes())
	return err
}

func (p *Pipeline) printOptions() lltext.PrintOptions {
	if p.Target.Major == 0 {
		return lltext.PrintOptions{}
	}
	return downgrade.PrintOptions(p.Target)
}

// verify-input.
//
// For a typed target, the pointer type recovery lower runs is done
// meanwhile on a goroutine of its own when the passes between are only
// canonicalize (inferAhead): the verifier and the recovery only read the
// module, and the recovery is a single core's work (on SQLite 0.28 s
// of CPU beside the verifier's 0.2 s on two cores). Its result is kept
// only if the input verifies and canonicalize changes nothing it reads.
func verifyInput(p *Pipeline, r *Result) (err error) {
	if r.inferAhead && runtime.GOMAXPROCS(0) >= 2 && r.Module.HasInstrs(inferAheadMinInstrs) {
		ahead := make(chan *downgrade.Types, 1)
		m := r.Module
		go func() { ahead <- downgrade.InferTypes(m) }() // (it recovers its panics)
		defer func() {
			// Joined before the pass ends however it ends: the next
			// passes change the module.
			if t := <-ahead; err == nil {
				r.types = t
			}
		}()
	}
	verify := ir.Verify
	if r.readBitcode && r.lastChange == "" {
		// Use lists are the reader's bookkeeping, not the input's: they
		// hold by construction (ir.VerifyReadBitcode).
		verify = ir.VerifyReadBitcode
	}
	if err := verify(r.Module); err != nil {
		return classify(ErrBadInput, VerifyProblems(fileName(r.Module), err))
	}
	if r.inputReady != nil {
		// The input is verified: what InputReady does (the CLI's
		// collection, one mark of the module) can use the core the
		// verifier leaves while the recovery alongside goes on (on
		// SQLite a quarter second of one core's work after the
		// verifier's end).
		r.inputReady()
	}
	return nil
}

// inferAheadMinInstrs is the number of instructions below which
// verifyInput does not run lower's recovery alongside (a variable so
// that tests can lower it): a small module's recovery costs less than a
// goroutine's start and the join.
var inferAheadMinInstrs = 50000

// inferAheadRuns counts the runs whose lower got the recovery done
// alongside verify-input (for tests).
var inferAheadRuns atomic.Int64

// inferAhead says whether verifyInput runs lower's pointer type recovery
// alongside in a run of table: for a typed target, when lower runs and no
// pass but canonicalize runs between verify-input and lower.
func (p *Pipeline) inferAhead(table []pass) bool {
	if !p.Target.Typed {
		return false
	}
	between := false
	for _, ps := range table {
		switch {
		case ps.name == PassVerifyInput:
			between = true
		case ps.name == PassLower:
			return between && ps.on(p)
		case between && ps.name != PassCanonicalize && ps.on(p):
			return false
		}
	}
	return false
}

// MaxVerifyProblems bounds how many verifier problems one error lists.
const MaxVerifyProblems = 100

// VerifyProblems turns an ir.Verify error into one line per problem, each
// starting with name (`FILE:LINE:COL: @f: ...` when the position is
// known), at most MaxVerifyProblems of them.
func VerifyProblems(name string, err error) error {
	var ve *ir.VerifyError
	if !errors.As(err, &ve) {
		return fmt.Errorf("%s: %w", name, err)
	}
	var lines []string
	for i, pr := range ve.Problems {
		if i == MaxVerifyProblems {
			lines = append(lines, fmt.Sprintf("%s: ... and %d more problems", name, len(ve.Problems)-MaxVerifyProblems))
			break
		}
		sep := ": "
		if pr.Pos.IsValid() {
			sep = ":" // pr.String() starts with LINE:COL
		}
		lines = append(lines, name+sep+pr.String())
	}
	return &problemList{text: strings.Join(lines, "\n"), err: err}
}

// canonicalize (upgrade).
func canonicalize(p *Pipeline, r *Result) error {
	nf := len(r.Module.Funcs)
	rep, err := upgrade.CanonicalizeWith(r.Module, p.canonOptions(r.Module))
	if err != nil {
		return fmt.Errorf("%s: canonicalize: %w", fileName(r.Module), err)
	}
	// The recovery verifyInput ran stands if canonicalize changed only
	// what it does not read (downgrade.InferTypes): attributes rewritten
	// and intrinsics renamed, none merged into another.
	if rep.WasTyped || rep.FoldedCasts > 0 || rep.DbgRecords > 0 || len(r.Module.Funcs) != nf {
		r.types = nil
	}
	return nil
}

// canonOptions says whether canonicalize may leave m's debug intrinsic
// calls as they are: when the next pass that looks at the module is
// lowering for a reader that has no debug records (which would make the
// records calls again), and nobody asked to see the canonical module.
// For a reader without assignment tracking (before 16) lowering turns
// dbg.assign into dbg.value on records only: the calls stay there only
// when m declares no llvm.dbg.assign (lowering drops the DIAssignID
// attachments either way). On SQLite with -g, downgrade to 14 spent
// 0.12 s CPU and 50 MB of garbage on the round trip. Nor do they stay
// when a typed module is lowered for a typed reader: the casts
// canonicalize folds are put back where their users still are, and a
// debug call kept is one (a dead bitcast in front of it): that is
// upgrade.Options.TypedDbgRecords, decided by canonicalize from its own
// walk over the module (asking m.HasTypedPointers here walked libclc's
// 1.15 million instructions once more, 25 ms of CPU).
func (p *Pipeline) canonOptions(m *ir.Module) upgrade.Options {
	return upgrade.Options{DbgCalls: p.dbgCallsStay(m), TypedDbgRecords: p.Target.Typed}
}

// dbgCallsStay is canonOptions' DbgCalls: whether the debug calls may stay
// (when the module has no typed pointers, for a typed target).
func (p *Pipeline) dbgCallsStay(m *ir.Module) bool {
	t := p.Target
	if t.Major == 0 || t.Has(target.DebugRecords) ||
		p.Reader.Major != 0 || p.Calls != CallsOff || p.Grad != nil || p.GradCheck != nil ||
		p.PrintAfter == PassCanonicalize || p.PrintAfter == "all" {
		return false
	}
	if t.Has(target.DIAssignID) {
		return true
	}
	for _, f := range m.Funcs {
		if f.Name == "llvm.dbg.assign" {
			return false
		}
	}
	return true
}

// check-reader.
func checkReader(p *Pipeline, r *Result) error {
	r.Problems = downgrade.Check(r.Module, p.Reader)
	for i := range r.Problems {
		if f := r.Problems[i].File; f == "" || f == "-" {
			r.Problems[i].File = fileName(r.Module)
		}
	}
	return nil
}

// callsig-check.
func callsigCheck(p *Pipeline, r *Result) error {
	r.Calls = callsig.Find(r.Module)
	if p.Calls != CallsCheck {
		return nil
	}
	for _, mm := range r.Calls {
		if mm.Class != callsig.Harmless {
			return wrongCall(r, mm)
		}
	}
	return nil
}

// wrongCall is the error for a call the pipeline will not go past:
// callsig's explanation of it.
func wrongCall(r *Result, mm *callsig.Mismatch) error {
	return fmt.Errorf("%w: %s", callsig.ErrWrongCall, strings.TrimRight(callsig.Explain(r.Module, mm, r.src), "\n"))
}

// callsig-fix.
func callsigFix(_ *Pipeline, r *Result) error {
	r.Calls = callsig.Find(r.Module)
	for _, mm := range r.Calls {
		if mm.Class == callsig.Wrong {
			return wrongCall(r, mm)
		}
	}
	n, err := callsig.Fix(r.Module, r.Calls)
	r.Fixed = n
	if err != nil {
		return fmt.Errorf("%s: %w", fileName(r.Module), err)
	}
	// Fix rebuilds calls; its result is checked even without VerifyEach.
	if err := ir.Verify(r.Module); err != nil {
		return classify(ErrInternal, fmt.Errorf("%s: repaired module does not verify (an irfix bug): %w", fileName(r.Module), err))
	}
	return nil
}

// ad.
func differentiate(p *Pipeline, r *Result) error {
	g := p.Grad
	fn, rep, err := ad.Differentiate(r.Module, g.Fn, ad.Options{Mode: g.Mode, Const: g.Const, Name: g.Name, NoReport: !g.Report})
	if err != nil {
		return fmt.Errorf("%s: %w", fileName(r.Module), err)
	}
	r.Grad = fn
	if g.Report {
		r.ADReport = rep
	}
	return nil
}

// enzyme.
func lowerEnzyme(_ *Pipeline, r *Result) error {
	n, err := enzyme.Lower(r.Module)
	r.EnzymeCalls = n
	if err != nil {
		return fmt.Errorf("%s: %w", fileName(r.Module), err)
	}
	return nil
}

// gradcheck.
func checkGradient(p *Pipeline, r *Result) error {
	res, err := gradcheck.Check(r.Module, p.GradCheck.Fn, p.GradCheck.Options)
	if err != nil {
		return fmt.Errorf("%s: %w", fileName(r.Module), err)
	}
	r.GradCheck = res
	return nil
}

// lower (downgrade): for any reader, older, typed or newer.
func lower(p *Pipeline, r *Result) error {
	types := r.types
	r.types = nil // (not kept alive through write and self-check)
	if types != nil {
		inferAheadRuns.Add(1)
	}
	// Canonical: canonicalize was the last pass to change the module.
	rep, err := downgrade.Lower(r.Module, p.Target, downgrade.Options{Types: types, Canonical: r.lastChange == PassCanonicalize})
	if err != nil {
		return conversionError(r.Module, fmt.Errorf("lower for %s: %w", p.Target, err))
	}
	if rep != nil {
		r.Losses = append(r.Losses, rep.Losses...)
	}
	return nil
}

// write. Bitcode is read back with irfix's own reader and printed; the
// print must equal the module's (see selfCheck), so a writer bug never
// reaches a file.
func write(p *Pipeline, r *Result) error {
	emit := p.Emit
	if emit == EmitAsInput {
		emit = EmitText
		if f := r.Info.Format; f != container.Text && f != container.Unknown {
			emit = EmitBitcode
		}
		if emit == EmitBitcode && p.Target.Major == 0 {
			return optionsErrorf("bitcode output needs a target: the LLVM reader to write it for")
		}
	}
	m := r.Module
	if emit == EmitBitcode {
		out, kept, err := bitcode.WriteKeep(m, p.Target, r.Info.Summary)
		if r.Info.Summary != nil && !kept {
			r.Losses = append(r.Losses, r.Info.Summary.Loss())
		}
		if errors.Is(err, bitcode.ErrNotExpressible) {
			return classify(ErrNotExpressible, fmt.Errorf("%s: %w", fileName(m), err))
		}
		if err != nil {
			return fmt.Errorf("%s: write bitcode: %w", fileName(m), err)
		}
		if !p.NoSelfCheck {
			r.timer.lap(PassWrite)
			if err := selfCheck(m, p.Target, out); err != nil {
				return classify(ErrInternal, fmt.Errorf("%s: %w", fileName(m), err))
			}
			r.timer.lapped("self-check")
		}
		r.Output = out
		return nil
	}
	if r.Info.Summary != nil { // the text printer has no summary entries
		r.Losses = append(r.Losses, r.Info.Summary.Loss())
	}
	// Text has no read-back; its self-check is the verifier on the module
	// about to be printed, when a pass changed it (a reference left to an
	// erased instruction would print as %<badref>, which no reader takes).
	if !p.NoSelfCheck && r.changed {
		if err := ir.Verify(m); err != nil {
			return classify(ErrInternal, fmt.Errorf("%s: self-check: the module to print does not verify (an irfix bug): %w",
				fileName(m), VerifyProblems(fileName(m), err)))
		}
		r.timer.lap("self-check")
	}
	if p.Stream != nil {
		if err := lltext.PrintWith(p.Stream, m, p.printOptions()); err != nil {
			return fmt.Errorf("print: %w", err)
		}
		return nil
	}
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, p.printOptions()); err != nil {
		return fmt.Errorf("print: %w", err)
	}
	r.Output = b.Bytes()
	return nil
}

// conversionError classifies a failure to lower m: a problem list becomes
// ErrNotExpressible with one problem per line, `FILE:LINE:COL: <construct>
// needs LLVM >= N; target is T`. It is the one place that formats them.
func conversionError(m *ir.Module, err error) error {
	var ne *downgrade.NotExpressibleError
	if !errors.As(err, &ne) {
		return fmt.Errorf("%s: %w", fileName(m), err)
	}
	lines := make([]string, len(ne.Problems))
	for i, pr := range ne.Problems {
		if pr.File == "" {
			pr.File = fileName(m)
		}
		lines[i] = pr.String()
	}
	return classify(ErrNotExpressible, &problemList{text: strings.Join(lines, "\n"), err: err})
}

// Source returns the input text the run was given, for callsig.Explain:
// nil for bitcode, and when no call-signature pass ran (Calls is
// CallsOff).
func (r *Result) Source() []byte { return r.src }
