package container

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
)

// Sentinel errors, for errors.Is.
var (
	// ErrNoBitcode: the input is a valid container without embedded bitcode.
	ErrNoBitcode = errors.New("no embedded bitcode")
	// ErrAmbiguous: the input holds several bitcode modules and no option
	// said which one to take.
	ErrAmbiguous = errors.New("several bitcode modules")
	// ErrNoMember: WithMember named a module the input does not hold.
	ErrNoMember = errors.New("no such bitcode module")
	// ErrMalformed: the container structure is broken.
	ErrMalformed = errors.New("malformed container")
	// ErrNotBitcode: the input is LLVM IR text or of an unknown format.
	ErrNotBitcode = errors.New("not bitcode")
)

// Member is one bitcode module found in the input.
type Member struct {
	// Name says where it came from: ".llvmbc" (ELF), "__LLVM,__bitcode"
	// (Mach-O), "__LLVM,__bundle/NAME" (a file of a Mach-O bitcode
	// bundle), "wrapper", "bitcode"; prefixed with "ARCH:" inside a
	// universal binary and suffixed with "#N" when one section holds
	// several concatenated modules.
	Name string
	// Data is the raw bitcode (starting with 'BC' 0xC0DE). It aliases the
	// input unless the module had to be decompressed.
	Data []byte
	// Offset is the byte offset of Data in the input, or -1 when Data was
	// decompressed.
	Offset int64
}

type options struct {
	member string
}

// Option adjusts Extract.
type Option func(*options)

// WithMember picks the module with this Member.Name when the input holds
// several (see List for the names).
func WithMember(name string) Option {
	return func(o *options) { o.member = name }
}

// Extract returns the raw bitcode in data: data itself for raw bitcode,
// the payload of a wrapper, the .llvmbc section of an ELF file, or the
// __LLVM,__bitcode section or the bitcode file of the __LLVM,__bundle xar
// archive of a (possibly universal) Mach-O file. If the input holds several
// modules, Extract fails with ErrAmbiguous listing them, unless WithMember
// picks one.
func Extract(data []byte, opts ...Option) ([]byte, error) {
	var o options
	for _, f := range opts {
		f(&o)
	}
	ms, err := List(data)
	if err != nil {
		return nil, err
	}
	if o.member != "" {
		for _, m := range ms {
			if m.Name == o.member {
				return m.Data, nil
			}
		}
		return nil, fmt.Errorf("%w: %q; the input holds %s", ErrNoMember, o.member, names(ms))
	}
	if len(ms) == 1 {
		return ms[0].Data, nil
	}
	return nil, fmt.Errorf("%w: the input holds %d modules (%s); choose one by name", ErrAmbiguous, len(ms), names(ms))
}

func names(ms []Member) string {
	q := make([]string, len(ms))
	for i, m := range ms {
		q[i] = fmt.Sprintf("%q", m.Name)
	}
	return strings.Join(q, ", ")
}

// List returns every bitcode module in data, in file order.
func List(data []byte) ([]Member, error) {
	switch f := Detect(data); f {
	case RawBitcode:
		return splitModules(data, "bitcode", 0), nil
	case Wrapper:
		h, bc, err := ParseWrapper(data)
		if err != nil {
			return nil, err
		}
		return splitModules(bc, "wrapper", int64(h.Offset)), nil
	case ELF:
		return elfMembers(data)
	case MachO:
		return machoMembers(data, "")
	case MachOFat:
		return fatMembers(data)
	case Xar:
		return xarMembers(data, "xar", 0)
	case Text:
		return nil, fmt.Errorf("%w: the input is LLVM IR text (.ll); read it with the text reader", ErrNotBitcode)
	default:
		return nil, fmt.Errorf("%w: unrecognised input (first bytes % x); expected LLVM IR text, bitcode, a bitcode wrapper, ELF or Mach-O",
			ErrNotBitcode, data[:min(len(data), 8)])
	}
}

// sectionMembers turns the bytes of an embedded-bitcode section into
// modules. An empty or all-zero section is the placeholder that
// -fembed-bitcode=marker leaves.
func sectionMembers(sec []byte, name string, offset int64, what string) ([]Member, error) {
	if len(bytes.Trim(sec, "\x00")) == 0 {
		return nil, fmt.Errorf("%w: the %s section of the %s holds only a placeholder (%d bytes); it was built with -fembed-bitcode=marker, rebuild with -fembed-bitcode",
			ErrNoBitcode, name, what, len(sec))
	}
	if Detect(sec) == Wrapper {
		h, bc, err := ParseWrapper(sec)
		if err != nil {
			return nil, fmt.Errorf("section %s of the %s: %w", name, what, err)
		}
		return splitModules(bc, name, offset+int64(h.Offset)), nil
	}
	if Detect(sec) != RawBitcode {
		return nil, fmt.Errorf("%w: the %s section of the %s does not start with the bitcode magic (first bytes % x)",
			ErrMalformed, name, what, sec[:min(len(sec), 8)])
	}
	return splitModules(sec, name, offset), nil
}

// splitModules finds the modules in bytes that start with the bitcode
// magic. A linker concatenates the .llvmbc sections of its inputs, so one
// section can hold several bitcode files, each starting with the magic and
// possibly followed by zero padding. The top-level blocks are skipped by
// their lengths to find where each file ends.
//
// If the bytes do not split cleanly into two or more files, they are
// returned whole as one module, so that the bitcode reader, not this
// function, reports what is wrong with them.
func splitModules(data []byte, name string, offset int64) []Member {
	whole := []Member{{Name: name, Data: data, Offset: offset}}
	var parts []Member
	p := 0
	for p < len(data) {
		if data[p] == 0 {
			p++ // padding between files
			continue
		}
		if !bytes.HasPrefix(data[p:], bitcodeMagic) {
			return whole
		}
		start := p
		p += 4
		for p < len(data) && data[p] != 0 && !bytes.HasPrefix(data[p:], bitcodeMagic) {
			// A top-level block header never starts with a zero byte: its
			// first two bits are ENTER_SUBBLOCK (01).
			r := bitstream.NewReader(data[p:], bitstream.WithoutMagic())
			e, err := r.Next()
			if err != nil || e.Kind != bitstream.KindEnterBlock || r.SkipBlock() != nil {
				return whole
			}
			p += int(r.BitPos() / 8)
		}
		parts = append(parts, Member{Data: data[start:p:p], Offset: offset + int64(start)})
	}
	if len(parts) < 2 {
		return whole
	}
	for i := range parts {
		parts[i].Name = fmt.Sprintf("%s#%d", name, i)
	}
	return parts
}

// guard turns a panic inside debug/elf or debug/macho (which document that
// they are not hardened against hostile input) into ErrMalformed.
func guard(what string, err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("%w: %s parser failed on this input: %v", ErrMalformed, what, r)
	}
}
