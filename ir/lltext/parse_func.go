package lltext

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// pFwd is a forward reference to a local value: a placeholder instruction
// that is replaced when the definition appears.
type pFwd struct {
	ph  *ir.Instr
	pos int
}

// pBundleRef locates a bundle input that held a placeholder.
type pBundleRef struct {
	in        *ir.Instr
	bundle, i int
}

// pFunc is the state of the function body being parsed.
type pFunc struct {
	f      *ir.Func
	names  map[string]ir.Value // named params and instructions
	nums   numTable            // numbered params, instructions and blocks
	nextID uint64

	blocks    map[string]*ir.Block // named blocks (defined or forward)
	fwdVals   map[string]*pFwd
	fwdNums   map[uint64]*pFwd
	fwdBlocks map[*ir.Block]int // forward-referenced blocks -> first use
	blockNum  map[*ir.Block]uint64

	resolved   map[*ir.Instr]ir.Value
	fwdMD      []*ir.ValueAsMetadata
	fwdBundles []pBundleRef
}

var pCallConvWords = func() map[string]ir.CallConv {
	m := map[string]ir.CallConv{}
	for c := ir.CallConv(0); c < 200; c++ {
		s := c.String()
		if s != "cc "+strconv.Itoa(int(c)) {
			m[s] = c
		}
	}
	return m
}()

// parseOptionalCC parses a calling convention keyword or `cc N`.
func (p *parser) parseOptionalCC() ir.CallConv {
	if p.tok.kind != lexIdent {
		return 0
	}
	if string(p.tok.text) == "cc" {
		p.next()
		return ir.CallConv(p.parseUint("calling convention", 32))
	}
	// `cc1234` is read as `cc 1234`, as LLVM's lexer does.
	if t := p.tok.text; len(t) > 2 && t[0] == 'c' && t[1] == 'c' && lexIsDigit(t[2]) {
		n, err := parseDecUint(t[2:], 32)
		if err != nil {
			p.err("invalid calling convention %s", p.describe())
		}
		p.next()
		return ir.CallConv(n)
	}
	if c, ok := pCallConvWords[string(p.tok.text)]; ok {
		p.next()
		return c
	}
	return 0
}

// parseFunction parses a function after `define` or `declare`.
func (p *parser) parseFunction(isDefine bool) *ir.Func {
	var l pLinkage
	p.parseLinkagePrefix(&l, false)
	if !isDefine && l.hasLinkage && l.linkage != ir.External && l.linkage != ir.ExternWeak {
		p.err("invalid linkage for function declaration")
	}
	cc := p.parseOptionalCC()
	retAttrs := p.parseAttrs(pAttrRet)
	rpos := int(p.tok.pos)
	ret := p.parseType(true)
	switch ret.Kind {
	case ir.LabelKind, ir.MetadataKind, ir.FuncKind:
		p.errAt(rpos, "invalid function return type")
	}
	if !p.is(lexGlobalVar) && !p.is(lexGlobalID) {
		p.err("expected function name, found %s", p.describe())
	}
	nameTok := p.tok
	p.next()

	// Parameters.
	p.expect(lexLParen, "'(' in function argument list")
	var params []*ir.Param
	var paramAttrs []ir.AttrSet
	var ptypes []*ir.Type
	variadic := false
	nextArgID := uint64(0)
	var paramIDs []uint64 // numbers of the unnamed parameters
	for !p.is(lexRParen) {
		if p.eat(lexDotDotDot) {
			variadic = true
			break
		}
		tpos := int(p.tok.pos)
		t := p.parseType(false)
		if t.Kind == ir.FuncKind || t.Kind == ir.LabelKind || t.Kind == ir.VoidKind {
			p.errAt(tpos, "invalid type for function argument")
		}
		attrs := p.parseAttrs(pAttrParam)
		prm := &ir.Param{Typ: t, Index: len(params)}
		switch p.tok.kind {
		case lexLocalVar:
			prm.Name = p.str()
			p.next()
		case lexLocalID:
			// LLVM 19+ accepts gaps; numbers must still increase.
			id, err := parseDecUint(p.tok.text, 32)
			if err != nil || id < nextArgID {
				p.err("argument expected to be numbered '%%%d' or greater", nextArgID)
			}
			paramIDs = append(paramIDs, id)
			nextArgID = id + 1
			p.next()
		default:
			paramIDs = append(paramIDs, nextArgID)
			nextArgID++
		}
		params = append(params, prm)
		paramAttrs = append(paramAttrs, attrs)
		ptypes = append(ptypes, t)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')' at end of argument list")
	sig := ir.FuncOf(ret, ptypes, variadic)

	unnamed := p.parseOptionalUnnamedAddr()
	if l.unnamed == ir.NamedAddr {
		l.unnamed = unnamed
	}
	as, _ := p.parseOptionalAddrSpace()

	key, prev := p.defineGlobalName(nameTok)
	var f *ir.Func
	if prev != nil {
		f, _ = prev.gv.(*ir.Func)
		if f != nil && len(f.Blocks) > 0 {
			f = nil
		}
	}
	if f == nil {
		f = &ir.Func{}
	}
	f.Name = globalName(nameTok)
	f.Pos = p.irPos(int(nameTok.pos))
	f.Typ = p.pointerOf(sig, as)
	f.Sig = sig
	f.CC = cc
	f.Params = params
	for _, prm := range params {
		prm.Parent = f
	}
	p.applyLinkage(&f.GlobalCommon, &l)
	f.Attrs.Ret = retAttrs
	for i, s := range paramAttrs {
		if len(s) > 0 {
			f.Attrs.SetParam(i, s)
		}
	}
	if prev != nil && prev.gv.Type() == nil {
		// A blockaddress forward reference did not know the type.
		prev.gv.Common().Typ = f.Typ
	}
	p.register(key, prev, f, int(nameTok.pos))
	f.Parent = p.m
	p.m.Funcs = append(p.m.Funcs, f)

	// Function attributes (align may appear among them).
	for {
		f.Attrs.Fn = append(f.Attrs.Fn, p.parseAttrs(pAttrFn)...)
		if p.isKw("align") {
			p.next()
			f.Align = p.parseAlignValue()
			continue
		}
		break
	}
	p.noteFixup(&f.Attrs.Fn)
	for {
		switch {
		case p.isKw("section"):
			p.next()
			f.Section = p.expectString("section name")
		case p.isKw("partition"):
			p.next()
			f.Partition = p.expectString("partition name")
		case p.isKw("comdat"):
			f.Comdat = p.parseOptionalComdat(f.Name, int(nameTok.pos))
		case p.isKw("align"):
			p.next()
			f.Align = p.parseAlignValue()
		case p.isKw("gc"):
			p.next()
			f.GC = p.expectString("gc name")
		case p.isKw("prefix"):
			p.next()
			f.Prefix = p.parseTypedConstant()
		case p.isKw("prologue"):
			p.next()
			f.Prologue = p.parseTypedConstant()
		case p.isKw("personality"):
			p.next()
			f.Personality = p.parseTypedConstant()
		case isDefine && p.is(lexMetadataVar):
			// Only definitions take attachments here; a declaration's
			// come right after `declare` (LLParser::parseDeclare), so a
			// `!name` after its header starts named metadata.
			f.MD = p.parseAttachment(f.MD)
		default:
			goto done
		}
	}
done:
	if !isDefine {
		if p.is(lexLBrace) {
			p.err("a declaration cannot have a body")
		}
		return f
	}
	p.parseFunctionBody(f, paramIDs, nextArgID)
	return f
}

func (p *parser) parseFunctionBody(f *ir.Func, paramIDs []uint64, firstID uint64) {
	fs := &pFunc{
		f:         f,
		names:     map[string]ir.Value{},
		nums:      numTable{dense: p.numsBuf[:0]},
		blocks:    map[string]*ir.Block{},
		fwdBlocks: map[*ir.Block]int{},
		nextID:    firstID,
	}
	for _, prm := range f.Params {
		if prm.Name != "" {
			if _, dup := fs.names[prm.Name]; dup {
				p.err("redefinition of argument '%%%s'", prm.Name)
			}
			fs.names[prm.Name] = prm
		}
	}
	n := 0
	for _, prm := range f.Params {
		if prm.Name == "" {
			fs.nums.set(paramIDs[n], prm)
			n++
		}
	}
	// Blocks a blockaddress referred to before this body.
	if pend := p.pendingBA[f]; pend != nil {
		for k, b := range pend {
			if k.id >= 0 {
				fs.nums.set(uint64(k.id), b)
				if fs.blockNum == nil {
					fs.blockNum = map[*ir.Block]uint64{}
				}
				fs.blockNum[b] = uint64(k.id)
			} else {
				fs.blocks[k.name] = b
			}
			fs.fwdBlocks[b] = p.baPos[b]
		}
		delete(p.pendingBA, f)
	}
	p.fn = fs
	p.expect(lexLBrace, "'{' in function body")
	if p.is(lexRBrace) {
		p.err("function body requires at least one basic block")
	}
	for !p.is(lexRBrace) && !p.isKw("uselistorder") {
		p.parseBlock()
	}
	for !p.is(lexRBrace) {
		if !p.eatKw("uselistorder") {
			p.err("expected 'uselistorder' or '}', found %s", p.describe())
		}
		p.skipUseListOrder()
	}
	p.next()
	fs.finish(p)
	p.linkUses(fs)
	p.fn = nil
	p.numsBuf = fs.nums.reuse()
}

// numTable maps value numbers (%0, %1, ...) to values. Numbers are dense
// in practice, so they index a slice (reused from function to function);
// a number far beyond those defined so far goes to a map, which keeps
// memory proportional to the definitions whatever numbers the text uses.
type numTable struct {
	dense  []ir.Value
	n      int // entries set in dense
	sparse map[uint64]ir.Value
}

func (t *numTable) get(id uint64) (ir.Value, bool) {
	if id < uint64(len(t.dense)) {
		if v := t.dense[id]; v != nil {
			return v, true
		}
	}
	v, ok := t.sparse[id] // set before dense reached id
	return v, ok
}

func (t *numTable) set(id uint64, v ir.Value) {
	if id < uint64(len(t.dense)) {
		if t.dense[id] == nil {
			t.n++
		}
		t.dense[id] = v
		return
	}
	if id < 2*uint64(t.n)+4096 {
		if _, ok := t.sparse[id]; !ok {
			need := int(id) + 1
			t.dense = slices.Grow(t.dense, need-len(t.dense))[:need]
			t.dense[id] = v
			t.n++
			return
		}
	}
	if t.sparse == nil {
		t.sparse = map[uint64]ir.Value{}
	}
	t.sparse[id] = v
}

// reuse clears the table and returns its slice for the next function.
func (t *numTable) reuse() []ir.Value {
	clear(t.dense)
	return t.dense[:0]
}

// finish checks for unresolved forward references and patches the places
// that held placeholders outside operand lists.
func (fs *pFunc) finish(p *parser) {
	first, what := -1, ""
	for name, r := range fs.fwdVals {
		if first < 0 || r.pos < first {
			first, what = r.pos, "%"+name
		}
	}
	for id, r := range fs.fwdNums {
		if first < 0 || r.pos < first {
			first, what = r.pos, "%"+strconv.FormatUint(id, 10)
		}
	}
	for b, pos := range fs.fwdBlocks {
		if first < 0 || pos < first {
			first = pos
			if b.Name != "" {
				what = "%" + b.Name
			} else {
				what = "%" + strconv.FormatUint(fs.blockNum[b], 10)
			}
		}
	}
	if first >= 0 {
		p.errAt(first, "use of undefined value '%s'", what)
	}
	if len(fs.resolved) == 0 {
		return
	}
	for _, v := range fs.fwdMD {
		if ph, ok := v.V.(*ir.Instr); ok {
			if r, ok := fs.resolved[ph]; ok {
				v.V = r
			}
		}
	}
	for _, br := range fs.fwdBundles {
		in := br.in.Bundles()[br.bundle].Inputs
		if ph, ok := in[br.i].(*ir.Instr); ok {
			if r, ok := fs.resolved[ph]; ok {
				in[br.i] = r
			}
		}
	}
}

// ref returns the local value named by the current token, of type t,
// creating a forward reference placeholder when it is not defined yet.
func (fs *pFunc) ref(p *parser, t *ir.Type) ir.Value {
	tok := p.tok
	p.next()
	var v ir.Value
	if tok.kind == lexLocalVar {
		v = fs.names[string(tok.text)]
		if v == nil {
			if b, ok := fs.blocks[string(tok.text)]; ok {
				v = b
			}
		}
	} else {
		id, err := parseDecUint(tok.text, 64)
		if err != nil {
			p.errAt(int(tok.pos), "value number out of range")
		}
		v, _ = fs.nums.get(id)
	}
	if v != nil {
		if v.Type() != t {
			if _, isBlock := v.(*ir.Block); isBlock {
				p.errAt(int(tok.pos), "'%%%s' is a basic block, not a value of type '%s'", tok.text, t)
			}
			p.errAt(int(tok.pos), "'%%%s' defined with type '%s' but expected '%s'", tok.text, v.Type(), t)
		}
		return v
	}
	if t == ir.Label {
		return fs.blockRef(p, tok)
	}
	if t.Kind == ir.VoidKind || t.Kind == ir.FuncKind {
		p.errAt(int(tok.pos), "invalid use of a value of type '%s'", t)
	}
	var r *pFwd
	if tok.kind == lexLocalVar {
		if fs.fwdVals == nil {
			fs.fwdVals = map[string]*pFwd{}
		}
		r = fs.fwdVals[string(tok.text)]
		if r == nil {
			r = &pFwd{ph: &ir.Instr{Typ: t, Name: string(tok.text)}, pos: int(tok.pos)}
			fs.fwdVals[string(tok.text)] = r
		}
	} else {
		id, _ := parseDecUint(tok.text, 64)
		if fs.fwdNums == nil {
			fs.fwdNums = map[uint64]*pFwd{}
		}
		r = fs.fwdNums[id]
		if r == nil {
			r = &pFwd{ph: &ir.Instr{Typ: t}, pos: int(tok.pos)}
			fs.fwdNums[id] = r
		}
	}
	if r.ph.Typ != t {
		p.errAt(int(tok.pos), "'%%%s' forward referenced with type '%s' but expected '%s'", tok.text, r.ph.Typ, t)
	}
	return r.ph
}

// blockRef returns the block named by tok, creating a forward reference.
func (fs *pFunc) blockRef(p *parser, tok token) *ir.Block {
	if tok.kind == lexLocalVar {
		if b, ok := fs.blocks[string(tok.text)]; ok {
			return b
		}
		if _, ok := fs.names[string(tok.text)]; ok {
			p.errAt(int(tok.pos), "'%%%s' is not a basic block", tok.text)
		}
		if _, ok := fs.fwdVals[string(tok.text)]; ok {
			p.errAt(int(tok.pos), "'%%%s' is not a basic block", tok.text)
		}
		b := &ir.Block{Name: string(tok.text), Parent: fs.f}
		fs.blocks[b.Name] = b
		fs.fwdBlocks[b] = int(tok.pos)
		return b
	}
	id, err := parseDecUint(tok.text, 64)
	if err != nil {
		p.errAt(int(tok.pos), "block number out of range")
	}
	if v, ok := fs.nums.get(id); ok {
		b, isBlock := v.(*ir.Block)
		if !isBlock {
			p.errAt(int(tok.pos), "'%%%d' is not a basic block", id)
		}
		return b
	}
	if _, ok := fs.fwdNums[id]; ok {
		p.errAt(int(tok.pos), "'%%%d' is not a basic block", id)
	}
	if id < fs.nextID {
		p.errAt(int(tok.pos), "use of undefined value '%%%d'", id)
	}
	b := &ir.Block{Parent: fs.f}
	fs.nums.set(id, b)
	fs.fwdBlocks[b] = int(tok.pos)
	if fs.blockNum == nil {
		fs.blockNum = map[*ir.Block]uint64{}
	}
	fs.blockNum[b] = id
	return b
}

// parseBlockRef parses `label %bb`.
func (p *parser) parseBlockRef() *ir.Block {
	p.expectKw("label")
	if !p.is(lexLocalVar) && !p.is(lexLocalID) {
		p.err("expected basic block name, found %s", p.describe())
	}
	tok := p.tok
	p.next()
	return p.fn.blockRef(p, tok)
}

// defineBlock creates (or takes the forward reference of) the block
// starting at the current token.
func (fs *pFunc) defineBlock(p *parser) *ir.Block {
	var b *ir.Block
	switch p.tok.kind {
	case lexLabel:
		name := string(p.tok.text)
		if prev, ok := fs.blocks[name]; ok {
			if _, fwd := fs.fwdBlocks[prev]; !fwd {
				p.err("redefinition of label '%%%s'", name)
			}
			delete(fs.fwdBlocks, prev)
			b = prev
		} else {
			if _, ok := fs.names[name]; ok {
				p.err("redefinition of value '%%%s' as a label", name)
			}
			if _, ok := fs.fwdVals[name]; ok {
				p.err("'%%%s' was used as a value and is defined as a label", name)
			}
			b = &ir.Block{Name: name, Parent: fs.f}
			fs.blocks[name] = b
		}
		p.next()
	case lexLabelID:
		id, err := parseDecUint(p.tok.text, 64)
		if err != nil || id < fs.nextID {
			p.err("label expected to be numbered '%d' or greater", fs.nextID)
		}
		b = fs.numberedBlock(p, id)
		p.next()
	default:
		// Implicit entry label (or an unlabeled block after a terminator).
		b = fs.numberedBlock(p, fs.nextID)
	}
	fs.f.Blocks = append(fs.f.Blocks, b)
	return b
}

func (fs *pFunc) numberedBlock(p *parser, id uint64) *ir.Block {
	fs.nextID = id + 1
	if v, ok := fs.nums.get(id); ok {
		b, isBlock := v.(*ir.Block)
		if _, fwd := fs.fwdBlocks[b]; !isBlock || !fwd {
			p.err("redefinition of '%%%d'", id)
		}
		delete(fs.fwdBlocks, b)
		return b
	}
	if _, ok := fs.fwdNums[id]; ok {
		p.err("'%%%d' was used as a value and is defined as a label", id)
	}
	b := &ir.Block{Parent: fs.f}
	fs.nums.set(id, b)
	return b
}

// defineValue gives instruction in its name (from the `%x =` prefix held
// in nameTok, or the next number when unnamed) and resolves forward
// references to it.
func (fs *pFunc) defineValue(p *parser, in *ir.Instr, nameTok token, hasName bool) {
	if !hasName {
		if in.HasResult() {
			fs.setNum(p, fs.nextID, in, int(nameTok.pos))
		}
		return
	}
	if !in.HasResult() {
		p.errAt(int(nameTok.pos), "instructions returning void cannot have a name")
	}
	if nameTok.kind == lexLocalID {
		id, err := parseDecUint(nameTok.text, 64)
		if err != nil || id < fs.nextID {
			p.errAt(int(nameTok.pos), "instruction expected to be numbered '%%%d' or greater", fs.nextID)
		}
		fs.setNum(p, id, in, int(nameTok.pos))
		return
	}
	name := string(nameTok.text)
	if _, dup := fs.names[name]; dup {
		p.errAt(int(nameTok.pos), "multiple definition of local value named '%s'", name)
	}
	if _, dup := fs.blocks[name]; dup {
		p.errAt(int(nameTok.pos), "multiple definition of local value named '%s'", name)
	}
	in.Name = name
	fs.names[name] = in
	if r, ok := fs.fwdVals[name]; ok {
		fs.resolve(p, r, in, int(nameTok.pos), "%"+name)
		delete(fs.fwdVals, name)
	}
}

func (fs *pFunc) setNum(p *parser, id uint64, in *ir.Instr, pos int) {
	if v, ok := fs.nums.get(id); ok {
		if _, isBlock := v.(*ir.Block); isBlock {
			p.errAt(pos, "'%%%d' was used as a label and is defined as a value", id)
		}
	}
	fs.nums.set(id, in)
	fs.nextID = id + 1
	if r, ok := fs.fwdNums[id]; ok {
		fs.resolve(p, r, in, pos, "%"+strconv.FormatUint(id, 10))
		delete(fs.fwdNums, id)
	}
}

func (fs *pFunc) resolve(p *parser, r *pFwd, in *ir.Instr, pos int, name string) {
	if r.ph.Typ != in.Typ {
		p.errAt(pos, "'%s' defined with type '%s' but expected '%s'", name, in.Typ, r.ph.Typ)
	}
	if !pLinkAtEnd {
		ir.ReplaceAllUsesWith(r.ph, in)
	} // else linkUses replaces the placeholder's operands
	if fs.resolved == nil {
		fs.resolved = map[*ir.Instr]ir.Value{}
	}
	fs.resolved[r.ph] = in
}
