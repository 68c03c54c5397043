package container

import (
	"bytes"
	"debug/elf"
	"fmt"
)

// ELF sections that hold bitcode ("Native Object File Wrapper Format" in
// BitCodeFormat.rst): .llvmbc from -fembed-bitcode, and .llvm.lto from
// -ffat-lto-objects. .llvmbc is preferred when both exist.
var elfBitcodeSections = []string{".llvmbc", ".llvm.lto"}

// elfMembers returns the bitcode embedded in an ELF file. The section's
// bytes are sliced straight out of data, as objcopy --dump-section would
// write them.
func elfMembers(data []byte) (ms []Member, err error) {
	defer guard("ELF", &err)
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w: ELF: %v", ErrMalformed, err)
	}
	for _, name := range elfBitcodeSections {
		s := f.Section(name)
		if s == nil {
			continue
		}
		if s.Type == elf.SHT_NOBITS {
			return nil, fmt.Errorf("%w: ELF section %s has no contents (SHT_NOBITS)", ErrMalformed, name)
		}
		if s.Flags&elf.SHF_COMPRESSED != 0 {
			return nil, fmt.Errorf("%w: ELF section %s is compressed; decompress the file first (objcopy --decompress-debug-sections)", ErrMalformed, name)
		}
		end := s.Offset + s.FileSize
		if end < s.Offset || end > uint64(len(data)) {
			return nil, fmt.Errorf("%w: ELF section %s claims bytes %d..%d of a %d-byte file", ErrMalformed, name, s.Offset, end, len(data))
		}
		return sectionMembers(data[s.Offset:end:end], name, int64(s.Offset), "ELF file")
	}
	return nil, fmt.Errorf("%w: no .llvmbc section in ELF file; was it built with -fembed-bitcode?", ErrNoBitcode)
}
