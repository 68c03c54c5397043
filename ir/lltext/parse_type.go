package lltext

import "github.com/irfix/irfix/ir"

// pSimpleTypes maps type keywords to their types.
var pSimpleTypes = map[string]*ir.Type{
	"void": ir.Void, "half": ir.Half, "bfloat": ir.BFloat, "float": ir.Float, "double": ir.Double,
	"x86_fp80": ir.X86FP80, "fp128": ir.FP128, "ppc_fp128": ir.PPCFP128, "x86_amx": ir.X86AMX,
	"x86_mmx": ir.X86MMX, "label": ir.Label, "metadata": ir.MetaType, "token": ir.Token,
}

// pIntTypeBits returns N for an `iN` keyword.
func pIntTypeBits(b []byte) (uint32, bool) {
	if len(b) < 2 || b[0] != 'i' || len(b) > 9 {
		return 0, false
	}
	var n uint32
	for _, c := range b[1:] {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + uint32(c-'0')
	}
	return n, true
}

// isTypeStart reports whether the current token can begin a type.
func (p *parser) isTypeStart() bool {
	switch p.tok.kind {
	case lexLSquare, lexLBrace, lexLess, lexLocalVar, lexLocalID:
		return true
	case lexIdent:
		s := p.tok.text
		if _, ok := pSimpleTypes[string(s)]; ok {
			return true
		}
		if _, ok := pIntTypeBits(s); ok {
			return true
		}
		switch string(s) {
		case "ptr", "target":
			return true
		}
	}
	return false
}

// parseType parses a type. void is accepted only when allowVoid is set
// (return types).
func (p *parser) parseType(allowVoid bool) *ir.Type {
	pos := int(p.tok.pos)
	t := p.parseTypeNoVoidCheck()
	if t == ir.Void && !allowVoid {
		p.errAt(pos, "void type only allowed for function results")
	}
	return t
}

func (p *parser) parseTypeNoVoidCheck() *ir.Type {
	p.enter()
	defer p.leave()
	pos := int(p.tok.pos)
	var t *ir.Type
	switch p.tok.kind {
	case lexIdent:
		s := p.tok.text
		if bits, ok := pIntTypeBits(s); ok {
			if bits == 0 || bits > 1<<23 {
				p.err("bitwidth for integer type out of range")
			}
			t = p.intType(bits)
			p.next()
			break
		}
		if st, ok := pSimpleTypes[string(s)]; ok {
			t = st
			p.next()
			break
		}
		switch string(s) {
		case "ptr":
			if p.typed {
				p.err("ptr type is not allowed in a module that uses typed pointers")
			}
			p.next()
			as, _ := p.parseOptionalAddrSpace()
			t = p.tc.ptrType(nil, as)
			if p.is(lexStar) {
				p.err("ptr* is invalid - use ptr instead")
			}
		case "target":
			t = p.parseTargetExtType()
		default:
			p.err("expected type, found %s", p.describe())
		}
	case lexLBrace:
		t = p.structOf(false, p.parseStructBody(false)...)
	case lexLess:
		p.next()
		if p.is(lexLBrace) {
			t = p.structOf(true, p.parseStructBody(true)...)
		} else {
			t = p.parseVectorTail()
		}
	case lexLSquare:
		p.next()
		n := p.parseUint("array length", 64)
		p.expectKw("x")
		e := p.parseType(false)
		p.expect(lexRSquare, "']' at end of array type")
		t = p.tc.agg(ir.ArrayKind, n, e, false)
	case lexLocalVar, lexLocalID:
		t = p.namedType()
	default:
		p.err("expected type, found %s", p.describe())
	}
	// Suffixes: pointers and function types.
	for {
		switch {
		case p.is(lexStar):
			p.checkTypedStar(t)
			p.next()
			t = p.starOf(t, 0)
		case p.isKw("addrspace"):
			if t.Kind == ir.PointerKind && t.Elem == nil {
				return t
			}
			as, _ := p.parseOptionalAddrSpace()
			if !p.is(lexStar) {
				p.err("expected '*' after address space")
			}
			p.checkTypedStar(t)
			p.next()
			t = p.starOf(t, as)
		case p.is(lexLParen):
			t = p.parseFuncTypeTail(t, pos)
		default:
			return t
		}
	}
}

// starOf is the type `t addrspace(as)*`: a typed pointer in a typed
// module; in an opaque module LLVM (15 and later) reads the old syntax as
// the opaque pointer of that address space, and so do we.
func (p *parser) starOf(t *ir.Type, as uint32) *ir.Type {
	return p.pointerOf(t, as)
}

func (p *parser) checkTypedStar(t *ir.Type) {
	switch t.Kind {
	case ir.VoidKind:
		p.err("pointers to void are invalid; use i8* instead")
	case ir.LabelKind, ir.MetadataKind, ir.TokenKind:
		p.err("pointer to this type is invalid")
	}
}

// parseFuncTypeTail parses `(T, T, ...)` after a return type.
func (p *parser) parseFuncTypeTail(ret *ir.Type, pos int) *ir.Type {
	switch ret.Kind {
	case ir.LabelKind, ir.MetadataKind, ir.FuncKind:
		p.errAt(pos, "invalid function return type")
	}
	p.expect(lexLParen, "'('")
	var params []*ir.Type
	variadic := false
	for !p.is(lexRParen) {
		if p.eat(lexDotDotDot) {
			variadic = true
			break
		}
		ppos := int(p.tok.pos)
		t := p.parseType(false)
		if t.Kind == ir.FuncKind || t.Kind == ir.LabelKind {
			p.errAt(ppos, "invalid type for function argument")
		}
		params = append(params, t)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')' at end of argument list")
	return p.funcOf(ret, params, variadic)
}

// parseStructBody parses `{ T, ... }` (or `{ ... }>` after '<' for packed).
func (p *parser) parseStructBody(packed bool) []*ir.Type {
	p.expect(lexLBrace, "'{'")
	var fields []*ir.Type
	if !p.is(lexRBrace) {
		for {
			pos := int(p.tok.pos)
			t := p.parseType(false)
			switch t.Kind {
			case ir.FuncKind, ir.LabelKind, ir.MetadataKind:
				p.errAt(pos, "invalid element type for struct")
			}
			fields = append(fields, t)
			if !p.eat(lexComma) {
				break
			}
		}
	}
	p.expect(lexRBrace, "'}' at end of struct")
	if packed {
		p.expect(lexGreater, "'>' at end of packed struct")
	}
	return fields
}

// parseVectorTail parses `N x T>` or `vscale x N x T>` after '<'.
func (p *parser) parseVectorTail() *ir.Type {
	scalable := false
	if p.isKw("vscale") {
		p.next()
		p.expectKw("x")
		scalable = true
	}
	pos := int(p.tok.pos)
	n := p.parseUint("vector length", 32)
	if n == 0 {
		p.errAt(pos, "zero element vector is illegal")
	}
	p.expectKw("x")
	epos := int(p.tok.pos)
	e := p.parseType(false)
	if !(e.Kind == ir.IntKind || e.IsFloat() || e.Kind == ir.PointerKind) {
		p.errAt(epos, "invalid vector element type")
	}
	p.expect(lexGreater, "'>' at end of vector type")
	return p.tc.agg(ir.VectorKind, n, e, scalable)
}

// parseTargetExtType parses `target("name", T..., N...)`.
func (p *parser) parseTargetExtType() *ir.Type {
	p.next()
	p.expect(lexLParen, "'('")
	name := p.expectString("target extension type name")
	var types []*ir.Type
	var ints []uint32
	for p.eat(lexComma) {
		if p.is(lexInt) {
			ints = append(ints, uint32(p.parseUint("integer parameter", 32)))
			continue
		}
		if len(ints) > 0 {
			p.err("the type parameters of a target extension type must come before its integer parameters")
		}
		types = append(types, p.parseType(false))
	}
	p.expect(lexRParen, "')'")
	return ir.TargetExtType(name, types, ints)
}

// pointerOf returns the pointer type to t in address space as for this
// module's pointer mode.
func (p *parser) pointerOf(t *ir.Type, as uint32) *ir.Type {
	if p.typed {
		return p.tc.ptrType(t, as)
	}
	return p.tc.ptrType(nil, as)
}

func pTypeName(t *ir.Type) string {
	if t == nil {
		return "<nil>"
	}
	return t.String()
}

// pIsSized reports whether values of t have a size (for alloca, load, GEP).
func pIsSized(t *ir.Type, seen map[*ir.Type]bool) bool {
	switch t.Kind {
	case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.TokenKind, ir.FuncKind:
		return false
	case ir.StructKind:
		if t.Opaque {
			return false
		}
		if t.Name != "" {
			if seen[t] {
				return true
			}
			if seen == nil {
				seen = map[*ir.Type]bool{}
			}
			seen[t] = true
		}
		for _, f := range t.Fields {
			if !pIsSized(f, seen) {
				return false
			}
		}
	case ir.ArrayKind, ir.VectorKind:
		return pIsSized(t.Elem, seen)
	}
	return true
}
