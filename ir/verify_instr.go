package ir

import (
	"strings"
)

// verifyInstr checks one instruction's own invariants: its type, operand
// count and types for its opcode, successors, metadata and debug records.
// It returns false when the instruction is too malformed for the operand
// ownership and dominance checks (nil operands).
func (v *verifier) verifyInstr(i *Instr) bool {
	if i.Op == OpInvalid || i.Op >= numOpcodes {
		v.instrErrf(i, "invalid opcode %d", i.Op)
		return false
	}
	if i.Typ == nil {
		v.instrErrf(i, "instruction has no result type (use Void)")
		return false
	}
	for k, op := range i.operands {
		if isNilValue(op) {
			v.instrErrf(i, "operand %d is nil", k)
			return false
		}
		if op.Type() == nil {
			v.instrErrf(i, "operand %d has no type", k)
			return false
		}
	}
	if msg := v.typeProblem(i.Typ); msg != "" {
		v.instrErrf(i, "result type: %s", msg)
	}
	switch i.Typ.Kind {
	case FuncKind, LabelKind:
		v.instrErrf(i, "instruction cannot produce a value of type %s", i.Typ)
	case MetadataKind:
		if !i.Op.IsCallLike() {
			v.instrErrf(i, "only calls may produce metadata")
		}
	case VoidKind:
		if i.Name != "" {
			v.instrErrf(i, "instruction without a result has a name (%%%s)", i.Name)
		}
	}
	if i.ElemType != nil {
		if msg := v.typeProblem(i.ElemType); msg != "" {
			v.instrErrf(i, "element type: %s", msg)
		}
	}
	for k, op := range i.operands {
		switch x := op.(type) {
		case Constant:
			if msg := v.constProblem(x); msg != "" {
				v.instrErrf(i, "operand %d: %s", k, msg)
			}
		case *MetadataValue:
			v.checkLocalMD(i, x.MD, mdWhere{"operand", k})
		}
		switch op.Type().Kind {
		case VoidKind, FuncKind, LabelKind:
			if _, isBlock := op.(*Block); !isBlock {
				v.instrErrf(i, "operand %d has type %s, which is not a first-class type", k, op.Type())
			}
		case MetadataKind:
			if !i.Op.IsCallLike() {
				v.instrErrf(i, "operand %d is metadata, which only calls may take", k)
			}
		}
	}
	if !i.Op.IsTerminator() && len(i.Succs()) > 0 {
		v.instrErrf(i, "%s is not a terminator but has successors", i.Op)
	}
	for k, s := range i.Succs() {
		if s == nil {
			v.instrErrf(i, "successor %d is nil", k)
		} else if v.cfg.Index(s) < 0 {
			v.instrErrf(i, "successor %s is not a block of this function", v.blockRef(s))
		}
	}
	if i.Op.IsCast() {
		if v.nops(i, 1) {
			if msg := castProblem(i.Op, i.operands[0].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}
	} else if i.Op.IsBinary() {
		if v.nops(i, 2) {
			if msg := binaryProblem(i.Op, i.operands[0].Type(), i.operands[1].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}
	} else {
		v.verifyOpcode(i)
	}
	v.verifyInstrMD(i)
	return true
}

// switchScanMax is the most switch operands (condition and case values)
// whose duplicate cases verifyOpcode finds by comparing each with those
// before it.
const switchScanMax = 33

// sameIntValue reports whether two integer constants have the same value
// (what equal BigValue texts say).
func sameIntValue(a, b *ConstInt) bool {
	if a.Big == nil && b.Big == nil {
		return a.V == b.V
	}
	return a.BigValue().Cmp(b.BigValue()) == 0
}

// nops reports (and returns false) when i does not have exactly n operands.
func (v *verifier) nops(i *Instr, n int) bool {
	if len(i.operands) != n {
		v.instrErrf(i, "%s has %d operands, want %d", i.Op, len(i.operands), n)
		return false
	}
	return true
}

// wantVoid reports a result type on an instruction that has none.
func (v *verifier) wantVoid(i *Instr) {
	if i.Typ != Void {
		v.instrErrf(i, "%s produces no value but has result type %s", i.Op, i.Typ)
	}
}

// wantSuccs reports a successor count other than n.
func (v *verifier) wantSuccs(i *Instr, n int) bool {
	if len(i.Succs()) != n {
		v.instrErrf(i, "%s has %d successors, want %d", i.Op, len(i.Succs()), n)
		return false
	}
	return true
}

// firstNonPhi returns the first instruction of b that is not a phi.
func firstNonPhi(b *Block) *Instr {
	if b == nil {
		return nil
	}
	if n := b.FirstNonPhi(); n < len(b.Instrs) {
		return b.Instrs[n]
	}
	return nil
}

func isEHPad(i *Instr) bool {
	if i == nil {
		return false
	}
	switch i.Op {
	case OpLandingPad, OpCatchSwitch, OpCatchPad, OpCleanupPad:
		return true
	}
	return false
}

// isNoneToken reports whether x is the `none` token constant.
func isNoneToken(x Value) bool {
	c, ok := x.(*ConstNull)
	return ok && c.Typ == Token
}

func (v *verifier) verifyOpcode(i *Instr) {
	ops := i.operands
	switch i.Op {
	case OpRet:
		v.wantVoid(i)
		v.wantSuccs(i, 0)
		if v.f.Sig == nil || v.f.Sig.Kind != FuncKind {
			return // the signature itself is reported
		}
		ret := v.f.Sig.Ret
		if ret == nil || ret == Void {
			if len(ops) != 0 {
				v.instrErrf(i, "ret with a value in a function returning void")
			}
		} else if len(ops) != 1 {
			v.instrErrf(i, "ret without a value in a function returning %s", ret)
		} else if ops[0].Type() != ret {
			v.instrErrf(i, "ret value has type %s but the function returns %s", ops[0].Type(), ret)
		}

	case OpBr:
		v.wantVoid(i)
		switch len(ops) {
		case 0:
			v.wantSuccs(i, 1)
		case 1:
			v.wantSuccs(i, 2)
			if ops[0].Type() != I1 {
				v.instrErrf(i, "branch condition must be i1, not %s", ops[0].Type())
			}
		default:
			v.instrErrf(i, "br has %d operands, want 0 or 1", len(ops))
		}

	case OpSwitch:
		v.wantVoid(i)
		if len(ops) < 1 {
			v.instrErrf(i, "switch without a condition")
			return
		}
		ct := ops[0].Type()
		if ct.Kind != IntKind {
			v.instrErrf(i, "switch condition must be an integer, not %s", ct)
		}
		if len(i.Succs()) != len(ops) {
			v.instrErrf(i, "switch has %d case values but %d successors (want default + one per case)", len(ops)-1, len(i.Succs()))
		}
		// The case values seen so far: looked through for a short
		// list, in a map by decimal text for a long one.
		var seen map[string]bool
		if len(ops) > switchScanMax {
			seen = make(map[string]bool, len(ops)-1)
		}
		cases := v.caseScratch[:0]
		for k, c := range ops[1:] {
			ci, ok := c.(*ConstInt)
			if !ok {
				v.instrErrf(i, "switch case %d is not a constant integer", k)
				continue
			}
			if ci.Typ != ct {
				v.instrErrf(i, "switch case %d has type %s, not the condition type %s", k, typeString(ci.Typ), ct)
				continue
			}
			if seen != nil {
				key := ci.BigValue().String()
				if seen[key] {
					v.instrErrf(i, "duplicate switch case value %s", key)
				}
				seen[key] = true
				continue
			}
			for _, p := range cases {
				if sameIntValue(p, ci) {
					v.instrErrf(i, "duplicate switch case value %s", ci.BigValue().String())
					break
				}
			}
			cases = append(cases, ci)
		}
		v.caseScratch = cases[:0]

	case OpIndirectBr:
		v.wantVoid(i)
		if v.nops(i, 1) && ops[0].Type().Kind != PointerKind {
			v.instrErrf(i, "indirectbr address must be a pointer, not %s", ops[0].Type())
		}

	case OpInvoke:
		v.verifyCall(i)
		if v.wantSuccs(i, 2) && i.Succs()[1] != nil && v.cfg.Index(i.Succs()[1]) >= 0 {
			if !isEHPad(firstNonPhi(i.Succs()[1])) {
				v.instrErrf(i, "invoke's unwind destination %s does not start with an exception-handling pad", v.blockRef(i.Succs()[1]))
			}
		}

	case OpCallBr:
		v.verifyCall(i)
		if len(ops) > 0 {
			if _, ok := ops[0].(*InlineAsm); !ok {
				v.instrErrf(i, "callbr can only call inline asm (asm goto)")
			}
		}
		if len(i.Succs()) < 1 {
			v.instrErrf(i, "callbr needs a default destination")
		}

	case OpResume:
		v.wantVoid(i)
		v.wantSuccs(i, 0)
		v.needPersonality(i)
		if v.nops(i, 1) {
			v.landingPadType(i, ops[0].Type(), "resume")
		}

	case OpUnreachable:
		v.wantVoid(i)
		v.wantSuccs(i, 0)
		v.nops(i, 0)

	case OpCleanupRet:
		v.wantVoid(i)
		if v.nops(i, 1) {
			if p, ok := ops[0].(*Instr); !ok || p.Op != OpCleanupPad {
				v.instrErrf(i, "cleanupret must return from a cleanuppad")
			}
		}
		hasUnwind := i.Flags&FlagUnwindDest != 0
		if (len(i.Succs()) == 1) != hasUnwind || len(i.Succs()) > 1 {
			v.instrErrf(i, "cleanupret has %d successors but its unwind flag says %v", len(i.Succs()), hasUnwind)
		} else if hasUnwind {
			v.unwindToPad(i, i.Succs()[0], "cleanupret")
		}

	case OpCatchRet:
		v.wantVoid(i)
		v.wantSuccs(i, 1)
		if v.nops(i, 1) {
			if p, ok := ops[0].(*Instr); !ok || p.Op != OpCatchPad {
				v.instrErrf(i, "catchret must return from a catchpad")
			}
		}

	case OpCatchSwitch:
		if i.Typ != Token {
			v.instrErrf(i, "catchswitch must produce a token, not %s", i.Typ)
		}
		v.needPersonality(i)
		v.firstNonPhiPad(i)
		if v.nops(i, 1) {
			v.checkParentPad(i, ops[0], "catchswitch")
		}
		handlers := i.Succs()
		if i.Flags&FlagUnwindDest != 0 {
			if len(handlers) == 0 {
				v.instrErrf(i, "catchswitch has the unwind flag but no successors")
				return
			}
			v.unwindToPad(i, handlers[len(handlers)-1], "catchswitch")
			handlers = handlers[:len(handlers)-1]
		}
		if len(handlers) == 0 {
			v.instrErrf(i, "catchswitch has no handlers")
		}
		for _, h := range handlers {
			if h == nil || v.cfg.Index(h) < 0 {
				continue
			}
			if p := firstNonPhi(h); p == nil || p.Op != OpCatchPad {
				v.instrErrf(i, "catchswitch handler %s does not start with a catchpad", v.blockRef(h))
			}
		}
		v.notEntry(i)

	case OpFNeg:
		if v.nops(i, 1) {
			if msg := binaryProblem(OpFNeg, ops[0].Type(), nil, i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}

	case OpAlloca:
		v.verifyAlloca(i)
	case OpLoad:
		v.verifyLoad(i)
	case OpStore:
		v.verifyStore(i)
	case OpGetElementPtr:
		if len(ops) < 1 {
			v.instrErrf(i, "getelementptr without a base pointer")
			return
		}
		if msg := v.gepProblem(i.ElemType, ops[0], ops[1:], i.Typ); msg != "" {
			v.instrErrf(i, "%s", msg)
		}

	case OpFence:
		v.wantVoid(i)
		v.nops(i, 0)
		switch i.Ordering {
		case Acquire, Release, AcqRel, SeqCst:
		default:
			v.instrErrf(i, "fence ordering must be acquire, release, acq_rel or seq_cst")
		}

	case OpCmpXchg:
		v.verifyCmpXchg(i)
	case OpAtomicRMW:
		v.verifyAtomicRMW(i)

	case OpICmp, OpFCmp:
		if v.nops(i, 2) {
			if msg := cmpProblem(i.Op, i.Pred, ops[0].Type(), ops[1].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}

	case OpPhi:
		if i.Typ.Kind == TokenKind {
			v.instrErrf(i, "phi nodes cannot have token type")
		}
		for k, op := range ops {
			if op.Type() != i.Typ {
				v.instrErrf(i, "phi value %d has type %s, not the phi's type %s", k, op.Type(), i.Typ)
			}
		}

	case OpCall:
		v.verifyCall(i)
		if i.Tail == MustTail {
			v.verifyMustTail(i)
		}

	case OpSelect:
		if v.nops(i, 3) {
			if msg := selectProblem(ops[0].Type(), ops[1].Type(), ops[2].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}

	case OpVAArg:
		// LangRef describes the operand as a va_list pointer, but LLVM
		// accepts any first-class value (checked for every operand).
		v.nops(i, 1)
		if i.Typ == Void {
			v.instrErrf(i, "va_arg must produce a value")
		}

	case OpExtractElement:
		if v.nops(i, 2) {
			if msg := extractElementProblem(ops[0].Type(), ops[1].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}
	case OpInsertElement:
		if v.nops(i, 3) {
			if msg := insertElementProblem(ops[0].Type(), ops[1].Type(), ops[2].Type(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}
	case OpShuffleVector:
		if v.nops(i, 2) {
			if msg := shuffleProblem(ops[0].Type(), ops[1].Type(), i.Mask(), i.Typ); msg != "" {
				v.instrErrf(i, "%s", msg)
			}
		}

	case OpExtractValue:
		if v.nops(i, 1) {
			t, msg := indexedType(ops[0].Type(), i.Indices())
			switch {
			case msg != "":
				v.instrErrf(i, "extractvalue: %s", msg)
			case t != i.Typ:
				v.instrErrf(i, "extractvalue result type %s should be %s", i.Typ, typeString(t))
			}
		}
	case OpInsertValue:
		if v.nops(i, 2) {
			t, msg := indexedType(ops[0].Type(), i.Indices())
			switch {
			case msg != "":
				v.instrErrf(i, "insertvalue: %s", msg)
			case t != ops[1].Type():
				v.instrErrf(i, "insertvalue inserts %s where the aggregate has %s", ops[1].Type(), typeString(t))
			case i.Typ != ops[0].Type():
				v.instrErrf(i, "insertvalue result type %s should be %s", i.Typ, ops[0].Type())
			}
		}

	case OpLandingPad:
		v.verifyLandingPad(i)

	case OpCleanupPad, OpCatchPad:
		if i.Typ != Token {
			v.instrErrf(i, "%s must produce a token, not %s", i.Op, i.Typ)
		}
		v.needPersonality(i)
		v.firstNonPhiPad(i)
		v.notEntry(i)
		if len(ops) < 1 {
			v.instrErrf(i, "%s without a parent pad", i.Op)
			return
		}
		if i.Op == OpCatchPad {
			if p, ok := ops[0].(*Instr); !ok || p.Op != OpCatchSwitch {
				v.instrErrf(i, "catchpad must be within a catchswitch")
			}
		} else {
			v.checkParentPad(i, ops[0], "cleanuppad")
		}

	case OpFreeze:
		if v.nops(i, 1) && ops[0].Type() != i.Typ {
			v.instrErrf(i, "freeze result type %s differs from operand type %s", i.Typ, ops[0].Type())
		}
	}
}

// checkParentPad checks the `within` operand of catchswitch/cleanuppad:
// `none` or a funclet pad.
func (v *verifier) checkParentPad(i *Instr, p Value, what string) {
	if isNoneToken(p) {
		return
	}
	if x, ok := p.(*Instr); ok && (x.Op == OpCatchPad || x.Op == OpCleanupPad) {
		return
	}
	v.instrErrf(i, "%s parent must be none or a catchpad/cleanuppad token", what)
}

func (v *verifier) unwindToPad(i *Instr, dest *Block, what string) {
	if dest == nil || v.cfg.Index(dest) < 0 {
		return
	}
	if p := firstNonPhi(dest); !isEHPad(p) || p.Op == OpLandingPad {
		v.instrErrf(i, "%s must unwind to a block starting with a pad other than landingpad", what)
	}
}

func (v *verifier) needPersonality(i *Instr) {
	if v.f.Personality == nil {
		v.instrErrf(i, "%s needs a function with a personality", i.Op)
	}
}

func (v *verifier) firstNonPhiPad(i *Instr) {
	if i.Parent != nil && firstNonPhi(i.Parent) != i {
		v.instrErrf(i, "%s must be the first non-phi instruction of its block", i.Op)
	}
}

func (v *verifier) notEntry(i *Instr) {
	if i.Parent != nil && len(v.f.Blocks) > 0 && v.f.Blocks[0] == i.Parent {
		v.instrErrf(i, "exception-handling pad cannot be in the entry block")
	}
}

// landingPadType checks that landingpads and resumes of a function agree
// on one type.
func (v *verifier) landingPadType(i *Instr, t *Type, what string) {
	if v.lpType == nil {
		v.lpType = t
		return
	}
	if t != v.lpType {
		v.instrErrf(i, "%s type %s differs from the function's other landingpad/resume type %s", what, t, v.lpType)
	}
}

func (v *verifier) verifyLandingPad(i *Instr) {
	ops := i.operands
	v.needPersonality(i)
	v.firstNonPhiPad(i)
	v.notEntry(i)
	v.landingPadType(i, i.Typ, "landingpad")
	if len(ops) == 0 && i.Flags&FlagCleanup == 0 {
		v.instrErrf(i, "landingpad needs at least one clause or the cleanup flag")
	}
	if len(i.Clauses()) != len(ops) {
		v.instrErrf(i, "landingpad has %d clause kinds for %d clause values", len(i.Clauses()), len(ops))
	} else {
		for k, c := range i.Clauses() {
			switch c {
			case ClauseCatch:
				if ops[k].Type().Kind != PointerKind {
					v.instrErrf(i, "catch clause %d must be a pointer, not %s", k, ops[k].Type())
				}
			case ClauseFilter:
				if ops[k].Type().Kind != ArrayKind {
					v.instrErrf(i, "filter clause %d must be a constant array, not %s", k, ops[k].Type())
				} else if _, ok := ops[k].(Constant); !ok {
					v.instrErrf(i, "filter clause %d must be a constant array", k)
				}
			default:
				v.instrErrf(i, "clause %d has invalid kind %d", k, c)
			}
		}
	}
	// The block may be entered only through invoke unwind edges.
	if i.Parent == nil {
		return
	}
	for _, p := range v.cfg.Preds(i.Parent) {
		t := p.Terminator()
		if t == nil || t.Op != OpInvoke || len(t.Succs()) != 2 || t.Succs()[1] != i.Parent || t.Succs()[0] == i.Parent {
			v.instrErrf(i, "block with a landingpad must be reached only by invoke unwind edges (%s reaches it otherwise)", v.blockRef(p))
			break
		}
	}
}

func (v *verifier) verifyAlloca(i *Instr) {
	if !v.nops(i, 1) {
		return
	}
	if i.ElemType == nil {
		v.instrErrf(i, "alloca without an allocated type")
		return
	}
	if !sized(i.ElemType) {
		v.instrErrf(i, "cannot allocate unsized type %s", i.ElemType)
	}
	if i.operands[0].Type().Kind != IntKind {
		v.instrErrf(i, "alloca count must be an integer, not %s", i.operands[0].Type())
	}
	v.checkAlign(i)
	if i.Typ.Kind != PointerKind {
		v.instrErrf(i, "alloca result must be a pointer, not %s", i.Typ)
	} else if v.typed {
		if want := TypedPtr(i.ElemType, i.Typ.AddrSpace); i.Typ != want {
			v.instrErrf(i, "alloca result type %s should be %s", i.Typ, want)
		}
	}
	if i.Flags&FlagSwiftError != 0 && i.ElemType.Kind != PointerKind {
		v.instrErrf(i, "swifterror alloca must allocate a pointer")
	}
}

func (v *verifier) checkAlign(i *Instr) {
	if msg := alignProblem(i.Align); msg != "" {
		v.instrErrf(i, "%s", msg)
	}
}

// atomicShape checks the atomic-related fields shared by load and store.
func (v *verifier) atomicShape(i *Instr, elem *Type) {
	atomic := i.Flags&FlagAtomic != 0
	if atomic != (i.Ordering != NotAtomic) {
		v.instrErrf(i, "atomic flag and ordering disagree (atomic=%v, ordering %q)", atomic, i.Ordering)
		return
	}
	if !atomic {
		if i.SyncScope() != "" {
			v.instrErrf(i, "non-atomic %s cannot have a syncscope", i.Op)
		}
		return
	}
	if i.Ordering > SeqCst {
		v.instrErrf(i, "invalid atomic ordering %d", i.Ordering)
	}
	if i.Op == OpLoad && (i.Ordering == Release || i.Ordering == AcqRel) {
		v.instrErrf(i, "atomic load cannot have %s ordering", i.Ordering)
	}
	if i.Op == OpStore && (i.Ordering == Acquire || i.Ordering == AcqRel) {
		v.instrErrf(i, "atomic store cannot have %s ordering", i.Ordering)
	}
	if elem.Kind != IntKind && elem.Kind != PointerKind && !elem.IsFloat() {
		v.instrErrf(i, "atomic %s needs an integer, pointer or floating-point type, not %s", i.Op, elem)
	} else {
		v.atomicSize(i, elem)
	}
	if i.Align == 0 {
		v.instrErrf(i, "atomic %s must have an explicit alignment", i.Op)
	}
}

// atomicSize checks that an atomic access is byte-sized and a power of
// two (pointers are not checked: their size is the data layout's).
func (v *verifier) atomicSize(i *Instr, t *Type) {
	bits, _ := primitiveBits(t)
	if t.Kind == PointerKind || bits == 0 {
		return
	}
	if bits < 8 || bits&(bits-1) != 0 {
		v.instrErrf(i, "atomic access of %s must be byte-sized with a power-of-two size", t)
	}
}

// pointee returns the pointee of a typed pointer operand (nil in opaque
// mode or for non-pointers).
func (v *verifier) pointee(t *Type) *Type {
	if !v.typed || t == nil || t.Kind != PointerKind {
		return nil
	}
	return t.Elem
}

func (v *verifier) verifyLoad(i *Instr) {
	if !v.nops(i, 1) {
		return
	}
	pt := i.operands[0].Type()
	if pt.Kind != PointerKind {
		v.instrErrf(i, "load address must be a pointer, not %s", pt)
		return
	}
	if i.Typ == Void || !sized(i.Typ) {
		v.instrErrf(i, "cannot load unsized type %s", i.Typ)
		return
	}
	if pe := v.pointee(pt); pe != nil && pe != i.Typ {
		v.instrErrf(i, "load of %s through a pointer to %s", i.Typ, pe)
	}
	v.checkAlign(i)
	v.atomicShape(i, i.Typ)
}

func (v *verifier) verifyStore(i *Instr) {
	v.wantVoid(i)
	if !v.nops(i, 2) {
		return
	}
	vt, pt := i.operands[0].Type(), i.operands[1].Type()
	if pt.Kind != PointerKind {
		v.instrErrf(i, "store address must be a pointer, not %s", pt)
		return
	}
	if !sized(vt) {
		v.instrErrf(i, "cannot store unsized type %s", vt)
		return
	}
	if pe := v.pointee(pt); pe != nil && pe != vt {
		v.instrErrf(i, "store of %s through a pointer to %s", vt, pe)
	}
	v.checkAlign(i)
	v.atomicShape(i, vt)
}

func (v *verifier) verifyCmpXchg(i *Instr) {
	if !v.nops(i, 3) {
		return
	}
	ops := i.operands
	pt, ct, nt := ops[0].Type(), ops[1].Type(), ops[2].Type()
	if pt.Kind != PointerKind {
		v.instrErrf(i, "cmpxchg address must be a pointer, not %s", pt)
		return
	}
	if ct != nt {
		v.instrErrf(i, "cmpxchg compare and new values have different types (%s and %s)", ct, nt)
		return
	}
	if ct.Kind != IntKind && ct.Kind != PointerKind {
		v.instrErrf(i, "cmpxchg operands must be integers or pointers, not %s", ct)
	} else {
		v.atomicSize(i, ct)
	}
	if pe := v.pointee(pt); pe != nil && pe != ct {
		v.instrErrf(i, "cmpxchg of %s through a pointer to %s", ct, pe)
	}
	if i.Ordering < Monotonic || i.Ordering > SeqCst {
		v.instrErrf(i, "cmpxchg success ordering must be at least monotonic")
	}
	switch i.FailOrdering {
	case Monotonic, Acquire, SeqCst:
	default:
		v.instrErrf(i, "cmpxchg failure ordering must be monotonic, acquire or seq_cst, not %q", i.FailOrdering)
	}
	if want := StructOf(false, ct, I1); i.Typ != want {
		v.instrErrf(i, "cmpxchg result type %s should be %s", i.Typ, want)
	}
	v.checkAlign(i)
}

func (v *verifier) verifyAtomicRMW(i *Instr) {
	if !v.nops(i, 2) {
		return
	}
	pt, vt := i.operands[0].Type(), i.operands[1].Type()
	if pt.Kind != PointerKind {
		v.instrErrf(i, "atomicrmw address must be a pointer, not %s", pt)
		return
	}
	op := i.RMWOp
	switch {
	case op >= numRMWOps:
		v.instrErrf(i, "invalid atomicrmw operation %d", op)
	case op == RMWXchg:
		if vt.Kind != IntKind && vt.Kind != PointerKind && !vt.IsFloat() {
			v.instrErrf(i, "atomicrmw xchg operand must be an integer, pointer or floating point, not %s", vt)
		}
	case op == RMWFAdd || op == RMWFSub || op == RMWFMax || op == RMWFMin || op == RMWFMaximum || op == RMWFMinimum:
		if !isFPOrFPVec(vt) || (vt.Kind == VectorKind && vt.Scalable) {
			v.instrErrf(i, "atomicrmw %s operand must be floating point, not %s", op, vt)
		}
	default:
		if vt.Kind != IntKind {
			v.instrErrf(i, "atomicrmw %s operand must be an integer, not %s", op, vt)
		}
	}
	if vt.Kind != VectorKind {
		v.atomicSize(i, vt)
	}
	if pe := v.pointee(pt); pe != nil && pe != vt {
		v.instrErrf(i, "atomicrmw of %s through a pointer to %s", vt, pe)
	}
	if i.Ordering == NotAtomic || i.Ordering == Unordered || i.Ordering > SeqCst {
		v.instrErrf(i, "atomicrmw ordering must be at least monotonic")
	}
	if i.Typ != vt {
		v.instrErrf(i, "atomicrmw result type %s should be %s", i.Typ, vt)
	}
	v.checkAlign(i)
}

// verifyCall checks call, invoke and callbr against their call-site
// function type (ElemType). In opaque mode the callee's own signature may
// differ from ElemType: that is legal IR (callsig reports it), not a
// verifier error — except for intrinsics, which LLVM requires to be called
// with their declared type.
func (v *verifier) verifyCall(i *Instr) {
	ops := i.operands
	if len(ops) < 1 {
		v.instrErrf(i, "%s without a callee", i.Op)
		return
	}
	ft := i.ElemType
	if ft == nil || ft.Kind != FuncKind {
		v.instrErrf(i, "%s function type %s is not a function type", i.Op, typeString(ft))
		return
	}
	callee := ops[0]
	asm, isAsm := callee.(*InlineAsm)
	ct := callee.Type()
	if ct.Kind != PointerKind {
		v.instrErrf(i, "callee must be a pointer, not %s", ct)
	} else if v.typed && !isAsm && ct.Elem != ft {
		v.instrErrf(i, "callee type %s does not point to the call's function type %s", ct, ft)
	}
	if isAsm && asm.FuncType != nil && asm.FuncType != ft {
		v.instrErrf(i, "inline asm type %s differs from the call's function type %s", asm.FuncType, ft)
	}
	args := ops[1:]
	params := ft.Fields
	argTypes := make([]*Type, len(args))
	for n, a := range args {
		if a != nil {
			argTypes[n] = a.Type()
		}
	}
	attrTypeProblems(i.Attrs(), ft.Ret, argTypes, func(msg string) { v.instrErrf(i, "%s", msg) })
	if v.typed {
		attrPointeeProblems(i.Attrs(), argTypes, func(msg string) { v.instrErrf(i, "%s", msg) })
	}
	if ft.Variadic {
		if len(args) < len(params) {
			v.instrErrf(i, "call passes %d arguments to a variadic function type with %d fixed parameters", len(args), len(params))
		}
	} else if len(args) != len(params) {
		v.instrErrf(i, "call passes %d arguments but its function type %s has %d parameters", len(args), ft, len(params))
	}
	for k := 0; k < len(params) && k < len(args); k++ {
		if args[k].Type() != params[k] {
			v.instrErrf(i, "argument %d has type %s but the function type says %s", k, args[k].Type(), params[k])
		}
	}
	if ft.Ret != nil && i.Typ != ft.Ret {
		v.instrErrf(i, "call result type %s differs from the function type's return type %s", i.Typ, ft.Ret)
	}
	cf, direct := callee.(*Func)
	intrinsic := direct && strings.HasPrefix(cf.Name, "llvm.")
	if intrinsic && cf.Sig != ft {
		v.instrErrf(i, "intrinsic %s called with type %s but declared %s", v.globalRef(cf), ft, typeString(cf.Sig))
	}
	if !intrinsic {
		for _, p := range params {
			if p != nil && (p.Kind == MetadataKind || p.Kind == TokenKind) {
				v.instrErrf(i, "only intrinsics take %s parameters", p)
				break
			}
		}
	}
	if !direct && ft.Ret != nil && ft.Ret.Kind == TokenKind {
		v.instrErrf(i, "an indirect call cannot return a token")
	}
	for k, a := range args {
		if f, ok := a.(*Func); ok && strings.HasPrefix(f.Name, "llvm.") {
			v.instrErrf(i, "argument %d takes the address of intrinsic %s", k, v.globalRef(f))
		}
	}
	if i.Op == OpCall && len(i.Succs()) > 0 {
		v.instrErrf(i, "call has successors")
	}
}

// verifyMustTail checks that a musttail call is followed by ret (with an
// optional bitcast in between) returning its result.
func (v *verifier) verifyMustTail(i *Instr) {
	b := i.Parent
	n := peekIndex(i)
	if b == nil || n < 0 {
		return
	}
	var ret Value = i
	next := func() *Instr {
		n++
		if n < len(b.Instrs) {
			return b.Instrs[n]
		}
		return nil
	}
	x := next()
	if x != nil && x.Op == OpBitCast {
		if len(x.operands) != 1 || x.operands[0] != Value(i) {
			v.instrErrf(i, "bitcast after a musttail call must cast the call's result")
			return
		}
		ret = x
		x = next()
	}
	if x == nil || x.Op != OpRet {
		v.instrErrf(i, "musttail call must be followed by ret (optionally after a bitcast)")
		return
	}
	if len(x.operands) == 1 && x.operands[0] != ret {
		switch x.operands[0].(type) {
		case *Undef, *Poison:
		default:
			v.instrErrf(i, "the ret after a musttail call must return the call's result")
		}
	}
}
