package container

import (
	"bytes"
	"encoding/binary"
)

// Format is the kind of bytes a user handed in.
type Format int

const (
	Unknown    Format = iota
	Text              // LLVM IR assembly (.ll)
	RawBitcode        // 'B' 'C' 0xC0 0xDE
	Wrapper           // bitcode wrapper header, magic 0x0B17C0DE
	ELF               // ELF object, shared library or executable
	MachO             // thin Mach-O, 32 or 64 bit, either byte order
	MachOFat          // universal (fat) Mach-O
	Xar               // xar archive, as in a Mach-O __LLVM,__bundle section
)

func (f Format) String() string {
	switch f {
	case Text:
		return "LLVM IR text"
	case RawBitcode:
		return "LLVM bitcode"
	case Wrapper:
		return "wrapped LLVM bitcode"
	case ELF:
		return "ELF"
	case MachO:
		return "Mach-O"
	case MachOFat:
		return "universal Mach-O"
	case Xar:
		return "xar archive"
	}
	return "unknown format"
}

var (
	bitcodeMagic = []byte{'B', 'C', 0xC0, 0xDE}
	wrapperMagic = []byte{0xDE, 0xC0, 0x17, 0x0B} // 0x0B17C0DE, little endian
	elfMagic     = []byte{0x7F, 'E', 'L', 'F'}
	xarMagic     = []byte{'x', 'a', 'r', '!'}
)

// Mach-O magic numbers as read big endian from the first four bytes.
const (
	machoMagic32   = 0xFEEDFACE // big-endian 32-bit file
	machoCigam32   = 0xCEFAEDFE // little-endian 32-bit file
	machoMagic64   = 0xFEEDFACF
	machoCigam64   = 0xCFFAEDFE
	machoFatMagic  = 0xCAFEBABE // fat headers are always big endian
	machoFat64     = 0xCAFEBABF
	javaMinVersion = 45 // oldest Java class file major version
)

// Detect tells what data is from its bytes alone (never a file name).
func Detect(data []byte) Format {
	switch {
	case bytes.HasPrefix(data, bitcodeMagic):
		return RawBitcode
	case bytes.HasPrefix(data, wrapperMagic):
		return Wrapper
	case bytes.HasPrefix(data, elfMagic):
		return ELF
	case bytes.HasPrefix(data, xarMagic):
		return Xar
	}
	if len(data) >= 8 {
		switch binary.BigEndian.Uint32(data) {
		case machoMagic32, machoCigam32, machoMagic64, machoCigam64:
			return MachO
		case machoFatMagic, machoFat64:
			// 0xCAFEBABE also starts Java class files, where the next word
			// holds the class file version (major >= 45). A fat header
			// holds the architecture count there, which is small.
			if n := binary.BigEndian.Uint32(data[4:]); n > 0 && n < javaMinVersion {
				return MachOFat
			}
			return Unknown
		}
	}
	if looksLikeIRText(data) {
		return Text
	}
	return Unknown
}

// Top-level constructs a .ll file can start with (after comments).
var irStarts = [][]byte{
	[]byte("source_filename"), []byte("target "), []byte("define"), []byte("declare"),
	[]byte("attributes"), []byte("module "), []byte("uselistorder"), []byte("@"),
	[]byte("%"), []byte("!"), []byte("$"), []byte("^"), []byte("type "),
}

// looksLikeIRText: text bytes (TextLike) whose first line that is neither
// blank nor a ';' comment starts like a top-level IR construct. A file of
// comments only (llvm-dis of an empty module) is text too; an empty file
// is not recognised.
func looksLikeIRText(data []byte) bool {
	sample := data[:min(len(data), textSample)]
	if len(sample) == 0 || !TextLike(data) {
		return false
	}
	sample = bytes.TrimPrefix(sample, []byte("\xEF\xBB\xBF"))
	sawComment := false
	for len(sample) > 0 {
		line := sample
		if i := bytes.IndexByte(sample, '\n'); i >= 0 {
			line, sample = sample[:i], sample[i+1:]
		} else {
			sample = nil
		}
		line = bytes.TrimSpace(line)
		switch {
		case len(line) == 0:
			continue
		case line[0] == ';':
			sawComment = true
			continue
		}
		for _, p := range irStarts {
			if bytes.HasPrefix(line, p) {
				return true
			}
		}
		return false
	}
	return sawComment
}

// textSample is how much of the input TextLike and Detect look at.
const textSample = 64 << 10

// TextLike reports whether the first 64 KiB of data could be LLVM
// assembly: no control characters other than tab, line feed, vertical
// tab, form feed, carriage return, escape and NUL. Bytes 0x80-0xFF are
// text: llvm-as takes any byte in comments, strings and quoted names, so
// a Latin-1 comment is as good as a UTF-8 one. NUL is let through so the
// text reader can say where it is (it refuses NUL bytes); binary formats
// carry other control bytes.
func TextLike(data []byte) bool {
	for _, c := range data[:min(len(data), textSample)] {
		if c < 0x20 && c != 0 && (c < '\t' || c > '\r') && c != 0x1B || c == 0x7F {
			return false
		}
	}
	return true
}
