package irfix

import (
	"bytes"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/irfix/irfix/bitcode/bitstream"
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
	// ErrUnsupported: the input or request is valid but needs a part of
	// irfix that does not exist yet (for now: reading or writing bitcode).
	// CLI exit 1.
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
	// Producer is the bitcode's IDENTIFICATION string, e.g. "LLVM16.0.6"
	// or "APPLE_1_1500.1.0.2.5_0"; "" for text and for bitcode older than
	// LLVM 3.8, which has no identification block.
	Producer string
}

// Load reads one module from data, whatever its format: LLVM assembly,
// raw bitcode, a bitcode wrapper, or an ELF/Mach-O object (or xar bundle)
// carrying embedded bitcode. The format is detected from the bytes, never from
// name; name is only used in error messages ("-" input is usually named
// "<stdin>").
//
// Text is parsed as written: typed pointers stay typed, old spellings stay
// old (see package ir/lltext). Errors match ErrBadInput or ErrUnsupported;
// a syntax error is also an *lltext.Error with its position and source
// line.
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
		return m, info, nil
	}
	bc, err := container.Extract(data)
	if err != nil {
		return nil, info, classify(ErrBadInput, fmt.Errorf("%s: %w", name, err))
	}
	info.Producer = Producer(bc)
	m, err := readBitcode(name, bc)
	return m, info, err
}

// readBitcode decodes raw bitcode (container already removed) into a
// module. It is the single seam between Load and the bitcode reader: when
// the reader exists, this becomes a call to it, with its errors classified
// as ErrBadInput and prefixed with name.
var readBitcode = func(name string, bc []byte) (*ir.Module, error) {
	return nil, classify(ErrUnsupported, fmt.Errorf(
		"%s: bitcode input needs the bitcode reader (not yet built); disassemble with llvm-dis first", name))
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

// Producer returns the producer string from raw bitcode's
// IDENTIFICATION_BLOCK (record STRING, code 1), or "" when there is none
// or it cannot be read. It reads only the blocks before the module block.
func Producer(bc []byte) string {
	const identString = 1 // IDENTIFICATION_CODE_STRING
	r := bitstream.NewReader(bc)
	for {
		e, err := r.Next()
		if err != nil {
			return ""
		}
		switch {
		case e.Kind == bitstream.KindEnterBlock && e.BlockID == bitstream.ModuleBlockID:
			return ""
		case e.Kind == bitstream.KindRecord && e.BlockID == bitstream.IdentificationBlockID && e.Code == identString:
			s := make([]byte, len(e.Ops))
			for i, c := range e.Ops {
				s[i] = byte(c)
			}
			return string(s)
		}
	}
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
