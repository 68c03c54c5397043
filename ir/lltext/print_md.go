package lltext

import (
	"github.com/irfix/irfix/ir"
)

// prInline reports whether a node is always printed inline rather than
// numbered (LLVM prints DIExpression nodes in place everywhere).
func prInline(n *ir.MDNode) bool { return n.Kind == "DIExpression" }

// numberMetadata numbers every metadata node reachable from the module, in
// LLVM's slot tracker order: attachments of global variables, operands of
// named metadata, then per function its attachments and, instruction by
// instruction, the debug records in front of it, its metadata operands and
// its attachments. Each node is numbered before the nodes it refers to
// (depth first, in operand/field order).
func (p *printer) numberMetadata() {
	p.mdSlots = map[*ir.MDNode]int{}
	p.mdList = p.mdList[:0]
	m := p.m
	for _, g := range m.Globals {
		p.numberAttachments(g.MD)
	}
	for _, nm := range m.NamedMD {
		for _, n := range nm.Nodes {
			p.numberMD(n)
		}
	}
	for _, a := range m.Aliases {
		p.numberAttachments(a.MD)
	}
	for _, i := range m.IFuncs {
		p.numberAttachments(i.MD)
	}
	for _, f := range m.Funcs {
		p.numberAttachments(f.MD)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, r := range i.DbgRecords() {
					for _, op := range r.Ops {
						p.numberMD(op)
					}
				}
				for _, op := range i.Operands() {
					if mv, ok := op.(*ir.MetadataValue); ok {
						p.numberMD(mv.MD)
					}
				}
				p.numberAttachments(i.MD)
			}
		}
	}
}

func (p *printer) numberAttachments(as []ir.MDAttachment) {
	for _, a := range as {
		p.numberMD(a.Node)
	}
}

func (p *printer) numberMD(md ir.Metadata) {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil {
		return
	}
	if !prInline(n) {
		if _, seen := p.mdSlots[n]; seen {
			return
		}
		p.mdSlots[n] = len(p.mdList)
		p.mdList = append(p.mdList, n)
	}
	for _, op := range n.Ops {
		p.numberMD(op)
	}
	for _, f := range n.Fields {
		if t := prBracedOperands(n, f); t != nil {
			for _, op := range t.Ops {
				p.numberMD(op)
			}
			continue
		}
		p.numberMD(f.Val)
	}
}

// prBareString reports whether a string in field f is written bare ("s"):
// in a string field. A field that holds a metadata operand (a DIFile's
// `file:` in LLVM's reader) takes `!"s"`.
func prBareString(n *ir.MDNode, f ir.MDField) bool {
	s, ok := ir.DIField(n.Kind, f.Name)
	return !ok || s.Kind != ir.DIFieldMD && s.Kind != ir.DIFieldUnsignedOrMD && s.Kind != ir.DIFieldSignedOrMD
}

// prBracedOperands returns the tuple of GenericDINode's `operands:` field,
// which the text format writes in place as `{!1, null}` rather than as a
// reference (nil for every other field).
func prBracedOperands(n *ir.MDNode, f ir.MDField) *ir.MDNode {
	if n.Kind != "GenericDINode" || f.Name != "operands" {
		return nil
	}
	if t, ok := f.Val.(*ir.MDNode); ok && t != nil && t.Kind == "" && !t.Distinct {
		return t
	}
	return nil
}

// mdOperand writes metadata where a reference is expected: a node as !N
// (DIExpression and DIArgList inline), a string as !"..." (or "..." as the
// value of a specialized node's field), a value as `T v`, nil as null.
func (p *printer) mdOperand(md ir.Metadata, inField bool) {
	switch x := md.(type) {
	case nil:
		p.str("null")
	case *ir.MDString:
		if x == nil {
			p.str("null")
			return
		}
		if !inField {
			p.byte1('!')
		}
		p.quoted(x.S)
	case *ir.MDNode:
		if x == nil {
			p.str("null")
			return
		}
		if prInline(x) {
			p.mdNodeBody(x)
			return
		}
		if n, ok := p.mdSlots[x]; ok {
			p.byte1('!')
			p.int(int64(n))
			return
		}
		if p.inlineMD && p.mdDepth < 4 {
			p.mdDepth++
			p.mdNodeBody(x)
			p.mdDepth--
			return
		}
		p.str("!<badref>")
	case *ir.ValueAsMetadata:
		if x == nil {
			p.str("null")
			return
		}
		p.typedOperand(x.V)
	case *ir.DIArgList:
		if x == nil {
			p.str("null")
			return
		}
		p.str("!DIArgList(")
		for n, a := range x.Args {
			if n > 0 {
				p.str(", ")
			}
			if a == nil {
				p.str("null")
				continue
			}
			p.typedOperand(a.V)
		}
		p.byte1(')')
	case ir.MDInt:
		if x.Text != "" {
			p.str(x.Text)
		} else {
			p.int(x.V)
		}
	case ir.MDIdent:
		p.str(x.S)
	default:
		p.str("<unknown metadata>")
	}
}

// mdNodeBody writes `[distinct ]!{...}` or `[distinct ]!Kind(fields)`.
func (p *printer) mdNodeBody(n *ir.MDNode) {
	if n.Distinct {
		p.str("distinct ")
	}
	if n.Kind == "" {
		p.str("!{")
		for i, op := range n.Ops {
			if i > 0 {
				p.str(", ")
			}
			p.mdOperand(op, false)
		}
		p.byte1('}')
		return
	}
	p.byte1('!')
	p.str(n.Kind)
	p.byte1('(')
	for i, f := range n.Fields {
		if i > 0 {
			p.str(", ")
		}
		if f.Name != "" {
			p.str(f.Name)
			p.str(": ")
		}
		if t := prBracedOperands(n, f); t != nil {
			p.byte1('{')
			for k, op := range t.Ops {
				if k > 0 {
					p.str(", ")
				}
				p.mdOperand(op, false)
			}
			p.byte1('}')
			continue
		}
		p.mdOperand(f.Val, prBareString(n, f))
	}
	p.byte1(')')
}

// mdName writes a metadata identifier (attachment kind or named metadata
// name): letters, digits and -$._ as they are (no digit first), anything
// else as \XX.
func (p *printer) mdName(s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_' ||
			(i > 0 && c >= '0' && c <= '9')
		if ok {
			p.buf = append(p.buf, c)
		} else {
			p.buf = append(p.buf, '\\', prHex[c>>4], prHex[c&15])
		}
	}
}

// attachments writes `sep!kind !N` for each attachment.
func (p *printer) attachments(as []ir.MDAttachment, sep string) {
	for _, a := range as {
		p.str(sep)
		p.byte1('!')
		p.mdName(a.Kind)
		p.byte1(' ')
		p.mdOperand(a.Node, false)
	}
}

func (p *printer) namedMD(nm *ir.NamedMD) {
	p.byte1('!')
	p.mdName(nm.Name)
	p.str(" = !{")
	for i, n := range nm.Nodes {
		if i > 0 {
			p.str(", ")
		}
		p.mdOperand(n, false)
	}
	p.byte1('}')
	p.nl()
}

// dbgRecord writes `#dbg_value(...)` and its kin.
func (p *printer) dbgRecord(r *ir.DbgRecord) {
	p.str(r.Kind.String())
	p.byte1('(')
	for i, op := range r.Ops {
		if i > 0 {
			p.str(", ")
		}
		p.mdOperand(op, false)
	}
	p.byte1(')')
}
