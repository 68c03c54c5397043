package lltext

import (
	"math/big"

	"github.com/irfix/irfix/ir"
)

// attrSet writes the attributes of s separated by spaces, in the order the
// model holds them. inGroup selects the spelling used inside
// `attributes #N = { ... }` (`align=8`, `alignstack=16`) instead of the
// inline one (`align 8`, `alignstack(16)`).
func (p *printer) attrSet(s ir.AttrSet, inGroup bool) {
	for n := range s {
		if n > 0 {
			p.byte1(' ')
		}
		p.attr(&s[n], inGroup)
	}
}

func (p *printer) attr(a *ir.Attr, inGroup bool) {
	if a.Kind == ir.AttrNone {
		if a.Raw != "" {
			p.str(a.Raw)
			return
		}
		p.quoted(a.Key)
		if a.Val != "" {
			p.byte1('=')
			p.quoted(a.Val)
		}
		return
	}
	if int(a.Kind) >= len(ir.AttrInfos) || ir.AttrInfos[a.Kind].Name == "" {
		p.str(a.Kind.String())
		return
	}
	info := ir.AttrInfos[a.Kind]
	p.str(info.Name)
	switch info.Form {
	case ir.FormFlag:
	case ir.FormInt:
		switch {
		case inGroup:
			p.byte1('=')
			p.uint(a.Int)
		case a.Kind == ir.AttrAlign:
			p.byte1(' ')
			p.uint(a.Int)
		default:
			p.byte1('(')
			p.uint(a.Int)
			p.byte1(')')
		}
	case ir.FormOptInt:
		if a.Int != 0 {
			p.byte1('(')
			p.uint(a.Int)
			p.byte1(')')
		}
	case ir.FormType:
		if a.Type != nil {
			p.byte1('(')
			p.typ(a.Type)
			p.byte1(')')
		}
	case ir.FormIntPair:
		// LLVM writes these without a space after the comma.
		p.byte1('(')
		p.uint(a.Int)
		if a.Int2 != 0 {
			p.byte1(',')
			p.uint(a.Int2 - 1)
		}
		p.byte1(')')
	case ir.FormUWTable:
		if a.Int == 1 {
			p.str("(sync)")
		}
	case ir.FormAllocKind:
		p.byte1('(')
		p.quoted(a.Str)
		p.byte1(')')
	case ir.FormDenormalFPEnv:
		p.byte1('(')
		p.str(a.Str)
		p.byte1(')')
	case ir.FormMemory:
		p.memory(ir.MemoryEffects(a.Int))
	case ir.FormNoFPClass:
		p.noFPClass(uint32(a.Int))
	case ir.FormRange:
		p.byte1('(')
		if a.Range != nil {
			p.byte1('i')
			p.uint(uint64(a.Range.Bits))
			p.byte1(' ')
			p.signedBig(a.Range.Lo, a.Range.Bits)
			p.str(", ")
			p.signedBig(a.Range.Hi, a.Range.Bits)
		}
		p.byte1(')')
	case ir.FormInitializes:
		p.byte1('(')
		for n, r := range a.Ranges {
			if n > 0 {
				p.str(", ")
			}
			p.byte1('(')
			p.signedBig(r.Lo, 64)
			p.str(", ")
			p.signedBig(r.Hi, 64)
			p.byte1(')')
		}
		p.byte1(')')
	case ir.FormCaptures:
		p.captures(ir.Captures(a.Int))
	}
}

// signedBig writes v interpreted as a bits-wide two's complement integer
// (LLVM prints range bounds signed).
func (p *printer) signedBig(v *big.Int, bits uint32) {
	if v == nil {
		p.byte1('0')
		return
	}
	if bits == 0 {
		p.buf = v.Append(p.buf, 10)
		return
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	x := new(big.Int).Mod(v, mod)
	if x.Bit(int(bits)-1) == 1 {
		x.Sub(x, mod)
	}
	p.buf = x.Append(p.buf, 10)
}

// memory writes `(...)` of memory(...): the access kind of "other" is
// the default, written first when it is not none or when every location
// has it; every location that differs from it follows as `loc: kind`.
func (p *printer) memory(me ir.MemoryEffects) {
	p.byte1('(')
	other := me.Get(ir.MemOther)
	var union ir.ModRef
	for l := 0; l < ir.NumMemLocations; l++ {
		union |= me.Get(l)
	}
	first := true
	if other != ir.NoModRef || union == other {
		p.str(ir.ModRefNames[other])
		first = false
	}
	for l := 0; l < ir.NumMemLocations; l++ {
		if l == ir.MemOther {
			continue
		}
		mr := me.Get(l)
		if mr == other {
			continue
		}
		if !first {
			p.str(", ")
		}
		first = false
		p.str(ir.MemLocationNames[l])
		p.str(": ")
		p.str(ir.ModRefNames[mr])
	}
	p.byte1(')')
}

// prFPClassNames is LLVM's table of nofpclass keywords in printing order:
// each keyword is printed when all its bits remain, and its bits are then
// removed (so groups win over their members).
var prFPClassNames = []struct {
	mask uint32
	name string
}{
	{0x3ff, "all"},
	{ir.FPSNan | ir.FPQNan, "nan"},
	{ir.FPSNan, "snan"},
	{ir.FPQNan, "qnan"},
	{ir.FPNegInf | ir.FPPosInf, "inf"},
	{ir.FPNegInf, "ninf"},
	{ir.FPPosInf, "pinf"},
	{ir.FPNegZero | ir.FPPosZero, "zero"},
	{ir.FPNegZero, "nzero"},
	{ir.FPPosZero, "pzero"},
	{ir.FPNegSubnorm | ir.FPPosSubnorm, "sub"},
	{ir.FPNegSubnorm, "nsub"},
	{ir.FPPosSubnorm, "psub"},
	{ir.FPNegNormal | ir.FPPosNormal, "norm"},
	{ir.FPNegNormal, "nnorm"},
	{ir.FPPosNormal, "pnorm"},
}

func (p *printer) noFPClass(mask uint32) {
	p.byte1('(')
	if mask&0x3ff == 0 {
		p.str("none)")
		return
	}
	first := true
	for _, e := range prFPClassNames {
		if mask&e.mask == e.mask {
			if !first {
				p.byte1(' ')
			}
			first = false
			p.str(e.name)
			mask &^= e.mask
		}
	}
	p.byte1(')')
}

// captures writes `(...)` of captures(...): the general components, then
// `ret: ...` when the return value captures differently.
func (p *printer) captures(c ir.Captures) {
	p.byte1('(')
	other, ret := c.Other(), c.Ret()
	first := true
	if other != ir.CapNone || other == ret {
		p.captureComponents(other)
		first = false
	}
	if other != ret {
		if !first {
			p.str(", ")
		}
		p.str("ret: ")
		p.captureComponents(ret)
	}
	p.byte1(')')
}

func (p *printer) captureComponents(cc uint32) {
	if cc == ir.CapNone {
		p.str("none")
		return
	}
	first := true
	sep := func() {
		if !first {
			p.str(", ")
		}
		first = false
	}
	switch {
	case cc&ir.CapAddress == ir.CapAddressIsNull:
		sep()
		p.str("address_is_null")
	case cc&ir.CapAddress != 0:
		sep()
		p.str("address")
	}
	switch {
	case cc&ir.CapProvenance == ir.CapReadProvenance:
		sep()
		p.str("read_provenance")
	case cc&ir.CapProvenance == ir.CapProvenance:
		sep()
		p.str("provenance")
	}
}
