package container

import (
	"encoding/binary"
	"fmt"
)

// WrapperHeader is the bitcode wrapper header ("Bitcode Wrapper Format" in
// LLVM's BitCodeFormat.rst): five little-endian 32-bit fields, in this
// order.
type WrapperHeader struct {
	Magic   uint32 // always 0x0B17C0DE
	Version uint32 // currently always 0
	Offset  uint32 // byte offset of the bitcode from the start of the file
	Size    uint32 // size of the bitcode in bytes
	CPUType uint32 // target-specific
}

// WrapperMagic is the wrapper's magic number.
const WrapperMagic = 0x0B17C0DE

// WrapperHeaderSize is the size of the wrapper header in bytes.
const WrapperHeaderSize = 20

// ParseWrapper reads a wrapper header and returns it with the bitcode it
// points at (a slice of data). The payload must be raw bitcode.
func ParseWrapper(data []byte) (WrapperHeader, []byte, error) {
	var h WrapperHeader
	if len(data) < WrapperHeaderSize {
		return h, nil, fmt.Errorf("%w: bitcode wrapper header needs %d bytes, input has %d", ErrMalformed, WrapperHeaderSize, len(data))
	}
	h.Magic = binary.LittleEndian.Uint32(data[0:])
	h.Version = binary.LittleEndian.Uint32(data[4:])
	h.Offset = binary.LittleEndian.Uint32(data[8:])
	h.Size = binary.LittleEndian.Uint32(data[12:])
	h.CPUType = binary.LittleEndian.Uint32(data[16:])
	if h.Magic != WrapperMagic {
		return h, nil, fmt.Errorf("%w: bitcode wrapper magic is %#x, want %#x", ErrMalformed, h.Magic, WrapperMagic)
	}
	end := uint64(h.Offset) + uint64(h.Size)
	if uint64(h.Offset) < WrapperHeaderSize || end > uint64(len(data)) {
		return h, nil, fmt.Errorf("%w: bitcode wrapper says bitcode is at bytes %d..%d, outside the header-free part of a %d-byte input",
			ErrMalformed, h.Offset, end, len(data))
	}
	bc := data[h.Offset:end:end]
	if Detect(bc) != RawBitcode {
		return h, nil, fmt.Errorf("%w: bitcode wrapper payload at byte %d does not start with the bitcode magic 'BC' 0xC0DE", ErrMalformed, h.Offset)
	}
	return h, bc, nil
}

// Wrap puts bitcode in a wrapper with the given CPU type, the bitcode right
// after the header. (Darwin's tools also pad the result to a multiple of 16
// bytes; readers do not need that, so Wrap does not.)
func Wrap(bitcode []byte, cpuType uint32) []byte {
	out := make([]byte, WrapperHeaderSize, WrapperHeaderSize+len(bitcode))
	binary.LittleEndian.PutUint32(out[0:], WrapperMagic)
	binary.LittleEndian.PutUint32(out[4:], 0)
	binary.LittleEndian.PutUint32(out[8:], WrapperHeaderSize)
	binary.LittleEndian.PutUint32(out[12:], uint32(len(bitcode)))
	binary.LittleEndian.PutUint32(out[16:], cpuType)
	return append(out, bitcode...)
}
