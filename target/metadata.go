package target

// MDFieldRow is a field of a specialized metadata node that only newer
// readers know; older ones reject the whole module ("invalid field").
type MDFieldRow struct {
	Kind, Field string
	Feature     Feature
}

// MDFields lists the debug-info fields newer than LLVM 14 that lowering
// drops for older readers (they refine debug info; dropping them keeps
// the rest valid). Rows were found by lowering the corpus and reading
// the readers' errors, and placed on the release that added them;
// uncertain ones are conservative.
var MDFields = []MDFieldRow{
	{"DISubprogram", "keyInstructions", Feature{"keyInstructions field of DISubprogram", 22, 0, srcProbe + " (19 rejects, 22 reads; Key Instructions, conservative 22)"}},
	{"DILocation", "atomGroup", Feature{"atomGroup field of DILocation", 22, 0, "Key Instructions (LLVM 21/22; conservative 22)"}},
	{"DILocation", "atomRank", Feature{"atomRank field of DILocation", 22, 0, "Key Instructions (LLVM 21/22; conservative 22)"}},
	{"DILabel", "column", Feature{"column field of DILabel", 21, 0, srcProbe + " (19 rejects, 22 reads; LLVM 21)"}},
	{"DILabel", "isArtificial", Feature{"isArtificial field of DILabel", 21, 0, "LLVM 21 DILabel (with column)"}},
	{"DILabel", "coroSuspendIdx", Feature{"coroSuspendIdx field of DILabel", 21, 0, "LLVM 21 DILabel (with column)"}},
	{"DICompileUnit", "sourceLanguageName", Feature{"sourceLanguageName field of DICompileUnit", 22, 0, "LLVM 22 DICompileUnit (conservative)"}},
	{"DICompileUnit", "sourceLanguageVersion", Feature{"sourceLanguageVersion field of DICompileUnit", 22, 0, "LLVM 22 DICompileUnit (conservative)"}},
	{"DIBasicType", "num_extra_inhabitants", Feature{"num_extra_inhabitants field of DIBasicType", 20, 0, "LLVM 20 (Swift/Rust niche info); llvm-as-19 rejects the field"}},
	{"DICompositeType", "num_extra_inhabitants", Feature{"num_extra_inhabitants field of DICompositeType", 20, 0, "LLVM 20 (Swift/Rust niche info); llvm-as-19 rejects the field"}},
	{"DIDerivedType", "ptrAuthKey", Feature{"ptrAuth fields of DIDerivedType", 19, 0, "LLVM 19 pointer authentication"}},
}

// GlobalVarNameOptional: DIGlobalVariable without `name:` (clang 15+
// emits them for string literals); LLVM 14 requires the field.
var GlobalVarNameOptional = Feature{"DIGlobalVariable without name", 15, 0, "llvm-as-14 on clang-15+ -g output: missing required field 'name'"}

// ModuleFlagMin: module flag behaviour 8 (Min), added in LLVM 15; LLVM 14
// rejects it ("invalid behavior operand in module flag").
var ModuleFlagMin = Feature{"module flag behaviour Min (8)", 15, 0, "llvm-as-14 on clang-15+ output; LangRef Module Flags Metadata"}

// LifetimeSizeArg: llvm.lifetime.start/end take (i64 size, ptr) before
// LLVM 22, which dropped the size.
var LifetimeSizeArg = Feature{"llvm.lifetime.start/end without size argument", 22, 0, "llvm-as-16 crash on LLVM 22 lifetime markers; LLVM 22 release notes"}

// MaskedAlignAttr: llvm.masked.load/store/gather/scatter carry their
// alignment as an `align` attribute on the pointer operand from LLVM 22 on;
// before, as an i32 immarg operand after it (opt-14/15/16 on clang-22
// -march=x86-64-v3 code: "immarg operand has non-immediate parameter").
var MaskedAlignAttr = Feature{"llvm.masked.load/store/gather/scatter without alignment operand", 22, 0, "LLVM 22 moved the alignment to an align attribute; opt-14/15/16 reject the 3-operand form"}

// DIAssignID: assignment tracking (!DIAssignID, llvm.dbg.assign / #dbg_assign),
// read from LLVM 16 on; older readers get the assignment as a
// dbg.value of the stored value.
var DIAssignID = Feature{"assignment tracking (DIAssignID, dbg.assign)", 16, 0, "llvm-as-14/15 reject !DIAssignID(); llvm-as-16 reads it"}

// AnnotationTuples: !annotation attachments whose operands are tuples of
// strings (ASan's !{!"alloca_name_altered", !"name"} on renamed allocas);
// older verifiers require every operand to be a string.
var AnnotationTuples = Feature{"tuple operands of !annotation", 19, 0, "opt-14/15/16 reject them (\"operands must be strings\"); opt-19 reads them (conservative 19)"}

// BranchWeightsOrigin: the "expected" origin marker in branch_weights
// metadata (`!{!"branch_weights", !"expected", i32 1, i32 2000}`).
var BranchWeightsOrigin = Feature{"\"expected\" marker in branch_weights", 19, 0, "llvm-as-16 rejects it (wrong number of operands); llvm-as-19 reads it"}

// MDTagRow is a DWARF tag of a specialized debug-info node that only
// newer readers accept ("invalid tag" from older ones), and the tag that
// says the same thing, less precisely, to them.
type MDTagRow struct {
	Kind, Tag string // node kind, tag name (DW_TAG_...)
	TagValue  int64  // the tag's DWARF number, as bitcode stores it
	Lowered   string // tag older readers accept for the same entity
	LowValue  int64
	Feature   Feature
	Loss      string // what the lowered tag no longer says
}

// MDTags lists the debug-info tags newer than LLVM 14 that lowering
// rewrites for older readers.
var MDTags = []MDTagRow{
	{"DIDerivedType", "DW_TAG_variable", 0x34, "DW_TAG_member", 0x0d,
		Feature{"DW_TAG_variable in DIDerivedType (static member declarations; clang 19+'s _vtable$ vtable variable)", 19, 0,
			"llvm-as-16 on clang++-22 -g output: invalid tag; llvm-as-19 reads it (static members became DW_TAG_variable with DWARF 5 in LLVM 18; conservative 19)"},
		"static member declarations become DW_TAG_member (the pre-DWARF-5 spelling); the artificial _vtable$ variable shows as a static member"},
	{"DIDerivedType", "DW_TAG_template_alias", 0x43, "DW_TAG_typedef", 0x16,
		Feature{"DW_TAG_template_alias in DIDerivedType (clang -gtemplate-alias)", 19, 0, "LLVM 19 (template alias debug info); older verifiers reject the tag"},
		"template aliases become plain typedefs (their template parameters are not described)"},
}

// DIExprCompare: the DWARF comparison operations DW_OP_eq/ne/lt/gt/le/ge
// in a DIExpression (clang 22 -O2 describes a folded `x < 0` that way);
// older verifiers reject the expression ("invalid expression") and drop
// all of the module's debug info.
var DIExprCompare = Feature{"DWARF comparison operation (DW_OP_eq/ne/lt/gt/le/ge) in DIExpression", 19, 0,
	"llvm-as-14/15/16 on clang++-22 -O2 -g (libstdc++) output: invalid expression; llvm-as-19 reads it"}

// DIExprCompareOps are the operations DIExprCompare covers.
var DIExprCompareOps = []string{"DW_OP_eq", "DW_OP_ne", "DW_OP_lt", "DW_OP_gt", "DW_OP_le", "DW_OP_ge"}
