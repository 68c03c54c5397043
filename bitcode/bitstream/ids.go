package bitstream

// Builtin abbreviation IDs ("Abbreviation IDs" in BitCodeFormat.rst).
// IDs from FirstApplicationAbbrevID on are defined by the stream itself.
const (
	EndBlockID               = 0 // END_BLOCK
	EnterSubblockID          = 1 // ENTER_SUBBLOCK
	DefineAbbrevID           = 2 // DEFINE_ABBREV
	UnabbrevRecordID         = 3 // UNABBREV_RECORD
	FirstApplicationAbbrevID = 4
)

// Widths of the fixed parts of the block structure ("ENTER_SUBBLOCK
// Encoding", "UNABBREV_RECORD Encoding", "DEFINE_ABBREV Encoding").
const (
	blockIDWidth     = 8  // blockid is vbr8
	codeLenWidth     = 4  // newabbrevlen is vbr4
	blockSizeWidth   = 32 // blocklen_32
	unabbrevWidth    = 6  // code, numops and every operand are vbr6
	abbrevCountWidth = 5  // numabbrevops is vbr5
	literalWidth     = 8  // literal operand value is vbr8
	encodingWidth    = 3  // operand encoding is fixed3
	encodingDataW    = 5  // width of fixed/vbr operands is vbr5
	arrayLenWidth    = 6  // array length is vbr6
	blobLenWidth     = 6  // blob length is vbr6
	topLevelWidth    = 2  // abbrev ID width before any block is entered
)

// Limits on widths. LLVM 16 and later reject fixed fields wider than 32 bits
// (MaxChunkSize = 32); LLVM 11–15 accepted up to 64. This reader accepts
// what any of them accepted: fixed fields up to 64 bits, VBR chunks up to 32
// bits and abbreviation ID widths up to 32 bits.
const (
	MaxFixedWidth  = 64
	MaxVBRWidth    = 32
	MaxAbbrevWidth = 32
)

// Literal abbreviation operands produce values without reading bits. Real
// bitcode has at most a few per record; a Reader refuses to produce more
// than literalsPerInputBit of them per bit of input (plus a small
// allowance), which keeps its total work linear in the input size.
const (
	literalsPerInputBit = 8
	minLiteralBudget    = 1 << 16
)

// DefaultMaxDepth is the default cap on block nesting. LLVM IR nests at most
// four deep (MODULE > FUNCTION > CONSTANTS/METADATA/...), so 64 is generous.
const DefaultMaxDepth = 64

// Record codes of the BLOCKINFO block ("#0 - BLOCKINFO Block").
const (
	BlockInfoCodeSetBID        = 1 // SETBID: [blockid]
	BlockInfoCodeBlockName     = 2 // BLOCKNAME: [name...]
	BlockInfoCodeSetRecordName = 3 // SETRECORDNAME: [code, name...]
)

// Standard block IDs. BLOCKINFO (0) is defined by the bitstream format; IDs
// 1–7 are reserved; the rest are LLVM IR's, from llvm/Bitcode/LLVMBitCodes.h
// (enum BlockIDs, which starts at FIRST_APPLICATION_BLOCKID = 8).
const (
	BlockInfoID                    = 0
	FirstApplicationBlockID        = 8
	ModuleBlockID                  = 8  // MODULE_BLOCK_ID
	ParamAttrBlockID               = 9  // PARAMATTR_BLOCK_ID
	ParamAttrGroupBlockID          = 10 // PARAMATTR_GROUP_BLOCK_ID
	ConstantsBlockID               = 11 // CONSTANTS_BLOCK_ID
	FunctionBlockID                = 12 // FUNCTION_BLOCK_ID
	IdentificationBlockID          = 13 // IDENTIFICATION_BLOCK_ID
	ValueSymtabBlockID             = 14 // VALUE_SYMTAB_BLOCK_ID
	MetadataBlockID                = 15 // METADATA_BLOCK_ID
	MetadataAttachmentBlockID      = 16 // METADATA_ATTACHMENT_ID
	TypeBlockID                    = 17 // TYPE_BLOCK_ID_NEW
	UselistBlockID                 = 18 // USELIST_BLOCK_ID
	ModuleStrtabBlockID            = 19 // MODULE_STRTAB_BLOCK_ID
	GlobalValSummaryBlockID        = 20 // GLOBALVAL_SUMMARY_BLOCK_ID
	OperandBundleTagsBlockID       = 21 // OPERAND_BUNDLE_TAGS_BLOCK_ID
	MetadataKindBlockID            = 22 // METADATA_KIND_BLOCK_ID
	StrtabBlockID                  = 23 // STRTAB_BLOCK_ID
	FullLTOGlobalValSummaryBlockID = 24 // FULL_LTO_GLOBALVAL_SUMMARY_BLOCK_ID
	SymtabBlockID                  = 25 // SYMTAB_BLOCK_ID
	SyncScopeNamesBlockID          = 26 // SYNC_SCOPE_NAMES_BLOCK_ID
)

var llvmBlockNames = [...]string{
	BlockInfoID:                    "BLOCKINFO_BLOCK",
	ModuleBlockID:                  "MODULE_BLOCK",
	ParamAttrBlockID:               "PARAMATTR_BLOCK",
	ParamAttrGroupBlockID:          "PARAMATTR_GROUP_BLOCK",
	ConstantsBlockID:               "CONSTANTS_BLOCK",
	FunctionBlockID:                "FUNCTION_BLOCK",
	IdentificationBlockID:          "IDENTIFICATION_BLOCK",
	ValueSymtabBlockID:             "VALUE_SYMTAB_BLOCK",
	MetadataBlockID:                "METADATA_BLOCK",
	MetadataAttachmentBlockID:      "METADATA_ATTACHMENT_BLOCK",
	TypeBlockID:                    "TYPE_BLOCK",
	UselistBlockID:                 "USELIST_BLOCK",
	ModuleStrtabBlockID:            "MODULE_STRTAB_BLOCK",
	GlobalValSummaryBlockID:        "GLOBALVAL_SUMMARY_BLOCK",
	OperandBundleTagsBlockID:       "OPERAND_BUNDLE_TAGS_BLOCK",
	MetadataKindBlockID:            "METADATA_KIND_BLOCK",
	StrtabBlockID:                  "STRTAB_BLOCK",
	FullLTOGlobalValSummaryBlockID: "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK",
	SymtabBlockID:                  "SYMTAB_BLOCK",
	SyncScopeNamesBlockID:          "SYNC_SCOPE_NAMES_BLOCK",
}

// LLVMBlockName returns the name of one of LLVM IR's standard block IDs
// (for example "FUNCTION_BLOCK" for 12), and false for any other ID.
func LLVMBlockName(id uint32) (string, bool) {
	if int64(id) < int64(len(llvmBlockNames)) && llvmBlockNames[id] != "" {
		return llvmBlockNames[id], true
	}
	return "", false
}

// LLVMIRMagic is the magic number of raw LLVM IR bitcode: 'B', 'C', then the
// nibbles 0x0, 0xC, 0xE, 0xD ("LLVM IR Magic Number").
var LLVMIRMagic = [4]byte{'B', 'C', 0xC0, 0xDE}
