package ir

// Opcode names an instruction (and, for the subset LLVM allows, a constant
// expression). The comment on each opcode gives its printed form and the
// layout of Instr.Operands / Instr.Succs it uses. Operands never contain
// basic blocks: branch targets live in Instr.Succs and phi predecessors in
// Instr.Incoming.
type Opcode uint8

const (
	OpInvalid Opcode = iota

	// Terminators.

	// OpRet: `ret void` | `ret T %v`. Operands: [] or [v].
	OpRet
	// OpBr: `br label %d` | `br i1 %c, label %t, label %f`.
	// Operands: [] or [c]; Succs: [d] or [t, f].
	OpBr
	// OpSwitch: `switch i32 %v, label %def [ i32 1, label %a ... ]`.
	// Operands: [v, case values...]; Succs: [def, case dests...].
	OpSwitch
	// OpIndirectBr: `indirectbr ptr %a, [label %x, label %y]`.
	// Operands: [a]; Succs: [dests...].
	OpIndirectBr
	// OpInvoke: `%r = invoke cc attrs T @f(args) [bundles] to label %n unwind label %u`.
	// Operands: [callee, args...]; Succs: [n, u]; ElemType: the call's function type.
	OpInvoke
	// OpResume: `resume { ptr, i32 } %lp`. Operands: [v].
	OpResume
	// OpUnreachable: `unreachable`.
	OpUnreachable
	// OpCleanupRet: `cleanupret from %pad unwind label %u` | `... unwind to caller`.
	// Operands: [pad]; Succs: [] or [u].
	OpCleanupRet
	// OpCatchRet: `catchret from %pad to label %d`. Operands: [pad]; Succs: [d].
	OpCatchRet
	// OpCatchSwitch: `%cs = catchswitch within %parent [label %h1, ...] unwind label %u`
	// (or `unwind to caller`). Operands: [parent] (a token; ConstNull of token
	// type for `none`); Succs: [handlers..., u?]; FlagUnwindDest set when the
	// last Succ is the unwind destination.
	OpCatchSwitch
	// OpCallBr: `%r = callbr T @f(args) to label %def [label %i1, ...]`.
	// Operands: [callee, args...]; Succs: [def, indirect...]; ElemType: function type.
	OpCallBr

	// Unary and binary operators. Operands: [a] or [a, b].

	OpFNeg // `%r = fneg fmf T %a`
	OpAdd  // `%r = add nuw nsw T %a, %b`
	OpFAdd // `%r = fadd fmf T %a, %b`
	OpSub  // `%r = sub nuw nsw T %a, %b`
	OpFSub // `%r = fsub fmf T %a, %b`
	OpMul  // `%r = mul nuw nsw T %a, %b`
	OpFMul // `%r = fmul fmf T %a, %b`
	OpUDiv // `%r = udiv exact T %a, %b`
	OpSDiv // `%r = sdiv exact T %a, %b`
	OpFDiv // `%r = fdiv fmf T %a, %b`
	OpURem // `%r = urem T %a, %b`
	OpSRem // `%r = srem T %a, %b`
	OpFRem // `%r = frem fmf T %a, %b`
	OpShl  // `%r = shl nuw nsw T %a, %b`
	OpLShr // `%r = lshr exact T %a, %b`
	OpAShr // `%r = ashr exact T %a, %b`
	OpAnd  // `%r = and T %a, %b`
	OpOr   // `%r = or disjoint T %a, %b`
	OpXor  // `%r = xor T %a, %b`

	// Memory.

	// OpAlloca: `%p = alloca inalloca swifterror T, i32 %n, align 8, addrspace(5)`.
	// Operands: [n] (always present; i32 1 when the text omits it);
	// ElemType: T; Typ: the pointer type.
	OpAlloca
	// OpLoad: `%v = load volatile T, ptr %p, align 4` or atomic
	// `load atomic T, ptr %p syncscope("x") acquire, align 4`. Operands: [p].
	OpLoad
	// OpStore: `store volatile T %v, ptr %p, align 4` (or atomic). Operands: [v, p].
	OpStore
	// OpGetElementPtr: `%q = getelementptr inbounds nuw T, ptr %p, i64 %i, ...`.
	// Operands: [p, indices...]; ElemType: T.
	OpGetElementPtr
	// OpFence: `fence syncscope("x") seq_cst`.
	OpFence
	// OpCmpXchg: `%r = cmpxchg weak volatile ptr %p, T %cmp, T %new syncscope("x") acq_rel monotonic, align 4`.
	// Operands: [p, cmp, new]; Typ: { T, i1 }.
	OpCmpXchg
	// OpAtomicRMW: `%r = atomicrmw volatile add ptr %p, T %v syncscope("x") seq_cst, align 4`.
	// Operands: [p, v]; RMWOp says which operation.
	OpAtomicRMW

	// Casts: `%r = trunc nuw nsw T %v to U` etc. Operands: [v]; Typ: U.

	OpTrunc
	OpZExt // `zext nneg`
	OpSExt
	OpFPToUI
	OpFPToSI
	OpUIToFP // `uitofp nneg`
	OpSIToFP
	OpFPTrunc // with fmf
	OpFPExt   // with fmf
	OpPtrToInt
	OpPtrToAddr // LLVM 22
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast

	// Other.

	// OpICmp: `%r = icmp samesign ult T %a, %b`. Operands: [a, b]; Pred.
	OpICmp
	// OpFCmp: `%r = fcmp fmf olt T %a, %b`. Operands: [a, b]; Pred.
	OpFCmp
	// OpPhi: `%r = phi fmf T [ %a, %bb1 ], [ %b, %bb2 ]`.
	// Operands: incoming values; Incoming: their blocks (same length).
	OpPhi
	// OpCall: `%r = tail call fmf cc attrs T @f(args) fnattrs [ "bundle"(...) ]`.
	// Operands: [callee, args...]; ElemType: the call-site function type.
	OpCall
	// OpSelect: `%r = select fmf i1 %c, T %a, T %b`. Operands: [c, a, b].
	OpSelect
	// OpVAArg: `%r = va_arg ptr %ap, T`. Operands: [ap].
	OpVAArg
	// OpExtractElement: `%r = extractelement <4 x T> %v, i32 %i`. Operands: [v, i].
	OpExtractElement
	// OpInsertElement: `%r = insertelement <4 x T> %v, T %e, i32 %i`. Operands: [v, e, i].
	OpInsertElement
	// OpShuffleVector: `%r = shufflevector <4 x T> %a, <4 x T> %b, <2 x i32> <i32 0, i32 5>`.
	// Operands: [a, b]; Mask (-1 for an undef/poison element).
	OpShuffleVector
	// OpExtractValue: `%r = extractvalue { T, U } %agg, 1`. Operands: [agg]; Indices.
	OpExtractValue
	// OpInsertValue: `%r = insertvalue { T, U } %agg, U %v, 1`. Operands: [agg, v]; Indices.
	OpInsertValue
	// OpLandingPad: `%r = landingpad { ptr, i32 } cleanup catch ptr @ti filter [1 x ptr] ...`.
	// Operands: clause values; Clauses: their kinds; FlagCleanup.
	OpLandingPad
	// OpCleanupPad: `%r = cleanuppad within %parent [args...]`. Operands: [parent, args...].
	OpCleanupPad
	// OpCatchPad: `%r = catchpad within %cs [args...]`. Operands: [cs, args...].
	OpCatchPad
	// OpFreeze: `%r = freeze T %v`. Operands: [v].
	OpFreeze

	numOpcodes
)

var opcodeNames = [numOpcodes]string{
	OpInvalid: "<invalid>", OpRet: "ret", OpBr: "br", OpSwitch: "switch", OpIndirectBr: "indirectbr",
	OpInvoke: "invoke", OpResume: "resume", OpUnreachable: "unreachable", OpCleanupRet: "cleanupret",
	OpCatchRet: "catchret", OpCatchSwitch: "catchswitch", OpCallBr: "callbr",
	OpFNeg: "fneg", OpAdd: "add", OpFAdd: "fadd", OpSub: "sub", OpFSub: "fsub", OpMul: "mul",
	OpFMul: "fmul", OpUDiv: "udiv", OpSDiv: "sdiv", OpFDiv: "fdiv", OpURem: "urem", OpSRem: "srem",
	OpFRem: "frem", OpShl: "shl", OpLShr: "lshr", OpAShr: "ashr", OpAnd: "and", OpOr: "or", OpXor: "xor",
	OpAlloca: "alloca", OpLoad: "load", OpStore: "store", OpGetElementPtr: "getelementptr",
	OpFence: "fence", OpCmpXchg: "cmpxchg", OpAtomicRMW: "atomicrmw",
	OpTrunc: "trunc", OpZExt: "zext", OpSExt: "sext", OpFPToUI: "fptoui", OpFPToSI: "fptosi",
	OpUIToFP: "uitofp", OpSIToFP: "sitofp", OpFPTrunc: "fptrunc", OpFPExt: "fpext",
	OpPtrToInt: "ptrtoint", OpPtrToAddr: "ptrtoaddr", OpIntToPtr: "inttoptr", OpBitCast: "bitcast",
	OpAddrSpaceCast: "addrspacecast", OpICmp: "icmp", OpFCmp: "fcmp", OpPhi: "phi", OpCall: "call",
	OpSelect: "select", OpVAArg: "va_arg", OpExtractElement: "extractelement",
	OpInsertElement: "insertelement", OpShuffleVector: "shufflevector", OpExtractValue: "extractvalue",
	OpInsertValue: "insertvalue", OpLandingPad: "landingpad", OpCleanupPad: "cleanuppad",
	OpCatchPad: "catchpad", OpFreeze: "freeze",
}

// String returns the opcode's keyword.
func (o Opcode) String() string {
	if o < numOpcodes {
		return opcodeNames[o]
	}
	return "<invalid>"
}

// IsTerminator reports whether o ends a basic block.
func (o Opcode) IsTerminator() bool { return o >= OpRet && o <= OpCallBr }

// IsBinary reports whether o is a two-operand arithmetic or logic operator.
func (o Opcode) IsBinary() bool { return o >= OpAdd && o <= OpXor }

// IsCast reports whether o is a cast.
func (o Opcode) IsCast() bool { return o >= OpTrunc && o <= OpAddrSpaceCast }

// IsCallLike reports whether o calls a function (call, invoke, callbr).
func (o Opcode) IsCallLike() bool { return o == OpCall || o == OpInvoke || o == OpCallBr }

// IsFloatOp reports whether o is a floating-point arithmetic operator.
func (o Opcode) IsFloatOp() bool {
	switch o {
	case OpFNeg, OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem:
		return true
	}
	return false
}

// Flags are the boolean modifiers of instructions and constant expressions.
// Which ones are meaningful depends on the opcode (see each flag).
type Flags uint32

const (
	FlagNUW        Flags = 1 << iota // add/sub/mul/shl/trunc, gep `nuw`
	FlagNSW                          // add/sub/mul/shl/trunc `nsw`
	FlagExact                        // udiv/sdiv/lshr/ashr `exact`
	FlagDisjoint                     // or `disjoint`
	FlagNNeg                         // zext/uitofp `nneg`
	FlagInBounds                     // getelementptr `inbounds`
	FlagNUSW                         // getelementptr `nusw` (implied by inbounds)
	FlagSameSign                     // icmp `samesign`
	FlagVolatile                     // load/store/cmpxchg/atomicrmw `volatile`
	FlagWeak                         // cmpxchg `weak`
	FlagInAlloca                     // alloca `inalloca`
	FlagSwiftError                   // alloca `swifterror`
	FlagCleanup                      // landingpad `cleanup`
	FlagUnwindDest                   // catchswitch/cleanupret: last Succ is the unwind destination
	FlagAtomic                       // load/store `atomic` (always set together with Instr.Ordering)
)

// FastMath are fast-math flags.
type FastMath uint8

const (
	FMFReassoc       FastMath = 1 << iota // reassoc
	FMFNoNaNs                             // nnan
	FMFNoInfs                             // ninf
	FMFNoSignedZeros                      // nsz
	FMFAllowRecip                         // arcp
	FMFContract                           // contract
	FMFApproxFunc                         // afn

	FMFFast = FMFReassoc | FMFNoNaNs | FMFNoInfs | FMFNoSignedZeros | FMFAllowRecip | FMFContract | FMFApproxFunc // fast
)

// FastMathNames lists the fast-math keywords in LLVM's printing order.
var FastMathNames = []struct {
	Flag FastMath
	Name string
}{
	{FMFReassoc, "reassoc"}, {FMFNoNaNs, "nnan"}, {FMFNoInfs, "ninf"}, {FMFNoSignedZeros, "nsz"},
	{FMFAllowRecip, "arcp"}, {FMFContract, "contract"}, {FMFApproxFunc, "afn"},
}

// Pred is a comparison predicate. The numbering is LLVM's CmpInst::Predicate
// (FCMP 0–15, ICMP 32–41).
type Pred uint8

const (
	FCmpFalse Pred = 0
	FCmpOEQ   Pred = 1
	FCmpOGT   Pred = 2
	FCmpOGE   Pred = 3
	FCmpOLT   Pred = 4
	FCmpOLE   Pred = 5
	FCmpONE   Pred = 6
	FCmpORD   Pred = 7
	FCmpUNO   Pred = 8
	FCmpUEQ   Pred = 9
	FCmpUGT   Pred = 10
	FCmpUGE   Pred = 11
	FCmpULT   Pred = 12
	FCmpULE   Pred = 13
	FCmpUNE   Pred = 14
	FCmpTrue  Pred = 15
	ICmpEQ    Pred = 32
	ICmpNE    Pred = 33
	ICmpUGT   Pred = 34
	ICmpUGE   Pred = 35
	ICmpULT   Pred = 36
	ICmpULE   Pred = 37
	ICmpSGT   Pred = 38
	ICmpSGE   Pred = 39
	ICmpSLT   Pred = 40
	ICmpSLE   Pred = 41
)

var predNames = map[Pred]string{
	FCmpFalse: "false", FCmpOEQ: "oeq", FCmpOGT: "ogt", FCmpOGE: "oge", FCmpOLT: "olt", FCmpOLE: "ole",
	FCmpONE: "one", FCmpORD: "ord", FCmpUNO: "uno", FCmpUEQ: "ueq", FCmpUGT: "ugt", FCmpUGE: "uge",
	FCmpULT: "ult", FCmpULE: "ule", FCmpUNE: "une", FCmpTrue: "true",
	ICmpEQ: "eq", ICmpNE: "ne", ICmpUGT: "ugt", ICmpUGE: "uge", ICmpULT: "ult", ICmpULE: "ule",
	ICmpSGT: "sgt", ICmpSGE: "sge", ICmpSLT: "slt", ICmpSLE: "sle",
}

// String returns the predicate keyword.
func (p Pred) String() string { return predNames[p] }

// IsInt reports whether p is an integer predicate.
func (p Pred) IsInt() bool { return p >= ICmpEQ && p <= ICmpSLE }

// AtomicOrdering is the memory ordering of an atomic operation.
type AtomicOrdering uint8

const (
	NotAtomic AtomicOrdering = iota
	Unordered
	Monotonic
	Acquire
	Release
	AcqRel
	SeqCst
)

var orderingNames = [...]string{"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"}

// String returns the ordering keyword ("" for NotAtomic).
func (o AtomicOrdering) String() string {
	if int(o) < len(orderingNames) {
		return orderingNames[o]
	}
	return ""
}

// OrderingByName returns the ordering for a keyword.
func OrderingByName(name string) (AtomicOrdering, bool) {
	for i, n := range orderingNames {
		if i > 0 && n == name {
			return AtomicOrdering(i), true
		}
	}
	return NotAtomic, false
}

// RMWOp is the operation of an atomicrmw.
type RMWOp uint8

const (
	RMWXchg RMWOp = iota
	RMWAdd
	RMWSub
	RMWAnd
	RMWNand
	RMWOr
	RMWXor
	RMWMax
	RMWMin
	RMWUMax
	RMWUMin
	RMWFAdd
	RMWFSub
	RMWFMax
	RMWFMin
	RMWUIncWrap
	RMWUDecWrap
	RMWUSubCond
	RMWUSubSat
	RMWFMaximum
	RMWFMinimum
	numRMWOps
)

var rmwNames = [numRMWOps]string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
	"umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
	"fmaximum", "fminimum"}

// String returns the operation keyword.
func (o RMWOp) String() string {
	if o < numRMWOps {
		return rmwNames[o]
	}
	return "<invalid>"
}

// RMWOpByName returns the operation for a keyword.
func RMWOpByName(name string) (RMWOp, bool) {
	for i, n := range rmwNames {
		if n == name {
			return RMWOp(i), true
		}
	}
	return 0, false
}

// TailKind is a call's tail-call marker.
type TailKind uint8

const (
	TailNone TailKind = iota
	Tail              // tail
	MustTail          // musttail
	NoTail            // notail
)

var tailNames = [...]string{"", "tail", "musttail", "notail"}

// String returns the marker keyword ("" for none).
func (t TailKind) String() string { return tailNames[t] }

// ClauseKind is the kind of a landingpad clause.
type ClauseKind uint8

const (
	ClauseCatch ClauseKind = iota
	ClauseFilter
)
