// Package container finds the LLVM bitcode in whatever bytes a user hands
// in: raw bitcode, the bitcode wrapper, an ELF file with a .llvmbc section,
// or a Mach-O file (thin or universal) with an __LLVM,__bitcode section or an
// __LLVM,__bundle xar archive ("Bitcode Wrapper Format" and "Native Object
// File Wrapper Format" in LLVM's BitCodeFormat.rst).
//
// Detect names the format from the bytes alone; Extract returns the raw
// bitcode; List returns every module when there may be several (a linker
// concatenates the .llvmbc sections of its inputs; a bitcode bundle holds
// one file per object; a universal binary one slice per architecture).
//
//	bc, err := container.Extract(data)
//	if errors.Is(err, container.ErrAmbiguous) {
//		// err lists the module names; pick one:
//		bc, err = container.Extract(data, container.WithMember("arm64:__LLVM,__bundle/1"))
//	}
//
// Errors wrap ErrNoBitcode, ErrAmbiguous, ErrNoMember, ErrMalformed or
// ErrNotBitcode. The parsers are written for hostile input: offsets and
// sizes are checked against the input, decompression is capped, and a
// panic inside debug/elf or debug/macho becomes ErrMalformed.
package container
