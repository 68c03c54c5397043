package lltext

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Field values of specialized debug-info nodes. LLVM's reader parses each
// field by its kind (ir.DIField: a metadata operand, a quoted string, an
// integer, true/false, flags, a name of one enumeration) and rejects a
// token of another kind ("expected metadata operand" for `file: 0`); so do
// these functions, at the offending token. Integer ranges and signs are
// Verify's (it checks them for modules from any reader).

// parseDIFieldValue parses the value of field name, of kind s.
func (p *parser) parseDIFieldValue(name string, s ir.DIFieldSpec) ir.Metadata {
	switch s.Kind {
	case ir.DIFieldMD:
		return p.parseDIOperand(name, s)
	case ir.DIFieldString:
		if !p.is(lexString) {
			p.err("expected a quoted string for '%s', found %s", name, p.describe())
		}
		v := &ir.MDString{S: p.str()}
		if s.NotEmpty && v.S == "" {
			p.err("'%s' cannot be empty", name)
		}
		p.next()
		return v
	case ir.DIFieldUnsigned, ir.DIFieldSigned, ir.DIFieldInt:
		if !p.is(lexInt) {
			p.err("expected an integer for '%s', found %s", name, p.describe())
		}
		return p.parseMDInt()
	case ir.DIFieldUnsignedOrMD, ir.DIFieldSignedOrMD:
		if p.is(lexInt) {
			return p.parseMDInt()
		}
		return p.parseDIOperand(name, s)
	case ir.DIFieldBool:
		if !p.isKw("true") && !p.isKw("false") {
			p.err("expected 'true' or 'false' for '%s', found %s", name, p.describe())
		}
		v := p.mdIdent(p.tok.text)
		p.next()
		return v
	case ir.DIFieldFlags:
		return p.parseDIFlags(name, "DIFlag")
	case ir.DIFieldSPFlags:
		return p.parseDIFlags(name, "DISPFlag")
	case ir.DIFieldEnum:
		if p.is(lexInt) && !s.NoNumber {
			return p.parseMDInt()
		}
		if !p.is(lexIdent) || !s.EnumWord(string(p.tok.text)) {
			p.err("expected %s for '%s', found %s", s, name, p.describe())
		}
		v := p.mdIdent(p.tok.text)
		p.next()
		return v
	case ir.DIFieldList:
		if !p.is(lexLBrace) {
			p.err("expected '{' for '%s', found %s", name, p.describe())
		}
		// GenericDINode's `operands: {!1, null}`: a tuple written in place.
		return &ir.MDNode{Ops: p.parseMDTupleBody()}
	}
	p.err("field '%s' of an unknown kind", name)
	return nil
}

// parseDIOperand parses a metadata operand of a node field: `!N`, `!{...}`,
// `!"s"`, an inline `!DIx(...)`, a typed constant, or null. LLVM takes no
// function-local value and no `distinct` here.
func (p *parser) parseDIOperand(name string, s ir.DIFieldSpec) ir.Metadata {
	switch {
	case p.is(lexExclaim) || p.is(lexMetadataVar):
		return p.parseMetadata(false)
	case p.isKw("null"):
		if s.NotNull {
			p.err("'%s' cannot be null", name)
		}
		p.next()
		return nil
	case p.isKw("distinct"):
		p.err("'distinct' is not allowed in a field value; define the node as a numbered node")
	case p.isTypeStart():
		return p.parseValueAsMetadata(false)
	}
	p.err("expected metadata operand for '%s', found %s", name, p.describe())
	return nil
}

// parseDIFlags parses `DIFlagA | DIFlagB | 8` (prefix "DIFlag") or the
// DISPFlag form: names with the prefix and unsigned numbers joined by '|'.
// One number is an MDInt, anything else an MDIdent "A | B | 8".
func (p *parser) parseDIFlags(name, prefix string) ir.Metadata {
	var parts []string
	for {
		switch {
		case p.is(lexInt) && p.tok.text[0] != '-' && p.tok.text[0] != 's':
		case p.is(lexIdent) && ir.DIName(prefix, string(p.tok.text)):
		default:
			p.err("expected a %s name or an unsigned number for '%s', found %s", prefix, name, p.describe())
		}
		if len(parts) == 0 && p.is(lexInt) && !p.peekBar() {
			return p.parseMDInt()
		}
		parts = append(parts, string(p.tok.text))
		p.next()
		if !p.eat(lexBar) {
			break
		}
	}
	if len(parts) == 1 {
		return p.mdIdent([]byte(parts[0]))
	}
	return ir.MDIdent{S: strings.Join(parts, " | ")}
}

// peekBar reports whether the token after the current one is '|'.
func (p *parser) peekBar() bool {
	save := p.lx
	t := p.lx.next()
	p.lx = save
	return t.kind == lexBar
}

// parseDIExprOperand parses one DIExpression operand: a DW_OP_ or DW_ATE_
// name or an unsigned 64-bit number, as LLVM's reader takes them.
func (p *parser) parseDIExprOperand() ir.Metadata {
	switch {
	case p.is(lexInt):
		t := string(p.tok.text)
		if t[0] == '-' || t[0] == 's' {
			p.err("expected unsigned integer in !DIExpression, found %s", p.describe())
		}
		if t[0] != 'u' {
			if _, err := strconv.ParseUint(t, 10, 64); err != nil {
				p.err("!DIExpression element %s is too large (limit 18446744073709551615)", t)
			}
		}
		return p.parseMDInt()
	case p.is(lexIdent) && (ir.DIName("DW_OP_", string(p.tok.text)) || ir.DIName("DW_ATE_", string(p.tok.text))):
		v := p.mdIdent(p.tok.text)
		p.next()
		return v
	}
	p.err("expected a DW_OP_ name or an unsigned integer in !DIExpression, found %s", p.describe())
	return nil
}
