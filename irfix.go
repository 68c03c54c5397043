package irfix

import (
	"bytes"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Error classes, for errors.Is. Every error Load returns matches exactly one
// of them; the CLI turns them into exit codes.
var (
	// ErrBadInput: the input is not valid LLVM IR in any format irfix reads
	// (syntax error, corrupt bitcode, unknown file format). CLI exit 1.
	ErrBadInput = errors.New("bad input")
	// ErrUnsupported: the input or request is valid but irfix cannot
	// handle it (yet): bitcode output, or a bitcode record or attribute
	// from an LLVM newer than the reader knows. CLI exit 1.
	ErrUnsupported = errors.New("not supported yet")
	// ErrNotExpressible: the module uses something the requested target
	// reader cannot express. CLI exit 3.
	ErrNotExpressible = errors.New("not expressible for the target")
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
		info.Producer = bi.Producer
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

// plainText reports whether data could be text: valid UTF-8 without NUL
// bytes in its first 64 KiB.
func plainText(data []byte) bool {
	head := data[:min(len(data), 64<<10)]
	for i := 0; i < utf8.UTFMax && !utf8.Valid(head); i++ {
		head = head[:len(head)-1] // do not judge a sequence cut in half
	}
	return utf8.Valid(head) && bytes.IndexByte(head, 0) < 0
}

// Emit is an output form.
type Emit string

// The output forms.
const (
	EmitText    Emit = "ll" // LLVM assembly
	EmitBitcode Emit = "bc" // bitcode (not yet: needs the bitcode writer)
)

// ConvertOptions says what Convert produces.
type ConvertOptions struct {
	// Emit is the output form; "" means EmitText.
	Emit Emit
}

// Convert renders m in the requested form. For now it prints the module
// as LLVM assembly exactly as it is (no version or pointer-mode lowering
// yet); EmitBitcode reports ErrUnsupported.
func Convert(m *ir.Module, opts ConvertOptions) ([]byte, error) {
	switch opts.Emit {
	case "", EmitText:
		var b bytes.Buffer
		if err := lltext.Print(&b, m); err != nil {
			return nil, fmt.Errorf("print: %w", err)
		}
		return b.Bytes(), nil
	case EmitBitcode:
		return nil, classify(ErrUnsupported, errors.New("bitcode output needs the bitcode writer (not yet built); emit ll and run llvm-as"))
	}
	return nil, fmt.Errorf("unknown output form %q (want ll or bc)", opts.Emit)
}
