package irfix

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irfix/irfix/ad/gradcheck"
	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// Error classes, for errors.Is. Every error Load returns matches exactly one
// of them; the CLI turns them into exit codes.
var (
	// ErrBadInput: the input is not valid LLVM IR in any format irfix reads
	// (syntax error, corrupt bitcode, unknown file format). CLI exit 1.
	ErrBadInput = errors.New("bad input")
	// ErrUnsupported: the input is valid but irfix cannot handle it: a
	// bitcode record or attribute from an LLVM newer than the reader
	// knows. CLI exit 1.
	ErrUnsupported = errors.New("not supported yet")
	// ErrNotExpressible: the module uses something the requested target
	// reader cannot express. CLI exit 3. It is downgrade's sentinel, so a
	// caller of either package tests one value.
	ErrNotExpressible = downgrade.ErrNotExpressible
)

// classified gives an error one of the class sentinels while keeping its own
// message (so a parse error still reads `FILE:LINE:COL: message`) and its
// own chain (so errors.As finds *lltext.Error).
type classified struct {
	class error
	err   error
}

func (e *classified) Error() string   { return e.err.Error() }
func (e *classified) Unwrap() []error { return []error{e.err, e.class} }

func classify(class, err error) error { return &classified{class: class, err: err} }

// Info describes what Load found.
type Info struct {
	// Format is what the bytes are: container.Text, RawBitcode, Wrapper,
	// ELF, MachO, MachOFat or Xar.
	Format container.Format
	// Producer is the bitcode's IDENTIFICATION string, e.g. "LLVM16.0.6";
	// "" for text and for bitcode without an identification block
	// (LLVM before 3.8). Set even when decoding the module fails.
	Producer string
	// Summary describes the input's ThinLTO/full-LTO module summary (nil
	// without one). irfix does not keep summaries: a pipeline that
	// writes the module states the loss in Result.Losses.
	Summary *bitcode.Summary
}

// Load reads one module from data, whatever its format: LLVM assembly,
// raw bitcode, a bitcode wrapper, or an ELF/Mach-O object (or xar bundle)
// carrying embedded bitcode. The format is detected from the bytes, never from
// name; name is only used in error messages ("-" input is usually named
// "<stdin>").
//
// Text (package ir/lltext) and bitcode (package bitcode) are read as
// written: typed pointers stay typed, old spellings stay old. The module's
// File is set to name. Errors match ErrBadInput or ErrUnsupported and start
// with name; a syntax error is also an *lltext.Error with its position and
// source line, a bitcode error names the bit offset and block path.
func Load(name string, data []byte) (*ir.Module, Info, error) {
	info := Info{Format: container.Detect(data)}
	if info.Format == container.Text || info.Format == container.Unknown && plainText(data) {
		// Unknown-looking text goes to the parser too, so that a .ll
		// with a typo on its first line gets a positioned syntax error.
		info.Format = container.Text
		m, err := lltext.Parse(name, data)
		if err != nil {
			return nil, info, classify(ErrBadInput, err)
		}
		info.Summary = textSummary(data)
		if m.File == "" {
			m.File = name
		}
		return m, info, nil
	}
	bc, err := container.Extract(data)
	if err != nil {
		return nil, info, classify(ErrBadInput, fmt.Errorf("%s: %w", name, err))
	}
	m, bi, err := bitcode.ReadRaw(bc)
	if bi != nil {
		info.Producer, info.Summary = bi.Producer, bi.Summary
	}
	if err != nil {
		class := ErrBadInput
		if errors.Is(err, bitcode.ErrUnsupported) {
			class = ErrUnsupported // a newer LLVM's record or attribute
		}
		return nil, info, classify(class, fmt.Errorf("%s: %w", name, err))
	}
	if m.File == "" {
		m.File = name
	}
	return m, info, nil
}

// plainText reports whether data could be text (container.TextLike: no
// binary control bytes in its first 64 KiB; Latin-1 and NUL bytes are
// left to the text reader, which accepts the one and locates the other).
func plainText(data []byte) bool {
	return len(data) > 0 && container.TextLike(data)
}

// Emit is an output form.
type Emit string

// The output forms.
const (
	EmitText    Emit = "ll" // LLVM assembly
	EmitBitcode Emit = "bc" // LLVM bitcode (needs ConvertOptions.Target)
)

// ConvertOptions says what Convert produces.
type ConvertOptions struct {
	// Emit is the output form; "" means EmitText.
	Emit Emit
	// Target is the reader to write for (target.MustParse("16-typed") is
	// Julia 1.11's). When set, Convert first converts m in place: to the
	// canonical form (package upgrade), then lowered for Target (package
	// downgrade, for older, typed and newer readers alike); then it
	// writes with Target's spellings. When unset (the zero Target), m is
	// written as it is; bitcode output needs a Target.
	Target target.Target
}

// Convert renders m in the requested form, for the requested reader. It
// runs the pipeline (see Pipeline): verify-input, then with a Target
// canonicalize and lower, then write (bitcode is read back and compared
// before it is returned). Errors match ErrBadInput when m does not verify
// (one verifier problem per line), ErrNotExpressible when the target
// cannot express something in m (the message then lists every construct,
// one per line, as `FILE:LINE:COL: <construct> needs LLVM >= N; target is
// T`, FILE being m.File), ErrInternal for irfix's own bugs.
func Convert(m *ir.Module, opts ConvertOptions) ([]byte, error) {
	emit := opts.Emit
	if emit == "" {
		emit = EmitText
	}
	if emit != EmitText && emit != EmitBitcode {
		return nil, fmt.Errorf("unknown output form %q (want ll or bc)", opts.Emit)
	}
	p := &Pipeline{Target: opts.Target, Emit: emit, VerifyInput: true}
	r, err := p.RunModule(m, Info{})
	if err != nil {
		return nil, err
	}
	return r.Output, nil
}

// Grad differentiates opts.Fn in m (or, with opts.Enzyme, replaces m's
// Enzyme ABI calls) and writes the module for opts.Target. It runs the
// pipeline verify-input, canonicalize, callsig-check (a call that is not
// harmless stops it with callsig's explanation: a derivative of a wrongly
// called function would be wrong too), ad or enzyme, lower, write. Errors
// from the engine wrap ad.ErrNotDifferentiable.
func Grad(m *ir.Module, opts GradOptions) (*Result, error) {
	emit := opts.Emit
	if emit == "" {
		emit = EmitText
	}
	p := &Pipeline{Target: opts.Target, Emit: emit, VerifyInput: true, Calls: CallsCheck, Grad: &opts}
	return p.RunModule(m, Info{})
}

// GradCheck checks the derivatives of fn in m against finite differences
// (package ad/gradcheck): pipeline verify-input, canonicalize,
// callsig-check, gradcheck. m is converted to the canonical form in place.
func GradCheck(m *ir.Module, fn string, opts gradcheck.Options) (*gradcheck.Result, error) {
	p := &Pipeline{VerifyInput: true, Calls: CallsCheck, GradCheck: &GradCheckOptions{Fn: fn, Options: opts}}
	r, err := p.RunModule(m, Info{})
	if err != nil {
		return nil, err
	}
	return r.GradCheck, nil
}

// CheckResult is what Check finds.
type CheckResult struct {
	// Problems are the constructs the reader would reject, one per kind
	// with its first location and count.
	Problems []downgrade.Problem
	// Calls are the calls whose signature is wrong (not harmless):
	// readers accept them, running them is undefined behaviour.
	Calls []*callsig.Mismatch
}

// OK reports whether the reader accepts the module and every call is
// right.
func (c *CheckResult) OK() bool { return len(c.Problems) == 0 && len(c.Calls) == 0 }

// Check says why reader would reject m, as it is (pipeline verify-input,
// check-reader, callsig-check); m is not changed. A module irfix's
// verifier rejects is an error (ErrBadInput) with the verifier's located
// messages, exactly as `irfix verify` reports them: no reader accepts it.
func Check(m *ir.Module, reader target.Target) (*CheckResult, error) {
	p := &Pipeline{Reader: reader, Calls: CallsReport, VerifyInput: true}
	r, err := p.RunModule(m, Info{})
	if err != nil {
		return nil, err
	}
	c := &CheckResult{Problems: r.Problems}
	for _, mm := range r.Calls {
		if mm.Class != callsig.Harmless {
			c.Calls = append(c.Calls, mm)
		}
	}
	return c, nil
}

// fileName names m's file in messages.
func fileName(m *ir.Module) string {
	if m == nil || m.File == "" {
		return "<module>"
	}
	return m.File
}

// problemList is an error listing several problems, one per line.
type problemList struct {
	text string
	err  error
}

func (e *problemList) Error() string { return e.text }
func (e *problemList) Unwrap() error { return e.err }

// firstLines returns the first n lines of s, and how many were left out.
func firstLines(s string, n int) string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) <= n {
		return s
	}
	return strings.Join(lines[:n], "") + fmt.Sprintf("... %d more lines\n", len(lines)-n)
}
