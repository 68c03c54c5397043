package lltext

import (
	"math/big"
	"strings"

	"github.com/irfix/irfix/ir"
)

// pAttrCtx says where an attribute list is being parsed; it decides which
// tokens end the list and whether unknown keywords are kept verbatim.
type pAttrCtx uint8

const (
	pAttrFn     pAttrCtx = iota // after a function header's parameter list
	pAttrCallFn                 // after a call's argument list
	pAttrParam                  // a parameter of a declaration or definition
	pAttrArg                    // a call argument (a value follows)
	pAttrRet                    // return attributes (a type follows)
	pAttrGroup                  // inside attributes #N = { ... }
	pAttrGlobal                 // after a global variable
)

// pFnHeaderStop are the keywords that end a function header's attribute
// list (and the top-level keywords that may follow a declaration).
var pFnHeaderStop = map[string]bool{
	"section": true, "partition": true, "comdat": true, "gc": true, "prefix": true,
	"prologue": true, "personality": true, "define": true, "declare": true, "attributes": true,
	"target": true, "source_filename": true, "module": true, "uselistorder": true,
	"uselistorder_bb": true, "deplibs": true, "align": true,
}

// parseAttrs parses a (possibly empty) list of attributes. `#N` references
// become markers that resolveAttrGroups replaces; callers hand the set to
// noteFixup.
func (p *parser) parseAttrs(ctx pAttrCtx) ir.AttrSet {
	// The set is built in a scratch buffer (taken, so that a nested call
	// gets its own) and then replaced by the parser's one shared copy of
	// an equal set: a large module repeats a few sets (noundef, #0)
	// hundreds of thousands of times.
	set := p.attrScratch[:0]
	p.attrScratch = nil
	set = p.parseAttrsInto(set, ctx)
	out := p.internAttrs(set)
	p.attrScratch = set[:0]
	return out
}

func (p *parser) parseAttrsInto(set ir.AttrSet, ctx pAttrCtx) ir.AttrSet {
	for {
		switch p.tok.kind {
		case lexString:
			key := p.str()
			p.next()
			val := ""
			if p.eat(lexEqual) {
				val = p.expectString("attribute value")
			}
			set = pAddAttr(set, ir.Attr{Key: key, Val: val})
			continue
		case lexAttrGrpID:
			if ctx != pAttrFn && ctx != pAttrCallFn && ctx != pAttrGlobal {
				if ctx == pAttrGroup {
					p.err("attribute group cannot reference another group")
				}
				return set
			}
			id, err := parseDecUint(p.tok.text, 32)
			if err != nil {
				p.err("attribute group id out of range")
			}
			// A marker resolved at the end of the module: Int is the group
			// id.
			set = append(set, ir.Attr{Raw: pGroupMarker, Int: id})
			p.next()
			continue
		case lexIdent:
		default:
			return set
		}
		word := p.tok.text
		if ctx == pAttrFn && string(word) == "align" {
			return set
		}
		kind, known := ir.AttrKindByName(string(word))
		if !known {
			// ir.AttrInfos holds every attribute keyword LLVM 11-22
			// reads; llvm-as rejects any other bare word in an attribute
			// position, so irfix does too rather than write it through.
			if p.unknownAttrEndsList(ctx) {
				return set
			}
			p.err("unknown attribute '%s'", word)
		}
		if ctx == pAttrArg || ctx == pAttrRet {
			// A few attribute keywords are also value/type keywords;
			// none of them clash today, but keep the check explicit.
		}
		set = pAddAttr(set, p.parseKnownAttr(kind, ctx))
	}
}

// unknownAttrEndsList says whether a word that is not an attribute keyword
// legitimately ends the list in ctx (a keyword of the enclosing syntax);
// otherwise it is an unknown attribute and an error.
func (p *parser) unknownAttrEndsList(ctx pAttrCtx) bool {
	switch ctx {
	case pAttrGroup:
		return false
	case pAttrFn:
		return pFnHeaderStop[string(p.tok.text)]
	case pAttrParam:
		return p.isTypeStart()
	}
	return true
}

// parseKnownAttr parses one known attribute starting at its keyword.
func (p *parser) parseKnownAttr(kind ir.AttrKind, ctx pAttrCtx) ir.Attr {
	a := ir.Attr{Kind: kind}
	kwEnd := int(p.tok.pos) + len(p.tok.text)
	p.next()
	form := ir.AttrInfos[kind].Form
	switch form {
	case ir.FormFlag:
	case ir.FormInt:
		switch {
		case p.eat(lexEqual): // align=8 / alignstack=8 in attribute groups
			a.Int = p.parseUint("attribute value", 64)
		case p.is(lexLParen) && int(p.tok.pos) == kwEnd || p.is(lexLParen) && kind != ir.AttrAlign:
			p.next()
			a.Int = p.parseUint("attribute value", 64)
			p.expect(lexRParen, "')'")
		case kind == ir.AttrAlign && p.is(lexInt):
			a.Int = p.parseUint("alignment", 64)
		default:
			p.err("expected value for attribute '%s'", kind)
		}
		if kind == ir.AttrAlign || kind == ir.AttrAlignStack {
			if a.Int == 0 || a.Int&(a.Int-1) != 0 {
				p.err("alignment is not a power of two")
			}
		}
	case ir.FormType:
		if p.is(lexLParen) {
			p.next()
			a.Type = p.parseType(false)
			p.expect(lexRParen, "')'")
		}
	case ir.FormIntPair:
		p.expect(lexLParen, "'('")
		a.Int = p.parseUint("attribute argument", 32)
		if p.eat(lexComma) {
			a.Int2 = p.parseUint("attribute argument", 32) + 1
		}
		p.expect(lexRParen, "')'")
	case ir.FormUWTable:
		a.Int = 2
		if p.is(lexLParen) && int(p.tok.pos) == kwEnd {
			p.next()
			switch {
			case p.eatKw("sync"):
				a.Int = 1
			case p.eatKw("async"):
				a.Int = 2
			default:
				p.err("expected unwind table kind")
			}
			p.expect(lexRParen, "')'")
		}
	case ir.FormAllocKind:
		p.expect(lexLParen, "'('")
		pos := int(p.tok.pos)
		a.Str = p.expectString("allockind")
		if _, err := ir.AllocKindMask(a.Str); err != nil {
			p.errAt(pos, "%v", err)
		}
		p.expect(lexRParen, "')'")
	case ir.FormMemory:
		a.Int = uint64(p.parseMemoryEffects())
	case ir.FormNoFPClass:
		a.Int = p.parseNoFPClass()
	case ir.FormRange:
		a.Range = p.parseRangeAttr()
	case ir.FormInitializes:
		a.Ranges = p.parseInitializes()
	case ir.FormCaptures:
		a.Int = uint64(p.parseCaptures())
	case ir.FormOptInt:
		if p.is(lexLParen) && int(p.tok.pos) == kwEnd {
			p.next()
			a.Int = p.parseUint("attribute value", 64)
			p.expect(lexRParen, "')'")
		}
	case ir.FormDenormalFPEnv:
		if !p.is(lexLParen) {
			p.err("expected '(' after denormal_fpenv")
		}
		start := int(p.tok.pos) + 1
		p.skipBalanced()
		end := int(p.tok.pos) - pTrailingSpace(p.src[:int(p.tok.pos)])
		a.Str = strings.TrimSpace(string(p.src[start : end-1]))
	}
	return a
}

// pMemLocs are the location names memory(...) accepts in text. "other" is
// not one of them: LLVM expresses it only through the default access kind.
var pMemLocs = map[string]int{
	"argmem": ir.MemArg, "inaccessiblemem": ir.MemInaccessible, "errnomem": ir.MemErrno,
	"target_mem0": ir.MemTarget0, "target_mem1": ir.MemTarget1,
}

func (p *parser) parseModRef() ir.ModRef {
	if p.tok.kind == lexIdent {
		for i, n := range ir.ModRefNames {
			if string(p.tok.text) == n {
				p.next()
				return ir.ModRef(i)
			}
		}
	}
	p.err("expected memory access kind (none, read, write or readwrite), found %s", p.describe())
	return 0
}

// parseMemoryEffects parses `(read, argmem: readwrite, ...)`.
func (p *parser) parseMemoryEffects() ir.MemoryEffects {
	p.expect(lexLParen, "'('")
	def := ir.NoModRef
	var explicit [ir.NumMemLocations]bool
	var vals [ir.NumMemLocations]ir.ModRef
	seenAny := false
	for {
		if p.is(lexLabel) {
			loc, ok := pMemLocs[string(p.tok.text)]
			if !ok {
				p.err("expected memory location (argmem, inaccessiblemem, errnomem, target_mem0, target_mem1), found '%s'", p.tok.text)
			}
			p.next()
			vals[loc] = p.parseModRef()
			explicit[loc] = true
		} else {
			if seenAny {
				p.err("default access kind must be specified first")
			}
			def = p.parseModRef()
		}
		seenAny = true
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')'")
	var m ir.MemoryEffects
	for l := 0; l < ir.NumMemLocations; l++ {
		if explicit[l] {
			m = m.With(l, vals[l])
		} else {
			m = m.With(l, def)
		}
	}
	return m
}

var pFPClassNames = map[string]uint64{
	"all": 0x3ff, "nan": ir.FPSNan | ir.FPQNan, "snan": ir.FPSNan, "qnan": ir.FPQNan,
	"inf": ir.FPNegInf | ir.FPPosInf, "ninf": ir.FPNegInf, "pinf": ir.FPPosInf,
	"zero": ir.FPNegZero | ir.FPPosZero, "nzero": ir.FPNegZero, "pzero": ir.FPPosZero,
	"sub": ir.FPNegSubnorm | ir.FPPosSubnorm, "nsub": ir.FPNegSubnorm, "psub": ir.FPPosSubnorm,
	"norm": ir.FPNegNormal | ir.FPPosNormal, "nnorm": ir.FPNegNormal, "pnorm": ir.FPPosNormal,
}

func (p *parser) parseNoFPClass() uint64 {
	p.expect(lexLParen, "'('")
	var mask uint64
	if p.is(lexInt) {
		mask = p.parseUint("nofpclass mask", 64)
		if mask == 0 || mask > 0x3ff {
			p.err("invalid mask value for 'nofpclass'")
		}
	} else {
		for p.tok.kind == lexIdent {
			m, ok := pFPClassNames[string(p.tok.text)]
			if !ok {
				p.err("invalid nofpclass test %s", p.describe())
			}
			mask |= m
			p.next()
		}
		if mask == 0 {
			p.err("expected nofpclass test mask")
		}
	}
	p.expect(lexRParen, "')'")
	return mask
}

// parseBigInt parses a signed decimal integer of any size.
func (p *parser) parseBigInt(what string) *big.Int {
	if p.tok.kind != lexInt || p.tok.text[0] == 'u' || p.tok.text[0] == 's' {
		p.err("expected %s, found %s", what, p.describe())
	}
	v, ok := new(big.Int).SetString(string(p.tok.text), 10)
	if !ok {
		p.err("invalid integer %s", p.describe())
	}
	p.next()
	return v
}

// parseRangeAttr parses `(iN lo, hi)`; the bounds are kept as written.
func (p *parser) parseRangeAttr() *ir.ConstRange {
	p.expect(lexLParen, "'('")
	pos := int(p.tok.pos)
	t := p.parseType(false)
	if t.Kind != ir.IntKind {
		p.errAt(pos, "the range must have integer type")
	}
	lo := p.parseBigInt("range lower bound")
	p.expect(lexComma, "','")
	hi := p.parseBigInt("range upper bound")
	p.expect(lexRParen, "')'")
	return &ir.ConstRange{Bits: t.Bits, Lo: lo, Hi: hi}
}

// parseInitializes parses `((lo, hi), ...)`.
func (p *parser) parseInitializes() []ir.ConstRange {
	p.expect(lexLParen, "'('")
	var out []ir.ConstRange
	for {
		p.expect(lexLParen, "'('")
		lo := p.parseBigInt("range lower bound")
		p.expect(lexComma, "','")
		hi := p.parseBigInt("range upper bound")
		p.expect(lexRParen, "')'")
		out = append(out, ir.ConstRange{Bits: 64, Lo: lo, Hi: hi})
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')'")
	return out
}

var pCaptureNames = map[string]uint32{
	"none": ir.CapNone, "address_is_null": ir.CapAddressIsNull, "address": ir.CapAddress,
	"read_provenance": ir.CapReadProvenance, "provenance": ir.CapProvenance,
	"full": ir.CapAddress | ir.CapProvenance,
}

// parseCaptures parses `(components[, ret: components])`.
func (p *parser) parseCaptures() ir.Captures {
	p.expect(lexLParen, "'('")
	var other, ret uint32
	inRet, sawOther := false, false
	for {
		if p.is(lexLabel) {
			if string(p.tok.text) != "ret" || inRet {
				p.err("unexpected %s in captures", p.describe())
			}
			p.next()
			inRet = true
		}
		if p.tok.kind != lexIdent {
			p.err("expected capture component, found %s", p.describe())
		}
		c, ok := pCaptureNames[string(p.tok.text)]
		if !ok {
			p.err("unknown capture component %s", p.describe())
		}
		p.next()
		if inRet {
			ret |= c
		} else {
			other |= c
			sawOther = true
		}
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRParen, "')'")
	if !inRet {
		ret = other
	} else if !sawOther {
		other = ir.CapNone
	}
	return ir.Captures(other | ret<<4)
}
