package bitcode

import "github.com/irfix/irfix/target"

// wFeatures are the layout switches of one target, read once from the
// target table (package target, table.go and bitcode.go) so that the
// record writers test a field rather than a version number.
type wFeatures struct {
	typed         bool // POINTER [pointee, addrspace] types instead of OPAQUE_POINTER
	gepFlags      bool // CE_GEP (32) / CE_GEP_WITH_INRANGE (31), GEP flag bits
	memV1         bool // memory(...) version byte 1 with errnomem
	gvSanitizer   bool // GLOBALVAR sanitizer operand
	gvCodeModel   bool // GLOBALVAR code model operand
	ptrAuth       bool // CST_CODE_PTRAUTH
	ptrAuth2      bool // CST_CODE_PTRAUTH2
	debugLocAtoms bool // atomGroup/atomRank in DEBUG_LOC and DILocation
	dbgRecords    bool // FUNC_CODE_DEBUG_RECORD_*
	targetTypes   bool // TYPE_CODE_TARGET_TYPE
	cuLangName    bool // DICompileUnit sourceLanguageName/Version
	x86mmx        bool // the x86_mmx type
	dbgDeclareVal bool // #dbg_declare_value
	memTargetLocs bool // target_mem0/1 locations
	uwtableKind   bool // uwtable is an integer attribute with a kind
	bundleMD      bool // metadata operands in operand bundles
}

func wFeaturesFor(t target.Target) wFeatures {
	return wFeatures{
		typed:         t.Typed,
		gepFlags:      t.Has(target.BitcodeGEPFlags),
		memV1:         t.Has(target.BitcodeMemoryV1),
		gvSanitizer:   t.Has(target.BitcodeGlobalSanitizer),
		gvCodeModel:   t.Has(target.BitcodeGlobalCodeModel),
		ptrAuth:       t.Has(target.PtrAuth),
		ptrAuth2:      t.Has(target.BitcodePtrAuthDeactivation),
		debugLocAtoms: t.Has(target.BitcodeDebugLocAtoms),
		dbgRecords:    t.Has(target.BitcodeDebugRecords),
		targetTypes:   t.Has(target.TargetExtTypes),
		cuLangName:    t.Has(target.BitcodeCompileUnitLanguageName),
		x86mmx:        t.Has(target.X86MMX),
		dbgDeclareVal: t.Has(target.DbgDeclareValue),
		memTargetLocs: t.Has(target.MemTargetMem),
		uwtableKind:   t.Has(target.BitcodeUWTableKind),
		bundleMD:      t.Has(target.BitcodeBundleMetadata),
	}
}
