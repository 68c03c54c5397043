package lltext

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// intern returns b as a string, sharing one copy per distinct text within
// a parse: attachment kinds, specialized node kinds, field names and
// identifier values repeat thousands of times in debug-heavy modules.
func (p *parser) intern(b []byte) string {
	if s, ok := p.interned[string(b)]; ok {
		return s
	}
	s := string(b)
	if p.interned == nil {
		p.interned = map[string]string{}
	}
	p.interned[s] = s
	return s
}

// mdRef returns numbered node !id, creating a placeholder on first use.
func (p *parser) mdRef(id uint64, pos int) *ir.MDNode {
	if r := p.mdGet(id); r != nil {
		return r.n
	}
	n := &ir.MDNode{}
	p.mdPut(id, &pMDRef{n: n, pos: pos})
	return n
}

// mdGet returns the record of node !id (nil if unseen). Ids are dense in
// practice and kept in a slice; ids larger than the input is long go to a
// map so hostile input cannot make the slice huge.
func (p *parser) mdGet(id uint64) *pMDRef {
	if id < uint64(len(p.src)) {
		if id < uint64(len(p.md)) {
			return p.md[id]
		}
		return nil
	}
	return p.mdFar[id]
}

func (p *parser) mdPut(id uint64, r *pMDRef) {
	if id < uint64(len(p.src)) {
		for uint64(len(p.md)) <= id {
			p.md = append(p.md, nil)
		}
		p.md[id] = r
		return
	}
	if p.mdFar == nil {
		p.mdFar = map[uint64]*pMDRef{}
	}
	p.mdFar[id] = r
}

// parseMDID parses the number after '!'.
func (p *parser) parseMDID() uint64 {
	if p.tok.kind != lexInt || p.tok.text[0] == '-' {
		p.err("expected metadata number, found %s", p.describe())
	}
	id, err := parseDecUint(p.tok.text, 32)
	if err != nil {
		p.err("metadata number out of range")
	}
	p.next()
	return id
}

// parseNumberedMDDef parses `!N = [distinct] !{...}` or `!N = [distinct] !DIx(...)`.
func (p *parser) parseNumberedMDDef() {
	p.next()
	pos := int(p.tok.pos)
	id := p.parseMDID()
	p.expect(lexEqual, "'='")
	distinct := p.eatKw("distinct")
	r := p.mdGet(id)
	if r != nil && r.defined {
		p.errAt(pos, "metadata id '!%d' is already defined", id)
	}
	if r == nil {
		r = &pMDRef{n: &ir.MDNode{}, pos: pos}
		p.mdPut(id, r)
	}
	r.defined = true
	n := r.n
	n.Distinct = distinct
	switch {
	case p.is(lexExclaim):
		p.next()
		if !p.is(lexLBrace) {
			p.err("expected '{' after '!'")
		}
		n.Ops = p.parseMDTupleBody()
	case p.is(lexMetadataVar):
		if string(p.tok.text) == "DIArgList" {
			p.err("!DIArgList cannot be a numbered metadata node")
		}
		p.parseSpecializedInto(n)
	default:
		p.err("expected metadata node, found %s", p.describe())
	}
}

// parseNamedMDDef parses `!name = !{!0, !1}`.
func (p *parser) parseNamedMDDef() {
	name := p.str()
	p.next()
	p.expect(lexEqual, "'='")
	p.expect(lexExclaim, "'!'")
	p.expect(lexLBrace, "'{'")
	nm := p.m.NamedMDByName(name)
	if nm == nil {
		nm = &ir.NamedMD{Name: name}
		p.m.NamedMD = append(p.m.NamedMD, nm)
	}
	for !p.is(lexRBrace) {
		switch {
		case p.is(lexExclaim):
			pos := int(p.tok.pos)
			p.next()
			nm.Nodes = append(nm.Nodes, p.mdRef(p.parseMDID(), pos))
		case p.is(lexMetadataVar):
			n := &ir.MDNode{}
			p.parseSpecializedInto(n)
			nm.Nodes = append(nm.Nodes, n)
		default:
			p.err("expected metadata node reference, found %s", p.describe())
		}
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRBrace, "'}'")
}

// parseMDTupleBody parses `{ elem, ... }` (at the '{').
func (p *parser) parseMDTupleBody() []ir.Metadata {
	p.enter()
	defer p.leave()
	p.expect(lexLBrace, "'{'")
	ops := []ir.Metadata{}
	for !p.is(lexRBrace) {
		if p.eatKw("null") {
			ops = append(ops, nil)
		} else {
			ops = append(ops, p.parseMetadata(false))
		}
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRBrace, "'}'")
	return ops
}

// parseMetadata parses one metadata operand: !N, !{...}, !"str",
// !DIx(...), or a typed value. Function-local values are accepted only
// when local is set.
func (p *parser) parseMetadata(local bool) ir.Metadata {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case lexExclaim:
		pos := int(p.tok.pos)
		p.next()
		switch p.tok.kind {
		case lexInt:
			return p.mdRef(p.parseMDID(), pos)
		case lexLBrace:
			n := &ir.MDNode{Ops: p.parseMDTupleBody()}
			return n
		case lexString:
			s := &ir.MDString{S: p.str()}
			p.next()
			return s
		}
		p.err("expected metadata after '!', found %s", p.describe())
	case lexMetadataVar:
		if string(p.tok.text) == "DIArgList" {
			return p.parseDIArgList()
		}
		n := &ir.MDNode{}
		p.parseSpecializedInto(n)
		return n
	case lexIdent:
		if p.isKw("distinct") {
			p.next()
			m := p.parseMetadata(local)
			if n, ok := m.(*ir.MDNode); ok {
				n.Distinct = true
				return n
			}
			p.err("'distinct' must be followed by a metadata node")
		}
	}
	return p.parseValueAsMetadata(local)
}

// parseValueAsMetadata parses `T v` as metadata.
func (p *parser) parseValueAsMetadata(local bool) *ir.ValueAsMetadata {
	if !p.isTypeStart() {
		p.err("expected metadata operand, found %s", p.describe())
	}
	tpos := int(p.tok.pos)
	t := p.parseType(false)
	if t == ir.MetaType || t == ir.Label {
		p.errAt(tpos, "invalid metadata value type '%s'", t)
	}
	if (p.is(lexLocalVar) || p.is(lexLocalID)) && !local {
		p.err("invalid use of function-local name")
	}
	v := p.parseValue(t)
	vam := &ir.ValueAsMetadata{V: v}
	switch x := v.(type) {
	case *ir.Instr:
		if x.Op == ir.OpInvalid && p.fn != nil {
			p.fn.fwdMD = append(p.fn.fwdMD, vam)
		}
	case ir.Constant:
		p.mdVAMs = append(p.mdVAMs, vam)
	}
	return vam
}

// parseMetadataArg parses the operand after `metadata` in a call argument
// or operand bundle (function-local values allowed).
func (p *parser) parseMetadataArg() ir.Metadata { return p.parseMetadata(true) }

// parseDIArgList parses `!DIArgList(T v, ...)`.
func (p *parser) parseDIArgList() *ir.DIArgList {
	p.next()
	p.expect(lexLParen, "'('")
	l := &ir.DIArgList{}
	for !p.is(lexRParen) {
		l.Args = append(l.Args, p.parseValueAsMetadata(true))
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')'")
	return l
}

// parseSpecializedInto parses `!DIKind(field: value, ...)` into n.
func (p *parser) parseSpecializedInto(n *ir.MDNode) {
	p.enter()
	defer p.leave()
	if !specializedKinds[string(p.tok.text)] {
		p.err("unknown metadata node kind !%s (LLVM has no such specialized node)", p.tok.text)
	}
	kindPos := int(p.tok.pos)
	n.Kind = p.intern(p.tok.text)
	p.next()
	p.expect(lexLParen, "'(' after specialized metadata name")
	// Fields collect on a scratch stack shared with nested nodes, then get
	// an exactly sized slice.
	base := len(p.fieldStack)
	for !p.is(lexRParen) {
		var f ir.MDField
		if n.Kind == "DIExpression" {
			// Only a DIExpression's operands go without labels in LLVM.
			f.Val = p.parseDIExprOperand()
		} else {
			if !p.is(lexLabel) {
				p.err("expected field label here")
			}
			labelPos := int(p.tok.pos)
			f.Name = p.intern(p.tok.text)
			p.next()
			spec, ok := ir.DIField(n.Kind, f.Name)
			if !ok {
				p.errAt(labelPos, "invalid field '%s' of !%s", f.Name, n.Kind)
			}
			for _, g := range p.fieldStack[base:] {
				if g.Name == f.Name {
					p.errAt(labelPos, "field '%s' cannot be specified more than once", f.Name)
				}
			}
			f.Val = p.parseDIFieldValue(f.Name, spec)
		}
		p.fieldStack = append(p.fieldStack, f)
		if !p.eat(lexComma) {
			break
		}
	}
	if len(p.fieldStack) > base {
		n.Fields = append([]ir.MDField(nil), p.fieldStack[base:]...)
		clear(p.fieldStack[base:])
		p.fieldStack = p.fieldStack[:base]
	}
	p.expect(lexRParen, "')' after specialized metadata fields")
	p.checkSpecialized(n, kindPos)
}

// parseMDInt parses an integer token as a field value.
func (p *parser) parseMDInt() ir.Metadata {
	txt := p.tok.text
	p.next()
	if txt[0] == 'u' || txt[0] == 's' {
		return ir.MDInt{Text: string(txt)}
	}
	v, err := strconv.ParseInt(string(txt), 10, 64)
	if err != nil {
		return ir.MDInt{Text: string(txt)}
	}
	if v >= 0 && v < ir.SmallMDInts {
		return ir.BoxMDInt(v)
	}
	// Larger values (line numbers, sizes, offsets) repeat too: one boxed
	// value per distinct integer in the module.
	if m, ok := p.mdInts[v]; ok {
		return m
	}
	m := ir.BoxMDInt(v)
	if p.mdInts == nil {
		p.mdInts = map[int64]ir.Metadata{}
	}
	p.mdInts[v] = m
	return m
}

// parseAttachment parses `!kind !N` (or an inline node) and appends it.
func (p *parser) parseAttachment(list []ir.MDAttachment) []ir.MDAttachment {
	kind := p.intern(p.tok.text)
	p.next()
	var md ir.Metadata
	switch p.tok.kind {
	case lexExclaim, lexMetadataVar:
		md = p.parseMetadata(false)
		switch md.(type) {
		case *ir.MDNode:
		default:
			p.err("metadata attachment must be a node")
		}
	case lexIdent:
		if p.isKw("distinct") {
			md = p.parseMetadata(false)
			break
		}
		fallthrough
	default:
		p.err("expected metadata node after '!%s', found %s", kind, p.describe())
	}
	return append(list, ir.MDAttachment{Kind: kind, Node: md})
}

// parseDbgRecord parses `#dbg_value(...)` and the other debug records.
func (p *parser) parseDbgRecord() *ir.DbgRecord {
	var kind ir.DbgRecordKind
	var want int
	switch string(p.tok.text) {
	case "dbg_value":
		kind, want = ir.DbgValue, 4
	case "dbg_declare":
		kind, want = ir.DbgDeclare, 4
	case "dbg_assign":
		kind, want = ir.DbgAssign, 7
	case "dbg_label":
		kind, want = ir.DbgLabel, 2
	case "dbg_declare_value":
		kind, want = ir.DbgDeclareValue, 4
	default:
		p.err("unknown debug record kind '#%s'", p.tok.text)
	}
	pos := int(p.tok.pos)
	p.next()
	p.expect(lexLParen, "'('")
	r := &ir.DbgRecord{Kind: kind}
	for !p.is(lexRParen) {
		r.Ops = append(r.Ops, p.parseMetadata(true))
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')'")
	if len(r.Ops) != want {
		p.errAt(pos, "#%s expects %d operands, found %d", kind.String()[1:], want, len(r.Ops))
	}
	return r
}

// specializedKinds are the `!Kind(...)` nodes LLVM's reader knows; it
// rejects any other name ("expected metadata type").
var specializedKinds = map[string]bool{
	"DILocation": true, "GenericDINode": true, "DISubrange": true, "DIGenericSubrange": true,
	"DIEnumerator": true, "DIBasicType": true, "DIFixedPointType": true, "DIStringType": true,
	"DIDerivedType": true, "DISubrangeType": true, "DICompositeType": true, "DISubroutineType": true,
	"DIFile": true, "DICompileUnit": true, "DISubprogram": true, "DILexicalBlock": true,
	"DILexicalBlockFile": true, "DICommonBlock": true, "DINamespace": true, "DIModule": true,
	"DITemplateTypeParameter": true, "DITemplateValueParameter": true, "DIGlobalVariable": true,
	"DILocalVariable": true, "DILabel": true, "DIExpression": true, "DIGlobalVariableExpression": true,
	"DIObjCProperty": true, "DIImportedEntity": true, "DIAssignID": true, "DIMacro": true,
	"DIMacroFile": true, "DIArgList": true,
}

// specializedRequired are the fields LLVM's reader requires of each node
// kind: those llvm-as-14 and llvm-as-22 both report as "missing required
// field" (a field only one of them requires is left out, so that modules
// of either version read).
var specializedRequired = map[string][]string{
	"DILocation": {"scope"}, "GenericDINode": {"tag"}, "DIEnumerator": {"name", "value"},
	"DIDerivedType": {"tag", "baseType"}, "DICompositeType": {"tag"}, "DISubroutineType": {"types"},
	"DIFile": {"filename", "directory"}, "DICompileUnit": {"file"}, "DILexicalBlock": {"scope"},
	"DILexicalBlockFile": {"scope", "discriminator"}, "DICommonBlock": {"scope"}, "DINamespace": {"scope"},
	"DIModule": {"scope", "name"}, "DITemplateTypeParameter": {"type"}, "DITemplateValueParameter": {"value"},
	"DILocalVariable": {"scope"}, "DILabel": {"scope", "name", "file", "line"},
	"DIGlobalVariableExpression": {"var", "expr"}, "DIImportedEntity": {"tag", "scope"},
	"DIMacro": {"type", "name"}, "DIMacroFile": {"file"},
}

// dropField removes field name from n.
func (p *parser) dropField(n *ir.MDNode, name string) {
	for i, f := range n.Fields {
		if f.Name == name {
			n.Fields = append(n.Fields[:i:i], n.Fields[i+1:]...)
			return
		}
	}
}

// checkSpecialized applies LLVM's reader rules a parsed node must meet:
// its required fields, and `distinct` for compile units, assignment IDs
// and subprogram definitions ("missing 'distinct', required for
// !DICompileUnit").
func (p *parser) checkSpecialized(n *ir.MDNode, pos int) {
	for _, f := range specializedRequired[n.Kind] {
		if _, ok := n.Field(f); !ok {
			p.errAt(pos, "missing required field '%s' of !%s", f, n.Kind)
		}
	}
	if n.Kind == "DICompileUnit" {
		// LLVM 11-21 require language; LLVM 22 accepts sourceLanguageName
		// instead, and requires one of the two.
		_, lang := n.Field("language")
		_, name := n.Field("sourceLanguageName")
		if !lang && !name {
			p.errAt(pos, "missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit")
		}
		if lang && name {
			p.errAt(pos, "!DICompileUnit takes only one of 'language' and 'sourceLanguageName'")
		}
		if _, ver := n.Field("sourceLanguageVersion"); ver && !name {
			p.errAt(pos, "'sourceLanguageVersion' needs 'sourceLanguageName' in !DICompileUnit")
		}
	}
	if n.Kind == "DIFile" {
		_, kind := n.Field("checksumkind")
		_, sum := n.Field("checksum")
		if kind != sum {
			p.errAt(pos, "!DIFile needs 'checksumkind' and 'checksum' together")
		}
	}
	if n.Kind == "DIDerivedType" {
		// LLVM's reader takes the largest value as "no address space"
		// (its default), so the node has none. Kept, it was written as an
		// address space, which the verifier rejects on a member.
		if v, ok := n.Field("dwarfAddressSpace"); ok {
			if x, ok := v.(ir.MDInt); ok && x.Text == "" && x.V == 1<<32-1 {
				p.dropField(n, "dwarfAddressSpace")
			}
		}
	}
	if n.Kind == "DIEnumerator" {
		u, _ := n.Field("isUnsigned")
		v, _ := n.Field("value")
		if id, ok := u.(ir.MDIdent); ok && id.S == "true" {
			if x, ok := v.(ir.MDInt); ok && (x.V < 0 || strings.HasPrefix(x.Text, "-")) {
				p.errAt(pos, "!DIEnumerator: unsigned enumerator with a negative value")
			}
		}
	}
	if n.Distinct {
		return
	}
	need := n.Kind == "DICompileUnit" || n.Kind == "DIAssignID"
	if n.Kind == "DISubprogram" {
		if fl, ok := n.Field("spFlags"); ok {
			id, _ := fl.(ir.MDIdent)
			need = strings.Contains(id.S, "DISPFlagDefinition")
		} else if d, ok := n.Field("isDefinition"); ok {
			id, _ := d.(ir.MDIdent)
			need = id.S == "true"
		} else {
			need = true // isDefinition defaults to true
		}
	}
	if need {
		p.errAt(pos, "missing 'distinct', required for !%s", n.Kind)
	}
}
