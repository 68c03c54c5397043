package bitcode

// Record codes the writer emits, from llvm/include/llvm/Bitcode/
// LLVMBitCodes.h. They duplicate the reader's constants on purpose while
// both sides are being written (so neither breaks the other's build); a
// later change can merge the two sets.

// IDENTIFICATION_BLOCK.
const (
	wcIdentString = 1 // STRING: [strchr x N]
	wcIdentEpoch  = 2 // EPOCH: [epoch#]
)

// MODULE_BLOCK.
const (
	wcModVersion        = 1
	wcModTriple         = 2
	wcModDataLayout     = 3
	wcModAsm            = 4
	wcModSectionName    = 5
	wcModGlobalVar      = 7
	wcModFunction       = 8
	wcModGCName         = 11
	wcModComdat         = 12
	wcModVSTOffset      = 13
	wcModAlias          = 14
	wcModSourceFilename = 16
	wcModIFunc          = 18
)

// PARAMATTR_BLOCK and PARAMATTR_GROUP_BLOCK.
const (
	wcParamAttrEntry    = 2 // ENTRY: [attrgrp0, attrgrp1, ...]
	wcParamAttrGrpEntry = 3 // ENTRY: [grpid, idx, attr0, attr1, ...]
)

// Attribute encodings inside a group entry.
const (
	wcAttrEnum      = 0
	wcAttrInt       = 1
	wcAttrStr       = 3
	wcAttrStrVal    = 4
	wcAttrTypeNone  = 5
	wcAttrType      = 6
	wcAttrRange     = 7
	wcAttrRangeList = 8
)

// TYPE_BLOCK_ID_NEW.
const (
	wcTypeNumEntry      = 1
	wcTypeVoid          = 2
	wcTypeFloat         = 3
	wcTypeDouble        = 4
	wcTypeLabel         = 5
	wcTypeOpaque        = 6
	wcTypeInteger       = 7
	wcTypePointer       = 8
	wcTypeHalf          = 10
	wcTypeArray         = 11
	wcTypeVector        = 12
	wcTypeX86FP80       = 13
	wcTypeFP128         = 14
	wcTypePPCFP128      = 15
	wcTypeMetadata      = 16
	wcTypeX86MMX        = 17
	wcTypeStructAnon    = 18
	wcTypeStructName    = 19
	wcTypeStructNamed   = 20
	wcTypeFunction      = 21
	wcTypeToken         = 22
	wcTypeBFloat        = 23
	wcTypeX86AMX        = 24
	wcTypeOpaquePointer = 25
	wcTypeTargetType    = 26
)

// Small blocks.
const (
	wcOperandBundleTag = 1
	wcSyncScopeName    = 1
	wcStrtabBlob       = 1
)

// VALUE_SYMTAB_BLOCK.
const (
	wcVSTEntry   = 1 // [valueid, namechar x N]
	wcVSTBBEntry = 2 // [bbid, namechar x N]
	wcVSTFnEntry = 3 // [valueid, offset]
)

// METADATA_BLOCK, METADATA_ATTACHMENT and METADATA_KIND_BLOCK.
const (
	wcMDValue            = 2
	wcMDNode             = 3
	wcMDName             = 4
	wcMDDistinctNode     = 5
	wcMDKind             = 6
	wcMDLocation         = 7
	wcMDNamedNode        = 10
	wcMDAttachment       = 11
	wcMDGenericDebug     = 12
	wcMDSubrange         = 13
	wcMDEnumerator       = 14
	wcMDBasicType        = 15
	wcMDFile             = 16
	wcMDDerivedType      = 17
	wcMDCompositeType    = 18
	wcMDSubroutineType   = 19
	wcMDCompileUnit      = 20
	wcMDSubprogram       = 21
	wcMDLexicalBlock     = 22
	wcMDLexicalBlockFile = 23
	wcMDNamespace        = 24
	wcMDTemplateType     = 25
	wcMDTemplateValue    = 26
	wcMDGlobalVar        = 27
	wcMDLocalVar         = 28
	wcMDExpression       = 29
	wcMDObjCProperty     = 30
	wcMDImportedEntity   = 31
	wcMDModule           = 32
	wcMDMacro            = 33
	wcMDMacroFile        = 34
	wcMDStrings          = 35
	wcMDGlobalDeclAttach = 36
	wcMDGlobalVarExpr    = 37
	wcMDLabel            = 40
	wcMDStringType       = 41
	wcMDCommonBlock      = 44
	wcMDGenericSubrange  = 45
	wcMDArgList          = 46
	wcMDAssignID         = 47
	wcMDSubrangeType     = 48
	wcMDFixedPointType   = 49
)

// CONSTANTS_BLOCK.
const (
	wcCstSetType            = 1
	wcCstNull               = 2
	wcCstUndef              = 3
	wcCstInteger            = 4
	wcCstWideInteger        = 5
	wcCstFloat              = 6
	wcCstAggregate          = 7
	wcCstString             = 8
	wcCstCString            = 9
	wcCstCEBinop            = 10
	wcCstCECast             = 11
	wcCstCEGepOld           = 12 // CST_CODE_CE_GEP before LLVM 19: [pointee type, n x (type, value)]
	wcCstCESelect           = 13
	wcCstCEExtractElt       = 14
	wcCstCEInsertElt        = 15
	wcCstCEShuffleVec       = 16
	wcCstCECmp              = 17
	wcCstCEShufVecEx        = 19
	wcCstCEInboundsGep      = 20
	wcCstBlockAddress       = 21
	wcCstData               = 22
	wcCstCEGepInrangeIdxOld = 24 // [pointee type, flags, n x operands]; flags = inrange index << 1 | inbounds
	wcCstCEUnop             = 25
	wcCstPoison             = 26
	wcCstDSOLocalEquivalent = 27
	wcCstNoCFIValue         = 29
	wcCstInlineAsm          = 30
	wcCstCEGepWithInrange   = 31 // LLVM 19: [pointee type, flags, range, n x operands]
	wcCstCEGep              = 32 // LLVM 19: [pointee type, flags, n x operands]
	wcCstPtrAuth            = 33
	wcCstPtrAuth2           = 34
)

// FUNCTION_BLOCK.
const (
	wcFnDeclareBlocks      = 1
	wcFnBinop              = 2
	wcFnCast               = 3
	wcFnExtractElt         = 6
	wcFnInsertElt          = 7
	wcFnShuffleVec         = 8
	wcFnRet                = 10
	wcFnBr                 = 11
	wcFnSwitch             = 12
	wcFnInvoke             = 13
	wcFnUnreachable        = 15
	wcFnPhi                = 16
	wcFnAlloca             = 19
	wcFnLoad               = 20
	wcFnVAArg              = 23
	wcFnExtractVal         = 26
	wcFnInsertVal          = 27
	wcFnCmp2               = 28
	wcFnVSelect            = 29
	wcFnIndirectBr         = 31
	wcFnDebugLocAgain      = 33
	wcFnCall               = 34
	wcFnDebugLoc           = 35
	wcFnFence              = 36
	wcFnResume             = 39
	wcFnLoadAtomic         = 41
	wcFnGEP                = 43
	wcFnStore              = 44
	wcFnStoreAtomic        = 45
	wcFnCmpXchg            = 46
	wcFnLandingPad         = 47
	wcFnCleanupRet         = 48
	wcFnCatchRet           = 49
	wcFnCatchPad           = 50
	wcFnCleanupPad         = 51
	wcFnCatchSwitch        = 52
	wcFnOperandBundle      = 55
	wcFnUnop               = 56
	wcFnCallBr             = 57
	wcFnFreeze             = 58
	wcFnAtomicRMW          = 59
	wcFnDbgRecordValue     = 61
	wcFnDbgRecordDeclare   = 62
	wcFnDbgRecordAssign    = 63
	wcFnDbgRecordValueSimp = 64
	wcFnDbgRecordLabel     = 65
	wcFnDbgRecordDeclValue = 66
)

// Call-marker bits of FUNC_CODE_INST_CALL's cc operand.
const (
	wcCallTail         = 0
	wcCallCConv        = 1
	wcCallMustTail     = 14
	wcCallExplicitType = 15
	wcCallNoTail       = 16
	wcCallFMF          = 17
)

// Fast-math flag bits (FastMathMap).
const (
	wcFMFNoNaNs          = 1 << 1
	wcFMFNoInfs          = 1 << 2
	wcFMFNoSignedZeros   = 1 << 3
	wcFMFAllowReciprocal = 1 << 4
	wcFMFAllowContract   = 1 << 5
	wcFMFApproxFunc      = 1 << 6
	wcFMFAllowReassoc    = 1 << 7
)
