package lltext

import "github.com/irfix/irfix/ir"

// substituteGlobals replaces forward-reference placeholders whose kind
// turned out wrong (e.g. a name used before it was defined as an alias,
// where the pre-scan could not see the definition) by the real global
// values, everywhere a constant can occur.
func (p *parser) substituteGlobals() {
	sub := func(c ir.Constant) ir.Constant {
		if gv, ok := c.(ir.GlobalValue); ok {
			if r, ok := p.replaced[gv]; ok {
				return r
			}
		}
		if ba, ok := c.(*ir.BlockAddress); ok {
			if r, ok := p.replaced[ba.Func]; ok {
				if f, ok := r.(*ir.Func); ok {
					return &ir.BlockAddress{Func: f, Block: ba.Block, Typ: ba.Typ}
				}
			}
		}
		return c
	}
	mc := func(c ir.Constant) ir.Constant { return ir.MapConstant(c, sub) }
	mv := func(v ir.Value) ir.Value {
		if c, ok := v.(ir.Constant); ok {
			return mc(c)
		}
		return v
	}
	m := p.m
	for _, g := range m.Globals {
		g.Init = mc(g.Init)
	}
	for _, a := range m.Aliases {
		a.Aliasee = mc(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		i.Resolver = mc(i.Resolver)
	}
	for _, f := range m.Funcs {
		f.Personality, f.Prefix, f.Prologue = mc(f.Personality), mc(f.Prefix), mc(f.Prologue)
		f.Instrs(func(in *ir.Instr) {
			for n, v := range in.Operands() {
				if nv := mv(v); nv != v {
					in.SetOperand(n, nv)
				}
			}
			for _, b := range in.Bundles() {
				for k, v := range b.Inputs {
					b.Inputs[k] = mv(v)
				}
			}
		})
	}
	for _, vam := range p.mdVAMs {
		vam.V = mv(vam.V)
	}
}
