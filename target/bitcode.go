package target

// Bitcode record layouts that changed between LLVM 14 and 22. The bitcode
// writer (package bitcode) asks these rows which layout a reader knows;
// text-level facts (attributes, flags, syntax) stay in table.go.
//
// Readers always read the layouts of older versions (they upgrade old
// bitcode), so a row only has to say from which version a newer layout
// exists: the writer uses the newest layout the target reads, and the
// older one otherwise. Rows for 14, 15, 16, 19 and 22 were checked with
// llvm-bcanalyzer-N -dump on llvm-as-N output; for 17, 18, 20 and 21 the
// version follows the LLVM change, on the conservative (later) side where
// the release is uncertain.

const srcBCA = "llvm-bcanalyzer-N -dump of llvm-as-N output, N = 14/15/16/19/22"

var (
	// BitcodeGEPFlags: getelementptr constant expressions as
	// CST_CODE_CE_GEP (32) / CST_CODE_CE_GEP_WITH_INRANGE (31) with a
	// GEPNoWrapFlags operand, and the flag bits (inbounds, nusw, nuw) in
	// FUNC_CODE_INST_GEP. Older readers know CE_GEP (12),
	// CE_INBOUNDS_GEP (20) and CE_GEP_WITH_INRANGE_INDEX (24) and take
	// the GEP instruction's operand as a bool; they read code 32 as an
	// unknown constant, that is as undef, without an error.
	BitcodeGEPFlags = Feature{"getelementptr no-wrap flags in bitcode (CST_CODE_CE_GEP 32)", 19, 0,
		"llvm/include/llvm/Bitcode/LLVMBitCodes.h (codes 31, 32 added with GEPNoWrapFlags); " + srcBCA}
	// BitcodeMemoryV1: memory(...) attribute values carry a version byte
	// (bits 56-63) = 1 and the location order argmem, inaccessiblemem,
	// errnomem, other, target_mem0, target_mem1; version 0 (LLVM 16-20)
	// has argmem, inaccessiblemem, other only.
	BitcodeMemoryV1 = Feature{"memory(...) attribute encoding version 1 (errnomem)", 21, 0,
		"BitcodeWriter.cpp writeAttributeGroupTable (Version << 56, added with errnomem in LLVM 21); " + srcBCA}
	// BitcodeGlobalSanitizer: the sanitizer-metadata operand of
	// MODULE_CODE_GLOBALVAR (no_sanitize_address, sanitize_memtag, ...).
	BitcodeGlobalSanitizer = Feature{"GLOBALVAR sanitizer metadata operand", 15, 0, srcBCA + " (14 writes 18 operands, 15 writes 19)"}
	// BitcodeGlobalCodeModel: the code-model operand of
	// MODULE_CODE_GLOBALVAR (`code_model "small"`).
	BitcodeGlobalCodeModel = Feature{"GLOBALVAR code model operand", 19, 0,
		srcBCA + " (16 rejects code_model, 19 writes 20 operands; added late 2023, taken as 19, conservative)"}
	// BitcodePtrAuthDeactivation: CST_CODE_PTRAUTH2, ptrauth constants with
	// a deactivation symbol; CST_CODE_PTRAUTH (33) exists from 19.
	BitcodePtrAuthDeactivation = Feature{"ptrauth constant with deactivation symbol (CST_CODE_PTRAUTH2)", 22, 0,
		"llvm/include/llvm/Bitcode/LLVMBitCodes.h CST_CODE_PTRAUTH2 (LLVM 22)"}
	// BitcodeDIFixedPointType / BitcodeDISubrangeType: the debug-info
	// node kinds METADATA_FIXED_POINT_TYPE (49) and METADATA_SUBRANGE_TYPE
	// (48), added for Ada and Fortran in LLVM 21 (taken as 22, the first
	// release probed with them).
	BitcodeDIFixedPointType = Feature{"!DIFixedPointType metadata", 22, 0, "LLVMBitCodes.h METADATA_FIXED_POINT_TYPE = 49; llvm-as-19 does not know the kind; " + srcBCA}
	BitcodeDISubrangeType   = Feature{"!DISubrangeType metadata", 22, 0, "LLVMBitCodes.h METADATA_SUBRANGE_TYPE = 48; llvm-as-19 does not know the kind; " + srcBCA}
	// BitcodeBundleMetadata: metadata operands of operand bundles
	// (`"foo"(metadata !"x")`), written with the OB_METADATA marker.
	BitcodeBundleMetadata = Feature{"metadata operands in operand bundles", 22, 0, "llvm-as-19 rejects them, llvm-as-22 writes [tag, 0x80000000, rel. metadata ID]; " + srcBCA}
	// BitcodeObjCPropertySetterFirst: METADATA_OBJC_PROPERTY has the
	// setter name before the getter name. Readers before 22 take the
	// first as the getter (their writers and text parsers swapped the two
	// consistently); llvm/llvm-project#165421 (October 2025) fixed the
	// order for LLVM 22.
	BitcodeObjCPropertySetterFirst = Feature{"DIObjCProperty record with the setter first", 22, 0,
		"llvm/llvm-project#165421; " + srcBCA + " (14/16/19 write the getter at operand 4, 22 the setter)"}
	// BitcodeUWTableKind: uwtable as an integer attribute carrying its
	// kind (1 sync, 2 async); LLVM 14 has it as an enum attribute and
	// rejects the integer form ("Not an int attribute").
	BitcodeUWTableKind = Feature{"uwtable as an integer attribute (uwtable(sync))", 15, 0, srcBCA + " (14 writes [0, 33], 15 writes [1, 33, 2])"}
	// BitcodeDebugLocAtoms: atomGroup and atomRank operands of
	// FUNC_CODE_DEBUG_LOC and METADATA_LOCATION (Key Instructions). Same
	// version as the atomGroup row of MDFields.
	BitcodeDebugLocAtoms = Feature{"atomGroup/atomRank in DEBUG_LOC records", 22, 0, srcBCA + " (19 writes 5 operands, 22 writes 7)"}
	// BitcodeDebugRecords: FUNC_CODE_DEBUG_RECORD_* records; same version
	// as the text form (DebugRecords).
	BitcodeDebugRecords = Feature{"debug records in bitcode (FUNC_CODE_DEBUG_RECORD_*)", 19, 0,
		"LLVMBitCodes.h FUNC_CODE_DEBUG_RECORD_VALUE = 61 (LLVM 19); " + srcBCA}
	// BitcodeCompileUnitLanguageName: DICompileUnit language as a
	// DW_LNAME with a version (bit 63 of the language operand and a 23rd
	// operand); same version as the sourceLanguageName row of MDFields.
	BitcodeCompileUnitLanguageName = Feature{"DICompileUnit sourceLanguageName/Version in bitcode", 22, 0, srcBCA + " (22 writes 23 operands)"}
)

// MDFieldsBitcode lists debug-info fields that the LLVM 22 bitcode layout
// has and older readers lack, beyond those in MDFields (which the writer
// also consults). A module that still has one of them for an older target
// cannot be written.
var MDFieldsBitcode = []MDFieldRow{
	{"DISubprogram", "targetFuncName", Feature{"targetFuncName field of DISubprogram", 15, 0, "llvm-as-14 rejects it (invalid field); " + srcBCA + " (14 writes 19 operands, 15 writes 20)"}},
	{"DICompositeType", "specification", Feature{"specification field of DICompositeType", 20, 0, "llvm-as-19 rejects it (invalid field), llvm-as-22 reads it; added with num_extra_inhabitants (LLVM 20)"}},
	{"DICompositeType", "enumKind", Feature{"enumKind field of DICompositeType", 22, 0, srcBCA + " (22 writes 26 operands; LLVM 21, conservative 22)"}},
	{"DICompositeType", "bitStride", Feature{"bitStride field of DICompositeType", 22, 0, srcBCA + " (22 writes 26 operands; LLVM 21, conservative 22)"}},
	{"DIBasicType", "dataSize", Feature{"dataSize field of DIBasicType", 22, 0, srcBCA + " (19 writes 7 operands, 22 writes 9; LLVM 21, conservative 22)"}},
	{"DIBasicType", "num_extra_inhabitants", Feature{"num_extra_inhabitants field of DIBasicType", 20, 0, "llvm-as-19 rejects it (invalid field); " + srcBCA}},
	{"DICompositeType", "num_extra_inhabitants", Feature{"num_extra_inhabitants field of DICompositeType", 20, 0, "llvm-as-19 rejects it (invalid field); " + srcBCA + " (19 writes 22 operands)"}},
}
