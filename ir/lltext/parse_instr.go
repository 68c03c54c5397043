package lltext

import (
	"github.com/irfix/irfix/ir"
)

// parseBlock parses one basic block: an optional label, debug records and
// instructions up to and including a terminator.
func (p *parser) parseBlock() {
	fs := p.fn
	b := fs.defineBlock(p)
	// The instructions are gathered in a scratch slice and appended in
	// one go, so the block's slice is allocated once at its final size
	// instead of grown by doubling.
	ins := p.blockInstrs[:0]
	p.blockInstrs = nil
	for {
		var recs []*ir.DbgRecord
		for p.is(lexDbgRecord) {
			recs = append(recs, p.parseDbgRecord())
		}
		switch p.tok.kind {
		case lexRBrace, lexLabel, lexLabelID, lexEOF:
			p.err("expected instruction opcode, found %s (a basic block must end with a terminator)", p.describe())
		}
		in := p.parseInstruction()
		in.SetDbgRecords(recs)
		ins = append(ins, in)
		p.bodyInstrs = append(p.bodyInstrs, in)
		if in.IsTerminator() {
			b.Instrs = append(make([]*ir.Instr, 0, len(b.Instrs)+len(ins)), b.Instrs...)
			b.Append(ins...)
			clear(ins)
			p.blockInstrs = ins[:0]
			return
		}
	}
}

// parseInstruction parses `[%name =] opcode ...` with trailing metadata.
func (p *parser) parseInstruction() *ir.Instr {
	var nameTok token
	hasName := false
	if p.is(lexLocalVar) || p.is(lexLocalID) {
		nameTok = p.tok
		hasName = true
		p.next()
		p.expect(lexEqual, "'=' after instruction name")
	} else {
		nameTok = p.tok
	}
	if p.tok.kind != lexIdent {
		p.err("expected instruction opcode, found %s", p.describe())
	}
	in := p.parseInstrBody()
	in.Pos = p.irPos(int(nameTok.pos))
	p.fn.defineValue(p, in, nameTok, hasName)
	// Trailing `, align N` is handled per instruction; here only metadata.
	p.parseInstrMD(in)
	return in
}

// parseInstrMD parses `, !kind !N` attachments after an instruction.
func (p *parser) parseInstrMD(in *ir.Instr) {
	for p.is(lexComma) {
		p.next()
		if !p.is(lexMetadataVar) {
			p.err("expected metadata attachment, found %s", p.describe())
		}
		in.MD = p.parseAttachment(in.MD)
	}
}

// commaThenMD reports whether the current token is a comma followed by a
// metadata attachment (so the instruction's own operand list has ended).
func (p *parser) commaThenMD() bool {
	if !p.is(lexComma) {
		return false
	}
	save := p.lx
	t := save.next()
	return t.kind == lexMetadataVar
}

// parseInstrBody parses the instruction starting at its opcode keyword.
func (p *parser) parseInstrBody() *ir.Instr {
	pos := int(p.tok.pos)
	// One lookup finds the keyword's shared string (no string per
	// instruction) and, for the binary operators and casts, its opcode.
	k, known := pInstrKws[string(p.tok.text)]
	kw := k.kw
	if !known {
		kw = p.intern(p.tok.text)
	}
	switch kw {
	case "tail", "musttail", "notail":
		p.next()
		tk := ir.Tail
		if kw == "musttail" {
			tk = ir.MustTail
		} else if kw == "notail" {
			tk = ir.NoTail
		}
		if !p.isKw("call") {
			p.err("expected 'call' after '%s'", kw)
		}
		p.next()
		in := p.parseCallLike(ir.OpCall, pos)
		in.Tail = tk
		return in
	case "call":
		p.next()
		return p.parseCallLike(ir.OpCall, pos)
	case "invoke":
		p.next()
		return p.parseCallLike(ir.OpInvoke, pos)
	case "callbr":
		p.next()
		return p.parseCallLike(ir.OpCallBr, pos)
	}
	if k.class == pKwBinOp {
		op := k.op
		p.next()
		in := p.newInstr(op, nil)
		if op.IsFloatOp() {
			in.FMF = p.parseFMF()
		} else {
			in.Flags = p.parseBinFlags(op)
		}
		t := p.parseType(false)
		p.checkBinType(pos, op, t)
		a := p.parseValue(t)
		p.expect(lexComma, "','")
		b := p.parseValue(t)
		in.Typ = t
		p.setOperands(in, []ir.Value{a, b})
		return in
	}
	if k.class == pKwCast {
		op := k.op
		p.next()
		in := p.newInstr(op, nil)
		in.Flags, in.FMF = p.parseCastFlags(op)
		v := p.parseTypedValue()
		p.expectKw("to")
		in.Typ = p.parseType(false)
		p.checkCast(pos, op, v.Type(), in.Typ)
		p.setOperands(in, []ir.Value{v})
		return in
	}
	p.next()
	switch kw {
	case "ret":
		in := p.newInstr(ir.OpRet, ir.Void)
		rt := p.fn.f.Sig.Ret
		tpos := int(p.tok.pos)
		t := p.parseType(true)
		if t != rt {
			p.errAt(tpos, "value doesn't match function result type '%s'", rt)
		}
		if t != ir.Void {
			p.setOperands(in, []ir.Value{p.parseValue(t)})
		}
		return in
	case "br":
		in := p.newInstr(ir.OpBr, ir.Void)
		if p.isKw("label") {
			in.SetSuccs([]*ir.Block{p.parseBlockRef()})
			return in
		}
		tpos := int(p.tok.pos)
		t := p.parseType(false)
		if t != ir.I1 {
			p.errAt(tpos, "branch condition must have 'i1' type")
		}
		c := p.parseValue(t)
		p.expect(lexComma, "','")
		tb := p.parseBlockRef()
		p.expect(lexComma, "','")
		fb := p.parseBlockRef()
		p.setOperands(in, []ir.Value{c})
		in.SetSuccs([]*ir.Block{tb, fb})
		return in
	case "switch":
		in := p.newInstr(ir.OpSwitch, ir.Void)
		tpos := int(p.tok.pos)
		t := p.parseType(false)
		if t.Kind != ir.IntKind {
			p.errAt(tpos, "switch condition must have integer type")
		}
		ops := []ir.Value{p.parseValue(t)}
		p.expect(lexComma, "','")
		succs := []*ir.Block{p.parseBlockRef()}
		p.expect(lexLSquare, "'[' with switch table")
		for !p.is(lexRSquare) {
			cpos := int(p.tok.pos)
			ct := p.parseType(false)
			if ct != t {
				p.errAt(cpos, "switch case value must have type '%s'", t)
			}
			c := p.parseConstant(ct)
			if _, ok := c.(*ir.ConstInt); !ok {
				p.errAt(cpos, "case value is not a constant integer")
			}
			ops = append(ops, c)
			p.expect(lexComma, "','")
			succs = append(succs, p.parseBlockRef())
		}
		p.next()
		p.setOperands(in, ops)
		in.SetSuccs(succs)
		return in
	case "indirectbr":
		in := p.newInstr(ir.OpIndirectBr, ir.Void)
		tpos := int(p.tok.pos)
		a := p.parseTypedValue()
		if !a.Type().IsPtr() {
			p.errAt(tpos, "indirectbr address must have pointer type")
		}
		p.expect(lexComma, "','")
		p.expect(lexLSquare, "'['")
		for !p.is(lexRSquare) {
			in.SetSuccs(append(in.Succs(), p.parseBlockRef()))
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRSquare, "']'")
		p.setOperands(in, []ir.Value{a})
		return in
	case "resume":
		in := p.newInstr(ir.OpResume, ir.Void)
		p.setOperands(in, []ir.Value{p.parseTypedValue()})
		return in
	case "unreachable":
		return p.newInstr(ir.OpUnreachable, ir.Void)
	case "cleanupret":
		in := p.newInstr(ir.OpCleanupRet, ir.Void)
		p.expectKw("from")
		p.setOperands(in, []ir.Value{p.parsePadValue()})
		p.expectKw("unwind")
		if p.eatKw("to") {
			p.expectKw("caller")
		} else {
			in.SetSuccs([]*ir.Block{p.parseBlockRef()})
			in.Flags |= ir.FlagUnwindDest
		}
		return in
	case "catchret":
		in := p.newInstr(ir.OpCatchRet, ir.Void)
		p.expectKw("from")
		p.setOperands(in, []ir.Value{p.parsePadValue()})
		p.expectKw("to")
		in.SetSuccs([]*ir.Block{p.parseBlockRef()})
		return in
	case "catchswitch":
		in := p.newInstr(ir.OpCatchSwitch, ir.Token)
		p.expectKw("within")
		p.setOperands(in, []ir.Value{p.parsePadValue()})
		p.expect(lexLSquare, "'['")
		for {
			in.SetSuccs(append(in.Succs(), p.parseBlockRef()))
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRSquare, "']'")
		p.expectKw("unwind")
		if p.eatKw("to") {
			p.expectKw("caller")
		} else {
			in.SetSuccs(append(in.Succs(), p.parseBlockRef()))
			in.Flags |= ir.FlagUnwindDest
		}
		return in
	case "catchpad", "cleanuppad":
		op := ir.OpCatchPad
		if kw == "cleanuppad" {
			op = ir.OpCleanupPad
		}
		in := p.newInstr(op, ir.Token)
		p.expectKw("within")
		ops := []ir.Value{p.parsePadValue()}
		p.expect(lexLSquare, "'['")
		for !p.is(lexRSquare) {
			if p.isKw("metadata") {
				p.next()
				ops = append(ops, &ir.MetadataValue{MD: p.parseMetadata(true)})
			} else {
				ops = append(ops, p.parseTypedValue())
			}
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRSquare, "']'")
		p.setOperands(in, ops)
		return in
	case "fneg":
		in := p.newInstr(ir.OpFNeg, nil)
		in.FMF = p.parseFMF()
		tpos := int(p.tok.pos)
		v := p.parseTypedValue()
		if !v.Type().Scalar().IsFloat() {
			p.errAt(tpos, "invalid operand type for instruction")
		}
		in.Typ = v.Type()
		p.setOperands(in, []ir.Value{v})
		return in
	case "icmp", "fcmp":
		in := p.newInstr(ir.OpICmp, nil)
		if kw == "fcmp" {
			in.Op = ir.OpFCmp
			in.FMF = p.parseFMF()
		} else if p.eatKw("samesign") {
			in.Flags |= ir.FlagSameSign
		}
		in.Pred = p.parsePred(kw == "icmp")
		tpos := int(p.tok.pos)
		t := p.parseType(false)
		s := t.Scalar()
		if kw == "icmp" && s.Kind != ir.IntKind && !s.IsPtr() || kw == "fcmp" && !s.IsFloat() {
			p.errAt(tpos, "%s requires %s operands", kw, map[bool]string{true: "integer or pointer", false: "floating-point"}[kw == "icmp"])
		}
		a := p.parseValue(t)
		p.expect(lexComma, "','")
		b := p.parseValue(t)
		in.Typ = p.cmpType(t)
		p.setOperands(in, []ir.Value{a, b})
		return in
	case "phi":
		in := p.newInstr(ir.OpPhi, nil)
		in.FMF = p.parseFMF()
		tpos := int(p.tok.pos)
		t := p.parseType(false)
		if !t.IsFirstClass() || t == ir.Label || t == ir.MetaType {
			p.errAt(tpos, "phi node must have first class type")
		}
		in.Typ = t
		// The values are gathered and set at once (one operand list of
		// the final length).
		vals := p.valBuf[:0]
		for {
			p.expect(lexLSquare, "'[' in phi value list")
			v := p.parseValue(t)
			p.expect(lexComma, "','")
			if !p.is(lexLocalVar) && !p.is(lexLocalID) {
				p.err("expected basic block name, found %s", p.describe())
			}
			btok := p.tok
			p.next()
			b := p.fn.blockRef(p, btok)
			p.expect(lexRSquare, "']' in phi value list")
			vals = append(vals, v)
			in.SetIncoming(append(in.Incoming(), b))
			if !p.is(lexComma) || p.commaThenMD() {
				break
			}
			p.next()
		}
		p.setOperands(in, vals)
		clear(vals)
		p.valBuf = vals[:0]
		return in
	case "select":
		in := p.newInstr(ir.OpSelect, nil)
		in.FMF = p.parseFMF()
		c := p.parseTypedValue()
		p.expect(lexComma, "','")
		a := p.parseTypedValue()
		p.expect(lexComma, "','")
		bpos := int(p.tok.pos)
		b := p.parseTypedValue()
		if a.Type() != b.Type() {
			p.errAt(bpos, "select values must have same type as select instruction")
		}
		ct := c.Type()
		if ct != ir.I1 && !(ct.Kind == ir.VectorKind && ct.Elem == ir.I1) {
			p.errAt(pos, "select condition must be i1 or <n x i1>")
		}
		in.Typ = a.Type()
		p.setOperands(in, []ir.Value{c, a, b})
		return in
	case "va_arg":
		in := p.newInstr(ir.OpVAArg, nil)
		ap := p.parseTypedValue()
		p.expect(lexComma, "','")
		in.Typ = p.parseType(false)
		p.setOperands(in, []ir.Value{ap})
		return in
	case "freeze":
		in := p.newInstr(ir.OpFreeze, nil)
		v := p.parseTypedValue()
		in.Typ = v.Type()
		p.setOperands(in, []ir.Value{v})
		return in
	case "extractelement":
		in := p.newInstr(ir.OpExtractElement, nil)
		v := p.parseTypedValue()
		p.expect(lexComma, "','")
		i := p.parseTypedValue()
		if v.Type().Kind != ir.VectorKind || i.Type().Kind != ir.IntKind {
			p.errAt(pos, "invalid extractelement operands")
		}
		in.Typ = v.Type().Elem
		p.setOperands(in, []ir.Value{v, i})
		return in
	case "insertelement":
		in := p.newInstr(ir.OpInsertElement, nil)
		v := p.parseTypedValue()
		p.expect(lexComma, "','")
		e := p.parseTypedValue()
		p.expect(lexComma, "','")
		i := p.parseTypedValue()
		if v.Type().Kind != ir.VectorKind || e.Type() != v.Type().Elem || i.Type().Kind != ir.IntKind {
			p.errAt(pos, "invalid insertelement operands")
		}
		in.Typ = v.Type()
		p.setOperands(in, []ir.Value{v, e, i})
		return in
	case "shufflevector":
		in := p.newInstr(ir.OpShuffleVector, nil)
		a := p.parseTypedValue()
		p.expect(lexComma, "','")
		b := p.parseTypedValue()
		p.expect(lexComma, "','")
		m := p.parseTypedConstant()
		if a.Type() != b.Type() {
			p.errAt(pos, "invalid shufflevector operands")
		}
		var mask []int32
		mask, in.Typ = p.shuffleMask(pos, a.Type(), m)
		in.SetMask(mask)
		p.setOperands(in, []ir.Value{a, b})
		return in
	case "extractvalue":
		in := p.newInstr(ir.OpExtractValue, nil)
		agg := p.parseTypedValue()
		in.SetIndices(p.parseInstrIndices())
		in.Typ = p.indexedAggType(pos, agg.Type(), in.Indices())
		p.setOperands(in, []ir.Value{agg})
		return in
	case "insertvalue":
		in := p.newInstr(ir.OpInsertValue, nil)
		agg := p.parseTypedValue()
		p.expect(lexComma, "','")
		v := p.parseTypedValue()
		in.SetIndices(p.parseInstrIndices())
		if p.indexedAggType(pos, agg.Type(), in.Indices()) != v.Type() {
			p.errAt(pos, "insertvalue operand and field disagree in type")
		}
		in.Typ = agg.Type()
		p.setOperands(in, []ir.Value{agg, v})
		return in
	case "landingpad":
		in := p.newInstr(ir.OpLandingPad, nil)
		in.Typ = p.parseType(false)
		if p.eatKw("cleanup") {
			in.Flags |= ir.FlagCleanup
		}
		for {
			var k ir.ClauseKind
			switch {
			case p.eatKw("catch"):
				k = ir.ClauseCatch
			case p.eatKw("filter"):
				k = ir.ClauseFilter
			default:
				if in.Flags&ir.FlagCleanup == 0 && len(in.Clauses()) == 0 {
					p.err("landingpad instruction must have cleanup or at least one clause")
				}
				return in
			}
			t := p.parseType(false)
			// Clauses are constants, but LLParser accepts any value and
			// leaves the judgement to the verifier; so do we.
			p.addOperand(in, p.parseValue(t))
			in.SetClauses(append(in.Clauses(), k))
		}
	case "alloca":
		return p.parseAlloca()
	case "load":
		return p.parseLoad(pos)
	case "store":
		return p.parseStore(pos)
	case "fence":
		in := p.newInstr(ir.OpFence, ir.Void)
		in.SetSyncScope(p.parseSyncScope())
		in.Ordering = p.parseOrdering()
		if in.Ordering == ir.Monotonic || in.Ordering == ir.Unordered {
			p.errAt(pos, "fence cannot be unordered or monotonic")
		}
		return in
	case "cmpxchg":
		return p.parseCmpXchg(pos)
	case "atomicrmw":
		return p.parseAtomicRMW(pos)
	case "getelementptr":
		in := p.newInstr(ir.OpGetElementPtr, nil)
		in.Flags = p.parseGEPFlags()
		in.ElemType = p.parseType(false)
		p.expect(lexComma, "','")
		ops := []ir.Value{p.parseTypedValue()}
		for p.is(lexComma) && !p.commaThenMD() {
			p.next()
			ops = append(ops, p.parseTypedValue())
		}
		in.Typ = p.gepResultType(pos, in.ElemType, ops)
		p.setOperands(in, ops)
		return in
	}
	p.errAt(pos, "expected instruction opcode, found '%s'", kw)
	return nil
}

// parsePadValue parses the token operand of pads and their terminators:
// `none` or a local value of token type.
func (p *parser) parsePadValue() ir.Value {
	if p.isKw("none") {
		p.next()
		return &ir.ConstNull{Typ: ir.Token}
	}
	if !p.is(lexLocalVar) && !p.is(lexLocalID) {
		p.err("expected token value, found %s", p.describe())
	}
	return p.fn.ref(p, ir.Token)
}

// parseInstrIndices parses `, N, N...` stopping before `, !md`.
func (p *parser) parseInstrIndices() []uint32 {
	var idx []uint32
	for p.is(lexComma) && !p.commaThenMD() {
		p.next()
		idx = append(idx, uint32(p.parseUint("index", 32)))
	}
	if len(idx) == 0 {
		p.err("expected index")
	}
	return idx
}

func (p *parser) parseSyncScope() string {
	if !p.isKw("syncscope") {
		return ""
	}
	p.next()
	p.expect(lexLParen, "'(' in syncscope")
	s := p.expectString("sync scope")
	p.expect(lexRParen, "')' in syncscope")
	return s
}

func (p *parser) parseOrdering() ir.AtomicOrdering {
	if p.tok.kind == lexIdent {
		if o, ok := ir.OrderingByName(string(p.tok.text)); ok {
			p.next()
			return o
		}
	}
	p.err("expected ordering, found %s", p.describe())
	return 0
}

// parseOptionalCommaAlign parses `, align N` (leaving `, !md` and other
// trailing parts alone).
func (p *parser) parseOptionalCommaAlign() ir.Align {
	if !p.is(lexComma) {
		return 0
	}
	save, saveTok := p.lx, p.tok
	p.next()
	if p.isKw("align") {
		p.next()
		return p.parseAlignValue()
	}
	p.lx, p.tok = save, saveTok
	return 0
}

func (p *parser) parseAlloca() *ir.Instr {
	in := p.newInstr(ir.OpAlloca, nil)
	for {
		if p.eatKw("inalloca") {
			in.Flags |= ir.FlagInAlloca
			continue
		}
		if p.eatKw("swifterror") {
			in.Flags |= ir.FlagSwiftError
			continue
		}
		break
	}
	tpos := int(p.tok.pos)
	in.ElemType = p.parseType(false)
	if !pIsSized(in.ElemType, nil) && in.ElemType.Kind != ir.TargetExtKind {
		p.errAt(tpos, "Cannot allocate unsized type")
	}
	var count ir.Value
	var as uint32
	for p.is(lexComma) && !p.commaThenMD() {
		p.next()
		switch {
		case p.isKw("align"):
			p.next()
			in.Align = p.parseAlignValue()
		case p.isKw("addrspace"):
			as, _ = p.parseOptionalAddrSpace()
		default:
			if count != nil {
				p.err("unexpected %s in alloca", p.describe())
			}
			cpos := int(p.tok.pos)
			count = p.parseTypedValue()
			if count.Type().Kind != ir.IntKind {
				p.errAt(cpos, "element count must have integer type")
			}
		}
	}
	if count == nil {
		count = &ir.ConstInt{Typ: ir.I32, V: 1}
	}
	in.Typ = p.pointerOf(in.ElemType, as)
	p.setOperands(in, []ir.Value{count})
	return in
}

func (p *parser) parseLoad(pos int) *ir.Instr {
	in := p.newInstr(ir.OpLoad, nil)
	if p.eatKw("atomic") {
		in.Flags |= ir.FlagAtomic
	}
	if p.eatKw("volatile") {
		in.Flags |= ir.FlagVolatile
	}
	tpos := int(p.tok.pos)
	in.Typ = p.parseType(false)
	p.expect(lexComma, "','")
	ptrPos := int(p.tok.pos)
	ptr := p.parseTypedValue()
	if !ptr.Type().IsPtr() {
		p.errAt(ptrPos, "load operand must be a pointer")
	}
	if p.typed && ptr.Type().Elem != in.Typ {
		p.errAt(tpos, "explicit pointee type doesn't match operand's pointee type")
	}
	if !pIsSized(in.Typ, nil) {
		p.errAt(tpos, "loading unsized types is not allowed")
	}
	if in.Flags&ir.FlagAtomic != 0 {
		in.SetSyncScope(p.parseSyncScope())
		in.Ordering = p.parseOrdering()
		if in.Ordering == ir.Release || in.Ordering == ir.AcqRel {
			p.errAt(pos, "atomic load cannot use Release ordering")
		}
	}
	in.Align = p.parseOptionalCommaAlign()
	p.setOperands(in, []ir.Value{ptr})
	return in
}

func (p *parser) parseStore(pos int) *ir.Instr {
	in := p.newInstr(ir.OpStore, ir.Void)
	if p.eatKw("atomic") {
		in.Flags |= ir.FlagAtomic
	}
	if p.eatKw("volatile") {
		in.Flags |= ir.FlagVolatile
	}
	v := p.parseTypedValue()
	p.expect(lexComma, "','")
	ptrPos := int(p.tok.pos)
	ptr := p.parseTypedValue()
	if !ptr.Type().IsPtr() {
		p.errAt(ptrPos, "store operand must be a pointer")
	}
	if p.typed && ptr.Type().Elem != v.Type() {
		p.errAt(ptrPos, "stored value and pointer type do not match")
	}
	if in.Flags&ir.FlagAtomic != 0 {
		in.SetSyncScope(p.parseSyncScope())
		in.Ordering = p.parseOrdering()
		if in.Ordering == ir.Acquire || in.Ordering == ir.AcqRel {
			p.errAt(pos, "atomic store cannot use Acquire ordering")
		}
	}
	in.Align = p.parseOptionalCommaAlign()
	p.setOperands(in, []ir.Value{v, ptr})
	return in
}

func (p *parser) parseCmpXchg(pos int) *ir.Instr {
	in := p.newInstr(ir.OpCmpXchg, nil)
	if p.eatKw("weak") {
		in.Flags |= ir.FlagWeak
	}
	if p.eatKw("volatile") {
		in.Flags |= ir.FlagVolatile
	}
	ptr := p.parseTypedValue()
	p.expect(lexComma, "','")
	cmp := p.parseTypedValue()
	p.expect(lexComma, "','")
	npos := int(p.tok.pos)
	nv := p.parseTypedValue()
	if !ptr.Type().IsPtr() {
		p.errAt(pos, "cmpxchg operand must be a pointer")
	}
	if cmp.Type() != nv.Type() {
		p.errAt(npos, "compare value and new value type do not match")
	}
	if p.typed && ptr.Type().Elem != cmp.Type() {
		p.errAt(pos, "compare value and pointer type do not match")
	}
	in.SetSyncScope(p.parseSyncScope())
	in.Ordering = p.parseOrdering()
	in.FailOrdering = p.parseOrdering()
	in.Align = p.parseOptionalCommaAlign()
	in.Typ = p.structOf(false, cmp.Type(), ir.I1)
	p.setOperands(in, []ir.Value{ptr, cmp, nv})
	return in
}

func (p *parser) parseAtomicRMW(pos int) *ir.Instr {
	in := p.newInstr(ir.OpAtomicRMW, nil)
	if p.eatKw("volatile") {
		in.Flags |= ir.FlagVolatile
	}
	op, ok := ir.RMWOpByName(string(p.tok.text))
	if p.tok.kind != lexIdent || !ok {
		p.err("expected binary operation in atomicrmw, found %s", p.describe())
	}
	p.next()
	in.RMWOp = op
	ptr := p.parseTypedValue()
	p.expect(lexComma, "','")
	v := p.parseTypedValue()
	if !ptr.Type().IsPtr() {
		p.errAt(pos, "atomicrmw operand must be a pointer")
	}
	if p.typed && ptr.Type().Elem != v.Type() {
		p.errAt(pos, "atomicrmw value and pointer type do not match")
	}
	in.SetSyncScope(p.parseSyncScope())
	in.Ordering = p.parseOrdering()
	in.Align = p.parseOptionalCommaAlign()
	in.Typ = v.Type()
	p.setOperands(in, []ir.Value{ptr, v})
	return in
}

// parseCallLike parses call, invoke and callbr after the opcode keyword.
func (p *parser) parseCallLike(op ir.Opcode, pos int) *ir.Instr {
	in := p.newInstr(op, nil)
	if op == ir.OpCall {
		in.FMF = p.parseFMF()
	}
	in.SetCC(p.parseOptionalCC())
	// The call's attribute sets are set once at the end: a call without
	// any (most intrinsic calls) then needs no call-side struct at all.
	retAttrs := p.parseAttrs(pAttrRet)
	as, _ := p.parseOptionalAddrSpace()
	tpos := int(p.tok.pos)
	t := p.parseType(true)

	// Callee: inline asm or a value.
	var callee ir.Value
	var asm *ir.InlineAsm
	if p.isKw("asm") {
		p.next()
		asm = &ir.InlineAsm{}
		for {
			switch {
			case p.eatKw("sideeffect"):
				asm.SideEffect = true
				continue
			case p.eatKw("alignstack"):
				asm.AlignStack = true
				continue
			case p.eatKw("inteldialect"):
				asm.IntelDialect = true
				continue
			case p.eatKw("unwind"):
				asm.CanThrow = true
				continue
			}
			break
		}
		asm.Asm = p.expectString("inline asm")
		p.expect(lexComma, "','")
		asm.Constraints = p.expectString("inline asm constraints")
	}

	// In an opaque module the callee is a `ptr addrspace(N)` whatever the
	// call's type. In a typed module its type is the function type's
	// pointer, known only after the arguments: remember where the callee
	// is, parse the arguments, then come back.
	var calleeState lexer
	var calleeTokSaved token
	if asm == nil {
		if p.typed {
			calleeState, calleeTokSaved = p.lx, p.tok
			p.skipCalleeValue()
		} else {
			callee = p.parseCallee(p.tc.ptrType(nil, as))
		}
	}

	// Arguments, gathered in scratch slices kept between calls (taken
	// while in use: a call cannot nest in its arguments today, but a
	// nested use would get its own).
	p.expect(lexLParen, "'(' in call")
	args, argTypes, params := append(p.callArgs[:0], nil), p.callArgTypes[:0], p.callParams[:0]
	p.callArgs, p.callArgTypes, p.callParams = nil, nil, nil
	nParams := 0 // params[:nParams] ends at the last argument with attributes
	for !p.is(lexRParen) {
		if p.is(lexDotDotDot) {
			p.err("'...' in a call argument list is not supported")
		}
		apos := int(p.tok.pos)
		at := p.parseType(false)
		attrs := p.parseAttrs(pAttrArg)
		var v ir.Value
		if at == ir.MetaType {
			v = &ir.MetadataValue{MD: p.parseMetadataArg()}
		} else {
			v = p.parseValue(at)
		}
		_ = apos
		params = append(params, attrs)
		if len(attrs) > 0 {
			nParams = len(params)
		}
		args = append(args, v)
		argTypes = append(argTypes, at)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')' in call")

	// Function type.
	var fnTy *ir.Type
	if t.Kind == ir.FuncKind {
		fnTy = t
		if len(fnTy.Params()) > len(argTypes) || !fnTy.Variadic && len(fnTy.Params()) != len(argTypes) {
			p.errAt(tpos, "invalid number of arguments for function type '%s'", fnTy)
		}
		for i, pt := range fnTy.Params() {
			if argTypes[i] != pt {
				p.errAt(tpos, "argument %d has type '%s' but the function type expects '%s'", i, argTypes[i], pt)
			}
		}
	} else {
		switch t.Kind {
		case ir.LabelKind, ir.MetadataKind:
			p.errAt(tpos, "invalid result type for call")
		}
		fnTy = p.funcOf(t, argTypes, false)
	}
	in.ElemType = fnTy
	in.Typ = fnTy.Ret

	if asm != nil {
		asm.FuncType = fnTy
		callee = asm
	} else if p.typed {
		end, endTok := p.lx, p.tok
		p.lx, p.tok = calleeState, calleeTokSaved
		callee = p.parseCallee(p.pointerOf(fnTy, as))
		p.lx, p.tok = end, endTok
	}
	// args[0] was reserved for the callee.
	ops := args
	ops[0] = callee

	// Function attributes, operand bundles.
	fnAttrs := p.parseAttrs(pAttrCallFn)
	if retAttrs != nil || fnAttrs != nil || nParams > 0 {
		al := in.AttrsPtr()
		al.Ret, al.Fn = retAttrs, fnAttrs
		if nParams > 0 {
			al.Params = append([]ir.AttrSet(nil), params[:nParams]...)
		}
		p.noteFixup(&al.Fn)
	}
	if p.is(lexLSquare) {
		in.SetBundles(p.parseBundles(in))
	}
	switch op {
	case ir.OpInvoke:
		p.expectKw("to")
		normal := p.parseBlockRef()
		p.expectKw("unwind")
		unwind := p.parseBlockRef()
		in.SetSuccs([]*ir.Block{normal, unwind})
	case ir.OpCallBr:
		p.expectKw("to")
		in.SetSuccs([]*ir.Block{p.parseBlockRef()})
		p.expect(lexLSquare, "'['")
		for !p.is(lexRSquare) {
			in.SetSuccs(append(in.Succs(), p.parseBlockRef()))
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRSquare, "']'")
	}
	p.setOperands(in, ops)
	clear(args)
	clear(params)
	p.callArgs, p.callArgTypes, p.callParams = args[:0], argTypes[:0], params[:0]
	return in
}

// parseCallee parses the called value; a global named there that is not
// defined yet is taken to be a function.
func (p *parser) parseCallee(t *ir.Type) ir.Value {
	if p.tok.kind == lexGlobalVar || p.tok.kind == lexGlobalID {
		return p.globalRef(t, 'f')
	}
	return p.parseValue(t)
}

// skipCalleeValue moves past the callee value without building it (it is
// parsed again once the call's function type is known). Callees are a
// local or global name or a constant expression.
func (p *parser) skipCalleeValue() {
	switch p.tok.kind {
	case lexLocalVar, lexLocalID, lexGlobalVar, lexGlobalID:
		p.next()
		return
	case lexIdent:
		// A keyword constant: null/undef/poison or a constant expression
		// with a parenthesised body.
		p.next()
		for p.tok.kind == lexIdent {
			p.next()
		}
		if p.is(lexLParen) {
			p.skipBalanced()
		}
		return
	}
	p.err("expected callee, found %s", p.describe())
}

// parseBundles parses `[ "tag"(T v, ...), ... ]`.
func (p *parser) parseBundles(in *ir.Instr) []ir.OperandBundle {
	p.expect(lexLSquare, "'['")
	var out []ir.OperandBundle
	for !p.is(lexRSquare) {
		tag := p.expectString("operand bundle tag")
		p.expect(lexLParen, "'(' after operand bundle tag")
		b := ir.OperandBundle{Tag: tag}
		for !p.is(lexRParen) {
			t := p.parseType(false)
			var v ir.Value
			if t == ir.MetaType {
				v = &ir.MetadataValue{MD: p.parseMetadataArg()}
			} else {
				v = p.parseValue(t)
			}
			if ph, ok := v.(*ir.Instr); ok && ph.Op == ir.OpInvalid {
				p.fn.fwdBundles = append(p.fn.fwdBundles, pBundleRef{in: in, bundle: len(out), i: len(b.Inputs)})
			}
			b.Inputs = append(b.Inputs, v)
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRParen, "')'")
		out = append(out, b)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRSquare, "']'")
	return out
}
