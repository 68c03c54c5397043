// Package wdwarf holds the numbers behind the names that debug-info
// metadata fields are written with in LLVM assembly (DW_TAG_member,
// DW_ATE_signed, DIFlagPrototyped, DW_OP_LLVM_fragment, FullDebug, ...),
// for the bitcode writer. names.go is generated from an installed LLVM's
// .def files (see gen.go); this file adds the enums LLVM defines in C++
// headers rather than .def files.
package wdwarf

//go:generate sh -c "go run gen.go /usr/lib/llvm-22/include > names.go && gofmt -w names.go"

// OpLLVM maps LLVM's own DIExpression operations (llvm/BinaryFormat/
// Dwarf.h, "Only used in LLVM metadata") to their values.
var OpLLVM = map[string]uint64{
	"DW_OP_LLVM_fragment":          0x1000,
	"DW_OP_LLVM_convert":           0x1001,
	"DW_OP_LLVM_tag_offset":        0x1002,
	"DW_OP_LLVM_entry_value":       0x1003,
	"DW_OP_LLVM_implicit_pointer":  0x1004,
	"DW_OP_LLVM_arg":               0x1005,
	"DW_OP_LLVM_extract_bits_sext": 0x1006,
	"DW_OP_LLVM_extract_bits_zext": 0x1007,
}

// Macinfo maps DW_MACINFO_* record types (Dwarf.h) to their values.
var Macinfo = map[string]uint64{
	"DW_MACINFO_define":     0x01,
	"DW_MACINFO_undef":      0x02,
	"DW_MACINFO_start_file": 0x03,
	"DW_MACINFO_end_file":   0x04,
	"DW_MACINFO_vendor_ext": 0xff,
}

// ChecksumKind maps DIFile checksum kinds (DIFile::ChecksumKind) to their
// values.
var ChecksumKind = map[string]uint64{"CSK_MD5": 1, "CSK_SHA1": 2, "CSK_SHA256": 3}

// EmissionKind maps DICompileUnit emission kinds (DICompileUnit::
// DebugEmissionKind) to their values.
var EmissionKind = map[string]uint64{"NoDebug": 0, "FullDebug": 1, "LineTablesOnly": 2, "DebugDirectivesOnly": 3}

// NameTableKind maps DICompileUnit name-table kinds (DICompileUnit::
// DebugNameTableKind) to their values.
var NameTableKind = map[string]uint64{"Default": 0, "GNU": 1, "None": 2, "Apple": 3}
