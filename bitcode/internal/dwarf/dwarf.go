// Package dwarf holds the names and numbers of the enumerations that
// debug-info metadata is written with in LLVM assembly (DW_TAG_member,
// DW_ATE_signed, DIFlagPrototyped, DW_OP_LLVM_fragment, FullDebug,
// CSK_MD5, ...), for both directions of the bitcode codec: the reader
// turns numbers into names, the writer names into numbers, from the same
// tables. names.go is generated from an installed LLVM's .def files (see
// gen.go); this file adds the enumerations LLVM defines in C++ headers
// rather than .def files.
package dwarf

//go:generate sh -c "go run gen.go /usr/lib/llvm-22/include > names.go && gofmt -w names.go"

// Entry is one name of an enumeration.
type Entry struct {
	Name  string
	Value uint64
}

// Table is an enumeration in its source order. A number can have several
// names (aliases): Name gives the first, as LLVM's printer does; a name
// listed twice keeps its first number.
type Table struct {
	Entries []Entry
	byName  map[string]uint64
	byValue map[uint64]string
}

func newTable(es []Entry) *Table {
	t := &Table{Entries: es, byName: make(map[string]uint64, len(es)), byValue: make(map[uint64]string, len(es))}
	for _, e := range es {
		if _, dup := t.byName[e.Name]; !dup {
			t.byName[e.Name] = e.Value
		}
		if _, dup := t.byValue[e.Value]; !dup {
			t.byValue[e.Value] = e.Name
		}
	}
	return t
}

// Value returns the number of a name.
func (t *Table) Value(name string) (uint64, bool) {
	v, ok := t.byName[name]
	return v, ok
}

// Name returns the first name of a number.
func (t *Table) Name(v uint64) (string, bool) {
	s, ok := t.byValue[v]
	return s, ok
}

// OpLLVM lists LLVM's own DIExpression operations (llvm/BinaryFormat/
// Dwarf.h, "Only used in LLVM metadata").
var OpLLVM = newTable([]Entry{
	{"DW_OP_LLVM_fragment", 0x1000},
	{"DW_OP_LLVM_convert", 0x1001},
	{"DW_OP_LLVM_tag_offset", 0x1002},
	{"DW_OP_LLVM_entry_value", 0x1003},
	{"DW_OP_LLVM_implicit_pointer", 0x1004},
	{"DW_OP_LLVM_arg", 0x1005},
	{"DW_OP_LLVM_extract_bits_sext", 0x1006},
	{"DW_OP_LLVM_extract_bits_zext", 0x1007},
})

// Macinfo lists the DW_MACINFO_* record types (Dwarf.h).
var Macinfo = newTable([]Entry{
	{"DW_MACINFO_define", 0x01},
	{"DW_MACINFO_undef", 0x02},
	{"DW_MACINFO_start_file", 0x03},
	{"DW_MACINFO_end_file", 0x04},
	{"DW_MACINFO_vendor_ext", 0xff},
})

// ChecksumKind lists DIFile's checksum kinds (DIFile::ChecksumKind).
var ChecksumKind = newTable([]Entry{{"CSK_MD5", 1}, {"CSK_SHA1", 2}, {"CSK_SHA256", 3}})

// EmissionKind lists DICompileUnit's emission kinds
// (DICompileUnit::DebugEmissionKind).
var EmissionKind = newTable([]Entry{{"NoDebug", 0}, {"FullDebug", 1}, {"LineTablesOnly", 2}, {"DebugDirectivesOnly", 3}})

// NameTableKind lists DICompileUnit's name-table kinds
// (DICompileUnit::DebugNameTableKind).
var NameTableKind = newTable([]Entry{{"Default", 0}, {"GNU", 1}, {"None", 2}, {"Apple", 3}})

// FixedPointKind lists DIFixedPointType's kinds
// (DIFixedPointType::FixedPointKind).
var FixedPointKind = newTable([]Entry{{"Binary", 0}, {"Decimal", 1}, {"Rational", 2}})

// Bits returns the entries of a flag enumeration that name one bit
// outside mask, in source order, first name per bit: the flags a printer
// spells one by one after the packed fields in mask.
func (t *Table) Bits(mask uint64) []Entry {
	var out []Entry
	seen := map[uint64]bool{}
	for _, e := range t.Entries {
		if e.Value == 0 || e.Value&(e.Value-1) != 0 || e.Value&mask != 0 || seen[e.Value] {
			continue
		}
		seen[e.Value] = true
		out = append(out, e)
	}
	return out
}
