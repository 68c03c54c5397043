package bitcode

import "github.com/irfix/irfix/target"

// wFeatures are the layout switches of one target, read once from the
// target table (package target, table.go and bitcode.go) so that the
// record writers test a field rather than a version number.
type wFeatures struct {
	typed          bool // POINTER [pointee, addrspace] types instead of OPAQUE_POINTER
	gepFlags       bool // CE_GEP (32) / CE_GEP_WITH_INRANGE (31), GEP flag bits
	inrangeRange   bool // inrange(lo, hi) on constant GEPs (else the index marker)
	memV1          bool // memory(...) version byte 1 with errnomem
	gvSanitizer    bool // GLOBALVAR sanitizer operand
	gvCodeModel    bool // GLOBALVAR code model operand
	ptrAuth        bool // CST_CODE_PTRAUTH
	ptrAuth2       bool // CST_CODE_PTRAUTH2
	debugLocAtoms  bool // atomGroup/atomRank in DEBUG_LOC and DILocation
	dbgRecords     bool // FUNC_CODE_DEBUG_RECORD_*
	targetTypes    bool // TYPE_CODE_TARGET_TYPE
	cuLangName     bool // DICompileUnit sourceLanguageName/Version
	splat          bool // splat constants (only affects how scalable splats are spelled; both read everywhere)
	fmfOnFPCasts   bool // fast-math flags on fptrunc/fpext
	x86mmx         bool // the x86_mmx type
	dbgDeclareVal  bool // #dbg_declare_value
	memErrno       bool // errnomem location
	memTargetLocs  bool // target_mem0/1 locations
	opaquePointers bool // the reader knows opaque pointers at all
	uwtableKind    bool // uwtable is an integer attribute with a kind
}

func wFeaturesFor(t target.Target) wFeatures {
	return wFeatures{
		typed:          t.Typed,
		gepFlags:       t.Has(target.BitcodeGEPFlags),
		inrangeRange:   t.Has(target.GEPInRangeRange),
		memV1:          t.Has(target.BitcodeMemoryV1),
		gvSanitizer:    t.Has(target.BitcodeGlobalSanitizer),
		gvCodeModel:    t.Has(target.BitcodeGlobalCodeModel),
		ptrAuth:        t.Has(target.PtrAuth),
		ptrAuth2:       t.Has(target.BitcodePtrAuthDeactivation),
		debugLocAtoms:  t.Has(target.BitcodeDebugLocAtoms),
		dbgRecords:     t.Has(target.BitcodeDebugRecords),
		targetTypes:    t.Has(target.TargetExtTypes),
		cuLangName:     t.Has(target.BitcodeCompileUnitLanguageName),
		splat:          t.Has(target.Splat),
		fmfOnFPCasts:   t.Has(target.FastMathOnFPCasts),
		x86mmx:         t.Has(target.X86MMX),
		dbgDeclareVal:  t.Has(target.DbgDeclareValue),
		memErrno:       t.Has(target.MemErrno),
		memTargetLocs:  t.Has(target.MemTargetMem),
		opaquePointers: t.Has(target.OpaquePointers),
		uwtableKind:    t.Has(target.BitcodeUWTableKind),
	}
}
