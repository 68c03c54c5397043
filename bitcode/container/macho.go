package container

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// Mach-O keeps embedded bitcode in segment __LLVM ("Native Object File
// Wrapper Format" in BitCodeFormat.rst): section __bitcode holds one bitcode
// file (from clang -fembed-bitcode), section __bundle a xar archive of
// bitcode files (from ld -bitcode_bundle).
const (
	llvmSegment    = "__LLVM"
	bitcodeSection = "__bitcode"
	bundleSection  = "__bundle"
)

// machoMembers returns the bitcode of a thin Mach-O file; prefix goes in
// front of member names ("arm64:" inside a universal file).
func machoMembers(data []byte, prefix string) (ms []Member, err error) {
	defer guard("Mach-O", &err)
	f, err := macho.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w: Mach-O: %v", ErrMalformed, err)
	}
	for _, s := range f.Sections {
		if s.Seg != llvmSegment || (s.Name != bitcodeSection && s.Name != bundleSection) {
			continue
		}
		name := prefix + llvmSegment + "," + s.Name
		end := uint64(s.Offset) + s.Size
		if end > uint64(len(data)) {
			return nil, fmt.Errorf("%w: Mach-O section %s claims bytes %d..%d of a %d-byte file", ErrMalformed, name, s.Offset, end, len(data))
		}
		sec := data[s.Offset:end:end]
		if s.Name == bitcodeSection {
			return sectionMembers(sec, name, int64(s.Offset), "Mach-O file")
		}
		if len(bytes.Trim(sec, "\x00")) == 0 {
			return nil, fmt.Errorf("%w: the %s section of the Mach-O file holds only a placeholder (%d bytes); it was linked with -bitcode_bundle but from marker-only objects",
				ErrNoBitcode, name, len(sec))
		}
		return xarMembers(sec, name, int64(s.Offset))
	}
	return nil, fmt.Errorf("%w: no %s,%s or %s,%s section in Mach-O file; was it built with -fembed-bitcode?",
		ErrNoBitcode, llvmSegment, bitcodeSection, llvmSegment, bundleSection)
}

// fatMembers returns the bitcode of every architecture of a universal
// Mach-O file. The fat header is big endian: magic, nfat_arch, then per
// architecture cputype, cpusubtype, offset, size, align (32-bit fields), or
// for the 64-bit variant (0xCAFEBABF) offset and size as 64-bit fields and
// a reserved word at the end.
func fatMembers(data []byte) ([]Member, error) {
	magic := binary.BigEndian.Uint32(data)
	n := uint64(binary.BigEndian.Uint32(data[4:]))
	entry := uint64(20)
	if magic == machoFat64 {
		entry = 32
	}
	if 8+n*entry > uint64(len(data)) {
		return nil, fmt.Errorf("%w: universal Mach-O header lists %d architectures but the file has only %d bytes", ErrMalformed, n, len(data))
	}
	var ms []Member
	var without []string
	for i := range n {
		e := data[8+i*entry:]
		cpu := binary.BigEndian.Uint32(e)
		var off, size uint64
		if magic == machoFat64 {
			off, size = binary.BigEndian.Uint64(e[8:]), binary.BigEndian.Uint64(e[16:])
		} else {
			off, size = uint64(binary.BigEndian.Uint32(e[8:])), uint64(binary.BigEndian.Uint32(e[12:]))
		}
		arch := cpuName(cpu)
		if off+size < off || off+size > uint64(len(data)) {
			return nil, fmt.Errorf("%w: universal Mach-O slice %s claims bytes %d..%d of a %d-byte file", ErrMalformed, arch, off, off+size, len(data))
		}
		slice := data[off : off+size : off+size]
		if Detect(slice) != MachO {
			return nil, fmt.Errorf("%w: universal Mach-O slice %s at byte %d is not a Mach-O file", ErrMalformed, arch, off)
		}
		sub, err := machoMembers(slice, arch+":")
		if errors.Is(err, ErrNoBitcode) {
			without = append(without, arch)
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, m := range sub {
			if m.Offset >= 0 {
				m.Offset += int64(off)
			}
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 {
		return nil, fmt.Errorf("%w: none of the architectures of the universal Mach-O file (%s) has an %s,%s or %s,%s section; was it built with -fembed-bitcode?",
			ErrNoBitcode, strings.Join(without, ", "), llvmSegment, bitcodeSection, llvmSegment, bundleSection)
	}
	return ms, nil
}

// cpuName names a Mach-O CPU type as Apple's tools do.
func cpuName(cpu uint32) string {
	switch cpu {
	case 7:
		return "i386"
	case 7 | 0x01000000:
		return "x86_64"
	case 12:
		return "arm"
	case 12 | 0x01000000:
		return "arm64"
	case 12 | 0x02000000:
		return "arm64_32"
	case 18:
		return "ppc"
	case 18 | 0x01000000:
		return "ppc64"
	}
	return fmt.Sprintf("cpu%d", cpu)
}
