package target

import "github.com/irfix/irfix/ir"

// Sources cited by the rows below.
const (
	srcProbe   = "llvm-as-14/15/16/19/22 on a one-line module (probe_test.go)"
	srcRN15    = "LLVM 15 release notes: opaque pointers enabled by default"
	srcRN17    = "LLVM 17 release notes: typed pointers are no longer supported"
	srcRN21    = "LLVM 21 release notes: nocapture replaced by captures(none); mul constant expression removed"
	srcLangRef = "llvm/docs/LangRef.rst"
	srcBitc    = "llvm/include/llvm/Bitcode/LLVMBitCodes.h ATTR_KIND_* (numbered in order of addition)"
)

// Pointer modes and whole-module forms.
var (
	// TypedPointers: `T*` types. 14 reads them by default, 15/16 behind
	// -opaque-pointers=0; 17 removed them.
	TypedPointers = Feature{"typed pointers", 0, 17, srcRN17 + "; " + srcProbe}
	// OpaquePointers: `ptr`. 14 only behind a flag, default from 15.
	OpaquePointers = Feature{"opaque pointers (ptr)", 15, 0, srcRN15 + "; " + srcProbe}
	// OpaquePointersDefault: the reader's default mode is opaque.
	OpaquePointersDefault = Feature{"opaque pointers by default", 15, 0, srcRN15}
	// DebugRecords: `#dbg_value(...)` lines instead of llvm.dbg.* calls
	// (text); older readers need the intrinsic calls.
	DebugRecords = Feature{"debug records (#dbg_value)", 19, 0, srcProbe}
	// DbgDeclareValue: the `#dbg_declare_value` record.
	DbgDeclareValue = Feature{"#dbg_declare_value record", 22, 0, srcLangRef + " (LLVM 22)"}
	// Splat: `splat (i32 1)` vector constants.
	Splat = Feature{"splat (...) constant", 19, 0, srcProbe}
	// GEPInRangeRange: `getelementptr inrange(lo, hi) (...)`.
	GEPInRangeRange = Feature{"inrange(lo, hi) on getelementptr", 19, 0, srcProbe}
	// GEPInRangeIndex: the old `inrange` marker before an index.
	GEPInRangeIndex = Feature{"inrange index marker on getelementptr", 0, 19, srcProbe}
	// TargetExtTypes: `target("name", ...)` types.
	TargetExtTypes = Feature{"target extension types", 16, 0, srcProbe}
	// X86MMX: the x86_mmx type (removed in LLVM 20, replaced by <1 x i64>).
	X86MMX = Feature{"x86_mmx type", 0, 20, srcProbe + "; LLVM 20 release notes"}
	// PtrAuth: `ptrauth (...)` constants.
	PtrAuth = Feature{"ptrauth constant", 19, 0, srcLangRef + " (added in LLVM 19)"}
	// PtrToAddr: the ptrtoaddr instruction.
	PtrToAddr = Feature{"ptrtoaddr instruction", 22, 0, srcProbe}
	// CapturesAttr is the captures(...) attribute (ir.AttrCaptures), and
	// MemoryAttr the memory(...) attribute; listed here too for messages.
	MemoryAttr   = Feature{"memory(...) attribute", 16, 0, srcProbe}
	CapturesAttr = Feature{"captures(...) attribute", 21, 0, srcRN21 + "; " + srcProbe}
	// MemErrno / MemTargetMem: memory locations beyond argmem and
	// inaccessiblemem.
	MemErrno     = Feature{"errnomem location in memory(...)", 21, 0, "LLVM 21 release notes; " + srcProbe}
	MemTargetMem = Feature{"target_mem0/target_mem1 locations in memory(...)", 22, 0, srcProbe}
)

// attrSince is the first major whose reader knows each attribute keyword.
// ATTR_KIND numbers grow with time, so the table follows the numbering;
// each boundary was probed on 14/15/16/19/22 (srcProbe) and the kinds
// added between probed versions are placed by the release that added them
// (uncertain ones on the later release). 23 means "newer than every
// target": LLVM 22 does not read it either.
var attrSince = func() [ir.NumAttrKinds]int {
	var t [ir.NumAttrKinds]int
	for k := range t {
		switch {
		case k <= int(ir.AttrDisableSanitizerInstrumentation): // 78
			t[k] = 0 // all in LLVM 14 (probe: mustprogress, nocallback, vscale_range, elementtype, ...)
		case k <= int(ir.AttrFnRetThunkExtern): // 79–84: nosanitize_bounds … fn_ret_thunk_extern
			t[k] = 15 // probe: 15 yes, 14 no
		case k <= int(ir.AttrMemory): // 85 skipprofile, 86 memory
			t[k] = 16 // probe: 16 yes, 15 no
		case k == int(ir.AttrNoFPClass): // 87
			t[k] = 17 // probe: 16 no, 19 yes; added in LLVM 17
		case k <= int(ir.AttrDeadOnUnwind): // 88 optdebug, 89 writable, 90 coro_only_destroy_when_complete, 91 dead_on_unwind
			t[k] = 18 // probe: 16 no, 19 yes; added for LLVM 18 (Oct–Dec 2023 changes)
		case k <= int(ir.AttrHybridPatchable): // 92 range, 93 sanitize_numerical_stability, 94 initializes, 95 hybrid_patchable
			t[k] = 19 // probe: 19 yes
		case k <= int(ir.AttrSanitizeType): // 96–101 sanitize_realtime … sanitize_type
			t[k] = 20 // probe: 19 no, 22 yes; added for LLVM 20
		case k <= int(ir.AttrDeadOnReturn): // 102 captures, 103 dead_on_return
			t[k] = 21 // LLVM 21 release notes (captures); probe 22 yes
		case k <= int(ir.AttrNoCreateUndefOrPoison): // 104 sanitize_alloc_token, 105 nocreateundeforpoison
			t[k] = 22 // probe: 22 yes
		default: // 106 denormal_fpenv, 107 nooutline
			t[k] = 23 // probe: llvm-as-22 rejects them
		}
	}
	return t
}()

// attrFeatures are the rows Attr returns, made once: lowering asks for
// them per attribute of every call, and building the name each time was
// tens of megabytes of garbage on a large module.
var attrFeatures = func() (t [ir.NumAttrKinds]Feature) {
	for k := range t {
		t[k] = attrFeature(ir.AttrKind(k))
	}
	return t
}()

func attrFeature(k ir.AttrKind) Feature {
	since := 0
	if int(k) < len(attrSince) {
		since = attrSince[k]
	}
	return Feature{Name: k.String() + " attribute", Since: since, Source: srcBitc + "; " + srcProbe}
}

// Attr returns the feature row of an attribute kind.
func Attr(k ir.AttrKind) Feature {
	if int(k) < len(attrFeatures) {
		return attrFeatures[k]
	}
	return attrFeature(k)
}

// HasAttr reports whether the target's reader knows attribute kind k.
// (AttrNone — string attributes — are understood everywhere.)
func (t Target) HasAttr(k ir.AttrKind) bool {
	if k == ir.AttrNone {
		return true
	}
	if int(k) < len(attrSince) {
		// Attr(k).In(t.Major) without copying the row.
		return t.Major >= attrSince[k]
	}
	return Attr(k).In(t.Major)
}

// Attribute spellings that newer LLVM replaced. Readers still accept the
// old ones (LLVM 16–22 upgrade readnone/argmemonly/… on functions to
// memory(...), LLVM 21–22 upgrade nocapture to captures(none) — probed),
// but the canonical form and the writers of those versions use the new
// ones; upgrade modernises, downgrade brings the old ones back.
var (
	// FnMemoryLegacy: readnone/readonly/writeonly/argmemonly/
	// inaccessiblememonly/inaccessiblemem_or_argmemonly as function
	// attributes, replaced by memory(...) in 16.
	FnMemoryLegacy = Feature{"readnone/readonly/argmemonly/... as function attributes", 0, 16, "LLVM 16 release notes: memory attribute replaces them; " + srcProbe}
	// NoCaptureLegacy: nocapture, replaced by captures(none) in 21.
	NoCaptureLegacy = Feature{"nocapture attribute", 0, 21, srcRN21}
)

// PrefersMemoryAttr reports whether the target's writers spell function
// memory effects as memory(...).
func (t Target) PrefersMemoryAttr() bool { return !FnMemoryLegacy.In(t.Major) }

// PrefersCaptures reports whether the target's writers spell nocapture as
// captures(none).
func (t Target) PrefersCaptures() bool { return !NoCaptureLegacy.In(t.Major) }

// FlagRow says since when a flag is accepted on some opcodes.
type FlagRow struct {
	Flag    ir.Flags
	Ops     []ir.Opcode
	Feature Feature
}

// Flags lists the instruction flags newer than LLVM 14. Flags not listed
// (nuw/nsw on add/sub/mul/shl, exact, inbounds, volatile, ...) are read by
// every target.
var Flags = []FlagRow{
	{ir.FlagNNeg, []ir.Opcode{ir.OpZExt}, Feature{"nneg on zext", 18, 0, srcProbe + "; LLVM 18 release notes"}},
	{ir.FlagNNeg, []ir.Opcode{ir.OpUIToFP}, Feature{"nneg on uitofp", 19, 0, srcProbe}},
	{ir.FlagDisjoint, []ir.Opcode{ir.OpOr}, Feature{"disjoint on or", 18, 0, srcProbe + "; LLVM 18 release notes"}},
	{ir.FlagNUW | ir.FlagNSW, []ir.Opcode{ir.OpTrunc}, Feature{"nuw/nsw on trunc", 19, 0, srcProbe}},
	{ir.FlagNUW, []ir.Opcode{ir.OpGetElementPtr}, Feature{"nuw on getelementptr", 19, 0, srcProbe}},
	{ir.FlagNUSW, []ir.Opcode{ir.OpGetElementPtr}, Feature{"nusw on getelementptr", 19, 0, srcProbe}},
	{ir.FlagSameSign, []ir.Opcode{ir.OpICmp}, Feature{"samesign on icmp", 20, 0, srcProbe + "; LLVM 20 release notes"}},
}

// FlagFeature returns the row for flag f on opcode op, if f is newer than
// LLVM 14 there.
func FlagFeature(op ir.Opcode, f ir.Flags) (Feature, bool) {
	for _, r := range Flags {
		if r.Flag&f == 0 {
			continue
		}
		for _, o := range r.Ops {
			if o == op {
				return r.Feature, true
			}
		}
	}
	return Feature{}, false
}

// UnsupportedFlags returns the flags of an instruction (or constant
// expression) with opcode op that the target does not read.
func (t Target) UnsupportedFlags(op ir.Opcode, flags ir.Flags) ir.Flags {
	var bad ir.Flags
	for _, r := range Flags {
		if flags&r.Flag == 0 || r.Feature.In(t.Major) {
			continue
		}
		for _, o := range r.Ops {
			if o == op {
				bad |= flags & r.Flag
			}
		}
	}
	return bad
}

// FastMathOnFPCasts: fast-math flags on fptrunc/fpext (probe: 19 no, 22
// yes; conservatively 22).
var FastMathOnFPCasts = Feature{"fast-math flags on fptrunc/fpext", 22, 0, srcProbe}

// HasFastMath reports whether the target reads fast-math flags on op.
// (fneg, the float binary operators, fcmp, phi, select and call of FP
// type read them in every target.)
func (t Target) HasFastMath(op ir.Opcode) bool {
	if op == ir.OpFPTrunc || op == ir.OpFPExt {
		return t.Has(FastMathOnFPCasts)
	}
	return true
}

// constExprUntil: the first major whose reader no longer accepts a
// constant expression with this opcode (0: still accepted by 22). Opcodes
// never allowed as constant expressions are not listed; see
// ConstExprFeature. Removal follows the "remove most constant
// expressions" RFC; each row names the LLVM change.
var constExprUntil = map[ir.Opcode]Feature{
	ir.OpFNeg:           {"fneg constant expression", 0, 15, "D133418 (removed fneg constexpr, LLVM 15); " + srcProbe},
	ir.OpUDiv:           {"udiv constant expression", 0, 15, "D129148 (LLVM 15); " + srcProbe},
	ir.OpSDiv:           {"sdiv constant expression", 0, 15, "D129148 (LLVM 15)"},
	ir.OpURem:           {"urem constant expression", 0, 15, "D129148 (LLVM 15)"},
	ir.OpSRem:           {"srem constant expression", 0, 15, "D129148 (LLVM 15)"},
	ir.OpFAdd:           {"fadd constant expression", 0, 15, "D129478 (LLVM 15)"},
	ir.OpFSub:           {"fsub constant expression", 0, 15, "D129478 (LLVM 15)"},
	ir.OpFMul:           {"fmul constant expression", 0, 15, "D129478 (LLVM 15)"},
	ir.OpFDiv:           {"fdiv constant expression", 0, 15, "D129478 (LLVM 15)"},
	ir.OpFRem:           {"frem constant expression", 0, 15, "D129478 (LLVM 15)"},
	ir.OpExtractValue:   {"extractvalue constant expression", 0, 15, "D125795 (LLVM 15)"},
	ir.OpInsertValue:    {"insertvalue constant expression", 0, 15, "D128719 (LLVM 15)"},
	ir.OpSelect:         {"select constant expression", 0, 17, "D145382 (LLVM 17); " + srcProbe},
	ir.OpAnd:            {"and constant expression", 0, 17, "D155924 (July 2023; taken as 17, conservative); " + srcProbe},
	ir.OpOr:             {"or constant expression", 0, 17, "D155924-era removal (taken as 17, conservative); " + srcProbe},
	ir.OpLShr:           {"lshr constant expression", 0, 17, "llvm/llvm-project#71955 (Nov 2023, LLVM 18; taken as 17 with and/or, conservative); " + srcProbe},
	ir.OpAShr:           {"ashr constant expression", 0, 17, "llvm/llvm-project#71955 (LLVM 18; conservative 17)"},
	ir.OpZExt:           {"zext constant expression", 0, 17, "Nov 2023 removal (LLVM 18; conservative 17); " + srcProbe},
	ir.OpSExt:           {"sext constant expression", 0, 17, "Nov 2023 removal (LLVM 18; conservative 17)"},
	ir.OpFPTrunc:        {"fptrunc constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17)"},
	ir.OpFPExt:          {"fpext constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17)"},
	ir.OpFPToUI:         {"fptoui constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17)"},
	ir.OpFPToSI:         {"fptosi constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17)"},
	ir.OpUIToFP:         {"uitofp constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17)"},
	ir.OpSIToFP:         {"sitofp constant expression", 0, 17, "llvm/llvm-project#71408 (LLVM 18; conservative 17); " + srcProbe},
	ir.OpICmp:           {"icmp constant expression", 0, 19, "llvm/llvm-project#93038 (LLVM 19); " + srcProbe},
	ir.OpFCmp:           {"fcmp constant expression", 0, 19, "llvm/llvm-project#93038 (LLVM 19)"},
	ir.OpShl:            {"shl constant expression", 0, 19, "llvm/llvm-project#96037 (LLVM 19); " + srcProbe},
	ir.OpMul:            {"mul constant expression", 0, 21, srcRN21 + "; " + srcProbe},
	ir.OpAdd:            {"add constant expression", 0, 0, srcProbe},
	ir.OpSub:            {"sub constant expression", 0, 0, srcProbe},
	ir.OpXor:            {"xor constant expression", 0, 0, srcProbe},
	ir.OpTrunc:          {"trunc constant expression", 0, 0, srcProbe},
	ir.OpPtrToInt:       {"ptrtoint constant expression", 0, 0, srcProbe},
	ir.OpIntToPtr:       {"inttoptr constant expression", 0, 0, srcLangRef},
	ir.OpBitCast:        {"bitcast constant expression", 0, 0, srcLangRef},
	ir.OpAddrSpaceCast:  {"addrspacecast constant expression", 0, 0, srcLangRef},
	ir.OpGetElementPtr:  {"getelementptr constant expression", 0, 0, srcLangRef},
	ir.OpExtractElement: {"extractelement constant expression", 0, 0, srcProbe},
	ir.OpInsertElement:  {"insertelement constant expression", 0, 0, srcProbe},
	ir.OpShuffleVector:  {"shufflevector constant expression", 0, 0, srcLangRef},
	ir.OpPtrToAddr:      {"ptrtoaddr constant expression", 22, 0, srcProbe},
}

// ConstExprFeature returns the row of a constant-expression opcode (ok is
// false for opcodes that never form constant expressions).
func ConstExprFeature(op ir.Opcode) (Feature, bool) {
	f, ok := constExprUntil[op]
	return f, ok
}

// HasConstExpr reports whether the target reads a constant expression
// with opcode op.
func (t Target) HasConstExpr(op ir.Opcode) bool {
	f, ok := constExprUntil[op]
	return ok && f.In(t.Major)
}

// rmwSince: the first major that reads each atomicrmw operation.
var rmwSince = [...]Feature{
	ir.RMWXchg: {"atomicrmw xchg", 0, 0, srcLangRef}, ir.RMWAdd: {"atomicrmw add", 0, 0, srcLangRef},
	ir.RMWSub: {"atomicrmw sub", 0, 0, srcLangRef}, ir.RMWAnd: {"atomicrmw and", 0, 0, srcLangRef},
	ir.RMWNand: {"atomicrmw nand", 0, 0, srcLangRef}, ir.RMWOr: {"atomicrmw or", 0, 0, srcLangRef},
	ir.RMWXor: {"atomicrmw xor", 0, 0, srcLangRef}, ir.RMWMax: {"atomicrmw max", 0, 0, srcLangRef},
	ir.RMWMin: {"atomicrmw min", 0, 0, srcLangRef}, ir.RMWUMax: {"atomicrmw umax", 0, 0, srcLangRef},
	ir.RMWUMin: {"atomicrmw umin", 0, 0, srcLangRef},
	ir.RMWFAdd: {"atomicrmw fadd", 0, 0, srcProbe}, ir.RMWFSub: {"atomicrmw fsub", 0, 0, srcProbe},
	ir.RMWFMax:     {"atomicrmw fmax", 15, 0, srcProbe},
	ir.RMWFMin:     {"atomicrmw fmin", 15, 0, srcProbe},
	ir.RMWUIncWrap: {"atomicrmw uinc_wrap", 16, 0, srcProbe},
	ir.RMWUDecWrap: {"atomicrmw udec_wrap", 16, 0, srcProbe},
	ir.RMWUSubCond: {"atomicrmw usub_cond", 20, 0, srcProbe + "; LLVM 20 release notes"},
	ir.RMWUSubSat:  {"atomicrmw usub_sat", 20, 0, srcProbe + "; LLVM 20 release notes"},
	ir.RMWFMaximum: {"atomicrmw fmaximum", 21, 0, srcProbe + " (19 no, 22 yes; taken as 21)"},
	ir.RMWFMinimum: {"atomicrmw fminimum", 21, 0, srcProbe + " (19 no, 22 yes; taken as 21)"},
}

// RMWFeature returns the row of an atomicrmw operation.
func RMWFeature(op ir.RMWOp) Feature {
	if int(op) < len(rmwSince) {
		return rmwSince[op]
	}
	return Feature{Name: "atomicrmw " + op.String(), Since: 23}
}

// HasRMW reports whether the target reads atomicrmw operation op.
func (t Target) HasRMW(op ir.RMWOp) bool { return RMWFeature(op).In(t.Major) }

// HasType reports whether the target reads every type kind inside ty,
// returning the first missing feature.
func (t Target) HasType(ty *ir.Type) (Feature, bool) {
	var missing Feature
	ok := true
	var walk func(*ir.Type, int)
	walk = func(x *ir.Type, depth int) {
		if !ok || x == nil || depth > 64 {
			return
		}
		switch x.Kind {
		case ir.X86MMXKind:
			if !t.Has(X86MMX) {
				missing, ok = X86MMX, false
			}
		case ir.TargetExtKind:
			if !t.Has(TargetExtTypes) {
				missing, ok = TargetExtTypes, false
			}
		case ir.PointerKind:
			if x.Elem == nil && t.Typed {
				missing, ok = OpaquePointers, false
				missing.Name = "opaque pointer (ptr)"
			} else if x.Elem != nil && !t.Typed {
				missing, ok = TypedPointers, false
				missing.Name = "typed pointer (" + x.String() + ")"
			}
			walk(x.Elem, depth+1)
			return
		case ir.StructKind:
			if x.Name != "" {
				return // named bodies are checked on their own
			}
		}
		walk(x.Elem, depth+1)
		walk(x.Ret, depth+1)
		for _, f := range x.Fields {
			walk(f, depth+1)
		}
	}
	walk(ty, 0)
	return missing, ok
}
