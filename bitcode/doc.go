// Package bitcode reads LLVM IR bitcode, as written by LLVM 11 to 22
// (clang, rustc, llvm-as, Numba/llvmlite), into the ir model, in pure Go.
//
//	m, info, err := bitcode.Read(data) // raw bitcode, wrapper, ELF or Mach-O
//	// info.Producer == "LLVM16.0.6", info.Typed for typed-pointer files
//
// The module is filled the way the text reader (ir/lltext) fills it, and
// as faithfully: typed pointers stay typed (POINTER records become typed
// pointer types, OPAQUE_POINTER records `ptr`), attributes keep the
// producer's spellings (readnone stays readnone), debug intrinsics stay
// intrinsics and debug records (LLVM 19+) become Instr.DbgRecords.
// Converting between LLVM versions and pointer modes is the upgrade and
// downgrade packages' job. Specialized debug-info records become MDNodes
// whose Fields carry the names and skip the defaults LLVM's assembly
// writer uses, so printing a module gives the text llvm-dis of the
// producer's version gives.
//
// # Layout
//
// In the style of a binary format decoder, every block of the format has
// its own file, and each decode function names the record layout it
// implements (the comments of LLVMBitCodes.h; BitcodeReader.cpp and
// MetadataLoader.cpp as the authority on layouts that grew over time):
//
//	reader.go              Read, Info, errors, the top level
//	identification.go      IDENTIFICATION_BLOCK (producer, epoch)
//	module.go              MODULE_BLOCK records: globals, functions, aliases, ifuncs, comdats
//	strtab.go, symtab.go   STRTAB_BLOCK (v2 names), SYMTAB_BLOCK (skipped)
//	types.go               TYPE_BLOCK_ID_NEW
//	paramattr.go           PARAMATTR_GROUP_BLOCK and PARAMATTR_BLOCK
//	constants.go           CONSTANTS_BLOCK (module and function level)
//	function.go            FUNCTION_BLOCK structure, debug locations and records
//	instructions.go        the instruction records
//	valuesymtab.go         VALUE_SYMTAB_BLOCK (module and function level)
//	metadata.go            METADATA_BLOCK, METADATA_ATTACHMENT
//	metadata_di.go         the DI* records
//	metadata_di_table.go   their layouts per LLVM version and print rules (the writer's table too)
//	metadata_kind.go       METADATA_KIND_BLOCK
//	operand_bundle_tags.go OPERAND_BUNDLE_TAGS_BLOCK
//	sync_scope_names.go    SYNC_SCOPE_NAMES_BLOCK
//	uselist.go             USELIST_BLOCK (skipped: use order is not modelled)
//
// The bitstream layer (bits, abbreviations, blocks) is package
// bitcode/bitstream; finding the bitcode inside wrappers and object files
// is package bitcode/container.
//
// # Errors and hostile input
//
// Failures name the bit offset and the block path:
//
//	bit 1234 in MODULE_BLOCK > FUNCTION_BLOCK #3: reading ...: value 57 is not defined
//
// Bitstream-level failures are *bitstream.Error values; record-level ones
// are *Error values wrapping ErrInvalid, ErrUnsupported (a newer LLVM's
// attribute kind or record, with the producer named) or ErrLimit. The
// reader never panics on bad input and bounds its memory by the input:
// counts (types, blocks, metadata strings) are checked against the bits
// that remain before anything is allocated for them, expansions that cost
// no input (shuffle masks of huge zero vectors) draw on a budget
// proportional to the input size, and type and constant nesting are
// capped (maxTypeDepth, maxConstDepth).
package bitcode
