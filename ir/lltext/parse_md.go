package lltext

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// pMDKinds interns attachment kind names so that the common ones ("dbg",
// "tbaa", ...) are not allocated once per instruction.
var pMDKinds = map[string]string{}

func pInternKind(b []byte) string {
	if s, ok := pMDKinds[string(b)]; ok {
		return s
	}
	return string(b)
}

func init() {
	for _, k := range []string{"dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load",
		"alias.scope", "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull",
		"dereferenceable", "dereferenceable_or_null", "make.implicit", "unpredictable",
		"invariant.group", "align", "llvm.loop", "type", "section_prefix", "absolute_symbol",
		"associated", "callees", "irr_loop", "llvm.access.group", "callback", "llvm.preserve.access.index",
		"vcall_visibility", "noundef", "annotation", "nosanitize", "func_sanitize", "exclude",
		"memprof", "callsite", "kcfi_type", "pcsections", "DIAssignID", "coro.outside.frame",
		"mmra", "noalias.addrspace", "srcloc", "heapallocsite", "guid"} {
		pMDKinds[k] = k
	}
}

// mdRef returns numbered node !id, creating a placeholder on first use.
func (p *parser) mdRef(id uint64, pos int) *ir.MDNode {
	if r, ok := p.md[id]; ok {
		return r.n
	}
	n := &ir.MDNode{}
	p.md[id] = &pMDRef{n: n, pos: pos}
	return n
}

// parseMDID parses the number after '!'.
func (p *parser) parseMDID() uint64 {
	if p.tok.kind != lexInt || p.tok.text[0] == '-' {
		p.err("expected metadata number, found %s", p.describe())
	}
	id, err := strconv.ParseUint(string(p.tok.text), 10, 32)
	if err != nil {
		p.err("metadata number out of range")
	}
	p.next()
	return id
}

// parseNumberedMDDef parses `!N = [distinct] !{...}` or `!N = [distinct] !DIx(...)`.
func (p *parser) parseNumberedMDDef() {
	p.next()
	pos := p.tok.pos
	id := p.parseMDID()
	p.expect(lexEqual, "'='")
	distinct := p.eatKw("distinct")
	r, ok := p.md[id]
	if ok && r.defined {
		p.errAt(pos, "metadata id '!%d' is already defined", id)
	}
	if !ok {
		r = &pMDRef{n: &ir.MDNode{}, pos: pos}
		p.md[id] = r
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
	p.mdNodes = append(p.mdNodes, n)
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
			pos := p.tok.pos
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
		pos := p.tok.pos
		p.next()
		switch p.tok.kind {
		case lexInt:
			return p.mdRef(p.parseMDID(), pos)
		case lexLBrace:
			n := &ir.MDNode{Ops: p.parseMDTupleBody()}
			p.mdNodes = append(p.mdNodes, n)
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
		p.mdNodes = append(p.mdNodes, n)
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
	tpos := p.tok.pos
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
	n.Kind = pInternKind(p.tok.text)
	p.next()
	p.expect(lexLParen, "'(' after specialized metadata name")
	for !p.is(lexRParen) {
		var f ir.MDField
		if p.is(lexLabel) {
			f.Name = pInternKind(p.tok.text)
			p.next()
		}
		f.Val = p.parseMDFieldValue()
		n.Fields = append(n.Fields, f)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')' after specialized metadata fields")
}

// parseMDFieldValue parses the value of one specialized-node field.
func (p *parser) parseMDFieldValue() ir.Metadata {
	switch p.tok.kind {
	case lexInt:
		txt := p.tok.text
		p.next()
		if txt[0] == 'u' || txt[0] == 's' {
			return ir.MDInt{Text: string(txt)}
		}
		v, err := strconv.ParseInt(string(txt), 10, 64)
		if err != nil {
			return ir.MDInt{Text: string(txt)}
		}
		return ir.MDInt{V: v}
	case lexString:
		s := &ir.MDString{S: p.str()}
		p.next()
		return s
	case lexExclaim, lexMetadataVar:
		return p.parseMetadata(p.fn != nil)
	case lexIdent:
		s := p.tok.text
		switch string(s) {
		case "null":
			p.next()
			return nil
		case "true", "false":
			p.next()
			if s[0] == 't' {
				return ir.MDIdent{S: "true"}
			}
			return ir.MDIdent{S: "false"}
		case "distinct":
			return p.parseMetadata(p.fn != nil)
		}
		if p.isTypeStart() {
			return p.parseValueAsMetadata(p.fn != nil)
		}
		return p.parseMDIdentExpr()
	}
	if p.isTypeStart() {
		return p.parseValueAsMetadata(p.fn != nil)
	}
	p.err("expected metadata field value, found %s", p.describe())
	return nil
}

// parseMDIdentExpr parses `A`, or `A | B | 8` (DIFlag and DISPFlag sets).
func (p *parser) parseMDIdentExpr() ir.Metadata {
	first := p.tok.text
	p.next()
	if !p.is(lexBar) {
		return ir.MDIdent{S: pInternIdent(first)}
	}
	var b strings.Builder
	b.Write(first)
	for p.eat(lexBar) {
		if p.tok.kind != lexIdent && p.tok.kind != lexInt {
			p.err("expected flag after '|', found %s", p.describe())
		}
		b.WriteString(" | ")
		b.Write(p.tok.text)
		p.next()
	}
	return ir.MDIdent{S: b.String()}
}

// pIdents interns identifier field values.
var pIdents = map[string]string{}

func pInternIdent(b []byte) string {
	if s, ok := pIdents[string(b)]; ok {
		return s
	}
	return string(b)
}

func init() {
	for _, s := range []string{"DW_TAG_member", "DW_TAG_pointer_type", "DW_TAG_typedef",
		"DW_TAG_structure_type", "DW_TAG_base_type", "DW_TAG_array_type", "DW_TAG_subroutine_type",
		"DW_TAG_const_type", "DW_TAG_union_type", "DW_TAG_enumeration_type", "DW_TAG_reference_type",
		"DW_TAG_class_type", "DW_TAG_inheritance", "DW_TAG_volatile_type", "DW_TAG_restrict_type",
		"DW_TAG_rvalue_reference_type", "DW_TAG_variable", "DW_TAG_auto_variable", "DW_TAG_arg_variable",
		"DW_TAG_template_type_parameter", "DW_TAG_template_value_parameter", "DW_TAG_imported_declaration",
		"DW_TAG_imported_module", "DW_TAG_namespace", "DW_TAG_subprogram", "DW_TAG_unspecified_type",
		"DW_TAG_ptr_to_member_type", "DW_TAG_friend", "DW_TAG_variant_part", "DW_TAG_variant",
		"DW_ATE_signed", "DW_ATE_unsigned", "DW_ATE_float", "DW_ATE_boolean", "DW_ATE_signed_char",
		"DW_ATE_unsigned_char", "DW_ATE_UTF", "DW_ATE_complex_float", "DW_LANG_C99", "DW_LANG_C11",
		"DW_LANG_C_plus_plus", "DW_LANG_C_plus_plus_14", "DW_LANG_C_plus_plus_11", "DW_LANG_Rust",
		"DW_LANG_C", "DW_LANG_C89", "DW_LANG_Julia", "DW_LANG_Python", "FullDebug", "LineTablesOnly",
		"NoDebug", "DebugDirectivesOnly", "None", "GNU", "Default", "Apple", "CSK_MD5", "CSK_SHA1",
		"CSK_SHA256", "DIFlagPrototyped", "DIFlagArtificial", "DIFlagObjectPointer",
		"DIFlagFwdDecl", "DIFlagPublic", "DIFlagPrivate", "DIFlagProtected", "DIFlagStaticMember",
		"DIFlagTypePassByValue", "DIFlagTypePassByReference", "DIFlagNonTrivial", "DIFlagZero",
		"DIFlagAllCallsDescribed", "DIFlagNoReturn", "DIFlagEnumClass", "DIFlagBitField",
		"DISPFlagDefinition", "DISPFlagLocalToUnit", "DISPFlagOptimized", "DISPFlagMainSubprogram",
		"DW_OP_plus_uconst", "DW_OP_deref", "DW_OP_stack_value", "DW_OP_LLVM_fragment", "DW_OP_constu",
		"DW_OP_plus", "DW_OP_minus", "DW_OP_LLVM_arg", "DW_OP_consts", "DW_OP_LLVM_convert",
		"DW_OP_LLVM_tag_offset", "DW_OP_LLVM_entry_value", "DW_OP_LLVM_implicit_pointer",
		"DW_OP_LLVM_extract_bits_zext", "DW_OP_LLVM_extract_bits_sext", "DW_OP_and", "DW_OP_or",
		"DW_OP_xor", "DW_OP_mul", "DW_OP_div", "DW_OP_shl", "DW_OP_shr", "DW_OP_shra", "DW_OP_lit0",
		"DW_OP_dup", "DW_OP_swap", "DW_OP_over", "DW_OP_deref_size", "DW_OP_push_object_address",
		"DW_VIRTUALITY_virtual", "DW_VIRTUALITY_pure_virtual", "DW_CC_pass_by_value",
		"DW_CC_pass_by_reference", "DW_CC_nocall", "DW_CC_normal", "DW_MACINFO_define"} {
		pIdents[s] = s
	}
}

// parseAttachment parses `!kind !N` (or an inline node) and appends it.
func (p *parser) parseAttachment(list []ir.MDAttachment) []ir.MDAttachment {
	kind := pInternKind(p.tok.text)
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
	pos := p.tok.pos
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
